package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing said to be on a day by the sentence's shape (stop 42): "the X is DAY", "DAY is the X",
 * "the X is being delivered DAY", "Skipping the X on DAY", "De X op DAY sla ik over". Said on
 * Tuesday 28 April 2026.
 */
class DayCopulasTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Zondag is de fietstocht, ik rijd bij de tweede groep|fietstocht|2026-05-03",
        "Noted: the tree survey is Thursday, and after that you wanted to ring the council"
            + "|tree survey|2026-04-30",
        "The removal is on the 9th of May, so I'm packing all week|removal|2026-05-09",
        "Friday is the open morning, I'm helping with the teas|open morning|2026-05-01",
        "De nieuwe koelkast wordt vrijdag tussen 8 en 12 bezorgd"
            + "|bezorging van nieuwe koelkast|2026-05-01",
        "Our new boiler is being installed on Thursday between 8 and 12"
            + "|installation of new boiler|2026-04-30",
        "Skipping the parish litter pick on Friday, I've got a work thing"
            + "|parish litter pick|2026-05-01",
        "De klusochtend van de VvE op donderdag sla ik over|klusochtend van de VvE|2026-04-30",
        "Ik ga zaterdag niet naar die snoeimiddag van de volkstuin, te druk"
            + "|snoeimiddag van de volkstuin|2026-05-02",
      })
  void theThingOnTheDayIsTheOccasion(String text, String label, String day) {
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
        "The deadline is Friday, so get a move on",
        "The supplier's cutoff for orders is the 12th of May",
        "Wednesday's my late shift.",
        "Vrijdag is de winkel dicht",
        "Morgen is het rapport klaar",
        "The removal isn't on the 9th of May after all",
        "Is the removal on the 9th of May?",
        "Woensdag breng ik oma niet naar de kapper, dat doet tante Bep",
        "Ik ga zondag niet naar de sportschool",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }
}
