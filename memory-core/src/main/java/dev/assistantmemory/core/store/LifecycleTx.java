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
}
