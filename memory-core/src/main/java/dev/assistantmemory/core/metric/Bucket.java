package dev.assistantmemory.core.metric;

/** A series' bucket width: raw readings, or calendar units in the request's time zone. */
public enum Bucket {
  none,
  hour,
  day,
  week,
  month
}
