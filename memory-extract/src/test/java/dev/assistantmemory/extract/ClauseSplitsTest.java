package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The clause split's shortcut (stop 41, extraction cost) must give what the pattern's split gives:
 * checked on every labelled message of the first sets and its sentences, in three letter cases, and
 * on texts written for the pattern's edges.
 */
class ClauseSplitsTest {

  @Test
  void clausesAreThePatternsSplit() throws IOException {
    List<String> texts = texts();
    assertThat(texts).hasSizeGreaterThan(3000);
    texts.addAll(
        List.of(
            "",
            ";",
            "a;b",
            "I'll cook and I'll clean",
            "I'll cook\tAND\tI'll clean",
            "Bel de tandarts en ik doe de rest",
            "cook and",
            "and I will",
            " en ze",
            "candy andI",
            "Buy bread, and Mia asked me to call",
            "dentist\nand\nI"));
    int shortcuts = 0;
    for (String t : texts) {
      assertThat(ClauseSplits.clauses(t))
          .as("'%s'", t)
          .containsExactly(TaskRules.CLAUSE_BREAK.split(t));
      if (!ClauseSplits.mayBreak(t)) {
        assertThat(TaskRules.CLAUSE_BREAK.matcher(t).find()).as("'%s'", t).isFalse();
        shortcuts++;
      }
    }
    assertThat(shortcuts).as("texts split without the search").isGreaterThan(texts.size() / 2);
  }

  @Test
  void aBreakNeedsASemicolonOrAnAndBetweenWhitespace() {
    assertThat(ClauseSplits.mayBreak("Call the plumber and I'll pay")).isTrue();
    assertThat(ClauseSplits.mayBreak("Zet de vuilnis buiten en ik was af")).isTrue();
    assertThat(ClauseSplits.mayBreak("Call the plumber; pay him")).isTrue();
    assertThat(ClauseSplits.mayBreak("Call the plumber tomorrow")).isFalse();
    assertThat(ClauseSplits.mayBreak("Send the brand new agenda")).isFalse();
  }

  private static List<String> texts() throws IOException {
    return LabelledTexts.inThreeCases();
  }
}
