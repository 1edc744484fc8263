package dev.assistantmemory.core.metric;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.metric.MetricMath.Latest;
import dev.assistantmemory.core.metric.MetricMath.SeriesPoint;
import dev.assistantmemory.core.metric.MetricMath.WindowStats;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Series, window, trend and mover arithmetic against hand-computed fixtures. */
class MetricMathTest {
  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

  static MetricPoint p(String def, Instant at, double v) {
    return new MetricPoint(def, at.toEpochMilli(), v);
  }

  static MetricPoint daysAgo(String def, double days, double v) {
    return p(def, NOW.minus(Duration.ofMinutes((long) (days * 24 * 60))), v);
  }

  @Test
  void aggregatesIncludingInterpolatedPercentiles() {
    double[] v = {4, 1, 3, 2};
    assertThat(MetricMath.aggregate(SeriesAgg.avg, v)).isEqualTo(2.5);
    assertThat(MetricMath.aggregate(SeriesAgg.sum, v)).isEqualTo(10);
    assertThat(MetricMath.aggregate(SeriesAgg.min, v)).isEqualTo(1);
    assertThat(MetricMath.aggregate(SeriesAgg.max, v)).isEqualTo(4);
    // p50 of 1,2,3,4: rank 1.5 -> 2.5; p90: rank 2.7 -> 3 + 0.7 = 3.7
    assertThat(MetricMath.aggregate(SeriesAgg.p50, v)).isEqualTo(2.5);
    assertThat(MetricMath.aggregate(SeriesAgg.p90, v)).isCloseTo(3.7, within());
    assertThat(MetricMath.aggregate(SeriesAgg.p90, new double[] {7})).isEqualTo(7);
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }

  @Test
  void dayBucketsAcrossTheAutumnChangeAre25HoursLong() {
    ZoneId berlin = ZoneId.of("Europe/Berlin");
    // Berlin falls back on 2026-10-25: local day 22:00Z (24th) .. 23:00Z (25th), 25 hours.
    List<MetricPoint> points =
        List.of(
            p("m", Instant.parse("2026-10-24T21:59:00Z"), 1), // 23:59 CEST on the 24th
            p("m", Instant.parse("2026-10-24T22:00:00Z"), 2), // 00:00 on the 25th
            p("m", Instant.parse("2026-10-25T22:59:00Z"), 4), // 23:59 CET on the 25th
            p("m", Instant.parse("2026-10-25T23:00:00Z"), 8)); // 00:00 on the 26th
    List<SeriesPoint> s = MetricMath.series(points, Bucket.day, SeriesAgg.sum, berlin);
    assertThat(s)
        .containsExactly(
            new SeriesPoint(Instant.parse("2026-10-23T22:00:00Z"), 1),
            new SeriesPoint(Instant.parse("2026-10-24T22:00:00Z"), 6),
            new SeriesPoint(Instant.parse("2026-10-25T23:00:00Z"), 8));
  }

  @Test
  void hourWeekAndMonthBuckets() {
    List<MetricPoint> points =
        List.of(
            p("m", Instant.parse("2026-06-03T10:15:00Z"), 10), // Wednesday
            p("m", Instant.parse("2026-06-03T10:45:00Z"), 20),
            p("m", Instant.parse("2026-06-07T23:00:00Z"), 30), // Sunday
            p("m", Instant.parse("2026-06-08T00:00:00Z"), 40), // Monday
            p("m", Instant.parse("2026-07-01T00:00:00Z"), 50));
    assertThat(MetricMath.series(points, Bucket.hour, SeriesAgg.avg, ZoneOffset.UTC).get(0))
        .isEqualTo(new SeriesPoint(Instant.parse("2026-06-03T10:00:00Z"), 15));
    assertThat(MetricMath.series(points, Bucket.week, SeriesAgg.max, ZoneOffset.UTC))
        .containsExactly(
            new SeriesPoint(Instant.parse("2026-06-01T00:00:00Z"), 30),
            new SeriesPoint(Instant.parse("2026-06-08T00:00:00Z"), 40),
            new SeriesPoint(Instant.parse("2026-06-29T00:00:00Z"), 50));
    assertThat(MetricMath.series(points, Bucket.month, SeriesAgg.sum, ZoneOffset.UTC))
        .containsExactly(
            new SeriesPoint(Instant.parse("2026-06-01T00:00:00Z"), 100),
            new SeriesPoint(Instant.parse("2026-07-01T00:00:00Z"), 50));
    assertThat(MetricMath.series(List.of(), Bucket.day, SeriesAgg.avg, ZoneOffset.UTC)).isEmpty();
    assertThat(MetricMath.series(points.subList(0, 1), Bucket.none, SeriesAgg.avg, ZoneOffset.UTC))
        .containsExactly(new SeriesPoint(Instant.parse("2026-06-03T10:15:00Z"), 10));
  }

  @Test
  void windowsAndTrend() {
    List<MetricPoint> points =
        List.of(daysAgo("m", 1, 10), daysAgo("m", 10, 20), daysAgo("m", 60, 30));
    assertThat(MetricMath.window(points, NOW, 7)).isEqualTo(new WindowStats(10, 10, 10, 1, 10));
    assertThat(MetricMath.window(points, NOW, 30)).isEqualTo(new WindowStats(15, 10, 20, 2, 30));
    WindowStats w90 = MetricMath.window(points, NOW, 90);
    assertThat(w90).isEqualTo(new WindowStats(20, 10, 30, 3, 60));
    WindowStats w30 = MetricMath.window(points, NOW, 30);
    // avg: 15 vs 20 -> down; min: 10 vs 10 -> flat; max: 20 vs 30 -> down;
    // sum as a daily rate: 30/30 = 1 vs 60/90 = 0.667 -> up
    assertThat(MetricMath.trend(Aggregation.avg, w30, w90)).isEqualTo(Direction.down);
    assertThat(MetricMath.trend(Aggregation.min, w30, w90)).isEqualTo(Direction.flat);
    assertThat(MetricMath.trend(Aggregation.max, w30, w90)).isEqualTo(Direction.down);
    assertThat(MetricMath.trend(Aggregation.sum, w30, w90)).isEqualTo(Direction.up);
    // empty windows
    assertThat(MetricMath.window(List.of(), NOW, 7)).isNull();
    assertThat(MetricMath.trend(Aggregation.avg, null, w90)).isEqualTo(Direction.flat);
    // one point: both windows equal -> flat
    List<MetricPoint> one = List.of(daysAgo("m", 2, 5));
    assertThat(
            MetricMath.trend(
                Aggregation.avg, MetricMath.window(one, NOW, 30), MetricMath.window(one, NOW, 90)))
        .isEqualTo(Direction.flat);
    // within 1 %: 100.9 vs 100 -> flat; 101.1 -> up
    assertThat(MetricMath.direction(0.9, 100)).isEqualTo(Direction.flat);
    assertThat(MetricMath.direction(1.1, 100)).isEqualTo(Direction.up);
    assertThat(MetricMath.direction(-1.1, 100)).isEqualTo(Direction.down);
    assertThat(MetricMath.direction(0, 0)).isEqualTo(Direction.flat);
    assertThat(MetricMath.direction(1, 0)).isEqualTo(Direction.up);
  }

  static MetricDefinition def(String id, String slug) {
    return new MetricDefinition(
        id, "u", "p", slug, slug, slug, "u", Aggregation.avg, null, null, false, null, NOW, NOW);
  }

  @Test
  void moversUseTheFirstNonEmptyWindowAndRankByRelativeChange() {
    // weight: latest 78 (1 day ago); 7d window {80, 78} avg 79 -> delta -1, 1.27 % -> down
    // sleep: latest 8 (20 days ago); 7d empty, 30d {6, 8} avg 7 -> delta +1, 14.3 % -> up
    // steps: latest 10000; 7d {10000, 10050} avg 10025 -> delta -25, 0.25 % -> flat
    // hr: readings only 120 days ago -> no window -> skipped; vo2: no readings -> skipped
    Map<String, List<MetricPoint>> points =
        Map.of(
            "w", List.of(daysAgo("w", 3, 80), daysAgo("w", 1, 78)),
            "s", List.of(daysAgo("s", 25, 6), daysAgo("s", 20, 8)),
            "st", List.of(daysAgo("st", 2, 10050), daysAgo("st", 1, 10000)));
    Map<String, MetricStats> stats =
        Map.of(
            "w", new MetricStats(2, null, NOW.minus(Duration.ofDays(1)), 78.0),
            "s", new MetricStats(2, null, NOW.minus(Duration.ofDays(20)), 8.0),
            "st", new MetricStats(2, null, NOW.minus(Duration.ofDays(1)), 10000.0),
            "h", new MetricStats(1, null, NOW.minus(Duration.ofDays(120)), 60.0));
    List<MetricService.Mover> movers =
        MetricReads.movers(
            List.of(
                def("w", "weight"),
                def("s", "sleep"),
                def("st", "steps"),
                def("h", "hr"),
                def("v", "vo2")),
            stats,
            points,
            NOW,
            10);
    assertThat(movers)
        .extracting(MetricService.Mover::slug)
        .containsExactly("sleep", "weight", "steps");
    MetricService.Mover sleep = movers.get(0);
    assertThat(sleep.delta()).isEqualTo(1);
    assertThat(sleep.direction()).isEqualTo(Direction.up);
    assertThat(sleep.window()).isEqualTo("30d");
    assertThat(sleep.latestValue()).isEqualTo(8);
    assertThat(movers.get(1).delta()).isEqualTo(-1);
    assertThat(movers.get(1).direction()).isEqualTo(Direction.down);
    assertThat(movers.get(1).window()).isEqualTo("7d");
    assertThat(movers.get(2).direction()).isEqualTo(Direction.flat);
    assertThat(MetricReads.movers(List.of(def("w", "weight")), stats, points, NOW, 1)).hasSize(1);
    // one point: latest equals its own window average -> delta 0, flat
    MetricMath.Move single = MetricMath.move(new Latest(5, NOW), List.of(daysAgo("m", 0, 5)), NOW);
    assertThat(single.delta()).isZero();
    assertThat(single.direction()).isEqualTo(Direction.flat);
  }
}
