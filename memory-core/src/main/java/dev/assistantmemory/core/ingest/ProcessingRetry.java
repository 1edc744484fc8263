package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.SourceType;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * POST /sources/processing/retry (CONTRACT.md 4.6): reopens the current failed operation of a live
 * source, or restores the lost job of a queued receipt, as {@code queued} with {@code attempt} + 1
 * and no error. Everything else is a 409 saying why, checked in this order: unknown or out of scope
 * ({@code PARTITION_UNAUTHORIZED}, as the original), purged or removed source ({@code
 * SOURCE_TOMBSTONED}), superseded ({@code SOURCE_VERSION_CONFLICT} with {@code
 * currentSourceVersion}), job still active, receipt not failed, no retained way to rebuild the job
 * ({@code RETRY_REFUSED}). A queued or processing receipt whose job ended failed or cancelled (the
 * PROCESSING_INTERRUPTED projection) counts as failed.
 */
public final class ProcessingRetry {
  private final MemoryStore store;
  private final IngestService ingest;
  private final Clock clock;
  private final Runnable onEnqueued;

  public ProcessingRetry(
      MemoryStore store, IngestService ingest, Clock clock, Runnable onEnqueued) {
    this.store = store;
    this.ingest = ingest;
    this.clock = clock;
    this.onEnqueued = onEnqueued;
  }

  public OperationRecord retry(ReadScope scope, String operationId) {
    OperationRecord reopened = store.write(scope.userId(), tx -> retry(tx, scope, operationId));
    onEnqueued.run();
    return reopened;
  }

  private OperationRecord retry(StoreTx tx, ReadScope scope, String operationId) {
    Instant now = clock.instant();
    OperationRecord op =
        tx.findOperation(scope.userId(), operationId)
            .filter(o -> scope.admits(o.userId(), o.partitionKey()))
            .orElseThrow(
                () ->
                    new MemoryException(
                        ErrorCode.PARTITION_UNAUTHORIZED,
                        "No processing operation " + operationId + " in this scope."));
    if (op.status() == ReceiptStatus.purged) {
      throw new MemoryException(
          ErrorCode.SOURCE_TOMBSTONED,
          "The source of this operation was purged; it cannot be processed again.",
          new ErrorDetails.ReceiptState(ReceiptStatus.purged));
    }
    Optional<SourceRecord> source = tx.findSource(op.userId(), op.sourceId());
    if (source.isEmpty() || source.get().tombstonedAt() != null) {
      throw new MemoryException(
          ErrorCode.SOURCE_TOMBSTONED,
          "The source of this operation was removed; ingest it again instead.");
    }
    SourceRecord src = source.get();
    // Conversation and transcript operations each own their messages: a later batch does not
    // replace an earlier one. A document's operation is for one version only.
    boolean replaced =
        src.type() != SourceType.conversation
            && src.type() != SourceType.meeting_transcript
            && op.sourceVersion() != src.version();
    if (ErrorCode.SUPERSEDED_OPERATION.name().equals(op.errorCode()) || replaced) {
      throw new MemoryException(
          ErrorCode.SOURCE_VERSION_CONFLICT,
          "A newer revision of the source superseded this operation; retry the current one.",
          new ErrorDetails.SourceVersionConflict(src.version()));
    }
    Optional<JobRecord> job = tx.findJob(op.userId(), op.jobId());
    String jobStatus = job.map(JobRecord::status).orElse(null);
    if (JobRecord.RUNNING.equals(jobStatus)) {
      throw refused("The processing job is still active; retry after it ends.");
    }
    boolean unfinished =
        op.status() == ReceiptStatus.queued || op.status() == ReceiptStatus.processing;
    if (op.status() == ReceiptStatus.completed) {
      throw refused("The receipt is completed, not failed; there is nothing to retry.");
    }
    if (unfinished && JobRecord.QUEUED.equals(jobStatus)) {
      throw refused("The receipt is not failed: its job is queued and will run.");
    }
    if (unfinished && JobRecord.SUCCEEDED.equals(jobStatus)) {
      throw refused("The processing job is not retryable: it finished without its receipt.");
    }
    if (op.status() == ReceiptStatus.processing && job.isEmpty()) {
      throw refused("Only a queued receipt can restore a missing processing job.");
    }
    if (job.isEmpty() && ReceiptJobs.jobKindOf(src.type()) == null) {
      throw refused(
          "The source has no retained conversion settings; resubmit the original ingestion"
              + " request.");
    }
    // Left: a failed receipt (its job ended), an interrupted one (job failed or cancelled), or a
    // queued one whose job is lost.
    tx.lifecycle().reopenOperation(op.id(), now);
    if (job.isPresent()) {
      tx.lifecycle().requeueJob(op.jobId(), now);
    } else {
      ingest
          .jobs()
          .restoreLostJob(
              tx, tx.findOperation(op.userId(), op.id()).orElseThrow(), src.type(), now);
    }
    return tx.findOperation(op.userId(), op.id()).orElseThrow();
  }

  private static MemoryException refused(String message) {
    return new MemoryException(ErrorCode.RETRY_REFUSED, message);
  }
}
