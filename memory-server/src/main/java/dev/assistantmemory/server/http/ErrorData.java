package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.ErrorDetails.BlobOutcomeUnknown;
import dev.assistantmemory.model.ErrorDetails.CrossScope;
import dev.assistantmemory.model.ErrorDetails.EntityNotFound;
import dev.assistantmemory.model.ErrorDetails.InactiveClaim;
import dev.assistantmemory.model.ErrorDetails.InvalidObjectValue;
import dev.assistantmemory.model.ErrorDetails.KeyRefused;
import dev.assistantmemory.model.ErrorDetails.McpMessageRefused;
import dev.assistantmemory.model.ErrorDetails.MetricRowRejected;
import dev.assistantmemory.model.ErrorDetails.MetricSlugTaken;
import dev.assistantmemory.model.ErrorDetails.MigrationStateConflict;
import dev.assistantmemory.model.ErrorDetails.NodesNotFound;
import dev.assistantmemory.model.ErrorDetails.None;
import dev.assistantmemory.model.ErrorDetails.PartitionMigrationState;
import dev.assistantmemory.model.ErrorDetails.PartitionNotRegistered;
import dev.assistantmemory.model.ErrorDetails.PayloadTooLarge;
import dev.assistantmemory.model.ErrorDetails.ReceiptState;
import dev.assistantmemory.model.ErrorDetails.RefusalReason;
import dev.assistantmemory.model.ErrorDetails.SourceIdentityRetired;
import dev.assistantmemory.model.ErrorDetails.SourceNotFound;
import dev.assistantmemory.model.ErrorDetails.SourcePartitionConflict;
import dev.assistantmemory.model.ErrorDetails.SourceReference;
import dev.assistantmemory.model.ErrorDetails.SourceVersionConflict;
import dev.assistantmemory.model.ErrorDetails.TaskDismissed;
import dev.assistantmemory.model.ErrorDetails.TaskNotFound;
import dev.assistantmemory.model.ErrorDetails.TaskStatusRequired;
import dev.assistantmemory.model.ErrorDetails.UnexpectedError;
import dev.assistantmemory.model.ErrorDetails.ValueNotObject;
import dev.assistantmemory.model.ErrorDetails.WriteRefused;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The wire form of an error's {@link ErrorDetails}: the code-specific fields of {@code data} in the
 * HTTP problem body and in the MCP tool error, in the order they are written. The field names are
 * the contract's (CONTRACT.md 9), pinned by {@code ErrorDataTest}; the switch is exhaustive, so a
 * new record does not compile until it has a wire form here.
 */
public final class ErrorData {
  private ErrorData() {}

  /**
   * The fields, in order, as a JSON object; empty for {@link ErrorDetails#NONE}. A fresh node the
   * caller owns (and may add to).
   */
  public static ObjectNode fields(ErrorDetails details) {
    Fields f = new Fields();
    switch (details) {
      case None n -> {}
      case NodesNotFound d ->
          f.put("name", "NodesNotFoundError")
              .putIfSet("userId", d.userId())
              .put("missingNodeIds", d.missingNodeIds());
      case SourceNotFound d -> f.put("name", "SourceNotFoundError").put("sourceId", d.sourceId());
      case TaskNotFound d -> f.put("name", "TaskNotFoundError").put("taskId", d.taskId());
      case TaskDismissed d -> f.put("name", "TaskDismissedError").put("taskId", d.taskId());
      case TaskStatusRequired d ->
          f.put("name", "TaskStatusRequiredError")
              .put("claimId", d.claimId())
              .put("taskId", d.taskId());
      case InactiveClaim d ->
          f.put("name", "InactiveClaimReattributionError")
              .put("claimId", d.claimId())
              .put("status", d.status());
      case ValueNotObject d ->
          f.put("name", "AttributeClaimObjectReattributionError")
              .put("claimId", d.claimId())
              .put("predicate", d.predicate());
      case CrossScope d ->
          f.put("name", "CrossScopeMergeError")
              .put("nodeIds", d.nodeIds())
              .put("scopes", d.scopes());
      case InvalidObjectValue d ->
          f.put("name", "InvalidObjectValueError")
              .put("predicate", d.predicate())
              .put("objectValue", d.objectValue())
              .put("allowedValues", d.allowedValues());
      case WriteRefused d ->
          f.put("rejectionId", d.rejectionId())
              .put("pattern", d.pattern())
              .put("reason", d.reason())
              .put("origin", d.origin())
              .putIfSet("alternative", d.alternative());
      case EntityNotFound d -> f.put("nodeId", d.nodeId());
      case SourceVersionConflict d -> f.put("currentSourceVersion", d.currentSourceVersion());
      case SourceReference d -> f.put("field", d.field()).putIfSet("state", d.state());
      case SourceIdentityRetired d -> f.put("type", d.type()).put("externalId", d.externalId());
      case ReceiptState d -> f.put("receiptStatus", d.receiptStatus().name());
      case RefusalReason d -> f.put("reason", d.reason());
      case PartitionMigrationState d -> f.put("migrationState", d.migrationState());
      case PartitionNotRegistered d -> f.put("partitionKey", d.partitionKey());
      case SourcePartitionConflict d ->
          f.put("current", d.currentPartitionKey())
              .put("currentPartitionKey", d.currentPartitionKey());
      case MigrationStateConflict d ->
          f.put(
              "current",
              new Fields()
                  .put("state", d.state())
                  .put("version", d.version())
                  .put("migrationState", d.state())
                  .put("migrationVersion", d.version()));
      case MetricSlugTaken d -> f.put("slug", d.slug());
      case MetricRowRejected d ->
          f.put("inserted", 0)
              .putObjects(
                  "errors",
                  new Fields()
                      .put("index", d.index())
                      .put("code", d.rowCode())
                      .put("message", d.message()))
              .put("definitionCreated", false)
              .put("needsReview", false)
              .putNull("reviewTaskNodeId");
      case UnexpectedError d -> f.put("errorId", d.errorId());
      case PayloadTooLarge d -> f.put("maxBytes", d.maxBytes());
      case KeyRefused d -> f.put("keyId", d.keyId());
      case BlobOutcomeUnknown d -> f.put("blobCleanupId", d.blobCleanupId());
      case McpMessageRefused d ->
          f.putIfSet("sessionId", d.sessionId())
              .putIfSet("jsonRpcCode", d.jsonRpcCode())
              .putIfSet("field", d.field());
    }
    return f.node;
  }

  /**
   * An ordered JSON object under construction; {@code put} writes a null as {@code null}, {@code
   * putIfSet} leaves the field out.
   */
  private static final class Fields {
    final ObjectNode node = JsonNodeFactory.instance.objectNode();

    Fields put(String name, String value) {
      node.put(name, value);
      return this;
    }

    Fields put(String name, int value) {
      node.put(name, value);
      return this;
    }

    Fields put(String name, long value) {
      node.put(name, value);
      return this;
    }

    Fields put(String name, boolean value) {
      node.put(name, value);
      return this;
    }

    Fields put(String name, List<String> values) {
      if (values == null) {
        return putNull(name);
      }
      ArrayNode array = node.putArray(name);
      values.forEach(array::add);
      return this;
    }

    Fields put(String name, Fields value) {
      node.set(name, value.node);
      return this;
    }

    Fields putObjects(String name, Fields... items) {
      ArrayNode array = node.putArray(name);
      for (Fields item : items) {
        array.add(item.node);
      }
      return this;
    }

    Fields putNull(String name) {
      node.putNull(name);
      return this;
    }

    Fields putIfSet(String name, String value) {
      return value == null ? this : put(name, value);
    }

    Fields putIfSet(String name, Integer value) {
      return value == null ? this : put(name, value.intValue());
    }
  }
}
