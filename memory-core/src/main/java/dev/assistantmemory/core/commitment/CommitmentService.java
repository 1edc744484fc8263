package dev.assistantmemory.core.commitment;

import static dev.assistantmemory.core.commitment.TaskClaims.dueClaim;
import static dev.assistantmemory.core.commitment.TaskClaims.end;
import static dev.assistantmemory.core.commitment.TaskClaims.newestActive;
import static dev.assistantmemory.core.commitment.TaskClaims.ownerClaim;
import static dev.assistantmemory.core.commitment.TaskClaims.requireOwner;
import static dev.assistantmemory.core.commitment.TaskClaims.requireTask;
import static dev.assistantmemory.core.commitment.TaskClaims.statusClaim;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.Commitments.Commitment;
import dev.assistantmemory.core.commitment.Commitments.Confirmed;
import dev.assistantmemory.core.commitment.Commitments.Created;
import dev.assistantmemory.core.commitment.Commitments.Detail;
import dev.assistantmemory.core.commitment.Commitments.Dismissed;
import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.core.commitment.Commitments.DueSet;
import dev.assistantmemory.core.commitment.Commitments.ListFilter;
import dev.assistantmemory.core.commitment.Commitments.NewCommitment;
import dev.assistantmemory.core.commitment.Commitments.Owner;
import dev.assistantmemory.core.commitment.Commitments.OwnerSet;
import dev.assistantmemory.core.commitment.Commitments.Page;
import dev.assistantmemory.core.commitment.Commitments.RecoveredTask;
import dev.assistantmemory.core.commitment.Commitments.Recovery;
import dev.assistantmemory.core.commitment.Commitments.StatusSet;
import dev.assistantmemory.core.commitment.Commitments.Updated;
import dev.assistantmemory.core.commitment.Commitments.ViewFilter;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import java.util.List;

/**
 * Commitments (CONTRACT.md section 6): Task nodes whose state lives in claims. Reads are one
 * indexed query over the newest active status claim of each task; writes go through the graph's
 * claim writer ({@link GraphBatch}), so supersession and the trust rule are the graph's own.
 *
 * <p>A task outside the caller's {@link ReadScope} (another user's, another partition's, or not a
 * Task) is {@code TaskNotFoundError} (404), checked inside the same transaction as the write.
 * Dismissing and clearing end claims without recording their values as rejected: no sticky
 * rejection, a later mention may bring the task back.
 *
 * <p>Reads are {@link CommitmentReads}'; the claims a write is made of are {@link TaskClaims}'.
 */
public final class CommitmentService {
  private static final int MAX_RECOVER = 10_000;

  private final MemoryStore store;
  private final GraphService graph;
  private final NodeMaintenance nodes;
  private final Embedder embedder;
  private final CommitmentReads reads;

  public CommitmentService(
      MemoryStore store, GraphService graph, NodeMaintenance nodes, Embedder embedder) {
    this.store = store;
    this.graph = graph;
    this.nodes = nodes;
    this.embedder = embedder;
    this.reads = new CommitmentReads(store);
  }

  // ------------------------------------------------------------------ reads (CommitmentReads)

  /** Tasks whose newest active, trusted, personal status is open. */
  public List<Commitment> open(ReadScope scope, ViewFilter filter) {
    return reads.open(scope, filter);
  }

  /** Tasks whose newest active personal status is open and only assistant-inferred. */
  public List<Commitment> candidates(ReadScope scope, ViewFilter filter) {
    return reads.candidates(scope, filter);
  }

  /** Every filter, sort and order of the list route, a page at a time. */
  public Page list(ReadScope scope, ListFilter f) {
    return reads.list(scope, f);
  }

  /** One task with its current state, the sources that evidence it and its claim history. */
  public Detail get(ReadScope scope, String taskId, boolean history, boolean sources) {
    return reads.get(scope, taskId, history, sources);
  }

  // ------------------------------------------------------------------ writes

  /** Creates a task (never deduplicated) with its status and, if given, due date and owner. */
  public Created create(ReadScope scope, String partitionKey, NewCommitment c) {
    String status =
        Predicates.normalizeTaskStatus(c.status() == null ? "pending" : c.status())
            .orElseThrow(() -> invalid("status", "'" + c.status() + "' is not a task status"));
    if (!TaskClaims.OPEN.contains(status)) {
      throw invalid(
          "status", "a new commitment is pending or in_progress; use /commitments/status");
    }
    String kind = c.assertedByKind() == null ? "user" : c.assertedByKind();
    float[] vector =
        embedder.embed(List.of(GraphService.cardText(c.label(), c.description()))).get(0);
    return write(
        scope,
        (tx, b) -> {
          NodeRecord owner = c.ownedBy() == null ? null : requireOwner(b, scope, c.ownedBy());
          NodeRecord task =
              b.createNode(
                      new NodeCreate(
                          scope.userId(),
                          partitionKey,
                          Scope.personal,
                          "Task",
                          c.label(),
                          c.description(),
                          false),
                      vector)
                  .orElseThrow(
                      () ->
                          new MemoryException(
                              ErrorCode.WRITE_REFUSED,
                              "label: '" + c.label() + "' matches a rejected value"));
          ClaimRecord statusClaim = statusClaim(b, task, status, null, kind);
          ClaimRecord dueClaim =
              c.due() == null ? null : dueClaim(tx, b, task, c.due(), null, kind);
          ClaimRecord ownerClaim = owner == null ? null : ownerClaim(b, task, owner, null, kind);
          return new Created(
              task.id(),
              task.label(),
              statusClaim.objectValue(),
              c.due(),
              owner == null || owner.isUserSelf()
                  ? null
                  : new Owner(owner.id(), owner.label(), ownerClaim.id()),
              statusClaim.id(),
              dueClaim == null ? null : dueClaim.id(),
              ownerClaim == null ? null : ownerClaim.id());
        });
  }

  /**
   * A new status claim (a repeated value is a fresh claim); any TaskStatus or synonym. The answer
   * is the task's status after the write: when the trust rule keeps the current one (an
   * assistant-inferred status over the user's word is stored as contradicted), it names the status
   * and claim that still hold, the same as {@code previousStatus} and {@code previousClaimId}, so a
   * host never reads a refused change as done.
   */
  public StatusSet setStatus(
      ReadScope scope, String taskId, String status, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          ClaimRecord previous = newestActive(b.activeClaims(taskId, "HAS_TASK_STATUS"));
          ClaimRecord claim = statusClaim(b, task, status, note, kind);
          ClaimRecord holds =
              "active".equals(claim.status()) || previous == null ? claim : previous;
          return new StatusSet(
              taskId,
              holds.objectValue(),
              holds.id(),
              previous == null ? null : previous.objectValue(),
              previous == null ? null : previous.id());
        });
  }

  /** Assigns the task; null ends every active owner claim (unassigned). */
  public OwnerSet setOwner(
      ReadScope scope, String taskId, String ownedBy, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          if (taskId.equals(ownedBy)) {
            // an unknown task is a 404 first; a known one owning itself is the caller's mistake
            throw invalid("ownedBy", "a task cannot own itself; name a person or the user");
          }
          if (ownedBy == null) {
            return new OwnerSet(taskId, null, null, end(b, taskId, "ASSIGNED_TO", note));
          }
          NodeRecord owner = requireOwner(b, scope, ownedBy);
          ClaimRecord claim = ownerClaim(b, task, owner, note, kind);
          return new OwnerSet(
              taskId,
              owner.isUserSelf() ? null : new Owner(owner.id(), owner.label(), claim.id()),
              claim.id(),
              List.of());
        });
  }

  /** Sets the due date (a date-only call clears an earlier time); null ends every due claim. */
  public DueSet setDue(ReadScope scope, String taskId, Due due, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          if (due == null) {
            return new DueSet(taskId, null, null, end(b, taskId, "DUE_ON", note));
          }
          ClaimRecord claim = dueClaim(tx, b, task, due, note, kind);
          return new DueSet(taskId, due, claim.id(), List.of());
        });
  }

  /** Changes the label and/or description ("" clears the description). */
  public Updated update(ReadScope scope, String taskId, String label, String description) {
    if (label == null && description == null) {
      throw invalid("label", "give a label, a description or both");
    }
    store.read(scope.userId(), tx -> requireTask(tx, scope, taskId));
    NodeRecord n = nodes.updateNode(scope, taskId, label, null, description);
    return new Updated(n.id(), n.label(), n.description());
  }

  /** A new {@code user_confirmed} status claim with the current value: a candidate becomes open. */
  public Confirmed confirm(ReadScope scope, String taskId) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          ClaimRecord current = newestActive(b.activeClaims(taskId, "HAS_TASK_STATUS"));
          if (current == null) {
            throw new MemoryException(
                ErrorCode.CLAIM_NOT_ACTIVE,
                "Task "
                    + taskId
                    + " has no active status (dismissed); set one with"
                    + " /commitments/status",
                new ErrorDetails.TaskDismissed(taskId));
          }
          ClaimRecord claim = statusClaim(b, task, current.objectValue(), null, "user_confirmed");
          return new Confirmed(taskId, claim.objectValue(), claim.id());
        });
  }

  /**
   * Ends the task's active status claims: it leaves the open and candidate views. Not a rejection:
   * nothing is recorded for the write guard, so the task can come back.
   */
  public Dismissed dismiss(ReadScope scope, String taskId) {
    return write(
        scope,
        (tx, b) -> {
          requireTask(b, scope, taskId);
          return new Dismissed(taskId, end(b, taskId, "HAS_TASK_STATUS", "dismissed"));
        });
  }

  /**
   * Gives every statusless Task in scope a pending candidate status (additive, idempotent); a
   * dismissed task still has its retracted status claims and is skipped.
   */
  public Recovery recoverStatusless(ReadScope scope, int limit, int sampleLimit, boolean dryRun) {
    int cap = Math.max(1, Math.min(limit, MAX_RECOVER));
    java.util.function.Function<StoreTx, Recovery> work =
        tx -> {
          List<NodeRecord> found = tx.commitments().statuslessTasks(scope, cap + 1);
          boolean more = found.size() > cap;
          List<NodeRecord> tasks = more ? found.subList(0, cap) : found;
          int recovered = 0;
          if (!dryRun) {
            GraphBatch b = graph.batchIn(tx, scope.userId(), ClaimRecord.ORIGIN_API);
            for (NodeRecord t : tasks) {
              if (b.createClaim(
                      ClaimCreate.pendingStatus(
                          scope.userId(),
                          t.id(),
                          t.label(),
                          "recovered: the task had no status",
                          "assistant_inferred"),
                      null,
                      false)
                  .isPresent()) {
                recovered++;
              }
            }
          }
          return new Recovery(
              dryRun,
              tasks.size(),
              recovered,
              more,
              tasks.stream().map(NodeRecord::id).toList(),
              tasks.stream()
                  .limit(Math.max(0, sampleLimit))
                  .map(t -> new RecoveredTask(t.id(), t.label(), t.createdAt()))
                  .toList());
        };
    return dryRun ? store.read(scope.userId(), work) : store.write(scope.userId(), work);
  }

  // ------------------------------------------------------------------ helpers

  private interface Work<T> {
    T run(StoreTx tx, GraphBatch b);
  }

  private <T> T write(ReadScope scope, Work<T> work) {
    return store.write(
        scope.userId(),
        tx -> work.run(tx, graph.batchIn(tx, scope.userId(), ClaimRecord.ORIGIN_API)));
  }

  private static MemoryException invalid(String field, String message) {
    return MemoryException.invalid(field, message);
  }
}
