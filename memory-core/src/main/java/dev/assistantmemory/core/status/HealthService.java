package dev.assistantmemory.core.status;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.index.IndexTailer;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SystemTx;

/**
 * Health as values: the store, the index and its lag behind the store, the embedder, the queue and
 * the jobs this node's worker is running.
 */
public final class HealthService {
  private final MemoryStore store;
  private final SearchIndex index;
  private final IndexTailer tailer;
  private final Embedder embedder;
  private final JobWorker worker;

  public HealthService(
      MemoryStore store,
      SearchIndex index,
      IndexTailer tailer,
      Embedder embedder,
      JobWorker worker) {
    this.store = store;
    this.index = index;
    this.tailer = tailer;
    this.embedder = embedder;
    this.worker = worker;
  }

  /** A report; {@code status} is {@code degraded} when any component failed. */
  public HealthReport report() {
    CheckResult storeCheck = store.check();
    CheckResult indexCheck = index.check();
    CheckResult embedderCheck = embedder.check();
    boolean ok = storeCheck.ok() && indexCheck.ok() && embedderCheck.ok();
    return new HealthReport(
        ok ? "ok" : "degraded",
        new HealthReport.Store(storeCheck.ok(), storeCheck.detail()),
        new HealthReport.Index(
            indexCheck.ok(),
            indexCheck.detail(),
            index.size(),
            tailer.appliedSeq(),
            storeCheck.ok() ? tailer.lag() : -1,
            index.segments(),
            index.folding()),
        new HealthReport.EmbedderPart(embedderCheck.ok(), embedder.modelId(), embedder.dimension()),
        new HealthReport.Queue(
            storeCheck.ok() ? store.readAsSystem(SystemTx::countQueuedJobs) : -1),
        new HealthReport.Worker(worker.workerId(), worker.threads(), worker.inFlight()));
  }
}
