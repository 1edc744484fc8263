package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Journeys and arrivals said by their verb (stop 36): someone else's trip in Dutch ("Mijn broer
 * reist dinsdag naar Berlijn"), a journey named by its vehicle ("your coach to Leeds leaves at 8 on
 * Friday", "je bus naar Antwerpen vertrekt vrijdag"), and an arrival whose subject is in the clause
 * before ("the books are on their way, arriving Friday").
 */
class JourneyAndArrivalEventsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Mijn broer reist op 12 mei naar Berlijn.|Berlijn|2026-05-12",
        "Onze buurvrouw vliegt vrijdag naar Lissabon.|Lissabon|2026-05-01",
        "Just to confirm, your coach to Leeds leaves at 8 on Friday.|coach to Leeds|2026-05-01",
        "Ter info: je bus naar Antwerpen vertrekt vrijdag om 7 uur.|bus naar Antwerpen|2026-05-01",
        "The books for Sam are on their way, arriving Friday.|books for Sam|2026-05-01",
      })
  void aJourneyOrArrivalIsAnOccasion(String text, String label, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).contains(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }
}
