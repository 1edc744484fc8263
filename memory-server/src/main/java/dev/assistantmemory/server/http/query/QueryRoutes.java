package dev.assistantmemory.server.http.query;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.GraphReads;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.ConnectionHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.NodeHit;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.graph.GraphViews;
import dev.assistantmemory.server.http.graph.GraphWire.QueryGraphRequest;
import dev.assistantmemory.server.http.graph.GraphWire.Subgraph;
import dev.assistantmemory.server.http.query.QueryWire.Connection;
import dev.assistantmemory.server.http.query.QueryWire.ConnectionResult;
import dev.assistantmemory.server.http.query.QueryWire.Scores;
import dev.assistantmemory.server.http.query.QueryWire.SearchMemoryRequest;
import dev.assistantmemory.server.http.query.QueryWire.SearchResultItem;
import dev.assistantmemory.server.http.query.QueryWire.SearchView;
import dev.assistantmemory.server.http.query.QueryWire.SimilarClaim;
import dev.assistantmemory.server.http.query.QueryWire.SimilarClaimResult;
import dev.assistantmemory.server.http.query.QueryWire.SimilarNode;
import dev.assistantmemory.server.http.query.QueryWire.SimilarNodeResult;
import dev.assistantmemory.server.http.query.QueryWire.SourceChunk;
import dev.assistantmemory.server.http.query.QueryWire.SourceChunkResult;
import dev.assistantmemory.server.http.wire.Wire;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** POST /query/search. */
public final class QueryRoutes implements RouteModule {
  static final Set<String> DEFAULT_EXCLUDED = Set.of("AssistantDream", "Temporal");

  private final SearchService search;
  private final GraphReads graph;

  public QueryRoutes(SearchService search, GraphReads graph) {
    this.search = search;
    this.graph = graph;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/query/search",
                "query",
                "Recall memory: ranked, cited knowledge and the evidence behind it",
                SearchMemoryRequest.class,
                SearchView.class,
                this::search)
            .describe(
                "Hybrid lexical and vector recall over claims, node cards and source chunks, in"
                    + " the request's scope; excludes assistant-inferred claims and reference"
                    + " material."),
        Endpoint.read(
                "/query/search-reference",
                "query",
                "Recall reference material: saved books, articles and external knowledge",
                SearchMemoryRequest.class,
                SearchView.class,
                (req, call) -> search(req, call, Scope.reference))
            .describe(
                "The same search as /query/search over reference-scope material only (documents"
                    + " saved with scope 'reference'); never returns personal memory. [ours]: the"
                    + " route behind the MCP tool search_reference."),
        Endpoint.read(
                "/query/graph",
                "query",
                "A bounded piece of the graph: labelled nodes in id order, or around a query",
                QueryGraphRequest.class,
                Subgraph.class,
                this::graph)
            .describe(
                "Without query: up to maxNodes labelled nodes in ascending id order, with the"
                    + " claims among them. With query: up to five similar seeds (node cards,"
                    + " subjects of matching claims) expanded hop by hop up to maxNodes."));
  }

  private Subgraph graph(QueryGraphRequest req, Call call) {
    ReadScope scope = call.scope(req);
    int maxNodes = req.maxNodes() == null ? 100 : req.maxNodes();
    if (req.query() == null || req.query().isBlank()) {
      Set<String> types =
          req.nodeTypes() == null
              ? Set.of()
              : req.nodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
      return GraphViews.subgraph(graph.graph(scope, types, maxNodes));
    }
    SearchResult result =
        search.search(new SearchRequest(scope, req.query(), 20, Scope.personal, Set.of(), null));
    List<String> seeds = new ArrayList<>();
    for (Hit hit : result.hits()) {
      String id =
          hit instanceof NodeHit n
              ? n.node().id()
              : hit instanceof ClaimHit c ? c.claim().subjectNodeId() : null;
      if (id != null && !seeds.contains(id) && seeds.size() < 5) {
        seeds.add(id);
      }
    }
    return GraphViews.subgraph(graph.graphAround(scope, seeds, maxNodes));
  }

  private SearchView search(SearchMemoryRequest req, Call call) {
    return search(req, call, Scope.personal);
  }

  private SearchView search(SearchMemoryRequest req, Call call, Scope scope) {
    Set<String> excluded =
        req.excludeNodeTypes() == null
            ? DEFAULT_EXCLUDED
            : req.excludeNodeTypes().stream().map(NodeType::name).collect(Collectors.toSet());
    SearchResult result =
        search.search(
            new SearchRequest(
                call.scope(req),
                req.query(),
                req.limit() == null ? 10 : req.limit(),
                scope,
                excluded,
                req.conversationId(),
                Wire.instant(req.asOf())));
    List<SearchResultItem> items = new ArrayList<>();
    List<SourceChunkResult> chunks = new ArrayList<>();
    for (Hit hit : result.hits()) {
      if (hit instanceof ChunkHit c) {
        chunks.add(chunk(c));
      } else {
        items.add(item(hit));
      }
    }
    return new SearchView(
        result.query(),
        result.formattedResult(),
        items,
        chunks,
        Boolean.TRUE.equals(req.includeTrace()) ? result.trace() : null,
        result.degraded());
  }

  static SearchResultItem item(Hit hit) {
    if (hit instanceof ClaimHit h) {
      ClaimRecord c = h.claim();
      return new SimilarClaimResult(
          "similarClaims",
          new SimilarClaim(
              c.id(),
              c.subjectNodeId(),
              c.objectNodeId(),
              c.objectValue(),
              h.subjectLabel(),
              h.objectLabel(),
              c.predicate(),
              c.statement(),
              c.description(),
              c.sourceId(),
              c.scope().name(),
              c.assertedByKind(),
              c.assertedByNodeId(),
              c.status(),
              WireTime.format(c.statedAt()),
              h.score(),
              WireTime.format(c.recordedAt())),
          h.score(),
          h.confidence());
    }
    if (hit instanceof ConnectionHit h) {
      return new ConnectionResult(
          "connections",
          new Connection(
              h.node().id(),
              h.node().nodeType(),
              WireTime.format(h.node().createdAt()),
              h.node().label(),
              h.node().description(),
              h.via().id(),
              h.via().subjectNodeId(),
              h.via().objectNodeId(),
              h.via().predicate(),
              h.via().statement(),
              h.via().scope().name(),
              h.via().assertedByKind(),
              h.subjectLabel(),
              h.objectLabel()),
          h.score(),
          h.confidence());
    }
    NodeHit n = (NodeHit) hit;
    return new SimilarNodeResult(
        "similarNodes",
        new SimilarNode(
            n.node().id(),
            n.node().nodeType(),
            WireTime.format(n.node().createdAt()),
            n.node().label(),
            n.node().description(),
            n.score()),
        n.score(),
        n.confidence());
  }

  private static SourceChunkResult chunk(ChunkHit h) {
    boolean message = "conversation_message".equals(h.sourceType());
    return new SourceChunkResult(
        "sourceChunks",
        new SourceChunk(
            h.chunkId(),
            h.sourceId(),
            h.sourceType(),
            h.externalId(),
            message ? h.externalId() : null,
            message ? h.parentExternalId() : null,
            message ? h.parentSourceId() : null,
            message ? h.role() : null,
            message ? h.speaker() : null,
            message ? null : h.externalId(),
            message ? null : h.title(),
            h.partitionKey(),
            h.scope(),
            WireTime.format(h.timestamp()),
            h.excerpt(),
            new Scores(h.score(), h.lexicalScore(), h.vectorScore(), h.adjacencyScore())),
        h.score(),
        h.confidence());
  }
}
