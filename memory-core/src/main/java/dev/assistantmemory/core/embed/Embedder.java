package dev.assistantmemory.core.embed;

import dev.assistantmemory.core.health.CheckResult;
import java.util.List;

/**
 * Turns text into unit-length vectors for similarity search. Implementations must be deterministic
 * (same text, same vector) and thread-safe.
 */
public interface Embedder {
  /** One vector per text, in order, each of {@link #dimension()} floats, L2-normalised. */
  List<float[]> embed(List<String> texts);

  int dimension();

  /** Stable name of the model; a change of model requires a reindex. */
  String modelId();

  default CheckResult check() {
    return CheckResult.OK;
  }

  /**
   * This embedder computing every text of a call in the calling thread, one after another, with the
   * same vectors: for the few short texts an ingestion job's extraction embeds, which would
   * otherwise queue in a shared pool behind the long batches of other jobs' content stages
   * (docs/benchmarks.md, "Stop 37: share19"). An embedder with no pool of its own is that already.
   */
  default Embedder inCallersThread() {
    return this;
  }
}
