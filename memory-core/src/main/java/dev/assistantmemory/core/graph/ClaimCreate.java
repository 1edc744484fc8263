package dev.assistantmemory.core.graph;

import java.time.Instant;

/**
 * A claim to write. Exactly one of {@code objectNodeId} (relationship predicates) and {@code
 * objectValue} (attribute predicates). Nullable: partitionKey (the subject's), description,
 * sourceId, statedAt (now), validFrom (statedAt), validTo, assertedByNodeId.
 */
public record ClaimCreate(
    String userId,
    String subjectNodeId,
    String predicate,
    String objectNodeId,
    String objectValue,
    String statement,
    String description,
    String sourceId,
    String excerpt,
    Instant statedAt,
    Instant validFrom,
    Instant validTo,
    String assertedByKind,
    String assertedByNodeId) {}
