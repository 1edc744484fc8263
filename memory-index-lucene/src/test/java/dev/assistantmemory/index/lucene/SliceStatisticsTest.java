package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

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
 * The lexical lane with BM25 statistics from the caller's slice: a word common in Alice's memory
 * (the name of the person she talks with) but absent from everyone else's weighs less than a word
 * rare in her memory but common in other users'.
 */
class SliceStatisticsTest {
  private static final IndexFilter ALICE_CHUNKS =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  private static IndexedChunk chunk(String id, String user, String text) {
    return new IndexedChunk(
        id, user, "p", Scope.personal, "conversation", "g-" + id, 0, text, null);
  }

  /**
   * Alice: eight turns naming Caroline, one about pottery; Bob: 200 turns, half about pottery. Both
   * of Alice's candidates hold one query word in a text of the same length.
   */
  private LuceneSearchIndex index() {
    LuceneSearchIndex index = new LuceneSearchIndex(dir);
    List<IndexedChunk> chunks = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      chunks.add(chunk("a" + i, "alice", "caroline wrote again " + i));
    }
    chunks.add(chunk("a-pottery", "alice", "pottery wrote again 9"));
    for (int i = 0; i < 200; i++) {
      chunks.add(chunk("b" + i, "bob", (i % 2 == 0 ? "pottery" : "garden") + " note " + i));
    }
    index.upsert(chunks);
    index.refresh();
    return index;
  }

  @Test
  void theSlicesOwnStatisticsWeighAWordItHoldsEverywhereLess() {
    try (LuceneSearchIndex index = index()) {
      List<String> terms = index.analyze("caroline pottery");
      List<LaneHit> global = index.lexical(terms, ALICE_CHUNKS, 20, false);
      List<LaneHit> sliced = index.lexical(terms, ALICE_CHUNKS, 20, true);
      // Over the whole index "caroline" is the rare word (8 of 209 documents, pottery 101).
      assertThat(global.get(0).chunkId()).startsWith("a").isNotEqualTo("a-pottery");
      // Within Alice's nine documents pottery is the rare one.
      assertThat(sliced.get(0).chunkId()).isEqualTo("a-pottery");
      // The same documents either way: only their order changes; Bob's never show.
      assertThat(sliced)
          .extracting(LaneHit::chunkId)
          .containsExactlyInAnyOrderElementsOf(global.stream().map(LaneHit::chunkId).toList())
          .allMatch(id -> id.startsWith("a"));
      // The three-argument lane keeps the index's own statistics.
      assertThat(index.lexical(terms, ALICE_CHUNKS, 20)).isEqualTo(global);
    }
  }

  @Test
  void aSliceHoldingEverythingScoresAsTheWholeIndex() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      index.upsert(
          List.of(
              chunk("a1", "alice", "caroline pottery class"),
              chunk("a2", "alice", "pottery again"),
              chunk("a3", "alice", "a walk")));
      index.refresh();
      List<String> terms = index.analyze("caroline pottery");
      assertThat(index.lexical(terms, ALICE_CHUNKS, 10, true))
          .isEqualTo(index.lexical(terms, ALICE_CHUNKS, 10, false));
    }
  }
}
