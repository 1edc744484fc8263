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
   * A/B switch); {@code -Dextract.learnedStatus=0.4} runs it at another propose threshold.
   */
  public static Extractor learnedAround(Extractor rules) {
    return preferencesAround(statusAround(LearnedTaskDetector.behind(rules)));
  }

  /**
   * The preference detector (stop 44) around the rest: it adds a like or dislike of a user's own
   * clause the rules read no taste in (docs/benchmarks.md, "Stop 44: pref44"). {@code
   * -Dextract.learnedPrefs=off} leaves it out (the bench's A/B switch); {@code
   * -Dextract.learnedPrefs=0.8,0.7} runs it at other like and dislike thresholds.
   */
  private static Extractor preferencesAround(Extractor inner) {
    String prefs = System.getProperty(LearnedPreferenceDetector.PROPERTY, "");
    if ("off".equals(prefs)) {
      return inner;
    }
    if (prefs.matches("[0-9.]+,[0-9.]+")) {
      String[] t = prefs.split(",");
      return new LearnedPreferenceDetector(
          inner,
          LearnedPreferenceDetector.shipped(),
          Double.parseDouble(t[0]),
          Double.parseDouble(t[1]));
    }
    return LearnedPreferenceDetector.behind(inner);
  }

  private static Extractor statusAround(Extractor tasks) {
    String status = System.getProperty(LearnedStatusDetector.PROPERTY, "");
    if ("off".equals(status)) {
      return tasks;
    }
    if (status.matches("0?\\.\\d+")) {
      // the bench's threshold switch: "-Dextract.learnedStatus=0.4" proposes at 0.4
      return new LearnedStatusDetector(
          tasks,
          LearnedStatusDetector.shipped(),
          Double.parseDouble(status),
          LearnedStatusDetector.VETO);
    }
    return LearnedStatusDetector.behind(tasks);
  }
}
