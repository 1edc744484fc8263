package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Stop 43's shortcuts (issue 13, extraction cost) answer as what they replace: the white-space
 * split without a pattern, the sentences of a text split once per thread, and {@link Cues}' kept
 * matchers.
 */
class SplitShortcutsTest {

  @Test
  void splitAtSpacesIsThePatternsSplit() throws Exception {
    Pattern spaces = Pattern.compile("\\s+");
    List<String> texts = new ArrayList<>(LabelledTexts.inThreeCases());
    texts.addAll(
        List.of(
            "",
            " ",
            "   ",
            "a",
            " a",
            "a ",
            " a b ",
            "a\t\tb\nc\u000Bd\fe\rf",
            "a\u00A0b\u2003c",
            "\n\nx\n\n",
            "a  b   c    "));
    for (String t : texts) {
      assertThat(Rx.splitAtSpaces(t)).as("'%s'", t).containsExactly(spaces.split(t));
      assertThat(Rx.split(t, "\\s+")).as("'%s'", t).containsExactly(spaces.split(t));
    }
  }

  @Test
  void sentencesAreSplitOnceAndEachCallerGetsItsOwnList() throws Exception {
    String text = "Paid the rent. Still need to call Dr. Jansen!\nAnd the bank?";
    List<String> first = Text.sentences(text);
    assertThat(first)
        .containsExactly("Paid the rent.", "Still need to call Dr. Jansen!", "And the bank?");
    first.clear(); // a caller's own list: what it does to it, the next caller does not see
    List<String> again = Text.sentences(new String(text.toCharArray())); // equal, not the same
    assertThat(again).hasSize(3);
    again.add("x");
    assertThat(Text.sentences(text)).hasSize(3);
    // the last two texts are kept: a third one in between replaces the older
    assertThat(Text.sentences("One. Two.")).containsExactly("One.", "Two.");
    assertThat(Text.sentences("Three")).containsExactly("Three");
    assertThat(Text.sentences(text)).hasSize(3);
    assertThat(Text.sentences("")).isEmpty();
    assertThat(Text.sentences("  ")).isEmpty();
  }

  @Test
  void aMatcherOfATextWithoutCuesAnswersAsThePatternsOwn() throws Exception {
    List<String> texts = LabelledTexts.inThreeCases();
    long skipped = 0;
    for (Pattern p : CuesTest.patterns()) {
      for (int i = p.hashCode() & 3; i < texts.size(); i += 4) {
        String t = texts.get(i);
        java.util.regex.Matcher own = p.matcher(t);
        boolean finds = own.find();
        if (!Cues.mayMatch(p, t)) {
          skipped++;
        }
        assertThat(AsciiCase.matcher(p, t).find()).as("find /%s/ '%s'", p, t).isEqualTo(finds);
        assertThat(AsciiCase.matcher(p, t).matches())
            .as("matches /%s/ '%s'", p, t)
            .isEqualTo(p.matcher(t).matches());
        assertThat(AsciiCase.matcher(p, t).lookingAt())
            .as("lookingAt /%s/ '%s'", p, t)
            .isEqualTo(p.matcher(t).lookingAt());
        if (!finds) {
          assertThat(AsciiCase.matcher(p, t).replaceAll("#")).isEqualTo(t);
        }
      }
    }
    assertThat(skipped).as("texts without a pattern's cues").isGreaterThan(10_000);
  }

  @Test
  void aKeptMatcherFindsAsANewOne() {
    Pattern word = Pattern.compile("(?i)\\b(?:done|klaar|finished)\\b");
    String[] texts = {
      "All done now", "Nog niet klaar", "Not yet", "FINISHED!", "undone", "done", "klaarblijkelijk"
    };
    for (int round = 0; round < 3; round++) {
      for (String t : texts) {
        assertThat(Cues.find(word, t)).as("'%s'", t).isEqualTo(word.matcher(t).find());
        for (int from = 0; from <= t.length(); from++) {
          assertThat(Cues.findFrom(word, t, from))
              .as("'%s' from %d", t, from)
              .isEqualTo(word.matcher(t.substring(from)).find());
        }
      }
    }
  }
}
