package dev.assistantmemory.core.graph;

import java.time.Instant;

/**
 * A claim to write. Exactly one of {@code objectNodeId} (relationship predicates) and {@code
 * objectValue} (attribute predicates). Nullable: partitionKey (the subject's), description,
 * sourceId, statedAt (now), validFrom (statedAt), validTo, assertedByNodeId.
 */
public record ClaimCreate(
    String userId,
    String subjectNodeId,
    String predicate,
    String objectNodeId,
    String objectValue,
    String statement,
    String description,
    String sourceId,
    String excerpt,
    Instant statedAt,
    Instant validFrom,
    Instant validTo,
    String assertedByKind,
    String assertedByNodeId) {

  /**
   * The {@code pending} HAS_TASK_STATUS claim a Task is given when it would otherwise have no
   * status ({@code taskId} null: bound to the node the same write creates).
   */
  public static ClaimCreate pendingStatus(
      String userId, String taskId, String label, String description, String assertedByKind) {
    return new ClaimCreate(
        userId,
        taskId,
        "HAS_TASK_STATUS",
        null,
        "pending",
        label + " is pending",
        description,
        null,
        null,
        null,
        null,
        null,
        assertedByKind,
        null);
  }
}
