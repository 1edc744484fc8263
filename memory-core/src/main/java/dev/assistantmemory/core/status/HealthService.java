package dev.assistantmemory.core.status;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.index.IndexTailer;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import java.util.LinkedHashMap;
import java.util.Map;

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

  /** A report; {@code ok} is false when any component failed. */
  public Map<String, Object> report() {
    Map<String, Object> out = new LinkedHashMap<>();
    CheckResult storeCheck = store.check();
    CheckResult indexCheck = index.check();
    CheckResult embedderCheck = embedder.check();
    boolean ok = storeCheck.ok() && indexCheck.ok() && embedderCheck.ok();
    out.put("status", ok ? "ok" : "degraded");
    out.put("store", Map.of("ok", storeCheck.ok(), "detail", storeCheck.detail()));
    Map<String, Object> indexReport = new LinkedHashMap<>();
    indexReport.put("ok", indexCheck.ok());
    indexReport.put("detail", indexCheck.detail());
    indexReport.put("documents", index.size());
    indexReport.put("appliedSeq", tailer.appliedSeq());
    indexReport.put("lag", storeCheck.ok() ? tailer.lag() : -1);
    out.put("index", indexReport);
    out.put(
        "embedder",
        Map.of(
            "ok",
            embedderCheck.ok(),
            "model",
            embedder.modelId(),
            "dimension",
            embedder.dimension()));
    out.put(
        "queue",
        Map.of("depth", storeCheck.ok() ? store.readAsSystem(StoreTx::countQueuedJobs) : -1));
    out.put(
        "worker",
        Map.of(
            "id", worker.workerId(), "threads", worker.threads(), "inFlight", worker.inFlight()));
    return out;
  }
}
