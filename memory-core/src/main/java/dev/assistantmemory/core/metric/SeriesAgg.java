package dev.assistantmemory.core.metric;

/** How a series bucket's readings are combined: the hints plus two percentiles. */
public enum SeriesAgg {
  avg,
  sum,
  min,
  max,
  p50,
  p90;

  public static SeriesAgg of(Aggregation hint) {
    return valueOf(hint.name());
  }
}
