package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.reextract.ReExtractionPass.Target;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Re-extraction of a user's stored sources after a rule or model change (issue 13 item 6).
 *
 * <p>The targets are the user's live conversations, meeting transcripts and documents (attachments
 * included), or one of them. A dry run ({@link #dryRun}) extracts each target again, applies the
 * result in a write transaction exactly as a real run would, notes what changed and rolls the
 * transaction back: nothing is written, not even a receipt. A real run ({@link #enqueue}) writes,
 * in one transaction, a processing receipt and a job (kind {@value #JOB_KIND}) per target; the
 * workers run them ({@link ReExtractionJobHandler}) and each completed receipt keeps its report,
 * readable later ({@link #receipt}).
 *
 * <p>Each target is its own transaction, in a dry run too, so a dry run of several targets reports
 * each as if it were the only one re-extracted; the real run applies them one after another.
 */
public final class ReExtraction {
  public static final String JOB_KIND = "reextract";

  private static final Set<SourceType> ROOT_TYPES =
      Set.of(SourceType.conversation, SourceType.meeting_transcript, SourceType.document);
  private static final int PAGE = 500;

  private final MemoryStore store;
  private final ReExtractionPass pass;
  private final Clock clock;
  private final int maxAttempts;
  private final Runnable onEnqueued;

  public ReExtraction(
      MemoryStore store, ReExtractionPass pass, Clock clock, int maxAttempts, Runnable onEnqueued) {
    this.store = store;
    this.pass = pass;
    this.clock = clock;
    this.maxAttempts = maxAttempts;
    this.onEnqueued = onEnqueued;
  }

  /** What a dry run found, per target source, with totals. */
  public record Report(String userId, List<SourceChanges> sources) {
    public int total(java.util.function.ToIntFunction<SourceChanges> count) {
      return sources.stream().mapToInt(count).sum();
    }
  }

  /** A re-extraction receipt and, once its job completed, what it changed. */
  public record Receipt(OperationRecord operation, SourceChanges changes) {}

  /** Thrown inside a dry run's transaction to roll it back with what it found. */
  private static final class RolledBack extends RuntimeException {
    final transient SourceChanges changes;

    RolledBack(SourceChanges changes) {
      super(null, null, false, false);
      this.changes = changes;
    }
  }

  /** Every user's id: the users an operator's re-extraction of everyone covers. */
  public List<String> users() {
    return store.readAsSystem(SystemTx::userIds);
  }

  /**
   * The sources in {@code scope} a re-extraction covers: {@code sourceId} alone (404 when the scope
   * holds no such live conversation or document), else every live one, in id order.
   */
  public List<SourceRecord> targets(ReadScope scope, String sourceId) {
    return store.read(
        scope.userId(), tx -> sourceId == null ? all(tx, scope) : one(tx, scope, sourceId));
  }

  private static List<SourceRecord> one(StoreTx tx, ReadScope scope, String sourceId) {
    return tx.findSource(scope.userId(), sourceId)
        .filter(s -> s.tombstonedAt() == null && ROOT_TYPES.contains(s.type()))
        .filter(s -> scope.admits(s.userId(), s.partitionKey()))
        .map(List::of)
        .orElseThrow(
            () ->
                new MemoryException(
                    ErrorCode.NOT_FOUND,
                    "sourceId: no live conversation or document " + sourceId + " in this scope.",
                    new ErrorDetails.SourceReference("sourceId", null)));
  }

  private static List<SourceRecord> all(StoreTx tx, ReadScope scope) {
    String userId = scope.userId();
    List<SourceRecord> out = new ArrayList<>();
    String after = null;
    while (true) {
      List<SourceRecord> page = tx.partitions().rootSourcesAfter(userId, after, PAGE);
      for (SourceRecord root : page) {
        if (root.tombstonedAt() != null
            || !ROOT_TYPES.contains(root.type())
            || !scope.admits(userId, root.partitionKey())) {
          continue;
        }
        out.add(root);
        if (root.type() == SourceType.document) {
          for (SourceRecord child : tx.lifecycle().childSources(userId, root.id())) {
            if (child.tombstonedAt() == null && child.type() == SourceType.document) {
              out.add(child);
            }
          }
        }
      }
      if (page.size() < PAGE) {
        return out;
      }
      after = page.get(page.size() - 1).id();
    }
  }

  /** Extracts every target again and reports what would change; writes nothing. */
  public Report dryRun(ReadScope scope, String sourceId) {
    String userId = scope.userId();
    List<SourceChanges> out = new ArrayList<>();
    for (SourceRecord source : targets(scope, sourceId)) {
      Target target = store.read(userId, tx -> pass.target(tx, source));
      Plan plan = pass.plan(target);
      try {
        store.write(
            userId,
            tx -> {
              throw new RolledBack(pass.apply(tx, target, plan));
            });
      } catch (RolledBack r) {
        out.add(r.changes);
      }
    }
    return new Report(userId, out);
  }

  /** Queues a receipt and a job per target, all or none; returns the receipts. */
  public List<OperationRecord> enqueue(ReadScope scope, String sourceId) {
    List<SourceRecord> targets = targets(scope, sourceId);
    List<OperationRecord> out =
        store.write(
            scope.userId(),
            tx -> {
              Instant now = clock.instant();
              List<OperationRecord> ops = new ArrayList<>();
              for (SourceRecord s : targets) {
                ops.add(enqueue(tx, s, now));
              }
              return ops;
            });
    onEnqueued.run();
    return out;
  }

  private OperationRecord enqueue(StoreTx tx, SourceRecord source, Instant now) {
    String jobId = TypeId.newId(TypeId.JOB);
    OperationRecord op =
        new OperationRecord(
            UUID.randomUUID().toString(),
            source.userId(),
            source.partitionKey(),
            source.id(),
            source.version(),
            ReceiptStatus.queued,
            "extraction",
            0,
            null,
            jobId,
            now,
            now,
            null);
    tx.insertOperation(op);
    tx.insertJob(
        new JobRecord(
            jobId,
            JOB_KIND,
            op.id(),
            source.userId(),
            JobRecord.QUEUED,
            0,
            maxAttempts,
            now,
            null,
            null,
            null,
            now));
    return op;
  }

  /**
   * A re-extraction receipt in {@code scope} with its report (null until the job completed); empty
   * when the scope holds no such re-extraction receipt.
   */
  public Optional<Receipt> receipt(ReadScope scope, String operationId) {
    String userId = scope.userId();
    return store.read(
        userId,
        tx ->
            tx.findOperation(userId, operationId)
                .filter(op -> scope.admits(op.userId(), op.partitionKey()))
                .flatMap(
                    op ->
                        tx.findJob(userId, op.jobId())
                            .filter(j -> JOB_KIND.equals(j.kind()))
                            .map(
                                j ->
                                    new Receipt(
                                        op,
                                        tx.reextraction()
                                            .report(userId, operationId)
                                            .orElse(null)))));
  }
}
