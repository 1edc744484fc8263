package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The vector lane's exact scan of a user's slice, and the slice size where it hands over to HNSW.
 */
class LuceneVectorLaneTest {
  private static final int DIM = 16;
  private static final IndexFilter ALICE_CHUNKS =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  /** Alice's 300 chunks (two of them deleted later) among Bob's 700, in several segments. */
  private static List<IndexedChunk> corpus(Random random) {
    List<IndexedChunk> out = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      String user = i % 10 < 3 ? "alice" : "bob";
      out.add(
          new IndexedChunk(
              "chunk_" + i,
              user,
              "p",
              Scope.personal,
              "conversation",
              "g" + i,
              0,
              "t",
              vec(random)));
    }
    return out;
  }

  private static float[] vec(Random random) {
    float[] v = new float[DIM];
    double norm = 0;
    for (int d = 0; d < DIM; d++) {
      v[d] = (float) random.nextGaussian();
      norm += v[d] * v[d];
    }
    for (int d = 0; d < DIM; d++) {
      v[d] /= (float) Math.sqrt(norm);
    }
    return v;
  }

  private static void fill(LuceneSearchIndex index, List<IndexedChunk> chunks) {
    for (int i = 0; i < chunks.size(); i += 250) {
      index.upsert(chunks.subList(i, Math.min(chunks.size(), i + 250)));
      index.refresh();
    }
    index.delete(List.of("chunk_0", "chunk_1"));
    index.refresh();
  }

  /** Alice's live chunks by cosine, best first, ties by id as the index breaks them by doc. */
  private static List<String> bruteForce(List<IndexedChunk> chunks, float[] q, int k) {
    return chunks.stream()
        .filter(c -> c.userId().equals("alice"))
        .filter(c -> !c.chunkId().equals("chunk_0") && !c.chunkId().equals("chunk_1"))
        .sorted(
            Comparator.comparingDouble(
                    (IndexedChunk c) -> -VectorSimilarityFunction.COSINE.compare(q, c.vector()))
                .thenComparing(c -> Integer.parseInt(c.chunkId().substring(6))))
        .limit(k)
        .map(IndexedChunk::chunkId)
        .toList();
  }

  @Test
  void exactScanReturnsTheBruteForceTopKOfTheUsersLiveChunks() {
    Random random = new Random(7);
    List<IndexedChunk> chunks = corpus(random);
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 10_000)) {
      fill(index, chunks);
      for (int q = 0; q < 20; q++) {
        float[] query = vec(random);
        List<LaneHit> hits = index.vector(query, ALICE_CHUNKS, 25);
        assertThat(hits).extracting(LaneHit::chunkId).isEqualTo(bruteForce(chunks, query, 25));
        // Scores are the HNSW query's: (1 + cos) / 2.
        assertThat(hits.get(0).score())
            .isEqualTo(VectorSimilarityFunction.COSINE.compare(query, byId(chunks, hits.get(0))));
      }
    }
  }

  @Test
  void aSliceLargerThanKGivesKHitsAndASmallerOneAllOfIt() {
    Random random = new Random(11);
    List<IndexedChunk> chunks = corpus(random);
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 10_000)) {
      fill(index, chunks);
      assertThat(index.vector(vec(random), ALICE_CHUNKS, 10)).hasSize(10);
      assertThat(index.vector(vec(random), ALICE_CHUNKS, 1_000)).hasSize(298);
      IndexFilter nobody =
          new IndexFilter("carol", Set.of(), Scope.personal, Set.of("claim", "node"));
      assertThat(index.vector(vec(random), nobody, 10)).isEmpty();
    }
  }

  @Test
  void theSliceSizeChoosesThePath() throws Exception {
    Random random = new Random(13);
    List<IndexedChunk> chunks = corpus(random);
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 298)) {
      fill(index, chunks);
      var searcher = index.acquireForTest();
      try {
        var slice = index.sliceForTest("vector", ALICE_CHUNKS);
        float[] q = vec(random);
        // 298 live vectors: scanned at a limit of 298, handed to HNSW (null) at 297.
        assertThat(ExactVectorScan.topK(searcher, "vector", q, slice, 10, 298)).hasSize(10);
        assertThat(ExactVectorScan.topK(searcher, "vector", q, slice, 10, 297)).isNull();
        assertThat(ExactVectorScan.topK(searcher, "vector", q, slice, 10, 0)).isNull();
      } finally {
        index.releaseForTest(searcher);
      }
    }
  }

  @Test
  void exactScanAndHnswAgreeOnASmallIndex() {
    Random random = new Random(17);
    List<IndexedChunk> chunks = corpus(random);
    List<float[]> queries = new ArrayList<>();
    for (int q = 0; q < 10; q++) {
      queries.add(vec(random));
    }
    List<List<String>> exact = new ArrayList<>();
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 10_000)) {
      fill(index, chunks);
      queries.forEach(
          q -> exact.add(index.vector(q, ALICE_CHUNKS, 5).stream().map(LaneHit::chunkId).toList()));
    }
    int same = 0;
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 0)) {
      for (int q = 0; q < queries.size(); q++) {
        List<String> hnsw =
            index.vector(queries.get(q), ALICE_CHUNKS, 5).stream().map(LaneHit::chunkId).toList();
        same += hnsw.equals(exact.get(q)) ? 1 : 0;
      }
    }
    // HNSW is approximate; on 16 dimensions and a few hundred vectors it should almost always
    // agree.
    assertThat(same).isGreaterThanOrEqualTo(8);
  }

  private static float[] byId(List<IndexedChunk> chunks, LaneHit hit) {
    return chunks.stream()
        .filter(c -> c.chunkId().equals(hit.chunkId()))
        .findFirst()
        .orElseThrow()
        .vector();
  }

  @Test
  void storedVectorsComeBackByChunkIdWithinTheFilterOnly() {
    Random random = new Random(7);
    List<IndexedChunk> chunks = corpus(random);
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir.resolve("idx"))) {
      fill(index, chunks);
      // chunk_2 is Alice's, chunk_5 Bob's, chunk_0 deleted, chunk_x unknown.
      java.util.Map<String, float[]> got =
          index.vectors(
              List.of("chunk_2", "chunk_5", "chunk_0", "chunk_x", "chunk_12"), ALICE_CHUNKS);
      assertThat(got.keySet()).containsExactlyInAnyOrder("chunk_2", "chunk_12");
      assertThat(got.get("chunk_2")).containsExactly(chunks.get(2).vector());
      assertThat(got.get("chunk_12")).containsExactly(chunks.get(12).vector());
      assertThat(index.vectors(List.of(), ALICE_CHUNKS)).isEmpty();
    }
  }
}
