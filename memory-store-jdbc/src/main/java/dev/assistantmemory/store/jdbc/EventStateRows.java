package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.EventState;
import dev.assistantmemory.model.Scope;
import java.util.List;
import org.jdbi.v3.core.Handle;

/** The read of the user's events on the days of a window, for extraction (stop 39). */
final class EventStateRows {
  private EventStateRows() {}

  /** The query of {@link #read} (its plan is pinned by a test). */
  static final String SQL =
      """
      SELECT n.id, n.label, o.label AS day, c.id AS claim_id
      FROM nodes o CROSS JOIN claims c CROSS JOIN nodes n
      WHERE o.user_id = :user AND o.node_type = 'Temporal'
        AND lower(o.label) >= :from AND lower(o.label) <= :to
        AND o.partition_key = :partition AND o.scope = :scope AND o.deleted_at IS NULL
        AND c.user_id = :user AND c.object_node_id = o.id
        AND c.predicate = 'OCCURRED_ON' AND c.status = 'active'
        AND n.id = c.subject_node_id AND n.user_id = :user
        AND n.partition_key = :partition AND n.scope = :scope AND n.node_type = 'Event'
        AND n.deleted_at IS NULL AND n.merged_into IS NULL
      ORDER BY c.stated_at DESC, c.id DESC
      LIMIT :limit""";

  /**
   * {@code GraphTx.eventStates}. CROSS JOIN keeps SQLite to this order: the window's day nodes
   * ({@code nodes_label_lookup}, a range of ISO labels), their active {@code OCCURRED_ON} claims
   * ({@code claims_object_predicate}: a day's many {@code RECORDED_ON} and {@code DUE_ON} claims
   * are not read), then their Event subjects. User, partition and scope are predicates of the day
   * node and of the event, so another user's or partition's or scope's event is never read.
   */
  static List<EventState> read(
      Handle h,
      String userId,
      String partitionKey,
      Scope scope,
      String fromDay,
      String toDay,
      int limit) {
    return h.createQuery(SQL)
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("from", fromDay)
        .bind("to", toDay)
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new EventState(
                    rs.getString("id"),
                    rs.getString("label"),
                    rs.getString("day"),
                    rs.getString("claim_id")))
        .list();
  }
}
