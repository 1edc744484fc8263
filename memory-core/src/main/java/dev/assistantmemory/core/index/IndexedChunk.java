package dev.assistantmemory.core.index;

import dev.assistantmemory.model.Scope;

/** What the search index holds of a chunk: enough to filter, score and find neighbours. */
public record IndexedChunk(
    String chunkId,
    String userId,
    String partitionKey,
    Scope scope,
    String sourceKind,
    String groupId,
    int position,
    String text,
    float[] vector) {}
