package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.ReExtractionTx;
import dev.assistantmemory.core.store.SourceChanges;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jdbi.v3.core.Handle;

/** {@link ReExtractionTx} on the transaction's handle. */
final class JdbiReExtractionTx implements ReExtractionTx {
  private final Handle h;

  JdbiReExtractionTx(Handle h) {
    this.h = h;
  }

  @Override
  public List<ClaimRecord> extractedClaimsCiting(String userId, Collection<String> sourceIds) {
    List<ClaimRecord> out = new ArrayList<>();
    for (List<String> part : InLists.partition(new TreeSet<>(sourceIds))) {
      out.addAll(
          h.createQuery(
                  """
                  SELECT * FROM claims WHERE user_id = :user AND source_id IN (<sources>)
                    AND origin = :origin AND status = :active""")
              .bind("user", userId)
              .bindList("sources", part)
              .bind("origin", ClaimRecord.ORIGIN_EXTRACTION)
              .bind("active", ClaimRecord.ACTIVE)
              .map(Rows.CLAIM)
              .list());
    }
    out.sort(Comparator.comparing(ClaimRecord::id));
    return out;
  }

  @Override
  public Map<String, Set<String>> evidenceSources(String userId, Collection<String> claimIds) {
    Map<String, Set<String>> out = new LinkedHashMap<>();
    for (List<String> part : InLists.partition(new TreeSet<>(claimIds))) {
      h.createQuery(
              """
              SELECT e.claim_id, e.source_id FROM claim_evidence e
              JOIN claims c ON c.id = e.claim_id
              WHERE c.user_id = :user AND e.claim_id IN (<ids>)
              ORDER BY e.claim_id, e.source_id""")
          .bind("user", userId)
          .bindList("ids", part)
          .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2)})
          .forEach(r -> out.computeIfAbsent(r[0], k -> new TreeSet<>()).add(r[1]));
    }
    return out;
  }

  @Override
  public Set<String> nodesWithObservations(String userId, Collection<String> nodeIds) {
    Set<String> out = new HashSet<>();
    for (List<String> part : InLists.partition(new TreeSet<>(nodeIds))) {
      out.addAll(
          h.createQuery(
                  """
                  SELECT DISTINCT event_node_id FROM metric_observations
                  WHERE user_id = :user AND event_node_id IN (<ids>)""")
              .bind("user", userId)
              .bindList("ids", part)
              .mapTo(String.class)
              .list());
    }
    return out;
  }

  @Override
  public void saveReport(String operationId, String userId, SourceChanges c, Instant at) {
    h.createUpdate("DELETE FROM reextraction_reports WHERE operation_id = :op AND user_id = :user")
        .bind("op", operationId)
        .bind("user", userId)
        .execute();
    h.createUpdate(
            """
            INSERT INTO reextraction_reports (operation_id, user_id, source_id, nodes_added,
              claims_added, claims_history, claims_superseded, claims_retracted, claims_kept,
              refused, details, created_at)
            VALUES (:op, :user, :source, :nodes, :added, :history, :superseded, :retracted,
              :kept, :refused, :details, :at)""")
        .bind("op", operationId)
        .bind("user", userId)
        .bind("source", c.sourceId())
        .bind("nodes", c.nodesAdded().size())
        .bind("added", c.claimsAdded().size())
        .bind("history", c.claimsFiledAsHistory().size())
        .bind("superseded", c.claimsSuperseded().size())
        .bind("retracted", c.claimsRetracted().size())
        .bind("kept", c.claimsKept())
        .bind("refused", c.refused())
        .bind("details", c.detailLines())
        .bind("at", text(at))
        .execute();
  }

  @Override
  public Optional<SourceChanges> report(String userId, String operationId) {
    return h.createQuery(
            """
            SELECT source_id, details, claims_kept, refused FROM reextraction_reports
            WHERE user_id = :user AND operation_id = :op""")
        .bind("user", userId)
        .bind("op", operationId)
        .map(
            (rs, ctx) ->
                SourceChanges.fromDetailLines(
                    rs.getString("source_id"),
                    rs.getString("details"),
                    rs.getInt("claims_kept"),
                    rs.getInt("refused")))
        .findOne();
  }
}
