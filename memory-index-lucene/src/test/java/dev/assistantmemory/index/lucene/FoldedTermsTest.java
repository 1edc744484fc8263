package dev.assistantmemory.index.lucene;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Terms fold to ASCII ({@link FoldingEnglishAnalyzer}): a name, a word or an apostrophe written
 * with or without its marks finds the same chunk, in both directions; plain ASCII text analyses as
 * Lucene's English analyzer does.
 */
class FoldedTermsTest {
  private static final IndexFilter ALICE =
      new IndexFilter("alice", Set.of(), Scope.personal, Set.of("claim", "node"));

  @TempDir Path dir;

  private static IndexedChunk chunk(String id, int position, String text) {
    return new IndexedChunk(
        id, "alice", "p", Scope.personal, "conversation", "alice-s1", position, text, null);
  }

  private static List<String> ids(List<LaneHit> hits) {
    return hits.stream().map(LaneHit::chunkId).toList();
  }

  @Test
  void marksOrNoMarksFindTheSameChunk() {
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir)) {
      index.upsert(
          List.of(
              chunk("marked", 0, "Zoë met me at the café in Düsseldorf; she doesn’t like tea."),
              chunk("plain", 1, "Noemi said the creme brulee at Cafe Noir was fine."),
              chunk("other", 2, "The weather was grey all week.")));
      index.refresh();
      LexicalScoring scoring = new LexicalScoring(false, 0.3, 0.75);
      assertThat(ids(index.lexical(index.analyze("zoe"), ALICE, 10, scoring)))
          .containsExactly("marked");
      assertThat(ids(index.lexical(index.analyze("Dusseldorf"), ALICE, 10, scoring)))
          .containsExactly("marked");
      assertThat(ids(index.lexical(index.analyze("doesn't"), ALICE, 10, scoring)))
          .containsExactly("marked");
      assertThat(ids(index.lexical(index.analyze("Noëmi crème brûlée"), ALICE, 10, scoring)))
          .containsExactly("plain");
      assertThat(ids(index.lexical(index.analyze("café"), ALICE, 10, scoring)))
          .containsExactlyInAnyOrder("marked", "plain");
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "My sister's kids were running around the gardens all afternoon.",
        "What did Caroline research? She said: adoption agencies, and the 2023 reports!",
        "I can't stand jazz, but I'd go to the concerts anyway.",
      })
  void asciiTextAnalysesAsTheEnglishAnalyzerDoes(String text) throws IOException {
    try (Analyzer english = new EnglishAnalyzer();
        Analyzer folding = new FoldingEnglishAnalyzer()) {
      assertThat(terms(folding, text)).isEqualTo(terms(english, text));
    }
  }

  private static List<String> terms(Analyzer analyzer, String text) throws IOException {
    List<String> out = new ArrayList<>();
    try (TokenStream ts = analyzer.tokenStream("text", text)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        out.add(term.toString());
      }
      ts.end();
    }
    return out;
  }
}
