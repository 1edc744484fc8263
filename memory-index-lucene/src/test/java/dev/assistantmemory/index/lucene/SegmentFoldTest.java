package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Folding the index's segments: it happens only when it pays, searches answer the same before and
 * after, a restart opens the folded index, and closing during a fold neither waits for it nor loses
 * a document.
 */
class SegmentFoldTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  @Test
  void foldingPaysOnlyWhenTheSmallerSegmentsHoldAFifthOfTheLargest() {
    assertThat(SegmentFolder.pays(List.of())).isFalse();
    assertThat(SegmentFolder.pays(List.of(10_000))).isFalse();
    assertThat(SegmentFolder.pays(List.of(10_000, 1_000, 999))).isFalse();
    assertThat(SegmentFolder.pays(List.of(10_000, 1_000, 1_000))).isTrue();
    assertThat(SegmentFolder.pays(List.of(500, 400, 300))).isTrue();
    assertThat(SegmentFolder.pays(List.of(0, 0))).isFalse();
  }

  @Test
  void aFoldLeavesOneSegmentThatAnswersAsTheManyDidAndSurvivesARestart() throws Exception {
    List<LaneHit> lexicalBefore;
    List<LaneHit> vectorBefore;
    float[] query = vector(4242);
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 0)) {
      for (int batch = 0; batch < 6; batch++) {
        index.upsert(chunks(batch * 100, 100));
        index.refresh();
      }
      index.commit(6);
      assertThat(index.segments()).isEqualTo(6);
      lexicalBefore = index.lexical(List.of("word7"), ALICE, 100);
      vectorBefore = index.vector(query, ALICE, 20);
      assertThat(lexicalBefore).hasSize(60);

      assertThat(index.foldSegments()).isTrue();
      awaitFold(index);

      assertThat(index.segments()).isEqualTo(1);
      assertThat(index.size()).isEqualTo(600);
      assertThat(ids(index.lexical(List.of("word7"), ALICE, 100)))
          .containsExactlyInAnyOrderElementsOf(ids(lexicalBefore));
      // HNSW over one graph instead of six: the same nearest neighbours on this small index.
      assertThat(ids(index.vector(query, ALICE, 20))).isEqualTo(ids(vectorBefore));
      assertThat(index.foldSegments()).as("one segment: nothing to fold").isFalse();
    }
    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir, 0)) {
      assertThat(reopened.segments()).isEqualTo(1);
      assertThat(reopened.committedSeq()).isEqualTo(6);
      assertThat(reopened.size()).isEqualTo(600);
    }
  }

  @Test
  void aFoldIsNotStartedWhenTheNewSegmentsAreSmall() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 0)) {
      index.upsert(chunks(0, 1000));
      index.refresh();
      index.upsert(chunks(1000, 10));
      index.refresh();
      assertThat(index.segments()).isEqualTo(2);
      assertThat(index.foldSegments()).isFalse();
      assertThat(index.folding()).isFalse();
      assertThat(index.segments()).isEqualTo(2);
    }
  }

  @Test
  void closingDuringAFoldKeepsEveryCommittedAndPendingDocument() throws Exception {
    LuceneSearchIndex index = new LuceneSearchIndex(dir, 0);
    for (int batch = 0; batch < 8; batch++) {
      index.upsert(chunks(batch * 500, 500));
      index.refresh();
    }
    index.commit(8);
    assertThat(index.foldSegments()).isTrue();
    // Written while the fold runs, and committed by the close.
    index.upsert(chunks(100_000, 50));
    assertThat(index.folding()).as("the fold of 4,000 vectors takes longer than this").isTrue();
    long start = System.nanoTime();
    assertThatCode(index::close).doesNotThrowAnyException();
    assertThat((System.nanoTime() - start) / 1_000_000).as("close ms").isLessThan(10_000);

    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir, 0)) {
      assertThat(reopened.committedSeq()).isEqualTo(8);
      assertThat(reopened.size()).isEqualTo(4_050);
      assertThat(reopened.lexical(List.of("word100001"), ALICE, 5)).hasSize(1);
    }
  }

  private static void awaitFold(LuceneSearchIndex index) throws InterruptedException {
    for (int i = 0; i < 600 && index.folding(); i++) {
      Thread.sleep(50);
    }
    assertThat(index.folding()).as("fold still running after 30 s").isFalse();
  }

  private static List<String> ids(List<LaneHit> hits) {
    return hits.stream().map(LaneHit::chunkId).toList();
  }

  private static List<IndexedChunk> chunks(int from, int count) {
    List<IndexedChunk> out = new ArrayList<>();
    for (int n = from; n < from + count; n++) {
      out.add(
          new IndexedChunk(
              "chunk_" + n,
              "alice",
              "p",
              Scope.personal,
              "conversation",
              "g" + (n / 10),
              n % 10,
              "word" + n + " word" + (n % 10) + " shared words of every chunk",
              vector(n)));
    }
    return out;
  }

  private static float[] vector(int n) {
    float[] v = new float[32];
    for (int d = 0; d < v.length; d++) {
      v[d] = (float) Math.sin(n * 0.37 + d * 1.3);
    }
    return v;
  }
}
