package dev.assistantmemory.core.retrieve;

import java.util.List;

/**
 * Ranked hits (chunks, claims, node cards), the evidence block rendered for a prompt, and a trace
 * of how the ranking came about (lane sizes and time per stage, in milliseconds). {@code degraded}
 * is null for a full ranking, or names why a lane was left out (the embedder was unreachable, so
 * the ranking is lexical only).
 */
public record SearchResult(
    String query, List<Hit> hits, String formattedResult, SearchTrace trace, String degraded) {

  /** Why a ranking used the lexical lane alone: the configured embedder did not answer. */
  public static final String LEXICAL_ONLY = "LEXICAL_ONLY_EMBEDDER_UNAVAILABLE";

  public SearchResult(String query, List<Hit> hits, String formattedResult, SearchTrace trace) {
    this(query, hits, formattedResult, trace, null);
  }

  SearchResult withDegraded(String reason) {
    return new SearchResult(query, hits, formattedResult, trace, reason);
  }

  /** The source-chunk hits, in rank order. */
  public List<ChunkHit> chunks() {
    return hits.stream().filter(ChunkHit.class::isInstance).map(ChunkHit.class::cast).toList();
  }
}
