package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Occasions said with a verb on a coming day (issue 13.4): travelling, going out, someone or
 * something arriving; the event takes the coming day of its sentence, not a past one.
 */
class OccasionEventsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Over vier dagen vlieg ik naar Porto.|Porto|2026-05-02",
        "Zaterdag gaan we met de buren naar de dierentuin.|dierentuin|2026-05-02",
        "De glazenwasser komt donderdag.|glazenwasser|2026-04-30",
        "The new fridge arrives on Friday.|fridge|2026-05-01",
        "On Sunday we're driving to the coast.|coast|2026-05-03",
        "The parcel from the garden centre is arriving on Friday.|parcel|2026-05-01",
        "Het nieuwe bed wordt vrijdag geleverd.|bed|2026-05-01",
        "The washing machine will be delivered on Thursday.|washing machine|2026-04-30",
        "Driving to Cornwall on Saturday, can't wait!|Cornwall|2026-05-02",
        "Our neighbours have invited us round on Friday.|invited us round|2026-05-01",
        "Oom Jan en tante Els vieren zaterdag hun 40-jarig huwelijk.|huwelijk|2026-05-02",
        "Wij gaan zondag met de kinderen naar Artis.|Artis|2026-05-03",
        "Merel en ik gaan op 9 mei naar een concert in Tivoli.|concert|2026-05-09",
        "Zondag wandelen we met Joost en Iris in de duinen.|duinen|2026-05-03",
        "Morgen lunchen we met de buren bij de haven.|haven|2026-04-29",
        "Climate activists are holding a protest on 14 May.|protest|2026-05-14",
        "Op 30 mei is er een betoging op het Malieveld.|betoging|2026-05-30",
        // the occasion given as the reason for a window is still an occasion
        "Dat moet uiterlijk 20 augustus, want dan begint de verbouwing.|verbouwing|2026-08-20",
      })
  void anOccasionSaidWithAVerb(String text, String word, String day) {
    assertThat(user(text).events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.label()).contains(word);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ruud en Ilse komen vrijdag de ladder brengen.",
        "I love going to the coast.",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }

  /** A window is a deadline, not the day of an occasion: no event on the window's last day. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The dog needs his rabies jab within ten days.",
        "The car needs its inspection in the next 10 days.",
        "Binnen drie weken moet de auto zijn keuring hebben.",
        "De kat moet uiterlijk 20 juni haar vaccinatie hebben.",
      })
  void aWindowIsNoOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }

  /** A routine place the user skips, or an ironic plan, is no occasion; a skipped party is. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Vrijdag ga ik niet naar de sportschool, ik ben gesloopt.",
        "Overmorgen ga ik niet naar kantoor, de trein staakt.",
        "Oh sure, I'll fly to Tokyo on Friday, right after I win the lottery.",
        "Als het zondag droog blijft, gaan we misschien naar het bos.",
        "Morgen ga ik nog even langs de bakker voor brood.",
      })
  void aSkippedRoutineOrAnIronicPlanIsNoOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }

  @Test
  void aSkippedPartyStillHappens() {
    assertThat(user("Zaterdag ga ik niet naar het feest van Joris, ik ben ziek.").events())
        .singleElement()
        .satisfies(e -> assertThat(e.date()).isEqualTo(LocalDate.of(2026, 5, 2)));
  }

  @Test
  void theEventTakesTheComingDayOfItsSentence() {
    assertThat(user("Gisteren heb ik de kapper gebeld, de afspraak is op 12 mei.").events())
        .singleElement()
        .satisfies(e -> assertThat(e.date()).isEqualTo(LocalDate.of(2026, 5, 12)));
  }
}
