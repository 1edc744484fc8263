package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What another person or body does on a day is an occasion (stop 40): the happening made a noun, or
 * the occasion held or given. Said on Tuesday 28 April 2026.
 */
class OthersOccasionsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The inspectors are inspecting the depot on Tuesday.|inspection of depot|2026-05-05",
        "Councillor Patel is opening the new library on the 2nd of May."
            + "|opening of new library|2026-05-02",
        "The council are resurfacing our street on the 12th of May, so no parking"
            + "|resurfacing of our street|2026-05-12",
        "Marta from the Oslo office is visiting on Thursday"
            + "|visit from Marta from the Oslo office|2026-04-30",
        "Jan Bakker from Philips is interviewing me on Friday"
            + "|interview with Jan Bakker from Philips|2026-05-01",
        "Dad is giving a speech at the wedding on Saturday|speech at the wedding|2026-05-02",
        "Gamma bezorgt de planken donderdag tussen 8 en 12|bezorging van planken|2026-04-30",
        "Schepen Peeters opent zaterdag het nieuwe zwembad|opening van nieuwe zwembad|2026-05-02",
        "Mijn broer geeft zaterdag een feestje|feestje|2026-05-02",
      })
  void theHappeningIsTheOccasion(String text, String label, String day) {
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
        "Tom is giving me a lift on Friday",
        "Tom is doing the dishes tomorrow",
        "Ikea might be delivering the desk on Friday",
        "The plumber isn't replacing the tap on Monday after all",
        "Femke levert de foto's tegen vrijdag aan.",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }
}
