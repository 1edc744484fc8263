package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TermFeedbackTest {
  private static final IndexFilter ANY = new IndexFilter("u", Set.of(), Scope.personal, Set.of());

  @Test
  void theFeedbackWordsAreTheWeightiestRareWordsOfTheTopChunksNotInTheQuestion() {
    Words index = new Words();
    index.add("chk_1", "my pottery class starts monday with the clay wheel");
    index.add("chk_2", "the clay wheel was fun and the kiln too");
    index.add("chk_3", "the weather was fun");
    index.add("chk_4", "the dog was fun");
    index.add("chk_5", "the kids were fun");

    List<String> words =
        TermFeedback.words(
            Map.of("chk_1", index.texts.get("chk_1"), "chk_2", index.texts.get("chk_2")),
            Map.of("chk_1", 1.0, "chk_2", 1.0),
            Set.of("pottery"),
            index,
            2);

    // "clay" and "wheel" are in both feedback chunks and in no other; "the" and "fun" are in
    // most chunks (low idf); "pottery" is the question's own word.
    assertThat(words).containsExactly("clay", "wheel");
  }

  @Test
  void aChunkWithMoreOfTheFeedbackScoreGivesMoreOfTheWords() {
    Words index = new Words();
    index.add("chk_1", "camping trip mountains");
    index.add("chk_2", "painting sunset canvas");
    index.add("chk_3", "other words here");

    Map<String, String> texts =
        Map.of("chk_1", index.texts.get("chk_1"), "chk_2", index.texts.get("chk_2"));

    assertThat(TermFeedback.words(texts, Map.of("chk_1", 3.0, "chk_2", 1.0), Set.of(), index, 3))
        .containsExactlyInAnyOrder("camping", "trip", "mountains");
    assertThat(TermFeedback.words(texts, Map.of("chk_1", 1.0, "chk_2", 3.0), Set.of(), index, 3))
        .containsExactlyInAnyOrder("painting", "sunset", "canvas");
  }

  @Test
  void theFeedbackLaneBringsATurnSharingTheTopTurnsWordsButNotTheQuestions() {
    Words index = new Words();
    index.add("chk_top", "pottery class: clay wheel");
    index.add("chk_far", "finished my first bowl on the wheel, the clay cracked");
    index.add("chk_x", "went to the beach");
    Map<String, Fusion.Candidate> candidates = new LinkedHashMap<>();
    Fusion.Candidate top = new Fusion.Candidate("chk_top", "G", 1);
    top.fused = 1.0;
    candidates.put("chk_top", top);
    RankingConfig cfg = RankingConfig.DEFAULT.withTermFeedback(1, 3, 0.5, false);

    TermFeedback.apply(
        candidates,
        List.of("pottery", "class"),
        ids -> {
          Map<String, String> out = new HashMap<>();
          ids.forEach(id -> out.put(id, index.texts.get(id)));
          return out;
        },
        index,
        ANY,
        LexicalScoring.DEFAULT,
        cfg);

    assertThat(candidates).containsKey("chk_far");
    assertThat(candidates.get("chk_far").fused).isGreaterThan(0);
    assertThat(candidates).doesNotContainKey("chk_x");
    // The lane's terms were the feedback words, not the question's.
    assertThat(index.lastTerms).doesNotContain("pottery", "class").contains("clay", "wheel");
  }

  @Test
  void withoutTextsNothingChanges() {
    Words index = new Words();
    index.add("chk_top", "clay wheel");
    Map<String, Fusion.Candidate> candidates = new LinkedHashMap<>();
    Fusion.Candidate top = new Fusion.Candidate("chk_top", "G", 1);
    top.fused = 1.0;
    candidates.put("chk_top", top);

    TermFeedback.apply(
        candidates,
        List.of("pottery"),
        ids -> Map.of(),
        index,
        ANY,
        LexicalScoring.DEFAULT,
        RankingConfig.DEFAULT.withTermFeedback(1, 3, 0.5, false));

    assertThat(candidates).containsOnlyKeys("chk_top");
    assertThat(top.fused).isEqualTo(1.0);
    assertThat(index.lastTerms).isNull();
  }

  /** A toy index: words split on spaces, a term's score its count in the text. */
  static final class Words extends EmptySearchIndex {
    final Map<String, String> texts = new LinkedHashMap<>();
    List<String> lastTerms;

    void add(String id, String text) {
      texts.put(id, text);
    }

    @Override
    public List<String> analyze(String text) {
      return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^a-z]+"))
          .filter(w -> !w.isEmpty())
          .toList();
    }

    @Override
    public Map<String, Integer> documentFrequencies(Collection<String> terms) {
      Map<String, Integer> out = new HashMap<>();
      for (String t : terms) {
        int n = (int) texts.values().stream().filter(x -> analyze(x).contains(t)).count();
        if (n > 0) {
          out.put(t, n);
        }
      }
      return out;
    }

    @Override
    public List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k) {
      lastTerms = terms;
      List<LaneHit> out = new ArrayList<>();
      texts.forEach(
          (id, text) -> {
            long n = analyze(text).stream().filter(terms::contains).count();
            if (n > 0) {
              out.add(new LaneHit(id, "G", 0, n));
            }
          });
      out.sort(Comparator.comparingDouble(LaneHit::score).reversed());
      return out.subList(0, Math.min(k, out.size()));
    }

    @Override
    public List<LaneHit> lexical(
        List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
      return lexical(terms, filter, k);
    }

    @Override
    public long size() {
      return texts.size();
    }
  }
}
