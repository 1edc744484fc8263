package dev.assistantmemory.core.retrieve;

import java.util.List;

/**
 * Ranked hits (chunks, claims, node cards), the evidence block rendered for a prompt, and a trace
 * of how the ranking came about (lane sizes and time per stage, in milliseconds).
 */
public record SearchResult(
    String query, List<Hit> hits, String formattedResult, SearchTrace trace) {

  /** The source-chunk hits, in rank order. */
  public List<ChunkHit> chunks() {
    return hits.stream().filter(ChunkHit.class::isInstance).map(ChunkHit.class::cast).toList();
  }
}
