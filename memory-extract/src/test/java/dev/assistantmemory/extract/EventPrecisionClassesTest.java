package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What is no occasion though it names one (stop 36): a day said as a deadline ("by Friday", "tegen
 * vrijdag"), an occasion noun that only qualifies another thing ("de inschrijving voor de
 * zwemles"), the last day something can be done, a routine class the user will not attend, and a
 * bare "he's coming" with nobody named.
 */
class EventPrecisionClassesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The wedding gift has to be bought by Saturday.",
        "The christening cake needs collecting by Friday.",
        "Over drie dagen moet de inschrijving voor de zwemles binnen zijn.",
        "Over twee dagen moet het formulier voor de schoolreis ingeleverd zijn.",
        "Tegen donderdag moet de tuin er netjes uitzien voor de barbecue.",
        "Thursday is the last day I can return the jacket.",
        "Royal Mail says the last date for Australia is the 8th of December.",
        "I'm not going to the statistics lecture tomorrow, too tired.",
        "Ik ga donderdag niet naar de training, mijn enkel is dik.",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ik heb Pieter gevraagd of hij helpt met schilderen, hij komt zaterdag.",
        "I asked Sam to help with the shed, he's coming on Saturday.",
      })
  void noBareArrival(String text) {
    assertThat(user(text).events())
        .noneMatch(e -> e.label().toLowerCase(java.util.Locale.ROOT).matches("(?:he|hij)\\b.*"));
  }

  /** The occasion's own day stays when the deadline's day is said beside it. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Need to reply to the invitation by Friday. The wedding itself is on 20 June."
            + "|wedding|2026-06-20",
        "Dr. Patel wants to see me again in three weeks about the scan results."
            + "|Patel|2026-05-19",
      })
  void theOccasionKeepsItsDay(String text, String label, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).contains(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }
}
