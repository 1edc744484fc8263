package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Object reads of the graph services bounded by a {@link ReadScope}: the scope's partitions are a
 * predicate of the store's query, so an object of another partition is simply not found.
 */
final class InScope {
  private InScope() {}

  /** Every partition of the user: the reach of the service's own writers (extraction, import). */
  static ReadScope everyPartition(String userId) {
    return new ReadScope(userId, Set.of());
  }

  /** One partition of the user (null = the personal one). */
  static ReadScope partition(String userId, String partitionKey) {
    return new ReadScope(userId, Set.of(partitionKey == null ? Partitions.PERSONAL : partitionKey));
  }

  static Optional<NodeRecord> liveNode(StoreTx tx, ReadScope scope, String nodeId) {
    return tx.findNode(scope, nodeId).filter(n -> n.deletedAt() == null);
  }

  /** The live node in scope, else 404 NOT_FOUND. */
  static NodeRecord requireNode(StoreTx tx, ReadScope scope, String nodeId) {
    return liveNode(tx, scope, nodeId).orElseThrow(() -> MemoryException.notFound("Node"));
  }

  /** The node in scope, following merge redirects (within the scope). */
  static Optional<NodeRecord> resolve(StoreTx tx, ReadScope scope, String nodeId) {
    return NodeRedirects.follow(tx, scope, nodeId);
  }

  /**
   * The live node a read of {@code nodeId} answers (after merge redirects), else 404 NOT_FOUND: a
   * deleted node reads as an unknown one.
   */
  static NodeRecord requireResolved(StoreTx tx, ReadScope scope, String nodeId) {
    return NodeRedirects.live(tx, scope, nodeId)
        .orElseThrow(() -> MemoryException.notFound("Node"));
  }

  /** The claims with the labels of their endpoints, read in scope. */
  static List<LabelledClaim> labelled(StoreTx tx, ReadScope scope, List<ClaimRecord> claims) {
    Map<String, Optional<String>> labels = new HashMap<>();
    List<LabelledClaim> out = new ArrayList<>(claims.size());
    for (ClaimRecord c : claims) {
      out.add(
          new LabelledClaim(
              c,
              label(tx, scope, labels, c.subjectNodeId()),
              c.objectNodeId() == null ? null : label(tx, scope, labels, c.objectNodeId())));
    }
    return out;
  }

  static LabelledClaim labelled(StoreTx tx, ReadScope scope, ClaimRecord claim) {
    return labelled(tx, scope, List.of(claim)).get(0);
  }

  private static String label(
      StoreTx tx, ReadScope scope, Map<String, Optional<String>> cache, String nodeId) {
    return cache
        .computeIfAbsent(nodeId, id -> tx.findNode(scope, id).map(NodeRecord::label))
        .orElse(null);
  }
}
