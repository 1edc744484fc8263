package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Praise marked as sarcasm is never stored as a like (a confident false memory): each like of such
 * a message becomes a dislike. Praise without an explicit mark stays a like, capitals and all.
 * Sentences written for this test.
 */
class SarcasticPraiseTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oh I just LOVE queueing at the post office. Highlight of my week 🙄|queueing",
        "I love getting up at 5 for a client call /s|getting up at 5",
        "Love spending my Sunday on spreadsheets. Yeah right.|spreadsheets",
        "I adore ironing, said no one ever.|ironing",
        "Ik vind het geweldig om in de file te staan 😒|file",
        "Heerlijk om in de stromende regen te fietsen, top hoor|regen",
      })
  void sarcasmIsNoLike(String text, String word) {
    List<String> prefs = Probes.preferences(text);
    assertThat(prefs)
        .noneMatch(p -> p.contains(word) && !p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I LOVE sushi!|sushi",
        "Ik vind zwemmen echt heerlijk!|zwemmen",
        "I really love long walks on the beach.|long walks",
      })
  void sincerePraiseStaysALike(String text, String word) {
    assertThat(Probes.preferences(text))
        .anyMatch(p -> p.contains(word) && !p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oh I just LOVE doing the tax return. Best part of my year. 🙄|doing the tax return",
        "I love getting up at 5 for a client call /s|getting up at 5",
      })
  void markedPraiseIsStoredAsADislike(String text, String word) {
    assertThat(Probes.preferences(text))
        .anyMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES) && p.contains(word));
  }
}
