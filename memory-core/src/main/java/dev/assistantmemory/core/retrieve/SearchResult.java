package dev.assistantmemory.core.retrieve;

import java.util.List;
import java.util.Map;

/**
 * Ranked hits, the evidence block rendered for a prompt, and a trace of how the ranking came about
 * (lane sizes and time per stage, in milliseconds).
 */
public record SearchResult(
    String query, List<ChunkHit> hits, String formattedResult, Map<String, Object> trace) {}
