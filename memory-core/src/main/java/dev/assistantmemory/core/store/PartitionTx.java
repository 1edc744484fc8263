package dev.assistantmemory.core.store;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Partition migration rows (CONTRACT.md 3 and 10.2): the per-user fence, the registered partitions,
 * and what a reclassification moves and records. Every call names the owning user.
 */
public interface PartitionTx {
  /** The user's fence row; empty = the default, {@code migrated} at version 0. */
  Optional<PartitionMigrationRow> migration(String userId);

  /** True when the user exists (any row in users). */
  boolean userExists(String userId);

  /**
   * Compare-and-set of the fence: moves it from ({@code expectedState}, {@code expectedVersion}) to
   * ({@code nextState}, {@code expectedVersion + 1}); false when another writer moved it first. An
   * absent row counts as {@code migrated} at version 0.
   */
  boolean compareAndSetMigration(
      String userId,
      String expectedState,
      int expectedVersion,
      String nextState,
      String unassignedPartitionKey,
      Instant now);

  /** True when the partition is registered for the user. */
  boolean isRegistered(String userId, String partitionKey);

  /** Registers the partition (idempotent). */
  void register(String userId, String partitionKey, Instant now);

  /** The distinct partition keys of the user's sources, in key order. */
  List<String> sourcePartitions(String userId);

  /** The user's root sources (no parent) after {@code afterId} in id order, live or not. */
  List<SourceRecord> rootSourcesAfter(String userId, String afterId, int limit);

  /**
   * The nodes the user's reclassifications split (partition-inventory), ordered by binding
   * generation then source node id, after ({@code afterGeneration}, {@code afterNodeId}); "" and ""
   * for the first page.
   */
  List<InventoryMapping> mappingsAfter(
      String userId, String afterGeneration, String afterNodeId, int limit);

  /** One split node with the reclassification that split it. */
  record InventoryMapping(
      String bindingGeneration,
      String sourceId,
      String partitionKey,
      String sourceNodeId,
      String replacementNodeId) {}

  /** The stored result of a reclassification of the user, if that bindingGeneration was used. */
  Optional<Reclassification> reclassification(String userId, String bindingGeneration);

  /** Stores the result of a reclassification (its bindingGeneration is new for the user). */
  void recordReclassification(Reclassification r, Instant now);

  /** Moves a source, its receipts and its chunks to the partition; the source version + 1. */
  void moveSource(String sourceId, String partitionKey);

  /** The user's claims whose evidence source is one of {@code sourceIds}. */
  List<ClaimRecord> claimsOfSources(String userId, Collection<String> sourceIds);

  /**
   * True when a claim of the user that is not one of {@code claimIds} names the node as subject,
   * object or speaker.
   */
  boolean nodeUsedElsewhere(String userId, String nodeId, Collection<String> claimIds);

  /** Moves a node and its aliases to the partition. */
  void moveNode(String nodeId, String partitionKey);

  /** Moves a claim to the partition, naming {@code subject}, {@code object}, {@code speaker}. */
  void moveClaim(
      String claimId, String partitionKey, String subject, String object, String speaker);

  /** The replacement of a node in a partition made by an earlier split, if it still exists. */
  Optional<String> replacementNode(String userId, String sourceNodeId, String partitionKey);

  /** Records the replacement of a node in a partition. */
  void recordReplacement(
      String userId, String sourceNodeId, String partitionKey, String replacementId, Instant now);

  /** A stored reclassification result. */
  record Reclassification(
      String userId,
      String bindingGeneration,
      String sourceId,
      String partitionKey,
      int sourceVersion,
      int movedClaimCount,
      List<NodeMapping> nodeMappings) {}

  /** A node split off into the target partition. */
  record NodeMapping(String sourceNodeId, String partitionKey, String replacementNodeId) {}

  /** The stored fence of one user. */
  record PartitionMigrationRow(String state, int version, String unassignedPartitionKey) {}
}
