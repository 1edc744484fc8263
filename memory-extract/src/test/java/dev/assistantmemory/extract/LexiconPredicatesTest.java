package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing in general, a present-tense copula and a strongly evaluative predicate the sentiment
 * lexicon knows (issue 13, stop 42). Every sentence is written for this test.
 */
class LexiconPredicatesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Village choirs are the most satisfying hobby going|Village choirs",
        "Crosswords are more fun than sudoku|Crosswords",
        "Traffic at rush hour is pure torture|dislikes Traffic at rush hour",
        "Hotel breakfasts are a joy|Hotel breakfasts",
        "Vergaderingen op vrijdagmiddag zijn een ramp|dislikes Vergaderingen op vrijdagmiddag",
      })
  void aThingInGeneralWithAStrongPredicateIsATaste(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "The car is broken", // one thing in a state
        "The baby is sick",
        "Floris is ziek, ik doe het zelf", // a person
        "Daniel is taking care of the forms", // a progressive, no verdict
        "Wouter is aangenomen bij de gemeente", // a participle
        "Deadline is next week", // one bare noun, singular: a note
        "Board games are fine, but darts is better", // a concession
        "Cold showers are not fun", // negated: nothing rather than a guess
        "Musicals are brilliant according to my sister", // someone else's
        "Are escape rooms fun?", // asked
      })
  void statesPeopleConcessionsAndNegationsGiveNoLike(String text) {
    assertThat(preferences(text)).noneMatch(v -> !v.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Pub quizzes are not awful", // litotes: no dislike and no guessed like
        "Group chats are not a nightmare",
      })
  void aNegatedStrongWordGivesNothing(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
