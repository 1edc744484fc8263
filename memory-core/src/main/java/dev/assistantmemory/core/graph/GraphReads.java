package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads of the graph in the caller's {@link ReadScope}: a node with its claims, sources and
 * aliases; a claim; a node's history and profile; neighbourhoods and subgraphs. The scope's
 * partitions are a predicate of every store query these make, so objects of other partitions are
 * never read.
 */
public final class GraphReads {
  private final MemoryStore store;

  public GraphReads(MemoryStore store) {
    this.store = store;
  }

  /** The node and the claims believed at {@code asOf} (null: now = the active ones). */
  public Optional<NodeView> node(ReadScope scope, String nodeId, Instant asOf) {
    return node(scope, nodeId, asOf, Set.of(ClaimRecord.ACTIVE));
  }

  /**
   * A node (following merge redirects) and its claims: with {@code asOf}, the claims believed then;
   * else the claims in the given statuses (empty = every status). Empty when the node is not live
   * in scope (with {@code asOf}: did not exist then).
   */
  public Optional<NodeView> node(
      ReadScope scope, String nodeId, Instant asOf, Set<String> statuses) {
    return store.read(
        scope.userId(),
        tx ->
            (asOf == null ? InScope.resolve(tx, scope, nodeId) : tx.findNode(scope, nodeId))
                .filter(n -> asOf == null ? n.deletedAt() == null : believedNode(n, asOf))
                .filter(n -> !NodeRedirects.knownOnlyFromRemoved(tx, scope.userId(), n.id()))
                .map(
                    n -> {
                      List<ClaimRecord> claims = new ArrayList<>();
                      for (ClaimRecord c : tx.claimsOfNode(scope, n.id())) {
                        if (asOf == null
                            ? statuses.isEmpty() || statuses.contains(c.status())
                            : c.believedAt(asOf)) {
                          claims.add(c);
                        }
                      }
                      // Claims extracted only from removed sources leave the node's read, as
                      // they leave search and the change lists (a restore brings them back).
                      Set<String> removed =
                          claims.isEmpty()
                              ? Set.of()
                              : tx.claimsOnlyFromRemovedSources(
                                  scope.userId(), claims.stream().map(ClaimRecord::id).toList());
                      claims.removeIf(c -> removed.contains(c.id()));
                      return new NodeView(
                          n,
                          InScope.labelled(tx, scope, claims),
                          NodeRedirects.liveSources(
                                  tx, scope.userId(), tx.sourceIdsOfNode(scope.userId(), n.id()))
                              .stream()
                              .map(SourceRecord::id)
                              .toList(),
                          tx.aliasesOf(scope.userId(), n.id()));
                    }));
  }

  private static boolean believedNode(NodeRecord n, Instant asOf) {
    return !n.createdAt().isAfter(asOf) && (n.deletedAt() == null || n.deletedAt().isAfter(asOf));
  }

  /** The claim with its endpoint labels; empty when it is not in scope. */
  public Optional<LabelledClaim> claim(ReadScope scope, String claimId) {
    return store.read(
        scope.userId(),
        tx -> tx.findClaim(scope, claimId).map(c -> InScope.labelled(tx, scope, c)));
  }

  /**
   * Every version of every claim about the node (a merged id: the surviving node), in record order.
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope: unknown, deleted (its
   *     claims were deleted with it) or known only from removed sources, as every node read
   */
  public List<LabelledClaim> history(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx -> {
          String id = InScope.requireResolved(tx, scope, nodeId).id();
          return InScope.labelled(tx, scope, tx.claimsOfNode(scope, id));
        });
  }

  /**
   * The node's current claims (as subject) grouped by predicate, in record order (a merged id: the
   * surviving node's).
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public Map<String, List<LabelledClaim>> profile(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx -> {
          String id = InScope.requireResolved(tx, scope, nodeId).id();
          Map<String, List<LabelledClaim>> out = new LinkedHashMap<>();
          for (LabelledClaim c : InScope.labelled(tx, scope, tx.claimsOfNode(scope, id))) {
            if (ClaimRecord.ACTIVE.equals(c.claim().status())
                && id.equals(c.claim().subjectNodeId())) {
              out.computeIfAbsent(c.claim().predicate(), p -> new ArrayList<>()).add(c);
            }
          }
          return out;
        });
  }

  /**
   * Nodes within {@code depth} hops over active claims, and those claims (a merged id starts at the
   * surviving node).
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public Subgraph neighborhood(ReadScope scope, String nodeId, int depth) {
    return store.read(
        scope.userId(),
        tx -> {
          NodeRecord start = InScope.requireResolved(tx, scope, nodeId);
          return subgraph(
              tx, scope, walk(tx, scope, List.of(start), depth, Integer.MAX_VALUE, true));
        });
  }

  /**
   * The live sources cited by claims about the node (a merged id: the surviving node's); a
   * tombstoned or purged source, which {@code /sources/get} answers 404, is not named.
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope (a deleted node too)
   */
  public List<NodeSource> nodeSources(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx -> {
          String id = InScope.requireResolved(tx, scope, nodeId).id();
          List<NodeSource> out = new ArrayList<>();
          for (var src :
              NodeRedirects.liveSources(
                  tx, scope.userId(), tx.sourceIdsOfNode(scope.userId(), id))) {
            out.add(new NodeSource(src.id(), src.type(), src.effectiveAt()));
          }
          return out;
        });
  }

  /**
   * The seed's initial graph read: at most {@code maxNodes} labelled personal nodes in scope in
   * ascending id order, optionally typed, with the active claims among them.
   */
  public Subgraph graph(ReadScope scope, Set<String> nodeTypes, int maxNodes) {
    return store.read(
        scope.userId(),
        tx -> {
          Map<String, NodeRecord> nodes = new LinkedHashMap<>();
          tx.nodesById(scope.userId(), Scope.personal, scope.partitions(), nodeTypes, maxNodes)
              .forEach(n -> nodes.put(n.id(), n));
          return subgraph(tx, scope, nodes);
        });
  }

  /**
   * The graph around seed nodes: breadth-first over active claims, hop by hop, until {@code
   * maxNodes}; claims limited to the selected nodes. Seeds outside the scope are skipped, and nodes
   * known only from removed (tombstoned or purged) sources are neither seeds nor reached, as {@link
   * #graph} and search leave them out.
   */
  public Subgraph graphAround(ReadScope scope, List<String> seeds, int maxNodes) {
    return store.read(
        scope.userId(),
        tx -> {
          List<NodeRecord> start = new ArrayList<>();
          for (String id : seeds) {
            InScope.liveNode(tx, scope, id).ifPresent(start::add);
          }
          return subgraph(
              tx,
              scope,
              walk(tx, scope, withoutRemoved(tx, scope, start), Integer.MAX_VALUE, maxNodes, true));
        });
  }

  /**
   * Breadth-first over active claims from the seeds, hop by hop, until {@code maxHops} or {@code
   * maxNodes}; live nodes in scope only, in the order reached ({@code dropRemoved}: without those
   * known only from removed sources).
   */
  private static Map<String, NodeRecord> walk(
      StoreTx tx,
      ReadScope scope,
      List<NodeRecord> seeds,
      int maxHops,
      int maxNodes,
      boolean dropRemoved) {
    Map<String, NodeRecord> nodes = new LinkedHashMap<>();
    List<String> frontier = new ArrayList<>();
    for (NodeRecord n : seeds) {
      if (nodes.size() < maxNodes && nodes.putIfAbsent(n.id(), n) == null) {
        frontier.add(n.id());
      }
    }
    for (int hop = 0; hop < maxHops && !frontier.isEmpty() && nodes.size() < maxNodes; hop++) {
      List<String> next = new ArrayList<>();
      for (String id : frontier) {
        // The node's live neighbours not reached yet, in claim order; the removed-only ones are
        // dropped with one look for all of them.
        Map<String, NodeRecord> reached = new LinkedHashMap<>();
        for (ClaimRecord c : tx.claimsOfNode(scope, id)) {
          if (!ClaimRecord.ACTIVE.equals(c.status()) || c.objectNodeId() == null) {
            continue;
          }
          String other = id.equals(c.subjectNodeId()) ? c.objectNodeId() : c.subjectNodeId();
          if (nodes.size() < maxNodes && !nodes.containsKey(other) && !reached.containsKey(other)) {
            InScope.liveNode(tx, scope, other).ifPresent(n -> reached.put(n.id(), n));
          }
        }
        List<NodeRecord> kept = List.copyOf(reached.values());
        for (NodeRecord n : dropRemoved ? withoutRemoved(tx, scope, kept) : kept) {
          if (nodes.size() < maxNodes) {
            nodes.put(n.id(), n);
            next.add(n.id());
          }
        }
      }
      frontier = next;
    }
    return nodes;
  }

  /** The nodes, in order, without those known only from removed sources (one look for all). */
  private static List<NodeRecord> withoutRemoved(
      StoreTx tx, ReadScope scope, List<NodeRecord> nodes) {
    if (nodes.isEmpty()) {
      return nodes;
    }
    Set<String> removed =
        tx.nodesKnownOnlyFromRemovedSources(
            scope.userId(), nodes.stream().map(NodeRecord::id).toList());
    return nodes.stream().filter(n -> !removed.contains(n.id())).toList();
  }

  /** The nodes and the active claims among them (object node, if any, also selected). */
  private static Subgraph subgraph(StoreTx tx, ReadScope scope, Map<String, NodeRecord> nodes) {
    Map<String, ClaimRecord> claims = new LinkedHashMap<>();
    for (NodeRecord n : nodes.values()) {
      for (ClaimRecord c : tx.claimsOfNode(scope, n.id())) {
        if (ClaimRecord.ACTIVE.equals(c.status())
            && nodes.containsKey(c.subjectNodeId())
            && (c.objectNodeId() == null || nodes.containsKey(c.objectNodeId()))) {
          claims.putIfAbsent(c.id(), c);
        }
      }
    }
    return new Subgraph(List.copyOf(nodes.values()), List.copyOf(claims.values()));
  }
}
