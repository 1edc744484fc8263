package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.CommitmentTx;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import java.text.Normalizer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
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
  private final TaskStateViewCache<CommitmentQuery, CommitmentRow> cache;
  private final SqlDialect dialect;

  JdbiCommitmentTx(
      Handle h, TaskStateViewCache<CommitmentQuery, CommitmentRow> cache, SqlDialect dialect) {
    this.h = h;
    this.cache = cache;
    this.dialect = dialect;
  }

  /**
   * {@code -Dassistantmemory.taskStateReads=false} answers every view from the join (A/B runs of
   * the commitment benchmark); the read model is maintained either way.
   */
  private static final boolean READ_MODEL_READS =
      !"false".equals(System.getProperty("assistantmemory.taskStateReads"));

  @Override
  public List<CommitmentRow> commitments(CommitmentQuery q) {
    if (!READ_MODEL_READS) {
      return commitmentsByJoin(q);
    }
    TaskStates.Mark mark = TaskStates.mark(h, q.scope().userId());
    if (mark.dirty()) {
      // A task of the user waits to be recomputed (by this transaction's own writes, before it
      // commits, or by a write made outside the store): the join answers. Not recomputed here:
      // on PostgreSQL that would take the user's task-state lock mid-transaction, before locks
      // the rest of the transaction may still need.
      return commitmentsByJoin(q);
    }
    long version = mark.version();
    List<CommitmentRow> cached = cache.get(q, version);
    if (cached != null) {
      return cached;
    }
    List<CommitmentRow> rows =
        run(
            q,
            READ_MODEL,
            "SELECT " + READ_MODEL.list() + " FROM task_state ts WHERE ts.user_id = :user");
    return cache.put(q, version, rows);
  }

  @Override
  public List<CommitmentRow> commitmentsByJoin(CommitmentQuery q) {
    return run(
        q, JOIN, "SELECT " + JOIN.list() + " FROM (" + TaskStates.ROW_SELECT + ") j WHERE 1 = 1");
  }

  /** Where a query's filters and sort keys live: the read model's columns or the join's. */
  private record Columns(String prefix) {
    String c(String column) {
      return prefix + column;
    }

    /** The returned columns, in the order the row mapper reads them. */
    String list() {
      return String.join(", ", RETURNED.stream().map(this::c).toList());
    }
  }

  private static final List<String> RETURNED =
      List.of(
          "task_id",
          "label",
          "created_at",
          "status",
          "status_claim",
          "status_kind",
          "stated_at",
          "source_id",
          "owner_id",
          "owner_label",
          "owner_self",
          "owner_claim",
          "due_on",
          "due_claim",
          "due_time",
          "time_zone",
          "due_at");

  private static final Columns READ_MODEL = new Columns("ts.");
  private static final Columns JOIN = new Columns("j.");

  /**
   * The values a commitment query's filters bind by name ({@code :ownedBy}, {@code :limit}, ...);
   * the SQL names only those of the filters it applies, and only those are read. Public for Jdbi's
   * {@code bindMethods}.
   */
  public record Filters(
      String ownedBy,
      String dueBefore,
      String dueAfter,
      String dueBeforeInstant,
      String dueAfterInstant,
      String search,
      String searchDecomposed,
      int limit,
      int offset) {}

  private List<CommitmentRow> run(CommitmentQuery q, Columns c, String select) {
    StringBuilder sql = new StringBuilder(select);
    String search = null;
    String searchDecomposed = null;
    boolean narrowed = !q.scope().partitions().isEmpty();
    if (narrowed) {
      sql.append(" AND ").append(c.c("partition_key")).append(" IN (<partitions>)");
    }
    // A Task known only from removed (tombstoned or purged) sources is left out, as search and
    // the day reads leave it out; a restore brings it back. The tombstone, restore and purge mark
    // the views stale (RemovedSources.markViewsStale), so no cached view outlives them.
    sql.append(" AND NOT ").append(RemovedSources.knownOnlyFromRemoved(c.c("task_id")));
    switch (q.band()) {
      case trusted -> sql.append(" AND ").append(c.c("band")).append(" = 'trusted'");
      case candidate -> sql.append(" AND ").append(c.c("band")).append(" = 'candidate'");
      case all -> {}
    }
    if (q.statuses() != null && !q.statuses().isEmpty()) {
      sql.append(" AND ").append(c.c("status")).append(" IN (<statuses>)");
    }
    if (q.ownedBy() != null) {
      sql.append(" AND ").append(c.c("owner_id")).append(" = :ownedBy");
    }
    if (q.unowned()) {
      sql.append(" AND ").append(c.c("owner_claim")).append(" IS NULL");
    }
    if (q.dueBefore() != null) {
      sql.append(" AND ").append(c.c("due_on")).append(" <= :dueBefore");
    }
    if (q.dueAfter() != null) {
      sql.append(" AND ").append(c.c("due_on")).append(" >= :dueAfter");
    }
    if (q.dueBeforeInstant() != null) {
      sql.append(" AND ").append(c.c("due_at")).append(" <= :dueBeforeInstant");
    }
    if (q.dueAfterInstant() != null) {
      sql.append(" AND ").append(c.c("due_at")).append(" >= :dueAfterInstant");
    }
    if (q.hasDueDate() != null) {
      sql.append(" AND ")
          .append(c.c("due_claim"))
          .append(q.hasDueDate() ? " IS NOT NULL" : " IS NULL");
    }
    if (q.search() != null) {
      // Canonically equivalent text is the same text: "É" typed precomposed (NFC) or as "E" and
      // a combining accent (NFD, as macOS input and file names often are) finds a label written
      // either way. Labels are stored as given, so both forms of the search are tried.
      String composed = Normalizer.normalize(q.search(), Normalizer.Form.NFC);
      String decomposed = Normalizer.normalize(q.search(), Normalizer.Form.NFD);
      sql.append(" AND (").append(dialect.containsIgnoringCase(c.c("label"), "search"));
      search = dialect.containsIgnoringCaseValue(composed);
      if (!decomposed.equals(composed)) {
        sql.append(" OR ").append(dialect.containsIgnoringCase(c.c("label"), "searchDecomposed"));
        searchDecomposed = dialect.containsIgnoringCaseValue(decomposed);
      }
      sql.append(")");
    }
    String dir = q.descending() ? " DESC" : " ASC";
    String sortSql =
        switch (q.sort() == null ? "statusChangedAt" : q.sort()) {
          case "dueOn" ->
              "CASE WHEN "
                  + c.c("due_on")
                  + " IS NULL THEN 1 ELSE 0 END, "
                  + c.c("due_on")
                  + dir
                  + ", ";
          case "dueAt" ->
              "CASE WHEN "
                  + c.c("due_at")
                  + " IS NULL THEN 1 ELSE 0 END, "
                  + c.c("due_at")
                  + dir
                  + ", ";
          case "createdAt" -> c.c("created_at") + dir + ", ";
          case "label" -> "lower(" + c.c("label") + ")" + dir + ", ";
          default -> c.c("stated_at") + dir + ", ";
        };
    sql.append(" ORDER BY ").append(sortSql).append(c.c("task_id")).append(dir);
    if (q.limit() > 0) {
      sql.append(" LIMIT :limit OFFSET :offset");
    }
    Query query = h.createQuery(sql.toString()).bind("user", q.scope().userId());
    if (narrowed) {
      query.bindList("partitions", List.copyOf(q.scope().partitions()));
    }
    if (q.statuses() != null && !q.statuses().isEmpty()) {
      query.bindList("statuses", List.copyOf(q.statuses()));
    }
    query.bindMethods(
        new Filters(
            q.ownedBy(),
            q.dueBefore(),
            q.dueAfter(),
            text(q.dueBeforeInstant()),
            text(q.dueAfterInstant()),
            search,
            searchDecomposed,
            q.limit(),
            q.offset()));
    return query
        .map(
            (rs, ctx) ->
                new CommitmentRow(
                    rs.getString(1),
                    rs.getString(2),
                    Rows.instant(rs, 3),
                    rs.getString(4),
                    rs.getString(5),
                    rs.getString(6),
                    Rows.instant(rs, 7),
                    rs.getString(8),
                    rs.getString(9),
                    rs.getString(10),
                    rs.getBoolean(11),
                    rs.getString(12),
                    rs.getString(13),
                    rs.getString(14),
                    rs.getString(15),
                    rs.getString(16),
                    Rows.instant(rs, 17)))
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
