package dev.assistantmemory.core.retrieve;

import java.time.Instant;

/**
 * One search result: a source chunk with its provenance and the scores that placed it.
 *
 * @param excerpt the citation excerpt (the chunk text, cut at a word boundary when long)
 */
public record ChunkHit(
    String chunkId,
    String sourceId,
    String sourceType,
    String externalId,
    String parentSourceId,
    String parentExternalId,
    String role,
    String speaker,
    String title,
    String partitionKey,
    String scope,
    Instant timestamp,
    String excerpt,
    double score,
    double lexicalScore,
    double vectorScore,
    double adjacencyScore,
    Relevance relevance)
    implements Hit {}
