package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobQueue;
import dev.assistantmemory.core.job.PermanentJobFailure;
import dev.assistantmemory.core.reextract.ReExtractionPass.Target;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.SourceType;
import java.time.Clock;
import java.time.Instant;

/**
 * Runs one re-extraction receipt: plans outside any transaction, then in one transaction applies
 * the plan ({@link ReExtractionPass}), stores the report, completes the receipt and the job. A
 * crash before that commit leaves nothing behind, so the job simply runs again.
 */
public final class ReExtractionJobHandler implements JobHandler {
  private final MemoryStore store;
  private final JobQueue queue;
  private final ReExtractionPass pass;
  private final Clock clock;
  private final Runnable onStored;

  public ReExtractionJobHandler(
      MemoryStore store, JobQueue queue, ReExtractionPass pass, Clock clock, Runnable onStored) {
    this.store = store;
    this.queue = queue;
    this.pass = pass;
    this.clock = clock;
    this.onStored = onStored;
  }

  @Override
  public String kind() {
    return ReExtraction.JOB_KIND;
  }

  @Override
  public void run(JobRecord job, String workerId) {
    String userId = job.userId();
    OperationRecord op =
        store
            .read(userId, tx -> tx.findOperation(userId, job.operationId()))
            .orElseThrow(
                () -> new PermanentJobFailure(ErrorCode.EXTRACTION_FAILED, "receipt missing"));
    if (op.status().isTerminal()) {
      store.write(
          userId,
          tx -> {
            queue.complete(tx, job.id(), workerId);
            return null;
          });
      return;
    }
    Target target = store.read(userId, tx -> pass.target(tx, liveSource(tx, op)));
    store.write(
        userId,
        tx -> {
          tx.updateOperation(
              op.id(), ReceiptStatus.processing, "extraction", null, clock.instant());
          return null;
        });
    Plan plan = pass.plan(target);
    store.write(
        userId,
        tx -> {
          liveSource(tx, op);
          SourceChanges changes = pass.apply(tx, target, plan);
          Instant now = clock.instant();
          tx.reextraction().saveReport(op.id(), userId, changes, now);
          tx.updateOperation(op.id(), ReceiptStatus.completed, "extraction", null, now);
          queue.complete(tx, job.id(), workerId);
          return null;
        });
    onStored.run();
  }

  /** The receipt's source, still live and (for a document) still at the receipt's version. */
  private static SourceRecord liveSource(StoreTx tx, OperationRecord op) {
    SourceRecord s =
        tx.findSource(op.userId(), op.sourceId())
            .filter(r -> r.tombstonedAt() == null)
            .orElseThrow(() -> new PermanentJobFailure(ErrorCode.SOURCE_PURGED, "source removed"));
    if (s.type() == SourceType.document && s.version() != op.sourceVersion()) {
      // The newer revision's own ingestion extracts it.
      throw new PermanentJobFailure(
          ErrorCode.SUPERSEDED_OPERATION, "a newer revision replaced this one");
    }
    return s;
  }

  @Override
  public void onTerminalFailure(StoreTx tx, JobRecord job, ErrorCode errorCode) {
    tx.findOperation(job.userId(), job.operationId())
        .filter(op -> !op.status().isTerminal())
        .ifPresent(
            op ->
                tx.updateOperation(
                    op.id(), ReceiptStatus.failed, op.stage(), errorCode.name(), clock.instant()));
  }
}
