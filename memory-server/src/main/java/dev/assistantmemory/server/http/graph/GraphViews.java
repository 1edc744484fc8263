package dev.assistantmemory.server.http.graph;

import dev.assistantmemory.core.graph.LabelledClaim;
import dev.assistantmemory.core.graph.Subgraph;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.graph.GraphWire.GraphClaim;
import dev.assistantmemory.server.http.graph.GraphWire.NodeBrief;
import dev.assistantmemory.server.http.graph.GraphWire.NodeClaim;
import java.util.List;

/** Core graph records as the wire views every graph route answers with (one place each). */
public final class GraphViews {
  private GraphViews() {}

  static NodeBrief brief(NodeRecord n) {
    return new NodeBrief(n.id(), n.nodeType(), n.label(), n.description());
  }

  public static NodeClaim claim(LabelledClaim labelled) {
    ClaimRecord c = labelled.claim();
    return new NodeClaim(
        c.id(),
        c.userId(),
        c.subjectNodeId(),
        c.objectNodeId(),
        c.objectValue(),
        c.predicate(),
        c.statement(),
        c.description(),
        labelled.subjectLabel(),
        labelled.objectLabel(),
        c.sourceId(),
        c.scope().name(),
        c.assertedByKind(),
        c.assertedByNodeId(),
        c.status(),
        WireTime.format(c.statedAt()),
        WireTime.format(c.validFrom()),
        WireTime.format(c.validTo()),
        WireTime.format(c.recordedAt()),
        WireTime.format(c.expiredAt()),
        c.supersededBy(),
        c.supersessionRelation(),
        c.contradictedBy(),
        WireTime.format(c.recordedAt()),
        WireTime.format(c.expiredAt() != null ? c.expiredAt() : c.recordedAt()));
  }

  static List<NodeClaim> claims(List<LabelledClaim> claims) {
    return claims.stream().map(GraphViews::claim).toList();
  }

  /**
   * A subgraph as {@code /query/graph} and {@code /node/neighborhood} answer it: nodes and the
   * claims between them. A claim's {@code object} is a node id (clients parse it as one), so
   * attribute claims, whose object is a value, are not edges and stay out; {@code /node/get} and
   * the cards carry them.
   */
  public static GraphWire.Subgraph subgraph(Subgraph g) {
    return new GraphWire.Subgraph(
        g.nodes().stream().map(GraphViews::brief).toList(),
        g.claims().stream()
            .filter(c -> c.objectNodeId() != null)
            .map(
                c ->
                    new GraphClaim(
                        c.id(),
                        c.subjectNodeId(),
                        c.objectNodeId(),
                        c.predicate(),
                        c.statement(),
                        c.description(),
                        c.sourceId(),
                        c.scope().name(),
                        c.assertedByKind(),
                        c.assertedByNodeId(),
                        WireTime.format(c.statedAt()),
                        c.status()))
            .toList());
  }
}
