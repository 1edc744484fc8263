package dev.assistantmemory.core.store;

import java.time.Instant;

/**
 * Another name of a node. {@code partitionKey} is the partition of the node it names (aliases move
 * with merges, which never cross partitions).
 */
public record AliasRecord(
    String id,
    String userId,
    String partitionKey,
    String aliasText,
    String normalizedAliasText,
    String canonicalNodeId,
    Instant createdAt) {}
