package dev.assistantmemory.core.graph;

import static dev.assistantmemory.core.graph.GraphService.ACTOR_API;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * Corrections of claims already held: retracting, deleting and re-attributing one, and the
 * lifecycle moves they share with other writers (retract, restore the predecessor, record the value
 * as rejected). Each correction writes its audit row before acting, in the same transaction.
 */
public final class ClaimCorrections {
  private final MemoryStore store;
  private final Clock clock;
  private final Embedder embedder;
  private final ClaimWriter writer;

  ClaimCorrections(MemoryStore store, Clock clock, Embedder embedder) {
    this.store = store;
    this.clock = clock;
    this.embedder = embedder;
    this.writer = new ClaimWriter(clock);
  }

  /**
   * Marks the claim wrong: retracted, its value recorded as rejected, its predecessor restored. A
   * claim that is already retracted is answered as it is and nothing is written: its record time
   * closed at the first retraction, and moving it ({@link ClaimRecord}: "nothing is overwritten")
   * would make an {@code asOf} read between the two calls believe the retracted claim again.
   */
  public LabelledClaim retractClaim(ReadScope scope, String claimId, String reason) {
    String userId = scope.userId();
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim = claimInScope(tx, scope, claimId);
          if (ClaimRecord.RETRACTED.equals(claim.status())) {
            return InScope.labelled(tx, scope, claim);
          }
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

  /**
   * Removes the claim (audited first), records its value as rejected, restores its predecessor.
   *
   * @throws MemoryException {@code NOT_FOUND} for an unknown or out-of-scope claim; {@code
   *     TASK_STATUS_REQUIRED} when the claim is a Task's active status and no earlier status would
   *     take its place: a Task is never left statusless (CONTRACT.md 13.8; the seed: "every Task
   *     node carries exactly one active HAS_TASK_STATUS claim unless it was deliberately
   *     dismissed"), so the caller dismisses it or sets another status instead
   */
  public void deleteClaim(ReadScope scope, String claimId, String reason) {
    String userId = scope.userId();
    store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim = claimInScope(tx, scope, claimId);
          refuseIfLastTaskStatus(tx, claim);
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
    return WriteGuard.guarded(
        store,
        clock,
        userId,
        tx -> {
          Instant now = clock.instant();
          ClaimRecord claim = claimInScope(tx, scope, claimId);
          if (!ClaimRecord.ACTIVE.equals(claim.status())) {
            throw new MemoryException(
                ErrorCode.CLAIM_NOT_ACTIVE,
                "Claim " + claim.id() + " is " + claim.status() + "; only active claims move",
                new ErrorDetails.InactiveClaim(claim.id(), claim.status()));
          }
          if (replace == ClaimEnd.object && claim.objectNodeId() == null) {
            throw new MemoryException(
                ErrorCode.INVALID_REATTRIBUTION,
                "replace: claim "
                    + claim.id()
                    + " ("
                    + claim.predicate()
                    + ") has a value, not an object node, to replace",
                new ErrorDetails.ValueNotObject(claim.id(), claim.predicate()));
          }
          NodeRecord target = ClaimWriter.liveNode(tx, scope, newNodeId);
          if (!target.partitionKey().equals(claim.partitionKey())
              || target.scope() != claim.scope()) {
            throw new MemoryException(
                ErrorCode.REATTRIBUTION_REFUSED,
                "newNodeId: node "
                    + target.id()
                    + " is in another partition or scope than claim "
                    + claim.id(),
                new ErrorDetails.CrossScope(
                    List.of(claim.subjectNodeId(), target.id()),
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
              writer.writeClaim(
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

  private static void refuseIfLastTaskStatus(StoreTx tx, ClaimRecord claim) {
    if (!"HAS_TASK_STATUS".equals(claim.predicate())
        || !ClaimRecord.ACTIVE.equals(claim.status())
        || tx.predecessorOf(claim.userId(), claim.id()).isPresent()) {
      return;
    }
    boolean task =
        tx.findNode(claim.userId(), claim.subjectNodeId())
            .map(n -> "Task".equals(n.nodeType()))
            .orElse(false);
    if (!task) {
      return;
    }
    throw new MemoryException(
        ErrorCode.TASK_STATUS_REQUIRED,
        "Claim "
            + claim.id()
            + " is the only status of Task "
            + claim.subjectNodeId()
            + " and a Task keeps a status: dismiss it (/commitments/dismiss) or set another"
            + " status (/commitments/status) instead",
        new ErrorDetails.TaskStatusRequired(claim.id(), claim.subjectNodeId()));
  }

  private static ClaimRecord claimInScope(StoreTx tx, ReadScope scope, String claimId) {
    return tx.findClaim(scope, claimId).orElseThrow(() -> MemoryException.notFound("Claim"));
  }

  /**
   * Marks a claim retracted (record time closed), keeping its supersession links. A record time
   * already closed (a superseded or contradicted claim) stays where it closed: moving it would make
   * an {@code asOf} read between the two believe the claim and its successor at once.
   */
  static void retract(StoreTx tx, ClaimRecord claim, Instant validTo, Instant now) {
    tx.updateClaimLifecycle(
        claim.id(),
        ClaimRecord.RETRACTED,
        claim.expiredAt() != null ? claim.expiredAt() : now,
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
}
