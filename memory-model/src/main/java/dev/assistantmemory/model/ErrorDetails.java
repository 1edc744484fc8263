package dev.assistantmemory.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The code-specific facts a {@link MemoryException} carries beside its code and message: one record
 * per shape of facts, so a raise site cannot misspell a field and a reader (an import that records
 * a refused write's rejection id, a test) reads an accessor instead of a map key. The edges render
 * them into the error's {@code data} (the HTTP problem body and the MCP tool error) under the field
 * names CONTRACT.md 9 gives; a record documents its wire fields, and a nullable component says
 * whether its field is then left out or written as null.
 */
public sealed interface ErrorDetails {
  /** No code-specific facts: {@code data} holds only the code (and issues, if any). */
  None NONE = new None();

  /** See {@link #NONE}. */
  record None() implements ErrorDetails {}

  // --- graph: nodes, claims, tasks, rejections

  /**
   * {@code NodesNotFoundError}: the ids the write named that are not live nodes of the user. Wire:
   * {@code name}, {@code userId} (left out when null: the sites that never sent it), {@code
   * missingNodeIds}.
   */
  record NodesNotFound(String userId, List<String> missingNodeIds) implements ErrorDetails {
    public NodesNotFound {
      missingNodeIds = copy(missingNodeIds);
    }
  }

  /** {@code SourceNotFoundError}. Wire: {@code name}, {@code sourceId}. */
  record SourceNotFound(String sourceId) implements ErrorDetails {}

  /** {@code TaskNotFoundError}: no live task of that id. Wire: {@code name}, {@code taskId}. */
  record TaskNotFound(String taskId) implements ErrorDetails {}

  /**
   * {@code TaskDismissedError}: the task has no active status (dismissed). Wire: {@code name},
   * {@code taskId}.
   */
  record TaskDismissed(String taskId) implements ErrorDetails {}

  /**
   * {@code TaskStatusRequiredError}: the claim is the task's only status. Wire: {@code name},
   * {@code claimId}, {@code taskId}.
   */
  record TaskStatusRequired(String claimId, String taskId) implements ErrorDetails {}

  /**
   * {@code InactiveClaimReattributionError}: only active claims move. Wire: {@code name}, {@code
   * claimId}, {@code status}.
   */
  record InactiveClaim(String claimId, String status) implements ErrorDetails {}

  /**
   * {@code AttributeClaimObjectReattributionError}: the claim has a value, not an object node, to
   * replace. Wire: {@code name}, {@code claimId}, {@code predicate}.
   */
  record ValueNotObject(String claimId, String predicate) implements ErrorDetails {}

  /**
   * {@code CrossScopeMergeError}: the nodes sit in different partitions or scopes. Wire: {@code
   * name}, {@code nodeIds}, {@code scopes} (the i-th scope is the i-th node's).
   */
  record CrossScope(List<String> nodeIds, List<String> scopes) implements ErrorDetails {
    public CrossScope {
      nodeIds = copy(nodeIds);
      scopes = copy(scopes);
    }
  }

  /**
   * {@code InvalidObjectValueError}: a value outside the predicate's closed set. Wire: {@code
   * name}, {@code predicate}, {@code objectValue}, {@code allowedValues}.
   */
  record InvalidObjectValue(String predicate, String objectValue, List<String> allowedValues)
      implements ErrorDetails {
    public InvalidObjectValue {
      allowedValues = copy(allowedValues);
    }
  }

  /**
   * A write refused by a rejection record. Wire: {@code rejectionId}, {@code pattern}, {@code
   * reason}, {@code origin}, then {@code alternative} (left out when null).
   */
  record WriteRefused(
      String rejectionId, String pattern, String reason, String origin, String alternative)
      implements ErrorDetails {}

  /** A node card asked for a node that is not there. Wire: {@code nodeId}. */
  record EntityNotFound(String nodeId) implements ErrorDetails {}

  // --- sources

  /** The source moved on. Wire: {@code currentSourceVersion}. */
  record SourceVersionConflict(int currentSourceVersion) implements ErrorDetails {}

  /**
   * A request field that names a source which is missing ({@code state} null) or no longer live
   * ({@code state} says what happened to it, e.g. {@code tombstoned}). Wire: {@code field}, then
   * {@code state} (left out when null).
   */
  record SourceReference(String field, String state) implements ErrorDetails {}

  /** The source identity is retired. Wire: {@code type}, {@code externalId}. */
  record SourceIdentityRetired(String type, String externalId) implements ErrorDetails {}

  /** The operation's receipt is in a status that refuses the call. Wire: {@code receiptStatus}. */
  record ReceiptState(ReceiptStatus receiptStatus) implements ErrorDetails {
    public ReceiptState {
      Objects.requireNonNull(receiptStatus);
    }
  }

  /**
   * A lifecycle or reclassification step refused, with the machine-readable reason. Wire: {@code
   * reason}.
   */
  record RefusalReason(String reason) implements ErrorDetails {}

  // --- partitions

  /** The user's partition migration state forbids the call. Wire: {@code migrationState}. */
  record PartitionMigrationState(String migrationState) implements ErrorDetails {}

  /** The partition key is not one the user registered. Wire: {@code partitionKey}. */
  record PartitionNotRegistered(String partitionKey) implements ErrorDetails {}

  /**
   * The source is in another partition than the caller expected. Wire: {@code current} (the field
   * clients read, CONTRACT.md 9) and {@code currentPartitionKey} (the same, under the name this
   * service first used).
   */
  record SourcePartitionConflict(String currentPartitionKey) implements ErrorDetails {}

  /**
   * The migration is not in the state the caller expected. Wire: {@code current}: {@code state},
   * {@code version} and the same again as {@code migrationState}, {@code migrationVersion}.
   */
  record MigrationStateConflict(String state, int version) implements ErrorDetails {}

  // --- metrics

  /** Another metric of the user has the slug. Wire: {@code slug}. */
  record MetricSlugTaken(String slug) implements ErrorDetails {}

  /**
   * A refused single metric reading: the write's whole result (CONTRACT.md 7). Wire: {@code
   * inserted} 0, {@code errors} (one: {@code index}, {@code code}, {@code message}), {@code
   * definitionCreated} false, {@code needsReview} false, {@code reviewTaskNodeId} null.
   */
  record MetricRowRejected(int index, String rowCode, String message) implements ErrorDetails {}

  // --- the edges

  /** An unexpected failure, logged under an id. Wire: {@code errorId}. */
  record UnexpectedError(String errorId) implements ErrorDetails {}

  /** An upload over the limit. Wire: {@code maxBytes}. */
  record PayloadTooLarge(long maxBytes) implements ErrorDetails {}

  /** The API key may not make the call. Wire: {@code keyId}. */
  record KeyRefused(String keyId) implements ErrorDetails {}

  /**
   * The blob store did not answer in time; a cleanup receipt keeps the key. Wire: {@code
   * blobCleanupId}.
   */
  record BlobOutcomeUnknown(String blobCleanupId) implements ErrorDetails {}

  /**
   * An MCP message refused before any call. Wire: {@code sessionId}, {@code jsonRpcCode}, {@code
   * field}, each left out when null.
   */
  record McpMessageRefused(String sessionId, Integer jsonRpcCode, String field)
      implements ErrorDetails {}

  /** An unmodifiable copy that, unlike {@link List#copyOf}, keeps a null the caller sent. */
  private static <T> List<T> copy(List<T> list) {
    return Collections.unmodifiableList(new ArrayList<>(list));
  }
}
