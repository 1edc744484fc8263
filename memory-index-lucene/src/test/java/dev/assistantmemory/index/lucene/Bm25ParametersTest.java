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
 * BM25's k1 and b chosen per read ({@link LexicalScoring}): a short user turn that states the fact
 * ("We adopted Max") against a long assistant reply that repeats one of the question's words six
 * times ("puppy"). With the index's k1 (1.2) the repetitions outweigh the rarer word; with a low k1
 * a word's repetitions saturate and the turn holding the rarer word comes first.
 */
class Bm25ParametersTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  private static IndexedChunk chunk(String id, String text) {
    return new IndexedChunk(
        id, "alice", "p", Scope.personal, "conversation", "g-" + id, 0, text, null);
  }

  private LuceneSearchIndex index() {
    LuceneSearchIndex index = new LuceneSearchIndex(dir);
    List<IndexedChunk> chunks = new ArrayList<>();
    chunks.add(chunk("user", "We adopted Max from the shelter in May."));
    chunks.add(
        chunk(
            "reply",
            "A new puppy needs patience: feed the puppy on a schedule, walk the puppy often, praise"
                + " the puppy, and let the puppy sleep in a crate so the puppy feels safe at"
                + " night."));
    for (int i = 0; i < 100; i++) {
      chunks.add(chunk("f" + i, "Some other talk about cooking dinner and the weather today " + i));
    }
    for (int i = 0; i < 2; i++) {
      chunks.add(chunk("p" + i, "the neighbour's puppy barked again " + i));
    }
    index.upsert(chunks);
    index.refresh();
    return index;
  }

  private static List<String> ids(List<LaneHit> hits) {
    return hits.stream().map(LaneHit::chunkId).toList();
  }

  @Test
  void aLowK1LetsTheTurnWithTheRarerWordPassTheRepetitiveReply() {
    try (LuceneSearchIndex index = index()) {
      List<String> terms = index.analyze("adopted puppy");
      List<LaneHit> own = index.lexical(terms, ALICE, 10, LexicalScoring.DEFAULT);
      List<LaneHit> low = index.lexical(terms, ALICE, 10, new LexicalScoring(false, 0.3, 0.75));
      assertThat(own.get(0).chunkId()).isEqualTo("reply");
      assertThat(low.get(0).chunkId()).isEqualTo("user");
      // The same documents either way; only the order changes.
      assertThat(ids(low)).containsExactlyInAnyOrderElementsOf(ids(own));
      // The index's own parameters, named: the same scores as the plain read.
      assertThat(index.lexical(terms, ALICE, 10, new LexicalScoring(false, 1.2, 0.75)))
          .isEqualTo(own)
          .isEqualTo(index.lexical(terms, ALICE, 10));
    }
  }

  @Test
  void parametersOutOfRangeAreRefused() {
    assertThatThrownBy(() -> new LexicalScoring(false, -1, 0.75))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("k1");
    assertThatThrownBy(() -> new LexicalScoring(false, 0.3, 1.5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("b");
  }
}
