package dev.assistantmemory.server.http.metric;

import dev.assistantmemory.core.metric.Aggregation;
import dev.assistantmemory.core.metric.Bucket;
import dev.assistantmemory.core.metric.Direction;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.metric.SeriesAgg;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.IanaZone;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Requests and responses of the metric routes (CONTRACT.md section 7). */
public final class MetricWire {
  static final String SLUG = "^[a-z0-9_]{1,80}$";

  private MetricWire() {}

  // ---- requests ----

  @RequestPart
  public record MetricInput(
      @NotNull @Pattern(regexp = SLUG) String slug,
      @NotNull @NotBlank @Size(max = 200) String label,
      @NotNull @NotBlank @Size(max = 2000) String description,
      @NotNull @NotBlank @Size(max = 40) String unit,
      @NotNull Aggregation aggregationHint,
      Double validRangeMin,
      @Schema(description = "At least validRangeMin.") Double validRangeMax) {}

  public record ObservationRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "Reused when the slug exists (the unit must match), else the most similar"
                      + " definition at similarity >= 0.85; from 0.70 created with needsReview.")
          @NotNull
          @Valid
          MetricInput metric,
      @Schema(description = "A finite number, at most 1e300 in magnitude.")
          @NotNull
          @DecimalMin("-" + MetricService.MAX_VALUE_MAGNITUDE)
          @DecimalMax(MetricService.MAX_VALUE_MAGNITUDE)
          Double value,
      @NotNull @WireDatetime String occurredAt,
      @Size(max = 2000) String note)
      implements UserRequest {}

  @RequestPart
  public record BulkReading(
      @NotNull @Pattern(regexp = SLUG) String metricSlug,
      @NotNull Double value,
      @NotNull @WireDatetime String occurredAt,
      @Size(max = 2000) String note) {}

  public record BulkRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "Names the metric_push source the readings cite; a push replaces the readings"
                      + " that source held.")
          @NotNull
          @Size(min = 1, max = 200)
          String sourceExternalId,
      @NotNull @Size(min = 1, max = 5000) List<@NotNull @Valid BulkReading> observations)
      implements UserRequest {}

  @RequestPart
  public record ListFilter(
      @Schema(description = "true: a reading in the last 90 days; false: none.") Boolean active,
      Boolean needsReview,
      @Size(max = 200) String search) {}

  public record ListRequest(
      @UserId String userId, @PartitionKey String partitionKey, @Valid ListFilter filter)
      implements UserRequest {}

  @InOrder(first = "from", last = "to")
  public record SeriesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 20) List<@NotNull @Size(min = 1, max = 200) String> metricIds,
      @Schema(description = "Inclusive.") @NotNull @WireDatetime String from,
      @Schema(description = "Inclusive; not before from.") @NotNull @WireDatetime String to,
      @NotNull Bucket bucket,
      @Schema(description = "Default: each metric's aggregationHint.") SeriesAgg agg,
      @Schema(
              description = "IANA zone that day, week and month buckets follow.",
              defaultValue = "UTC")
          @Size(min = 1, max = 100)
          @IanaZone
          String timeZone)
      implements UserRequest {}

  public record MetricIdRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String metricId)
      implements UserRequest {}

  @RequestPart
  public record SummaryFilter(Boolean active, Boolean needsReview) {}

  public record SummariesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "Request order; an unknown id gets a null-filled summary (latest, windows and"
                      + " trend null); filter is then ignored.")
          @Size(min = 1, max = 200)
          List<@NotNull @Size(min = 1, max = 200) String> metricIds,
      @Valid SummaryFilter filter)
      implements UserRequest {}

  public record UpdateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String metricDefinitionId,
      @Pattern(regexp = SLUG) String slug,
      @Size(min = 1, max = 200) String label,
      @Size(min = 1, max = 2000) String description,
      @Size(min = 1, max = 40) String unit,
      Aggregation aggregationHint,
      @Schema(
              description = "A number; null clears the bound.",
              types = {"number", "null"})
          JsonNode validRangeMin,
      @Schema(
              description = "A number; null clears the bound.",
              types = {"number", "null"})
          JsonNode validRangeMax,
      Boolean needsReview)
      implements UserRequest {}

  public record DeleteRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String metricDefinitionId)
      implements UserRequest {}

  // ---- responses ----

  public record RowError(
      int index,
      @Schema(
              allowableValues = {
                "DEFINITION_NOT_FOUND",
                "RANGE_VIOLATION",
                "RESOLVE_FAILED",
                "INVALID_INPUT"
              })
          String code,
      String message) {}

  public record ObservationResult(
      int inserted,
      List<RowError> errors,
      boolean definitionCreated,
      boolean needsReview,
      String reviewTaskNodeId,
      @Schema(description = "The definition the reading was recorded under.") String metricId) {}

  public record BulkResult(int inserted, List<RowError> errors) {}

  public record ValidRange(Double min, Double max) {}

  public record Stats(long observationCount, String firstAt, String latestAt, Double latestValue) {}

  /**
   * The definition {@code /metrics/update} answers: the listing's fields plus the stored row's
   * ({@code userId}, {@code validRangeMin}/{@code validRangeMax}, {@code createdAt}, {@code
   * updatedAt}), which the original's client schema for this answer requires.
   */
  public record Definition(
      String id,
      String userId,
      String slug,
      String label,
      String description,
      String unit,
      Aggregation aggregationHint,
      ValidRange validRange,
      @Schema(nullable = true) Double validRangeMin,
      @Schema(nullable = true) Double validRangeMax,
      boolean needsReview,
      String reviewTaskNodeId,
      String createdAt,
      String updatedAt) {}

  public record ListedMetric(
      String id,
      String slug,
      String label,
      String description,
      String unit,
      Aggregation aggregationHint,
      ValidRange validRange,
      boolean needsReview,
      String reviewTaskNodeId,
      Stats stats) {}

  public record MetricList(List<ListedMetric> metrics) {}

  public record Point(String t, double value) {}

  public record SeriesView(String metricId, List<Point> points, boolean truncated) {}

  public record SeriesList(List<SeriesView> series) {}

  public record Latest(double value, String occurredAt) {}

  public record Window(double avg, double min, double max, long count) {}

  public record Summary(
      String metricId,
      Latest latest,
      @Schema(description = "Keys 7d, 30d, 90d; null for an empty window.")
          Map<String, Window> windows,
      @Schema(nullable = true, description = "Null only in the summary of an unknown id.")
          Direction trend) {}

  public record Summaries(List<Summary> summaries) {}

  public record Updated(Definition definition) {}

  public record Deleted(boolean deleted, long deletedObservationCount) {}
}
