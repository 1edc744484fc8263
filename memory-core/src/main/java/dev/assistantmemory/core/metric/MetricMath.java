package dev.assistantmemory.core.metric;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arithmetic of series, summaries, trends and movers, free of storage so it can be checked
 * against hand-computed fixtures.
 *
 * <ul>
 *   <li>Buckets are calendar units in the request's zone: a day is local midnight to local midnight
 *       (23 or 25 hours across a daylight-saving change), a week starts on Monday, a month on the
 *       1st; a bucket's {@code t} is its start instant.
 *   <li>Percentiles interpolate linearly between the closest ranks (p50 of 1,2,3,4 is 2.5).
 *   <li>A window {@code Nd} holds the readings with {@code now - N days <= occurredAt <= now}.
 *   <li>Trend compares the 30-day window with the 90-day window on the hint's statistic (for {@code
 *       sum}: the daily rate, sum/30 against sum/90); flat within 1 % or when a window is empty.
 *   <li>A mover's delta is the latest value minus the average of the first non-empty window of 7d,
 *       30d, 90d; flat when |delta/average| &lt;= 1 %.
 * </ul>
 */
public final class MetricMath {
  public static final double FLAT = 0.01;
  public static final List<Integer> WINDOW_DAYS = List.of(7, 30, 90);

  private MetricMath() {}

  /** avg, min, max, count (and sum) of a window's readings. */
  public record WindowStats(double avg, double min, double max, long count, double sum) {}

  /** One point of a series: a reading's time, or a bucket's start. */
  public record SeriesPoint(Instant t, double value) {}

  /** The latest reading of a metric. */
  public record Latest(double value, Instant occurredAt) {}

  public static double aggregate(SeriesAgg agg, double[] values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("no values");
    }
    switch (agg) {
      case sum -> {
        double s = 0;
        for (double v : values) {
          s += v;
        }
        return s;
      }
      case avg -> {
        double s = 0;
        for (double v : values) {
          s += v;
        }
        return s / values.length;
      }
      case min -> {
        return Arrays.stream(values).min().getAsDouble();
      }
      case max -> {
        return Arrays.stream(values).max().getAsDouble();
      }
      case p50 -> {
        return percentile(values, 0.5);
      }
      case p90 -> {
        return percentile(values, 0.9);
      }
      default -> throw new IllegalArgumentException(agg.name());
    }
  }

  static double percentile(double[] values, double p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double rank = p * (sorted.length - 1);
    int lo = (int) Math.floor(rank);
    int hi = (int) Math.ceil(rank);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
  }

  /** The start of the bucket holding {@code at}, in {@code zone}. */
  public static Instant bucketStart(Instant at, Bucket bucket, ZoneId zone) {
    ZonedDateTime z = at.atZone(zone);
    return switch (bucket) {
      case none -> at;
      case hour -> z.truncatedTo(ChronoUnit.HOURS).toInstant();
      case day -> z.toLocalDate().atStartOfDay(zone).toInstant();
      case week ->
          z.toLocalDate()
              .with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
              .atStartOfDay(zone)
              .toInstant();
      case month -> z.toLocalDate().withDayOfMonth(1).atStartOfDay(zone).toInstant();
    };
  }

  /**
   * A series from readings in time order: the readings themselves ({@code none}) or one point per
   * non-empty bucket, in time order.
   */
  public static List<SeriesPoint> series(
      List<MetricPoint> points, Bucket bucket, SeriesAgg agg, ZoneId zone) {
    if (bucket == Bucket.none) {
      return points.stream()
          .map(p -> new SeriesPoint(Instant.ofEpochMilli(p.at()), p.value()))
          .toList();
    }
    Map<Instant, List<Double>> buckets = new LinkedHashMap<>();
    for (MetricPoint p : points) {
      buckets
          .computeIfAbsent(
              bucketStart(Instant.ofEpochMilli(p.at()), bucket, zone), k -> new ArrayList<>())
          .add(p.value());
    }
    List<SeriesPoint> out = new ArrayList<>();
    buckets.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(
            e ->
                out.add(
                    new SeriesPoint(
                        e.getKey(),
                        aggregate(
                            agg,
                            e.getValue().stream().mapToDouble(Double::doubleValue).toArray()))));
    return out;
  }

  /**
   * The stats of the readings in the {@code days}-day window ending at {@code now}; null if none.
   */
  public static WindowStats window(List<MetricPoint> points, Instant now, int days) {
    long to = now.toEpochMilli();
    long from = now.minus(Duration.ofDays(days)).toEpochMilli();
    long n = 0;
    double sum = 0;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (MetricPoint p : points) {
      if (p.at() >= from && p.at() <= to) {
        n++;
        sum += p.value();
        min = Math.min(min, p.value());
        max = Math.max(max, p.value());
      }
    }
    return n == 0 ? null : new WindowStats(sum / n, min, max, n, sum);
  }

  /** The 30-day window against the 90-day window on the hint's statistic. */
  public static Direction trend(Aggregation hint, WindowStats w30, WindowStats w90) {
    if (w30 == null || w90 == null) {
      return Direction.flat;
    }
    double current;
    double base;
    switch (hint) {
      case sum -> {
        current = w30.sum() / 30;
        base = w90.sum() / 90;
      }
      case min -> {
        current = w30.min();
        base = w90.min();
      }
      case max -> {
        current = w30.max();
        base = w90.max();
      }
      default -> {
        current = w30.avg();
        base = w90.avg();
      }
    }
    return direction(current - base, base);
  }

  /** up, down, or flat when |delta| is within 1 % of |base| (a zero base: flat only at zero). */
  public static Direction direction(double delta, double base) {
    if (base == 0 ? delta == 0 : Math.abs(delta) <= FLAT * Math.abs(base)) {
      return Direction.flat;
    }
    return delta > 0 ? Direction.up : Direction.down;
  }

  /** A metric's move: latest minus the baseline of the first non-empty window. */
  public record Move(
      double latestValue, double baseline, double delta, Direction direction, String window) {
    /** |delta| / |baseline|; infinite for a move off a zero baseline. */
    public double magnitude() {
      if (delta == 0) {
        return 0;
      }
      return baseline == 0 ? Double.POSITIVE_INFINITY : Math.abs(delta) / Math.abs(baseline);
    }
  }

  /** The move of a metric, or null without a latest reading or a non-empty window. */
  public static Move move(Latest latest, List<MetricPoint> points, Instant now) {
    if (latest == null) {
      return null;
    }
    for (int days : WINDOW_DAYS) {
      WindowStats w = window(points, now, days);
      if (w != null) {
        double delta = latest.value() - w.avg();
        return new Move(latest.value(), w.avg(), delta, direction(delta, w.avg()), days + "d");
      }
    }
    return null;
  }
}
