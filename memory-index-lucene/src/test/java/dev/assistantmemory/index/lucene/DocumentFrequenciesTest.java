package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole index's document counts per term, which the lexical feedback stage weighs by. */
class DocumentFrequenciesTest {
  @TempDir Path dir;

  private static IndexedChunk chunk(
      String user, String id, int position, String text, String kind) {
    return new IndexedChunk(
        id, user, "p", Scope.personal, kind, user + "-s1", position, text, null);
  }

  @Test
  void countsTheSourceChunksHoldingEachTermOverEveryUser() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      index.upsert(
          List.of(
              chunk("alice", "a1", 0, "Pottery class with clay", "conversation"),
              chunk("alice", "a2", 1, "The clay cracked, clay everywhere", "conversation"),
              chunk("bob", "b1", 0, "Clay court tennis", "conversation"),
              // A claim's text is not a source chunk's: it is not counted.
              chunk("alice", "claim_1", 0, "Alice likes clay", "claim")));
      index.refresh();

      var df = index.documentFrequencies(index.analyze("clay pottery tennis kiln"));

      // Keyed by the index's own (stemmed) terms.
      String clay = index.analyze("clay").get(0);
      String pottery = index.analyze("pottery").get(0);
      assertThat(df).containsEntry(clay, 3).containsEntry(pottery, 1).hasSize(3);
      assertThat(df).doesNotContainKey(index.analyze("kiln").get(0));
    }
  }
}
