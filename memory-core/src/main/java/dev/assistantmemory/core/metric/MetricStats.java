package dev.assistantmemory.core.metric;

import java.time.Instant;

/** Light statistics of one definition's readings (null instants and value when there are none). */
public record MetricStats(
    long observationCount, Instant firstAt, Instant latestAt, Double latestValue) {
  public static final MetricStats NONE = new MetricStats(0, null, null, null);
}
