package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A bare ordinal after a day's preposition is a day (stop 37): "the check-up is on the 14th", "op
 * de 3e", "by the 1st". The next day of that number, this month or the next (the labels' reading of
 * "the rent is due on the 1st"). An ordinal that counts something else is no day. Tuesday 28 April
 * 2026.
 */
class OrdinalDaysTest {
  private static final LocalDate TUESDAY = LocalDate.parse("2026-04-28");

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The parents' evening is on the 12th.|EN|2026-05-12",
        "My sister lands on the 30th.|EN|2026-04-30",
        "The council wants the form back by the 2nd.|EN|2026-05-02",
        "We're away until the 21st.|EN|2026-05-21",
        "Op de 6e komt de monteur langs.|NL|2026-05-06",
        "De kraamvisite is vanaf de 29ste welkom.|NL|2026-04-29",
      })
  void anOrdinalAfterADaysPrepositionIsADay(String sentence, Lang lang, String day) {
    assertThat(Dates.find(sentence, TUESDAY, lang))
        .extracting(Dates.Span::date)
        .containsExactly(LocalDate.parse(day));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Our flat is on the 3rd floor.",
        "She passed on the 2nd attempt.",
        "He finished by the 4th lap.",
        "The 5th Leeds Scouts meet in the church hall.",
        "It's the 2nd time this happens.",
        "Wij wonen op de 4e verdieping.",
      })
  void anOrdinalThatCountsSomethingElseIsNoDay(String sentence) {
    Lang lang = sentence.startsWith("Wij") ? Lang.NL : Lang.EN;
    assertThat(Dates.find(sentence, TUESDAY, lang)).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void anOccasionOnABareOrdinalIsAnEventOfThatDay() {
    Extraction x = Probes.said("The school play is on the 19th.");
    assertThat(x.events())
        .singleElement()
        .satisfies(e -> assertThat(e.date()).isEqualTo(LocalDate.parse("2026-03-19")));
    assertThat(x.dates())
        .extracting(Extraction.DateMention::date)
        .contains(LocalDate.parse("2026-03-19"));
  }
}
