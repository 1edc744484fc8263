package dev.assistantmemory.store.jdbc;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * The task-state read model (migration V22, issue 9): one {@code task_state} row per Task with a
 * current personal status, derived from its claims by {@link #ROW_SELECT}, the join the commitment
 * views used to run at read time.
 *
 * <p>Triggers on {@code claims} (the three task predicates), {@code task_due_times} and {@code
 * nodes} mark a task dirty ({@code task_state_dirty}) in the writing transaction, whichever code
 * path wrote. {@link #flush} recomputes the dirty tasks of a user from their claims and clears the
 * marks; the store calls it at the end of every write transaction, before the commit, so a
 * committed write leaves no dirty task behind. A read that still finds one of its user's tasks
 * dirty (a write outside the store, a database just migrated) answers from the join instead.
 *
 * <p>Every flush that rewrites a user's rows also bumps the user's version (V24), which {@link
 * TaskStateViewCache} keys its views by.
 */
final class TaskStates {
  private static final int CHUNK = 500;

  private TaskStates() {}

  /**
   * A Task's current state, per task: its newest active status claim (by stated_at, then id) if
   * that claim is personal, with the newest active owner and due claims and the due claim's time.
   * Bound: {@code :user}. Every row a live, unmerged, personal Task of the user; at most one row
   * per task.
   */
  static final String ROW_SELECT =
      """
      SELECT n.id AS task_id, n.user_id, n.partition_key, n.label, n.created_at,
        CASE WHEN s.asserted_by_kind = 'assistant_inferred' THEN 'candidate' ELSE 'trusted' END
          AS band,
        s.object_value AS status, s.id AS status_claim, s.asserted_by_kind AS status_kind,
        s.stated_at, s.source_id, o.id AS owner_claim, o.object_node_id AS owner_id,
        own.label AS owner_label, own.is_user_self AS owner_self, d.id AS due_claim,
        d.object_node_id AS due_node, dn.label AS due_on, t.due_time, t.time_zone, t.due_at
      FROM claims s
      JOIN nodes n ON n.id = s.subject_node_id AND n.user_id = :user
      LEFT JOIN claims o ON o.user_id = :user AND o.subject_node_id = n.id
        AND o.predicate = 'ASSIGNED_TO' AND o.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM claims o2 WHERE o2.user_id = :user
          AND o2.subject_node_id = n.id AND o2.predicate = 'ASSIGNED_TO' AND o2.status = 'active'
          AND (o2.stated_at > o.stated_at OR (o2.stated_at = o.stated_at AND o2.id > o.id)))
      LEFT JOIN nodes own ON own.id = o.object_node_id AND own.user_id = :user
      LEFT JOIN claims d ON d.user_id = :user AND d.subject_node_id = n.id
        AND d.predicate = 'DUE_ON' AND d.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM claims d2 WHERE d2.user_id = :user
          AND d2.subject_node_id = n.id AND d2.predicate = 'DUE_ON' AND d2.status = 'active'
          AND (d2.stated_at > d.stated_at OR (d2.stated_at = d.stated_at AND d2.id > d.id)))
      LEFT JOIN nodes dn ON dn.id = d.object_node_id AND dn.user_id = :user
      LEFT JOIN task_due_times t ON t.claim_id = d.id AND t.user_id = :user
      WHERE s.user_id = :user AND s.predicate = 'HAS_TASK_STATUS' AND s.status = 'active'
        AND s.scope = 'personal' AND n.scope = 'personal' AND n.node_type = 'Task'
        AND n.deleted_at IS NULL AND n.merged_into IS NULL
        AND NOT EXISTS (SELECT 1 FROM claims s2 WHERE s2.user_id = :user
          AND s2.subject_node_id = s.subject_node_id AND s2.predicate = 'HAS_TASK_STATUS'
          AND s2.status = 'active'
          AND (s2.stated_at > s.stated_at OR (s2.stated_at = s.stated_at AND s2.id > s.id)))
      """;

  private static final String INSERT =
      """
      INSERT INTO task_state (task_id, user_id, partition_key, label, created_at, band, status,
        status_claim, status_kind, stated_at, source_id, owner_claim, owner_id, owner_label,
        owner_self, due_claim, due_node, due_on, due_time, time_zone, due_at)
      """
          + ROW_SELECT
          + " AND n.id IN (<ids>)";

  private static final String DELETE =
      "DELETE FROM task_state WHERE user_id = :user AND task_id IN (<ids>)";

  private static final String BUMP_VERSION =
      """
      INSERT INTO task_state_versions (user_id, version) VALUES (:user, 1)
      ON CONFLICT (user_id)
      DO UPDATE SET version = task_state_versions.version + 1""";

  /** Whether a task of the user waits to be recomputed. */
  static boolean dirty(Handle h, String userId) {
    return h.createQuery("SELECT 1 FROM task_state_dirty WHERE user_id = :user LIMIT 1")
        .bind("user", userId)
        .mapTo(Integer.class)
        .findOne()
        .isPresent();
  }

  private static String lockKey(String userId) {
    return "task-state\u001f" + userId;
  }

  /**
   * PostgreSQL: whether a task of the user waits to be recomputed, taking the user's
   * transaction-scoped recomputation lock when one does (one round trip for both).
   */
  private static boolean lockIfDirty(Handle h, String userId) {
    return h.createQuery(
            "SELECT pg_advisory_xact_lock(hashtextextended(:key, 0)) IS NULL AS locked"
                + " FROM (SELECT 1 FROM task_state_dirty WHERE user_id = :user LIMIT 1) marked")
        .bind("key", lockKey(userId))
        .bind("user", userId)
        .mapToMap()
        .findOne()
        .isPresent();
  }

  /**
   * Recomputes the dirty tasks of the user (null: of every user the transaction may see) and clears
   * their marks, inside the caller's transaction. On PostgreSQL a transaction-scoped lock per user
   * (taken in user order) serialises the recomputations, so each one reads the claims every earlier
   * one committed.
   */
  static int flush(Handle h, SqlDialect dialect, String userId) {
    List<String> users;
    boolean lockedAlready = false;
    if (userId != null && dialect instanceof PostgresDialect) {
      // The look and the user's lock in one round trip: the lock is taken only when a task is
      // marked (its own statement's snapshot may predate the lock; the statements below each take
      // a new one, after it, so they read what every earlier recomputation committed).
      users = lockIfDirty(h, userId) ? List.of(userId) : List.of();
      lockedAlready = true;
    } else if (userId != null) {
      users = dirty(h, userId) ? List.of(userId) : List.of();
    } else {
      users =
          h.createQuery("SELECT DISTINCT user_id FROM task_state_dirty ORDER BY user_id")
              .mapTo(String.class)
              .list();
    }
    int recomputed = 0;
    for (String user : users) {
      List<String> marked;
      if (dialect instanceof PostgresDialect) {
        if (!lockedAlready) {
          h.createQuery("SELECT pg_advisory_xact_lock(hashtextextended(:key, 0)) IS NULL AS locked")
              .bind("key", lockKey(user))
              .mapToMap()
              .one();
        }
        marked =
            h.createQuery("DELETE FROM task_state_dirty WHERE user_id = :user RETURNING node_id")
                .bind("user", user)
                .mapTo(String.class)
                .list();
      } else {
        // One writer: nothing can mark a task between the read and the delete.
        marked =
            h.createQuery("SELECT node_id FROM task_state_dirty WHERE user_id = :user")
                .bind("user", user)
                .mapTo(String.class)
                .list();
        h.createUpdate("DELETE FROM task_state_dirty WHERE user_id = :user")
            .bind("user", user)
            .execute();
      }
      List<String> ids = new ArrayList<>(new LinkedHashSet<>(marked));
      for (int i = 0; i < ids.size(); i += CHUNK) {
        List<String> chunk = ids.subList(i, Math.min(ids.size(), i + CHUNK));
        boolean last = i + CHUNK >= ids.size();
        if (dialect instanceof PostgresDialect) {
          // One round trip: the rows out, recomputed, and (with the last part) the version bumped.
          h.createUpdate(DELETE + ";\n" + INSERT + (last ? ";\n" + BUMP_VERSION : ""))
              .bind("user", user)
              .bindList("ids", chunk)
              .execute();
          continue;
        }
        h.createUpdate(DELETE).bind("user", user).bindList("ids", chunk).execute();
        h.createUpdate(INSERT).bind("user", user).bindList("ids", chunk).execute();
        if (last) {
          h.createUpdate(BUMP_VERSION).bind("user", user).execute();
        }
      }
      recomputed += ids.size();
    }
    return recomputed;
  }

  /**
   * Whether a task of the user waits to be recomputed ({@link #dirty}), and the user's task-state
   * version (0 before the first recomputation; see V24), in one statement: one round trip.
   */
  record Mark(boolean dirty, long version) {}

  static Mark mark(Handle h, String userId) {
    return h.createQuery(
            """
            SELECT EXISTS (SELECT 1 FROM task_state_dirty WHERE user_id = :user) AS dirty,
              coalesce((SELECT version FROM task_state_versions WHERE user_id = :user), 0)
                AS version""")
        .bind("user", userId)
        .map((rs, ctx) -> new Mark(rs.getBoolean("dirty"), rs.getLong("version")))
        .one();
  }
}
