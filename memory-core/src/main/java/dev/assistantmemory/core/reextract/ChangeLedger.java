package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The graph writes one re-extraction pass made, as {@link WatchedTx} saw them: nodes and claims
 * inserted, lifecycle changes of claims held before the pass, and the claims the pass cited its
 * source for again. Not thread-safe: one pass, one transaction, one thread.
 */
final class ChangeLedger {
  final List<NodeRecord> nodesInserted = new ArrayList<>();

  /** Claims this pass inserted, by id, with the status they have now. */
  final Map<String, ClaimRecord> claimsInserted = new LinkedHashMap<>();

  /** Claims held before the pass whose status it changed: id to the new status. */
  final Map<String, String> lifecycleChanges = new LinkedHashMap<>();

  /** Claims held before the pass that it cited a source for again (found again: NOOP). */
  final Set<String> evidenced = new LinkedHashSet<>();

  void nodeInserted(NodeRecord n) {
    nodesInserted.add(n);
  }

  void claimInserted(ClaimRecord c) {
    claimsInserted.put(c.id(), c);
  }

  boolean insertedHere(String claimId) {
    return claimsInserted.containsKey(claimId);
  }

  void lifecycleChanged(String claimId, String status) {
    ClaimRecord mine = claimsInserted.get(claimId);
    if (mine != null) {
      claimsInserted.put(
          claimId,
          mine.withLifecycle(
              status,
              mine.expiredAt(),
              mine.supersededBy(),
              mine.supersessionRelation(),
              mine.contradictedBy()));
    } else {
      lifecycleChanges.put(claimId, status);
    }
  }

  /** Claims this pass inserted and removed again (copies of history held before): kept. */
  int repeated;

  void repeated(String claimId) {
    claimsInserted.remove(claimId);
    repeated++;
  }

  void evidenceAdded(String claimId) {
    if (!insertedHere(claimId)) {
      evidenced.add(claimId);
    }
  }

  /** The nodes the pass's claims are about (inserted or found again). */
  Set<String> subjectsTouched(Map<String, ClaimRecord> heldById) {
    Set<String> out = new LinkedHashSet<>();
    claimsInserted.values().forEach(c -> out.add(c.subjectNodeId()));
    for (String id : evidenced) {
      ClaimRecord held = heldById.get(id);
      if (held != null) {
        out.add(held.subjectNodeId());
      }
    }
    return out;
  }
}
