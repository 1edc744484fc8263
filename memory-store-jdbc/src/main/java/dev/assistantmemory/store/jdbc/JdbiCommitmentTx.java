package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.CommitmentTx;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** {@link CommitmentTx} on the transaction's Jdbi handle. */
final class JdbiCommitmentTx implements CommitmentTx {
  private static final int IN_CHUNK = 500;
  private final Handle h;

  JdbiCommitmentTx(Handle h) {
    this.h = h;
  }

  @Override
  public List<CommitmentRow> commitments(CommitmentQuery q) {
    StringBuilder sql =
        new StringBuilder(
            """
            SELECT n.id AS task_id, n.label, n.created_at, s.object_value AS status,
              s.id AS status_claim, s.asserted_by_kind AS status_kind, s.stated_at,
              s.source_id, o.id AS owner_claim, o.object_node_id AS owner_id,
              own.label AS owner_label, own.is_user_self AS owner_self, d.id AS due_claim,
              dn.label AS due_on, t.due_time, t.time_zone, t.due_at
            FROM claims s
            JOIN nodes n ON n.id = s.subject_node_id AND n.user_id = :user
            LEFT JOIN claims o ON o.user_id = :user AND o.subject_node_id = n.id
              AND o.predicate = 'ASSIGNED_TO' AND o.status = 'active'
            LEFT JOIN nodes own ON own.id = o.object_node_id AND own.user_id = :user
            LEFT JOIN claims d ON d.user_id = :user AND d.subject_node_id = n.id
              AND d.predicate = 'DUE_ON' AND d.status = 'active'
            LEFT JOIN nodes dn ON dn.id = d.object_node_id AND dn.user_id = :user
            LEFT JOIN task_due_times t ON t.claim_id = d.id AND t.user_id = :user
            WHERE s.user_id = :user AND s.predicate = 'HAS_TASK_STATUS' AND s.status = 'active'
              AND s.scope = 'personal' AND n.scope = 'personal' AND n.node_type = 'Task'
              AND n.deleted_at IS NULL AND n.merged_into IS NULL
              AND NOT EXISTS (SELECT 1 FROM claims s2 WHERE s2.user_id = :user
                AND s2.subject_node_id = s.subject_node_id AND s2.predicate = 'HAS_TASK_STATUS'
                AND s2.status = 'active'
                AND (s2.stated_at > s.stated_at OR (s2.stated_at = s.stated_at AND s2.id > s.id)))
            """);
    Map<String, Object> binds = new LinkedHashMap<>();
    boolean narrowed = !q.scope().partitions().isEmpty();
    if (narrowed) {
      sql.append(" AND n.partition_key IN (<partitions>)");
    }
    switch (q.band()) {
      case trusted -> sql.append(" AND s.asserted_by_kind <> 'assistant_inferred'");
      case candidate -> sql.append(" AND s.asserted_by_kind = 'assistant_inferred'");
      case all -> {}
    }
    if (q.statuses() != null && !q.statuses().isEmpty()) {
      sql.append(" AND s.object_value IN (<statuses>)");
    }
    if (q.ownedBy() != null) {
      sql.append(" AND o.object_node_id = :ownedBy");
      binds.put("ownedBy", q.ownedBy());
    }
    if (q.unowned()) {
      sql.append(" AND o.id IS NULL");
    }
    if (q.dueBefore() != null) {
      sql.append(" AND dn.label <= :dueBefore");
      binds.put("dueBefore", q.dueBefore());
    }
    if (q.dueAfter() != null) {
      sql.append(" AND dn.label >= :dueAfter");
      binds.put("dueAfter", q.dueAfter());
    }
    if (q.dueBeforeInstant() != null) {
      sql.append(" AND t.due_at <= :dueBeforeInstant");
      binds.put("dueBeforeInstant", text(q.dueBeforeInstant()));
    }
    if (q.dueAfterInstant() != null) {
      sql.append(" AND t.due_at >= :dueAfterInstant");
      binds.put("dueAfterInstant", text(q.dueAfterInstant()));
    }
    if (q.hasDueDate() != null) {
      sql.append(q.hasDueDate() ? " AND d.id IS NOT NULL" : " AND d.id IS NULL");
    }
    if (q.search() != null) {
      sql.append(" AND lower(n.label) LIKE :search ESCAPE '!'");
      binds.put(
          "search",
          "%"
              + q.search()
                  .toLowerCase(Locale.ROOT)
                  .replace("!", "!!")
                  .replace("%", "!%")
                  .replace("_", "!_")
              + "%");
    }
    String dir = q.descending() ? " DESC" : " ASC";
    String sortSql =
        switch (q.sort() == null ? "statusChangedAt" : q.sort()) {
          case "dueOn" -> "CASE WHEN dn.label IS NULL THEN 1 ELSE 0 END, dn.label" + dir + ", ";
          case "dueAt" -> "CASE WHEN t.due_at IS NULL THEN 1 ELSE 0 END, t.due_at" + dir + ", ";
          case "createdAt" -> "n.created_at" + dir + ", ";
          case "label" -> "lower(n.label)" + dir + ", ";
          default -> "s.stated_at" + dir + ", ";
        };
    sql.append(" ORDER BY ").append(sortSql).append("n.id").append(dir);
    if (q.limit() > 0) {
      sql.append(" LIMIT :limit OFFSET :offset");
      binds.put("limit", q.limit());
      binds.put("offset", q.offset());
    }
    Query query = h.createQuery(sql.toString()).bind("user", q.scope().userId());
    if (narrowed) {
      query.bindList("partitions", List.copyOf(q.scope().partitions()));
    }
    if (q.statuses() != null && !q.statuses().isEmpty()) {
      query.bindList("statuses", List.copyOf(q.statuses()));
    }
    binds.forEach(query::bind);
    return query
        .map(
            (rs, ctx) ->
                new CommitmentRow(
                    rs.getString("task_id"),
                    rs.getString("label"),
                    Rows.instant(rs, "created_at"),
                    rs.getString("status"),
                    rs.getString("status_claim"),
                    rs.getString("status_kind"),
                    Rows.instant(rs, "stated_at"),
                    rs.getString("source_id"),
                    rs.getString("owner_id"),
                    rs.getString("owner_label"),
                    rs.getBoolean("owner_self"),
                    rs.getString("owner_claim"),
                    rs.getString("due_on"),
                    rs.getString("due_claim"),
                    rs.getString("due_time"),
                    rs.getString("time_zone"),
                    Rows.instant(rs, "due_at")))
        .list();
  }

  @Override
  public List<NodeRecord> statuslessTasks(ReadScope scope, int limit) {
    boolean narrowed = !scope.partitions().isEmpty();
    Query q =
        h.createQuery(
                """
                SELECT * FROM nodes n WHERE n.user_id = :user AND n.node_type = 'Task'
                  AND n.deleted_at IS NULL AND n.merged_into IS NULL
                  AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.user_id = :user
                    AND c.subject_node_id = n.id AND c.predicate = 'HAS_TASK_STATUS')"""
                    + (narrowed ? " AND n.partition_key IN (<partitions>)" : "")
                    + " ORDER BY n.id LIMIT :limit")
            .bind("user", scope.userId())
            .bind("limit", limit);
    if (narrowed) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q.map(Rows.NODE).list();
  }

  @Override
  public void insertDueTime(
      String claimId,
      String userId,
      String partitionKey,
      String dueTime,
      String timeZone,
      Instant dueAt) {
    h.createUpdate(
            """
            INSERT INTO task_due_times (claim_id, user_id, partition_key, due_time, time_zone,
              due_at) VALUES (:claim, :user, :partition, :time, :zone, :at)""")
        .bind("claim", claimId)
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("time", dueTime)
        .bind("zone", timeZone)
        .bind("at", text(dueAt))
        .execute();
  }

  @Override
  public Optional<DueTime> dueTime(String userId, String claimId) {
    return h.createQuery("SELECT * FROM task_due_times WHERE user_id = :user AND claim_id = :claim")
        .bind("user", userId)
        .bind("claim", claimId)
        .map(
            (rs, ctx) ->
                new DueTime(
                    rs.getString("due_time"),
                    rs.getString("time_zone"),
                    Rows.instant(rs, "due_at")))
        .findOne();
  }

  @Override
  public Optional<SourceFacts> sourceFacts(String userId, String sourceId) {
    return h.createQuery("SELECT source_context FROM sources WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .mapTo(String.class)
        .findOne()
        .flatMap(JdbiCommitmentTx::facts);
  }

  @Override
  public List<String> replacedSources(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT o.id FROM sources s JOIN sources o ON o.user_id = s.user_id
              AND o.partition_key = s.partition_key AND o.type = s.type
              AND o.external_id = s.external_id AND o.id <> s.id AND o.tombstoned_at IS NOT NULL
            WHERE s.user_id = :user AND s.id = :id ORDER BY o.id""")
        .bind("user", userId)
        .bind("id", sourceId)
        .mapTo(String.class)
        .list();
  }

  private static final ObjectMapper JSON = JsonMapper.builder().build();

  static Optional<SourceFacts> facts(String json) {
    if (json == null || json.isBlank()) {
      return Optional.empty();
    }
    try {
      JsonNode n = JSON.readTree(json);
      JsonNode sender = n.path("sender");
      JsonNode auth = n.path("authenticatedUser");
      return Optional.of(
          new SourceFacts(
              field(n, "sourceKind"),
              field(n, "accountId"),
              field(n, "direction"),
              field(n, "deliveryKind"),
              field(n, "currentMessageRole"),
              SourceFacts.participantKey(field(sender, "email"), field(sender, "providerId")),
              field(sender, "name"),
              SourceFacts.participantKey(field(auth, "email"), field(auth, "providerId"))));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  private static String field(JsonNode n, String field) {
    JsonNode v = n.path(field);
    return v.isString() ? v.asString() : null;
  }

  @Override
  public List<Origin> origins(String userId, Collection<String> taskIds) {
    Map<String, Origin> first = new LinkedHashMap<>();
    List<String> ids = List.copyOf(taskIds);
    for (int i = 0; i < ids.size(); i += IN_CHUNK) {
      h.createQuery(
              """
              SELECT c.subject_node_id, c.source_id, so.type, so.title, so.effective_at,
                so.received_at, e.excerpt
              FROM claims c
              JOIN sources so ON so.id = c.source_id AND so.user_id = :user
              LEFT JOIN claim_evidence e ON e.claim_id = c.id AND e.source_id = c.source_id
              WHERE c.user_id = :user AND c.subject_node_id IN (<ids>)
                AND c.predicate = 'HAS_TASK_STATUS' AND c.source_id IS NOT NULL
              ORDER BY c.stated_at, c.recorded_at, c.id""")
          .bind("user", userId)
          .bindList("ids", ids.subList(i, Math.min(ids.size(), i + IN_CHUNK)))
          .map(
              (rs, ctx) -> {
                Instant effective = Rows.instant(rs, "effective_at");
                return new Origin(
                    rs.getString("subject_node_id"),
                    rs.getString("source_id"),
                    rs.getString("type"),
                    rs.getString("title"),
                    effective != null ? effective : Rows.instant(rs, "received_at"),
                    rs.getString("excerpt"));
              })
          .forEach(o -> first.putIfAbsent(o.taskId(), o));
    }
    return new ArrayList<>(first.values());
  }
}
