package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Question words common in the caller's slice ({@link LexicalScoring#commonShare}): Alice's memory
 * is a conversation between Caroline and Melanie, every chunk starting with its speaker's name, and
 * Caroline's turns address Melanie by name. "Melanie" is in most of Alice's chunks but rare in the
 * shared index (Bob's memory never names her), so the index weighs it far above "kids".
 */
class CommonTermsTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  private static IndexedChunk chunk(String user, String id, int position, String text) {
    return new IndexedChunk(
        id, user, "p", Scope.personal, "conversation", user + "-s1", position, text, null);
  }

  private LuceneSearchIndex index() {
    LuceneSearchIndex index = new LuceneSearchIndex(dir);
    List<IndexedChunk> chunks = new ArrayList<>();
    int p = 0;
    // Melanie's own turn about her kids: the answer to "What do Melanie's kids like?".
    chunks.add(chunk("alice", "answer", p++, "Melanie: My kids love the dinosaur exhibit."));
    // Caroline's turns naming Melanie twice, one of them about kids too (someone else's).
    chunks.add(
        chunk(
            "alice",
            "address",
            p++,
            "Caroline: Thanks Melanie, Melanie you are great with the adoption kids."));
    for (int i = 0; i < 6; i++) {
      chunks.add(chunk("alice", "c" + i, p++, "Caroline: Wow Melanie, what a day " + i));
      chunks.add(chunk("alice", "m" + i, p++, "Melanie: Yes, the weather was lovely " + i));
    }
    for (int i = 0; i < 60; i++) {
      chunks.add(chunk("bob", "b" + i, i, "Bob: the kids played football in the park " + i));
    }
    index.upsert(chunks);
    index.refresh();
    return index;
  }

  private static List<String> ids(List<LaneHit> hits) {
    return hits.stream().map(LaneHit::chunkId).toList();
  }

  @Test
  void aNameCommonInTheSliceIsLeftOutOrCountsOnlyAsTheSpeaker() {
    try (LuceneSearchIndex index = index()) {
      List<String> terms = index.analyze("Melanie kids");
      List<LaneHit> plain = index.lexical(terms, ALICE, 20, new LexicalScoring(false, 0.3, 0.75));
      // The name's repetitions and its weight from the whole index put Caroline's turn first.
      assertThat(plain.get(0).chunkId()).isEqualTo("address");
      assertThat(ids(plain)).contains("c0", "m0");

      List<LaneHit> dropped =
          index.lexical(terms, ALICE, 20, new LexicalScoring(false, 0.3, 0.75, 0.5, false));
      // Only "kids" is searched: the two turns holding it, none of the small talk.
      assertThat(ids(dropped)).containsExactlyInAnyOrder("answer", "address");

      List<LaneHit> speaker =
          index.lexical(terms, ALICE, 20, new LexicalScoring(false, 0.3, 0.75, 0.5, true));
      // "Melanie" now counts only as the first word: Melanie's turn about her kids leads, her
      // other turns follow on the name, and Caroline's small talk addressing her is not matched.
      assertThat(speaker.get(0).chunkId()).isEqualTo("answer");
      assertThat(ids(speaker)).contains("address", "m0").doesNotContain("c0");
    }
  }

  @Test
  void aTermUnderTheShareOrEveryTermCommonLeavesTheReadAsItWas() {
    try (LuceneSearchIndex index = index()) {
      LexicalScoring plain = new LexicalScoring(false, 0.3, 0.75);
      List<String> kids = index.analyze("kids");
      // "kids" is in 2 of Alice's 14 chunks: under the share, nothing changes.
      assertThat(index.lexical(kids, ALICE, 20, new LexicalScoring(false, 0.3, 0.75, 0.5, false)))
          .isEqualTo(index.lexical(kids, ALICE, 20, plain));
      // A question whose every word is common keeps them all.
      List<String> melanie = index.analyze("Melanie");
      assertThat(
              index.lexical(melanie, ALICE, 20, new LexicalScoring(false, 0.3, 0.75, 0.5, false)))
          .isEqualTo(index.lexical(melanie, ALICE, 20, plain));
    }
  }

  @Test
  void aShareOutOfRangeIsRefused() {
    assertThatThrownBy(() -> new LexicalScoring(false, 0.3, 0.75, 1.0, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("commonShare");
    assertThatThrownBy(() -> new LexicalScoring(false, 0.3, 0.75, -0.1, false))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
