package dev.assistantmemory.server.http.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.context.HitSearch;
import dev.assistantmemory.core.context.HitSearch.FlatHit;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code POST /search} (CONTRACT.md section 5): a flat list of node and claim hits. */
public final class SearchRoutes implements RouteModule {
  private final HitSearch search;

  public SearchRoutes(HitSearch search) {
    this.search = search;
  }

  public record SearchRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 10_000) String query,
      @Schema(defaultValue = "20") @Min(1) @Max(50) Integer limit,
      @Schema(defaultValue = "personal") Scope scope,
      @Valid Filters filters,
      @Schema(
              description =
                  "Pack the hits into about this many tokens (4 characters of text each): most"
                      + " relevant first, whole or not at all; what is left out is reported in"
                      + " budget.")
          @Min(1)
          @Max(1_000_000)
          Integer tokenBudget)
      implements UserRequest {}

  @RequestPart
  public record Filters(Set<@NotNull NodeType> entityTypes, @Valid StatedBetween statedBetween) {}

  @RequestPart
  @Schema(
      description =
          "Inclusive bounds: a datetime (Z or an offset) or a day YYYY-MM-DD (its start, UTC), as"
              + " the original coerces any date.")
  @InOrder(first = "from", last = "to")
  public record StatedBetween(
      @Pattern(regexp = DATE_OR_DATETIME, message = "Invalid date") String from,
      @Pattern(regexp = DATE_OR_DATETIME, message = "Invalid date") String to) {}

  /** A day, or a datetime with Z or an offset ({@link WireDatetime#ANY_DATE_PATTERN}). */
  static final String DATE_OR_DATETIME = WireDatetime.ANY_DATE_PATTERN;

  /** The instant a bound names (null stays null); an impossible date is a 400 naming it. */
  static java.time.Instant bound(String field, String value) {
    if (value == null) {
      return null;
    }
    java.time.Instant at = WireDatetime.Validator.parseAny(value);
    if (at == null) {
      throw dev.assistantmemory.model.MemoryException.invalid(field, "not a date");
    }
    return at;
  }

  @Schema(
      description =
          "Where the hit comes from; never null. A node no source names (the self node) carries"
              + " the original's node placeholder {sourceId: \"\", type: \"manual\"}.")
  public record SourceView(
      String sourceId,
      String type,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) String title,
      @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) String author) {
    /** The original's provenance placeholder for a node hit (CONTRACT.md 5: source required). */
    static final SourceView NONE = new SourceView("", "manual", null, null);
  }

  public record HitView(
      @Schema(allowableValues = {"node", "claim"}) String kind,
      String nodeId,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "Claim hits only; left out (never null) on node hits.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String claimId,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String nodeType,
      String text,
      @Schema(description = "text with the query's words wrapped in <mark>…</mark>.")
          String highlight,
      @Schema(description = "The fused relevance of the hybrid ranking (higher is better).")
          double score,
      SourceView source,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "Claim hits only; left out (never null) on node hits.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String statedAt,
      @Schema(description = dev.assistantmemory.server.http.query.QueryWire.CONFIDENCE)
          double confidence) {}

  public record SearchView(
      String query,
      List<HitView> hits,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "With tokenBudget: what the packing used and left out, per hit kind.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          ContextRoutes.BudgetView budget,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = dev.assistantmemory.server.http.query.QueryWire.DEGRADED,
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String degraded) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/search",
                "query",
                "Flat search over node cards and claims, with highlights and filters",
                SearchRequest.class,
                SearchView.class,
                this::search)
            .describe(
                "Lexical and vector recall fused by the service's hybrid ranking; filters by the"
                    + " node's (or a claim's subject's) type and by the claim's stated time."));
  }

  private SearchView search(SearchRequest req, Call call) {
    HitSearch.Filters filters = null;
    if (req.filters() != null) {
      Set<String> types =
          req.filters().entityTypes() == null
              ? Set.of()
              : req.filters().entityTypes().stream()
                  .map(NodeType::name)
                  .collect(Collectors.toSet());
      StatedBetween between = req.filters().statedBetween();
      filters =
          new HitSearch.Filters(
              types,
              between == null ? null : bound("filters.statedBetween.from", between.from()),
              between == null ? null : bound("filters.statedBetween.to", between.to()));
    }
    HitSearch.Found found =
        search.search(
            call.scope(req),
            req.query(),
            req.limit() == null ? 20 : req.limit(),
            req.scope() == null ? Scope.personal : req.scope(),
            filters);
    List<FlatHit> hits = found.hits();
    ContextRoutes.BudgetView budget = null;
    if (req.tokenBudget() != null) {
      HitSearch.PackedHits p = HitSearch.pack(hits, req.tokenBudget());
      hits = p.hits();
      budget =
          new ContextRoutes.BudgetView(
              p.tokenBudget(),
              p.tokensUsed(),
              p.omitted().stream()
                  .map(o -> new ContextRoutes.OmittedView(o.kind(), o.items(), o.tokens()))
                  .toList());
    }
    return new SearchView(
        req.query(),
        hits.stream()
            .map(
                h ->
                    new HitView(
                        h.kind(),
                        h.nodeId(),
                        h.claimId(),
                        h.nodeType(),
                        h.text(),
                        h.highlight(),
                        h.score(),
                        h.source() == null
                            ? SourceView.NONE
                            : new SourceView(
                                h.source().sourceId(),
                                h.source().type(),
                                h.source().title(),
                                h.source().author()),
                        h.statedAt() == null ? null : WireTime.format(h.statedAt()),
                        h.confidence()))
            .toList(),
        budget,
        found.degraded());
  }
}
