package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
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
 * The speaker terms of source chunks ({@link LuceneSearchIndex#speakers}): found only among the
 * documents the read's filter admits (user, scope, partitions; source chunks, live), and the index
 * form that says whether an index written before the terms existed must be rebuilt.
 */
class SpeakerTermsTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of());
  private static final IndexFilter ALICE_HOME =
      new IndexFilter("alice", Set.of("memory:personal"), Scope.personal, Set.of());
  private static final IndexFilter BOB = new IndexFilter("bob", Set.of(), Scope.personal, Set.of());

  @TempDir Path dir;

  private static IndexedChunk turn(
      String id, String user, String partition, Scope scope, String kind, String speaker) {
    return new IndexedChunk(
        id, user, partition, scope, kind, "g_" + id, 0, "some words", new float[] {1, 0}, speaker);
  }

  private static List<IndexedChunk> corpus() {
    return List.of(
        turn("a1", "alice", "memory:personal", Scope.personal, "conversation", "caroline"),
        turn("a2", "alice", "memory:personal", Scope.personal, "conversation", "melanie"),
        // Alice's work partition only.
        turn("a3", "alice", "memory:work", Scope.personal, "conversation", "theodore"),
        // Alice's reference scope only.
        turn("a4", "alice", "memory:personal", Scope.reference, "conversation", "ingrid"),
        // A claim never carries a speaker term, whatever it is given.
        turn("a5", "alice", "memory:personal", Scope.personal, "claim", "gustav"),
        // Bob's only.
        turn("b1", "bob", "memory:personal", Scope.personal, "conversation", "rosalind"),
        turn("b2", "bob", "memory:personal", Scope.personal, "conversation", "caroline"));
  }

  @Test
  void aSpeakerIsFoundOnlyWithinTheCallersUserScopeAndPartitions() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      index.upsert(corpus());
      index.refresh();
      Set<String> words =
          Set.of("caroline", "melanie", "theodore", "ingrid", "gustav", "rosalind", "paris");

      assertThat(index.speakers(words, ALICE))
          .containsExactlyInAnyOrder("caroline", "melanie", "theodore");
      // Another user's speaker is not this user's; another partition's is not in a read of one.
      assertThat(index.speakers(words, ALICE_HOME))
          .containsExactlyInAnyOrder("caroline", "melanie");
      assertThat(index.speakers(words, BOB)).containsExactlyInAnyOrder("rosalind", "caroline");
      assertThat(
              index.speakers(words, new IndexFilter("alice", Set.of(), Scope.reference, Set.of())))
          .containsExactly("ingrid");
      assertThat(
              index.speakers(words, new IndexFilter("carol", Set.of(), Scope.personal, Set.of())))
          .isEmpty();
      // A source kind the read leaves out is not looked at.
      assertThat(index.speakers(words, ALICE.excluding(Set.of("conversation")))).isEmpty();

      // A deleted turn's speaker goes with it.
      index.delete(List.of("b1"));
      index.refresh();
      assertThat(index.speakers(words, BOB)).containsExactly("caroline");
    }
  }

  /**
   * The words are looked up segment by segment: a segment that holds only another user's turns (the
   * filter admits none of its documents) says nothing about the caller's speakers, a word is found
   * in whichever segment admits it, and a turn deleted in one segment does not hide the same
   * speaker's live turn in another.
   */
  @Test
  void aSpeakerIsFoundInWhicheverSegmentAdmitsIt() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      // One segment each (every refresh flushes what was added since).
      index.upsert(
          List.of(
              turn("b1", "bob", "memory:personal", Scope.personal, "conversation", "rosalind"),
              turn("b2", "bob", "memory:personal", Scope.personal, "conversation", "caroline")));
      index.refresh();
      index.upsert(
          List.of(
              turn("a1", "alice", "memory:personal", Scope.personal, "conversation", "melanie"),
              turn("b3", "bob", "memory:personal", Scope.personal, "conversation", "melanie")));
      index.refresh();
      index.upsert(
          List.of(
              turn("a2", "alice", "memory:personal", Scope.personal, "conversation", "caroline"),
              turn("a3", "alice", "memory:work", Scope.personal, "conversation", "melanie")));
      index.refresh();
      assertThat(index.segments()).isEqualTo(3);
      Set<String> words = Set.of("rosalind", "caroline", "melanie", "paris");

      assertThat(index.speakers(words, ALICE)).containsExactlyInAnyOrder("caroline", "melanie");
      assertThat(index.speakers(words, ALICE_HOME))
          .containsExactlyInAnyOrder("caroline", "melanie");
      assertThat(index.speakers(words, BOB))
          .containsExactlyInAnyOrder("rosalind", "caroline", "melanie");

      // Melanie's personal turn goes; her work turn, in a later segment, still speaks for her.
      index.delete(List.of("a1"));
      index.refresh();
      assertThat(index.speakers(words, ALICE)).containsExactlyInAnyOrder("caroline", "melanie");
      assertThat(index.speakers(words, ALICE_HOME)).containsExactly("caroline");
      // A new speaker is found as soon as the index is refreshed.
      index.upsert(
          List.of(turn("a4", "alice", "memory:personal", Scope.personal, "conversation", "paris")));
      index.refresh();
      assertThat(index.speakers(words, ALICE_HOME)).containsExactlyInAnyOrder("caroline", "paris");
      assertThat(index.speakers(words, BOB))
          .containsExactlyInAnyOrder("rosalind", "caroline", "melanie");
    }
  }

  @Test
  void aNewIndexAndOneWrittenInTheCurrentFormNeedNoRebuild() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      assertThat(index.needsRebuild()).isFalse();
      index.upsert(corpus());
      index.refresh();
      index.commit(7);
    }
    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir)) {
      assertThat(reopened.needsRebuild()).isFalse();
      assertThat(reopened.speakers(Set.of("caroline"), ALICE)).containsExactly("caroline");
    }
  }

  /**
   * An index the service wrote before the speaker terms (the Lucene 9 index of {@link
   * LuceneSearchIndexUpgradeTest}) needs a rebuild, a commit alone does not make it current, and
   * after a clear (a rebuild's first step) and its commit it is current, also when reopened.
   */
  @Test
  void anIndexWrittenBeforeTheSpeakerTermsNeedsARebuildUntilItWasCleared() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("src/test/resources/lucene-9.12-index"))) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      assertThat(index.needsRebuild()).isTrue();
      index.commit(3);
    }
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      assertThat(index.needsRebuild()).as("a commit of the old documents").isTrue();
      index.clear();
      index.upsert(corpus());
      index.refresh();
      index.commit(4);
      assertThat(index.needsRebuild()).isFalse();
    }
    try (LuceneSearchIndex reopened = new LuceneSearchIndex(dir)) {
      assertThat(reopened.needsRebuild()).isFalse();
      assertThat(reopened.size()).isEqualTo(7);
    }
  }
}
