package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.metric.MetricService.BulkResult;
import dev.assistantmemory.core.metric.MetricService.DefinitionInput;
import dev.assistantmemory.core.metric.MetricService.Reading;
import dev.assistantmemory.core.metric.MetricService.RowError;
import dev.assistantmemory.core.metric.MetricService.WriteResult;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Writes readings: one at a time (creating or reusing its definition through the {@link
 * DefinitionResolver}), in bulk under existing definitions, or as extraction finds them inside the
 * ingestion job's transaction. Every reading cites a source of its kind, made on first need.
 */
final class MetricReadings {
  static final String MANUAL_EXTERNAL_ID = "metric_manual";

  private final MemoryStore store;
  private final MetricStore metrics;
  private final Embedder embedder;
  private final Clock clock;
  private final DefinitionResolver resolver;

  MetricReadings(
      MemoryStore store,
      MetricStore metrics,
      Embedder embedder,
      Clock clock,
      DefinitionResolver resolver) {
    this.store = store;
    this.metrics = metrics;
    this.embedder = embedder;
    this.clock = clock;
    this.resolver = resolver;
  }

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

  /**
   * A refused single write: 400 with the write's result in {@code data} ({@code inserted: 0}, the
   * row error, {@code definitionCreated: false}, {@code needsReview: false}, {@code
   * reviewTaskNodeId: null}): the whole result object CONTRACT.md 7 puts in {@code data}.
   */
  private static MemoryException rowRejected(RowError error) {
    return new MemoryException(
        ErrorCode.METRIC_OBSERVATION_REJECTED,
        error.message(),
        new ErrorDetails.MetricRowRejected(error.index(), error.code(), error.message()));
  }

  /** Records one reading, creating or reusing its definition. */
  WriteResult record(
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
    if (!storable(value)) {
      throw rowRejected(new RowError(0, MetricService.INVALID_INPUT, VALUE_MESSAGE));
    }
    if (!isFinite(input.validMin()) || !isFinite(input.validMax())) {
      throw rowRejected(
          new RowError(0, MetricService.INVALID_INPUT, "the valid range must be finite"));
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
                    MetricService.RESOLVE_FAILED,
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
                new RowError(
                    0, MetricService.RANGE_VIOLATION, rangeMessage(r.definition(), value)));
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
   * not match the definition the slug already has, or the value is outside its range (or past
   * {@link #MAX_MAGNITUDE}). {@code forNewDefinition}: the transaction again, for a definition made
   * here (it may write a review Task beside the caller's batch).
   */
  boolean recordExtracted(
      StoreTx tx,
      java.util.function.Supplier<StoreTx> forNewDefinition,
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
    if (n.isEmpty() || !storable(n.get().value())) {
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
              .resolve(
                  forNewDefinition.get(),
                  proposed,
                  embedder.embed(List.of(proposed.dedupText())).get(0),
                  now)
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

  /**
   * The largest magnitude a reading may have. Windows, buckets and movers add readings up and
   * subtract one from another; below this no sum of fewer than 10^8 readings (nor a difference)
   * overflows to infinity, which JSON cannot carry as a number (CONTRACT.md 7: values are numbers).
   */
  static final double MAX_MAGNITUDE = Double.parseDouble(MetricService.MAX_VALUE_MAGNITUDE);

  static final String VALUE_MESSAGE =
      "value must be a finite number of magnitude at most " + MetricService.MAX_VALUE_MAGNITUDE;

  /** A value a reading may hold: finite, and small enough for every aggregate to stay finite. */
  static boolean storable(double value) {
    return Double.isFinite(value) && Math.abs(value) <= MAX_MAGNITUDE;
  }

  static boolean isFinite(Double d) {
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
                  SourceRecord.contentless(
                      userId,
                      partition,
                      Scope.personal,
                      type,
                      externalId,
                      type == SourceType.metric_push ? "Metric push " + externalId : "Metrics",
                      now);
              tx.insertSource(s);
              return s.id();
            });
  }

  /**
   * Records readings of existing definitions by slug, all valid rows in one transaction. Unknown
   * slugs, out-of-range and non-finite values are row errors by index; bulk never creates a
   * definition. The readings cite one {@code metric_push} source per {@code sourceExternalId}, and
   * a push replaces that source's readings (as the original's {@code replaceSourceObservations}, on
   * by default): the ones stored before are deleted and this batch's valid rows inserted in the
   * same transaction, so re-sending a day does not double it. Another {@code sourceExternalId}
   * appends; a push whose rows are all refused leaves the source with no readings, as the
   * original's does.
   */
  BulkResult bulk(
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
            if (!storable(r.value())) {
              errors.add(new RowError(i, MetricService.INVALID_INPUT, VALUE_MESSAGE));
            } else if (d == null) {
              errors.add(
                  new RowError(
                      i,
                      MetricService.DEFINITION_NOT_FOUND,
                      "no metric with slug '" + r.metricSlug() + "'"));
            } else if (!d.admits(r.value())) {
              errors.add(
                  new RowError(i, MetricService.RANGE_VIOLATION, rangeMessage(d, r.value())));
            } else {
              accepted.add(i);
            }
          }
          Optional<String> existing =
              tx.findLiveSource(
                      new SourceKey(userId, partition, SourceType.metric_push, sourceExternalId))
                  .map(SourceRecord::id);
          existing.ifPresent(id -> metrics.deleteObservationsOfSource(tx, userId, id));
          if (!accepted.isEmpty()) {
            String sourceId =
                existing.orElseGet(
                    () ->
                        source(
                            tx, userId, partition, SourceType.metric_push, sourceExternalId, now));
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
}
