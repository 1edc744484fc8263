package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;
import java.time.Instant;

/**
 * A searchable piece of a source: a message or a slice of a document, with its embedding. {@code
 * groupId} and {@code position} place it among its neighbours (the conversation and the message's
 * place in it, or the document and the slice's place in it).
 */
public record ChunkRecord(
    String id,
    String sourceId,
    int sourceVersion,
    int ordinal,
    String userId,
    String partitionKey,
    Scope scope,
    String sourceKind,
    String groupId,
    int position,
    String text,
    float[] embedding,
    Instant effectiveAt) {}
