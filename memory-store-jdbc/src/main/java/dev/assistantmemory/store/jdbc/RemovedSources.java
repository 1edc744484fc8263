package dev.assistantmemory.store.jdbc;

import org.jdbi.v3.core.Handle;

/**
 * "Known only from removed sources": a node every source of which still in the store is tombstoned
 * or purged (a node no source cites, one the user made through the API, is not). The one predicate
 * behind {@link JdbiClaimRows#nodesKnownOnlyFromRemovedSources} (search, the day and digest reads)
 * and, as a condition inside their SQL, the commitment views and the graph read.
 */
final class RemovedSources {
  private RemovedSources() {}

  private static final String BY_CLAIM =
      """
      EXISTS (SELECT 1 FROM claims c JOIN sources s ON s.id = c.source_id
        WHERE c.user_id = :user AND c.%1$s_node_id = %3$s AND s.user_id = :user %2$s)""";
  private static final String BY_EVIDENCE =
      """
      EXISTS (SELECT 1 FROM claim_evidence e JOIN claims c ON c.id = e.claim_id
        JOIN sources s ON s.id = e.source_id
        WHERE c.user_id = :user AND c.%1$s_node_id = %3$s AND s.user_id = :user %2$s)""";
  private static final String LIVE = "AND s.tombstoned_at IS NULL";

  /**
   * The condition that the node in {@code nodeColumn} is known only from removed sources; binds
   * {@code :user}. "No live citation" as four NOT EXISTS, not NOT (a OR b OR c OR d): PostgreSQL
   * plans each as an anti join probing the node's claims by index, where the OR form became hashed
   * subplans over every claim and source of the user. A node with a live citation stops at the
   * first NOT EXISTS: one index probe.
   */
  static String knownOnlyFromRemoved(String nodeColumn) {
    return ("(NOT %1$s AND NOT %2$s AND NOT %3$s AND NOT %4$s"
            + " AND (%5$s OR %6$s OR %7$s OR %8$s))")
        .formatted(
            BY_CLAIM.formatted("subject", LIVE, nodeColumn),
            BY_CLAIM.formatted("object", LIVE, nodeColumn),
            BY_EVIDENCE.formatted("subject", LIVE, nodeColumn),
            BY_EVIDENCE.formatted("object", LIVE, nodeColumn),
            BY_CLAIM.formatted("subject", "", nodeColumn),
            BY_CLAIM.formatted("object", "", nodeColumn),
            BY_EVIDENCE.formatted("subject", "", nodeColumn),
            BY_EVIDENCE.formatted("object", "", nodeColumn));
  }

  /**
   * The condition that the claim aliased {@code claim} still has a live source: one made through
   * the API (no source), or whose source, or one of whose evidence sources, is not tombstoned (a
   * purge tombstones too). A claim extracted only from removed sources leaves the reads that add
   * this, as its node leaves them through {@link #knownOnlyFromRemoved}.
   */
  static String claimFromLiveSource(String claim) {
    return (" AND (%1$s.source_id IS NULL"
            + " OR EXISTS (SELECT 1 FROM sources s WHERE s.id = %1$s.source_id"
            + " AND s.tombstoned_at IS NULL)"
            + " OR EXISTS (SELECT 1 FROM claim_evidence e JOIN sources s ON s.id = e.source_id"
            + " WHERE e.claim_id = %1$s.id AND s.tombstoned_at IS NULL))")
        .formatted(claim);
  }

  /**
   * Marks the user's commitment views stale in the writing transaction: a tombstone, restore or
   * purge of the source changes which Tasks are known only from removed sources, which those views
   * filter on at read time. The mark names the source, not a node: the store's flush at the end of
   * the transaction recomputes no row for it but bumps the user's task-state version, so no cached
   * view (nor the bootstrap bundle, whose stamp holds the version) outlives the change. One row
   * written, and the flush's per-user lock order is kept (no version row is locked here).
   */
  static void markViewsStale(Handle h, String sourceId) {
    h.createUpdate(
            """
            INSERT INTO task_state_dirty (user_id, node_id)
            SELECT user_id, id FROM sources WHERE id = :id""")
        .bind("id", sourceId)
        .execute();
  }
}
