package dev.assistantmemory.core.metric;

import java.time.Instant;

/**
 * What a time series measures, per user and partition: a unique {@code slug}, its unit, the
 * statistic it is naturally summarised by, an optional valid range, and whether a person should
 * check it (a near-duplicate of another definition, with its open review Task).
 */
public record MetricDefinition(
    String id,
    String userId,
    String partitionKey,
    String slug,
    String label,
    String description,
    String unit,
    Aggregation aggregationHint,
    Double validMin,
    Double validMax,
    boolean needsReview,
    String reviewTaskNodeId,
    Instant createdAt,
    Instant updatedAt) {

  public static final String ID_PREFIX = "mdef";

  /** The text a definition is compared by for deduplication. */
  public String dedupText() {
    return label + ". " + description + " (" + unit + ")";
  }

  /** True when {@code value} lies in the valid range (an open end admits everything). */
  public boolean admits(double value) {
    return (validMin == null || value >= validMin) && (validMax == null || value <= validMax);
  }
}
