package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * People and organisations in the classes of v13's dev split (stop 40), in sentences written for
 * this test: a trade said for the person at the start of a sentence, a Dutch noun after the clipped
 * article, shouted notes, titles of works and shows, a department; a neighbour's or trainer's title
 * dropped; firms joined by "&", named before what they sell, after "bij", after a tradesperson
 * "from" them, a person "at the" hospital; a family in the plural; a firm's short form.
 */
class NameRunsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "Optician says my new lenses arrive next week.|Optician",
        "Lawyer wants the signed papers back by Monday.|Lawyer",
        "Kapper belde, de afspraak schuift naar vrijdag.|Kapper",
        "'t Contract ligt klaar bij de notaris.|Contract",
        "The label on the box says 'KEEP THIS SIDE UP' in red.|KEEP THIS SIDE UP",
        "To whom it may concern, Dear Madam, please find the letter attached.|Madam",
        "We finally went to the Harrogate Flower Show last year.|Harrogate Flower Show",
        "They played Money Is Everything at the end of the night.|Money Is Everything",
        "Ik sprak Ahmed van de afdeling Facturatie bij Essent.|Facturatie",
        "Op Hemelvaartsdag gaan we fietsen.|Op Hemelvaartsdag",
      })
  void noPerson(String text, String word) {
    assertThat(Probes.names(text, "Person")).doesNotContain(word);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Buurman Kees helpt zaterdag met de schuur.|Kees",
        "Trainster Fenna zegt dat de wedstrijd verschuift.|Fenna",
        "Het cadeau voor meter Rita ligt al klaar.|Rita",
        "We still owe the Patersons a dinner invitation.|Paterson",
        "Dr Maya Lin at the General Infirmary rang about the scan.|Maya Lin",
      })
  void aPerson(String text, String name) {
    assertThat(Probes.names(text, "Person")).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The quote from the Dalton & Reeve job is still open.|Dalton & Reeve",
        "Let's book the Rose & Crown for the leaving drinks.|Rose & Crown",
        "Remind me to cancel the Hulu subscription before it renews.|Hulu",
        "Morgen breng ik de boor terug bij Gereedschapshuis.|Gereedschapshuis",
        "De loodgieter van Waterwerk is vanochtend geweest.|Waterwerk",
        "Dr Maya Lin at the General Infirmary rang about the scan.|General Infirmary",
        "Leaving Brookline Freight at the end of May, at last.|Brookline Freight",
        "Coach Sanne van HV Snelwiek geeft de clinic.|HV Snelwiek",
        "The deposit goes to Harbourside Lettings by Friday.|Harbourside Lettings",
      })
  void anOrganisation(String text, String name) {
    assertThat(Probes.names(text, "Organization")).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "We booked a B&B near the coast.|B&B",
        "Water bill came in this morning, pay it soon.|Water",
        "Kevin & Laura are coming round later.|Kevin & Laura",
        "Ik geef de planten water bij Ina als ze weg is.|Ina",
        "Zwemvereniging De Zeehond zoekt nog vrijwilligers.|De Zeehond",
      })
  void noOrganisation(String text, String word) {
    assertThat(Probes.names(text, "Organization")).doesNotContain(word);
  }

  @Test
  void aFirmNamedInFullAndThenShortIsOneFirm() {
    String text = "Send the invoice to Larkspur Design today. Larkspur always pays late.";
    assertThat(Probes.names(text, "Person")).doesNotContain("Larkspur");
    assertThat(Probes.names(text, "Organization")).containsExactly("Larkspur Design");
  }

  @Test
  void aPersonFromATeamAtAFirmNamesTheFirmOnly() {
    String text = "Spoke to Rania Haddad from Customer Loyalty at Thames Water this morning.";
    assertThat(Probes.names(text, "Organization")).containsExactly("Thames Water");
  }

  @Test
  void theAssistantRepeatingTwoPeoplesDietsGivesBoth() {
    Extraction e =
        Probes.saidBy("assistant", "Got it: Priya is vegetarian and Tom is allergic to shellfish.");
    assertThat(e.facts())
        .extracting(f -> f.subject() + " " + f.objectValue())
        .contains("Priya vegetarian", "Tom allergic to shellfish");
  }

  @Test
  void aDutchMoveWithoutSubjectIsTheUsers() {
    assertThat(
            Probes.factLines(
                Probes.NOW, "Afgelopen zomer naar Zwolle verhuisd, nog steeds dozen overal."))
        .contains("self LOCATED_IN Zwolle");
  }

  @Test
  void aWorkplaceWithAnAdverbBetween() {
    assertThat(Probes.factLines(Probes.NOW, "Sanne werkt tegenwoordig bij het Rode Kruis."))
        .contains("Sanne WORKS_AT Rode Kruis");
  }
}
