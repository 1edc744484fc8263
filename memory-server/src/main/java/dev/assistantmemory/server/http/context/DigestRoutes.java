package dev.assistantmemory.server.http.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.context.DigestService;
import dev.assistantmemory.core.store.ContextTx.OpenTask;
import dev.assistantmemory.core.store.ContextTx.RecentClaim;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.context.ContextRoutes.BootstrapView;
import dev.assistantmemory.server.http.wire.IanaZone;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.Wire;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code /query/recent-changes} (CONTRACT.md section 5) and {@code /digest} (section 7). */
public final class DigestRoutes implements RouteModule {
  /** A datetime with {@code Z} or an offset ("offset ok" in the contract). */
  static final String OFFSET_DATETIME =
      "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$";

  private final DigestService digests;

  public DigestRoutes(DigestService digests) {
    this.digests = digests;
  }

  @InOrder(first = "since", last = "until")
  public record RecentChangesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Datetime; Z or an offset.") @NotNull @Pattern(regexp = OFFSET_DATETIME)
          String since,
      @Schema(description = "Datetime, default now; Z or an offset.")
          @Pattern(regexp = OFFSET_DATETIME)
          String until,
      @Schema(description = "Per list.", defaultValue = "100") @Min(1) @Max(500) Integer limit,
      @Schema(description = "Default: every type but Temporal, Atlas and AssistantDream.")
          Set<@NotNull NodeType> nodeTypes)
      implements UserRequest {}

  public record DigestRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The digest's day, YYYY-MM-DD.")
          @NotNull
          @Pattern(regexp = "^\\d{4}-\\d{2}-\\d{2}$")
          String date,
      @Schema(description = "IANA zone, e.g. America/New_York.")
          @NotNull
          @Size(min = 1, max = 64)
          @IanaZone
          String timeZone,
      @Schema(description = "Datetime (Z form); default the start of date in timeZone.")
          @WireDatetime
          String since,
      @Schema(defaultValue = "7") @Min(0) @Max(365) Integer upcomingWithinDays,
      @Schema(description = "Most movers listed.", defaultValue = "10") @Min(1) @Max(100)
          Integer metricMoverLimit,
      @Schema(defaultValue = "50") @Min(1) @Max(200) Integer whatsNewLimit,
      @Schema(defaultValue = "true") Boolean includePinned)
      implements UserRequest {}

  public record ChangedClaim(
      String id,
      String predicate,
      String statement,
      String subjectLabel,
      String objectLabel,
      String sourceId,
      String statedAt,
      @Schema(allowableValues = {"added", "updated"}) String changeKind,
      String assertedByKind) {}

  public record ChangedNode(
      String id,
      String nodeType,
      String label,
      @Schema(allowableValues = {"added", "updated"}) String changeKind,
      String firstSeenAt) {}

  public record ChangedSource(String sourceId, String type, String title, String timestamp) {}

  public record RecentChangesView(
      List<ChangedClaim> claims, List<ChangedNode> nodes, List<ChangedSource> sources) {}

  public record Owner(String nodeId, String label) {}

  public record OpenCommitment(
      String taskId,
      String label,
      String status,
      Owner owner,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      String statedAt,
      String sourceId) {}

  public record Commitments(
      List<OpenCommitment> dueToday, List<OpenCommitment> overdue, List<OpenCommitment> upcoming) {}

  public record MetricMover(
      String metricId,
      String slug,
      String label,
      String unit,
      double latestValue,
      double delta,
      String direction,
      String window) {}

  public record DigestView(
      String date,
      String timeZone,
      String since,
      String generatedAt,
      Commitments commitments,
      @Schema(
              description =
                  "delta = latest minus the average of the first non-empty 7d/30d/90d window;"
                      + " flat within 1 %; ranked by |delta|/|baseline|.")
          List<MetricMover> metricMovers,
      RecentChangesView whatsNew,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "The pinned and preferences sections of the bootstrap bundle.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          BootstrapView pinned) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/query/recent-changes",
                "context",
                "Claims, nodes and sources recorded in a window, newest first",
                RecentChangesRequest.class,
                RecentChangesView.class,
                this::recentChanges)
            .describe(
                "Active personal claims (changeKind updated when they replaced one), nodes"
                    + " created or changed, and root sources received, each list up to limit."),
        Endpoint.read(
                "/digest",
                "context",
                "Everything a Today view needs in one call",
                DigestRequest.class,
                DigestView.class,
                this::digest)
            .describe(
                "Open commitments bucketed into overdue, dueToday and upcoming against date in"
                    + " timeZone; whatsNew since `since`; the pinned bootstrap subset."
                    + " Metric movers ranked by relative change."));
  }

  static Instant offsetInstant(String field, String value) {
    if (value == null) {
      return null;
    }
    try {
      return OffsetDateTime.parse(value).toInstant();
    } catch (DateTimeParseException e) {
      throw MemoryException.invalid(field, "not a datetime");
    }
  }

  private RecentChangesView recentChanges(RecentChangesRequest req, Call call) {
    // No nodeTypes: every type but the default's exclusions; nodeTypes: [] lists no node (as
    // /query/node-type's types: [] and the prune routes' nodeTypes: []).
    Set<String> types =
        req.nodeTypes() == null
            ? null
            : req.nodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
    Instant since = offsetInstant("since", req.since());
    return view(
        since,
        digests.recentChanges(
            call.scope(req),
            since,
            offsetInstant("until", req.until()),
            req.limit() == null ? 100 : req.limit(),
            types,
            types == null ? DigestService.DEFAULT_EXCLUDED : Set.of()));
  }

  static RecentChangesView view(Instant since, DigestService.RecentChanges c) {
    return new RecentChangesView(
        c.claims().stream().map(DigestRoutes::claim).toList(),
        c.nodes().stream().map(n -> node(n, since)).toList(),
        c.sources().stream().map(DigestRoutes::source).toList());
  }

  private static ChangedClaim claim(RecentClaim r) {
    return new ChangedClaim(
        r.claim().id(),
        r.claim().predicate(),
        r.claim().statement(),
        r.subjectLabel(),
        // An attribute claim has no object node: its label is the literal value (CONTRACT.md 5).
        r.claim().objectNodeId() == null ? r.claim().objectValue() : r.objectLabel(),
        r.claim().sourceId(),
        WireTime.format(r.claim().statedAt()),
        r.updated() ? "updated" : "added",
        r.claim().assertedByKind());
  }

  private static ChangedNode node(NodeRecord n, Instant since) {
    return new ChangedNode(
        n.id(),
        n.nodeType(),
        n.label(),
        n.createdAt().isBefore(since) ? "updated" : "added",
        WireTime.format(n.createdAt()));
  }

  private static ChangedSource source(SourceRecord s) {
    return new ChangedSource(s.id(), s.type().name(), s.title(), WireTime.format(s.receivedAt()));
  }

  private DigestView digest(DigestRequest req, Call call) {
    LocalDate date = ContextRoutes.date("date", req.date());
    ZoneId zone = dev.assistantmemory.core.util.IanaZones.of(req.timeZone());
    DigestService.Digest d =
        digests.digest(
            call.scope(req),
            date,
            zone,
            Wire.instant(req.since()),
            req.upcomingWithinDays() == null ? 7 : req.upcomingWithinDays(),
            req.whatsNewLimit() == null ? 50 : req.whatsNewLimit(),
            !Boolean.FALSE.equals(req.includePinned()),
            req.metricMoverLimit() == null ? 10 : req.metricMoverLimit());
    return new DigestView(
        req.date(),
        dev.assistantmemory.core.util.IanaZones.name(req.timeZone()),
        WireTime.format(d.since()),
        WireTime.format(d.generatedAt()),
        new Commitments(
            tasks(d.commitments().dueToday()),
            tasks(d.commitments().overdue()),
            tasks(d.commitments().upcoming())),
        d.metricMovers().stream()
            .map(
                m ->
                    new MetricMover(
                        m.metricId(),
                        m.slug(),
                        m.label(),
                        m.unit(),
                        m.latestValue(),
                        m.delta(),
                        m.direction().name(),
                        m.window()))
            .toList(),
        view(d.since(), d.whatsNew()),
        d.pinned() == null ? null : ContextRoutes.bootstrapView(d.pinned()));
  }

  static List<OpenCommitment> tasks(List<OpenTask> tasks) {
    return tasks.stream()
        .map(
            t ->
                new OpenCommitment(
                    t.taskId(),
                    t.label(),
                    t.status(),
                    t.ownerNodeId() == null || t.ownerIsSelf()
                        ? null
                        : new Owner(t.ownerNodeId(), t.ownerLabel()),
                    t.dueOn(),
                    t.dueTime(),
                    t.timeZone(),
                    t.dueAt() == null ? null : WireTime.format(t.dueAt()),
                    WireTime.format(t.statedAt()),
                    t.sourceId()))
        .toList();
  }
}
