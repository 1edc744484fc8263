package dev.assistantmemory.core.store;

import java.time.Instant;
import java.util.List;

/**
 * The cleanup receipts of bucket uploads of unknown outcome. System work (the cleanup pass spans
 * users), reached through {@link SystemTx#blobCleanups()}.
 */
public interface BlobCleanupTx {
  /** Records a pending receipt (a key already recorded is left as it is). */
  void record(BlobCleanupRecord receipt);

  /** Pending receipts, oldest first, at most {@code limit}. */
  List<BlobCleanupRecord> pending(int limit);

  /** One receipt by id, whoever's it is. */
  java.util.Optional<BlobCleanupRecord> find(String id);

  /** Notes one more observation that did not find the object: the receipt stays pending. */
  void observedMissing(String id, Instant at);

  /** The object was observed and deleted: the receipt completes. */
  void completed(String id, Instant at);
}
