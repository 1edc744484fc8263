package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A verdict on the thing is a taste: "X is a game changer", "X is overrated", "X is echt top", "X,
 * daar word ik doodmoe van". A verdict on no thing of the user's (a question, someone else's view,
 * a negation) is none. Sentences written for this test.
 */
class VerdictPreferencesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Noise-cancelling headphones are a game changer on the train.|noise-cancelling headphones",
        "Homemade pesto is unbeatable.|homemade pesto",
        "Crossword apps are a godsend on night shifts.|crossword apps",
        "Escape rooms are overrated.|dislikes escape rooms",
        "Hot-desking is a special kind of hell.|dislikes hot-desking",
        "Dat nieuwe zwembad is echt top.|dat nieuwe zwembad",
        "Verse stroopwafels zijn het allerlekkerst.|verse stroopwafels",
        "Lange vergaderingen, daar word ik doodmoe van.|dislikes lange vergaderingen",
      })
  void aVerdictIsATaste(String text, String stored) {
    assertThat(Probes.preferences(text)).anyMatch(p -> p.equalsIgnoreCase(stored));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Is homemade pesto really unbeatable?",
        "My brother thinks escape rooms are overrated.",
        "Escape rooms are not overrated at all, whatever Tom says.",
      })
  void noTaste(String text) {
    assertThat(Probes.preferences(text))
        .noneMatch(p -> p.contains("pesto") && !p.startsWith("dislikes"));
    assertThat(Probes.preferences(text)).noneMatch(p -> p.equals("dislikes escape rooms"));
  }
}
