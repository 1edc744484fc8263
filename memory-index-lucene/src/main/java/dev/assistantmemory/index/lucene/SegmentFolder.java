package dev.assistantmemory.index.lucene;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.index.IndexWriter;

/**
 * Folds the index's segments into one on a background thread, while the writer is otherwise idle.
 *
 * <p>Why: every refresh of a busy index makes a segment, and Lucene keeps up to ten per size tier.
 * A search runs each lane once per segment, and a kNN query walks one HNSW graph per segment: at
 * 10,000 LoCoMo messages in 8 segments the chunk vector lane took 3.5 ms, in one segment 0.57 ms
 * (docs/benchmarks.md, "Folding the index's segments"). Folding rewrites the whole index, so it
 * runs only when it pays: when the segments besides the largest hold at least {@link #FOLD_SHARE}
 * of its documents (then every document is rewritten a bounded number of times as the index grows,
 * as with Lucene's own tiered merging), and never twice at once.
 *
 * <p>Writes go on during a fold (the writer takes them; the fold only merges what was there when it
 * began). Closing the index during a fold does not wait for it: see {@link
 * LuceneSearchIndex#close()}.
 */
final class SegmentFolder {
  /** The share of the largest segment's documents the other segments must reach to fold. */
  static final double FOLD_SHARE = 0.2;

  private final IndexWriter writer;
  private final Runnable afterFold;
  private final AtomicReference<Thread> running = new AtomicReference<>();

  /**
   * @param afterFold runs on the fold's thread once it is done (make it visible and durable)
   */
  SegmentFolder(IndexWriter writer, Runnable afterFold) {
    this.writer = writer;
    this.afterFold = afterFold;
  }

  /** Whether folding segments of these live document counts into one pays. */
  static boolean pays(List<Integer> segmentDocs) {
    if (segmentDocs.size() < 2) {
      return false;
    }
    int largest = segmentDocs.stream().max(Comparator.naturalOrder()).orElse(0);
    long others = segmentDocs.stream().mapToLong(Integer::longValue).sum() - largest;
    return others > 0 && others >= FOLD_SHARE * largest;
  }

  /**
   * Starts a fold on its own thread unless one is running or it would not pay; returns whether one
   * started.
   */
  boolean start(List<Integer> segmentDocs) {
    if (!pays(segmentDocs)) {
      return false;
    }
    Thread thread = new Thread(this::fold, "memory-index-fold");
    thread.setDaemon(true);
    if (!running.compareAndSet(null, thread)) {
      return false;
    }
    thread.start();
    return true;
  }

  boolean running() {
    return running.get() != null;
  }

  /** Waits for a running fold to end (after the writer was rolled back, it ends at once). */
  void awaitEnd(long millis) {
    Thread thread = running.get();
    if (thread != null) {
      try {
        thread.join(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private void fold() {
    try {
      writer.forceMerge(1);
      afterFold.run();
    } catch (Exception e) {
      // The writer was closed or rolled back under the fold (shutdown): the index keeps its
      // segments as they were, and the next idle spell folds them.
      if (writer.isOpen()) {
        org.slf4j.LoggerFactory.getLogger(SegmentFolder.class)
            .warn("folding the index's segments failed: {}", e.toString());
      }
    } finally {
      running.set(null);
    }
  }
}
