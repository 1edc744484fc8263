package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ChangeFeedTx;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;

/** {@link ChangeFeedTx} on one Jdbi handle inside a transaction. */
final class JdbiChangeFeedTx implements ChangeFeedTx {
  private final Handle h;

  JdbiChangeFeedTx(Handle h) {
    this.h = h;
  }

  @Override
  public FeedState state(String userId) {
    return h.createQuery(
            "SELECT feed_epoch, retained_from_seq FROM change_feed_state WHERE user_id = :user")
        .bind("user", userId)
        .map((rs, ctx) -> new FeedState(rs.getInt("feed_epoch"), rs.getLong("retained_from_seq")))
        .findOne()
        .orElse(FeedState.INITIAL);
  }

  @Override
  public long head(String userId) {
    return h.createQuery("SELECT coalesce(max(seq), 0) FROM change_log WHERE user_id = :user")
        .bind("user", userId)
        .mapTo(Long.class)
        .one();
  }

  @Override
  public List<FeedRow> entries(ReadScope scope, long after, long through, int limit) {
    String partitions =
        scope.partitions().isEmpty() ? "" : " AND l.partition_key IN (<partitions>)";
    Query q =
        h.createQuery(
            """
            SELECT l.seq, l.user_id, l.partition_key, l.entity_type, l.entity_id, l.action,
                   l.source_id, l.redirect_to, l.recorded_at,
                   n.node_type, n.deleted_at AS node_deleted_at, n.merged_into AS node_merged_into,
                   n.id AS node_id, c.predicate, c.status AS claim_status, c.asserted_by_kind,
                   k.id AS chunk_id, ks.tombstoned_at AS chunk_source_removed
            FROM change_log l
            LEFT JOIN nodes n ON l.entity_type = 'node' AND n.id = l.entity_id
              AND n.user_id = l.user_id
            LEFT JOIN claims c ON l.entity_type = 'claim' AND c.id = l.entity_id
              AND c.user_id = l.user_id
            LEFT JOIN chunks k ON l.entity_type = 'chunk' AND k.id = l.entity_id
              AND k.user_id = l.user_id
            LEFT JOIN sources ks ON ks.id = k.source_id
            WHERE l.user_id = :user AND l.seq > :after AND l.seq <= :through"""
                + partitions
                + " ORDER BY l.seq LIMIT :limit");
    q.bind("user", scope.userId());
    if (!scope.partitions().isEmpty()) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q.bind("after", after)
        .bind("through", through)
        .bind("limit", limit)
        .map(
            (rs, ctx) -> {
              String nodeState = null;
              if (rs.getString("node_id") != null) {
                nodeState =
                    rs.getString("node_merged_into") != null
                        ? "merged"
                        : rs.getObject("node_deleted_at") != null ? "deleted" : "live";
              }
              return new FeedRow(
                  rs.getLong("seq"),
                  rs.getString("user_id"),
                  rs.getString("partition_key"),
                  rs.getString("entity_type"),
                  rs.getString("entity_id"),
                  rs.getString("action"),
                  rs.getString("source_id"),
                  rs.getString("redirect_to"),
                  Rows.instant(rs, "recorded_at"),
                  rs.getString("node_type"),
                  nodeState,
                  rs.getString("predicate"),
                  rs.getString("claim_status"),
                  rs.getString("asserted_by_kind"),
                  // A chunk of a removed (tombstoned) source is not live, though its row stays.
                  rs.getString("chunk_id") != null && rs.getObject("chunk_source_removed") == null);
            })
        .list();
  }

  @Override
  public int compact(String userId, long through, Instant at) {
    int removed =
        h.createUpdate("DELETE FROM change_log WHERE user_id = :user AND seq <= :through")
            .bind("user", userId)
            .bind("through", through)
            .execute();
    FeedState current = state(userId);
    save(
        userId,
        new FeedState(current.feedEpoch(), Math.max(current.retainedFromSeq(), through + 1)),
        at);
    return removed;
  }

  @Override
  public FeedState startEpoch(String userId, long retainFrom, Instant at) {
    FeedState next = new FeedState(state(userId).feedEpoch() + 1, retainFrom);
    save(userId, next, at);
    return next;
  }

  private void save(String userId, FeedState state, Instant at) {
    h.createUpdate(
            """
            INSERT INTO change_feed_state (user_id, feed_epoch, retained_from_seq, updated_at)
            VALUES (:user, :epoch, :retained, :at)
            ON CONFLICT (user_id) DO UPDATE SET feed_epoch = excluded.feed_epoch,
              retained_from_seq = excluded.retained_from_seq, updated_at = excluded.updated_at""")
        .bind("user", userId)
        .bind("epoch", state.feedEpoch())
        .bind("retained", state.retainedFromSeq())
        .bind("at", text(at))
        .execute();
  }
}
