package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 44: occasions said by their shape that no noun names: another person's journey in the simple
 * present, a first working day said as done, a doctor who wants to see a relative again, a thing
 * someone is having fitted, another body's work with a consequence after it, a named person's or a
 * pointed-at occasion the user is not going to. Said on Tuesday 28 April 2026.
 */
class OthersHappeningsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "My cousin flies to Montreal on the 9th of May|My cousin flies to Montreal|2026-05-09",
        "Started my new job at Greenfield Analytics last Monday|first day at Greenfield Analytics"
            + "|2026-04-27",
        "Started as a junior planner at Arup yesterday|first day at Arup|2026-04-27",
        "Gisteren ben ik begonnen bij de Rabobank|eerste werkdag bij Rabobank|2026-04-27",
        "Dr. Priya Nair at St George's wants to see Mum again in four weeks"
            + "|Mum's appointment with Priya Nair|2026-05-26",
        "Dokter Karin Bos van het Radboud wil opa over twee weken terugzien"
            + "|afspraak van opa met Karin Bos|2026-05-12",
        "My sister's getting new windows fitted Thursday.|installation of windows|2026-04-30",
        "De provincie vervangt vrijdag de vangrails langs de dijk, dus geen doorgang"
            + "|vervanging van vangrails langs de dijk|2026-05-01",
        "I'm not going to Kemi's pottery open studio Saturday, too tired"
            + "|Kemi's pottery open studio|2026-05-02",
        "Not going to that sea shanty sing-along on Friday|sea shanty sing-along|2026-05-01",
      })
  void theHappeningIsAnOccasion(String text, String label, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I started work at 9 on Monday",
        "I'm not getting the boiler fitted on Friday after all",
        "Did you start at Arup on Monday?",
        "I haven't started at Arup yet, maybe on Monday",
        "My brother started at Deloitte last Monday",
        "I'm not going to Sarah's on Friday",
        "De provincie vervangt vrijdag niet de vangrails, dus gewoon doorgang",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }
}
