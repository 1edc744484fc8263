package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * Writes one node or one claim under the lifecycle rules, inside a transaction the caller holds:
 * the shared last step of every graph writer ({@link GraphService}, {@link GraphBatch}, {@link
 * ClaimCorrections}). It validates the claim's shape, passes the value through the {@link
 * WriteGuard}, cites the partition's manual source when an API claim cites none, and on a
 * functional predicate supersedes the active claim (see {@link GraphService} for the rules).
 */
final class ClaimWriter {
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

  private final Clock clock;

  ClaimWriter(Clock clock) {
    this.clock = clock;
  }

  Instant now() {
    return clock.instant();
  }

  NodeRecord insertNode(StoreTx tx, NodeCreate n, float[] vector) {
    if (!NodeType.NAMES.contains(n.nodeType())) {
      throw MemoryException.invalid("nodeType", "unknown node type " + n.nodeType());
    }
    Instant now = clock.instant();
    String partition = n.partitionKey() == null ? Partitions.PERSONAL : n.partitionKey();
    WriteGuard.refuseIfRejected(tx, n.userId(), partition, null, null, n.label());
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
    tx.insertNodeLogged(node, vector, now);
    return node;
  }

  /**
   * Writes one claim under the lifecycle rules. {@code replacesPrevious} makes this write replace
   * the subject's active claims of the predicate even when the predicate is not functional ("I
   * moved to Portland" replaces where the user lives).
   */
  ClaimRecord writeClaim(
      StoreTx tx, ClaimCreate c, float[] vector, String origin, boolean replacesPrevious) {
    return writeClaim(tx, Held.NOTHING, c, vector, origin, replacesPrevious);
  }

  /**
   * What a writer already holds in its transaction, so that a claim costs no read of it again: the
   * nodes it created or found (live), and the active claims it read for a subject and predicate
   * since its last claim write. Null: not held, read it.
   */
  interface Held {
    Held NOTHING =
        new Held() {
          @Override
          public NodeRecord node(String nodeId) {
            return null;
          }

          @Override
          public List<ClaimRecord> activeClaims(String subjectNodeId, String predicate) {
            return null;
          }
        };

    NodeRecord node(String nodeId);

    List<ClaimRecord> activeClaims(String subjectNodeId, String predicate);
  }

  /** As above, with what {@code known} holds taken as it is instead of read again. */
  ClaimRecord writeClaim(
      StoreTx tx,
      Held known,
      ClaimCreate c,
      float[] vector,
      String origin,
      boolean replacesPrevious) {
    return writeClaim(
        tx, InScope.everyPartition(c.userId()), known, c, vector, origin, replacesPrevious);
  }

  /** As above, with the subject and object looked up in {@code scope} only. */
  ClaimRecord writeClaim(
      StoreTx tx,
      ReadScope scope,
      ClaimCreate c,
      float[] vector,
      String origin,
      boolean replacesPrevious) {
    return writeClaim(tx, scope, Held.NOTHING, c, vector, origin, replacesPrevious);
  }

  private ClaimRecord writeClaim(
      StoreTx tx,
      ReadScope scope,
      Held known,
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
              .orElseThrow(() -> GraphService.notATaskStatus("objectValue", c.objectValue()));
    }
    Instant now = clock.instant();
    NodeRecord subject = liveNode(tx, scope, known, c.subjectNodeId());
    if (c.objectNodeId() != null) {
      NodeRecord object = liveNode(tx, scope, known, c.objectNodeId());
      if (!object.partitionKey().equals(subject.partitionKey())
          || object.scope() != subject.scope()) {
        throw new MemoryException(
            ErrorCode.WRITE_REFUSED,
            "objectNodeId: a claim cannot join nodes of different partitions or scopes");
      }
    }
    WriteGuard.refuseIfRejected(
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
      tx.insertClaimLogged(claim, vector, c.excerpt(), now);
      return claim;
    }
    return replaceFunctional(tx, known, claim, vector, c.excerpt(), now);
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
                  SourceRecord.contentless(
                      key.userId(),
                      key.partitionKey(),
                      subject.scope(),
                      SourceType.manual,
                      key.externalId(),
                      "Manual edits",
                      now);
              tx.insertSource(manual);
              return manual.id();
            });
  }

  /**
   * Writes the claim of a functional (or replacing) predicate, its evidence and its change: kept as
   * contradicted or as history when an active claim outranks it or is newer, else active, the
   * active claims it replaces superseded (their changes logged before its own).
   */
  private ClaimRecord replaceFunctional(
      StoreTx tx, Held known, ClaimRecord claim, float[] vector, String excerpt, Instant now) {
    List<ClaimRecord> current = known.activeClaims(claim.subjectNodeId(), claim.predicate());
    if (current == null) {
      current = tx.activeClaims(claim.userId(), claim.subjectNodeId(), claim.predicate());
    }
    for (ClaimRecord held : current) {
      boolean outranked = claim.isCandidate() && held.isUserAsserted();
      if (outranked) {
        ClaimRecord kept =
            claim.withLifecycle(ClaimRecord.CONTRADICTED, now, null, null, held.id());
        tx.insertClaimLogged(kept, vector, excerpt, now);
        return kept;
      }
      if (claim.statedAt().isBefore(held.statedAt())) {
        // A late-arriving older statement is history, not news.
        ClaimRecord history =
            claim.withLifecycle(ClaimRecord.SUPERSEDED, now, held.id(), "updates", null);
        tx.insertClaimLogged(history, vector, excerpt, now);
        return history;
      }
    }
    if (current.isEmpty()) {
      tx.insertClaimLogged(claim, vector, excerpt, now);
      return claim;
    }
    tx.insertClaim(claim, vector);
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
    if (claim.sourceId() != null) {
      tx.insertEvidence(claim.id(), claim.sourceId(), excerpt, now);
    }
    tx.appendChange(claim.userId(), "claim", claim.id(), "upsert", now);
    return claim;
  }

  /** {@link #liveNode(StoreTx, ReadScope, String)}, answered by {@code known} when it holds it. */
  private static NodeRecord liveNode(StoreTx tx, ReadScope scope, Held known, String nodeId) {
    NodeRecord held = nodeId == null ? null : known.node(nodeId);
    return held != null ? held : liveNode(tx, scope, nodeId);
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
                    new ErrorDetails.NodesNotFound(userId, List.of(nodeId))));
  }
}
