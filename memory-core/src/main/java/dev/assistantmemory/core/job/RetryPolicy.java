package dev.assistantmemory.core.job;

import java.time.Duration;

/** Exponential backoff: base, 2·base, 4·base … capped at max. */
public record RetryPolicy(Duration base, Duration max) {
  public static final RetryPolicy DEFAULT =
      new RetryPolicy(Duration.ofSeconds(1), Duration.ofMinutes(1));

  public Duration delayAfter(int attempts) {
    long factor = 1L << Math.min(20, Math.max(0, attempts - 1));
    Duration d = base.multipliedBy(factor);
    return d.compareTo(max) > 0 ? max : d;
  }
}
