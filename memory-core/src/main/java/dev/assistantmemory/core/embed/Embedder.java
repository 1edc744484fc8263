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
}
