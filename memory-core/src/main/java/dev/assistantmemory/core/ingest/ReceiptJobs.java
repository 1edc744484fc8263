package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The processing receipt and its job, always written together: a new receipt with its queued job,
 * the lost-job rule that gives a queued or processing receipt its job back, and the rule that a
 * newer revision fails the older unfinished receipts and cancels their jobs.
 */
final class ReceiptJobs {
  private static final Logger LOG = LoggerFactory.getLogger(IngestService.class);

  private final int maxAttempts;

  ReceiptJobs(int maxAttempts) {
    this.maxAttempts = maxAttempts;
  }

  /** The job kind that processes a source of this type, or null when none can be rebuilt. */
  static String jobKindOf(SourceType type) {
    return switch (type) {
      case document -> IngestService.DOCUMENT_JOB;
      case conversation, meeting_transcript -> IngestService.CONVERSATION_JOB;
      default -> null;
    };
  }

  /**
   * The lost-job rule: a receipt still queued or processing whose job is missing, or ended failed
   * or cancelled, gets its job back (same id, attempts reset). Returns true when it did.
   */
  boolean restoreLostJob(StoreTx tx, OperationRecord op, SourceType type, Instant now) {
    if (op.status() != ReceiptStatus.queued && op.status() != ReceiptStatus.processing) {
      return false;
    }
    Optional<JobRecord> job = tx.findJob(op.userId(), op.jobId());
    if (job.isPresent()) {
      String status = job.get().status();
      if (!JobRecord.FAILED.equals(status) && !JobRecord.CANCELLED.equals(status)) {
        return false;
      }
      tx.lifecycle().requeueJob(op.jobId(), now);
    } else {
      String kind = jobKindOf(type);
      if (kind == null) {
        return false;
      }
      tx.insertJob(queued(op.jobId(), kind, op.id(), op.userId(), now));
    }
    LOG.info("restored the lost job {} of receipt {}", op.jobId(), op.id());
    return true;
  }

  OperationRecord enqueue(
      StoreTx tx,
      String userId,
      String partition,
      String sourceId,
      int version,
      String operationId,
      String kind,
      Instant now) {
    String jobId = TypeId.newId(TypeId.JOB);
    OperationRecord op =
        new OperationRecord(
            operationId,
            userId,
            partition,
            sourceId,
            version,
            ReceiptStatus.queued,
            "content",
            0,
            null,
            jobId,
            now,
            now,
            null);
    tx.insertOperation(op);
    tx.insertJob(queued(jobId, kind, operationId, userId, now));
    return op;
  }

  /** A newer revision replaces older unfinished work: their receipts fail, their jobs stop. */
  static void supersedeUnfinished(StoreTx tx, String userId, String sourceId, Instant now) {
    for (OperationRecord older : tx.unfinishedOperations(userId, sourceId)) {
      tx.updateOperation(
          older.id(),
          ReceiptStatus.failed,
          older.stage(),
          ErrorCode.SUPERSEDED_OPERATION.name(),
          now);
      tx.cancelJob(older.jobId(), now);
    }
  }

  private JobRecord queued(
      String jobId, String kind, String operationId, String userId, Instant now) {
    return new JobRecord(
        jobId,
        kind,
        operationId,
        userId,
        JobRecord.QUEUED,
        0,
        maxAttempts,
        now,
        null,
        null,
        null,
        now);
  }
}
