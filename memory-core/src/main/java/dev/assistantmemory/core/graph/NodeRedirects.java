package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.util.Optional;

/**
 * How a node read resolves the id it was given (CONTRACT.md 8 {@code /node/merge}: "old ids
 * redirect"; 13.15 merges "leave redirects"): a merged id follows its redirects, within the scope,
 * to the surviving node; a deleted node, like an unknown one, is not found. Every node read (the
 * node, its card, sources, history, profile, neighborhood and summary) answers through this one
 * rule, so one id never reads as the survivor on one route and as empty or missing on the next.
 */
public final class NodeRedirects {
  /** More hops than any chain of merges holds; a cycle (which merges never write) ends here. */
  private static final int MAX_HOPS = 10;

  private NodeRedirects() {}

  /** The node in scope after its merge redirects, deleted or not. */
  public static Optional<NodeRecord> follow(StoreTx tx, ReadScope scope, String nodeId) {
    Optional<NodeRecord> n = tx.findNode(scope, nodeId);
    for (int hops = 0; hops < MAX_HOPS && n.isPresent() && n.get().mergedInto() != null; hops++) {
      n = tx.findNode(scope, n.get().mergedInto());
    }
    return n;
  }

  /** The live node in scope the id reads as: after its redirects, not deleted; else empty. */
  public static Optional<NodeRecord> live(StoreTx tx, ReadScope scope, String nodeId) {
    return follow(tx, scope, nodeId).filter(n -> n.deletedAt() == null);
  }
}
