package dev.assistantmemory.server.http.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.context.ContextService;
import dev.assistantmemory.core.context.ContextService.DayNode;
import dev.assistantmemory.core.context.ContextService.TimelineDay;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The day structure and session context of CONTRACT.md section 5: {@code /query/day}, {@code
 * /query/node-type}, {@code /query/timeline}, {@code /query/atlas}, {@code /query/atlas-nodes} and
 * {@code /context/bootstrap}.
 */
public final class ContextRoutes implements RouteModule {
  private static final String DAY = "^\\d{4}-\\d{2}-\\d{2}$";
  private final ContextService context;

  public ContextRoutes(ContextService context) {
    this.context = context;
  }

  public record DayRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The day, YYYY-MM-DD (UTC day).") @NotNull @Pattern(regexp = DAY)
          String date,
      @Schema(defaultValue = "true") Boolean includeFormattedResult)
      implements UserRequest {}

  public record NodeTypeRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "May be empty (then no node matches).") @NotNull
          List<@NotNull NodeType> types,
      @Schema(description = "The day, YYYY-MM-DD (UTC day).") @NotNull @Pattern(regexp = DAY)
          String date,
      @Schema(defaultValue = "true") Boolean includeFormattedResult)
      implements UserRequest {}

  @InOrder(first = "since", last = "until")
  public record TimelineRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "First day, inclusive; open when omitted.") @Pattern(regexp = DAY)
          String since,
      @Schema(description = "Last day, inclusive; open when omitted.") @Pattern(regexp = DAY)
          String until,
      @Schema(defaultValue = "30") @Min(1) @Max(100) Integer limit,
      @Schema(defaultValue = "0") @Min(0) @Max(1_000_000) Integer offset,
      Set<@NotNull NodeType> nodeTypes,
      @Schema(description = "Accepted; periods are always [] (no period summaries yet).")
          Boolean includePeriods)
      implements UserRequest {}

  public record AtlasRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The assistant asking; the atlas is per user, the same for each.")
          @NotNull
          @Size(min = 1, max = 200)
          String assistantId)
      implements UserRequest {}

  public record AtlasNodesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The assistant asking; the atlas is per user, the same for each.")
          @NotNull
          @Size(min = 1, max = 200)
          String assistantId)
      implements UserRequest {}

  public record BootstrapRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description = "Rebuild instead of answering from the 6 h cache.",
              defaultValue = "false")
          Boolean forceRefresh,
      @Schema(
              description =
                  "Pack the sections into about this many tokens (4 characters each): items in"
                      + " order, whole or not at all; what is left out is reported in budget.")
          @Min(1)
          @Max(1_000_000)
          Integer tokenBudget)
      implements UserRequest {}

  /** /query/node-type: {@code description} is left out when the node has none. */
  public record NodeMetadata(
      String label,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String description) {}

  /** /query/day: {@code description} is always present, null when the node has none. */
  public record DayMetadata(
      String label,
      @Schema(nullable = true, requiredMode = Schema.RequiredMode.REQUIRED) String description) {}

  public record DayNodeView(
      String id,
      String nodeType,
      DayMetadata metadata,
      @Schema(description = "The predicate joining the node to the day.") String predicate) {}

  public record TypedNodeView(
      String id,
      String nodeType,
      NodeMetadata metadata,
      @Schema(
              description =
                  "The predicate joining the node to the day; null when only created on it.")
          String predicate) {}

  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record DayView(
      String date,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) Integer nodeCount,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) String formattedResult,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<DayNodeView> nodes,
      @Schema(
              description = "Set when memory holds nothing for the day.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String error) {}

  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record NodeTypeView(
      String date,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<String> types,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) Integer nodeCount,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) String formattedResult,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<TypedNodeView> nodes,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) String error) {}

  public record TimelineNode(
      String id,
      String label,
      String description,
      String nodeType,
      String predicate,
      String createdAt) {}

  public record TimelineDayView(
      String date, String temporalNodeId, int nodeCount, List<TimelineNode> nodes) {}

  public record Period(String key, String granularity, String summary, String temporalNodeId) {}

  public record TimelineView(
      List<TimelineDayView> days, int totalDays, boolean hasMore, List<Period> periods) {}

  public record AtlasView(@Schema(description = "May be empty.") String atlas) {}

  public record AtlasNodesView(List<String> nodeIds) {}

  public record EvidenceView(String claimId, String sourceId) {}

  public record SectionView(
      @Schema(
              allowableValues = {
                "pinned",
                "atlas",
                "open_commitments",
                "candidate_commitments",
                "recent_supersessions",
                "preferences"
              })
          String kind,
      String content,
      String usage,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          List<EvidenceView> evidence) {}

  public record OmittedView(String kind, int items, int tokens) {}

  public record BudgetView(int tokenBudget, int tokensUsed, List<OmittedView> omitted) {}

  public record BootstrapView(
      List<SectionView> sections,
      String assembledAt,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "With tokenBudget: what the packing used and left out.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          BudgetView budget) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/query/day",
                "context",
                "What memory recorded on one day",
                DayRequest.class,
                DayView.class,
                this::day)
            .describe(
                "Nodes joined to the day's Temporal node (conversations and documents recorded"
                    + " on it, events and tasks on it), with the predicate. No day node: 2xx with"
                    + " error text and nodes []."),
        Endpoint.read(
            "/query/node-type",
            "context",
            "Nodes of some types on one day (joined to it, or created on it)",
            NodeTypeRequest.class,
            NodeTypeView.class,
            this::nodeType),
        Endpoint.read(
            "/query/timeline",
            "context",
            "Days with memory, newest first, paged",
            TimelineRequest.class,
            TimelineView.class,
            this::timeline),
        Endpoint.read(
            "/query/atlas",
            "context",
            "The user atlas: stable personal context for the system prompt",
            AtlasRequest.class,
            AtlasView.class,
            (req, call) -> new AtlasView(context.atlas(call.scope(req)).text())),
        Endpoint.read(
            "/query/atlas-nodes",
            "context",
            "The ids of the nodes the atlas names",
            AtlasNodesRequest.class,
            AtlasNodesView.class,
            (req, call) -> new AtlasNodesView(context.atlas(call.scope(req)).nodeIds())),
        Endpoint.read(
                "/context/bootstrap",
                "context",
                "Startup context for a chat session",
                BootstrapRequest.class,
                BootstrapView.class,
                this::bootstrap)
            .describe(
                "Sections in the fixed order pinned, atlas, open_commitments,"
                    + " candidate_commitments, recent_supersessions, preferences; empty ones"
                    + " omitted. Cached 6 h per user and partition; any change to a commitment"
                    + " claim invalidates the cache."));
  }

  /** A request's calendar day YYYY-MM-DD (null stays null); 400 naming the field otherwise. */
  public static LocalDate date(String field, String text) {
    if (text == null) {
      return null;
    }
    try {
      return LocalDate.parse(text);
    } catch (DateTimeParseException e) {
      throw MemoryException.invalid(field, "not a calendar day");
    }
  }

  private static List<DayNodeView> views(List<DayNode> nodes) {
    List<DayNodeView> out = new ArrayList<>();
    for (DayNode n : nodes) {
      out.add(
          new DayNodeView(
              n.node().id(),
              n.node().nodeType(),
              new DayMetadata(n.node().label(), n.node().description()),
              n.predicate()));
    }
    return out;
  }

  private static List<TypedNodeView> typedViews(List<DayNode> nodes) {
    List<TypedNodeView> out = new ArrayList<>();
    for (DayNode n : nodes) {
      out.add(
          new TypedNodeView(
              n.node().id(),
              n.node().nodeType(),
              new NodeMetadata(n.node().label(), n.node().description()),
              n.predicate()));
    }
    return out;
  }

  private DayView day(DayRequest req, Call call) {
    LocalDate date = date("date", req.date());
    ContextService.Day day = context.day(call.scope(req), date);
    if (!day.found()) {
      return new DayView(req.date(), null, null, List.of(), "No memory recorded on " + req.date());
    }
    boolean formatted = !Boolean.FALSE.equals(req.includeFormattedResult());
    return new DayView(
        req.date(),
        day.nodes().size(),
        formatted ? day.formattedResult() : null,
        views(day.nodes()),
        null);
  }

  private NodeTypeView nodeType(NodeTypeRequest req, Call call) {
    LocalDate date = date("date", req.date());
    Set<String> types = req.types().stream().map(NodeType::name).collect(Collectors.toSet());
    List<String> names = req.types().stream().map(NodeType::name).distinct().toList();
    ContextService.Day day = context.nodesOfTypes(call.scope(req), types, date);
    if (!day.found()) {
      return new NodeTypeView(
          req.date(), names, null, null, List.of(), "No memory recorded on " + req.date());
    }
    boolean formatted = !Boolean.FALSE.equals(req.includeFormattedResult());
    return new NodeTypeView(
        req.date(),
        names,
        day.nodes().size(),
        formatted ? day.formattedResult() : null,
        typedViews(day.nodes()),
        null);
  }

  private TimelineView timeline(TimelineRequest req, Call call) {
    LocalDate since = date("since", req.since());
    LocalDate until = date("until", req.until());
    Set<String> types =
        req.nodeTypes() == null
            ? Set.of()
            : req.nodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
    ContextService.Timeline t =
        context.timeline(
            call.scope(req),
            since,
            until,
            req.limit() == null ? 30 : req.limit(),
            req.offset() == null ? 0 : req.offset(),
            types);
    List<TimelineDayView> days = new ArrayList<>();
    for (TimelineDay d : t.days()) {
      List<TimelineNode> nodes = new ArrayList<>();
      for (DayNode n : d.nodes()) {
        nodes.add(
            new TimelineNode(
                n.node().id(),
                n.node().label(),
                n.node().description(),
                n.node().nodeType(),
                n.predicate(),
                WireTime.format(n.node().createdAt())));
      }
      days.add(
          new TimelineDayView(
              d.day().date(), d.day().temporalNodeId(), d.day().nodeCount(), nodes));
    }
    return new TimelineView(days, t.totalDays(), t.hasMore(), List.of());
  }

  private BootstrapView bootstrap(BootstrapRequest req, Call call) {
    ContextService.Bootstrap b =
        context.bootstrap(call.scope(req), Boolean.TRUE.equals(req.forceRefresh()));
    if (req.tokenBudget() == null) {
      return bootstrapView(b);
    }
    ContextService.Packed p = ContextService.pack(b, req.tokenBudget());
    BootstrapView packed = bootstrapView(p.bundle());
    return new BootstrapView(
        packed.sections(),
        packed.assembledAt(),
        new BudgetView(
            p.tokenBudget(),
            p.tokensUsed(),
            p.omitted().stream()
                .map(o -> new OmittedView(o.kind(), o.items(), o.tokens()))
                .toList()));
  }

  static BootstrapView bootstrapView(ContextService.Bootstrap b) {
    List<SectionView> sections = new ArrayList<>();
    for (ContextService.BootstrapSection s : b.sections()) {
      sections.add(
          new SectionView(
              s.kind(),
              s.content(),
              s.usage(),
              s.evidence() == null
                  ? null
                  : s.evidence().stream()
                      .map(e -> new EvidenceView(e.claimId(), e.sourceId()))
                      .toList()));
    }
    return new BootstrapView(sections, WireTime.format(b.assembledAt()), null);
  }
}
