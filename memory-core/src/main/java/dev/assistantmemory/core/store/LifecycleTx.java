package dev.assistantmemory.core.store;

import java.time.Instant;
import java.util.Optional;

/**
 * Source lifecycle operations (their own store class): the per-identity write lock, retired
 * identities, the origin a host gave a source, and reopening a receipt and its job for a retry.
 */
public interface LifecycleTx {
  /**
   * Serialises writers of one source identity until the transaction ends (a transaction-scoped
   * advisory lock on PostgreSQL; SQLite has one writer anyway). Taken before the identity is read,
   * so concurrent first requests see each other's source.
   */
  void lockIdentity(SourceKey key);

  /** True when the identity was retired and not restored since. */
  boolean isRetired(SourceKey key);

  /** Retires the identity (idempotent: the first retirement time is kept). */
  void retire(SourceKey key, Instant now);

  /** Lifts a retirement; true when there was one. */
  boolean restore(SourceKey key);

  /** Records where a source came from (e.g. {@code google_meet}). */
  void setOrigin(String userId, String sourceId, String originKind);

  /** The origin a host gave the source, if any. */
  Optional<String> origin(String userId, String sourceId);

  /** Reopens a receipt for a retry: queued, attempt + 1, no error, not completed. */
  void reopenOperation(String operationId, Instant now);

  /**
   * Makes a job runnable again from now with its attempts reset (a failed, cancelled, or finished
   * job of a retried receipt).
   */
  void requeueJob(String jobId, Instant now);

  /** The stored result of a lifecycle command of the user, if that commandId was applied. */
  Optional<LifecycleCommand> command(String userId, String commandId);

  /** Stores the result of a lifecycle command (its commandId is new for the user). */
  void recordCommand(LifecycleCommand command, Instant now);

  /** When the user's source was purged (empty: never). */
  Optional<Instant> purgedAt(String userId, String sourceId);

  /** The user's direct child sources of a source (messages of a conversation, attachments). */
  java.util.List<SourceRecord> childSources(String userId, String parentId);

  /** The user's claims that cite any of some sources, and the nodes those claims are about. */
  record Citing(java.util.Set<String> claimIds, java.util.Set<String> nodeIds) {}

  /**
   * The user's claims whose source or one of whose evidence sources is among {@code sourceIds},
   * with their subject and object nodes: what a tombstone, restore or purge of those sources may
   * hide from the reads or show again.
   */
  Citing citing(String userId, java.util.Collection<String> sourceIds);

  /** Lifts the tombstone of a source (the caller checked the live identity is free). */
  void untombstoneSource(String sourceId);

  /**
   * Erases a source: content, content hash, external identity (replaced by the source id), title,
   * author, speaker and host context; its stored revisions and file rows; the unapplied-message
   * notes of its receipts. Tombstones it if live. Returns how many stored files it referenced.
   */
  int purgeSource(String sourceId, Instant now);

  /** Every receipt of the source ends {@code purged} / {@code SOURCE_PURGED}. */
  void purgeOperations(String sourceId, Instant now);

  /**
   * A blob a purge left to the storage cleanup: its SHA-256 and, in a bucket, its object key (null
   * in the local folder, which finds a blob by its SHA-256).
   */
  record QueuedBlob(String sha256, String key) {}

  /** The blobs a purge of the source left to the storage cleanup. */
  java.util.List<QueuedBlob> queuedBlobs(String sourceId);

  /**
   * True when a stored file (of any source) still references the blob: the same bucket key, or for
   * the local folder (null key) the same SHA-256.
   */
  boolean blobReferenced(QueuedBlob blob);

  /**
   * Ends the storage cleanup of a purged source: its queued blobs are forgotten and its purge
   * commands say {@code completed}.
   */
  void completeStorageCleanup(String sourceId);
}
