package dev.assistantmemory.store.jdbc;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Recent views of a user's tasks (the commitment views of the task-state read model, the task
 * states extraction resolves against), each kept with the user's task-state version it was read at
 * ({@code task_state_versions}, bumped in every transaction that rewrites a task_state row of the
 * user). A view is served from here only while the version the reading transaction sees is still
 * the one it was read at, so it is exactly what the query would return; a chat host that asks for
 * open commitments every turn pays for one small version read instead of the range scan and the row
 * mapping; an extraction job reads its user's up to 2,000 task states once per job, which a job
 * that changed no task leaves as they were.
 *
 * <p>The version is read before the rows: on PostgreSQL (read committed) a view may then hold a
 * write newer than its version, never an older one, and the next reader that sees the newer version
 * misses and reads again. Per store instance; on several nodes each keeps its own, all checked
 * against the one version in the database. Bounded: at most {@code maxEntries} views of at most
 * {@code maxRows} rows each, least recently used out first.
 */
final class TaskStateViewCache<K, R> {
  /** The bounds of the commitment views: 256 views of up to 5,000 rows. */
  static <K, R> TaskStateViewCache<K, R> forCommitments() {
    return new TaskStateViewCache<>(256, 5_000);
  }

  /** The bounds of extraction's task states: 64 users' views of up to 2,000 tasks each. */
  static <K, R> TaskStateViewCache<K, R> forTaskStates() {
    return new TaskStateViewCache<>(64, 2_000);
  }

  private final int maxEntries;
  private final int maxRows;

  private record CachedView<R>(long version, List<R> rows) {}

  private final Map<K, CachedView<R>> entries =
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<K, CachedView<R>> eldest) {
          return size() > maxEntries;
        }
      };

  TaskStateViewCache(int maxEntries, int maxRows) {
    this.maxEntries = maxEntries;
    this.maxRows = maxRows;
  }

  /** The view read at exactly this version, or null. */
  synchronized List<R> get(K query, long version) {
    CachedView<R> e = entries.get(query);
    return e != null && e.version() == version ? e.rows() : null;
  }

  /** Keeps the view (when small enough) and returns it as kept: an unmodifiable list. */
  synchronized List<R> put(K query, long version, List<R> rows) {
    List<R> kept = List.copyOf(rows);
    if (kept.size() <= maxRows) {
      entries.put(query, new CachedView<>(version, kept));
    } else {
      entries.remove(query);
    }
    return kept;
  }
}
