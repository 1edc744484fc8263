package dev.assistantmemory.core.source;

import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.MemoryException;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The two source-lifecycle sweeps of CONTRACT.md 10.2, across users, each a bounded batch that
 * reports {@code attempted} and {@code completed}; a source that fails stays for the next sweep.
 *
 * <ul>
 *   <li>cleanup: a purge leaves the stored file's blob behind ({@code storageCleanupState:
 *       pending}) because blobs are content-addressed and may be shared. The sweep deletes each
 *       queued blob no stored file references any more, then marks the purge {@code completed}.
 *   <li>read model: a purge removes the source's chunks (through the change log, out of the index)
 *       and ends its receipts {@code purged} in its own transaction; the sweep repairs a purged
 *       source that still has chunks or unfinished receipts (a purge by an older version, an
 *       import, a processing job that raced it).
 * </ul>
 */
public final class SourceLifecycleSweeps {
  private static final Logger LOG = LoggerFactory.getLogger(SourceLifecycleSweeps.class);

  /** One sweep's counts. */
  public record Sweep(int attempted, int completed) {}

  private final MemoryStore store;
  private final BlobStore blobs;
  private final Clock clock;

  public SourceLifecycleSweeps(MemoryStore store, BlobStore blobs, Clock clock) {
    this.store = store;
    this.blobs = blobs;
    this.clock = clock;
  }

  /** Deletes the unreferenced blobs of up to {@code limit} purged sources. */
  public Sweep cleanup(int limit) {
    List<SourceRecord> sources = store.readAsSystem(tx -> tx.sourcesAwaitingStorageCleanup(limit));
    int completed = 0;
    for (SourceRecord s : sources) {
      try {
        store.write(
            s.userId(),
            tx -> {
              for (var blob : tx.lifecycle().queuedBlobs(s.id())) {
                if (!tx.lifecycle().blobReferenced(blob)) {
                  try {
                    // A bucket object by its own key; the local folder by the SHA-256.
                    blobs.delete(blob.key() != null ? blob.key() : blob.sha256());
                  } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                  }
                }
              }
              tx.lifecycle().completeStorageCleanup(s.id());
              return null;
            });
        completed++;
      } catch (MemoryException | java.io.UncheckedIOException e) {
        LOG.warn("source.cleanup.failed source={} {}", s.id(), e.getMessage());
      }
    }
    return new Sweep(sources.size(), completed);
  }

  /** Finishes the read-model work of up to {@code limit} purged sources. */
  public Sweep readModel(int limit) {
    List<SourceRecord> sources =
        store.readAsSystem(tx -> tx.purgedSourcesWithReadModelLeftovers(limit));
    int completed = 0;
    for (SourceRecord s : sources) {
      try {
        store.write(
            s.userId(),
            tx -> {
              Instant now = clock.instant();
              List<String> chunks = tx.chunkIdsOfSource(s.userId(), s.id());
              // The change log entries are labelled from the chunk rows: write them first.
              for (String chunkId : chunks) {
                tx.appendChange(s.userId(), ChangeRecord.CHUNK, chunkId, ChangeRecord.DELETE, now);
              }
              tx.deleteChunks(chunks);
              for (OperationRecord op : tx.unfinishedOperations(s.userId(), s.id())) {
                tx.cancelJob(op.jobId(), now);
              }
              tx.lifecycle().purgeOperations(s.id(), now);
              return null;
            });
        completed++;
      } catch (MemoryException e) {
        LOG.warn("source.read_model_sweep.failed source={} {}", s.id(), e.getMessage());
      }
    }
    return new Sweep(sources.size(), completed);
  }
}
