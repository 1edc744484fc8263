package dev.assistantmemory.core.metric;

import java.time.Instant;

/**
 * One reading: a value of a definition at an instant, with an optional note, the Event node it
 * belongs to, and the source it came from (provenance).
 */
public record MetricObservation(
    String id,
    String userId,
    String partitionKey,
    String definitionId,
    double value,
    Instant occurredAt,
    String note,
    String eventNodeId,
    String sourceId,
    Instant createdAt) {

  public static final String ID_PREFIX = "mobs";
}
