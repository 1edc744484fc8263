package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.UnappliedMessage;
import java.util.List;

/**
 * The acceptance answer: the contract's {@code message}, {@code jobId}, {@code sourceId} and {@code
 * ingestionOperationId}, plus whether this request created new work, and which of the sent
 * conversation messages were not applied (empty for other sources).
 */
public record IngestReceipt(
    String message,
    String jobId,
    String sourceId,
    String ingestionOperationId,
    String status,
    int sourceVersion,
    boolean duplicate,
    List<UnappliedMessage> unappliedMessages) {

  public IngestReceipt {
    unappliedMessages = unappliedMessages == null ? List.of() : List.copyOf(unappliedMessages);
  }

  public IngestReceipt(
      String message,
      String jobId,
      String sourceId,
      String ingestionOperationId,
      String status,
      int sourceVersion,
      boolean duplicate) {
    this(
        message,
        jobId,
        sourceId,
        ingestionOperationId,
        status,
        sourceVersion,
        duplicate,
        List.of());
  }
}
