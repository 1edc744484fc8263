package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names the capitalised-run reading split or dropped (stop 37, from v10's dev split): double given
 * names with a hyphen ("Gert-Jan", "Anne-Marie"), surnames with one or two particles inside a full
 * name ("Fleur ter Horst", "Lucia de la Cruz"), a particle surname alone after a trade word ("de
 * offerte voor Van Dijk"), and shops named by their trade's word ("Cycle Hub", "Ortega Build").
 */
class CompoundNamesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik heb het appje van Jan-Willem nog niet gelezen.|Jan-Willem",
        "Marie-Claire comes round on Sunday.|Marie-Claire",
        "Can you ask Jean-Luc about the keys?|Jean-Luc",
        "Morgen bel ik Anne-Marie even terug.|Anne-Marie",
      })
  void aDoubleGivenNameIsOnePerson(String text, String name) {
    assertThat(Probes.names(text, Names.PERSON)).containsExactly(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Sanne van 't Hof neemt de notulen over.|Sanne van 't Hof",
        "Bram ter Beek belt morgen over de verbouwing.|Bram ter Beek",
        "Carmen de la Fuente is our new landlady.|Carmen de la Fuente",
        "Ik heb een afspraak met Kees ten Brink.|Kees ten Brink",
      })
  void aFullNameKeepsItsParticles(String text, String name) {
    assertThat(Probes.names(text, Names.PERSON)).containsExactly(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik moet de factuur voor Van Leeuwen nog maken.|Van Leeuwen",
        "De offerte gaat vrijdag naar Ter Haar.|Ter Haar",
      })
  void aParticleSurnameAloneIsAPerson(String text, String name) {
    assertThat(Probes.names(text, Names.PERSON)).containsExactly(name);
    assertThat(Probes.names(text, Names.ORG)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I left my coat at Riverside Cycles.|Riverside Cycles",
        "The quote from Hamid Build came in low.|Hamid Build",
        "Picking up the frames at Mosaic Printing tomorrow.|Mosaic Printing",
        "Ik breng de fiets naar Jansen Tweewielers.|Jansen Tweewielers",
      })
  void aTradesWordEndsAShopsName(String text, String name) {
    assertThat(Probes.names(text, Names.ORG)).contains(name);
    assertThat(Probes.names(text, Names.PERSON)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"We moved everything to PostgreSQL.", "The MongoDB cluster is down."})
  void aCapitalInsideAWordIsStillAProduct(String text) {
    assertThat(Probes.names(text, Names.PERSON)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The keys are with the caretaker. Caretaker says Monday is fine.",
        "Ik heb het aan de huisbaas gevraagd. Huisbaas vindt het goed.",
        "Mrs. Adeyemi, head of Form 7, emailed about the trip.",
        "Mijn zoon zit in Groep 8 en heeft vrijdag musical.",
        "Ik zie echt op tegen die Zoom-meetings.",
        "Stepson's graduation is on Friday.",
        "The report is due by Thu.",
      })
  void aWordThatNamesNoOneIsNoPerson(String text) {
    assertThat(Probes.names(text, Names.PERSON))
        .doesNotContain(
            "Caretaker", "Huisbaas", "Form", "Groep", "Zoom-meetings", "Stepson", "Thu");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I asked Will and he will bring the drill.|Will",
        "Mark wants us to mark the date in the calendar.|Mark",
      })
  void aGivenNameWrittenAlsoAsAWordStaysAPerson(String text, String name) {
    assertThat(Probes.names(text, Names.PERSON)).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "If Bristol Rovers win tonight I owe Dan a pint.",
        "We got tickets for Leeds United."
      })
  void aFootballClubIsAnOrganisation(String text) {
    assertThat(Probes.names(text, Names.ORG))
        .anyMatch(n -> n.endsWith("Rovers") || n.endsWith("United"));
  }
}
