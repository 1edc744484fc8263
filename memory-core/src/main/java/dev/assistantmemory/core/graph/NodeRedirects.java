package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a node read resolves the id it was given (CONTRACT.md 8 {@code /node/merge}: "old ids
 * redirect"; 13.15 merges "leave redirects"): a merged id follows its redirects, within the scope,
 * to the surviving node; a deleted node, like an unknown one, is not found. Every node read (the
 * node, its card, sources, history, profile, neighborhood and summary) answers through this one
 * rule, so one id never reads as the survivor on one route and as empty or missing on the next. A
 * node known only from removed (tombstoned or purged) sources reads as not found too, as every list
 * leaves it out; a restore of its source brings it back.
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

  /**
   * The live node in scope the id reads as: after its redirects, not deleted and not known only
   * from removed sources; else empty.
   */
  public static Optional<NodeRecord> live(StoreTx tx, ReadScope scope, String nodeId) {
    return follow(tx, scope, nodeId)
        .filter(n -> n.deletedAt() == null)
        .filter(n -> !knownOnlyFromRemoved(tx, scope.userId(), n.id()));
  }

  /**
   * Whether every source still in the store that cites the node is tombstoned or purged (a node no
   * source cites, one the user made, is not): the lists leave such a node out, so its reads by id
   * answer it as not found until a restore.
   */
  public static boolean knownOnlyFromRemoved(StoreTx tx, String userId, String nodeId) {
    return tx.nodesKnownOnlyFromRemovedSources(userId, List.of(nodeId)).contains(nodeId);
  }

  /**
   * Of the source ids, in their order, those of live sources (not tombstoned, not purged): what a
   * node's or task's source list names, since {@code /sources/get} answers the others 404.
   */
  public static List<SourceRecord> liveSources(StoreTx tx, String userId, List<String> ids) {
    Map<String, SourceRecord> heads = new HashMap<>();
    for (SourceRecord s : tx.findSourceHeads(userId, ids)) {
      heads.put(s.id(), s);
    }
    List<SourceRecord> out = new ArrayList<>();
    for (String id : ids) {
      SourceRecord s = heads.get(id);
      if (s != null && s.tombstonedAt() == null) {
        out.add(s);
      }
    }
    return out;
  }
}
