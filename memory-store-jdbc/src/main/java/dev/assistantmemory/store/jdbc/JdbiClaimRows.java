package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: claims, their evidence, and
 * the embeddings of claims and node cards.
 */
final class JdbiClaimRows {
  private final Handle h;

  private static final String INSERT_CLAIM_COLUMNS =
      """
      INSERT INTO claims (id, user_id, partition_key, scope, subject_node_id, predicate,
        object_node_id, object_value, statement, description, source_id, asserted_by_kind,
        asserted_by_node_id, status, stated_at, valid_from, valid_to, recorded_at,
        expired_at, superseded_by, supersession_relation, contradicted_by, origin,
        created_at, updated_at""";

  private static final String INSERT_CLAIM_VALUES =
      """
      VALUES (:id, :userId, :partitionKey, :scope, :subject, :predicate, :objectNode,
        :objectValue, :statement, :description, :sourceId, :kind, :assertedByNode, :status,
        :statedAt, :validFrom, :validTo, :recordedAt, :expiredAt, :supersededBy, :relation,
        :contradictedBy, :origin, :recordedAt, :recordedAt""";

  private static final String INSERT_CLAIM =
      INSERT_CLAIM_COLUMNS + ") " + INSERT_CLAIM_VALUES + ")";

  private static final String INSERT_CLAIM_WITH_EMBEDDING =
      INSERT_CLAIM_COLUMNS + ", embedding) " + INSERT_CLAIM_VALUES + ", :embedding)";

  JdbiClaimRows(Handle h) {
    this.h = h;
  }

  public List<String> sourceIdsOfNode(String userId, String nodeId) {
    return h
        .createQuery(
            """
            SELECT DISTINCT source_id FROM (
              SELECT c.source_id AS source_id FROM (%1$s) c
              UNION
              SELECT e.source_id AS source_id FROM claim_evidence e JOIN (%1$s) c ON c.id = e.claim_id
            ) s ORDER BY source_id"""
                .formatted(ABOUT_NODE))
        .bind("user", userId)
        .bind("node", nodeId)
        .mapTo(String.class)
        .stream()
        // Filtered here: "source_id IS NOT NULL" in the arm makes SQLite walk claims_source.
        .filter(java.util.Objects::nonNull)
        .toList();
  }

  /**
   * Of the given nodes, those whose every source still in the store is tombstoned (a node with no
   * such source, an API-made one, is not). Each node's answer stops at its first live source, so a
   * node cited by thousands of messages costs one row read, not thousands.
   */
  public java.util.Set<String> nodesKnownOnlyFromRemovedSources(
      String userId, java.util.Collection<String> nodeIds) {
    java.util.Set<String> out = new java.util.HashSet<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(nodeIds))) {
      h.createQuery(
              """
              SELECT x.id FROM nodes x
              WHERE x.user_id = :user AND x.id IN (<ids>) AND """
                  + RemovedSources.knownOnlyFromRemoved("x.id"))
          .bind("user", userId)
          .bindList("ids", part)
          .mapTo(String.class)
          .forEach(out::add);
    }
    return out;
  }

  /** {@link #hasRemovedSources}: the condition is V36's partial index's, so it reads that index. */
  static final String HAS_REMOVED_SOURCES =
      "SELECT 1 FROM sources WHERE user_id = :user AND tombstoned_at IS NOT NULL LIMIT 1";

  /** Whether the user has a removed source: one probe of V36's index of removed sources. */
  public boolean hasRemovedSources(String userId) {
    return h.createQuery(HAS_REMOVED_SOURCES)
        .bind("user", userId)
        .mapTo(Integer.class)
        .findOne()
        .isPresent();
  }

  public java.util.Set<String> claimsOnlyFromRemovedSources(
      String userId, java.util.Collection<String> claimIds) {
    java.util.Set<String> out = new java.util.HashSet<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(claimIds))) {
      h.createQuery(
              "SELECT c.id FROM claims c WHERE c.user_id = :user AND c.id IN (<ids>)"
                  + " AND NOT (1 = 1"
                  + RemovedSources.claimFromLiveSource("c")
                  + ")")
          .bind("user", userId)
          .bindList("ids", part)
          .mapTo(String.class)
          .forEach(out::add);
    }
    return out;
  }

  public List<ClaimRecord> findClaims(String userId, java.util.Collection<String> claimIds) {
    List<ClaimRecord> out = new java.util.ArrayList<>();
    for (List<String> part : InLists.partition(claimIds)) {
      out.addAll(
          h.createQuery("SELECT * FROM claims WHERE user_id = :user AND id IN (<ids>)")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.CLAIM)
              .list());
    }
    return out;
  }

  /** Inserts the claim, with its statement's embedding in the same statement when there is one. */
  public void insertClaim(ClaimRecord c, float[] vector) {
    claimInsert(c, vector).run(h);
  }

  /** The statement {@link #insertClaim} runs. */
  static WriteStatement claimInsert(ClaimRecord c, float[] vector) {
    var insert = WriteStatement.of(vector == null ? INSERT_CLAIM : INSERT_CLAIM_WITH_EMBEDDING);
    if (vector != null) {
      insert.bind("embedding", Vectors.toBytes(vector));
    }
    return insert
        .bind("id", c.id())
        .bind("userId", c.userId())
        .bind("partitionKey", c.partitionKey())
        .bind("scope", c.scope().name())
        .bind("subject", c.subjectNodeId())
        .bind("predicate", c.predicate())
        .bind("objectNode", c.objectNodeId())
        .bind("objectValue", c.objectValue())
        .bind("statement", c.statement())
        .bind("description", c.description())
        .bind("sourceId", c.sourceId())
        .bind("kind", c.assertedByKind())
        .bind("assertedByNode", c.assertedByNodeId())
        .bind("status", c.status())
        .bind("statedAt", text(c.statedAt()))
        .bind("validFrom", text(c.validFrom()))
        .bind("validTo", text(c.validTo()))
        .bind("recordedAt", text(c.recordedAt()))
        .bind("expiredAt", text(c.expiredAt()))
        .bind("supersededBy", c.supersededBy())
        .bind("relation", c.supersessionRelation())
        .bind("contradictedBy", c.contradictedBy())
        .bind("origin", c.origin() == null ? ClaimRecord.ORIGIN_API : c.origin())
        .build();
  }

  public Optional<ClaimRecord> findClaim(String userId, String claimId) {
    return h.createQuery("SELECT * FROM claims WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  public Optional<ClaimRecord> findClaim(ReadScope scope, String claimId) {
    return InLists.scoped(h, "SELECT * FROM claims WHERE user_id = :user AND id = :id", scope)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  /**
   * The claims about or pointing at {@code :node} of {@code :user}, each once: two arms that each
   * read one index range ({@code claims_subject}, {@code claims_object_predicate}). An {@code OR}
   * of the two columns reads every claim of the user on SQLite when the planner has no statistics
   * (it takes {@code user_id = ?} for selective).
   */
  static final String ABOUT_NODE =
      """
      SELECT * FROM claims WHERE user_id = :user AND subject_node_id = :node
      UNION ALL
      SELECT * FROM claims WHERE user_id = :user AND object_node_id = :node
        AND subject_node_id <> :node""";

  public List<ClaimRecord> claimsOfNode(ReadScope scope, String nodeId) {
    return InLists.scoped(
            h,
            "SELECT * FROM (" + ABOUT_NODE + ") c WHERE user_id = :user",
            " ORDER BY recorded_at, id",
            scope)
        .bind("node", nodeId)
        .map(Rows.CLAIM)
        .list();
  }

  /**
   * Active claims about each of the nodes, in the scope's partitions, in record order. The status
   * is checked here, not in SQL: with it there PostgreSQL's planner chose a partial index of the
   * user's active links and filtered every one of them by subject.
   */
  public java.util.Map<String, List<ClaimRecord>> activeClaimsAbout(
      ReadScope scope, java.util.Collection<String> subjectNodeIds) {
    java.util.Map<String, List<ClaimRecord>> out = new java.util.HashMap<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(subjectNodeIds))) {
      InLists.scoped(
              h,
              "SELECT * FROM claims WHERE user_id = :user AND subject_node_id IN (<ids>)",
              " ORDER BY recorded_at, id",
              scope)
          .bindList("ids", part)
          .map(Rows.CLAIM)
          .forEach(
              c -> {
                if (ClaimRecord.ACTIVE.equals(c.status())) {
                  out.computeIfAbsent(c.subjectNodeId(), k -> new java.util.ArrayList<>()).add(c);
                }
              });
    }
    return out;
  }

  public List<ClaimRecord> claimsOfNode(String userId, String nodeId) {
    return h.createQuery("SELECT * FROM (" + ABOUT_NODE + ") c ORDER BY recorded_at, id")
        .bind("user", userId)
        .bind("node", nodeId)
        .map(Rows.CLAIM)
        .list();
  }

  /** As {@link #claimsOfNode(String, String)} for many nodes, two index reads per part. */
  public java.util.Map<String, List<ClaimRecord>> claimsOfNodes(
      String userId, java.util.Collection<String> nodeIds) {
    java.util.Map<String, List<ClaimRecord>> out = new java.util.HashMap<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(nodeIds))) {
      java.util.Set<String> wanted = new java.util.HashSet<>(part);
      h.createQuery(
              """
              SELECT * FROM (
                SELECT * FROM claims WHERE user_id = :user AND subject_node_id IN (<ids>)
                UNION ALL
                SELECT * FROM claims WHERE user_id = :user AND object_node_id IN (<ids>)
                  AND subject_node_id NOT IN (<ids>)
              ) c ORDER BY recorded_at, id""")
          .bind("user", userId)
          .bindList("ids", part)
          .map(Rows.CLAIM)
          .forEach(
              c -> {
                if (wanted.contains(c.subjectNodeId())) {
                  out.computeIfAbsent(c.subjectNodeId(), k -> new java.util.ArrayList<>()).add(c);
                }
                if (c.objectNodeId() != null
                    && !c.objectNodeId().equals(c.subjectNodeId())
                    && wanted.contains(c.objectNodeId())) {
                  out.computeIfAbsent(c.objectNodeId(), k -> new java.util.ArrayList<>()).add(c);
                }
              });
    }
    return out;
  }

  /**
   * For each node, its links to distinct other nodes, the earliest link to each, in record order:
   * read from the first {@code perNode} active links (not assistant-inferred) of each direction
   * (about the node, pointing at it), however many the node has (the user's own node gathers
   * thousands). Two index range scans per node (V26's partial indexes), in one statement.
   */
  public java.util.Map<String, List<ClaimRecord>> linksOfNodes(
      String userId, java.util.Collection<String> nodeIds, int perNode) {
    List<String> ids = List.copyOf(new java.util.TreeSet<>(nodeIds));
    if (ids.isEmpty()) {
      return java.util.Map.of();
    }
    StringBuilder sql = new StringBuilder();
    for (int i = 0; i < ids.size(); i++) {
      for (String end : List.of("subject_node_id", "object_node_id")) {
        if (sql.length() > 0) {
          sql.append(" UNION ALL ");
        }
        sql.append(
            """
            SELECT * FROM (SELECT %1$s, :n%2$d AS anchor FROM claims
              WHERE user_id = :user AND %3$s = :n%2$d AND status = 'active'
                AND object_node_id IS NOT NULL AND asserted_by_kind <> 'assistant_inferred'
              ORDER BY recorded_at, id LIMIT :per) AS side%2$d_%4$s"""
                .formatted(Rows.CLAIM_COLUMNS, i, end, end.charAt(0)));
      }
    }
    var query = h.createQuery(sql.toString()).bind("user", userId).bind("per", perNode);
    for (int i = 0; i < ids.size(); i++) {
      query.bind("n" + i, ids.get(i));
    }
    java.util.Map<String, List<ClaimRecord>> sides = new java.util.HashMap<>();
    query
        .map((rs, ctx) -> java.util.Map.entry(rs.getString("anchor"), Rows.CLAIM.map(rs, ctx)))
        .forEach(
            e ->
                sides
                    .computeIfAbsent(e.getKey(), k -> new java.util.ArrayList<>())
                    .add(e.getValue()));
    java.util.Map<String, List<ClaimRecord>> out = new java.util.HashMap<>();
    sides.forEach(
        (node, claims) -> {
          claims.sort(
              java.util.Comparator.comparing(ClaimRecord::recordedAt)
                  .thenComparing(ClaimRecord::id));
          java.util.Set<String> others = new java.util.HashSet<>();
          List<ClaimRecord> firsts = new java.util.ArrayList<>();
          for (ClaimRecord c : claims) {
            String other = node.equals(c.subjectNodeId()) ? c.objectNodeId() : c.subjectNodeId();
            if (others.add(other)) {
              firsts.add(c);
            }
          }
          out.put(node, firsts);
        });
    return out;
  }

  public List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate) {
    return h.createQuery(
            """
            SELECT * FROM claims WHERE user_id = :user AND subject_node_id = :subject
              AND predicate = :predicate AND status = 'active'
            ORDER BY stated_at DESC, id DESC""")
        .bind("user", userId)
        .bind("subject", subjectNodeId)
        .bind("predicate", predicate)
        .map(Rows.CLAIM)
        .list();
  }

  public Optional<ClaimRecord> predecessorOf(String userId, String claimId) {
    return h.createQuery(
            """
            SELECT * FROM claims WHERE user_id = :user AND superseded_by = :id
              AND status = 'superseded'
            ORDER BY stated_at DESC, recorded_at DESC, id DESC LIMIT 1""")
        .bind("user", userId)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  public void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now) {
    h.createUpdate(
            """
            UPDATE claims SET status = :status, expired_at = :expiredAt, valid_to = :validTo,
              superseded_by = :supersededBy, supersession_relation = :relation,
              contradicted_by = :contradictedBy, updated_at = :now
            WHERE id = :id""")
        .bind("id", claimId)
        .bind("status", status)
        .bind("expiredAt", text(expiredAt))
        .bind("validTo", text(validTo))
        .bind("supersededBy", supersededBy)
        .bind("relation", relation)
        .bind("contradictedBy", contradictedBy)
        .bind("now", text(now))
        .execute();
  }

  public void updateClaimStatement(String claimId, String statement, Instant now) {
    h.createUpdate("UPDATE claims SET statement = :statement, updated_at = :now WHERE id = :id")
        .bind("id", claimId)
        .bind("statement", statement)
        .bind("now", text(now))
        .execute();
  }

  public void deleteClaim(String claimId) {
    // Keep the chain whole: whatever this claim superseded now points at its successor.
    h.createUpdate(
            """
            UPDATE claims SET superseded_by = (SELECT c.superseded_by FROM claims c WHERE c.id = :id)
            WHERE superseded_by = :id""")
        .bind("id", claimId)
        .execute();
    h.createUpdate("UPDATE claims SET contradicted_by = NULL WHERE contradicted_by = :id")
        .bind("id", claimId)
        .execute();
    h.createUpdate("DELETE FROM claim_evidence WHERE claim_id = :id").bind("id", claimId).execute();
    h.createUpdate("DELETE FROM claims WHERE id = :id").bind("id", claimId).execute();
  }

  public void setEmbedding(String entity, String id, float[] vector) {
    h.createUpdate("UPDATE " + table(entity) + " SET embedding = :v WHERE id = :id")
        .bind("id", id)
        .bind("v", Vectors.toBytes(vector))
        .execute();
  }

  public float[] embeddingOf(String userId, String entity, String id) {
    return h.createQuery(
            "SELECT embedding FROM " + table(entity) + " WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", id)
        .map((rs, ctx) -> Vectors.fromBytes(rs.getBytes(1)))
        .findOne()
        .orElse(null);
  }

  public java.util.Map<String, float[]> embeddingsOf(
      String userId, String entity, java.util.Collection<String> ids) {
    java.util.Map<String, float[]> out = new java.util.HashMap<>();
    for (List<String> part : InLists.partition(ids)) {
      h.createQuery(
              "SELECT id, embedding FROM "
                  + table(entity)
                  + " WHERE user_id = :user AND id IN (<ids>) AND embedding IS NOT NULL")
          .bind("user", userId)
          .bindList("ids", part)
          .map((rs, ctx) -> java.util.Map.entry(rs.getString(1), Vectors.fromBytes(rs.getBytes(2))))
          .forEach(e -> out.put(e.getKey(), e.getValue()));
    }
    return out;
  }

  public float[] embeddingOf(String entity, String id) {
    return h.createQuery("SELECT embedding FROM " + table(entity) + " WHERE id = :id")
        .bind("id", id)
        .map((rs, ctx) -> Vectors.fromBytes(rs.getBytes(1)))
        .findOne()
        .orElse(null);
  }

  private static String table(String entity) {
    return switch (entity) {
      case "node" -> "nodes";
      case "claim" -> "claims";
      default -> throw new IllegalArgumentException("no embeddings for " + entity);
    };
  }

  public void insertEvidence(String claimId, String sourceId, String excerpt, Instant at) {
    evidenceInsert(claimId, sourceId, excerpt, at).run(h);
  }

  /** The statement {@link #insertEvidence} runs. */
  static WriteStatement evidenceInsert(
      String claimId, String sourceId, String excerpt, Instant at) {
    return WriteStatement.of(
            """
            INSERT INTO claim_evidence (claim_id, source_id, excerpt, created_at)
            VALUES (:claim, :source, :excerpt, :at) ON CONFLICT (claim_id, source_id) DO NOTHING""")
        .bind("claim", claimId)
        .bind("source", sourceId)
        .bind("excerpt", excerpt)
        .bind("at", text(at))
        .build();
  }
}
