package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.metric.MetricMath.Latest;
import dev.assistantmemory.core.metric.MetricMath.SeriesPoint;
import dev.assistantmemory.core.metric.MetricMath.WindowStats;
import dev.assistantmemory.core.metric.MetricService.Filter;
import dev.assistantmemory.core.metric.MetricService.Listed;
import dev.assistantmemory.core.metric.MetricService.Mover;
import dev.assistantmemory.core.metric.MetricService.Series;
import dev.assistantmemory.core.metric.MetricService.Summary;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.MemoryException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The metric reads: definitions with light statistics, series, summaries and the digest's movers,
 * each a fixed number of queries whatever the number of definitions.
 */
final class MetricReads {
  private final MemoryStore store;
  private final MetricStore metrics;
  private final Clock clock;

  MetricReads(MemoryStore store, MetricStore metrics, Clock clock) {
    this.store = store;
    this.metrics = metrics;
    this.clock = clock;
  }

  /** Definitions in the scope with light statistics (two queries, whatever their number). */
  List<Listed> list(ReadScope scope, Filter filter) {
    Instant now = clock.instant();
    return store.read(
        scope.userId(),
        tx -> {
          List<MetricDefinition> defs = metrics.definitions(tx, scope);
          Map<String, MetricStats> stats =
              metrics.stats(tx, scope.userId(), defs.stream().map(MetricDefinition::id).toList());
          List<Listed> out = new ArrayList<>();
          for (MetricDefinition d : defs) {
            MetricStats s = stats.getOrDefault(d.id(), MetricStats.NONE);
            if (admits(filter, d, s, now)) {
              out.add(new Listed(d, s));
            }
          }
          return out;
        });
  }

  /**
   * {@code active}: true admits metrics with a reading in the last 90 days, false those without.
   */
  static boolean admits(Filter f, MetricDefinition d, MetricStats s, Instant now) {
    if (f == null) {
      return true;
    }
    if (f.needsReview() != null && f.needsReview() != d.needsReview()) {
      return false;
    }
    if (f.active() != null) {
      boolean active =
          s.latestAt() != null && !s.latestAt().isBefore(now.minus(Duration.ofDays(90)));
      if (active != f.active()) {
        return false;
      }
    }
    if (f.search() != null && !f.search().isBlank()) {
      String q = f.search().toLowerCase(Locale.ROOT);
      return (d.slug() + " " + d.label() + " " + d.description())
          .toLowerCase(Locale.ROOT)
          .contains(q);
    }
    return true;
  }

  /** Series of definitions in the scope; 404 when any id is not there. */
  List<Series> series(
      ReadScope scope,
      List<String> ids,
      Instant from,
      Instant to,
      Bucket bucket,
      SeriesAgg agg,
      ZoneId zone) {
    return store.read(
        scope.userId(),
        tx -> {
          Map<String, MetricDefinition> defs =
              metrics.definitions(tx, scope, new LinkedHashSet<>(ids)).stream()
                  .collect(Collectors.toMap(MetricDefinition::id, Function.identity()));
          for (String id : ids) {
            if (!defs.containsKey(id)) {
              throw MemoryException.notFound("Metric definition");
            }
          }
          List<Series> out = new ArrayList<>();
          for (String id : ids) {
            List<MetricPoint> points =
                metrics.points(
                    tx,
                    scope.userId(),
                    List.of(id),
                    from.toEpochMilli(),
                    to.toEpochMilli(),
                    bucket == Bucket.none
                        ? MetricService.SERIES_POINT_LIMIT + 1
                        : Integer.MAX_VALUE);
            SeriesAgg a = agg != null ? agg : SeriesAgg.of(defs.get(id).aggregationHint());
            List<SeriesPoint> series = MetricMath.series(points, bucket, a, zone);
            boolean truncated = series.size() > MetricService.SERIES_POINT_LIMIT;
            out.add(
                new Series(
                    id,
                    truncated ? series.subList(0, MetricService.SERIES_POINT_LIMIT) : series,
                    truncated));
          }
          return out;
        });
  }

  Summary summary(ReadScope scope, String id) {
    Instant now = clock.instant();
    return store.read(
        scope.userId(),
        tx -> {
          MetricDefinition d =
              metrics
                  .definition(tx, scope, id)
                  .orElseThrow(() -> MemoryException.notFound("Metric definition"));
          return summarize(tx, scope.userId(), List.of(d), now).get(0);
        });
  }

  /** Summaries of these ids in request order, null for ids not found in the scope. */
  List<Summary> summaries(ReadScope scope, List<String> ids) {
    Instant now = clock.instant();
    return store.read(
        scope.userId(),
        tx -> {
          List<MetricDefinition> defs = metrics.definitions(tx, scope, new LinkedHashSet<>(ids));
          Map<String, Summary> byId = new HashMap<>();
          for (Summary s : summarize(tx, scope.userId(), defs, now)) {
            byId.put(s.metricId(), s);
          }
          List<Summary> out = new ArrayList<>();
          for (String id : ids) {
            out.add(byId.get(id));
          }
          return out;
        });
  }

  /** Summaries of every definition in the scope the filter admits, in slug order. */
  List<Summary> summaries(ReadScope scope, Filter filter) {
    Instant now = clock.instant();
    return store.read(
        scope.userId(),
        tx -> {
          List<MetricDefinition> all = metrics.definitions(tx, scope);
          Map<String, MetricStats> stats =
              metrics.stats(tx, scope.userId(), all.stream().map(MetricDefinition::id).toList());
          List<MetricDefinition> defs =
              all.stream()
                  .filter(d -> admits(filter, d, stats.getOrDefault(d.id(), MetricStats.NONE), now))
                  .toList();
          return summarize(tx, scope.userId(), defs, now);
        });
  }

  /** Summaries of these definitions: one statistics query and one 90-day readings query. */
  private List<Summary> summarize(
      StoreTx tx, String userId, List<MetricDefinition> defs, Instant now) {
    if (defs.isEmpty()) {
      return List.of();
    }
    List<String> ids = defs.stream().map(MetricDefinition::id).toList();
    Map<String, MetricStats> stats = metrics.stats(tx, userId, ids);
    Map<String, List<MetricPoint>> points = recentPoints(tx, userId, ids, now);
    List<Summary> out = new ArrayList<>();
    for (MetricDefinition d : defs) {
      out.add(
          summary(
              d,
              stats.getOrDefault(d.id(), MetricStats.NONE),
              points.getOrDefault(d.id(), List.of()),
              now));
    }
    return out;
  }

  /** The readings of the last 90 days of these definitions, by definition id. */
  private Map<String, List<MetricPoint>> recentPoints(
      StoreTx tx, String userId, List<String> ids, Instant now) {
    Map<String, List<MetricPoint>> points = new HashMap<>();
    for (MetricPoint p :
        metrics.points(
            tx,
            userId,
            ids,
            now.minus(Duration.ofDays(90)).toEpochMilli(),
            now.toEpochMilli(),
            Integer.MAX_VALUE)) {
      points.computeIfAbsent(p.definitionId(), k -> new ArrayList<>()).add(p);
    }
    return points;
  }

  static Summary summary(
      MetricDefinition d, MetricStats stats, List<MetricPoint> points, Instant now) {
    Latest latest =
        stats.latestAt() == null ? null : new Latest(stats.latestValue(), stats.latestAt());
    WindowStats w7 = MetricMath.window(points, now, 7);
    WindowStats w30 = MetricMath.window(points, now, 30);
    WindowStats w90 = MetricMath.window(points, now, 90);
    return new Summary(
        d.id(), latest, w7, w30, w90, MetricMath.trend(d.aggregationHint(), w30, w90));
  }

  /**
   * The metrics that moved most, for the digest: latest value against the average of the first
   * non-empty window of 7d/30d/90d, ranked by |delta|/|baseline|; metrics without readings (or
   * whose readings are all older than 90 days) are skipped.
   */
  List<Mover> movers(ReadScope scope, Instant now, int limit) {
    return store.read(
        scope.userId(),
        tx -> {
          List<MetricDefinition> defs = metrics.definitions(tx, scope);
          if (defs.isEmpty()) {
            return List.of();
          }
          List<String> ids = defs.stream().map(MetricDefinition::id).toList();
          Map<String, MetricStats> stats = metrics.stats(tx, scope.userId(), ids);
          Map<String, List<MetricPoint>> points = recentPoints(tx, scope.userId(), ids, now);
          return movers(defs, stats, points, now, limit);
        });
  }

  static List<Mover> movers(
      List<MetricDefinition> defs,
      Map<String, MetricStats> stats,
      Map<String, List<MetricPoint>> points,
      Instant now,
      int limit) {
    record Ranked(Mover mover, double magnitude) {}
    List<Ranked> ranked = new ArrayList<>();
    for (MetricDefinition d : defs) {
      MetricStats s = stats.get(d.id());
      Latest latest =
          s == null || s.latestAt() == null ? null : new Latest(s.latestValue(), s.latestAt());
      MetricMath.Move m = MetricMath.move(latest, points.getOrDefault(d.id(), List.of()), now);
      if (m == null) {
        continue;
      }
      ranked.add(
          new Ranked(
              new Mover(
                  d.id(),
                  d.slug(),
                  d.label(),
                  d.unit(),
                  m.latestValue(),
                  m.delta(),
                  m.direction(),
                  m.window()),
              m.magnitude()));
    }
    return ranked.stream()
        .sorted(
            Comparator.comparingDouble(Ranked::magnitude)
                .reversed()
                .thenComparing(r -> r.mover().slug()))
        .limit(limit)
        .map(Ranked::mover)
        .toList();
  }
}
