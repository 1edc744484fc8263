package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.extract.ExtractionApplier.SourceText;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.ingest.ExtractionSources;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.SourceType;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One source extracted again and applied: read as first ingest read it ({@link ExtractionSources}),
 * planned by the same {@link ExtractionApplier} ({@link ExtractionApplier#planAgain}), written by
 * the same applier through a {@link GraphBatch} of origin {@code extraction} (so the write guard
 * and the trust rule apply as on first ingest), and followed by the retirement of what the source
 * no longer gives ({@link StaleClaims}). The writes go to the caller's transaction: a job commits
 * them, a dry run rolls them back.
 */
public final class ReExtractionPass {
  private final ExtractionApplier applier;
  private final GraphService graph;
  private final DocumentConverter converter;
  private final Clock clock;

  /** {@code converter} reads HTML documents as Markdown (null: as stored). */
  public ReExtractionPass(
      ExtractionApplier applier, GraphService graph, DocumentConverter converter, Clock clock) {
    this.applier = applier;
    this.graph = graph;
    this.converter = converter;
    this.clock = clock;
  }

  /** A stored source and what its extraction reads. */
  public record Target(SourceRecord source, Set<String> unitSourceIds, List<SourceText> texts) {}

  /** What extraction reads of a live source: a conversation's messages, or the document. */
  public Target target(StoreTx tx, SourceRecord source) {
    Set<String> units = new LinkedHashSet<>();
    List<SourceText> texts = new ArrayList<>();
    if (source.type() == SourceType.document) {
      units.add(source.id());
      texts.add(ExtractionSources.document(tx, source, converter));
    } else {
      for (SourceRecord m : tx.sources().childrenOf(source.userId(), source.id())) {
        if (m.tombstonedAt() == null && m.type() == SourceType.conversation_message) {
          units.add(m.id());
          ExtractionSources.message(m).ifPresent(texts::add);
        }
      }
    }
    return new Target(source, units, texts);
  }

  /** Extracts the target again (no transaction: the slow part). */
  public Plan plan(Target target) {
    return applier.planAgain(target.source().userId(), target.texts());
  }

  /** Applies a plan in the caller's transaction; returns what it changed there. */
  public SourceChanges apply(StoreTx tx, Target target, Plan plan) {
    String userId = target.source().userId();
    ChangeLedger ledger = new ChangeLedger();
    StoreTx watched = WatchedTx.watch(tx, userId, ledger);
    GraphBatch batch = graph.batchIn(watched, userId, ClaimRecord.ORIGIN_EXTRACTION);
    batch.serializeWithOtherWriters();
    List<ClaimRecord> before =
        tx.reextraction().extractedClaimsCiting(userId, target.unitSourceIds());
    if (!plan.units().isEmpty()) {
      applier.apply(batch, plan);
    }
    new StaleClaims(watched, batch, target.unitSourceIds(), ledger, before, tasksFound(plan))
        .retire("re-extraction: no longer extracted from " + target.source().id());
    RepeatedClaims.drop(tx, userId, ledger, clock.instant());
    return ChangeSummary.of(tx, userId, target.source().id(), ledger, before, batch);
  }

  /** The stored tasks the plan resolved task candidates to. */
  private static List<String> tasksFound(Plan plan) {
    List<String> out = new ArrayList<>();
    for (List<String> ids : plan.taskIds()) {
      ids.stream().filter(id -> !id.startsWith("new:")).forEach(out::add);
    }
    return out;
  }
}
