package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.CachingEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.metric.MetricMath.Latest;
import dev.assistantmemory.core.metric.MetricMath.SeriesPoint;
import dev.assistantmemory.core.metric.MetricMath.WindowStats;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Metrics (CONTRACT.md section 7): definitions and readings written one by one, in bulk, or by
 * extraction, and read back as series, summaries and movers. Every read and mutation of an existing
 * definition takes the caller's scope; a definition outside it is not found.
 *
 * <p>A new definition reuses the partition's definition of the same slug, else the most similar one
 * (cosine of the embeddings of label, description and unit) at {@value #REUSE_SIMILARITY} or more;
 * from {@value #REVIEW_SIMILARITY} it is created with {@code needsReview} and an open review Task,
 * in the same transaction as its first reading.
 */
public final class MetricService {
  public static final double REUSE_SIMILARITY = 0.85;
  public static final double REVIEW_SIMILARITY = 0.70;

  /** Most points one series returns; more are cut ({@code truncated}). */
  public static final int SERIES_POINT_LIMIT = 10_000;

  public static final String DEFINITION_NOT_FOUND = "DEFINITION_NOT_FOUND";
  public static final String RANGE_VIOLATION = "RANGE_VIOLATION";
  public static final String RESOLVE_FAILED = "RESOLVE_FAILED";
  public static final String INVALID_INPUT = "INVALID_INPUT";

  static final String MANUAL_EXTERNAL_ID = "metric_manual";

  /** Definition texts whose vectors are remembered (a definition's label, description, unit). */
  static final int DEFINITION_VECTORS = 512;

  private final MemoryStore store;
  private final MetricStore metrics;
  private final Embedder embedder;
  private final Clock clock;
  private final DefinitionResolver resolver;

  public MetricService(
      MemoryStore store, MetricStore metrics, GraphService graph, Embedder embedder, Clock clock) {
    this.store = store;
    this.metrics = metrics;
    // A definition's text is the same for every user who first reads that metric (the standard
    // definitions extraction files readings under), and extraction embeds it inside the job's
    // write transaction: remembered, each standard definition is embedded once per process.
    this.embedder = new CachingEmbedder(embedder, DEFINITION_VECTORS);
    this.clock = clock;
    this.resolver = new DefinitionResolver(metrics, graph);
  }

  // ------------------------------------------------------------------ records

  /** The definition a single write names (created or reused). */
  /** A definition not stored yet, as the input describes it (dedup decides what is kept). */
  private static MetricDefinition proposal(String userId, String partition, DefinitionInput input) {
    return new MetricDefinition(
        TypeId.newId(MetricDefinition.ID_PREFIX),
        userId,
        partition,
        input.slug(),
        input.label(),
        input.description(),
        input.unit(),
        input.aggregationHint(),
        input.validMin(),
        input.validMax(),
        false,
        null,
        null,
        null);
  }

  public record DefinitionInput(
      String slug,
      String label,
      String description,
      String unit,
      Aggregation aggregationHint,
      Double validMin,
      Double validMax) {}

  /** One reading of a bulk write, by slug. */
  public record Reading(String metricSlug, double value, Instant occurredAt, String note) {}

  /** Why a row was not written. */
  public record RowError(int index, String code, String message) {}

  public record WriteResult(
      int inserted,
      List<RowError> errors,
      boolean definitionCreated,
      boolean needsReview,
      String reviewTaskNodeId,
      String metricId) {}

  public record BulkResult(int inserted, List<RowError> errors) {}

  /** A definition with its light statistics. */
  public record Listed(MetricDefinition definition, MetricStats stats) {}

  /** The filter of {@code /metrics/list} and {@code /metrics/summaries}; nulls admit all. */
  public record Filter(Boolean active, Boolean needsReview, String search) {
    public static final Filter ALL = new Filter(null, null, null);
  }

  public record Series(String metricId, List<SeriesPoint> points, boolean truncated) {}

  public record Summary(
      String metricId,
      Latest latest,
      WindowStats window7d,
      WindowStats window30d,
      WindowStats window90d,
      Direction trend) {}

  /** A metric that moved, as the digest lists it. */
  public record Mover(
      String metricId,
      String slug,
      String label,
      String unit,
      double latestValue,
      double delta,
      Direction direction,
      String window) {}

  /**
   * A change to a definition: null leaves a field as it is; {@code validMin}/{@code validMax} are
   * set when their {@code set} flag is true (null then clears the bound).
   */
  public record Patch(
      String slug,
      String label,
      String description,
      String unit,
      Aggregation aggregationHint,
      boolean setValidMin,
      Double validMin,
      boolean setValidMax,
      Double validMax,
      Boolean needsReview) {}

  public record Deleted(long deletedObservationCount) {}

  /**
   * A refused single write: 400 with the write's result in {@code data} ({@code inserted: 0}, the
   * row error, {@code definitionCreated: false}, {@code needsReview: false}, {@code
   * reviewTaskNodeId: null}): the whole result object CONTRACT.md 7 puts in {@code data}.
   */
  private static MemoryException rowRejected(RowError error) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("inserted", 0);
    data.put(
        "errors",
        List.of(Map.of("index", error.index(), "code", error.code(), "message", error.message())));
    data.put("definitionCreated", false);
    data.put("needsReview", false);
    data.put("reviewTaskNodeId", null);
    return new MemoryException(ErrorCode.METRIC_OBSERVATION_REJECTED, error.message(), data);
  }

  // ------------------------------------------------------------------ writes

  /** Records one reading, creating or reusing its definition. */
  public WriteResult record(
      ReadScope scope,
      String partitionKey,
      DefinitionInput input,
      double value,
      Instant occurredAt,
      String note) {
    if (input.validMin() != null
        && input.validMax() != null
        && input.validMin() > input.validMax()) {
      throw MemoryException.invalid("metric.validRangeMax", "must be at least validRangeMin");
    }
    if (!Double.isFinite(value)) {
      throw rowRejected(new RowError(0, INVALID_INPUT, "value must be a finite number"));
    }
    if (!isFinite(input.validMin()) || !isFinite(input.validMax())) {
      throw rowRejected(new RowError(0, INVALID_INPUT, "the valid range must be finite"));
    }
    String userId = scope.userId();
    String partition = partitionKey == null ? Partitions.PERSONAL : partitionKey;
    MetricDefinition proposed = proposal(userId, partition, input);
    float[] vector = embedder.embed(List.of(proposed.dedupText())).get(0);
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(userId, now);
          DefinitionResolver.Resolved r = resolver.resolve(tx, proposed, vector, now);
          if (!sameUnit(r.definition().unit(), input.unit())) {
            throw rowRejected(
                new RowError(
                    0,
                    RESOLVE_FAILED,
                    "unit '"
                        + input.unit()
                        + "' does not match the unit '"
                        + r.definition().unit()
                        + "' of metric '"
                        + r.definition().slug()
                        + "'"));
          }
          if (!r.definition().admits(value)) {
            throw rowRejected(
                new RowError(0, RANGE_VIOLATION, rangeMessage(r.definition(), value)));
          }
          String sourceId =
              source(tx, userId, partition, SourceType.metric_manual, MANUAL_EXTERNAL_ID, now);
          metrics.insertObservations(
              tx,
              List.of(
                  new MetricObservation(
                      TypeId.newId(MetricObservation.ID_PREFIX),
                      userId,
                      partition,
                      r.definition().id(),
                      value,
                      occurredAt,
                      note,
                      null,
                      sourceId,
                      now)));
          return new WriteResult(
              1,
              List.of(),
              r.created(),
              r.definition().needsReview(),
              r.definition().reviewTaskNodeId(),
              r.definition().id());
        });
  }

  /**
   * Files a reading found by extraction inside the caller's transaction: under its standard
   * definition (made on first need, deduplicated like any new definition), unit-normalised, citing
   * its source and, when given, its Event node. False when it is not a known metric, its unit does
   * not match the definition the slug already has, or the value is outside its range.
   */
  public boolean recordExtracted(
      StoreTx tx,
      String userId,
      String partitionKey,
      String metric,
      double value,
      String unit,
      Instant occurredAt,
      String note,
      String eventNodeId,
      String sourceId) {
    Optional<StandardMetrics.Normalized> n = StandardMetrics.normalize(metric, value, unit);
    if (n.isEmpty()) {
      return false;
    }
    DefinitionInput input = n.get().definition();
    String partition = partitionKey == null ? Partitions.PERSONAL : partitionKey;
    Instant now = clock.instant();
    MetricDefinition d =
        metrics.definitionsBySlug(tx, userId, partition, List.of(input.slug())).stream()
            .findFirst()
            .orElse(null);
    if (d == null) {
      MetricDefinition proposed = proposal(userId, partition, input);
      d =
          resolver
              .resolve(tx, proposed, embedder.embed(List.of(proposed.dedupText())).get(0), now)
              .definition();
    }
    if (!sameUnit(d.unit(), input.unit()) || !d.admits(n.get().value())) {
      return false;
    }
    metrics.insertObservations(
        tx,
        List.of(
            new MetricObservation(
                TypeId.newId(MetricObservation.ID_PREFIX),
                userId,
                partition,
                d.id(),
                n.get().value(),
                occurredAt,
                note,
                eventNodeId,
                sourceId,
                now)));
    return true;
  }

  private static boolean isFinite(Double d) {
    return d == null || Double.isFinite(d);
  }

  static boolean sameUnit(String a, String b) {
    return a.trim().toLowerCase(Locale.ROOT).equals(b.trim().toLowerCase(Locale.ROOT));
  }

  private static String rangeMessage(MetricDefinition d, double value) {
    return "value "
        + value
        + " is outside the valid range ["
        + (d.validMin() == null ? "-inf" : d.validMin())
        + ", "
        + (d.validMax() == null ? "inf" : d.validMax())
        + "] of metric '"
        + d.slug()
        + "'";
  }

  /** The source a partition's readings of one kind cite (made on first need). */
  private static String source(
      StoreTx tx,
      String userId,
      String partition,
      SourceType type,
      String externalId,
      Instant now) {
    SourceKey key = new SourceKey(userId, partition, type, externalId);
    return tx.findLiveSource(key)
        .map(SourceRecord::id)
        .orElseGet(
            () -> {
              SourceRecord s =
                  new SourceRecord(
                      TypeId.newId(TypeId.SOURCE),
                      userId,
                      partition,
                      Scope.personal,
                      type,
                      externalId,
                      null,
                      1,
                      null,
                      null,
                      null,
                      type == SourceType.metric_push ? "Metric push " + externalId : "Metrics",
                      null,
                      null,
                      null,
                      0,
                      null,
                      now,
                      now,
                      null);
              tx.insertSource(s);
              return s.id();
            });
  }

  /**
   * Records readings of existing definitions by slug, all valid rows in one transaction. Unknown
   * slugs, out-of-range and non-finite values are row errors by index; bulk never creates a
   * definition. The readings cite one {@code metric_push} source per {@code sourceExternalId}.
   */
  public BulkResult bulk(
      ReadScope scope, String partitionKey, String sourceExternalId, List<Reading> readings) {
    String userId = scope.userId();
    String partition = partitionKey == null ? Partitions.PERSONAL : partitionKey;
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          Map<String, MetricDefinition> bySlug =
              metrics
                  .definitionsBySlug(
                      tx,
                      userId,
                      partition,
                      readings.stream().map(Reading::metricSlug).collect(Collectors.toSet()))
                  .stream()
                  .collect(Collectors.toMap(MetricDefinition::slug, Function.identity()));
          List<RowError> errors = new ArrayList<>();
          List<Integer> accepted = new ArrayList<>();
          for (int i = 0; i < readings.size(); i++) {
            Reading r = readings.get(i);
            MetricDefinition d = bySlug.get(r.metricSlug());
            if (!Double.isFinite(r.value())) {
              errors.add(new RowError(i, INVALID_INPUT, "value must be a finite number"));
            } else if (d == null) {
              errors.add(
                  new RowError(
                      i, DEFINITION_NOT_FOUND, "no metric with slug '" + r.metricSlug() + "'"));
            } else if (!d.admits(r.value())) {
              errors.add(new RowError(i, RANGE_VIOLATION, rangeMessage(d, r.value())));
            } else {
              accepted.add(i);
            }
          }
          if (!accepted.isEmpty()) {
            String sourceId =
                source(tx, userId, partition, SourceType.metric_push, sourceExternalId, now);
            List<MetricObservation> rows = new ArrayList<>(accepted.size());
            for (int i : accepted) {
              Reading r = readings.get(i);
              rows.add(
                  new MetricObservation(
                      TypeId.newId(MetricObservation.ID_PREFIX),
                      userId,
                      partition,
                      bySlug.get(r.metricSlug()).id(),
                      r.value(),
                      r.occurredAt(),
                      r.note(),
                      null,
                      sourceId,
                      now));
            }
            metrics.insertObservations(tx, rows);
          }
          return new BulkResult(accepted.size(), List.copyOf(errors));
        });
  }

  /**
   * Changes a definition found in the scope: 404 when it is not there, 409 when the new slug is
   * another definition's in its partition.
   */
  public MetricDefinition update(ReadScope scope, String id, Patch p) {
    MetricDefinition current =
        store
            .read(scope.userId(), tx -> metrics.definition(tx, scope, id))
            .orElseThrow(() -> MemoryException.notFound("Metric definition"));
    MetricDefinition next =
        new MetricDefinition(
            current.id(),
            current.userId(),
            current.partitionKey(),
            p.slug() != null ? p.slug() : current.slug(),
            p.label() != null ? p.label() : current.label(),
            p.description() != null ? p.description() : current.description(),
            p.unit() != null ? p.unit() : current.unit(),
            p.aggregationHint() != null ? p.aggregationHint() : current.aggregationHint(),
            p.setValidMin() ? p.validMin() : current.validMin(),
            p.setValidMax() ? p.validMax() : current.validMax(),
            p.needsReview() != null ? p.needsReview() : current.needsReview(),
            current.reviewTaskNodeId(),
            current.createdAt(),
            clock.instant());
    if (!isFinite(next.validMin()) || !isFinite(next.validMax())) {
      throw MemoryException.invalid("validRangeMin", "must be finite");
    }
    if (next.validMin() != null && next.validMax() != null && next.validMin() > next.validMax()) {
      throw MemoryException.invalid("validRangeMax", "must be at least validRangeMin");
    }
    boolean reembed =
        !next.label().equals(current.label())
            || !next.description().equals(current.description())
            || !next.unit().equals(current.unit());
    float[] vector = reembed ? embedder.embed(List.of(next.dedupText())).get(0) : null;
    return store.write(
        scope.userId(),
        tx -> {
          MetricDefinition now =
              metrics
                  .definition(tx, scope, id)
                  .orElseThrow(() -> MemoryException.notFound("Metric definition"));
          if (!now.slug().equals(next.slug())
              && !metrics
                  .definitionsBySlug(tx, now.userId(), now.partitionKey(), List.of(next.slug()))
                  .isEmpty()) {
            throw new MemoryException(
                ErrorCode.METRIC_SLUG_TAKEN,
                "slug '" + next.slug() + "' is taken by another metric",
                Map.of("slug", next.slug()));
          }
          metrics.updateDefinition(tx, next, vector);
          return next;
        });
  }

  public Deleted delete(ReadScope scope, String id) {
    return store.write(
        scope.userId(),
        tx -> {
          MetricDefinition d =
              metrics
                  .definition(tx, scope, id)
                  .orElseThrow(() -> MemoryException.notFound("Metric definition"));
          return new Deleted(metrics.deleteDefinition(tx, d.userId(), d.id()));
        });
  }

  // ------------------------------------------------------------------ reads

  /** Definitions in the scope with light statistics (two queries, whatever their number). */
  public List<Listed> list(ReadScope scope, Filter filter) {
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
  public List<Series> series(
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
                    bucket == Bucket.none ? SERIES_POINT_LIMIT + 1 : Integer.MAX_VALUE);
            SeriesAgg a = agg != null ? agg : SeriesAgg.of(defs.get(id).aggregationHint());
            List<SeriesPoint> series = MetricMath.series(points, bucket, a, zone);
            boolean truncated = series.size() > SERIES_POINT_LIMIT;
            out.add(
                new Series(
                    id, truncated ? series.subList(0, SERIES_POINT_LIMIT) : series, truncated));
          }
          return out;
        });
  }

  public Summary summary(ReadScope scope, String id) {
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
  public List<Summary> summaries(ReadScope scope, List<String> ids) {
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
  public List<Summary> summaries(ReadScope scope, Filter filter) {
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
  public List<Mover> movers(ReadScope scope, Instant now, int limit) {
    return store.read(
        scope.userId(),
        tx -> {
          List<MetricDefinition> defs = metrics.definitions(tx, scope);
          if (defs.isEmpty()) {
            return List.of();
          }
          List<String> ids = defs.stream().map(MetricDefinition::id).toList();
          Map<String, MetricStats> stats = metrics.stats(tx, scope.userId(), ids);
          Map<String, List<MetricPoint>> points = new HashMap<>();
          for (MetricPoint p :
              metrics.points(
                  tx,
                  scope.userId(),
                  ids,
                  now.minus(Duration.ofDays(90)).toEpochMilli(),
                  now.toEpochMilli(),
                  Integer.MAX_VALUE)) {
            points.computeIfAbsent(p.definitionId(), k -> new ArrayList<>()).add(p);
          }
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
