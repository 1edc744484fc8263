package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A week said as a list of days, each with its occasion (stop 41), by the user or the assistant;
 * and the occasion heads added in stop 41 (a team day, a charity outing, a club's first outing, a
 * Dutch family barbecue, someone flying out). Said on Tuesday 28 April 2026.
 */
class AgendaListsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction said(String role, String text) {
    ExtractionInput in = ExtractionInput.of(text, role, Scope.personal, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(new RuleBasedExtractor().extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "assistant|Your week: Monday 4 May, optician at 11; Friday 8 May, Mia's swimming gala."
            + "|optician appointment|2026-05-04",
        "assistant|Your week: Monday 4 May, optician at 11; Friday 8 May, Mia's swimming gala."
            + "|Mia's swimming gala|2026-05-08",
        "assistant|Deze week: woensdag de podotherapeut, zaterdag het tuinfeest van de buren."
            + "|tuinfeest van de buren|2026-05-02",
        "user|Tuesday the boiler man, Saturday the car boot sale|boiler man|2026-05-05",
        "user|Wednesday the vet, Saturday the jumble sale at church|jumble sale at church|2026-05-02",
      })
  void eachDayHasItsOwnOccasion(String role, String text, String label, String day) {
    assertThat(said(role, text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Monday: ring the garage, Wednesday: pay the window cleaner",
        "Monday and Thursday the library is shut",
        "Maandag bellen we de school, donderdag mail ik de juf",
      })
  void noAgenda(String text) {
    Lang lang = text.contains("aandag") ? Lang.NL : Lang.EN;
    assertThat(AgendaLists.find(text, lang, Dates.find(text, LocalDate.parse("2026-04-28"), lang)))
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm skipping the team building on Friday, too much to do|2026-05-01",
        "No chance I'm doing the charity bike ride on Sunday|2026-05-03",
        "Signed up with the Hilltop Ramblers, first hike is Saturday|2026-05-02",
        "Zaterdag is de straatbarbecue bij de buren|2026-05-02",
        "My cousin is flying out to Perth on Thursday|2026-04-30",
      })
  void anOccasionByItsHead(String text, String day) {
    assertThat(said("user", text).events()).anyMatch(e -> e.date().equals(LocalDate.parse(day)));
  }
}
