package dev.assistantmemory.core.store;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The reads and the report rows of re-extraction (issue 13 item 6) inside one store transaction;
 * every read is bounded to one user.
 */
public interface ReExtractionTx {
  /**
   * The user's active claims that extraction wrote ({@code origin = extraction}) citing one of the
   * sources as their own source, in id order.
   */
  List<ClaimRecord> extractedClaimsCiting(String userId, Collection<String> sourceIds);

  /** The sources each claim's evidence cites (claims without evidence have no entry). */
  Map<String, Set<String>> evidenceSources(String userId, Collection<String> claimIds);

  /** The nodes among {@code nodeIds} that a metric observation of the user hangs on. */
  Set<String> nodesWithObservations(String userId, Collection<String> nodeIds);

  /** Stores what the re-extraction of a receipt changed (once per receipt; a rerun replaces it). */
  void saveReport(String operationId, String userId, SourceChanges changes, Instant at);

  /** What the re-extraction of the user's receipt changed, once its job completed. */
  Optional<SourceChanges> report(String userId, String operationId);
}
