package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A read narrowed to some speakers' chunks ({@link IndexFilter#spokenBy}, the named speakers' lanes
 * of the search): both lanes return only those speakers' source chunks, and only among the
 * documents the caller's filter admits. The same first name speaking in another user's memory, in
 * another partition or scope, never comes back.
 */
class SpokenByFilterTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of()).sourceChunks();
  private static final IndexFilter ALICE_HOME =
      new IndexFilter("alice", Set.of("memory:personal"), Scope.personal, Set.of()).sourceChunks();

  @TempDir Path dir;

  private static IndexedChunk turn(
      String id, String user, String partition, Scope scope, String kind, String speaker) {
    return new IndexedChunk(
        id,
        user,
        partition,
        scope,
        kind,
        "g_" + id,
        0,
        "swimming with the kids",
        new float[] {1, 0},
        speaker);
  }

  private static List<IndexedChunk> corpus() {
    return List.of(
        turn("a1", "alice", "memory:personal", Scope.personal, "conversation", "melanie"),
        turn("a2", "alice", "memory:personal", Scope.personal, "conversation", "caroline"),
        turn("a3", "alice", "memory:work", Scope.personal, "conversation", "melanie"),
        turn("a4", "alice", "memory:personal", Scope.reference, "conversation", "melanie"),
        turn("a5", "alice", "memory:personal", Scope.personal, "claim", "melanie"),
        turn("b1", "bob", "memory:personal", Scope.personal, "conversation", "melanie"));
  }

  private static List<String> ids(List<LaneHit> hits) {
    return hits.stream().map(LaneHit::chunkId).toList();
  }

  @Test
  void bothLanesReturnOnlyTheNamedSpeakersChunksTheCallerMayRead() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      index.upsert(corpus());
      index.refresh();
      List<String> terms = index.analyze("swimming kids");
      float[] q = {1, 0};

      // Without a speaker the caller's filter admits both of Alice's personal speakers.
      assertThat(ids(index.lexical(terms, ALICE_HOME, 10))).containsExactlyInAnyOrder("a1", "a2");

      IndexFilter home = ALICE_HOME.spokenBy(Set.of("melanie"));
      assertThat(ids(index.lexical(terms, home, 10))).containsExactly("a1");
      assertThat(ids(index.vector(q, home, 10))).containsExactly("a1");

      // Every partition of Alice's: her work partition's Melanie too; never Bob's, the reference
      // scope's or a claim.
      IndexFilter all = ALICE.spokenBy(Set.of("melanie"));
      assertThat(ids(index.lexical(terms, all, 10))).containsExactlyInAnyOrder("a1", "a3");
      assertThat(ids(index.vector(q, all, 10))).containsExactlyInAnyOrder("a1", "a3");

      // Bob's read of the same name finds his own Melanie only.
      IndexFilter bob =
          new IndexFilter("bob", Set.of(), Scope.personal, Set.of())
              .sourceChunks()
              .spokenBy(Set.of("melanie"));
      assertThat(ids(index.vector(q, bob, 10))).containsExactly("b1");

      // A name nobody speaks in the caller's memory finds nothing.
      assertThat(ids(index.vector(q, ALICE.spokenBy(Set.of("rosalind")), 10))).isEmpty();
    }
  }

  @Test
  void narrowingKeepsEveryClauseOfTheFilter() {
    IndexFilter narrowed = ALICE_HOME.spokenBy(Set.of("melanie"));
    assertThat(narrowed.userId()).isEqualTo("alice");
    assertThat(narrowed.partitions()).containsExactly("memory:personal");
    assertThat(narrowed.scope()).isEqualTo(Scope.personal);
    assertThat(narrowed.excludedSourceKinds()).isEqualTo(ALICE_HOME.excludedSourceKinds());
    assertThat(narrowed.excluding(Set.of("document")).speakers()).containsExactly("melanie");
  }
}
