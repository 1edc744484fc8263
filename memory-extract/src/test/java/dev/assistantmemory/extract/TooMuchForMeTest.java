package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing too much of something for the speaker is a dislike of it (issue 13, stop 37): "Oat milk
 * is way too sweet for me", "Die kroegen zijn veel te druk voor mij", "Die curry is me veel te
 * pittig". And the label hygiene of a taste's object: a pronoun ("Love that for me 🙄") or "the old
 * one" is no thing, so it is never stored, neither as a like nor as the dislike sarcasm would turn
 * it into.
 */
class TooMuchForMeTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oat milk is way too sweet for me.|dislikes Oat milk",
        "Those rooftop bars are just too loud for me.|dislikes Those rooftop bars",
        "Die kroegen zijn veel te druk voor mij.|dislikes Die kroegen",
        "Die Indiase curry is me veel te pittig.|dislikes Die Indiase curry",
      })
  void tooMuchIsADislike(String text, String stored) {
    assertThat(Probes.preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Oh wonderful, a dentist appointment on my day off. Love that for me 🙄",
        "The new kettle is rubbish, the old one was so much better.",
        "Het is me te druk vandaag.",
        "It is too cold for me today.",
      })
  void noPronounIsAThing(String text) {
    assertThat(Probes.preferences(text))
        .noneMatch(p -> p.matches("(?i)(?:dislikes )?(?:that|it|het|the old one).*"));
  }
}
