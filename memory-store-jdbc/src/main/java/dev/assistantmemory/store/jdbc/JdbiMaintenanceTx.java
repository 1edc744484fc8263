package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.MaintenanceTx;
import dev.assistantmemory.core.store.NodeRecord;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;

/** {@link MaintenanceTx} on one Jdbi handle inside a transaction. */
final class JdbiMaintenanceTx implements MaintenanceTx {
  private static final String LIVE =
      " n.user_id = :user AND n.deleted_at IS NULL AND n.merged_into IS NULL"
          + " AND n.node_type IN (<types>)";
  private static final String TOUCHING =
      " FROM claims c WHERE c.user_id = n.user_id"
          + " AND (c.subject_node_id = n.id OR c.object_node_id = n.id)";

  private final Handle h;

  JdbiMaintenanceTx(Handle h) {
    this.h = h;
  }

  private static String partitions(ReadScope scope) {
    return scope.partitions().isEmpty() ? "" : " AND n.partition_key IN (<partitions>)";
  }

  private static Query bind(Query q, ReadScope scope, Set<String> types) {
    q.bind("user", scope.userId());
    q.bindList("types", List.copyOf(types));
    if (!scope.partitions().isEmpty()) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }

  @Override
  public List<NodeActivity> nodeActivity(ReadScope scope, Set<String> types) {
    if (types.isEmpty()) {
      return List.of();
    }
    String sql =
        "SELECT n.*,"
            + " (SELECT MAX(c.stated_at)"
            + TOUCHING
            + ") AS last_claim_at,"
            + " (SELECT COUNT(*)"
            + TOUCHING
            + " AND c.status = 'active') AS active_claims,"
            + " (SELECT COUNT(*)"
            + TOUCHING
            + ") AS total_claims,"
            + " (SELECT COUNT(*)"
            + TOUCHING
            + " AND c.status = 'active'"
            + " AND c.asserted_by_kind NOT IN ('assistant_inferred', 'system')) AS strong_claims,"
            + " (SELECT COUNT(*)"
            + TOUCHING
            + " AND c.status = 'active' AND c.scope = 'reference') AS reference_claims,"
            + " (SELECT COUNT(*)"
            + TOUCHING
            + " AND c.status = 'active' AND c.scope = 'personal') AS personal_claims,"
            + " (SELECT COUNT(*) FROM claims c WHERE c.user_id = n.user_id"
            + " AND c.subject_node_id = n.id AND c.predicate = 'HAS_TASK_STATUS'"
            + " AND c.status = 'active' AND c.object_value IN ('pending', 'in_progress'))"
            + " AS open_status"
            + " FROM nodes n WHERE"
            + LIVE
            + partitions(scope)
            + " ORDER BY n.id";
    return bind(h.createQuery(sql), scope, types)
        .map(
            (rs, ctx) ->
                new NodeActivity(
                    Rows.NODE.map(rs, ctx),
                    Rows.instant(rs, "last_claim_at"),
                    rs.getInt("active_claims"),
                    rs.getInt("total_claims"),
                    rs.getInt("strong_claims") > 0,
                    rs.getInt("reference_claims"),
                    rs.getInt("personal_claims"),
                    rs.getInt("open_status") > 0))
        .list();
  }

  @Override
  public List<NodeRecord> orphanNodes(
      ReadScope scope, Set<String> types, Instant createdBefore, int limit) {
    if (types.isEmpty()) {
      return List.of();
    }
    String sql =
        "SELECT n.* FROM nodes n WHERE"
            + LIVE
            + partitions(scope)
            + " AND n.created_at < :before AND n.is_user_self = :notSelf"
            + " AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.user_id = n.user_id"
            + " AND (c.subject_node_id = n.id OR c.object_node_id = n.id"
            + " OR c.asserted_by_node_id = n.id))"
            + " AND NOT EXISTS (SELECT 1 FROM aliases a WHERE a.user_id = n.user_id"
            + " AND a.canonical_node_id = n.id)"
            + " ORDER BY n.created_at, n.id LIMIT :limit";
    return bind(h.createQuery(sql), scope, types)
        .bind("before", text(createdBefore))
        .bind("notSelf", false)
        .bind("limit", limit)
        .map(Rows.NODE)
        .list();
  }

  @Override
  public List<NodeRecord> liveNodes(ReadScope scope, Set<String> types) {
    if (types.isEmpty()) {
      return List.of();
    }
    String sql =
        "SELECT n.* FROM nodes n WHERE" + LIVE + partitions(scope) + " ORDER BY n.created_at, n.id";
    return bind(h.createQuery(sql), scope, types).map(Rows.NODE).list();
  }

  @Override
  public List<FileSource> fileSources(ReadScope scope, int limit) {
    String sql =
        "SELECT s.id, s.type, s.external_id, s.received_at, f.blob_sha256, f.blob_key"
            + " FROM sources s JOIN source_files f ON f.source_id = s.id AND f.version = s.version"
            + " WHERE s.user_id = :user AND s.tombstoned_at IS NULL"
            + (scope.partitions().isEmpty() ? "" : " AND s.partition_key IN (<partitions>)")
            + " ORDER BY s.received_at, s.id LIMIT :limit";
    Query q = h.createQuery(sql).bind("user", scope.userId()).bind("limit", limit);
    if (!scope.partitions().isEmpty()) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q.map(
            (rs, ctx) ->
                new FileSource(
                    rs.getString("id"),
                    rs.getString("type"),
                    rs.getString("external_id"),
                    Rows.instant(rs, "received_at"),
                    rs.getString("blob_sha256"),
                    rs.getString("blob_key")))
        .list();
  }
}
