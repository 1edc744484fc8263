package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.CachingEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.metric.MetricMath.Latest;
import dev.assistantmemory.core.metric.MetricMath.SeriesPoint;
import dev.assistantmemory.core.metric.MetricMath.WindowStats;
import dev.assistantmemory.core.store.MemoryStore;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

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

  /**
   * The largest magnitude of a reading's value (both signs), as the wire declares it: larger values
   * would make window and bucket sums overflow to infinity, which JSON cannot carry as a number.
   */
  public static final String MAX_VALUE_MAGNITUDE = "1e300";

  public static final String INVALID_INPUT = "INVALID_INPUT";

  /** Definition texts whose vectors are remembered (a definition's label, description, unit). */
  static final int DEFINITION_VECTORS = 512;

  private final MetricReadings readings;
  private final DefinitionChanges definitions;
  private final MetricReads reads;

  public MetricService(
      MemoryStore store, MetricStore metrics, GraphService graph, Embedder embedder, Clock clock) {
    // A definition's text is the same for every user who first reads that metric (the standard
    // definitions extraction files readings under), and extraction embeds it inside the job's
    // write transaction: remembered, each standard definition is embedded once per process.
    Embedder definitionEmbedder = new CachingEmbedder(embedder, DEFINITION_VECTORS);
    this.readings =
        new MetricReadings(
            store, metrics, definitionEmbedder, clock, new DefinitionResolver(metrics, graph));
    this.definitions = new DefinitionChanges(store, metrics, definitionEmbedder, clock);
    this.reads = new MetricReads(store, metrics, clock);
  }

  // ------------------------------------------------------------------ records

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

  // ------------------------------------------------------------------ writes (MetricReadings)

  /** Records one reading, creating or reusing its definition. */
  public WriteResult record(
      ReadScope scope,
      String partitionKey,
      DefinitionInput input,
      double value,
      Instant occurredAt,
      String note) {
    return readings.record(scope, partitionKey, input, value, occurredAt, note);
  }

  /**
   * Files a reading found by extraction inside the caller's transaction: under its standard
   * definition (made on first need, deduplicated like any new definition), unit-normalised, citing
   * its source and, when given, its Event node. False when it is not a known metric, its unit does
   * not match the definition the slug already has, or the value is outside its range. Read and
   * filed {@linkplain GraphBatch#besideTheGraph beside the batch}, which keeps what it holds; only
   * a new definition, which may write a review Task, takes the batch's {@link GraphBatch#tx()}.
   */
  public boolean recordExtracted(
      GraphBatch batch,
      String partitionKey,
      String metric,
      double value,
      String unit,
      Instant occurredAt,
      String note,
      String eventNodeId,
      String sourceId) {
    return readings.recordExtracted(
        batch.besideTheGraph(),
        batch::tx,
        batch.userId(),
        partitionKey,
        metric,
        value,
        unit,
        occurredAt,
        note,
        eventNodeId,
        sourceId);
  }

  /**
   * Records readings of existing definitions by slug, all valid rows in one transaction. Unknown
   * slugs, out-of-range and non-finite values are row errors by index; bulk never creates a
   * definition. The readings cite one {@code metric_push} source per {@code sourceExternalId}; a
   * push replaces the readings that source held (a re-sent day is idempotent), in the same
   * transaction.
   */
  public BulkResult bulk(
      ReadScope scope, String partitionKey, String sourceExternalId, List<Reading> readings) {
    return this.readings.bulk(scope, partitionKey, sourceExternalId, readings);
  }

  // ------------------------------------------------------------------ definitions
  // (DefinitionChanges)

  /**
   * Changes a definition found in the scope: 404 when it is not there, 409 when the new slug is
   * another definition's in its partition.
   */
  public MetricDefinition update(ReadScope scope, String id, Patch p) {
    return definitions.update(scope, id, p);
  }

  public Deleted delete(ReadScope scope, String id) {
    return definitions.delete(scope, id);
  }

  // ------------------------------------------------------------------ reads (MetricReads)

  /** Definitions in the scope with light statistics (two queries, whatever their number). */
  public List<Listed> list(ReadScope scope, Filter filter) {
    return reads.list(scope, filter);
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
    return reads.series(scope, ids, from, to, bucket, agg, zone);
  }

  public Summary summary(ReadScope scope, String id) {
    return reads.summary(scope, id);
  }

  /** Summaries of these ids in request order, null for ids not found in the scope. */
  public List<Summary> summaries(ReadScope scope, List<String> ids) {
    return reads.summaries(scope, ids);
  }

  /** Summaries of every definition in the scope the filter admits, in slug order. */
  public List<Summary> summaries(ReadScope scope, Filter filter) {
    return reads.summaries(scope, filter);
  }

  /**
   * The metrics that moved most, for the digest: latest value against the average of the first
   * non-empty window of 7d/30d/90d, ranked by |delta|/|baseline|; metrics without readings (or
   * whose readings are all older than 90 days) are skipped.
   */
  public List<Mover> movers(ReadScope scope, Instant now, int limit) {
    return reads.movers(scope, now, limit);
  }
}
