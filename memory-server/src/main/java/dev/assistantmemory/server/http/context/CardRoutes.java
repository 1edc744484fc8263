package dev.assistantmemory.server.http.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.context.CardSearch;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.query.QueryWire;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code POST /context/search} (CONTRACT.md section 5): node cards with their evidence. */
public final class CardRoutes implements RouteModule {
  private final CardSearch cards;

  public CardRoutes(CardSearch cards) {
    this.cards = cards;
  }

  public record ContextSearchRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "What to recall, in the user's words.")
          @NotNull
          @Size(min = 1, max = 10_000)
          String query,
      @Schema(defaultValue = "10") @Min(1) @Max(50) Integer limit,
      @Schema(defaultValue = "personal") Scope scope,
      @Schema(description = "Default [AssistantDream, Temporal].")
          Set<@NotNull NodeType> excludeNodeTypes)
      implements UserRequest {}

  public record EntityRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String nodeId)
      implements UserRequest {}

  public record EvidenceView(String claimId, String sourceId) {}

  public record FactView(
      String predicate,
      String objectValue,
      String objectNodeId,
      String objectLabel,
      String statement,
      String statedAt,
      EvidenceView evidence) {}

  public record PreferenceView(
      String predicate,
      String objectValue,
      String statement,
      String statedAt,
      EvidenceView evidence) {}

  public record RecentEvidenceView(String statement, String sourceId, String statedAt) {}

  public record NodeCard(
      String nodeId,
      String nodeType,
      String label,
      List<String> aliases,
      String scope,
      @Schema(description = "The node's description, if any.") String summary,
      List<FactView> currentFacts,
      List<PreferenceView> preferencesGoals,
      List<RecentEvidenceView> recentEvidence,
      @Schema(
              description =
                  "The best confidence of the hits that found this node (see /query/search).")
          double confidence,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              requiredMode = Schema.RequiredMode.NOT_REQUIRED,
              description =
                  "Reference cards only: the source the card stands for (its Document node),"
                      + " with its author and title.")
          CardSourceView source) {}

  public record CardSourceView(
      String sourceId, String sourceNodeId, String type, String author, String title) {}

  public record ContextSearchView(
      String query,
      List<NodeCard> cards,
      List<EvidenceView> evidence,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(description = QueryWire.DEGRADED, requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String degraded) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/context/search",
                "query",
                "Recall as node cards: current facts, preferences, recent evidence",
                ContextSearchRequest.class,
                ContextSearchView.class,
                this::search)
            .describe(
                "Nodes found by the hybrid recall (node cards, claim subjects, connections),"
                    + " each with its active trusted claims; evidence lists every claim and"
                    + " source the cards cite."),
        Endpoint.read(
                "/context/entity",
                "query",
                "One node as a card: current facts, preferences, recent evidence",
                EntityRequest.class,
                NodeCard.class,
                (req, call) ->
                    card(
                        cards
                            .card(call.scope(req), req.nodeId())
                            .orElseThrow(
                                () ->
                                    new MemoryException(
                                        ErrorCode.NOT_FOUND,
                                        "Entity not found",
                                        new ErrorDetails.EntityNotFound(req.nodeId())))))
            .describe(
                "[ours] The route behind the MCP tool get_entity (CONTRACT.md 11: one node"
                    + " card). 404 for a node that is unknown, deleted, another user's or"
                    + " outside the partition; confidence is 1."));
  }

  private ContextSearchView search(ContextSearchRequest req, Call call) {
    Set<String> excluded =
        req.excludeNodeTypes() == null
            ? Set.of("AssistantDream", "Temporal")
            : req.excludeNodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
    CardSearch.Cards found =
        cards.search(
            call.scope(req),
            req.query(),
            req.limit() == null ? 10 : req.limit(),
            req.scope() == null ? Scope.personal : req.scope(),
            excluded);
    return new ContextSearchView(
        req.query(),
        found.cards().stream().map(CardRoutes::card).toList(),
        found.evidence().stream().map(CardRoutes::evidence).toList(),
        found.degraded());
  }

  private static EvidenceView evidence(CardSearch.Evidence e) {
    return new EvidenceView(e.claimId(), e.sourceId());
  }

  private static NodeCard card(CardSearch.Card c) {
    return new NodeCard(
        c.node().id(),
        c.node().nodeType(),
        c.node().label(),
        c.aliases(),
        c.node().scope().name(),
        c.node().description() == null || c.node().description().isBlank()
            ? null
            : c.node().description(),
        c.currentFacts().stream()
            .map(
                f ->
                    new FactView(
                        f.predicate(),
                        f.objectValue(),
                        f.objectNodeId(),
                        f.objectLabel(),
                        f.statement(),
                        WireTime.format(f.statedAt()),
                        evidence(f.evidence())))
            .toList(),
        c.preferencesGoals().stream()
            .map(
                f ->
                    new PreferenceView(
                        f.predicate(),
                        f.objectValue(),
                        f.statement(),
                        WireTime.format(f.statedAt()),
                        evidence(f.evidence())))
            .toList(),
        c.recentEvidence().stream()
            .map(
                r ->
                    new RecentEvidenceView(
                        r.statement(), r.sourceId(), WireTime.format(r.statedAt())))
            .toList(),
        c.confidence(),
        c.source() == null
            ? null
            : new CardSourceView(
                c.source().sourceId(),
                c.source().sourceNodeId(),
                c.source().type(),
                c.source().author(),
                c.source().title()));
  }
}
