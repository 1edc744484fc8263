package dev.assistantmemory.core.index;

import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.core.store.SystemTx;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
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
  private final Duration foldAfterIdle;
  private long lastWriteNanos = System.nanoTime();
  // True until the index was offered a fold after the last write (also for the index as opened).
  private boolean foldDue = true;
  private Thread thread;

  /**
   * How long writes must pause before the index is asked to fold its segments ({@link
   * SearchIndex#foldSegments()}): long enough that a conversation being ingested message by message
   * is not folded after each one, short enough that the searches after a burst of ingest walk one
   * segment.
   */
  public static final Duration DEFAULT_FOLD_AFTER_IDLE = Duration.ofSeconds(5);

  /**
   * @param foldAfterIdle see {@link #DEFAULT_FOLD_AFTER_IDLE}; {@link Duration#ZERO} never folds
   */
  public IndexTailer(
      MemoryStore store,
      SearchIndex index,
      Duration pollInterval,
      Duration commitInterval,
      Duration foldAfterIdle) {
    this.store = store;
    this.index = index;
    this.pollInterval = pollInterval;
    this.commitInterval = commitInterval;
    this.foldAfterIdle = foldAfterIdle;
    this.appliedSeq.set(index.committedSeq());
  }

  /**
   * Starts tailing. An index written in an older form ({@link SearchIndex#needsRebuild()}: its
   * documents lack a field this version reads) is first rebuilt from the store, before the first
   * search can see it (the application starts the tailer before it serves requests).
   */
  public void start() {
    if (!running.compareAndSet(false, true)) {
      return;
    }
    if (index.needsRebuild()) {
      LOG.info("the search index was written in an older form: rebuilding it from the store");
      long chunks = rebuild();
      LOG.info("search index rebuilt: {} chunks", chunks);
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
    long head = store.readAsSystem(SystemTx::lastChangeSeq);
    return Math.max(0, head - appliedSeq.get());
  }

  private void loop() {
    while (running.get()) {
      try {
        int applied = catchUp();
        maybeCommit(false);
        if (applied > 0) {
          lastWriteNanos = System.nanoTime();
          foldDue = true;
        } else {
          maybeFold();
        }
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
    // Last action per entity wins; upserts read the entity as it is now (absent = deleted since).
    Map<String, ChangeRecord> last = new LinkedHashMap<>();
    for (ChangeRecord c : changes) {
      String key = c.entityType() + ":" + c.entityId();
      last.remove(key);
      last.put(key, c);
    }
    Set<String> chunkUpserts = new LinkedHashSet<>();
    List<ChangeRecord> graphUpserts = new ArrayList<>();
    List<ChangeRecord> graphDeletes = new ArrayList<>();
    List<String> deletes = new ArrayList<>();
    Set<String> chunkDeletes = new LinkedHashSet<>();
    for (ChangeRecord c : last.values()) {
      if (!ChangeRecord.UPSERT.equals(c.action())) {
        if (ChangeRecord.CHUNK.equals(c.entityType())) {
          chunkDeletes.add(c.entityId());
        } else if ("claim".equals(c.entityType()) || "node".equals(c.entityType())) {
          graphDeletes.add(c);
        } else {
          deletes.add(c.entityId());
        }
      } else if (ChangeRecord.CHUNK.equals(c.entityType())) {
        chunkUpserts.add(c.entityId());
      } else if ("claim".equals(c.entityType()) || "node".equals(c.entityType())) {
        graphUpserts.add(c);
      }
    }
    if (!chunkDeletes.isEmpty()) {
      // A chunk whose row is gone (purge, replacement) leaves the index. One whose row stays is a
      // tombstoned source's (source-lifecycle tombstone): searches leave it out when they read,
      // and it stays indexed, so a restore is searchable at once.
      Set<String> kept = new LinkedHashSet<>();
      store.readAsSystem(tx -> tx.chunksByIds(chunkDeletes)).forEach(c -> kept.add(c.chunk().id()));
      for (String id : chunkDeletes) {
        if (!kept.contains(id)) {
          deletes.add(id);
        }
      }
    }
    List<IndexedChunk> docs = new ArrayList<>();
    if (!chunkUpserts.isEmpty()) {
      List<SpokenChunk> chunks = store.readAsSystem(tx -> tx.chunksByIds(chunkUpserts));
      Set<String> found = new LinkedHashSet<>();
      for (SpokenChunk c : chunks) {
        found.add(c.chunk().id());
        docs.add(toIndexed(c));
      }
      for (String id : chunkUpserts) {
        if (!found.contains(id)) {
          deletes.add(id);
        }
      }
    }
    if (!graphUpserts.isEmpty() || !graphDeletes.isEmpty()) {
      List<ChangeRecord> graph = new ArrayList<>(graphUpserts);
      graph.addAll(graphDeletes);
      store.readAsSystem(
          tx -> {
            Map<String, IndexedChunk> found = graphDocuments(tx, graph);
            for (ChangeRecord c : graphUpserts) {
              IndexedChunk doc = found.get(c.entityType() + ":" + c.entityId());
              if (doc != null) {
                docs.add(doc);
              } else {
                deletes.add(c.entityId());
              }
            }
            for (ChangeRecord c : graphDeletes) {
              // A claim or live node whose row stands was hidden by a source's removal (a
              // tombstone): searches leave it out as they read, and it stays indexed, like that
              // source's chunks, so a restore is searchable at once. Gone rows leave the index.
              if (!found.containsKey(c.entityType() + ":" + c.entityId())) {
                deletes.add(c.entityId());
              }
            }
            return null;
          });
    }
    if (!docs.isEmpty()) {
      index.upsert(docs);
    }
    if (!deletes.isEmpty()) {
      index.delete(deletes);
    }
  }

  /**
   * The searchable form of each claim, whatever its status (its statement; whether it was believed
   * is decided at query time, which lets as-of searches replay the past), and of each live node
   * card (label and description), by {@code type:id}; absent when it is gone. Read per user and
   * entity type, a few statements for the whole batch (not two a change: a round trip each on a
   * database server).
   */
  private static Map<String, IndexedChunk> graphDocuments(SystemTx tx, List<ChangeRecord> changes) {
    Map<String, Map<String, Set<String>>> byUser = new LinkedHashMap<>();
    for (ChangeRecord c : changes) {
      byUser
          .computeIfAbsent(c.userId(), u -> new LinkedHashMap<>())
          .computeIfAbsent(c.entityType(), t -> new LinkedHashSet<>())
          .add(c.entityId());
    }
    Map<String, IndexedChunk> out = new HashMap<>();
    byUser.forEach(
        (user, byType) -> {
          Set<String> claimIds = byType.getOrDefault("claim", Set.of());
          if (!claimIds.isEmpty()) {
            Map<String, float[]> vectors = tx.embeddingsOf(user, "claim", claimIds);
            for (ClaimRecord claim : tx.findClaims(user, claimIds)) {
              out.put(
                  "claim:" + claim.id(),
                  new IndexedChunk(
                      claim.id(),
                      claim.userId(),
                      claim.partitionKey(),
                      claim.scope(),
                      "claim",
                      claim.subjectNodeId(),
                      0,
                      claim.statement(),
                      vectors.get(claim.id())));
            }
          }
          Set<String> nodeIds = byType.getOrDefault("node", Set.of());
          if (!nodeIds.isEmpty()) {
            Map<String, float[]> vectors = tx.embeddingsOf(user, "node", nodeIds);
            for (NodeRecord n : tx.findNodes(user, nodeIds)) {
              if (n.deletedAt() == null) {
                out.put(
                    "node:" + n.id(),
                    new IndexedChunk(
                        n.id(),
                        n.userId(),
                        n.partitionKey(),
                        n.scope(),
                        "node",
                        null,
                        0,
                        GraphService.cardText(n.label(), n.description()),
                        vectors.get(n.id())));
              }
            }
          }
        });
    return out;
  }

  static IndexedChunk toIndexed(SpokenChunk spoken) {
    ChunkRecord c = spoken.chunk();
    return new IndexedChunk(
        c.id(),
        c.userId(),
        c.partitionKey(),
        c.scope(),
        c.sourceKind(),
        c.groupId(),
        c.position(),
        c.text(),
        c.embedding(),
        IndexedChunk.speakerOf(spoken.speakerName()));
  }

  /** Offers the index a fold once per pause in writes (the index decides whether it pays). */
  private void maybeFold() {
    if (foldDue
        && !foldAfterIdle.isZero()
        && System.nanoTime() - lastWriteNanos >= foldAfterIdle.toNanos()) {
      foldDue = false;
      if (index.foldSegments()) {
        LOG.debug("folding the index's segments after {} of no writes", foldAfterIdle);
      }
    }
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
      long head = store.readAsSystem(SystemTx::lastChangeSeq);
      index.clear();
      String after = "";
      long count = 0;
      while (true) {
        String from = after;
        List<SpokenChunk> page = store.readAsSystem(tx -> tx.chunksAfter(from, BATCH));
        if (page.isEmpty()) {
          break;
        }
        index.upsert(page.stream().map(IndexTailer::toIndexed).toList());
        count += page.size();
        after = page.get(page.size() - 1).chunk().id();
      }
      // Claims and node cards: replay their changes; each upsert reads the current state.
      long seq = 0;
      while (true) {
        long from = seq;
        List<ChangeRecord> page = store.readAsSystem(tx -> tx.changesAfter(from, BATCH));
        if (page.isEmpty()) {
          break;
        }
        apply(page.stream().filter(c -> !ChangeRecord.CHUNK.equals(c.entityType())).toList());
        seq = page.get(page.size() - 1).seq();
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
      // Wake, never interrupt: an interrupt during Lucene's file I/O closes its channels and
      // kills the index writer.
      wake();
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
