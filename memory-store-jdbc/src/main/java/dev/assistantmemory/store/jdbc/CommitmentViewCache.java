package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.CommitmentTx.CommitmentQuery;
import dev.assistantmemory.core.store.CommitmentTx.CommitmentRow;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Recent commitment views of the task-state read model, each kept with the user's task-state
 * version it was read at ({@code task_state_versions}, bumped in every transaction that rewrites a
 * task_state row of the user). A view is served from here only while the version the reading
 * transaction sees is still the one it was read at, so it is exactly what the query would return; a
 * chat host that asks for open commitments every turn pays for one small version read instead of
 * the range scan and the row mapping.
 *
 * <p>The version is read before the rows: on PostgreSQL (read committed) a view may then hold a
 * write newer than its version, never an older one, and the next reader that sees the newer version
 * misses and reads again. Per store instance; on several nodes each keeps its own, all checked
 * against the one version in the database. Bounded: at most {@link #MAX_ENTRIES} views of at most
 * {@link #MAX_ROWS} rows each, least recently used out first.
 */
final class CommitmentViewCache {
  static final int MAX_ENTRIES = 256;
  static final int MAX_ROWS = 5_000;

  private record CachedView(long version, List<CommitmentRow> rows) {}

  private final Map<CommitmentQuery, CachedView> entries =
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<CommitmentQuery, CachedView> eldest) {
          return size() > MAX_ENTRIES;
        }
      };

  /** The view read at exactly this version, or null. */
  synchronized List<CommitmentRow> get(CommitmentQuery query, long version) {
    CachedView e = entries.get(query);
    return e != null && e.version() == version ? e.rows() : null;
  }

  /** Keeps the view (when small enough) and returns it as kept: an unmodifiable list. */
  synchronized List<CommitmentRow> put(
      CommitmentQuery query, long version, List<CommitmentRow> rows) {
    List<CommitmentRow> kept = List.copyOf(rows);
    if (kept.size() <= MAX_ROWS) {
      entries.put(query, new CachedView(version, kept));
    } else {
      entries.remove(query);
    }
    return kept;
  }
}
