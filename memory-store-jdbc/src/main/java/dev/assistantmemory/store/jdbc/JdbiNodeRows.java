package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: graph nodes and their
 * aliases.
 */
final class JdbiNodeRows {
  private final Handle h;

  JdbiNodeRows(Handle h) {
    this.h = h;
  }

  public void insertNode(NodeRecord n) {
    h.createUpdate(
            """
            INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, description,
              is_user_self, created_at, updated_at)
            VALUES (:id, :userId, :partitionKey, :scope, :nodeType, :label, :description,
              :isUserSelf, :createdAt, :updatedAt)""")
        .bind("id", n.id())
        .bind("userId", n.userId())
        .bind("partitionKey", n.partitionKey())
        .bind("scope", n.scope().name())
        .bind("nodeType", n.nodeType())
        .bind("label", n.label())
        .bind("description", n.description())
        .bind("isUserSelf", n.isUserSelf())
        .bind("createdAt", text(n.createdAt()))
        .bind("updatedAt", text(n.updatedAt()))
        .execute();
  }

  public Optional<NodeRecord> findNode(String userId, String nodeId) {
    return h.createQuery("SELECT * FROM nodes WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", nodeId)
        .map(Rows.NODE)
        .findOne();
  }

  public List<NodeRecord> findNodes(String userId, java.util.Collection<String> nodeIds) {
    List<NodeRecord> out = new java.util.ArrayList<>();
    for (List<String> part : InLists.partition(nodeIds)) {
      out.addAll(
          h.createQuery("SELECT * FROM nodes WHERE user_id = :user AND id IN (<ids>)")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.NODE)
              .list());
    }
    return out;
  }

  public List<NodeRecord> findNodes(ReadScope scope, java.util.Collection<String> nodeIds) {
    List<NodeRecord> out = new java.util.ArrayList<>();
    for (List<String> part : InLists.partition(nodeIds)) {
      out.addAll(
          InLists.scoped(h, "SELECT * FROM nodes WHERE user_id = :user AND id IN (<ids>)", scope)
              .bindList("ids", part)
              .map(Rows.NODE)
              .list());
    }
    return out;
  }

  public Optional<NodeRecord> findNode(ReadScope scope, String nodeId) {
    return InLists.scoped(h, "SELECT * FROM nodes WHERE user_id = :user AND id = :id", scope)
        .bind("id", nodeId)
        .map(Rows.NODE)
        .findOne();
  }

  public int markNodeDeleted(String nodeId, Instant at) {
    int cleared =
        h.createUpdate(
                "UPDATE claims SET asserted_by_node_id = NULL WHERE asserted_by_node_id = :id")
            .bind("id", nodeId)
            .execute();
    h.createUpdate("UPDATE nodes SET deleted_at = :at, updated_at = :at WHERE id = :id")
        .bind("id", nodeId)
        .bind("at", text(at))
        .execute();
    return cleared;
  }

  public void updateNode(
      String nodeId, String nodeType, String label, String description, Instant now) {
    h.createUpdate(
            """
            UPDATE nodes SET node_type = :type, label = :label, description = :description,
              updated_at = :now WHERE id = :id""")
        .bind("id", nodeId)
        .bind("type", nodeType)
        .bind("label", label)
        .bind("description", description)
        .bind("now", text(now))
        .execute();
  }

  public List<NodeRecord> nodesById(
      String userId,
      dev.assistantmemory.model.Scope scope,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int limit) {
    StringBuilder sql =
        new StringBuilder(
            "SELECT * FROM nodes WHERE user_id = :user AND scope = :scope AND deleted_at IS NULL"
                + " AND label IS NOT NULL");
    if (!partitions.isEmpty()) {
      sql.append(" AND partition_key IN (<partitions>)");
    }
    if (!nodeTypes.isEmpty()) {
      sql.append(" AND node_type IN (<types>)");
    }
    sql.append(" ORDER BY id LIMIT :limit");
    var q =
        h.createQuery(sql.toString())
            .bind("user", userId)
            .bind("scope", scope.name())
            .bind("limit", limit);
    if (!partitions.isEmpty()) {
      q.bindList("partitions", List.copyOf(partitions));
    }
    if (!nodeTypes.isEmpty()) {
      q.bindList("types", List.copyOf(nodeTypes));
    }
    return q.map(Rows.NODE).list();
  }

  public List<String> mergeNodeInto(String userId, String fromId, String intoId, Instant at) {
    List<String> moved =
        h.createQuery(
                """
                SELECT id FROM claims WHERE user_id = :user
                  AND (subject_node_id = :from OR object_node_id = :from) ORDER BY id""")
            .bind("user", userId)
            .bind("from", fromId)
            .mapTo(String.class)
            .list();
    for (String column : List.of("subject_node_id", "object_node_id", "asserted_by_node_id")) {
      h.createUpdate(
              "UPDATE claims SET "
                  + column
                  + " = :into WHERE user_id = :user AND "
                  + column
                  + " = :from")
          .bind("user", userId)
          .bind("from", fromId)
          .bind("into", intoId)
          .execute();
    }
    h.createUpdate(
            "UPDATE aliases SET canonical_node_id = :into WHERE user_id = :user AND canonical_node_id = :from")
        .bind("user", userId)
        .bind("from", fromId)
        .bind("into", intoId)
        .execute();
    h.createUpdate(
            "UPDATE nodes SET merged_into = :into, deleted_at = :at, updated_at = :at WHERE id = :from")
        .bind("from", fromId)
        .bind("into", intoId)
        .bind("at", text(at))
        .execute();
    return moved;
  }

  public Optional<NodeRecord> findSelfNode(String userId) {
    return h.createQuery(
            """
            SELECT * FROM nodes WHERE user_id = :user AND is_user_self = :yes
              AND deleted_at IS NULL ORDER BY id LIMIT 1""")
        .bind("user", userId)
        .bind("yes", true)
        .map(Rows.NODE)
        .findOne();
  }

  /**
   * Nodes named {@code name} by label or alias: two index lookups ({@code nodes_label_lookup},
   * {@code aliases_lookup}), not a walk of the user's nodes of the type with an alias subquery per
   * node (the walk was a fifth of the ingest of long messages at 2,400 people).
   */
  public List<NodeRecord> findNodesByName(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name) {
    return h.createQuery(
            """
            SELECT n.* FROM (
                SELECT id FROM nodes
                WHERE user_id = :user AND node_type = :type AND lower(label) = :name
                UNION
                SELECT canonical_node_id FROM aliases
                WHERE user_id = :user AND normalized_alias_text = :normalized) named
              JOIN nodes n ON n.id = named.id
            WHERE n.user_id = :user AND n.partition_key = :partition
              AND n.scope = :scope AND n.node_type = :type AND n.deleted_at IS NULL
              AND n.merged_into IS NULL
            ORDER BY n.id""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("type", nodeType)
        .bind("name", name.toLowerCase(java.util.Locale.ROOT))
        .bind("normalized", dev.assistantmemory.core.graph.WriteGuard.normalize(name))
        .map(Rows.NODE)
        .list();
  }

  public List<NodeRecord> findNodesWithWord(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String word,
      int limit) {
    // '!' escapes LIKE's wildcards (Jdbi's parser mangles a backslash inside a literal). The
    // aliases are matched once, not per node (a correlated EXISTS read every alias of the user for
    // each of the user's nodes of the type: 80 % of the ingest of long messages at 2,400 people).
    String w = word.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    return h.createQuery(
            """
            SELECT * FROM nodes n WHERE n.user_id = :user AND n.partition_key = :partition
              AND n.scope = :scope AND n.node_type = :type AND n.deleted_at IS NULL
              AND n.merged_into IS NULL
              AND (lower(n.label) LIKE :first ESCAPE '!' OR lower(n.label) LIKE :inner ESCAPE '!'
                OR n.id IN (SELECT a.canonical_node_id FROM aliases a
                  WHERE a.user_id = :user
                    AND (a.normalized_alias_text LIKE :first ESCAPE '!'
                      OR a.normalized_alias_text LIKE :inner ESCAPE '!')))
            ORDER BY n.id LIMIT :limit""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("type", nodeType)
        .bind("first", w + "%")
        .bind("inner", "% " + w + "%")
        .bind("limit", limit)
        .map(Rows.NODE)
        .list();
  }

  public List<dev.assistantmemory.core.store.TaskState> taskStates(
      String userId, String partitionKey, dev.assistantmemory.model.Scope scope, int limit) {
    return h.createQuery(
            """
            SELECT n.id, n.label, s.object_value AS status, s.id AS status_claim,
              dn.label AS due_day, d.id AS due_claim, d.origin AS due_origin
            FROM nodes n
            LEFT JOIN claims s ON s.subject_node_id = n.id AND s.user_id = :user
              AND s.predicate = 'HAS_TASK_STATUS' AND s.status = 'active'
            LEFT JOIN claims d ON d.subject_node_id = n.id AND d.user_id = :user
              AND d.predicate = 'DUE_ON' AND d.status = 'active'
            LEFT JOIN nodes dn ON dn.id = d.object_node_id
            WHERE n.user_id = :user AND n.partition_key = :partition AND n.scope = :scope
              AND n.node_type = 'Task' AND n.deleted_at IS NULL AND n.merged_into IS NULL
            ORDER BY CASE WHEN s.object_value IN ('pending', 'in_progress') THEN 0
                          WHEN s.object_value IS NULL THEN 1 ELSE 2 END, n.id DESC
            LIMIT :limit""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new dev.assistantmemory.core.store.TaskState(
                    rs.getString("id"),
                    rs.getString("label"),
                    rs.getString("status"),
                    rs.getString("status_claim"),
                    rs.getString("due_day"),
                    rs.getString("due_claim"),
                    rs.getString("due_origin")))
        .list();
  }

  public void insertAlias(
      String id,
      String userId,
      String partitionKey,
      String nodeId,
      String aliasText,
      String normalized,
      Instant at) {
    h.createUpdate(
            """
            INSERT INTO aliases (id, user_id, partition_key, canonical_node_id, alias_text,
              normalized_alias_text, created_at)
            VALUES (:id, :user, :partition, :node, :text, :normalized, :at)""")
        .bind("id", id)
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("node", nodeId)
        .bind("text", aliasText)
        .bind("normalized", normalized)
        .bind("at", text(at))
        .execute();
  }

  public List<AliasRecord> aliasesOf(String userId, String nodeId) {
    return h.createQuery(
            "SELECT * FROM aliases WHERE user_id = :user AND canonical_node_id = :node ORDER BY id")
        .bind("user", userId)
        .bind("node", nodeId)
        .map(Rows.ALIAS)
        .list();
  }

  public java.util.Map<String, List<AliasRecord>> aliasesOfNodes(
      String userId, java.util.Collection<String> nodeIds) {
    java.util.Map<String, List<AliasRecord>> out = new java.util.HashMap<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(nodeIds))) {
      h.createQuery(
              "SELECT * FROM aliases WHERE user_id = :user AND canonical_node_id IN (<ids>)"
                  + " ORDER BY id")
          .bind("user", userId)
          .bindList("ids", part)
          .map(Rows.ALIAS)
          .forEach(
              a ->
                  out.computeIfAbsent(a.canonicalNodeId(), k -> new java.util.ArrayList<>())
                      .add(a));
    }
    return out;
  }

  public Optional<AliasRecord> findAlias(ReadScope scope, String aliasId) {
    return InLists.scoped(h, "SELECT * FROM aliases WHERE user_id = :user AND id = :id", scope)
        .bind("id", aliasId)
        .map(Rows.ALIAS)
        .findOne();
  }

  public boolean deleteAlias(String userId, String aliasId) {
    return h.createUpdate("DELETE FROM aliases WHERE user_id = :user AND id = :id")
            .bind("user", userId)
            .bind("id", aliasId)
            .execute()
        > 0;
  }
}
