package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.store.AlreadyClosedException;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shutdown while the tailer's thread still commits (its join can time out on a loaded machine):
 * close waits for the commit in flight and later commits are no-ops, never "prepareCommit was
 * already called" from close nor a failure on the late committer.
 */
class LuceneSearchIndexCloseTest {
  @TempDir Path dir;

  @RepeatedTest(10)
  void closeRacingACommitterNeitherFailsNorLosesTheLastCommit() throws Exception {
    LuceneSearchIndex index = new LuceneSearchIndex(dir, 10_000);
    AtomicLong seq = new AtomicLong();
    AtomicReference<Throwable> committerFailure = new AtomicReference<>();
    CountDownLatch committing = new CountDownLatch(1);
    AtomicBoolean open = new AtomicBoolean(true);
    Thread committer =
        new Thread(
            () -> {
              try {
                while (seq.get() < 100_000) {
                  long s = seq.incrementAndGet();
                  try {
                    index.upsert(batch(s));
                  } catch (AlreadyClosedException late) {
                    // an upsert after close: the writer refuses it; commit must still be quiet
                  }
                  index.commit(s);
                  committing.countDown();
                  if (!open.get()) {
                    return;
                  }
                }
              } catch (Throwable t) {
                committerFailure.set(t);
              }
            });
    committer.start();
    committing.await();
    assertThatCode(index::close).doesNotThrowAnyException();
    open.set(false);
    committer.join(10_000);
    assertThat(committer.isAlive()).isFalse();
    assertThat(committerFailure.get()).isNull();

    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir, 10_000)) {
      assertThat(reopened.committedSeq()).isPositive();
      assertThat(reopened.size()).isGreaterThanOrEqualTo(200L * reopened.committedSeq());
    }
  }

  /** Enough documents that each commit's flush and fsync take a while. */
  private static List<IndexedChunk> batch(long s) {
    List<IndexedChunk> out = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      out.add(chunk(s * 1000 + i));
    }
    return out;
  }

  private static IndexedChunk chunk(long n) {
    float[] v = new float[64];
    for (int d = 0; d < v.length; d++) {
      v[d] = (float) Math.sin(n * 31 + d);
    }
    return new IndexedChunk(
        "chunk_" + n,
        "alice",
        "p",
        Scope.personal,
        "conversation",
        "g" + n,
        0,
        "text number " + n + " with a few more words to flush",
        v);
  }
}
