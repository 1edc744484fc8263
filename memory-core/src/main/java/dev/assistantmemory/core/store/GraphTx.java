package dev.assistantmemory.core.store;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Graph data operations inside one store transaction; every read is bounded to one user. */
public interface GraphTx {
  void insertNode(NodeRecord node);

  Optional<NodeRecord> findNode(String userId, String nodeId);

  void markNodeDeleted(String nodeId, Instant at);

  void insertClaim(ClaimRecord claim);

  Optional<ClaimRecord> findClaim(String userId, String claimId);

  /** Claims about or pointing at the node, every status, in record order. */
  List<ClaimRecord> claimsOfNode(String userId, String nodeId);

  List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate);

  /** The newest claim that {@code claimId} superseded, if any. */
  Optional<ClaimRecord> predecessorOf(String userId, String claimId);

  void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now);

  void deleteClaim(String claimId);

  /** Stores the embedding of a node card or claim ({@code entity} "node" or "claim"). */
  void setEmbedding(String entity, String id, float[] vector);

  float[] embeddingOf(String entity, String id);

  void insertEvidence(String claimId, String sourceId, String excerpt, Instant at);

  List<Rejection> rejections(String userId, String partitionKey);

  void insertRejection(Rejection rejection);

  void countRejectionHit(String rejectionId, Instant at);

  /** Insert-only audit: written before the destructive act it describes. */
  void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at);
}
