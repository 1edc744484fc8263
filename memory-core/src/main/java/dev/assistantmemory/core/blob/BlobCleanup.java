package dev.assistantmemory.core.blob;

import dev.assistantmemory.core.store.BlobCleanupRecord;
import dev.assistantmemory.core.store.MemoryStore;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The seed's unknown-outcome rule for bucket uploads. A PUT that passed its deadline or was
 * cancelled does not prove the bucket rejected it: a lost response can leave the bytes saved. The
 * ingest that started it is not accepted (its caller is told to try again, and a new attempt uses a
 * new object key), so whatever landed under the old key is referenced by nothing. Its cleanup
 * receipt stays pending until a pass observes the object (a HEAD) and deletes it; only then does it
 * complete. An object that never arrives keeps the receipt pending rather than reporting a deletion
 * that did not happen.
 *
 * <p>Deleting is safe because every upload attempt writes its own key ({@code
 * files/xx/<sha256>/<attempt>}): no other source can share the key of a failed attempt.
 */
public final class BlobCleanup {
  private static final Logger LOG = LoggerFactory.getLogger(BlobCleanup.class);

  /** What one pass did: receipts observed, objects deleted (receipts completed), still pending. */
  public record Pass(int observed, int deleted, int stillPending) {}

  private final MemoryStore store;
  private final BlobStore blobs;
  private final Clock clock;

  public BlobCleanup(MemoryStore store, BlobStore blobs, Clock clock) {
    this.store = store;
    this.blobs = blobs;
    this.clock = clock;
  }

  /** Records the pending cleanup receipt of an upload of unknown outcome; returns its id. */
  public String recordUnknownOutcome(String userId, BlobUploadOutcomeUnknownException e) {
    String id = "blobcleanup_" + UUID.randomUUID();
    Instant now = clock.instant();
    store.writeAsSystem(
        tx -> {
          tx.blobCleanups()
              .record(
                  new BlobCleanupRecord(
                      id,
                      userId,
                      e.key(),
                      e.sha256(),
                      e.size(),
                      BlobCleanupRecord.Status.pending,
                      0,
                      now,
                      null,
                      null));
          return null;
        });
    LOG.warn("blob.upload.outcome_unknown key={} receipt={}", e.key(), id);
    return id;
  }

  /**
   * Observes up to {@code limit} pending receipts, oldest first: an object that is there is deleted
   * and its receipt completes; a missing one leaves its receipt pending. A bucket that cannot be
   * reached ends the pass early and leaves every receipt as it was.
   */
  public Pass runOnce(int limit) {
    List<BlobCleanupRecord> pending = store.readAsSystem(tx -> tx.blobCleanups().pending(limit));
    int observed = 0;
    int deleted = 0;
    for (BlobCleanupRecord r : pending) {
      boolean present;
      try {
        present = blobs.exists(r.objectKey());
        if (present) {
          blobs.delete(r.objectKey());
        }
      } catch (IOException | RuntimeException e) {
        LOG.warn("blob.cleanup.unavailable key={}: {}", r.objectKey(), e.toString());
        break;
      }
      observed++;
      Instant now = clock.instant();
      if (present) {
        deleted++;
        store.writeAsSystem(
            tx -> {
              tx.blobCleanups().completed(r.id(), now);
              return null;
            });
        LOG.info("blob.cleanup.deleted key={} receipt={}", r.objectKey(), r.id());
      } else {
        store.writeAsSystem(
            tx -> {
              tx.blobCleanups().observedMissing(r.id(), now);
              return null;
            });
      }
    }
    return new Pass(observed, deleted, pending.size() - deleted);
  }
}
