package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ReceiptStatus;
import java.util.List;
import java.util.Optional;

/**
 * Reads processing receipts. Applies the seed's read-only queue-interruption projection: when the
 * receipt still says queued/processing but its exact job ended failed, the read reports {@code
 * failed} with {@code PROCESSING_INTERRUPTED}, without changing the receipt.
 */
public final class ProcessingReceipts {
  private final MemoryStore store;

  public ProcessingReceipts(MemoryStore store) {
    this.store = store;
  }

  /**
   * A receipt, the conversation messages its request did not apply, and for an unreadable file the
   * fixed sentence saying why (null otherwise).
   */
  public record Detailed(
      OperationRecord receipt, List<UnappliedMessage> unappliedMessages, String errorMessage) {}

  /** {@link #read} plus what the receipt records about messages it did not apply. */
  public Optional<Detailed> readDetailed(ReadScope scope, String operationId) {
    return read(scope, operationId)
        .map(
            op ->
                store.read(
                    scope.userId(),
                    tx ->
                        new Detailed(
                            op,
                            tx.sources().unappliedMessages(scope.userId(), op.id()),
                            errorMessage(tx, op))));
  }

  /** Why content was unreadable: the job's fixed failure sentence, without its code prefix. */
  private static String errorMessage(StoreTx tx, OperationRecord op) {
    if (!ErrorCode.UNREADABLE_CONTENT.name().equals(op.errorCode()) || op.jobId() == null) {
      return null;
    }
    String prefix = ErrorCode.UNREADABLE_CONTENT.name() + ": ";
    return tx.findJob(op.userId(), op.jobId())
        .map(JobRecord::lastError)
        .filter(e -> e != null && e.startsWith(prefix))
        .map(e -> e.substring(prefix.length()))
        .orElse(null);
  }

  /** The receipt, or empty when it is unknown or outside the caller's reach. */
  public Optional<OperationRecord> read(ReadScope scope, String operationId) {
    return store.read(
        scope.userId(),
        tx ->
            tx.findOperation(scope.userId(), operationId)
                .filter(op -> scope.admits(op.userId(), op.partitionKey()))
                .map(
                    op -> {
                      if (op.status() == ReceiptStatus.queued
                          || op.status() == ReceiptStatus.processing) {
                        Optional<JobRecord> job = tx.findJob(op.userId(), op.jobId());
                        if (job.isPresent() && JobRecord.FAILED.equals(job.get().status())) {
                          return new OperationRecord(
                              op.id(),
                              op.userId(),
                              op.partitionKey(),
                              op.sourceId(),
                              op.sourceVersion(),
                              ReceiptStatus.failed,
                              op.stage(),
                              op.attempt(),
                              ErrorCode.PROCESSING_INTERRUPTED.name(),
                              op.jobId(),
                              op.createdAt(),
                              op.updatedAt(),
                              op.completedAt());
                        }
                      }
                      return op;
                    }));
  }
}
