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
 * "from" them, a person "at the" hospital, initials one is sent to; a family in the plural; a
 * firm's short form and its abbreviation's dot; a firm by its possessive alone; an app used as the
 * means, a weekly run.
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
        "She won gold at her first Bath Food Festival.|Bath Food Festival",
        "They played Money Is Everything at the end of the night.|Money Is Everything",
        "Ik sprak Ahmed van de afdeling Facturatie bij Essent.|Facturatie",
        "Op Bevrijdingsdag wil ik met de kinderen naar het park.|Op Bevrijdingsdag",
      })
  void noPerson(String text, String word) {
    assertThat(Probes.names(text, "Person")).doesNotContain(word);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "Buurman Kees helpt zaterdag met de schuur.|Kees",
        "Trainster Fenna zegt dat de wedstrijd verschuift.|Fenna",
        "Meter Rita komt zondag langs.|Rita",
        "We still owe the Patersons a dinner invitation.|Paterson",
      })
  void aPerson(String text, String name) {
    assertThat(Probes.names(text, "Person")).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
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
        "The band got signed up by Sub Pop in the spring.|Sub Pop",
        "Ik ben doorverwezen naar ZAV voor de aanvraag.|ZAV",
        "Morgen Jansen & Zn. bellen over de kozijnen.|Jansen & Zn.",
        "The appointment letter came from Addenbrooke's: physio on Monday.|Addenbrooke's",
        "I'm not chasing Pemberton's for the money again.|Pemberton's",
      })
  void anOrganisation(String text, String name) {
    assertThat(Probes.names(text, "Organization")).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "We do a Zoom quiz with the cousins every month.|Zoom",
        "Parkrun this morning with the dog, lovely and muddy.|Parkrun",
      })
  void noOrganisation(String text, String word) {
    assertThat(Probes.names(text, "Organization")).doesNotContain(word);
  }

  /** The rules for firms leave alone what only looks like one. */
  @Test
  void firmsButNotTheirLookalikes() {
    assertThat(Probes.names("Let's book the Rose & Crown, not a B&B.", "Organization"))
        .containsExactly("Rose & Crown");
    assertThat(Probes.names("Kevin & Laura want the Hulu subscription.", "Organization"))
        .containsExactly("Hulu");
    assertThat(Probes.names("We hired Baxter & Co. Water bill came too.", "Organization"))
        .containsExactly("Baxter & Co");
    assertThat(Probes.names("Water geven bij Ina, de boor terug bij Gereedschapshuis.", "Person"))
        .containsExactly("Ina");
    assertThat(Probes.names("Zwemvereniging De Zeehond zoekt vrijwilligers.", "Organization"))
        .doesNotContain("De Zeehond");
    assertThat(
            Probes.names(
                "Router's in at last. Tulpen? Dahlia's, die mogen er zijn.", "Organization"))
        .isEmpty();
  }

  @Test
  void aFirmNamedInFullAndThenShortIsOneFirm() {
    String text = "Send the invoice to Wren Studio today | Wren paid the last one late";
    assertThat(Probes.names(text, "Person")).doesNotContain("Wren");
    assertThat(Probes.names(text, "Organization")).containsExactly("Wren Studio");
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
