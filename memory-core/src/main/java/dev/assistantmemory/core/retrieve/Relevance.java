package dev.assistantmemory.core.retrieve;

/**
 * How well one hit answers its query on an absolute scale, unlike the ranking's score (normalised
 * within one response, so its top hit shows 1.0 whatever it is).
 *
 * @param confidence calibrated 0..1: the estimated probability that the hit is evidence for the
 *     query ({@link RelevanceModel}); under {@link RelevanceModel#THRESHOLD} the memory probably
 *     does not hold the answer
 * @param cosine the cosine similarity of the query's and the hit's embeddings (-1..1); a hit the
 *     vector lane did not return is taken at that lane's lowest similarity; 0 without a vector lane
 * @param coverage the share (0..1) of the query's content words (question words dropped, analysed
 *     as the lexical lane analyses them) found in the hit's text
 */
public record Relevance(double confidence, double cosine, double coverage) {
  public static final Relevance NONE = new Relevance(0, 0, 0);
}
