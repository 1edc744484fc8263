package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The graph entries of a search's page (claims and node cards) and the page's one-hop connections,
 * hydrated from the store for {@link SearchService} in a fixed number of statements per search.
 */
final class GraphHits {
  private GraphHits() {}

  /**
   * The store rows graph hits need, read in a fixed number of statements per search (claims, the
   * nodes they and the node hits name, the node hits known only from removed sources, and whether
   * each claim's source is removed) rather than three or four statements per hit.
   */
  record GraphRows(
      Map<String, ClaimRecord> claims, Map<String, NodeRecord> nodes, Set<String> removedNodes) {
    static GraphRows read(
        dev.assistantmemory.core.store.StoreTx tx,
        String user,
        List<Fusion.Candidate> top,
        Map<String, Boolean> removed) {
      List<String> claimIds = new ArrayList<>();
      List<String> nodeIds = new ArrayList<>();
      for (Fusion.Candidate c : top) {
        if (c.chunkId.startsWith("claim_")) {
          claimIds.add(c.chunkId);
        } else if (c.chunkId.startsWith("node_")) {
          nodeIds.add(c.chunkId);
        }
      }
      if (claimIds.isEmpty() && nodeIds.isEmpty()) {
        return new GraphRows(Map.of(), Map.of(), Set.of());
      }
      Map<String, ClaimRecord> claims = new HashMap<>();
      Set<String> named = new HashSet<>(nodeIds);
      Set<String> cited = new HashSet<>();
      if (!claimIds.isEmpty()) {
        for (ClaimRecord claim : tx.findClaims(user, claimIds)) {
          claims.put(claim.id(), claim);
          named.add(claim.subjectNodeId());
          if (claim.objectNodeId() != null) {
            named.add(claim.objectNodeId());
          }
          if (claim.sourceId() != null) {
            cited.add(claim.sourceId());
          }
        }
      }
      Map<String, NodeRecord> nodes = new HashMap<>();
      if (!named.isEmpty()) {
        for (NodeRecord n : tx.findNodes(user, named)) {
          nodes.put(n.id(), n);
        }
      }
      // A node card is asked whether any live source still cites it, not for every source that
      // does: the user's own node is cited by thousands of messages.
      Set<String> removedNodes =
          nodeIds.isEmpty() ? Set.of() : tx.nodesKnownOnlyFromRemovedSources(user, nodeIds);
      cited.removeAll(removed.keySet());
      if (!cited.isEmpty()) {
        for (SourceRecord s : tx.findSourceHeads(user, cited)) {
          removed.put(s.id(), s.tombstonedAt() != null);
        }
      }
      return new GraphRows(claims, nodes, removedNodes);
    }

    java.util.Optional<NodeRecord> node(String id) {
      return java.util.Optional.ofNullable(nodes.get(id));
    }
  }

  /**
   * A claim or node card, re-checked against the store: still active (claims), not deleted (nodes),
   * in the caller's reach and scope; assistant-inferred claims and excluded node types stay out.
   */
  static java.util.Optional<Hit> graphHit(
      GraphRows rows,
      SearchRequest req,
      Fusion.Candidate c,
      BiFunction<Fusion.Candidate, String, Relevance> scorer,
      Map<String, Boolean> removed) {
    if (c.chunkId.startsWith("claim_")) {
      return java.util.Optional.ofNullable(rows.claims().get(c.chunkId))
          .filter(claim -> !claim.isCandidate())
          .filter(
              claim ->
                  req.asOf() == null
                      ? ClaimRecord.ACTIVE.equals(claim.status())
                      : claim.believedAt(req.asOf()))
          .filter(claim -> req.readScope().admits(claim.userId(), claim.partitionKey()))
          .filter(claim -> claim.scope() == req.scope())
          // A claim drawn from a tombstoned or purged source is not found by search.
          .filter(
              claim ->
                  claim.sourceId() == null || !Boolean.TRUE.equals(removed.get(claim.sourceId())))
          .map(
              claim -> {
                String subject =
                    rows.node(claim.subjectNodeId()).map(NodeRecord::label).orElse(null);
                String object =
                    claim.objectNodeId() == null
                        ? null
                        : rows.node(claim.objectNodeId()).map(NodeRecord::label).orElse(null);
                return new ClaimHit(
                    claim,
                    subject,
                    object,
                    round(c.total()),
                    scorer.apply(
                        c,
                        String.join(
                            " ",
                            claim.statement() == null ? "" : claim.statement(),
                            subject == null ? "" : subject,
                            object == null ? "" : object,
                            claim.objectValue() == null ? "" : claim.objectValue())));
              });
    }
    return rows.node(c.chunkId)
        .filter(n -> n.deletedAt() == null && n.scope() == req.scope())
        // Memory as it stood at asOf: a node recorded later did not exist yet.
        .filter(n -> req.asOf() == null || !n.createdAt().isAfter(req.asOf()))
        .filter(n -> req.readScope().admits(n.userId(), n.partitionKey()))
        .filter(n -> !req.excludeNodeTypes().contains(n.nodeType()))
        .filter(n -> !rows.removedNodes().contains(n.id()))
        .map(
            n ->
                new NodeHit(
                    n,
                    round(c.total()),
                    scorer.apply(
                        c, n.label() + " " + (n.description() == null ? "" : n.description()))));
  }

  private static final int MAX_CONNECTIONS = 5;

  /**
   * One-hop expansion: nodes linked to a node hit by an active, user-held claim, in the same scope
   * and reach, at most {@value #MAX_CONNECTIONS}, scored at half their anchor.
   */
  static List<Hit> connections(
      dev.assistantmemory.core.store.StoreTx tx, SearchRequest req, List<Hit> hits) {
    List<NodeHit> anchors =
        hits.stream().filter(NodeHit.class::isInstance).map(NodeHit.class::cast).toList();
    if (anchors.isEmpty() || req.asOf() != null) {
      return List.of();
    }
    String user = req.readScope().userId();
    Set<String> seen = new HashSet<>();
    anchors.forEach(a -> seen.add(a.node().id()));
    // Two reads for every anchor at once: their links, and every node those links reach.
    // Per anchor and direction its first links only, enough that the seen nodes (hits,
    // earlier connections) skipped on the way rarely starve it: a heavily linked node (the
    // user's own) has thousands, and reading them all was a tenth of the search's time.
    Map<String, List<ClaimRecord>> claimsOf =
        tx.linksOfNodes(
            user,
            anchors.stream().map(a -> a.node().id()).toList(),
            2 * (MAX_CONNECTIONS + hits.size()));
    Set<String> linked = new HashSet<>();
    claimsOf
        .values()
        .forEach(
            cs ->
                cs.forEach(
                    c -> {
                      linked.add(c.subjectNodeId());
                      if (c.objectNodeId() != null) {
                        linked.add(c.objectNodeId());
                      }
                    }));
    linked.removeAll(seen);
    Map<String, NodeRecord> nodes = new HashMap<>();
    if (!linked.isEmpty()) {
      tx.findNodes(user, linked).forEach(n -> nodes.put(n.id(), n));
    }
    List<Hit> out = new ArrayList<>();
    for (NodeHit anchor : anchors) {
      for (ClaimRecord c : claimsOf.getOrDefault(anchor.node().id(), List.of())) {
        if (out.size() >= MAX_CONNECTIONS) {
          return out;
        }
        if (!ClaimRecord.ACTIVE.equals(c.status()) || c.isCandidate() || c.objectNodeId() == null) {
          continue;
        }
        String otherId =
            anchor.node().id().equals(c.subjectNodeId()) ? c.objectNodeId() : c.subjectNodeId();
        if (!seen.add(otherId)) {
          continue;
        }
        java.util.Optional.ofNullable(nodes.get(otherId))
            .filter(n -> n.deletedAt() == null && n.scope() == req.scope())
            // Memory as it stood at asOf: a node recorded later did not exist yet.
            .filter(n -> req.asOf() == null || !n.createdAt().isAfter(req.asOf()))
            .filter(n -> req.readScope().admits(n.userId(), n.partitionKey()))
            .filter(n -> !req.excludeNodeTypes().contains(n.nodeType()))
            .ifPresent(
                n -> {
                  String subject =
                      c.subjectNodeId().equals(n.id()) ? n.label() : anchor.node().label();
                  String object =
                      c.objectNodeId().equals(n.id()) ? n.label() : anchor.node().label();
                  out.add(
                      new ConnectionHit(
                          n, c, subject, object, round(anchor.score() / 2), anchor.relevance()));
                });
      }
    }
    return out;
  }

  private static double round(double v) {
    return Math.round(v * 10000.0) / 10000.0;
  }
}
