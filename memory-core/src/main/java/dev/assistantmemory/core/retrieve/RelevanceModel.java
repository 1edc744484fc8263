package dev.assistantmemory.core.retrieve;

/**
 * The calibrated confidence of a hit: a logistic model of the query-hit cosine similarity and the
 * query's content-word coverage, {@code confidence = 1 / (1 + exp(-(B0 + B_COS * cosine + B_COV *
 * coverage)))}: the estimated probability that the hit is evidence for the query.
 *
 * <p>Fitted (logistic regression over the top 10 hits of each question, label "the hit is an
 * evidence turn's chunk or a claim citing one") on the LoCoMo dev conversations conv-26, conv-41
 * and conv-42 (categories 1-4) with the default embedder (all-MiniLM-L6-v2, quantised) and the
 * default ranking; conv-30 and conv-43 are held out. On them the per-hit calibration holds (hits
 * predicted 0.06 were evidence 7 % of the time, 0.27: 38 %, 0.42: 50 %). Evidence is rare among
 * hits, so confidences stay well under 0.5; {@link #THRESHOLD} was chosen on the training split.
 * Command and numbers: docs/benchmarks.md ("Confidence"). Another embedding model puts cosines on
 * another scale: refit with {@code dev.assistantmemory.bench.ConfidenceBench}.
 */
public final class RelevanceModel {
  public static final double B0 = -4.902;
  public static final double B_COS = 0.886;
  public static final double B_COV = 4.055;

  /**
   * When the top hit's confidence is under this, the memory probably does not hold the answer.
   * Chosen on the training split (best balanced accuracy, answerable against adversarial LoCoMo
   * questions); held out, 67 % of adversarial and 46 % of answerable questions fall under it: a
   * weak signal, not a verdict.
   */
  public static final double THRESHOLD = 0.15;

  private RelevanceModel() {}

  public static double confidence(double cosine, double coverage) {
    return confidence(B0, B_COS, B_COV, cosine, coverage);
  }

  public static double confidence(
      double b0, double bCos, double bCov, double cosine, double coverage) {
    double z = b0 + bCos * cosine + bCov * coverage;
    return 1 / (1 + Math.exp(-z));
  }
}
