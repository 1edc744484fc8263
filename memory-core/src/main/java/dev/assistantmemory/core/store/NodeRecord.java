package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;
import java.time.Instant;

/**
 * A node of the graph. {@code deletedAt} marks a deleted node (kept for audit and as-of reads);
 * {@code mergedInto} the node it was merged into (its id redirects there).
 */
public record NodeRecord(
    String id,
    String userId,
    String partitionKey,
    Scope scope,
    String nodeType,
    String label,
    String description,
    boolean isUserSelf,
    Instant createdAt,
    Instant updatedAt,
    Instant deletedAt,
    String mergedInto) {}
