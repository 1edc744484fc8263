package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Classes of stop 41 (v14 dev's misses, sentences written for this test): facts whose object is a
 * list of organisations, a move into a dwelling in a named place (a fact and an occasion), the
 * assistant's Dutch "je bent" repeated as the user's attribute; occasions by their head (a club's
 * general meeting by its initials, therapy), others' journeys in the Dutch plural, a sale that
 * closes on a day (a deadline, no occasion); a priest's title, more club initials and public
 * bodies. Said on Tuesday 28 April 2026.
 */
class ListedFactsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // every organisation of a listed object
        "I'm a member of the Woodland Trust and the RSPB.|self AFFILIATED_WITH RSPB",
        "I'm a member of the Alpine Club, the Camping Club and the Caravan Club."
            + "|self AFFILIATED_WITH Caravan Club",
        "Ik ben lid van de Vogelbescherming en de ANWB.|self AFFILIATED_WITH ANWB",
        // a move into a dwelling in a named place
        "Finally moved into a two-bed flat in Didsbury on Friday.|self LOCATED_IN Didsbury",
        "We've just moved into an old cottage in Keswick.|self LOCATED_IN Keswick",
        "Vorige week verhuisd naar een appartement in Hengelo.|self LOCATED_IN Hengelo",
        "Ik ben in maart naar een huurhuis in Tiel verhuisd.|self LOCATED_IN Tiel",
      })
  void aFactOfTheSentence(String text, String fact) {
    assertThat(Probes.factLines(TUESDAY, text)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the organisation's name ends where the speaker starts the next clause
        "I work at Globex and I prefer green tea.|self WORKS_AT Globex",
        "I work as a nurse at St Mary's and I'm on nights this week.|self WORKS_AT St Mary's",
      })
  void anOrganisationEndsBeforeTheSpeaker(String text, String fact) {
    List<String> facts = Probes.factLines(TUESDAY, text);
    assertThat(facts).contains(fact);
    assertThat(facts).noneMatch(f -> f.contains(" and I"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'm a member of the Ramblers and Tom is too.",
        "Ik ben lid van de Fietsersbond en Sanne ook.",
        "My sister moved into a flat in Hull last year.",
        "Mijn broer is verhuisd naar een flat in Breda.",
      })
  void noSecondMemberNorAnotherPersonsHome(String text) {
    List<String> facts = Probes.factLines(TUESDAY, text);
    assertThat(facts).noneMatch(f -> f.contains("Tom") || f.contains("Sanne"));
    assertThat(facts).noneMatch(f -> f.startsWith("self LOCATED_IN"));
  }

  @org.junit.jupiter.api.Test
  void theAssistantsDutchRestatementIsTheUsersAttribute() {
    ExtractionInput in =
        ExtractionInput.of(
            "Prima, genoteerd: jij bent linkshandig.",
            "assistant",
            Scope.personal,
            TUESDAY,
            ZoneOffset.UTC);
    Extraction out = ExtractionPolicy.admit(new RuleBasedExtractor().extract(in), in);
    assertThat(out.facts())
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo(Extraction.SELF);
              assertThat(f.objectValue()).isEqualTo("linkshandig");
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Moved into the little house in Frome last Saturday, boxes everywhere|2026-04-25",
        "Afgelopen zaterdag verhuisd naar een bovenwoning in Gouda|2026-04-25",
        "De ALV van de tennisclub is donderdag|2026-04-30",
        "Mijn ouders vliegen op 12 mei naar Aruba|2026-05-12",
      })
  void anOccasionOnTheDay(String text, String day) {
    assertThat(user(text).events()).anyMatch(e -> e.date().equals(LocalDate.parse(day)));
  }

  @org.junit.jupiter.api.Test
  void therapyIsTheOccasion() {
    assertThat(user("I've got therapy on Friday so I can't do lunch").events())
        .anyMatch(
            e -> e.label().equals("therapy") && e.date().equals(LocalDate.parse("2026-05-01")));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Presale for the Pixies gig closes on Friday, must grab tickets before then",
        "De inschrijving voor de wedstrijd sluit zaterdag",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Father Brendan Walsh is blessing the new hall.|Person|Brendan Walsh",
        "Coach Ilse van ZPC De Dolfijn belde.|Organization|ZPC De Dolfijn",
        "Loopgroep van AV Sprint begint om zeven uur.|Organization|AV Sprint",
        "Toeslagen stuurde me een brief.|Organization|Toeslagen",
      })
  void aName(String text, String type, String name) {
    assertThat(Probes.names(text, type)).contains(name);
  }
}
