package dev.assistantmemory.core.retrieve;

import java.util.List;

/** Ranked hits and the evidence block rendered for a prompt. */
public record SearchResult(String query, List<ChunkHit> hits, String formattedResult) {}
