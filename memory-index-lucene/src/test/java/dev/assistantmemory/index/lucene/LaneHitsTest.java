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
 * A lane's hits carry each document's own chunk id, group and position, in score order, when the
 * best documents are the last written, spread over several segments (the doc values are read in
 * document order, {@link Searchers#hits}).
 */
class LaneHitsTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));
  private static final int SEGMENTS = 3;
  private static final int PER_SEGMENT = 5;

  @TempDir Path dir;

  /** Turn {@code n}: the later written, the nearer the query (1, 0) and the more "lark" it says. */
  private static IndexedChunk turn(int n) {
    double angle = Math.toRadians(80 - 5 * n);
    return new IndexedChunk(
        "c" + n,
        "alice",
        "memory:personal",
        Scope.personal,
        "conversation",
        "g" + (n % 4),
        100 + n,
        ("lark ".repeat(n + 1) + "wren ".repeat(SEGMENTS * PER_SEGMENT - n)).strip(),
        new float[] {(float) Math.cos(angle), (float) Math.sin(angle)});
  }

  private static void assertOwnFieldsNewestFirst(List<LaneHit> hits) {
    List<String> ids = new ArrayList<>();
    for (int n = SEGMENTS * PER_SEGMENT - 1; n >= 0; n--) {
      ids.add("c" + n);
    }
    assertThat(hits).extracting(LaneHit::chunkId).containsExactlyElementsOf(ids);
    for (LaneHit h : hits) {
      int n = Integer.parseInt(h.chunkId().substring(1));
      assertThat(h.groupId()).as(h.chunkId()).isEqualTo("g" + (n % 4));
      assertThat(h.position()).as(h.chunkId()).isEqualTo(100 + n);
    }
  }

  @Test
  void vectorAndLexicalHitsCarryTheirOwnDocumentsFieldsInScoreOrder() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      for (int s = 0; s < SEGMENTS; s++) {
        List<IndexedChunk> batch = new ArrayList<>();
        for (int i = 0; i < PER_SEGMENT; i++) {
          batch.add(turn(s * PER_SEGMENT + i));
        }
        index.upsert(batch);
        index.refresh();
      }
      assertThat(index.segments()).isEqualTo(SEGMENTS);

      assertOwnFieldsNewestFirst(index.vector(new float[] {1, 0}, ALICE, 50));
      assertOwnFieldsNewestFirst(index.lexical(List.of("lark"), ALICE, 50));
    }
  }
}
