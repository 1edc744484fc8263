package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.core.store.StoreTx;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A {@link ChangeLedger} turned into the report of one source ({@link SourceChanges}). */
final class ChangeSummary {
  private ChangeSummary() {}

  static SourceChanges of(
      StoreTx tx,
      String userId,
      String sourceId,
      ChangeLedger ledger,
      List<ClaimRecord> before,
      GraphBatch batch) {
    List<String> nodes = new ArrayList<>();
    for (NodeRecord n : ledger.nodesInserted) {
      nodes.add(n.nodeType() + ": " + n.label());
    }
    List<String> added = new ArrayList<>();
    List<String> history = new ArrayList<>();
    for (ClaimRecord c : ledger.claimsInserted.values()) {
      (ClaimRecord.ACTIVE.equals(c.status()) ? added : history).add(c.statement());
    }
    List<String> superseded = new ArrayList<>();
    List<String> retracted = new ArrayList<>();
    Map<String, ClaimRecord> changed = new HashMap<>();
    tx.findClaims(userId, ledger.lifecycleChanges.keySet()).forEach(c -> changed.put(c.id(), c));
    ledger.lifecycleChanges.forEach(
        (id, status) -> {
          String statement = changed.containsKey(id) ? changed.get(id).statement() : id;
          switch (status) {
            case ClaimRecord.SUPERSEDED -> superseded.add(statement);
            case ClaimRecord.RETRACTED -> retracted.add(statement);
            case ClaimRecord.ACTIVE -> added.add("restored: " + statement);
            default -> history.add(statement);
          }
        });
    int kept =
        (int) before.stream().filter(c -> ledger.evidenced.contains(c.id())).count()
            + ledger.repeated;
    return new SourceChanges(
        sourceId, nodes, added, history, superseded, retracted, kept, batch.refused().size());
  }
}
