package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extractor;

/**
 * The offline extractor as the service runs it: the rules behind the learned components. This is
 * the one place that composes them, so that the server ({@code Adapters.extractor}), the extraction
 * bench and the labelled-set tests run the same thing.
 */
public final class Extractors {
  private Extractors() {}

  /** The rule-based extractor behind every learned component: what the service runs offline. */
  public static Extractor offline() {
    return learnedAround(new RuleBasedExtractor());
  }

  /**
   * The learned components around the given rules (which may carry extra inputs, as the bench's
   * task similarity does): the task detector (stop 38) proposes tasks the rules missed and vetoes
   * ones it is sure of; the status detector (stop 39) adds a status change of an open task the
   * rules missed. {@code -Dextract.learnedStatus=off} leaves the status detector out (the bench's
   * A/B switch); {@code -Dextract.learnedPreferences=<dislike>,<like>} puts the preference model
   * (stop 41) behind the rules, which the service does not run: its cross-validation found no
   * thresholds that pay (docs/benchmarks.md, "Stop 41: pref41").
   */
  public static Extractor learnedAround(Extractor rules) {
    Extractor inner = LearnedPreferences.switchedOn(rules);
    Extractor tasks = LearnedTaskDetector.behind(inner);
    if ("off".equals(System.getProperty(LearnedStatusDetector.PROPERTY))) {
      return tasks;
    }
    return LearnedStatusDetector.behind(tasks);
  }
}
