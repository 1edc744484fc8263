package dev.assistantmemory.core.store;

import java.time.Instant;

/**
 * A value that must not come back: rejected by the user, deleted or retracted through the API, or a
 * known anti-pattern. Scoped to a predicate and subject when those are known.
 */
public record Rejection(
    String id,
    String userId,
    String partitionKey,
    String predicate,
    String subjectNodeId,
    String pattern,
    String normalized,
    String reason,
    String alternative,
    String origin,
    int occurrences,
    Instant createdAt) {}
