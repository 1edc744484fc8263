package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Date words of stop 31: counts of days up to ninety in words, a Dutch weekday with its part of the
 * day, and a weekday after "every" or "elke" (a habit, no date). Tuesday 28 April 2026.
 */
class DateWordsTest {
  private static final LocalDate TUESDAY = LocalDate.parse("2026-04-28");

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Over zestig dagen verloopt het contract.|NL|2026-06-27",
        "The offer expires in thirty days.|EN|2026-05-28",
        "Kun je woensdagavond de kinderen ophalen?|NL|2026-04-29",
        "Ik bel je vrijdagochtend terug.|NL|2026-05-01",
      })
  void aDayIsFound(String sentence, Lang lang, String day) {
    assertThat(Dates.find(sentence, TUESDAY, lang))
        .extracting(Dates.Span::date)
        .containsExactly(LocalDate.parse(day));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"I do the big shop every Saturday.", "Elke donderdag zwem ik baantjes."})
  void aHabitIsNoDay(String sentence) {
    assertThat(Dates.find(sentence, TUESDAY, sentence.startsWith("I") ? Lang.EN : Lang.NL))
        .isEmpty();
  }
}
