package dev.assistantmemory.core.source;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.LifecycleTx.Citing;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Instant;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;

/**
 * The claims and nodes a removal of sources (a source-lifecycle command, prune-orphan's removal of
 * a file source whose blob vanished, a replacement by {@code updateExisting}) hides from the reads
 * or shows again, told to the change feed (and the index, which tails the same log). A claim
 * extracted only from removed sources and a node known only from them leave every read (stop 41,
 * 42) while their rows stay unchanged; so the command notes, before it changes the sources, which
 * of the claims citing them and of their live nodes are hidden, and after, logs a {@code delete}
 * for each one hidden since and an {@code upsert} for each one shown again. The feed answers such
 * an entity {@code status: "deleted"} while it is hidden ({@code ChangeFeedService}). A claim a
 * replacement's new version says again gets its evidence and an {@code upsert} from the extraction
 * ({@code GraphBatch.addEvidence}), after the replacement's {@code delete}.
 */
public final class HiddenByRemoval {
  private final String userId;
  private final Set<String> claims;
  private final Set<String> nodes;
  private final Set<String> hiddenClaims;
  private final Set<String> hiddenNodes;

  private HiddenByRemoval(StoreTx tx, String userId, Citing citing, boolean sourcesLive) {
    this.userId = userId;
    this.claims = citing.claimIds();
    Set<String> live = new TreeSet<>();
    if (!citing.nodeIds().isEmpty()) {
      for (NodeRecord n : tx.findNodes(userId, citing.nodeIds())) {
        if (n.deletedAt() == null && n.mergedInto() == null) {
          live.add(n.id());
        }
      }
    }
    this.nodes = live;
    // A claim citing a live source, and a node such a claim names, has a live citation: none of
    // them is hidden before a removal of live sources, so the two questions need not be asked.
    this.hiddenClaims = sourcesLive ? Set.of() : hiddenClaims(tx);
    this.hiddenNodes = sourcesLive ? Set.of() : hiddenNodes(tx);
  }

  /** What is hidden now among the graph that cites the sources; call before changing them. */
  public static HiddenByRemoval before(StoreTx tx, String userId, Collection<String> sourceIds) {
    // Both snapshots under the user's writers' turn: two removals of sources that support the same
    // claim, or an extraction adding evidence to it, must not each see it still supported.
    tx.serializeWithOtherWriters();
    return new HiddenByRemoval(tx, userId, tx.lifecycle().citing(userId, sourceIds), false);
  }

  /**
   * As {@link #before}, for sources the caller read as live (not tombstoned) in this transaction,
   * such as the old version a replacement by {@code updateExisting} retires: what cites them is not
   * hidden yet, so only the answer after the change is asked (one question of each kind, not two).
   */
  public static HiddenByRemoval beforeRemovingLive(
      StoreTx tx, String userId, Collection<String> liveSourceIds) {
    tx.serializeWithOtherWriters();
    return new HiddenByRemoval(tx, userId, tx.lifecycle().citing(userId, liveSourceIds), true);
  }

  /**
   * After the sources changed: logs what the change hid ({@code delete}) or showed ({@code
   * upsert}).
   */
  public void logChanges(StoreTx tx, Instant now) {
    Set<String> claimsNow = hiddenClaims(tx);
    Set<String> nodesNow = hiddenNodes(tx);
    log(tx, "claim", minus(claimsNow, hiddenClaims), ChangeRecord.DELETE, now);
    log(tx, "node", minus(nodesNow, hiddenNodes), ChangeRecord.DELETE, now);
    log(tx, "node", minus(hiddenNodes, nodesNow), ChangeRecord.UPSERT, now);
    log(tx, "claim", minus(hiddenClaims, claimsNow), ChangeRecord.UPSERT, now);
  }

  private Set<String> hiddenClaims(StoreTx tx) {
    return claims.isEmpty() ? Set.of() : tx.claimsOnlyFromRemovedSources(userId, claims);
  }

  private Set<String> hiddenNodes(StoreTx tx) {
    return nodes.isEmpty() ? Set.of() : tx.nodesKnownOnlyFromRemovedSources(userId, nodes);
  }

  private void log(StoreTx tx, String type, Set<String> ids, String action, Instant now) {
    for (String id : ids) {
      tx.appendChange(userId, type, id, action, now);
    }
  }

  private static Set<String> minus(Set<String> a, Set<String> b) {
    Set<String> out = new TreeSet<>(a);
    out.removeAll(b);
    return out;
  }
}
