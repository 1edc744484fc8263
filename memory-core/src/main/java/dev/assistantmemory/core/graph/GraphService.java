package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of the graph: every path that creates or removes knowledge (REST, MCP, extraction,
 * import, maintenance) comes through here, inside one store transaction, so the lifecycle rules and
 * the {@link WriteGuard} hold for all of them.
 *
 * <p>Lifecycle. A claim on a functional predicate (status, task status, owner, due date) replaces
 * the active one on the same subject: the old claim becomes {@code superseded}, linked to the new
 * one ({@code updates}), its record time closed and its valid time ended where the new one begins.
 * Two exceptions keep the older belief: an {@code assistant_inferred} claim never replaces a {@code
 * user}/{@code user_confirmed} one (it is kept as {@code contradicted}), and a statement older than
 * the active one is filed as history, superseded by it. Retracting or deleting the active claim
 * brings its predecessor back, records the removed value with the write guard, and writes an audit
 * row before acting.
 */
public final class GraphService {
  private static final String ACTOR_API = "api";
  private static final Set<String> KINDS =
      Set.of(
          "user",
          "user_confirmed",
          "assistant_inferred",
          "participant",
          "document_author",
          "system");

  private final MemoryStore store;
  private final Clock clock;
  private final Embedder embedder;

  public GraphService(MemoryStore store, Clock clock, Embedder embedder) {
    this.store = store;
    this.clock = clock;
    this.embedder = embedder;
  }

  Instant now() {
    return clock.instant();
  }

  /** The text a node card is searched by. */
  public static String cardText(String label, String description) {
    return description == null || description.isBlank() ? label : label + ". " + description;
  }

  public NodeRecord createNode(NodeCreate c) {
    return createNodeWithClaims(c, List.of()).getKey();
  }

  public ClaimRecord createClaim(ClaimCreate c) {
    return createClaim(c, ClaimRecord.ORIGIN_API);
  }

  /** A single guarded claim write on behalf of another writer ({@link GraphImport}). */
  ClaimRecord createClaim(ClaimCreate c, String origin) {
    float[] vector = embedder.embed(List.of(c.statement())).get(0);
    return guarded(c.userId(), tx -> writeClaim(tx, c, vector, origin, false));
  }

  /**
   * Creates a node and its initial claims all-or-nothing. A Task without a status claim gets a
   * default {@code pending} candidate status, so no Task is ever statusless.
   */
  public Map.Entry<NodeRecord, List<ClaimRecord>> createNodeWithClaims(
      NodeCreate n, List<ClaimCreate> initialClaims) {
    return createNodeWithClaims(n, List.of(), initialClaims);
  }

  /**
   * As {@link #createNodeWithClaims(NodeCreate, List)}, with aliases written in the same
   * transaction; the guard checks each alias as it checks the label.
   */
  public Map.Entry<NodeRecord, List<ClaimRecord>> createNodeWithClaims(
      NodeCreate n, List<String> aliases, List<ClaimCreate> initialClaims) {
    if (!NodeType.NAMES.contains(n.nodeType())) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "nodeType: unknown node type " + n.nodeType());
    }
    List<ClaimCreate> claims = new ArrayList<>(initialClaims);
    if ("Task".equals(n.nodeType())
        && claims.stream().noneMatch(c -> "HAS_TASK_STATUS".equals(c.predicate()))) {
      claims.add(
          new ClaimCreate(
              n.userId(),
              null,
              "HAS_TASK_STATUS",
              null,
              "pending",
              n.label() + " is pending",
              null,
              null,
              null,
              null,
              null,
              null,
              "assistant_inferred",
              null));
    }
    List<String> texts = new ArrayList<>();
    texts.add(cardText(n.label(), n.description()));
    claims.forEach(c -> texts.add(c.statement()));
    List<float[]> vectors = embedder.embed(texts);
    return guarded(
        n.userId(),
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(n.userId(), now);
          NodeRecord node = insertNode(tx, n, vectors.get(0));
          for (String alias : aliases) {
            refuseIfRejected(tx, n.userId(), node.partitionKey(), null, null, alias);
            tx.insertAlias(
                TypeId.newId(TypeId.ALIAS),
                n.userId(),
                node.partitionKey(),
                node.id(),
                alias,
                WriteGuard.normalize(alias),
                now);
          }
          List<ClaimRecord> written = new ArrayList<>();
          for (int i = 0; i < claims.size(); i++) {
            ClaimCreate c = claims.get(i);
            ClaimCreate bound =
                new ClaimCreate(
                    n.userId(),
                    node.id(),
                    c.predicate(),
                    c.objectNodeId(),
                    c.objectValue(),
                    c.statement(),
                    c.description(),
                    c.sourceId(),
                    c.excerpt(),
                    c.statedAt(),
                    c.validFrom(),
                    c.validTo(),
                    c.assertedByKind(),
                    c.assertedByNodeId());
            written.add(writeClaim(tx, bound, vectors.get(i + 1), ClaimRecord.ORIGIN_API, false));
          }
          return Map.entry(node, written);
        });
  }

  /**
   * Runs several writes of one writer (extraction, import) in one transaction. Every write still
   * passes the guard and the lifecycle rules; a guard refusal skips that write only.
   */
  public <T> T batch(
      String userId, String origin, java.util.function.Function<GraphBatch, T> work) {
    return store.write(
        userId,
        tx -> {
          tx.ensureUser(userId, clock.instant());
          return work.apply(new GraphBatch(this, tx, userId, origin));
        });
  }

  /** A batch bound to a transaction the caller already holds (the ingestion job's). */
  public GraphBatch batchIn(StoreTx tx, String userId, String origin) {
    tx.ensureUser(userId, clock.instant());
    return new GraphBatch(this, tx, userId, origin);
  }

  NodeRecord insertNode(StoreTx tx, NodeCreate n, float[] vector) {
    if (!NodeType.NAMES.contains(n.nodeType())) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "nodeType: unknown node type " + n.nodeType());
    }
    Instant now = clock.instant();
    String partition = n.partitionKey() == null ? Partitions.PERSONAL : n.partitionKey();
    refuseIfRejected(tx, n.userId(), partition, null, null, n.label());
    NodeRecord node =
        new NodeRecord(
            TypeId.newId(TypeId.NODE),
            n.userId(),
            partition,
            n.scope(),
            n.nodeType(),
            n.label(),
            n.description(),
            n.isUserSelf(),
            now,
            now,
            null,
            null);
    tx.insertNode(node);
    if (vector != null) {
      tx.setEmbedding("node", node.id(), vector);
    }
    tx.appendChange(n.userId(), "node", node.id(), "upsert", now);
    return node;
  }

  /**
   * Writes one claim under the lifecycle rules. {@code replacesPrevious} makes this write replace
   * the subject's active claims of the predicate even when the predicate is not functional ("I
   * moved to Portland" replaces where the user lives).
   */
  ClaimRecord writeClaim(
      StoreTx tx, ClaimCreate c, float[] vector, String origin, boolean replacesPrevious) {
    boolean attribute = Predicates.ATTRIBUTE.contains(c.predicate());
    if (!Predicates.isKnown(c.predicate())) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "predicate: unknown predicate " + c.predicate());
    }
    if (attribute == (c.objectValue() == null)
        || (c.objectNodeId() == null) == (c.objectValue() == null)) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED,
          attribute
              ? "objectValue: " + c.predicate() + " takes objectValue, not objectNodeId"
              : "objectNodeId: " + c.predicate() + " takes objectNodeId, not objectValue");
    }
    String kind = c.assertedByKind() == null ? "user" : c.assertedByKind();
    if (!KINDS.contains(kind)) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "assertedByKind: unknown kind " + kind);
    }
    String objectValue = c.objectValue();
    if ("HAS_TASK_STATUS".equals(c.predicate())) {
      objectValue =
          Predicates.normalizeTaskStatus(objectValue)
              .orElseThrow(
                  () ->
                      new MemoryException(
                          ErrorCode.INVALID_OBJECT_VALUE,
                          "objectValue: '" + c.objectValue() + "' is not a task status",
                          Map.of(
                              "name",
                              "InvalidObjectValueError",
                              "predicate",
                              c.predicate(),
                              "objectValue",
                              c.objectValue(),
                              "allowedValues",
                              List.copyOf(Predicates.TASK_STATUSES))));
    }
    Instant now = clock.instant();
    NodeRecord subject = liveNode(tx, c.userId(), c.subjectNodeId());
    if (c.objectNodeId() != null) {
      NodeRecord object = liveNode(tx, c.userId(), c.objectNodeId());
      if (!object.partitionKey().equals(subject.partitionKey())
          || object.scope() != subject.scope()) {
        throw new MemoryException(
            ErrorCode.WRITE_REFUSED,
            "objectNodeId: a claim cannot join nodes of different partitions or scopes");
      }
    }
    refuseIfRejected(
        tx,
        c.userId(),
        subject.partitionKey(),
        c.predicate(),
        subject.id(),
        objectValue != null ? objectValue : c.statement());
    Instant statedAt = c.statedAt() != null ? c.statedAt() : now;
    ClaimRecord claim =
        new ClaimRecord(
            TypeId.newId(TypeId.CLAIM),
            c.userId(),
            subject.partitionKey(),
            subject.scope(),
            subject.id(),
            c.predicate(),
            c.objectNodeId(),
            objectValue,
            c.statement(),
            c.description(),
            c.sourceId(),
            kind,
            c.assertedByNodeId(),
            ClaimRecord.ACTIVE,
            statedAt,
            c.validFrom() != null ? c.validFrom() : statedAt,
            c.validTo(),
            now,
            null,
            null,
            null,
            null,
            origin);
    if (!Predicates.FUNCTIONAL.contains(c.predicate()) && !replacesPrevious) {
      tx.insertClaim(claim);
    } else {
      claim = replaceFunctional(tx, claim, now);
    }
    if (c.sourceId() != null) {
      tx.insertEvidence(claim.id(), c.sourceId(), c.excerpt(), now);
    }
    if (vector != null) {
      tx.setEmbedding("claim", claim.id(), vector);
    }
    tx.appendChange(claim.userId(), "claim", claim.id(), "upsert", now);
    return claim;
  }

  private ClaimRecord replaceFunctional(StoreTx tx, ClaimRecord claim, Instant now) {
    List<ClaimRecord> current =
        tx.activeClaims(claim.userId(), claim.subjectNodeId(), claim.predicate());
    for (ClaimRecord held : current) {
      boolean outranked = claim.isCandidate() && held.isUserAsserted();
      if (outranked) {
        ClaimRecord kept =
            withLifecycle(claim, ClaimRecord.CONTRADICTED, now, null, null, held.id());
        tx.insertClaim(kept);
        return kept;
      }
      if (claim.statedAt().isBefore(held.statedAt())) {
        // A late-arriving older statement is history, not news.
        ClaimRecord history =
            withLifecycle(claim, ClaimRecord.SUPERSEDED, now, held.id(), "updates", null);
        tx.insertClaim(history);
        return history;
      }
    }
    tx.insertClaim(claim);
    for (ClaimRecord held : current) {
      tx.updateClaimLifecycle(
          held.id(),
          ClaimRecord.SUPERSEDED,
          now,
          claim.validFrom(),
          claim.id(),
          "updates",
          null,
          now);
      tx.appendChange(held.userId(), "claim", held.id(), "upsert", now);
    }
    return claim;
  }

  private static ClaimRecord withLifecycle(
      ClaimRecord c,
      String status,
      Instant expiredAt,
      String supersededBy,
      String relation,
      String contradictedBy) {
    return new ClaimRecord(
        c.id(),
        c.userId(),
        c.partitionKey(),
        c.scope(),
        c.subjectNodeId(),
        c.predicate(),
        c.objectNodeId(),
        c.objectValue(),
        c.statement(),
        c.description(),
        c.sourceId(),
        c.assertedByKind(),
        c.assertedByNodeId(),
        status,
        c.statedAt(),
        c.validFrom(),
        c.validTo(),
        c.recordedAt(),
        expiredAt,
        supersededBy,
        relation,
        contradictedBy,
        c.origin());
  }

  /** Marks the claim wrong: retracted, its value recorded as rejected, its predecessor restored. */
  public ClaimRecord retractClaim(String userId, String claimId, String reason) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(userId, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
          tx.audit(userId, ACTOR_API, "retract", "claim", claim.id(), reason, describe(claim), now);
          retract(tx, claim, claim.validTo(), now);
          reject(tx, claim, "user_rejection", reason, now);
          if (ClaimRecord.ACTIVE.equals(claim.status())) {
            restorePredecessor(tx, claim, now);
          }
          tx.appendChange(userId, "claim", claim.id(), "upsert", now);
          return tx.findClaim(userId, claimId).orElseThrow();
        });
  }

  /** Removes the claim (audited first), records its value as rejected, restores its predecessor. */
  public void deleteClaim(String userId, String claimId, String reason) {
    store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(userId, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
          tx.audit(userId, ACTOR_API, "delete", "claim", claim.id(), reason, describe(claim), now);
          reject(tx, claim, "deletion", reason, now);
          if (ClaimRecord.ACTIVE.equals(claim.status())) {
            restorePredecessor(tx, claim, now);
          }
          tx.deleteClaim(claim.id());
          tx.appendChange(userId, "claim", claim.id(), "delete", now);
          return null;
        });
  }

  /**
   * Points one endpoint of an active claim at another node: the original is retracted (audited
   * first, its predecessor restored) and a {@code user_confirmed} copy with the endpoint swapped is
   * written through the usual lifecycle and write guard, all in one transaction. The original's
   * value is not recorded as rejected: the user corrected whom it is about, not what it says.
   *
   * @param partitionKey when given, a claim outside this partition is not found
   * @throws MemoryException {@code NOT_FOUND} for an unknown or another user's claim; {@code
   *     CLAIM_NOT_ACTIVE} when it is retracted, superseded or contradicted; {@code
   *     INVALID_REATTRIBUTION} when replacing the object of an attribute claim; {@code
   *     NODES_NOT_FOUND} for an unknown new node; {@code REATTRIBUTION_REFUSED} when the new node
   *     is in another partition or scope; {@code WRITE_REFUSED} when the guard refuses the copy
   */
  public ClaimRecord reattributeClaim(
      String userId, String partitionKey, String claimId, ClaimEnd replace, String newNodeId) {
    return guarded(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(userId, claimId)
                  .filter(c -> partitionKey == null || partitionKey.equals(c.partitionKey()))
                  .orElseThrow(() -> MemoryException.notFound("Claim"));
          if (!ClaimRecord.ACTIVE.equals(claim.status())) {
            throw new MemoryException(
                ErrorCode.CLAIM_NOT_ACTIVE,
                "Claim " + claim.id() + " is " + claim.status() + "; only active claims move",
                Map.of(
                    "name",
                    "InactiveClaimReattributionError",
                    "claimId",
                    claim.id(),
                    "status",
                    claim.status()));
          }
          if (replace == ClaimEnd.object && claim.objectNodeId() == null) {
            throw new MemoryException(
                ErrorCode.INVALID_REATTRIBUTION,
                "replace: claim "
                    + claim.id()
                    + " ("
                    + claim.predicate()
                    + ") has a value, not an object node, to replace",
                Map.of(
                    "name",
                    "AttributeClaimObjectReattributionError",
                    "claimId",
                    claim.id(),
                    "predicate",
                    claim.predicate()));
          }
          NodeRecord target = liveNode(tx, userId, newNodeId);
          if (!target.partitionKey().equals(claim.partitionKey())
              || target.scope() != claim.scope()) {
            throw new MemoryException(
                ErrorCode.REATTRIBUTION_REFUSED,
                "newNodeId: node "
                    + target.id()
                    + " is in another partition or scope than claim "
                    + claim.id(),
                Map.of(
                    "name",
                    "CrossScopeMergeError",
                    "nodeIds",
                    List.of(claim.subjectNodeId(), target.id()),
                    "scopes",
                    List.of(claim.scope().name(), target.scope().name())));
          }
          tx.audit(
              userId,
              ACTOR_API,
              "reattribute",
              "claim",
              claim.id(),
              replace + " -> " + target.id(),
              describe(claim),
              now);
          retract(tx, claim, claim.validTo(), now);
          restorePredecessor(tx, claim, now);
          tx.appendChange(userId, "claim", claim.id(), "upsert", now);
          float[] vector = tx.embeddingOf("claim", claim.id());
          if (vector == null) {
            vector = embedder.embed(List.of(claim.statement())).get(0);
          }
          return writeClaim(
              tx,
              new ClaimCreate(
                  userId,
                  replace == ClaimEnd.subject ? target.id() : claim.subjectNodeId(),
                  claim.predicate(),
                  replace == ClaimEnd.object ? target.id() : claim.objectNodeId(),
                  claim.objectValue(),
                  claim.statement(),
                  claim.description(),
                  claim.sourceId(),
                  null,
                  claim.statedAt(),
                  claim.validFrom(),
                  claim.validTo(),
                  "user_confirmed",
                  claim.assertedByNodeId()),
              vector,
              ClaimRecord.ORIGIN_API,
              false);
        });
  }

  /** Marks a claim retracted (record time closed), keeping its supersession links. */
  static void retract(StoreTx tx, ClaimRecord claim, Instant validTo, Instant now) {
    tx.updateClaimLifecycle(
        claim.id(),
        ClaimRecord.RETRACTED,
        now,
        validTo,
        claim.supersededBy(),
        claim.supersessionRelation(),
        claim.contradictedBy(),
        now);
  }

  private static void restorePredecessor(StoreTx tx, ClaimRecord removed, Instant now) {
    tx.predecessorOf(removed.userId(), removed.id())
        .ifPresent(
            prev -> {
              tx.updateClaimLifecycle(
                  prev.id(), ClaimRecord.ACTIVE, null, null, null, null, null, now);
              tx.appendChange(prev.userId(), "claim", prev.id(), "upsert", now);
            });
  }

  private static void reject(
      StoreTx tx, ClaimRecord claim, String origin, String reason, Instant now) {
    String value = claim.objectValue() != null ? claim.objectValue() : claim.statement();
    tx.insertRejection(
        new Rejection(
            TypeId.newId("rej"),
            claim.userId(),
            claim.partitionKey(),
            claim.predicate(),
            claim.subjectNodeId(),
            value,
            WriteGuard.normalize(value),
            reason == null || reason.isBlank()
                ? origin.replace('_', ' ') + " through the API"
                : reason,
            null,
            origin,
            0,
            now));
  }

  /** Records an anti-pattern or a user rejection directly (not tied to a stored claim). */
  public Rejection recordRejection(
      String userId,
      String partitionKey,
      String predicate,
      String subjectNodeId,
      String pattern,
      String reason,
      String alternative,
      String origin) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(userId, now);
          Rejection r =
              new Rejection(
                  TypeId.newId("rej"),
                  userId,
                  partitionKey == null ? Partitions.PERSONAL : partitionKey,
                  predicate,
                  subjectNodeId,
                  pattern,
                  WriteGuard.normalize(pattern),
                  reason,
                  alternative,
                  origin,
                  0,
                  now);
          tx.insertRejection(r);
          return r;
        });
  }

  /** Deletes a node (audited first) and the claims about or pointing at it. */
  public Map<String, Integer> deleteNode(String userId, String nodeId, String reason) {
    return store.write(
        userId, tx -> Map.of("cascadeDeleted", deleteNodeIn(tx, userId, nodeId, reason)));
  }

  /** Deletes several nodes all-or-nothing; returns how many. */
  public int deleteNodes(String userId, List<String> nodeIds, String reason) {
    return store.write(
        userId,
        tx -> {
          for (String id : nodeIds) {
            deleteNodeIn(tx, userId, id, reason);
          }
          return nodeIds.size();
        });
  }

  private int deleteNodeIn(StoreTx tx, String userId, String nodeId, String reason) {
    Instant now = clock.instant();
    NodeRecord node = liveNode(tx, userId, nodeId);
    List<ClaimRecord> claims = tx.claimsOfNode(userId, nodeId);
    tx.audit(
        userId,
        ACTOR_API,
        "delete",
        "node",
        node.id(),
        reason,
        node.nodeType() + ": " + node.label() + " (" + claims.size() + " claims)",
        now);
    int cascaded = 0;
    for (ClaimRecord c : claims) {
      tx.audit(
          userId,
          ACTOR_API,
          "delete",
          "claim",
          c.id(),
          "cascade from " + node.id(),
          describe(c),
          now);
      tx.deleteClaim(c.id());
      tx.appendChange(userId, "claim", c.id(), "delete", now);
      cascaded++;
    }
    tx.markNodeDeleted(node.id(), now);
    tx.appendChange(userId, "node", node.id(), "delete", now);
    return cascaded;
  }

  /**
   * A deterministic summary proposal from the node's active claims (not saved): its label, then the
   * statements in record order; empty without active claims.
   */
  public String summarize(String userId, String nodeId) {
    return store.read(
        userId,
        tx -> {
          NodeRecord n =
              resolve(tx, userId, nodeId)
                  .filter(x -> x.deletedAt() == null)
                  .orElseThrow(() -> MemoryException.notFound("Node"));
          List<String> statements = new ArrayList<>();
          for (ClaimRecord c : tx.claimsOfNode(userId, n.id())) {
            if (ClaimRecord.ACTIVE.equals(c.status()) && !c.isCandidate()) {
              statements.add(c.statement().strip().replaceAll("[.\\s]+$", ""));
            }
          }
          return statements.isEmpty() ? "" : n.label() + ": " + String.join("; ", statements) + ".";
        });
  }

  /**
   * The graph around seed nodes: breadth-first over active claims, hop by hop, until {@code
   * maxNodes}; claims limited to the selected nodes.
   */
  public Map<String, Object> graphAround(String userId, List<String> seeds, int maxNodes) {
    return store.read(
        userId,
        tx -> {
          List<NodeRecord> start = new ArrayList<>();
          for (String id : seeds) {
            tx.findNode(userId, id).filter(n -> n.deletedAt() == null).ifPresent(start::add);
          }
          return subgraph(tx, userId, walk(tx, userId, start, Integer.MAX_VALUE, maxNodes));
        });
  }

  /**
   * Breadth-first over active claims from the seeds, hop by hop, until {@code maxHops} or {@code
   * maxNodes}; live nodes only, in the order reached.
   */
  private static Map<String, NodeRecord> walk(
      StoreTx tx, String userId, List<NodeRecord> seeds, int maxHops, int maxNodes) {
    Map<String, NodeRecord> nodes = new LinkedHashMap<>();
    List<String> frontier = new ArrayList<>();
    for (NodeRecord n : seeds) {
      if (nodes.size() < maxNodes && nodes.putIfAbsent(n.id(), n) == null) {
        frontier.add(n.id());
      }
    }
    for (int hop = 0; hop < maxHops && !frontier.isEmpty() && nodes.size() < maxNodes; hop++) {
      List<String> next = new ArrayList<>();
      for (String id : frontier) {
        for (ClaimRecord c : tx.claimsOfNode(userId, id)) {
          if (!ClaimRecord.ACTIVE.equals(c.status()) || c.objectNodeId() == null) {
            continue;
          }
          String other = id.equals(c.subjectNodeId()) ? c.objectNodeId() : c.subjectNodeId();
          if (nodes.size() < maxNodes && !nodes.containsKey(other)) {
            tx.findNode(userId, other)
                .filter(n -> n.deletedAt() == null)
                .ifPresent(
                    n -> {
                      nodes.put(n.id(), n);
                      next.add(n.id());
                    });
          }
        }
      }
      frontier = next;
    }
    return nodes;
  }

  /** The nodes and the active claims among them (object node, if any, also selected). */
  private static Map<String, Object> subgraph(
      StoreTx tx, String userId, Map<String, NodeRecord> nodes) {
    Map<String, ClaimRecord> claims = new LinkedHashMap<>();
    for (NodeRecord n : nodes.values()) {
      for (ClaimRecord c : tx.claimsOfNode(userId, n.id())) {
        if (ClaimRecord.ACTIVE.equals(c.status())
            && nodes.containsKey(c.subjectNodeId())
            && (c.objectNodeId() == null || nodes.containsKey(c.objectNodeId()))) {
          claims.putIfAbsent(c.id(), c);
        }
      }
    }
    return Map.of("nodes", List.copyOf(nodes.values()), "claims", List.copyOf(claims.values()));
  }

  /** The node and the claims believed at {@code asOf} (null: now = the active ones). */
  public Optional<Map<String, Object>> node(String userId, String nodeId, Instant asOf) {
    return node(userId, nodeId, asOf, Set.of(ClaimRecord.ACTIVE));
  }

  /**
   * A node and its claims: with {@code asOf}, the claims believed then; else the claims in the
   * given statuses (empty = every status).
   */
  public Optional<Map<String, Object>> node(
      String userId, String nodeId, Instant asOf, Set<String> statuses) {
    return store.read(
        userId,
        tx ->
            (asOf == null ? resolve(tx, userId, nodeId) : tx.findNode(userId, nodeId))
                .filter(n -> asOf == null ? n.deletedAt() == null : believedNode(n, asOf))
                .map(
                    n -> {
                      List<ClaimRecord> claims = new ArrayList<>();
                      for (ClaimRecord c : tx.claimsOfNode(userId, n.id())) {
                        if (asOf == null
                            ? statuses.isEmpty() || statuses.contains(c.status())
                            : c.believedAt(asOf)) {
                          claims.add(c);
                        }
                      }
                      Map<String, Object> view = new LinkedHashMap<>();
                      view.put("node", n);
                      view.put("claims", claims);
                      return view;
                    }));
  }

  private static boolean believedNode(NodeRecord n, Instant asOf) {
    return !n.createdAt().isAfter(asOf) && (n.deletedAt() == null || n.deletedAt().isAfter(asOf));
  }

  public Optional<ClaimRecord> claim(String userId, String claimId) {
    return store.read(userId, tx -> tx.findClaim(userId, claimId));
  }

  /** Labels of the given nodes (for claim views). */
  public Map<String, String> labels(String userId, java.util.Collection<String> nodeIds) {
    return store.read(
        userId,
        tx -> {
          Map<String, String> out = new LinkedHashMap<>();
          for (String id : nodeIds) {
            if (id != null) {
              tx.findNode(userId, id).ifPresent(n -> out.put(n.id(), n.label()));
            }
          }
          return out;
        });
  }

  /** Every version of every claim about the node, in record order. */
  public List<ClaimRecord> history(String userId, String nodeId) {
    return store.read(userId, tx -> tx.claimsOfNode(userId, nodeId));
  }

  /** Current claims grouped by predicate. */
  public Map<String, List<ClaimRecord>> profile(String userId, String nodeId) {
    Map<String, List<ClaimRecord>> out = new LinkedHashMap<>();
    for (ClaimRecord c : history(userId, nodeId)) {
      if (ClaimRecord.ACTIVE.equals(c.status()) && nodeId.equals(c.subjectNodeId())) {
        out.computeIfAbsent(c.predicate(), p -> new ArrayList<>()).add(c);
      }
    }
    return out;
  }

  /**
   * Renames, retypes or re-describes a node ("" clears the description); the guard checks labels.
   */
  public NodeRecord updateNode(
      String userId, String nodeId, String label, String nodeType, String description) {
    if (nodeType != null && !NodeType.NAMES.contains(nodeType)) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "nodeType: unknown node type " + nodeType);
    }
    String text = label == null ? null : cardText(label, description);
    float[] vector = embedder.embed(List.of(text != null ? text : "")).get(0);
    return guarded(
        userId,
        tx -> {
          Instant now = clock.instant();
          NodeRecord n =
              tx.findNode(userId, nodeId)
                  .filter(x -> x.deletedAt() == null)
                  .orElseThrow(() -> MemoryException.notFound("Node"));
          if (label != null) {
            refuseIfRejected(tx, userId, n.partitionKey(), null, null, label);
          }
          String newLabel = label != null ? label : n.label();
          String newDescription =
              description == null ? n.description() : description.isEmpty() ? null : description;
          String newType = nodeType != null ? nodeType : n.nodeType();
          tx.updateNode(n.id(), newType, newLabel, newDescription, now);
          tx.setEmbedding(
              "node",
              n.id(),
              label != null
                  ? vector
                  : embedder.embed(List.of(cardText(newLabel, newDescription))).get(0));
          tx.appendChange(userId, "node", n.id(), "upsert", now);
          return tx.findNode(userId, n.id()).orElseThrow();
        });
  }

  public Map<String, Object> addAlias(String userId, String nodeId, String aliasText) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          NodeRecord n =
              tx.findNode(userId, nodeId)
                  .filter(x -> x.deletedAt() == null)
                  .orElseThrow(() -> MemoryException.notFound("Node"));
          String id = TypeId.newId(TypeId.ALIAS);
          tx.insertAlias(
              id,
              userId,
              n.partitionKey(),
              n.id(),
              aliasText,
              WriteGuard.normalize(aliasText),
              now);
          return tx.aliasesOf(userId, n.id()).stream()
              .filter(a -> id.equals(a.get("id")))
              .findFirst()
              .orElseThrow();
        });
  }

  public List<Map<String, Object>> aliases(String userId, String nodeId) {
    return store.read(userId, tx -> tx.aliasesOf(userId, nodeId));
  }

  public void deleteAlias(String userId, String aliasId) {
    store.write(
        userId,
        tx -> {
          tx.audit(userId, ACTOR_API, "delete", "alias", aliasId, null, null, clock.instant());
          if (!tx.deleteAlias(userId, aliasId)) {
            throw MemoryException.notFound("Alias");
          }
          return null;
        });
  }

  /** Replaces the aliases of the user's self node (made on first use, marked isUserSelf). */
  public List<String> setSelfAliases(String userId, List<String> aliases) {
    NodeRecord self =
        store
            .read(userId, tx -> tx.findSelfNode(userId))
            .orElseGet(
                () ->
                    createNode(
                        new NodeCreate(
                            userId,
                            null,
                            dev.assistantmemory.model.Scope.personal,
                            "Person",
                            "Me",
                            "The user",
                            true)));
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          for (Map<String, Object> a : tx.aliasesOf(userId, self.id())) {
            tx.audit(
                userId,
                ACTOR_API,
                "delete",
                "alias",
                (String) a.get("id"),
                "self aliases replaced",
                (String) a.get("aliasText"),
                now);
            tx.deleteAlias(userId, (String) a.get("id"));
          }
          for (String alias : aliases) {
            tx.insertAlias(
                TypeId.newId(TypeId.ALIAS),
                userId,
                self.partitionKey(),
                self.id(),
                alias,
                WriteGuard.normalize(alias),
                now);
          }
          return tx.aliasesOf(userId, self.id()).stream()
              .map(a -> (String) a.get("aliasText"))
              .toList();
        });
  }

  /** Nodes within {@code depth} hops over active claims, and those claims. */
  public Map<String, Object> neighborhood(String userId, String nodeId, int depth) {
    return store.read(
        userId,
        tx -> {
          NodeRecord start =
              tx.findNode(userId, nodeId)
                  .filter(n -> n.deletedAt() == null)
                  .orElseThrow(() -> MemoryException.notFound("Node"));
          return subgraph(tx, userId, walk(tx, userId, List.of(start), depth, Integer.MAX_VALUE));
        });
  }

  /** The sources cited by claims about the node: {sourceId, type, timestamp}. */
  public List<Map<String, Object>> nodeSources(String userId, String nodeId) {
    return store.read(
        userId,
        tx -> {
          tx.findNode(userId, nodeId).orElseThrow(() -> MemoryException.notFound("Node"));
          List<Map<String, Object>> out = new ArrayList<>();
          for (var src : tx.findSources(userId, tx.sourceIdsOfNode(userId, nodeId))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("sourceId", src.id());
            m.put("type", src.type().name());
            m.put("timestamp", src.effectiveAt());
            out.add(m);
          }
          return out;
        });
  }

  /**
   * The seed's initial graph read: at most {@code maxNodes} labelled nodes in ascending id order,
   * with the active claims among them.
   */
  public Map<String, Object> graph(
      String userId,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int maxNodes) {
    return store.read(
        userId,
        tx -> {
          Map<String, NodeRecord> nodes = new LinkedHashMap<>();
          tx.nodesById(userId, Scope.personal, partitions, nodeTypes, maxNodes)
              .forEach(n -> nodes.put(n.id(), n));
          return subgraph(tx, userId, nodes);
        });
  }

  /** Node types that may be merged by label; record types (Task, Event, Idea, Document…) never. */
  public static final Set<String> LABEL_MERGEABLE =
      Set.of(
          "Person",
          "Organization",
          "Location",
          "Object",
          "Emotion",
          "Concept",
          "Media",
          "Temporal");

  /**
   * Merges nodes into the first: their claims and aliases move to it, their labels become its
   * aliases, their ids redirect to it. Refused (409) across scopes or partitions, for record types
   * and for the user's self node. Each merged node is audited before it goes.
   */
  public NodeRecord mergeNodes(
      String userId, List<String> nodeIds, String targetLabel, String targetDescription) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          List<NodeRecord> nodes = new ArrayList<>();
          List<String> missing = new ArrayList<>();
          for (String id : nodeIds) {
            tx.findNode(userId, id)
                .filter(n -> n.deletedAt() == null)
                .ifPresentOrElse(nodes::add, () -> missing.add(id));
          }
          if (!missing.isEmpty()) {
            throw new MemoryException(
                ErrorCode.NOT_FOUND,
                "Nodes not found: " + missing,
                Map.of("name", "NodesNotFoundError", "missingNodeIds", missing));
          }
          NodeRecord target = nodes.get(0);
          for (NodeRecord n : nodes) {
            if (!LABEL_MERGEABLE.contains(n.nodeType()) || n.isUserSelf()) {
              throw new MemoryException(
                  ErrorCode.MERGE_REFUSED,
                  "Node "
                      + n.id()
                      + " ("
                      + n.nodeType()
                      + (n.isUserSelf() ? ", self" : "")
                      + ") cannot be merged");
            }
            if (n.scope() != target.scope() || !n.partitionKey().equals(target.partitionKey())) {
              throw new MemoryException(
                  ErrorCode.MERGE_REFUSED,
                  "Nodes of different scopes or partitions cannot be merged");
            }
          }
          for (NodeRecord from : nodes.subList(1, nodes.size())) {
            if (from.id().equals(target.id())) {
              continue;
            }
            tx.audit(
                userId,
                ACTOR_API,
                "merge",
                "node",
                from.id(),
                "merged into " + target.id(),
                from.nodeType() + ": " + from.label(),
                now);
            for (String claimId : tx.mergeNodeInto(userId, from.id(), target.id(), now)) {
              tx.appendChange(userId, "claim", claimId, "upsert", now);
            }
            if (from.label() != null && !from.label().equalsIgnoreCase(target.label())) {
              tx.insertAlias(
                  TypeId.newId(TypeId.ALIAS),
                  userId,
                  target.partitionKey(),
                  target.id(),
                  from.label(),
                  WriteGuard.normalize(from.label()),
                  now);
            }
            tx.appendChange(userId, "node", from.id(), "delete", now);
          }
          String label = targetLabel != null ? targetLabel : target.label();
          String description = targetDescription != null ? targetDescription : target.description();
          tx.updateNode(target.id(), target.nodeType(), label, description, now);
          tx.appendChange(userId, "node", target.id(), "upsert", now);
          return tx.findNode(userId, target.id()).orElseThrow();
        });
  }

  /** The node, following merge redirects. */
  private static Optional<NodeRecord> resolve(StoreTx tx, String userId, String nodeId) {
    Optional<NodeRecord> n = tx.findNode(userId, nodeId);
    for (int hops = 0; hops < 10 && n.isPresent() && n.get().mergedInto() != null; hops++) {
      n = tx.findNode(userId, n.get().mergedInto());
    }
    return n;
  }

  static NodeRecord liveNode(StoreTx tx, String userId, String nodeId) {
    return tx.findNode(userId, nodeId)
        .filter(n -> n.deletedAt() == null)
        .orElseThrow(
            () ->
                new MemoryException(
                    ErrorCode.NODES_NOT_FOUND,
                    "Node not found: " + nodeId,
                    Map.of(
                        "name",
                        "NodesNotFoundError",
                        "userId",
                        userId,
                        "missingNodeIds",
                        List.of(nodeId))));
  }

  static String describe(ClaimRecord c) {
    return c.predicate()
        + " "
        + (c.objectValue() != null ? c.objectValue() : c.objectNodeId())
        + " | "
        + c.statement()
        + " | "
        + c.status()
        + " | "
        + c.assertedByKind();
  }

  static void refuseIfRejected(
      StoreTx tx,
      String userId,
      String partition,
      String predicate,
      String subjectNodeId,
      String value) {
    Optional<Rejection> hit =
        WriteGuard.find(tx, userId, partition, predicate, subjectNodeId, value);
    if (hit.isPresent()) {
      throw new Refused(hit.get(), value);
    }
  }

  /** Runs a guarded write; a refusal rolls the write back, then counts the occurrence. */
  private <T> T guarded(String userId, java.util.function.Function<StoreTx, T> work) {
    try {
      return store.write(userId, work);
    } catch (Refused r) {
      store.write(
          userId,
          tx -> {
            tx.countRejectionHit(r.rejection.id(), clock.instant());
            return null;
          });
      throw WriteGuard.refusal(r.rejection, r.value);
    }
  }

  /** Carries a guard hit out of the transaction so it rolls back. */
  static final class Refused extends RuntimeException {
    final transient Rejection rejection;
    final String value;

    Refused(Rejection rejection, String value) {
      super(null, null, false, false);
      this.rejection = rejection;
      this.value = value;
    }
  }
}
