package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The neighbour read (the turns next to the best hits): exactly the asked positions of the asked
 * groups, within the read's scope, however many other groups share those positions.
 */
class LuceneNeighboursTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  /**
   * 300 conversations of 12 turns each for Alice and, under the same group ids, for Bob (every
   * position is shared by hundreds of groups), written in several segments; one turn deleted.
   */
  private static List<IndexedChunk> corpus() {
    List<IndexedChunk> out = new ArrayList<>();
    for (String user : List.of("alice", "bob")) {
      for (int g = 0; g < 300; g++) {
        for (int p = 0; p < 12; p++) {
          out.add(
              new IndexedChunk(
                  user + "_g" + g + "_" + p,
                  user,
                  "p",
                  Scope.personal,
                  "conversation",
                  "g" + g,
                  p,
                  "turn " + p,
                  new float[] {1, 0, 0, 0}));
        }
      }
    }
    return out;
  }

  @Test
  void theAskedPositionsOfTheAskedGroupsInScopeAndNothingElse() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 10_000)) {
      List<IndexedChunk> chunks = corpus();
      for (int i = 0; i < chunks.size(); i += 1_000) {
        index.upsert(chunks.subList(i, Math.min(chunks.size(), i + 1_000)));
        index.refresh();
      }
      index.delete(List.of("alice_g7_9"));
      index.refresh();
      Map<String, List<Integer>> asked = new TreeMap<>();
      asked.put("g3", List.of(2, 4));
      asked.put("g7", List.of(0, 9, 11, 12)); // 9 deleted, 12 beyond the conversation
      asked.put("g299", List.of(5));
      asked.put("g-none", List.of(1));

      List<LaneHit> hits = index.neighbours(asked, ALICE);

      assertThat(hits)
          .extracting(LaneHit::chunkId)
          .containsExactlyInAnyOrder(
              "alice_g3_2", "alice_g3_4", "alice_g7_0", "alice_g7_11", "alice_g299_5");
      assertThat(hits)
          .allSatisfy(
              h -> {
                assertThat(h.chunkId()).isEqualTo("alice_" + h.groupId() + "_" + h.position());
                assertThat(asked.get(h.groupId())).contains(h.position());
              });
    }
  }
}
