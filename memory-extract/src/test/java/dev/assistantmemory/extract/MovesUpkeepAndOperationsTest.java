package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Occasions of stop 37 (issue 13 item 4): a move of house ("moving to Galway on the 3rd", "wij
 * verhuizen op 3 juni"), upkeep and health checks booked for a day ("the boiler service is on
 * Friday", "de auto krijgt donderdag een servicebeurt"), an operation someone is having ("Tom's
 * having his tonsils out", "Oma wordt aan haar heup geopereerd"), the user's first working day ("Ik
 * begin maandag bij Stedin"), news told as a question ("Did you know ... ?"), a talk or open hours
 * one gives or holds ("the keynote at the summit", "houdt vrijdag spreekuur"). The GP's surgery
 * rung or sat at is a place, no operation; the day is no part of an occasion's label.
 */
class MovesUpkeepAndOperationsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The annual boiler service is on Friday.|boiler service|2026-05-01",
        "My eye check is on the 3rd of June.|eye check|2026-06-03",
        "The van goes in for its service on Thursday.|van|2026-04-30",
        "Eye check at the surgery on Friday.|Eye check|2026-05-01",
        "My brother is moving to Galway on the 3rd of June.|moving to Galway|2026-06-03",
        "Moving house on Saturday, boxes everywhere.|Moving house|2026-05-02",
        "Did you know Ravi and Ellen are moving to Leeds on Friday?|Leeds|2026-05-01",
        "Tom's having his tonsils out on Thursday.|tonsils|2026-04-30",
        "Wij verhuizen op 3 juni naar Zwolle.|Zwolle|2026-06-03",
        "De auto krijgt donderdag een servicebeurt.|servicebeurt|2026-04-30",
        "De cv-ketel krijgt vrijdag onderhoud.|onderhoud|2026-05-01",
        "Oma wordt donderdag aan haar heup geopereerd.|heup|2026-04-30",
        "Ik begin maandag bij Stedin, spannend!|Stedin|2026-05-04",
        "Ik start op 1 juni bij de Gemeente Ede.|Gemeente Ede|2026-06-01",
        "Wist je dat Saskia zaterdag verhuist?|Saskia|2026-05-02",
        "The keynote at the summit is on Friday, Dr Ama Mensah.|keynote|2026-05-01",
        "The tennis club AGM is on Thursday evening.|AGM|2026-04-30",
        "De gastlezing over klimaat is donderdag.|gastlezing|2026-04-30",
        "De burgemeester houdt vrijdag spreekuur in het stadhuis.|spreekuur|2026-05-01",
        "Zaterdag is de fuif van de chiro.|fuif|2026-05-02",
      })
  void anOccasion(String text, String word, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).contains(word);
              assertThat(e.label().toLowerCase(java.util.Locale.ROOT))
                  .doesNotContain("friday")
                  .doesNotContain("thursday")
                  .doesNotContain("donderdag")
                  .doesNotContain("vrijdag")
                  .doesNotContain("zaterdag")
                  .doesNotContain("surgery");
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  /**
   * The GP's surgery as a place, a meeting moved to a day, a booking of a service, and helping
   * someone else move name no operation, no service and no move of the user's.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The surgery rang about my prescription on Friday.",
        "Dropped the form off at the surgery on Monday.",
        "Can we move the call to Friday?",
        "I'm moving the catch-up to Thursday.",
        "Sure, the boiler service booking is on your list for Friday.",
        "I'm helping Tessa move house on Saturday.",
        "Ik help Tessa zaterdag met verhuizen.",
      })
  void noSurgeryNoServiceAndNoMove(String text) {
    assertThat(user(text).events())
        .noneMatch(e -> e.label().toLowerCase(java.util.Locale.ROOT).contains("surgery"))
        .noneMatch(e -> e.label().toLowerCase(java.util.Locale.ROOT).contains("mov"))
        .noneMatch(e -> e.label().toLowerCase(java.util.Locale.ROOT).contains("verhuiz"))
        .noneMatch(e -> e.label().toLowerCase(java.util.Locale.ROOT).contains("service"));
  }
}
