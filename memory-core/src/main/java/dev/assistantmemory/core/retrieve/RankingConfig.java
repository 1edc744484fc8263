package dev.assistantmemory.core.retrieve;

/**
 * How the lexical and vector lanes are fused. Every knob is here so the benchmark harness can
 * measure variants side by side instead of assuming one.
 *
 * @param fusion WEIGHTED (max-normalised scores, weighted sum) or RRF (reciprocal rank fusion)
 * @param lexicalWeight weight of the BM25 lane (WEIGHTED) or its RRF multiplier
 * @param vectorWeight weight of the vector lane
 * @param rrfK the RRF constant
 * @param dropQuestionWords drop question and filler words ("what", "when", "did") from the lexical
 *     query
 * @param adjacencyBonus share of a strong hit's score given to its neighbours in the same
 *     conversation or document (0 = off)
 * @param adjacencySeeds how many top hits lend their score to neighbours
 * @param candidates how many candidates each lane returns before fusion
 * @param minMax normalise each lane by min-max over its candidates instead of dividing by its best
 */
public record RankingConfig(
    boolean minMax,
    Fusion fusion,
    double lexicalWeight,
    double vectorWeight,
    int rrfK,
    boolean dropQuestionWords,
    double adjacencyBonus,
    int adjacencySeeds,
    int candidates) {

  public enum Fusion {
    WEIGHTED,
    RRF
  }

  /** The measured default (see README, retrieval quality). */
  public static final RankingConfig DEFAULT =
      new RankingConfig(true, Fusion.WEIGHTED, 0.6, 0.4, 60, true, 0.5, 10, 100);

  public RankingConfig withMinMax(boolean m) {
    return new RankingConfig(
        m,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates);
  }

  public RankingConfig withFusion(Fusion f) {
    return new RankingConfig(
        minMax,
        f,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates);
  }

  public RankingConfig withWeights(double lexical, double vector) {
    return new RankingConfig(
        minMax,
        fusion,
        lexical,
        vector,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates);
  }

  public RankingConfig withDropQuestionWords(boolean drop) {
    return new RankingConfig(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        drop,
        adjacencyBonus,
        adjacencySeeds,
        candidates);
  }

  public RankingConfig withAdjacency(double bonus, int seeds) {
    return new RankingConfig(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        bonus,
        seeds,
        candidates);
  }
}
