package dev.assistantmemory.core.commitment;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The claims a commitment is made of, written through the caller's {@link GraphBatch}: the task
 * status, owner and due date, the lookups that find a task or an owner in scope (else 404), and
 * ending a task's active claims of one predicate.
 */
final class TaskClaims {
  /** The statuses of an open task. */
  static final Set<String> OPEN = Set.of("pending", "in_progress");

  private TaskClaims() {}

  static NodeRecord requireTask(GraphBatch b, ReadScope scope, String taskId) {
    return b.liveNode(scope, taskId)
        .filter(n -> "Task".equals(n.nodeType()) && n.mergedInto() == null)
        .orElseThrow(() -> taskNotFound(taskId));
  }

  static NodeRecord requireTask(StoreTx tx, ReadScope scope, String taskId) {
    return tx.findNode(scope, taskId)
        .filter(n -> "Task".equals(n.nodeType()) && n.deletedAt() == null && n.mergedInto() == null)
        .orElseThrow(() -> taskNotFound(taskId));
  }

  static NodeRecord requireOwner(GraphBatch b, ReadScope scope, String nodeId) {
    return b.liveNode(scope, nodeId)
        .orElseThrow(
            () ->
                new MemoryException(
                    ErrorCode.NOT_FOUND,
                    "Node not found: " + nodeId,
                    new ErrorDetails.NodesNotFound(null, List.of(nodeId))));
  }

  static MemoryException taskNotFound(String taskId) {
    return new MemoryException(
        ErrorCode.NOT_FOUND, "Task not found: " + taskId, new ErrorDetails.TaskNotFound(taskId));
  }

  static ClaimRecord statusClaim(
      GraphBatch b, NodeRecord task, String status, String note, String kind) {
    String value =
        Predicates.normalizeTaskStatus(status)
            .orElseThrow(() -> GraphService.notATaskStatus("status", status));
    return b.createClaimOrRefuse(
        claim(b, task, "HAS_TASK_STATUS", null, value, task.label() + " is " + value, note, kind),
        null);
  }

  static ClaimRecord ownerClaim(
      GraphBatch b, NodeRecord task, NodeRecord owner, String note, String kind) {
    if (!java.util.Objects.equals(owner.partitionKey(), task.partitionKey())
        || owner.scope() != task.scope()) {
      // Named as the caller named it: the claim's objectNodeId is ownedBy on this wire.
      throw new MemoryException(
          ErrorCode.WRITE_REFUSED,
          "ownedBy: the owner is in another partition or scope than the task; a task is owned"
              + " within its own partition");
    }
    return b.createClaimOrRefuse(
        claim(
            b,
            task,
            "ASSIGNED_TO",
            owner.id(),
            null,
            task.label() + " is owned by " + (owner.isUserSelf() ? "the user" : owner.label()),
            note,
            kind),
        null);
  }

  static ClaimRecord dueClaim(
      StoreTx tx, GraphBatch b, NodeRecord task, Due due, String note, String kind) {
    String day = due.day().toString();
    NodeRecord temporal =
        b.findByName(task.partitionKey(), task.scope(), "Temporal", day)
            .or(
                () ->
                    b.createNode(
                        new NodeCreate(
                            task.userId(),
                            task.partitionKey(),
                            task.scope(),
                            "Temporal",
                            day,
                            null,
                            false),
                        null))
            .orElseThrow(
                () -> new MemoryException(ErrorCode.WRITE_REFUSED, "dueOn: refused: " + day));
    String when = due.time() == null ? day : day + " " + due.time() + " " + due.zone().getId();
    ClaimRecord claim =
        b.createClaimOrRefuse(
            claim(
                b,
                task,
                "DUE_ON",
                temporal.id(),
                null,
                task.label() + " is due on " + when,
                note,
                kind),
            null);
    if (due.time() != null) {
      tx.commitments()
          .insertDueTime(
              claim.id(),
              claim.userId(),
              claim.partitionKey(),
              due.time().toString(),
              due.zone().getId(),
              due.at());
    }
    return claim;
  }

  static ClaimCreate claim(
      GraphBatch b,
      NodeRecord task,
      String predicate,
      String objectNodeId,
      String objectValue,
      String statement,
      String note,
      String kind) {
    return new ClaimCreate(
        b.userId(),
        task.id(),
        predicate,
        objectNodeId,
        objectValue,
        statement,
        note,
        null,
        null,
        null,
        null,
        null,
        kind == null ? "user" : kind,
        null);
  }

  /** Ends the task's active claims of the predicate (audited, not rejected); their ids. */
  static List<String> end(GraphBatch b, String taskId, String predicate, String why) {
    List<String> ids = new ArrayList<>();
    for (ClaimRecord c : b.activeClaims(taskId, predicate)) {
      b.invalidate(c, why == null || why.isBlank() ? "cleared through the API" : why);
      ids.add(c.id());
    }
    return ids;
  }

  static ClaimRecord newestActive(List<ClaimRecord> claims) {
    return claims.stream()
        .filter(c -> ClaimRecord.ACTIVE.equals(c.status()))
        .max(Comparator.comparing(ClaimRecord::statedAt).thenComparing(ClaimRecord::id))
        .orElse(null);
  }

  static ClaimRecord newestActive(List<ClaimRecord> claims, String predicate) {
    return newestActive(claims.stream().filter(c -> predicate.equals(c.predicate())).toList());
  }
}
