package dev.assistantmemory.core.retrieve;

/** One ranked search result: a source chunk, a claim or a node card. */
public sealed interface Hit permits ChunkHit, ClaimHit, NodeHit, ConnectionHit {
  double score();

  /** The hit's absolute relevance: calibrated confidence and the signals behind it. */
  Relevance relevance();

  /** {@link Relevance#confidence()}: comparable across queries, thresholdable. */
  default double confidence() {
    return relevance().confidence();
  }
}
