package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.CommitmentTx.Origin;
import dev.assistantmemory.core.store.ContextTx;
import dev.assistantmemory.core.store.StoreTx;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The claims a source gave before that its re-extraction no longer gives, and their retirement.
 *
 * <p>A claim is retired (retracted through {@link GraphBatch#invalidateRestoring}: audited first,
 * its predecessor made active again, its value not recorded as rejected, since nobody rejected it)
 * only when all of these hold:
 *
 * <ul>
 *   <li>extraction wrote it, citing one of the source's units (the document, or a message of the
 *       conversation) as its own source, and it is still active;
 *   <li>nobody made or confirmed it ({@link UserClaims}), and the node it is about carries no
 *       active claim the user made or confirmed (the user vouched for that node: its extracted
 *       claims stay), the user's own node excepted;
 *   <li>this pass did not give it again, and no other source's evidence supports it;
 *   <li>it is not a day link ({@code RECORDED_ON}: ingestion's, not the extractor's) and not about
 *       a node a metric observation hangs on (readings are not re-extracted);
 *   <li>a task status or owner only with its task: when the task was opened by this source and this
 *       pass no longer finds the task at all. The applier writes them only when it creates a task,
 *       and a status change read from a follow-up depends on which tasks were open when it was
 *       first read, so re-reading it later proves nothing.
 * </ul>
 *
 * Nodes are never deleted: a node left without claims stays (other sources, aliases or the user may
 * refer to it), and a task left without a status reads as dismissed.
 */
final class StaleClaims {
  /** Written only when a task is created: a task found again keeps them as they are. */
  private static final Set<String> TASK_OPENING = Set.of("HAS_TASK_STATUS", "ASSIGNED_TO");

  private static final int MAX_ROUNDS = 8;

  private final StoreTx tx;
  private final GraphBatch batch;
  private final String userId;
  private final Set<String> unitSources;
  private final ChangeLedger ledger;
  private final Map<String, ClaimRecord> heldBefore;
  private final Set<String> tasksFound;

  StaleClaims(
      StoreTx tx,
      GraphBatch batch,
      Set<String> unitSources,
      ChangeLedger ledger,
      List<ClaimRecord> heldBefore,
      Collection<String> tasksFound) {
    this.tx = tx;
    this.batch = batch;
    this.userId = batch.userId();
    this.unitSources = unitSources;
    this.ledger = ledger;
    this.heldBefore = new LinkedHashMap<>();
    heldBefore.forEach(c -> this.heldBefore.put(c.id(), c));
    this.tasksFound = new HashSet<>(tasksFound);
  }

  /**
   * Retires the stale claims, in rounds: a retired claim's restored predecessor may itself be a
   * stale claim of this source.
   */
  void retire(String reason) {
    Set<String> touched = ledger.subjectsTouched(heldBefore);
    touched.addAll(tasksFound);
    Set<String> considered = new HashSet<>();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      List<ClaimRecord> fresh = new ArrayList<>();
      for (ClaimRecord c : tx.reextraction().extractedClaimsCiting(userId, unitSources)) {
        if (considered.add(c.id()) && !ledger.insertedHere(c.id())) {
          fresh.add(c);
        }
      }
      List<ClaimRecord> stale = stale(fresh, touched);
      if (stale.isEmpty()) {
        return;
      }
      stale.forEach(c -> batch.invalidateRestoring(c, reason));
    }
  }

  private List<ClaimRecord> stale(List<ClaimRecord> claims, Set<String> touched) {
    List<ClaimRecord> candidates = new ArrayList<>();
    for (ClaimRecord c : claims) {
      if (!UserClaims.isUsers(c)
          && !ledger.evidenced.contains(c.id())
          && !ContextTx.DAY_PREDICATE.equals(c.predicate())) {
        candidates.add(c);
      }
    }
    if (candidates.isEmpty()) {
      return candidates;
    }
    Set<String> subjects = new HashSet<>();
    candidates.forEach(c -> subjects.add(c.subjectNodeId()));
    Set<String> keptSubjects = vouched(subjects);
    keptSubjects.addAll(tx.reextraction().nodesWithObservations(userId, subjects));
    Map<String, Set<String>> evidence =
        tx.reextraction()
            .evidenceSources(userId, candidates.stream().map(ClaimRecord::id).toList());
    List<ClaimRecord> out = new ArrayList<>();
    for (ClaimRecord c : candidates) {
      boolean elsewhere =
          evidence.getOrDefault(c.id(), Set.of()).stream().anyMatch(s -> !unitSources.contains(s));
      if (elsewhere || keptSubjects.contains(c.subjectNodeId())) {
        continue;
      }
      if (TASK_OPENING.contains(c.predicate()) && !taskGone(c.subjectNodeId(), touched)) {
        continue;
      }
      out.add(c);
    }
    return out;
  }

  /** Nodes (not the user's own) with an active claim the user made or confirmed. */
  private Set<String> vouched(Set<String> subjects) {
    String self = tx.findSelfNode(userId).map(n -> n.id()).orElse(null);
    Set<String> out = new HashSet<>();
    tx.claimsOfNodes(userId, subjects)
        .forEach(
            (node, claims) -> {
              boolean users =
                  claims.stream()
                      .anyMatch(
                          c ->
                              ClaimRecord.ACTIVE.equals(c.status())
                                  && c.subjectNodeId().equals(node)
                                  && UserClaims.isUsers(c));
              if (users && !node.equals(self)) {
                out.add(node);
              }
            });
    return out;
  }

  /** A task this source opened and this pass no longer finds. */
  private boolean taskGone(String taskId, Set<String> touched) {
    if (touched.contains(taskId)) {
      return false;
    }
    List<Origin> origins = tx.commitments().origins(userId, List.of(taskId));
    return !origins.isEmpty() && unitSources.contains(origins.get(0).sourceId());
  }
}
