package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A meal or a stay with other people on a day is an occasion, not a task ({@link SocialOccasions});
 * a duty around it stays a task. Sentences written for this test.
 */
class SocialOccasionsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik ga vrijdag dineren met Noor en Stijn.|Noor|2026-05-01",
        "Zaterdag ga ik met Femke brunchen in Utrecht.|Femke|2026-05-02",
        "Mijn neef Bram en zijn vriendin komen donderdag logeren.|logeren|2026-04-30",
      })
  void aMealOrAStayIsAnOccasionNotATask(String text, String word, String day) {
    Extraction x = user(text);
    assertThat(x.tasks()).isEmpty();
    assertThat(x.events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.label()).contains(word);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @Test
  void aDutyAroundTheOccasionStays() {
    Extraction x =
        user("Oom Kees komt zaterdag logeren, dus vóór vrijdag moet ik de logeerkamer opruimen.");
    assertThat(x.tasks()).extracting(t -> t.label()).anyMatch(l -> l.contains("logeerkamer"));
  }
}
