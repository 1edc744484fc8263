package dev.assistantmemory.server.http.metric;

import dev.assistantmemory.core.metric.MetricDefinition;
import dev.assistantmemory.core.metric.MetricMath;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.metric.MetricStats;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.metric.MetricWire.BulkRequest;
import dev.assistantmemory.server.http.metric.MetricWire.BulkResult;
import dev.assistantmemory.server.http.metric.MetricWire.Definition;
import dev.assistantmemory.server.http.metric.MetricWire.DeleteRequest;
import dev.assistantmemory.server.http.metric.MetricWire.Deleted;
import dev.assistantmemory.server.http.metric.MetricWire.ListRequest;
import dev.assistantmemory.server.http.metric.MetricWire.ListedMetric;
import dev.assistantmemory.server.http.metric.MetricWire.MetricIdRequest;
import dev.assistantmemory.server.http.metric.MetricWire.MetricList;
import dev.assistantmemory.server.http.metric.MetricWire.ObservationRequest;
import dev.assistantmemory.server.http.metric.MetricWire.ObservationResult;
import dev.assistantmemory.server.http.metric.MetricWire.Point;
import dev.assistantmemory.server.http.metric.MetricWire.RowError;
import dev.assistantmemory.server.http.metric.MetricWire.SeriesList;
import dev.assistantmemory.server.http.metric.MetricWire.SeriesRequest;
import dev.assistantmemory.server.http.metric.MetricWire.SeriesView;
import dev.assistantmemory.server.http.metric.MetricWire.Stats;
import dev.assistantmemory.server.http.metric.MetricWire.Summaries;
import dev.assistantmemory.server.http.metric.MetricWire.SummariesRequest;
import dev.assistantmemory.server.http.metric.MetricWire.Summary;
import dev.assistantmemory.server.http.metric.MetricWire.UpdateRequest;
import dev.assistantmemory.server.http.metric.MetricWire.Updated;
import dev.assistantmemory.server.http.metric.MetricWire.ValidRange;
import dev.assistantmemory.server.http.metric.MetricWire.Window;
import dev.assistantmemory.server.http.wire.Wire;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * {@code /metrics/*} of CONTRACT.md section 7: numeric readings beside the claims. Every read and
 * every change of a definition reaches only definitions in the request's partition scope; another
 * user's or partition's id is not found.
 */
public final class MetricRoutes implements RouteModule {
  private static final String TAG = "metrics";
  private final MetricService metrics;

  public MetricRoutes(MetricService metrics) {
    this.metrics = metrics;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/metrics/observations",
                TAG,
                "Record one reading, creating or reusing its metric definition",
                ObservationRequest.class,
                ObservationResult.class,
                this::observe)
            .describe(
                "A refused reading (unit mismatch, out of range, non-finite) answers 400 with"
                    + " {inserted: 0, errors: [{index, code, message}], definitionCreated,"
                    + " needsReview} in data; nothing is written."),
        Endpoint.write(
                "/metrics/observations/bulk",
                TAG,
                "Record many readings of existing metrics by slug",
                BulkRequest.class,
                BulkResult.class,
                this::bulk)
            .describe(
                "Never creates definitions: unknown slugs, out-of-range and non-finite values are"
                    + " row errors by index. A push replaces the readings its sourceExternalId's"
                    + " metric_push source held (re-sending a day does not double it; another"
                    + " sourceExternalId appends): the old readings are deleted and the valid rows"
                    + " written in one transaction."),
        Endpoint.read(
            "/metrics/list",
            TAG,
            "Metric definitions with units, review state and light statistics",
            ListRequest.class,
            MetricList.class,
            this::list),
        Endpoint.read(
            "/metrics/series",
            TAG,
            "Raw or bucketed points of up to 20 metrics",
            SeriesRequest.class,
            SeriesList.class,
            this::series),
        Endpoint.read(
            "/metrics/summary",
            TAG,
            "Latest value, 7d/30d/90d windows and trend of one metric",
            MetricIdRequest.class,
            Summary.class,
            (req, call) -> summary(metrics.summary(call.scope(req), req.metricId()))),
        Endpoint.read(
            "/metrics/summaries",
            TAG,
            "Summaries of many metrics in one round-trip",
            SummariesRequest.class,
            Summaries.class,
            this::summaries),
        Endpoint.write(
            "/metrics/update",
            TAG,
            "Change a metric definition",
            UpdateRequest.class,
            Updated.class,
            this::update),
        Endpoint.write(
            "/metrics/delete",
            TAG,
            "Delete a metric definition and its readings",
            DeleteRequest.class,
            Deleted.class,
            (req, call) ->
                new Deleted(
                    true,
                    metrics
                        .delete(call.scope(req), req.metricDefinitionId())
                        .deletedObservationCount())));
  }

  private ObservationResult observe(ObservationRequest req, Call call) {
    MetricWire.MetricInput m = req.metric();
    MetricService.WriteResult r =
        metrics.record(
            call.scope(req),
            req.partitionKey(),
            new MetricService.DefinitionInput(
                m.slug(),
                m.label(),
                m.description(),
                m.unit(),
                m.aggregationHint(),
                m.validRangeMin(),
                m.validRangeMax()),
            req.value(),
            Wire.instant(req.occurredAt()),
            req.note());
    return new ObservationResult(
        r.inserted(),
        errors(r.errors()),
        r.definitionCreated(),
        r.needsReview(),
        r.reviewTaskNodeId(),
        r.metricId());
  }

  private BulkResult bulk(BulkRequest req, Call call) {
    MetricService.BulkResult r =
        metrics.bulk(
            call.scope(req),
            req.partitionKey(),
            req.sourceExternalId(),
            req.observations().stream()
                .map(
                    o ->
                        new MetricService.Reading(
                            o.metricSlug(), o.value(), Wire.instant(o.occurredAt()), o.note()))
                .toList());
    return new BulkResult(r.inserted(), errors(r.errors()));
  }

  private static List<RowError> errors(List<MetricService.RowError> errors) {
    return errors.stream().map(e -> new RowError(e.index(), e.code(), e.message())).toList();
  }

  private MetricList list(ListRequest req, Call call) {
    MetricService.Filter filter =
        req.filter() == null
            ? MetricService.Filter.ALL
            : new MetricService.Filter(
                req.filter().active(), req.filter().needsReview(), req.filter().search());
    return new MetricList(
        metrics.list(call.scope(req), filter).stream()
            .map(l -> listed(l.definition(), l.stats()))
            .toList());
  }

  static Definition definition(MetricDefinition d) {
    return new Definition(
        d.id(),
        d.userId(),
        d.slug(),
        d.label(),
        d.description(),
        d.unit(),
        d.aggregationHint(),
        new ValidRange(d.validMin(), d.validMax()),
        d.validMin(),
        d.validMax(),
        d.needsReview(),
        d.reviewTaskNodeId(),
        WireTime.format(d.createdAt()),
        WireTime.format(d.updatedAt()));
  }

  private static ListedMetric listed(MetricDefinition d, MetricStats s) {
    return new ListedMetric(
        d.id(),
        d.slug(),
        d.label(),
        d.description(),
        d.unit(),
        d.aggregationHint(),
        new ValidRange(d.validMin(), d.validMax()),
        d.needsReview(),
        d.reviewTaskNodeId(),
        new Stats(
            s.observationCount(),
            s.firstAt() == null ? null : WireTime.format(s.firstAt()),
            s.latestAt() == null ? null : WireTime.format(s.latestAt()),
            s.latestValue()));
  }

  private SeriesList series(SeriesRequest req, Call call) {
    ZoneId zone =
        dev.assistantmemory.core.util.IanaZones.of(req.timeZone() == null ? "UTC" : req.timeZone());
    Instant from = Wire.instant(req.from());
    Instant to = Wire.instant(req.to());
    // to before from is refused by the request record (@InOrder)
    return new SeriesList(
        metrics
            .series(call.scope(req), req.metricIds(), from, to, req.bucket(), req.agg(), zone)
            .stream()
            .map(
                s ->
                    new SeriesView(
                        s.metricId(),
                        s.points().stream()
                            .map(p -> new Point(WireTime.format(p.t()), p.value()))
                            .toList(),
                        s.truncated()))
            .toList());
  }

  /**
   * With ids: one Summary per requested id in request order; an id that names no metric of this
   * user and partition gets a null-filled Summary (its {@code metricId}, no latest reading, empty
   * windows, no trend), never a bare {@code null}: the contract's {@code summaries: Summary[]}.
   */
  private Summaries summaries(SummariesRequest req, Call call) {
    if (req.metricIds() != null) {
      List<MetricService.Summary> found = metrics.summaries(call.scope(req), req.metricIds());
      List<Summary> out = new ArrayList<>(found.size());
      for (int i = 0; i < found.size(); i++) {
        MetricService.Summary s = found.get(i);
        out.add(s == null ? unknown(req.metricIds().get(i)) : summary(s));
      }
      return new Summaries(out);
    }
    MetricService.Filter filter =
        req.filter() == null
            ? MetricService.Filter.ALL
            : new MetricService.Filter(req.filter().active(), req.filter().needsReview(), null);
    return new Summaries(
        metrics.summaries(call.scope(req), filter).stream().map(MetricRoutes::summary).toList());
  }

  private static Summary unknown(String metricId) {
    return new Summary(metricId, null, windows(null, null, null), null);
  }

  private static Map<String, Window> windows(Window d7, Window d30, Window d90) {
    Map<String, Window> windows = new LinkedHashMap<>();
    windows.put("7d", d7);
    windows.put("30d", d30);
    windows.put("90d", d90);
    return windows;
  }

  static Summary summary(MetricService.Summary s) {
    Map<String, Window> windows =
        windows(window(s.window7d()), window(s.window30d()), window(s.window90d()));
    return new Summary(
        s.metricId(),
        s.latest() == null
            ? null
            : new MetricWire.Latest(s.latest().value(), WireTime.format(s.latest().occurredAt())),
        windows,
        s.trend());
  }

  private static Window window(MetricMath.WindowStats w) {
    return w == null ? null : new Window(w.avg(), w.min(), w.max(), w.count());
  }

  /** A nullable bound: absent (Java null) leaves it, JSON null clears it, else a finite number. */
  private static Double bound(String field, JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isNumber() || !Double.isFinite(node.asDouble())) {
      throw MemoryException.validation(
          List.of(new ValidationIssue(field, "Expected a finite number or null", "invalid_type")));
    }
    return node.asDouble();
  }

  private Updated update(UpdateRequest req, Call call) {
    if (req.slug() == null
        && req.label() == null
        && req.description() == null
        && req.unit() == null
        && req.aggregationHint() == null
        && req.validRangeMin() == null
        && req.validRangeMax() == null
        && req.needsReview() == null) {
      throw MemoryException.invalid("metricDefinitionId", "name at least one field to change");
    }
    return new Updated(
        definition(
            metrics.update(
                call.scope(req),
                req.metricDefinitionId(),
                new MetricService.Patch(
                    req.slug(),
                    req.label(),
                    req.description(),
                    req.unit(),
                    req.aggregationHint(),
                    req.validRangeMin() != null,
                    bound("validRangeMin", req.validRangeMin()),
                    req.validRangeMax() != null,
                    bound("validRangeMax", req.validRangeMax()),
                    req.needsReview()))));
  }
}
