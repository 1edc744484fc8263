package dev.assistantmemory.core.retrieve;

/** One ranked search result: a source chunk, a claim or a node card. */
public sealed interface Hit permits ChunkHit, ClaimHit, NodeHit, ConnectionHit {
  double score();
}
