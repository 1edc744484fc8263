package dev.assistantmemory.server.http.graph;

import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.CreatedNode;
import dev.assistantmemory.core.graph.GraphReads;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeDeletion;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.NodeView;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.graph.GraphWire.AffectedClaims;
import dev.assistantmemory.server.http.graph.GraphWire.AliasBrief;
import dev.assistantmemory.server.http.graph.GraphWire.BatchDeleted;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimHistory;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimStatus;
import dev.assistantmemory.server.http.graph.GraphWire.InitialClaim;
import dev.assistantmemory.server.http.graph.GraphWire.NeighborhoodRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeBatchDeleteRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeChanged;
import dev.assistantmemory.server.http.graph.GraphWire.NodeClaim;
import dev.assistantmemory.server.http.graph.GraphWire.NodeCreateRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeCreated;
import dev.assistantmemory.server.http.graph.GraphWire.NodeDeleteRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeDeleted;
import dev.assistantmemory.server.http.graph.GraphWire.NodeDetail;
import dev.assistantmemory.server.http.graph.GraphWire.NodeGetRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeIdRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeMergeRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeProfile;
import dev.assistantmemory.server.http.graph.GraphWire.NodeSource;
import dev.assistantmemory.server.http.graph.GraphWire.NodeSources;
import dev.assistantmemory.server.http.graph.GraphWire.NodeUpdateRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeWithClaims;
import dev.assistantmemory.server.http.graph.GraphWire.Predicate;
import dev.assistantmemory.server.http.graph.GraphWire.Subgraph;
import dev.assistantmemory.server.http.graph.GraphWire.Summary;
import dev.assistantmemory.server.http.wire.Wire;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Raw node routes of CONTRACT.md section 8 (create, get, update, delete, batch delete, merge,
 * summarize, neighborhood, sources, history, profile). For tools and explicit edit flows, not for
 * autonomous assistants. Every route reaches only nodes in the request's partition scope.
 */
public final class NodeRoutes implements RouteModule {
  private static final String TAG = "node";
  private final GraphService writes;
  private final NodeMaintenance nodes;
  private final GraphReads reads;

  public NodeRoutes(GraphService writes, NodeMaintenance nodes, GraphReads reads) {
    this.writes = writes;
    this.nodes = nodes;
    this.reads = reads;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/node/create",
                TAG,
                "Create a node with its initial claims, all or nothing",
                NodeCreateRequest.class,
                NodeCreated.class,
                this::create)
            .status(201)
            .describe("A Task without a status claim gets pending/assistant_inferred."),
        Endpoint.read(
            "/node/get",
            TAG,
            "Read a node with its claims, sources and aliases",
            NodeGetRequest.class,
            NodeWithClaims.class,
            this::get),
        Endpoint.write(
            "/node/update",
            TAG,
            "Change a node's label, type or description",
            NodeUpdateRequest.class,
            NodeChanged.class,
            (req, call) ->
                new NodeChanged(
                    GraphViews.brief(
                        nodes.updateNode(
                            call.scope(req),
                            req.nodeId(),
                            req.label(),
                            req.nodeType() == null ? null : req.nodeType().name(),
                            req.description())))),
        Endpoint.write(
                "/node/delete",
                TAG,
                "Delete a node and its claims (audited)",
                NodeDeleteRequest.class,
                NodeDeleted.class,
                this::delete)
            .describe(
                "Claims of the node are deleted; claims it was the speaker of keep their content"
                    + " and lose assertedByNodeId (assertedByCleared)."),
        Endpoint.write(
            "/node/batch-delete",
            TAG,
            "Delete several nodes, all or nothing",
            NodeBatchDeleteRequest.class,
            BatchDeleted.class,
            this::batchDelete),
        Endpoint.write(
            "/node/merge",
            TAG,
            "Merge nodes into the first; the others redirect to it",
            NodeMergeRequest.class,
            NodeChanged.class,
            (req, call) ->
                new NodeChanged(
                    GraphViews.brief(
                        nodes.mergeNodes(
                            call.scope(req),
                            req.nodeIds(),
                            req.targetLabel(),
                            req.targetDescription())))),
        Endpoint.read(
            "/node/summarize",
            TAG,
            "Propose a summary of a node from its active claims (not saved)",
            NodeIdRequest.class,
            Summary.class,
            (req, call) -> new Summary(nodes.summarize(call.scope(req), req.nodeId()))),
        Endpoint.read(
            "/node/neighborhood",
            TAG,
            "A node and what lies one or two hops from it",
            NeighborhoodRequest.class,
            Subgraph.class,
            (req, call) ->
                GraphViews.subgraph(
                    reads.neighborhood(
                        call.scope(req), req.nodeId(), req.depth() == null ? 1 : req.depth()))),
        Endpoint.read(
            "/node/sources",
            TAG,
            "The sources that evidence a node",
            NodeIdRequest.class,
            NodeSources.class,
            this::sources),
        Endpoint.read(
            "/node/history",
            TAG,
            "Every claim ever made about a node, superseded and retracted ones included",
            NodeIdRequest.class,
            ClaimHistory.class,
            (req, call) ->
                new ClaimHistory(GraphViews.claims(reads.history(call.scope(req), req.nodeId())))),
        Endpoint.read(
            "/node/profile",
            TAG,
            "A node's active claims grouped by predicate",
            NodeIdRequest.class,
            NodeProfile.class,
            this::profile));
  }

  private NodeCreated create(NodeCreateRequest req, Call call) {
    List<ClaimCreate> initial =
        req.initialClaims() == null
            ? List.of()
            : req.initialClaims().stream().map(c -> claim(req.userId(), c)).toList();
    CreatedNode created =
        writes.createNodeWithClaims(
            call.scope(req),
            new NodeCreate(
                req.userId(),
                req.partitionKey(),
                Scope.personal,
                req.nodeType().name(),
                req.label(),
                req.description(),
                false),
            initial);
    // The ids of the claims sent, in their order (empty when none were sent): a Task's
    // synthesized pending status comes after them and is not one of them (audit F10).
    return new NodeCreated(
        GraphViews.brief(created.node()),
        created.initialClaims().stream().limit(initial.size()).map(ClaimRecord::id).toList());
  }

  static ClaimCreate claim(String userId, InitialClaim c) {
    return new ClaimCreate(
        userId,
        null,
        c.predicate().name(),
        c.objectNodeId(),
        c.objectValue(),
        c.statement(),
        c.description(),
        c.sourceId(),
        null,
        Wire.anyInstant(c.statedAt()),
        Wire.anyInstant(c.validFrom()),
        Wire.anyInstant(c.validTo()),
        c.assertedByKind() == null ? "user" : c.assertedByKind().name(),
        c.assertedByNodeId());
  }

  private NodeWithClaims get(NodeGetRequest req, Call call) {
    Set<String> statuses = Set.of(ClaimRecord.ACTIVE);
    Set<String> predicates = null;
    if (req.claimFilter() != null) {
      if (req.claimFilter().statuses() != null) {
        statuses =
            req.claimFilter().statuses().stream()
                .map(ClaimStatus::name)
                .collect(Collectors.toSet());
      }
      if (req.claimFilter().predicates() != null) {
        predicates =
            req.claimFilter().predicates().stream()
                .map(Predicate::name)
                .collect(Collectors.toSet());
      }
    }
    NodeView view =
        reads
            .node(call.scope(req), req.nodeId(), Wire.instant(req.asOf()), statuses)
            .orElseThrow(() -> MemoryException.notFound("Node"));
    NodeRecord node = view.node();
    Set<String> wanted = predicates;
    List<NodeClaim> claims =
        view.claims().stream()
            .filter(c -> wanted == null || wanted.contains(c.claim().predicate()))
            .map(GraphViews::claim)
            .toList();
    return new NodeWithClaims(
        new NodeDetail(
            node.id(),
            node.nodeType(),
            node.label(),
            node.description(),
            WireTime.format(node.createdAt()),
            node.isUserSelf(),
            view.sourceIds(),
            view.aliases().stream()
                .map(a -> new AliasBrief(a.id(), a.aliasText(), WireTime.format(a.createdAt())))
                .toList()),
        claims);
  }

  private NodeDeleted delete(NodeDeleteRequest req, Call call) {
    NodeDeletion affected = nodes.deleteNode(call.scope(req), req.nodeId(), req.reason());
    return new NodeDeleted(
        true, new AffectedClaims(affected.cascadeDeleted(), affected.assertedByCleared()));
  }

  private BatchDeleted batchDelete(NodeBatchDeleteRequest req, Call call) {
    try {
      return new BatchDeleted(
          true, nodes.deleteNodes(call.scope(req), req.nodeIds(), "batch delete"));
    } catch (MemoryException e) {
      throw e.code() == ErrorCode.NODES_NOT_FOUND ? MemoryException.notFound("Node") : e;
    }
  }

  private NodeSources sources(NodeIdRequest req, Call call) {
    return new NodeSources(
        reads.nodeSources(call.scope(req), req.nodeId()).stream()
            .map(s -> new NodeSource(s.sourceId(), s.type().name(), WireTime.format(s.timestamp())))
            .toList());
  }

  private NodeProfile profile(NodeIdRequest req, Call call) {
    Map<String, List<NodeClaim>> grouped = new LinkedHashMap<>();
    reads
        .profile(call.scope(req), req.nodeId())
        .forEach((predicate, claims) -> grouped.put(predicate, GraphViews.claims(claims)));
    return new NodeProfile(req.nodeId(), grouped);
  }
}
