package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An index written by the service before its move to Lucene 10 (Lucene 9.12.3, two segments: 16
 * chunks, the even ones alice's, each "the WORD note number N" with a one-hot vector on dimension
 * N) opens, answers both lanes within the user's slice, takes new writes and folds.
 */
class LuceneSearchIndexUpgradeTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  private Path oldIndex() throws IOException {
    Path from = Path.of("src/test/resources/lucene-9.12-index");
    try (Stream<Path> files = Files.list(from)) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    return dir;
  }

  private static float[] oneHot(int d) {
    float[] v = new float[16];
    v[d] = 1f;
    return v;
  }

  @Test
  void aLucene9IndexOpensAndAnswersWithinTheUsersSlice() throws IOException {
    try (LuceneSearchIndex index = new LuceneSearchIndex(oldIndex())) {
      assertThat(index.size()).isEqualTo(16);
      assertThat(index.committedSeq()).isEqualTo(2);

      List<LaneHit> lexical = index.lexical(List.of("lisbon"), ALICE, 10);
      assertThat(lexical)
          .extracting(LaneHit::chunkId)
          .containsExactlyInAnyOrder("chunk_0", "chunk_8");
      // "dentist" is only in bob's chunks (1 and 9): nothing of his comes back to alice.
      assertThat(index.lexical(List.of("dentist"), ALICE, 10)).isEmpty();

      List<LaneHit> vector = index.vector(oneHot(4), ALICE, 3);
      assertThat(vector.get(0).chunkId()).isEqualTo("chunk_4");
      assertThat(index.vector(oneHot(5), ALICE, 16))
          .extracting(LaneHit::chunkId)
          .doesNotContain("chunk_5")
          .allMatch(id -> Integer.parseInt(id.substring(6)) % 2 == 0);
    }
  }

  @Test
  void aLucene9IndexTakesNewWritesAndFoldsIntoOneSegment() throws Exception {
    try (LuceneSearchIndex index = new LuceneSearchIndex(oldIndex())) {
      index.upsert(
          List.of(
              new IndexedChunk(
                  "chunk_new",
                  "alice",
                  "default",
                  Scope.personal,
                  "conversation",
                  "g_new",
                  0,
                  "the lisbon flight is booked",
                  oneHot(3))));
      index.refresh();
      index.commit(3);
      assertThat(index.segments()).isEqualTo(3);
      assertThat(index.foldSegments()).isTrue();
      while (index.folding()) {
        Thread.sleep(10);
      }
      index.refresh();
      assertThat(index.segments()).isEqualTo(1);
      assertThat(index.size()).isEqualTo(17);
      assertThat(index.lexical(List.of("lisbon"), ALICE, 10))
          .extracting(LaneHit::chunkId)
          .containsExactlyInAnyOrder("chunk_0", "chunk_8", "chunk_new");
    }
    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir)) {
      assertThat(reopened.size()).isEqualTo(17);
      assertThat(reopened.committedSeq()).isEqualTo(3);
    }
  }
}
