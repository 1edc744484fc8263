package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.SystemTx;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The part of {@link JdbiStoreTx} that JdbiClaimRows serves: claims, their evidence and embeddings.
 * A default method per store call, each one statement on the transaction's rows.
 */
interface ClaimRowsTx extends SystemTx {
  JdbiClaimRows claimRows();

  @Override
  default List<String> sourceIdsOfNode(String userId, String nodeId) {
    return claimRows().sourceIdsOfNode(userId, nodeId);
  }

  @Override
  default java.util.Set<String> claimsOnlyFromRemovedSources(
      String userId, java.util.Collection<String> claimIds) {
    return claimRows().claimsOnlyFromRemovedSources(userId, claimIds);
  }

  @Override
  default boolean hasRemovedSources(String userId) {
    return claimRows().hasRemovedSources(userId);
  }

  @Override
  default java.util.Set<String> nodesKnownOnlyFromRemovedSources(
      String userId, Collection<String> nodeIds) {
    return claimRows().nodesKnownOnlyFromRemovedSources(userId, nodeIds);
  }

  @Override
  default List<ClaimRecord> findClaims(String userId, Collection<String> claimIds) {
    return claimRows().findClaims(userId, claimIds);
  }

  @Override
  default void insertClaim(ClaimRecord c) {
    claimRows().insertClaim(c, null);
  }

  @Override
  default void insertClaim(ClaimRecord c, float[] vector) {
    claimRows().insertClaim(c, vector);
  }

  @Override
  default Optional<ClaimRecord> findClaim(String userId, String claimId) {
    return claimRows().findClaim(userId, claimId);
  }

  @Override
  default Optional<ClaimRecord> findClaim(ReadScope scope, String claimId) {
    return claimRows().findClaim(scope, claimId);
  }

  @Override
  default List<ClaimRecord> claimsOfNode(ReadScope scope, String nodeId) {
    return claimRows().claimsOfNode(scope, nodeId);
  }

  @Override
  default java.util.Map<String, List<ClaimRecord>> activeClaimsAbout(
      ReadScope scope, Collection<String> subjectNodeIds) {
    return claimRows().activeClaimsAbout(scope, subjectNodeIds);
  }

  @Override
  default Map<String, List<ClaimRecord>> claimsOfNodes(String userId, Collection<String> nodeIds) {
    return claimRows().claimsOfNodes(userId, nodeIds);
  }

  @Override
  default Map<String, List<ClaimRecord>> linksOfNodes(
      String userId, Collection<String> nodeIds, int perNode) {
    return claimRows().linksOfNodes(userId, nodeIds, perNode);
  }

  @Override
  default List<ClaimRecord> claimsOfNode(String userId, String nodeId) {
    return claimRows().claimsOfNode(userId, nodeId);
  }

  @Override
  default List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate) {
    return claimRows().activeClaims(userId, subjectNodeId, predicate);
  }

  @Override
  default Optional<ClaimRecord> predecessorOf(String userId, String claimId) {
    return claimRows().predecessorOf(userId, claimId);
  }

  @Override
  default void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now) {
    claimRows()
        .updateClaimLifecycle(
            claimId, status, expiredAt, validTo, supersededBy, relation, contradictedBy, now);
  }

  @Override
  default void updateClaimStatement(String claimId, String statement, Instant now) {
    claimRows().updateClaimStatement(claimId, statement, now);
  }

  @Override
  default void deleteClaim(String claimId) {
    claimRows().deleteClaim(claimId);
  }

  @Override
  default void setEmbedding(String entity, String id, float[] vector) {
    claimRows().setEmbedding(entity, id, vector);
  }

  @Override
  default float[] embeddingOf(String userId, String entity, String id) {
    return claimRows().embeddingOf(userId, entity, id);
  }

  @Override
  default java.util.Map<String, float[]> embeddingsOf(
      String userId, String entity, java.util.Collection<String> ids) {
    return claimRows().embeddingsOf(userId, entity, ids);
  }

  @Override
  default float[] embeddingOf(String entity, String id) {
    return claimRows().embeddingOf(entity, id);
  }

  @Override
  default void insertEvidence(String claimId, String sourceId, String excerpt, Instant at) {
    claimRows().insertEvidence(claimId, sourceId, excerpt, at);
  }
}
