package dev.assistantmemory.extract;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import java.util.List;

/**
 * Rules whose tasks a {@link TaskGate} may veto: when the rules find a task in a message the gate
 * gives less than {@code threshold} of holding one (a hypothetical, a question, reported speech),
 * the message yields no task; everything else passes as the rules made it. The message is embedded
 * only when the rules found a task. An experiment (docs/benchmarks.md, "Stop 36: learn18"): off by
 * default, switched on for measuring with {@code -Dextract.taskGate=<threshold>}.
 */
public final class GatedExtractor implements Extractor {
  /** The system property that switches the gate on in the benchmark: the veto threshold. */
  public static final String PROPERTY = "extract.taskGate";

  private final Extractor rules;
  private final Embedder embedder;
  private final TaskGate gate;
  private final double threshold;

  public GatedExtractor(Extractor rules, Embedder embedder, TaskGate gate, double threshold) {
    this.rules = rules;
    this.embedder = embedder;
    this.gate = gate;
    this.threshold = threshold;
  }

  @Override
  public String name() {
    return rules.name() + "+gate";
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    Extraction found = rules.extract(in);
    if (found.tasks().isEmpty() || in.text() == null || in.text().isBlank()) {
      return found;
    }
    float[] vector = embedder.embed(List.of(in.text())).get(0);
    if (gate.probability(TaskGate.features(vector, in.text(), found)) >= threshold) {
      return found;
    }
    return new Extraction(
            found.mentions(),
            found.facts(),
            List.of(),
            found.statusChanges(),
            found.deadlineRemovals(),
            found.events(),
            found.dates(),
            found.metrics())
        .withEventMoves(found.eventMoves());
  }
}
