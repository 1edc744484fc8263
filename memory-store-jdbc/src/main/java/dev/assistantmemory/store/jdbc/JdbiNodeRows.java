package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.NodeWord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: graph nodes and their
 * aliases.
 */
final class JdbiNodeRows {
  private final Handle h;

  private static final String INSERT_NODE =
      """
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, description,
        is_user_self, created_at, updated_at)
      VALUES (:id, :userId, :partitionKey, :scope, :nodeType, :label, :description,
        :isUserSelf, :createdAt, :updatedAt)""";

  private static final String INSERT_NODE_WITH_EMBEDDING =
      """
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, description,
        is_user_self, created_at, updated_at, embedding)
      VALUES (:id, :userId, :partitionKey, :scope, :nodeType, :label, :description,
        :isUserSelf, :createdAt, :updatedAt, :embedding)""";

  /** How the database's {@code lower()} folds a name: bound where a query compares with it. */
  private final java.util.function.UnaryOperator<String> lower;

  JdbiNodeRows(Handle h) {
    this(h, new PostgresDialect());
  }

  JdbiNodeRows(Handle h, SqlDialect dialect) {
    this.h = h;
    this.lower = dialect::lowerAsDatabase;
    this.orderHere = dialect instanceof SqliteDialect;
  }

  /**
   * Whether the name lookups run as {@link SqliteNameLookups} (SQLite): their rows made distinct
   * and put in id order here rather than by the database. PostgreSQL keeps the statements below.
   */
  private final boolean orderHere;

  /** Inserts the node, with its card's embedding in the same statement when there is one. */
  public void insertNode(NodeRecord n, float[] vector) {
    nodeInsert(n, vector).run(h);
    insertLabelWords(n.userId(), n.id(), n.nodeType(), n.label());
  }

  /**
   * The statements {@link #insertNode} runs, for sending in one round trip: the node's row, then
   * one for each word of its label that {@code node_words} holds.
   */
  static List<WriteStatement> nodeInserts(NodeRecord n, float[] vector) {
    List<WriteStatement> out = new ArrayList<>();
    out.add(nodeInsert(n, vector));
    if (WORD_TYPES.contains(n.nodeType())) {
      for (String w : words(n.label())) {
        out.add(
            WriteStatement.of(INSERT_WORD)
                .bind("user", n.userId())
                .bind("word", w)
                .bind("node", n.id())
                .build());
      }
    }
    return out;
  }

  private static WriteStatement nodeInsert(NodeRecord n, float[] vector) {
    var insert = WriteStatement.of(vector == null ? INSERT_NODE : INSERT_NODE_WITH_EMBEDDING);
    if (vector != null) {
      insert.bind("embedding", Vectors.toBytes(vector));
    }
    return insert
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
        .build();
  }

  private static final String INSERT_WORD =
      """
      INSERT INTO node_words (user_id, word, node_id) VALUES (:user, :word, :node)
      ON CONFLICT DO NOTHING""";

  /**
   * The node types whose label words are held in {@code node_words}: the ones a name in new text is
   * resolved to by word ({@code GraphBatch.resolveByName}). Tasks, events, days and conversations
   * are found by their whole name; holding their words would cost every insert for no lookup.
   */
  static final java.util.Set<String> WORD_TYPES = java.util.Set.of("Person", "Organization");

  /**
   * The words of a label, each folded as the word lookup folds the name it looks up ({@code
   * EntityNames.foldWord}: lower case, no diacritics; V34 refolded the rows written before), into
   * {@code node_words}.
   */
  private void insertLabelWords(String userId, String nodeId, String nodeType, String label) {
    java.util.Set<String> words = words(label);
    if (words.isEmpty() || !WORD_TYPES.contains(nodeType)) {
      return;
    }
    var batch = h.prepareBatch(INSERT_WORD);
    for (String w : words) {
      batch.bind("user", userId).bind("word", w).bind("node", nodeId).add();
    }
    batch.execute();
  }

  /** The non-empty pieces of {@code text} between spaces, each folded and once. */
  static java.util.Set<String> words(String text) {
    java.util.Set<String> out = new LinkedHashSet<>();
    if (text != null) {
      for (String w : text.split(" ")) {
        if (!w.isEmpty()) {
          out.add(dev.assistantmemory.core.graph.EntityNames.foldWord(w));
        }
      }
    }
    return out;
  }

  public Optional<NodeRecord> findNode(String userId, String nodeId) {
    return h.createQuery("SELECT * FROM nodes WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", nodeId)
        .map(Rows.NODE)
        .findOne();
  }

  public List<NodeRecord> findNodes(String userId, Collection<String> nodeIds) {
    List<NodeRecord> out = new ArrayList<>();
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

  public List<NodeRecord> findNodes(ReadScope scope, Collection<String> nodeIds) {
    List<NodeRecord> out = new ArrayList<>();
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
    h.createUpdate("DELETE FROM node_words WHERE node_id = :id").bind("id", nodeId).execute();
    h.createQuery("SELECT user_id FROM nodes WHERE id = :id")
        .bind("id", nodeId)
        .mapTo(String.class)
        .findOne()
        .ifPresent(user -> insertLabelWords(user, nodeId, nodeType, label));
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
    // A node known only from removed (tombstoned or purged) sources is left out, as search and the
    // day reads leave it out; a restore brings it back.
    sql.append(" AND NOT ").append(RemovedSources.knownOnlyFromRemoved("nodes.id"));
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
    if (orderHere) {
      return SqliteNameLookups.byName(h, lower, userId, partitionKey, scope, nodeType, name);
    }
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
        .bind("name", lower.apply(name))
        .bind("normalized", dev.assistantmemory.core.graph.WriteGuard.normalize(name))
        .map(Rows.NODE)
        .list();
  }

  /** {@link #findNodesByName} for each name: one statement on PostgreSQL, one a name on SQLite. */
  public java.util.Map<dev.assistantmemory.core.store.NodeName, List<NodeRecord>> findNodesByNames(
      String userId, java.util.Collection<dev.assistantmemory.core.store.NodeName> names) {
    if (!orderHere) {
      return PostgresNameLookups.byNames(h, lower, userId, names);
    }
    java.util.Map<dev.assistantmemory.core.store.NodeName, List<NodeRecord>> out =
        new LinkedHashMap<>();
    for (var n : names) {
      out.computeIfAbsent(
          n, k -> findNodesByName(userId, k.partitionKey(), k.scope(), k.nodeType(), k.name()));
    }
    return out;
  }

  /**
   * Live nodes of the type with a label word or an alias word that begins with {@code word}: two
   * index ranges over {@code node_words} and {@code alias_words} (V30), not a {@code LIKE} over
   * every label of the user's nodes of the type and every alias of the user (a scan that grew with
   * the user's graph). Only for the {@link #WORD_TYPES}.
   */
  /**
   * See {@code GraphTx.findClaimOfNamedNode}: {@link #findNodesByName}'s lookup, then the claim.
   */
  public Optional<dev.assistantmemory.core.store.ClaimRecord> findClaimOfNamedNode(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name,
      String predicate,
      String objectType,
      String objectLabel) {
    // CROSS JOIN keeps SQLite to this order (object, its claims, their subjects): left to choose,
    // it read every claim of the predicate. "|| ''" keeps the exact label test off the index, whose
    // lower(label) column finds the object.
    return h.createQuery(
            """
            SELECT c.* FROM nodes o CROSS JOIN claims c CROSS JOIN nodes n
            WHERE o.user_id = :user AND o.node_type = :objectType
              AND lower(o.label) = :objectLower AND o.label || '' = :object
              AND c.user_id = :user AND c.object_node_id = o.id
              AND c.predicate = :predicate AND c.status = 'active'
              AND n.id = c.subject_node_id AND n.user_id = :user
              AND n.partition_key = :partition AND n.scope = :scope AND n.node_type = :type
              AND n.deleted_at IS NULL AND n.merged_into IS NULL
              AND (lower(n.label) = :name
                   OR n.id IN (SELECT canonical_node_id FROM aliases
                               WHERE user_id = :user AND normalized_alias_text = :normalized))
            ORDER BY n.id, c.stated_at DESC, c.id DESC LIMIT 1""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("type", nodeType)
        .bind("name", lower.apply(name))
        .bind("normalized", dev.assistantmemory.core.graph.WriteGuard.normalize(name))
        .bind("predicate", predicate)
        .bind("objectType", objectType)
        .bind("objectLower", lower.apply(objectLabel))
        .bind("object", objectLabel)
        .map(Rows.CLAIM)
        .findOne();
  }

  public List<NodeRecord> findNodesWithWord(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String word,
      int limit) {
    if (!WORD_TYPES.contains(nodeType)) {
      throw new IllegalArgumentException("no word lookup for " + nodeType + " nodes");
    }
    if (word.isEmpty()) {
      return List.of();
    }
    String to = WordRanges.after(word);
    String range = to == null ? "w.word >= :from" : "w.word >= :from AND w.word < :to";
    if (orderHere) {
      return SqliteNameLookups.withWord(
          h, userId, partitionKey, scope, nodeType, word, to, range, limit);
    }
    var q =
        h.createQuery(
                """
                SELECT n.* FROM (
                    SELECT w.node_id AS id FROM node_words w
                    WHERE w.user_id = :user AND <range>
                    UNION
                    SELECT a.canonical_node_id FROM alias_words w JOIN aliases a ON a.id = w.alias_id
                    WHERE w.user_id = :user AND a.user_id = :user AND <range>) named
                  JOIN nodes n ON n.id = named.id
                WHERE n.user_id = :user AND n.partition_key = :partition AND n.scope = :scope
                  AND n.node_type = :type AND n.deleted_at IS NULL AND n.merged_into IS NULL
                ORDER BY n.id LIMIT :limit""")
            .define("range", range)
            .bind("user", userId)
            .bind("partition", partitionKey)
            .bind("scope", scope.name())
            .bind("type", nodeType)
            .bind("from", word)
            .bind("limit", limit);
    if (to != null) {
      q.bind("to", to);
    }
    return q.map(Rows.NODE).list();
  }

  /**
   * {@link #findNodesWithWord} for each word: one statement on PostgreSQL (a word with no upper
   * bound, or none to look up, alone as before), one a word on SQLite.
   */
  public Map<NodeWord, List<NodeRecord>> findNodesWithWords(
      String userId, Collection<NodeWord> words, int limit) {
    Map<NodeWord, List<NodeRecord>> out = new LinkedHashMap<>();
    List<NodeWord> together = new ArrayList<>();
    for (var w : new LinkedHashSet<>(words)) {
      out.put(w, null);
      if (!orderHere
          && WORD_TYPES.contains(w.nodeType())
          && !w.word().isEmpty()
          && WordRanges.after(w.word()) != null) {
        together.add(w);
      }
    }
    if (!together.isEmpty()) {
      out.putAll(PostgresNameLookups.withWords(h, userId, together, limit));
    }
    out.replaceAll(
        (k, v) ->
            v != null
                ? v
                : findNodesWithWord(
                    userId, k.partitionKey(), k.scope(), k.nodeType(), k.word(), limit));
    return out;
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

  /** See {@code GraphTx.eventStates}: {@link EventStateRows}. */
  public List<dev.assistantmemory.core.store.EventState> eventStates(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String fromDay,
      String toDay,
      int limit) {
    return EventStateRows.read(h, userId, partitionKey, scope, fromDay, toDay, limit);
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
    java.util.Set<String> words = words(normalized);
    if (!words.isEmpty()) {
      var batch =
          h.prepareBatch(
              """
              INSERT INTO alias_words (user_id, word, alias_id) VALUES (:user, :word, :alias)
              ON CONFLICT DO NOTHING""");
      for (String w : words) {
        batch.bind("user", userId).bind("word", w).bind("alias", id).add();
      }
      batch.execute();
    }
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
      String userId, Collection<String> nodeIds) {
    java.util.Map<String, List<AliasRecord>> out = new java.util.HashMap<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(nodeIds))) {
      h.createQuery(
              "SELECT * FROM aliases WHERE user_id = :user AND canonical_node_id IN (<ids>)"
                  + " ORDER BY id")
          .bind("user", userId)
          .bindList("ids", part)
          .map(Rows.ALIAS)
          .forEach(a -> out.computeIfAbsent(a.canonicalNodeId(), k -> new ArrayList<>()).add(a));
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
    h.createUpdate("DELETE FROM alias_words WHERE user_id = :user AND alias_id = :id")
        .bind("user", userId)
        .bind("id", aliasId)
        .execute();
    return h.createUpdate("DELETE FROM aliases WHERE user_id = :user AND id = :id")
            .bind("user", userId)
            .bind("id", aliasId)
            .execute()
        > 0;
  }
}
