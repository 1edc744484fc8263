package dev.assistantmemory.core.store;

/**
 * A chunk as the index tailer reads it: the chunk row and its source's {@code speakerName} (null
 * for a document or a message without one), read in the same query.
 */
public record SpokenChunk(ChunkRecord chunk, String speakerName) {}
