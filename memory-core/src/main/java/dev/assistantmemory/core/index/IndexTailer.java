package dev.assistantmemory.core.index;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the search index current by tailing the store's change log.
 *
 * <p>Design: the change log is append-only with a sequence; the index remembers (in its commit
 * data) the last sequence it absorbed. Applying a change is idempotent (upsert by id, delete by
 * id), so after a crash the tailer simply replays from the committed sequence. Batches are made
 * visible at once (refresh) and made durable at most once per {@code commitInterval}, because a
 * Lucene commit fsyncs.
 */
public final class IndexTailer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(IndexTailer.class);
  private static final int BATCH = 512;
  private static final long BATCH_WINDOW_MS = 100;

  private final MemoryStore store;
  private final SearchIndex index;
  private final Duration pollInterval;
  private final Duration commitInterval;
  private final AtomicLong appliedSeq = new AtomicLong();
  private final AtomicBoolean running = new AtomicBoolean();
  private final Semaphore signal = new Semaphore(0);
  private final Object applyLock = new Object();
  private volatile long lastCommitNanos = System.nanoTime();
  private Thread thread;

  public IndexTailer(
      MemoryStore store, SearchIndex index, Duration pollInterval, Duration commitInterval) {
    this.store = store;
    this.index = index;
    this.pollInterval = pollInterval;
    this.commitInterval = commitInterval;
    this.appliedSeq.set(index.committedSeq());
  }

  public void start() {
    if (!running.compareAndSet(false, true)) {
      return;
    }
    thread = new Thread(this::loop, "memory-index-tailer");
    thread.setDaemon(true);
    thread.start();
  }

  /** Asks the tailer to look for changes now. */
  public void wake() {
    signal.release();
  }

  /** The last change-log sequence visible to searches. */
  public long appliedSeq() {
    return appliedSeq.get();
  }

  /** Changes written to the store but not yet searchable. */
  public long lag() {
    long head = store.readAsSystem(StoreTx::lastChangeSeq);
    return Math.max(0, head - appliedSeq.get());
  }

  private void loop() {
    while (running.get()) {
      try {
        int applied = catchUp();
        maybeCommit(false);
        if (applied == 0) {
          signal.drainPermits();
          signal.tryAcquire(pollInterval.toMillis(), TimeUnit.MILLISECONDS);
        } else {
          // Let changes gather: each refresh makes a segment, and merging many small vector
          // segments costs more than the few milliseconds of freshness this gives up.
          Thread.sleep(BATCH_WINDOW_MS);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        LOG.warn("index tailing failed, retrying: {}", e.toString());
        sleepQuietly(1000);
      }
    }
  }

  /** Applies every pending change and makes it visible; returns how many were applied. */
  public int catchUp() {
    synchronized (applyLock) {
      int total = 0;
      while (true) {
        long from = appliedSeq.get();
        List<ChangeRecord> changes = store.readAsSystem(tx -> tx.changesAfter(from, BATCH));
        if (changes.isEmpty()) {
          return total;
        }
        apply(changes);
        index.refresh();
        appliedSeq.set(changes.get(changes.size() - 1).seq());
        total += changes.size();
        if (changes.size() < BATCH) {
          return total;
        }
      }
    }
  }

  private void apply(List<ChangeRecord> changes) {
    // Last action per chunk wins; upserts read the chunk as it is now (absent = deleted since).
    Map<String, String> lastAction = new LinkedHashMap<>();
    for (ChangeRecord c : changes) {
      if (ChangeRecord.CHUNK.equals(c.entityType())) {
        lastAction.remove(c.entityId());
        lastAction.put(c.entityId(), c.action());
      }
    }
    Set<String> upserts = new LinkedHashSet<>();
    List<String> deletes = new ArrayList<>();
    lastAction.forEach(
        (id, action) -> {
          if (ChangeRecord.UPSERT.equals(action)) {
            upserts.add(id);
          } else {
            deletes.add(id);
          }
        });
    if (!upserts.isEmpty()) {
      List<ChunkRecord> chunks = store.readAsSystem(tx -> tx.chunksByIds(upserts));
      Set<String> found = new LinkedHashSet<>();
      List<IndexedChunk> docs = new ArrayList<>(chunks.size());
      for (ChunkRecord c : chunks) {
        found.add(c.id());
        docs.add(toIndexed(c));
      }
      index.upsert(docs);
      for (String id : upserts) {
        if (!found.contains(id)) {
          deletes.add(id);
        }
      }
    }
    if (!deletes.isEmpty()) {
      index.delete(deletes);
    }
  }

  static IndexedChunk toIndexed(ChunkRecord c) {
    return new IndexedChunk(
        c.id(),
        c.userId(),
        c.partitionKey(),
        c.scope(),
        c.sourceKind(),
        c.groupId(),
        c.position(),
        c.text(),
        c.embedding());
  }

  private void maybeCommit(boolean force) {
    long now = System.nanoTime();
    if (force || now - lastCommitNanos >= commitInterval.toNanos()) {
      long seq = appliedSeq.get();
      if (seq != index.committedSeq()) {
        index.commit(seq);
      }
      lastCommitNanos = now;
    }
  }

  /** Rebuilds the index from the store: clears it, then indexes every chunk page by page. */
  public long rebuild() {
    synchronized (applyLock) {
      long head = store.readAsSystem(StoreTx::lastChangeSeq);
      index.clear();
      String after = "";
      long count = 0;
      while (true) {
        String from = after;
        List<ChunkRecord> page = store.readAsSystem(tx -> tx.chunksAfter(from, BATCH));
        if (page.isEmpty()) {
          break;
        }
        index.upsert(page.stream().map(IndexTailer::toIndexed).toList());
        count += page.size();
        after = page.get(page.size() - 1).id();
      }
      index.refresh();
      index.commit(head);
      appliedSeq.set(head);
      return count;
    }
  }

  private static void sleepQuietly(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    if (running.compareAndSet(true, false)) {
      thread.interrupt();
      try {
        thread.join(5000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    synchronized (applyLock) {
      maybeCommit(true);
    }
  }
}
