package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.model.ValidationIssue;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The writer of claims and new nodes: every path that creates knowledge (REST, MCP, extraction,
 * import) comes through here, inside one store transaction, so the lifecycle rules and the {@link
 * WriteGuard} hold for all of them. Changes to existing nodes are {@link NodeMaintenance}'s,
 * aliases {@link AliasService}'s, reads {@link GraphReads}'.
 *
 * <p>Scope. Public operations on existing objects take the caller's {@link ReadScope}: a claim or a
 * node outside it is not found, checked by the store's query in the same transaction as the write,
 * so nothing is written for an object the caller cannot reach.
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
  static final String ACTOR_API = "api";

  /** The external id of the per-partition source that API claims without a source cite. */
  static final String MANUAL_EXTERNAL_ID = "manual";

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

  /** Creates a node (in its partition, null = personal) without claims. */
  public NodeRecord createNode(NodeCreate c) {
    return createNode(InScope.partition(c.userId(), c.partitionKey()), c, List.of(), List.of())
        .node();
  }

  /**
   * Writes a claim made through the API: its subject and object must be live nodes in {@code scope}
   * (else 422 NODES_NOT_FOUND, nothing written); without a {@code sourceId} it cites the
   * partition's manual source (made on first need).
   */
  public LabelledClaim createClaim(ReadScope scope, ClaimCreate c) {
    requireSameUser(scope, c.userId());
    float[] vector = embedder.embed(List.of(c.statement())).get(0);
    return guarded(
        scope.userId(),
        tx -> {
          checkCallerClaim(tx, scope, liveNode(tx, scope, c.subjectNodeId()), c);
          return InScope.labelled(
              tx, scope, writeClaim(tx, scope, c, vector, ClaimRecord.ORIGIN_API, false));
        });
  }

  /** A single guarded claim write on behalf of another writer ({@link GraphImport}). */
  ClaimRecord createClaim(ReadScope scope, ClaimCreate c, String origin) {
    requireSameUser(scope, c.userId());
    float[] vector = embedder.embed(List.of(c.statement())).get(0);
    return guarded(c.userId(), tx -> writeClaim(tx, scope, c, vector, origin, false));
  }

  /**
   * Creates a node and its initial claims all-or-nothing; the claims' object nodes must be live
   * nodes in {@code scope} (else 422 NODES_NOT_FOUND). A Task without a status claim gets a default
   * {@code pending} candidate status, so no Task is ever statusless.
   */
  public CreatedNode createNodeWithClaims(
      ReadScope scope, NodeCreate n, List<ClaimCreate> initialClaims) {
    requireSameUser(scope, n.userId());
    return createNode(scope, n, List.of(), initialClaims, true);
  }

  private static void requireSameUser(ReadScope scope, String userId) {
    if (!scope.userId().equals(userId)) {
      throw new IllegalArgumentException("the write's user is not the scope's user");
    }
  }

  /**
   * As {@link #createNodeWithClaims}, with aliases written in the same transaction; the guard
   * checks each alias as it checks the label.
   */
  CreatedNode createNode(
      ReadScope scope, NodeCreate n, List<String> aliases, List<ClaimCreate> initialClaims) {
    return createNode(scope, n, aliases, initialClaims, false);
  }

  private CreatedNode createNode(
      ReadScope scope,
      NodeCreate n,
      List<String> aliases,
      List<ClaimCreate> initialClaims,
      boolean fromCaller) {
    if (!NodeType.NAMES.contains(n.nodeType())) {
      throw MemoryException.invalid("nodeType", "unknown node type " + n.nodeType());
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
            boolean callers = fromCaller && i < initialClaims.size();
            try {
              if (callers) {
                checkCallerClaim(tx, scope, node, bound);
              }
              written.add(
                  writeClaim(tx, scope, bound, vectors.get(i + 1), ClaimRecord.ORIGIN_API, false));
            } catch (MemoryException e) {
              throw callers ? inInitialClaim(e, i) : e;
            }
          }
          return new CreatedNode(node, List.copyOf(written));
        });
  }

  /**
   * A validation failure of the caller's {@code i}th initial claim, its fields named where the
   * request has them ({@code initialClaims[i].objectNodeId}, not {@code objectNodeId}).
   */
  private static MemoryException inInitialClaim(MemoryException e, int i) {
    if (e.issues().isEmpty()) {
      return e;
    }
    List<ValidationIssue> issues =
        e.issues().stream()
            .map(
                v ->
                    new ValidationIssue(
                        "initialClaims[" + i + "]." + v.path(), v.message(), v.code()))
            .toList();
    if (e.code() == ErrorCode.VALIDATION_FAILED) {
      return MemoryException.validation(issues);
    }
    return new MemoryException(
        e.code(), "initialClaims[" + i + "]." + e.getMessage(), e.details(), issues, null);
  }

  /**
   * 400 {@code INVALID_OBJECT_VALUE} ({@code InvalidObjectValueError}, CONTRACT.md 9) for a task
   * status that is not one of the four after synonym normalisation, naming the request's field
   * ({@code objectValue} on claim writes, {@code status} on {@code /commitments/status}) in the
   * message and in {@code data.issues}.
   */
  public static MemoryException notATaskStatus(String field, String value) {
    String message = "'" + value + "' is not a task status";
    Map<String, Object> data = new java.util.LinkedHashMap<>();
    data.put("name", "InvalidObjectValueError");
    data.put("predicate", "HAS_TASK_STATUS");
    data.put("objectValue", value);
    data.put("allowedValues", List.copyOf(Predicates.TASK_STATUSES));
    return new MemoryException(
        ErrorCode.INVALID_OBJECT_VALUE,
        field + ": " + message,
        data,
        List.of(new ValidationIssue(field, message, "invalid_enum_value")),
        null);
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
      throw MemoryException.invalid("nodeType", "unknown node type " + n.nodeType());
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
    return writeClaim(tx, InScope.everyPartition(c.userId()), c, vector, origin, replacesPrevious);
  }

  /** As above, with the subject and object looked up in {@code scope} only. */
  ClaimRecord writeClaim(
      StoreTx tx,
      ReadScope scope,
      ClaimCreate c,
      float[] vector,
      String origin,
      boolean replacesPrevious) {
    boolean attribute = Predicates.ATTRIBUTE.contains(c.predicate());
    if (!Predicates.isKnown(c.predicate())) {
      throw MemoryException.invalid("predicate", "unknown predicate " + c.predicate());
    }
    if (attribute == (c.objectValue() == null)
        || (c.objectNodeId() == null) == (c.objectValue() == null)) {
      throw attribute
          ? MemoryException.invalid(
              "objectValue", c.predicate() + " takes objectValue, not objectNodeId")
          : MemoryException.invalid(
              "objectNodeId", c.predicate() + " takes objectNodeId, not objectValue");
    }
    String kind = c.assertedByKind() == null ? "user" : c.assertedByKind();
    if (!KINDS.contains(kind)) {
      throw MemoryException.invalid("assertedByKind", "unknown kind " + kind);
    }
    String objectValue = c.objectValue();
    if ("HAS_TASK_STATUS".equals(c.predicate())) {
      objectValue =
          Predicates.normalizeTaskStatus(objectValue)
              .orElseThrow(() -> notATaskStatus("objectValue", c.objectValue()));
    }
    Instant now = clock.instant();
    NodeRecord subject = liveNode(tx, scope, c.subjectNodeId());
    if (c.objectNodeId() != null) {
      NodeRecord object = liveNode(tx, scope, c.objectNodeId());
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
    String sourceId = c.sourceId();
    if (sourceId == null && ClaimRecord.ORIGIN_API.equals(origin)) {
      sourceId = manualSource(tx, subject, now);
    }
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
            sourceId,
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
    if (sourceId != null) {
      tx.insertEvidence(claim.id(), sourceId, c.excerpt(), now);
    }
    if (vector != null) {
      tx.setEmbedding("claim", claim.id(), vector);
    }
    tx.appendChange(claim.userId(), "claim", claim.id(), "upsert", now);
    return claim;
  }

  /**
   * The source that claims made by hand cite: one live {@code manual} source per user, partition
   * and scope, made on first need inside the caller's transaction. Writers take their turn first,
   * so concurrent first claims make it once. It has no content, so it is never chunked, indexed or
   * searched, and listings show listable types only.
   */
  private static String manualSource(StoreTx tx, NodeRecord subject, Instant now) {
    SourceKey key =
        new SourceKey(
            subject.userId(),
            subject.partitionKey(),
            SourceType.manual,
            subject.scope() == Scope.personal
                ? MANUAL_EXTERNAL_ID
                : MANUAL_EXTERNAL_ID + ":" + subject.scope().name());
    tx.serializeWithOtherWriters();
    return tx.findLiveSource(key)
        .map(SourceRecord::id)
        .orElseGet(
            () -> {
              SourceRecord manual =
                  new SourceRecord(
                      TypeId.newId(TypeId.SOURCE),
                      key.userId(),
                      key.partitionKey(),
                      subject.scope(),
                      SourceType.manual,
                      key.externalId(),
                      null,
                      1,
                      null,
                      null,
                      null,
                      "Manual edits",
                      null,
                      null,
                      null,
                      0,
                      null,
                      now,
                      now,
                      null);
              tx.insertSource(manual);
              return manual.id();
            });
  }

  private ClaimRecord replaceFunctional(StoreTx tx, ClaimRecord claim, Instant now) {
    List<ClaimRecord> current =
        tx.activeClaims(claim.userId(), claim.subjectNodeId(), claim.predicate());
    for (ClaimRecord held : current) {
      boolean outranked = claim.isCandidate() && held.isUserAsserted();
      if (outranked) {
        ClaimRecord kept =
            claim.withLifecycle(ClaimRecord.CONTRADICTED, now, null, null, held.id());
        tx.insertClaim(kept);
        return kept;
      }
      if (claim.statedAt().isBefore(held.statedAt())) {
        // A late-arriving older statement is history, not news.
        ClaimRecord history =
            claim.withLifecycle(ClaimRecord.SUPERSEDED, now, held.id(), "updates", null);
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

  /** Marks the claim wrong: retracted, its value recorded as rejected, its predecessor restored. */
  public LabelledClaim retractClaim(ReadScope scope, String claimId, String reason) {
    String userId = scope.userId();
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(scope, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
          tx.audit(userId, ACTOR_API, "retract", "claim", claim.id(), reason, describe(claim), now);
          retract(tx, claim, claim.validTo(), now);
          reject(tx, claim, "user_rejection", reason, now);
          if (ClaimRecord.ACTIVE.equals(claim.status())) {
            restorePredecessor(tx, claim, now);
          }
          tx.appendChange(userId, "claim", claim.id(), "upsert", now);
          return InScope.labelled(tx, scope, tx.findClaim(scope, claimId).orElseThrow());
        });
  }

  /** Removes the claim (audited first), records its value as rejected, restores its predecessor. */
  public void deleteClaim(ReadScope scope, String claimId, String reason) {
    String userId = scope.userId();
    store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(scope, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
          tx.audit(userId, ACTOR_API, "delete", "claim", claim.id(), reason, describe(claim), now);
          reject(tx, claim, "deletion", reason, now);
          if (ClaimRecord.ACTIVE.equals(claim.status())) {
            restorePredecessor(tx, claim, now);
          }
          // Logged first: the change log labels the entry from the row (partition, source).
          tx.appendChange(userId, "claim", claim.id(), "delete", now);
          tx.deleteClaim(claim.id());
          return null;
        });
  }

  /**
   * Points one endpoint of an active claim at another node: the original is retracted (audited
   * first, its predecessor restored) and a {@code user_confirmed} copy with the endpoint swapped is
   * written through the usual lifecycle and write guard, all in one transaction. The original's
   * value is not recorded as rejected: the user corrected whom it is about, not what it says.
   *
   * @param scope a claim outside it is not found, a new node outside it is NODES_NOT_FOUND
   * @throws MemoryException {@code NOT_FOUND} for an unknown or out-of-scope claim; {@code
   *     CLAIM_NOT_ACTIVE} when it is retracted, superseded or contradicted; {@code
   *     INVALID_REATTRIBUTION} when replacing the object of an attribute claim; {@code
   *     NODES_NOT_FOUND} for an unknown new node; {@code REATTRIBUTION_REFUSED} when the new node
   *     is in another partition or scope; {@code WRITE_REFUSED} when the guard refuses the copy
   */
  public LabelledClaim reattributeClaim(
      ReadScope scope, String claimId, ClaimEnd replace, String newNodeId) {
    String userId = scope.userId();
    return guarded(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim =
              tx.findClaim(scope, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
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
          NodeRecord target = liveNode(tx, scope, newNodeId);
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
          float[] vector = tx.embeddingOf(userId, "claim", claim.id());
          if (vector == null) {
            vector = embedder.embed(List.of(claim.statement())).get(0);
          }
          ClaimRecord copy =
              writeClaim(
                  tx,
                  scope,
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
          return InScope.labelled(tx, scope, copy);
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

  static void restorePredecessor(StoreTx tx, ClaimRecord removed, Instant now) {
    tx.predecessorOf(removed.userId(), removed.id())
        .ifPresent(
            prev -> {
              tx.updateClaimLifecycle(
                  prev.id(), ClaimRecord.ACTIVE, null, null, null, null, null, now);
              tx.appendChange(prev.userId(), "claim", prev.id(), "upsert", now);
            });
  }

  static void reject(StoreTx tx, ClaimRecord claim, String origin, String reason, Instant now) {
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

  /** The live node in scope, else 422 NODES_NOT_FOUND (a node a new claim would reference). */
  static NodeRecord liveNode(StoreTx tx, ReadScope scope, String nodeId) {
    String userId = scope.userId();
    return InScope.liveNode(tx, scope, nodeId)
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

  /**
   * What only a caller's claim (route or tool) is held to, before the write: a participant claim
   * names its speaker; the speaker is a live node in scope (else 422 NODES_NOT_FOUND); a given
   * {@code sourceId} is a live source of the subject's user and partition (else 404; a foreign
   * partition's source behaves as unknown), so a bad id is the caller's error, never a constraint
   * failure. Writers that copy a stored claim (reattribution, import) skip this.
   */
  private static void checkCallerClaim(
      StoreTx tx, ReadScope scope, NodeRecord subject, ClaimCreate c) {
    if ("participant".equals(c.assertedByKind()) && c.assertedByNodeId() == null) {
      throw MemoryException.invalid(
          "assertedByNodeId", "a participant claim needs the speaker's node id");
    }
    if (c.assertedByNodeId() != null) {
      liveNode(tx, scope, c.assertedByNodeId());
    }
    if (c.sourceId() != null) {
      requireEvidenceSource(tx, subject, c.sourceId());
    }
  }

  private static void requireEvidenceSource(StoreTx tx, NodeRecord subject, String sourceId) {
    boolean usable =
        tx.findSource(subject.userId(), sourceId)
            .filter(s -> s.tombstonedAt() == null)
            .filter(s -> java.util.Objects.equals(s.partitionKey(), subject.partitionKey()))
            .isPresent();
    if (!usable) {
      throw new MemoryException(
          ErrorCode.NOT_FOUND,
          "Source not found: " + sourceId,
          Map.of("name", "SourceNotFoundError", "sourceId", sourceId));
    }
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

  private <T> T guarded(String userId, java.util.function.Function<StoreTx, T> work) {
    return guarded(store, clock, userId, work);
  }

  /** Runs a guarded write; a refusal rolls the write back, then counts the occurrence. */
  static <T> T guarded(
      MemoryStore store, Clock clock, String userId, java.util.function.Function<StoreTx, T> work) {
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
