package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.ContextTx;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;

/** {@link ContextTx} on one Jdbi handle inside a transaction. */
final class JdbiContextTx implements ContextTx {
  private static final String ROOT_TYPES =
      "('conversation', 'document', 'meeting_transcript', 'external_conversation')";
  private static final String DAY_LABEL = "length(n.label) = 10 AND n.label LIKE '____-__-__'";

  private final Handle h;

  JdbiContextTx(Handle h) {
    this.h = h;
  }

  /** The scope's partitions as a predicate on {@code alias.partition_key} (empty: none). */
  private static String partitions(ReadScope scope, String alias) {
    return scope.partitions().isEmpty() ? "" : " AND " + alias + ".partition_key IN (<partitions>)";
  }

  private static Query bindScope(Query q, ReadScope scope) {
    q.bind("user", scope.userId());
    if (!scope.partitions().isEmpty()) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }

  @Override
  public Optional<NodeRecord> recordNodeOf(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT n.* FROM claims c JOIN nodes n ON n.id = c.subject_node_id
            WHERE c.user_id = :user AND c.source_id = :source AND c.predicate = 'RECORDED_ON'
              AND c.status = 'active' AND n.user_id = :user AND n.deleted_at IS NULL
              AND n.merged_into IS NULL AND n.node_type IN ('Conversation', 'Document')
            ORDER BY n.id LIMIT 1""")
        .bind("user", userId)
        .bind("source", sourceId)
        .map(Rows.NODE)
        .findOne();
  }

  @Override
  public Set<String> recordedOn(String userId, String nodeId) {
    return new LinkedHashSet<>(
        h.createQuery(
                """
                SELECT object_node_id FROM claims WHERE user_id = :user AND subject_node_id = :node
                  AND predicate = 'RECORDED_ON' AND status = 'active'""")
            .bind("user", userId)
            .bind("node", nodeId)
            .mapTo(String.class)
            .list());
  }

  @Override
  public List<Instant> childTimes(String userId, String parentId) {
    return h.createQuery(
            """
            SELECT effective_at FROM sources WHERE user_id = :user AND parent_id = :parent
              AND tombstoned_at IS NULL ORDER BY position""")
        .bind("user", userId)
        .bind("parent", parentId)
        .map((rs, ctx) -> Rows.instant(rs, "effective_at"))
        .list();
  }

  private static final String WITHOUT_DAY =
      """
      FROM sources s WHERE s.parent_id IS NULL AND s.tombstoned_at IS NULL
        AND s.type IN """
          + ROOT_TYPES
          + """

        AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.user_id = s.user_id
          AND c.source_id = s.id AND c.predicate = 'RECORDED_ON' AND c.status = 'active')""";

  @Override
  public List<SourceRecord> sourcesWithoutDay(String userId, String afterId, int limit) {
    return h.createQuery(
            "SELECT s.* "
                + WITHOUT_DAY
                + " AND s.user_id = :user AND s.id > :after ORDER BY s.id LIMIT :limit")
        .bind("user", userId)
        .bind("after", afterId == null ? "" : afterId)
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public List<String> usersWithSourcesWithoutDay() {
    return h.createQuery("SELECT DISTINCT s.user_id " + WITHOUT_DAY + " ORDER BY s.user_id")
        .mapTo(String.class)
        .list();
  }

  @Override
  public List<NodeRecord> dayNodes(ReadScope scope, Scope s, Collection<String> dates) {
    if (dates.isEmpty()) {
      return List.of();
    }
    return bindScope(
            h.createQuery(
                "SELECT n.* FROM nodes n WHERE n.user_id = :user"
                    + partitions(scope, "n")
                    + " AND n.scope = :scope AND n.node_type = 'Temporal' AND n.deleted_at IS NULL"
                    + " AND n.merged_into IS NULL AND n.label IN (<dates>) ORDER BY n.id"),
            scope)
        .bind("scope", s.name())
        .bindList("dates", List.copyOf(dates))
        .map(Rows.NODE)
        .list();
  }

  @Override
  public List<DayLink> linksOf(ReadScope scope, Collection<String> dayNodeIds) {
    if (dayNodeIds.isEmpty()) {
      return List.of();
    }
    return bindScope(
            h.createQuery(
                """
                SELECT n.*, c.predicate AS link_predicate, c.object_node_id AS link_day
                FROM claims c JOIN nodes n ON n.id = c.subject_node_id
                WHERE c.user_id = :user AND c.status = 'active' AND c.object_node_id IN (<days>)
                  AND n.user_id = :user AND n.deleted_at IS NULL AND n.merged_into IS NULL"""
                    + partitions(scope, "n")
                    + """

                UNION
                SELECT n.*, c.predicate AS link_predicate, c.subject_node_id AS link_day
                FROM claims c JOIN nodes n ON n.id = c.object_node_id
                WHERE c.user_id = :user AND c.status = 'active' AND c.subject_node_id IN (<days>)
                  AND n.user_id = :user AND n.deleted_at IS NULL AND n.merged_into IS NULL"""
                    + partitions(scope, "n")
                    + " ORDER BY id"),
            scope)
        .bindList("days", List.copyOf(dayNodeIds))
        .map(
            (rs, ctx) ->
                new DayLink(
                    Rows.NODE.map(rs, ctx),
                    rs.getString("link_predicate"),
                    rs.getString("link_day")))
        .list();
  }

  @Override
  public List<NodeRecord> nodesCreatedBetween(
      ReadScope scope, Scope s, Set<String> types, Instant from, Instant to, int limit) {
    if (types.isEmpty()) {
      return List.of();
    }
    return bindScope(
            h.createQuery(
                "SELECT n.* FROM nodes n WHERE n.user_id = :user"
                    + partitions(scope, "n")
                    + " AND n.scope = :scope AND n.node_type IN (<types>) AND n.deleted_at IS NULL"
                    + " AND n.merged_into IS NULL AND n.created_at >= :from AND n.created_at < :to"
                    + " ORDER BY n.created_at, n.id LIMIT :limit"),
            scope)
        .bind("scope", s.name())
        .bindList("types", List.copyOf(types))
        .bind("from", text(from))
        .bind("to", text(to))
        .bind("limit", limit)
        .map(Rows.NODE)
        .list();
  }

  private String dayFilter(ReadScope scope, String since, String until) {
    return " FROM nodes n WHERE n.user_id = :user"
        + partitions(scope, "n")
        + " AND n.scope = :scope AND n.node_type = 'Temporal' AND n.deleted_at IS NULL"
        + " AND n.merged_into IS NULL AND "
        + DAY_LABEL
        + (since != null ? " AND n.label >= :since" : "")
        + (until != null ? " AND n.label <= :until" : "");
  }

  private static Query bindDays(Query q, ReadScope scope, Scope s, String since, String until) {
    bindScope(q, scope).bind("scope", s.name());
    if (since != null) {
      q.bind("since", since);
    }
    if (until != null) {
      q.bind("until", until);
    }
    return q;
  }

  @Override
  public List<DayRow> days(
      ReadScope scope, Scope s, String since, String until, int limit, int offset) {
    List<DayRow> out = new ArrayList<>();
    List<String> labels =
        bindDays(
                h.createQuery(
                    "SELECT DISTINCT n.label"
                        + dayFilter(scope, since, until)
                        + " ORDER BY n.label DESC LIMIT :limit OFFSET :offset"),
                scope,
                s,
                since,
                until)
            .bind("limit", limit)
            .bind("offset", offset)
            .mapTo(String.class)
            .list();
    for (String label : labels) {
      List<NodeRecord> nodes = dayNodes(scope, s, List.of(label));
      List<String> ids = nodes.stream().map(NodeRecord::id).toList();
      int count = (int) linksOf(scope, ids).stream().map(l -> l.node().id()).distinct().count();
      out.add(new DayRow(label, ids.get(0), count));
    }
    return out;
  }

  @Override
  public int countDays(ReadScope scope, Scope s, String since, String until) {
    return bindDays(
            h.createQuery("SELECT COUNT(DISTINCT n.label)" + dayFilter(scope, since, until)),
            scope,
            s,
            since,
            until)
        .mapTo(Integer.class)
        .one();
  }

  @Override
  public List<OpenTask> openTasks(ReadScope scope, boolean trusted) {
    return bindScope(
            h.createQuery(
                """
                SELECT n.id, n.label, s.object_value AS status, s.id AS status_claim,
                  s.asserted_by_kind AS status_kind, s.stated_at AS status_stated,
                  s.source_id AS status_source, o.id AS owner_id, o.label AS owner_label,
                  o.is_user_self AS owner_self, dn.label AS due_day,
                  dt.due_time AS due_time, dt.time_zone AS due_zone, dt.due_at AS due_at
                FROM nodes n
                JOIN claims s ON s.subject_node_id = n.id AND s.user_id = :user
                  AND s.predicate = 'HAS_TASK_STATUS' AND s.status = 'active'
                  AND s.scope = 'personal'
                LEFT JOIN claims a ON a.subject_node_id = n.id AND a.user_id = :user
                  AND a.predicate = 'ASSIGNED_TO' AND a.status = 'active'
                LEFT JOIN nodes o ON o.id = a.object_node_id AND o.deleted_at IS NULL
                LEFT JOIN claims d ON d.subject_node_id = n.id AND d.user_id = :user
                  AND d.predicate = 'DUE_ON' AND d.status = 'active'
                LEFT JOIN nodes dn ON dn.id = d.object_node_id
                LEFT JOIN task_due_times dt ON dt.claim_id = d.id AND dt.user_id = :user
                WHERE n.user_id = :user AND n.scope = 'personal'
                  AND n.node_type = 'Task' AND n.deleted_at IS NULL AND n.merged_into IS NULL
                  AND s.object_value IN ('pending', 'in_progress')
                  AND NOT """
                    // A Task known only from removed (tombstoned or purged) sources is left out,
                    // as the commitment views leave it out.
                    + RemovedSources.knownOnlyFromRemoved("n.id")
                    + partitions(scope, "n")
                    + (trusted ? " AND s.asserted_by_kind <> 'assistant_inferred'" : "")
                    + " ORDER BY n.id DESC"),
            scope)
        .map(
            (rs, ctx) ->
                new OpenTask(
                    rs.getString("id"),
                    rs.getString("label"),
                    rs.getString("status"),
                    rs.getString("status_claim"),
                    rs.getString("status_kind"),
                    Rows.instant(rs, "status_stated"),
                    rs.getString("status_source"),
                    rs.getString("owner_id"),
                    rs.getString("owner_label"),
                    rs.getBoolean("owner_self"),
                    rs.getString("due_day"),
                    rs.getString("due_time"),
                    rs.getString("due_zone"),
                    Rows.instant(rs, "due_at")))
        .list();
  }

  @Override
  public List<ClaimRecord> trustedClaims(ReadScope scope, Set<String> predicates, int limit) {
    if (predicates.isEmpty()) {
      return List.of();
    }
    return bindScope(
            h.createQuery(
                "SELECT c.* FROM claims c JOIN nodes n ON n.id = c.subject_node_id"
                    + " WHERE c.user_id = :user"
                    + partitions(scope, "c")
                    + " AND c.scope = 'personal' AND c.status = 'active'"
                    + " AND c.asserted_by_kind IN ('user', 'user_confirmed')"
                    + " AND c.predicate IN (<predicates>) AND n.deleted_at IS NULL"
                    + RemovedSources.claimFromLiveSource("c")
                    + " ORDER BY c.stated_at DESC, c.id DESC LIMIT :limit"),
            scope)
        .bindList("predicates", List.copyOf(predicates))
        .bind("limit", limit)
        .map(Rows.CLAIM)
        .list();
  }

  @Override
  public List<RankedNode> keyNodes(ReadScope scope, Set<String> types, int limit) {
    if (types.isEmpty()) {
      return List.of();
    }
    return bindScope(
            h.createQuery(
                "SELECT n.*, (SELECT COUNT(*) FROM claims c WHERE c.user_id = :user"
                    + " AND c.status = 'active' AND c.asserted_by_kind <> 'assistant_inferred'"
                    + " AND (c.subject_node_id = n.id OR c.object_node_id = n.id)) AS claim_count"
                    + " FROM nodes n WHERE n.user_id = :user"
                    + partitions(scope, "n")
                    + " AND n.scope = 'personal' AND n.node_type IN (<types>)"
                    + " AND n.deleted_at IS NULL AND n.merged_into IS NULL"
                    + " AND n.is_user_self = :no"
                    // A node known only from removed (tombstoned or purged) sources is left out
                    // of the atlas and the sample, as every other list leaves it out.
                    + " AND NOT "
                    + RemovedSources.knownOnlyFromRemoved("n.id")
                    + " ORDER BY claim_count DESC, n.id LIMIT :limit"),
            scope)
        .bindList("types", List.copyOf(types))
        .bind("no", false)
        .bind("limit", limit)
        .map((rs, ctx) -> new RankedNode(Rows.NODE.map(rs, ctx), rs.getInt("claim_count")))
        .list();
  }

  @Override
  public List<ClaimRecord> supersededSince(ReadScope scope, Instant since, int limit) {
    return bindScope(
            h.createQuery(
                "SELECT c.* FROM claims c WHERE c.user_id = :user"
                    + partitions(scope, "c")
                    + " AND c.scope = 'personal' AND c.status = 'superseded'"
                    + RemovedSources.claimFromLiveSource("c")
                    + " AND c.expired_at >= :since ORDER BY c.expired_at DESC, c.id DESC"
                    + " LIMIT :limit"),
            scope)
        .bind("since", text(since))
        .bind("limit", limit)
        .map(Rows.CLAIM)
        .list();
  }

  @Override
  public String commitmentStamp(String userId) {
    return h.createQuery(
            """
            SELECT COUNT(*) AS n, MAX(updated_at) AS at,
              (SELECT MAX(t.updated_at) FROM nodes t WHERE t.user_id = :user
                AND t.node_type = 'Task') AS task_at,
              (SELECT v.version FROM task_state_versions v WHERE v.user_id = :user) AS version
            FROM claims WHERE user_id = :user
              AND predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')""")
        .bind("user", userId)
        .map(
            (rs, ctx) ->
                rs.getLong("n")
                    + "|"
                    + rs.getString("at")
                    + "|"
                    + rs.getString("task_at")
                    + "|"
                    + rs.getLong("version"))
        .one();
  }

  @Override
  public List<RecentClaim> recentClaims(ReadScope scope, Instant since, Instant until, int limit) {
    return bindScope(
            h.createQuery(
                "SELECT c.*, sn.label AS subject_label, o.label AS object_label,"
                    + " (SELECT COUNT(*) FROM claims p WHERE p.superseded_by = c.id) AS replaced"
                    + " FROM claims c JOIN nodes sn ON sn.id = c.subject_node_id"
                    + " LEFT JOIN nodes o ON o.id = c.object_node_id"
                    + " WHERE c.user_id = :user"
                    + partitions(scope, "c")
                    + " AND c.scope = 'personal' AND c.status = 'active'"
                    + " AND c.predicate <> 'RECORDED_ON' AND sn.deleted_at IS NULL"
                    + " AND sn.node_type NOT IN ('Temporal', 'Atlas', 'AssistantDream')"
                    + " AND c.recorded_at >= :since AND c.recorded_at < :until"
                    + RemovedSources.claimFromLiveSource("c")
                    + " ORDER BY c.recorded_at DESC, c.id DESC LIMIT :limit"),
            scope)
        .bind("since", text(since))
        .bind("until", text(until))
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new RecentClaim(
                    Rows.CLAIM.map(rs, ctx),
                    rs.getString("subject_label"),
                    rs.getString("object_label"),
                    rs.getLong("replaced") > 0))
        .list();
  }

  @Override
  public List<NodeRecord> recentNodes(
      ReadScope scope,
      Instant since,
      Instant until,
      Set<String> types,
      Set<String> excluded,
      int limit) {
    String typeFilter =
        !types.isEmpty()
            ? " AND n.node_type IN (<types>)"
            : excluded.isEmpty() ? "" : " AND n.node_type NOT IN (<types>)";
    Query q =
        bindScope(
            h.createQuery(
                "SELECT n.* FROM nodes n WHERE n.user_id = :user"
                    + partitions(scope, "n")
                    + " AND n.scope = 'personal' AND n.deleted_at IS NULL"
                    + " AND n.merged_into IS NULL"
                    + typeFilter
                    + " AND n.updated_at >= :since AND n.updated_at < :until"
                    + " ORDER BY n.updated_at DESC, n.id DESC LIMIT :limit"),
            scope);
    if (!typeFilter.isEmpty()) {
      q.bindList("types", List.copyOf(types.isEmpty() ? excluded : types));
    }
    return q.bind("since", text(since))
        .bind("until", text(until))
        .bind("limit", limit)
        .map(Rows.NODE)
        .list();
  }

  @Override
  public List<SourceRecord> recentSources(
      ReadScope scope, Instant since, Instant until, int limit) {
    return bindScope(
            h.createQuery(
                "SELECT s.* FROM sources s WHERE s.user_id = :user"
                    + partitions(scope, "s")
                    + " AND s.scope = 'personal' AND s.parent_id IS NULL"
                    + " AND s.tombstoned_at IS NULL AND s.type IN "
                    + ROOT_TYPES
                    + " AND s.received_at >= :since AND s.received_at < :until"
                    + " ORDER BY s.received_at DESC, s.id DESC LIMIT :limit"),
            scope)
        .bind("since", text(since))
        .bind("until", text(until))
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public Optional<SourceRecord> findSource(ReadScope scope, String sourceId) {
    return bindScope(
            h.createQuery(
                "SELECT s.* FROM sources s WHERE s.user_id = :user AND s.id = :id"
                    + partitions(scope, "s")),
            scope)
        .bind("id", sourceId)
        .map(Rows.SOURCE)
        .findOne();
  }
}
