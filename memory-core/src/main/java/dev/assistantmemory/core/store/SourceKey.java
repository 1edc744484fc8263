package dev.assistantmemory.core.store;

import dev.assistantmemory.model.SourceType;

/** The identity of a source: who owns it, in which partition, of which type, under which id. */
public record SourceKey(String userId, String partitionKey, SourceType type, String externalId) {}
