package dev.assistantmemory.core.metric;

/** A definition's aggregation hint: the statistic its readings are naturally summarised by. */
public enum Aggregation {
  avg,
  sum,
  min,
  max
}
