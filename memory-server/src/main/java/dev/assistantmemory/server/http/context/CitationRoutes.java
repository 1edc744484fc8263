package dev.assistantmemory.server.http.context;

import dev.assistantmemory.core.context.CitationService;
import dev.assistantmemory.core.context.CitationService.Citation;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
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

/** {@code /citations/resolve} and {@code /query/sample-nodes} (CONTRACT.md section 5). */
public final class CitationRoutes implements RouteModule {
  private final CitationService citations;

  public CitationRoutes(CitationService citations) {
    this.citations = citations;
  }

  public record ResolveRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "Node, claim or source ids, in the order to answer them; an empty id (a model's"
                      + " blank reference) is answered unavailable, as the original takes it.")
          @NotNull
          @Size(max = 200)
          List<@NotNull @Size(max = 200) String> ids)
      implements UserRequest {}

  public record SampleRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "6") @Min(1) @Max(24) Integer limit,
      @Schema(
              description =
                  "Default: every type but Temporal, Atlas, AssistantDream, Conversation and"
                      + " Document.")
          Set<@NotNull NodeType> nodeTypes)
      implements UserRequest {}

  public record SourceView(String id, String title, String type) {}

  public record CitationView(
      String requestedId,
      @Schema(allowableValues = {"node", "claim", "source"}) String kind,
      boolean available,
      String canonicalId,
      String title,
      String snippet,
      SourceView source,
      @Schema(description = "Claims only.") String subjectNodeId) {}

  public record ResolveView(List<CitationView> citations) {}

  public record SampleNode(
      String id, String nodeType, String label, String description, int connectionCount) {}

  public record SampleView(List<SampleNode> nodes) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/citations/resolve",
                "context",
                "Resolve cited node, claim and source ids for display",
                ResolveRequest.class,
                ResolveView.class,
                this::resolve)
            .describe(
                "Answers every id in request order; merged node ids follow their redirects to"
                    + " the surviving node (canonicalId). An id outside the scope is"
                    + " available: false with nothing else."),
        Endpoint.read(
            "/query/sample-nodes",
            "context",
            "A few well-connected nodes (most connected first)",
            SampleRequest.class,
            SampleView.class,
            this::sample));
  }

  private ResolveView resolve(ResolveRequest req, Call call) {
    return new ResolveView(
        citations.resolve(call.scope(req), req.ids()).stream().map(CitationRoutes::view).toList());
  }

  private static CitationView view(Citation c) {
    return new CitationView(
        c.requestedId(),
        c.kind(),
        c.available(),
        c.canonicalId(),
        c.title(),
        c.snippet(),
        c.source() == null
            ? null
            : new SourceView(c.source().id(), c.source().title(), c.source().type()),
        c.subjectNodeId());
  }

  private SampleView sample(SampleRequest req, Call call) {
    Set<String> types =
        req.nodeTypes() == null
            ? Set.of()
            : req.nodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
    return new SampleView(
        citations.sample(call.scope(req), types, req.limit() == null ? 6 : req.limit()).stream()
            .map(
                r ->
                    new SampleNode(
                        r.node().id(),
                        r.node().nodeType(),
                        r.node().label(),
                        r.node().description(),
                        r.claimCount()))
            .toList());
  }
}
