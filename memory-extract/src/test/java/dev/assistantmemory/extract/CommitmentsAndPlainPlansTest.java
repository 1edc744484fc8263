package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 34 (issue 13): commitments the user made ("I signed up to ...", "Ik heb me opgegeven om ...
 * te ..."), the last day for an act in Dutch ("Vrijdag is de laatste kans om ... te ..."), a Dutch
 * present tense after a fronted period ("Vóór het weekend regel ik ...") or with no time at all
 * ("Ik mail de verhuurder over de lekkage"), and a task handed on after "laat maar". Said on
 * Tuesday 10 March 2026 ({@link Probes#NOW}).
 */
class CommitmentsAndPlainPlansTest {

  private static void assertTask(String text, String label, String due) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(Probes.day(due));
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I signed up to run the tombola at the school fair on Saturday.|run the tombola at the school"
            + " fair|2026-03-14",
        "I've agreed to help Maria paint her hallway.|help Maria paint her hallway|",
        "I agreed to cover Sam's shift on Friday.|cover Sam's shift|2026-03-13",
        "I've signed up to bring a salad to the potluck.|bring a salad to the potluck|",
        "Ik heb me opgegeven om de koffie te verzorgen bij de rommelmarkt.|de koffie verzorgen bij de"
            + " rommelmarkt|",
        "Ik heb me aangemeld om de hapjes te maken voor het buurtfeest.|de hapjes maken voor het"
            + " buurtfeest|",
        "Ik heb me opgegeven om op 21 maart de bar te doen bij de voetbalclub.|de bar doen bij de"
            + " voetbalclub|2026-03-21",
        "Ik heb me aangemeld om te helpen bij de schoonmaakactie op 3 april.|helpen bij de"
            + " schoonmaakactie|2026-04-03",
      })
  void aCommitmentMadeIsTheUsersTask(String text, String label, String due) {
    assertTask(text, label, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I agreed to the new terms.",
        "I signed up to the newsletter.",
        "I never agreed to babysit every weekend.",
        "I didn't sign up to run the stall.",
        "Did I agree to bake the cake?",
        "If I'd signed up to help, I'd be there now.",
        "Ik heb me niet opgegeven om de kassa te doen.",
        "Heb ik me opgegeven om te helpen?",
        "Ik heb me opgegeven voor de cursus.",
      })
  void noCommitmentNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Vrijdag is de laatste kans om kaartjes te kopen voor het concert.|kaartjes kopen voor het"
            + " concert|2026-03-13",
        "Morgen is de uiterste datum om de aangifte in te dienen.|de aangifte indienen|2026-03-11",
        "Zaterdag is de laatste kans om de vakantie te boeken.|de vakantie boeken|2026-03-14",
        "Donderdag is de laatste dag om me in te schrijven voor de zwemles.|me inschrijven voor de"
            + " zwemles|2026-03-12",
      })
  void theLastDayForAnActIsItsDeadline(String text, String label, String due) {
    assertTask(text, label, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Vrijdag is de laatste dag om van de zon te genieten.",
        "Is vrijdag de laatste dag om je aan te melden?",
        "Gisteren was de laatste dag om te stemmen.",
      })
  void noLastDayForAnErrandNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Vóór het weekend bestel ik nog de bloemen voor oma.|de bloemen voor oma bestellen",
        "Voor de vakantie regel ik de paspoorten.|de paspoorten regelen",
        "Voor de zomer maak ik de schuur leeg.|de schuur leeg maken",
        "Vóór kerst stuur ik de kaarten.|de kaarten sturen",
        "Ik mail de verhuurder over de lekkage.|de verhuurder over de lekkage mailen",
        "Ik bel de tandarts voor een afspraak.|de tandarts voor een afspraak bellen",
        "Ik stuur Jan de foto's van de bruiloft.|Jan de foto's van de bruiloft sturen",
        "Oké, ik regel de oppas voor de kleine.|de oppas voor de kleine regelen",
        "Ik koop de kaartjes voor het concert.|de kaartjes voor het concert kopen",
      })
  void aDutchPresentTenseWithoutADayIsAPlan(String text, String label) {
    assertTask(text, label, null);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Vóór het weekend bel ik nooit iemand.",
        "Bel ik voor het weekend de oppas?",
        "Ik app mijn zus elke avond.",
        "Ik koop graag de groente op de markt.",
        "Ik bel de tandarts niet.",
        "Als ik de tandarts bel, vraag ik meteen naar de rekening.",
        "Ik belde de tandarts.",
        "Ik heb de tandarts gisteren al gebeld.",
        "Ik bel altijd op maandag mijn moeder.",
        "Misschien bel ik de tandarts.",
        "Bel ik de tandarts?",
      })
  void aHabitANegationOrAQuestionIsNoPlan(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Laat maar, Anouk neemt de taart over, zij kent een goede bakker.|de taart regelen|Anouk",
        "Laat maar, Pieter regelt de bloemen.|de bloemen bestellen|Pieter",
        "Laat maar, eigenlijk doet Joris de boodschappen.|de boodschappen doen|Joris",
        "Never mind, Pete's going to do the fence.|paint the fence|Pete",
      })
  void aTaskHandedOnIsNotDropped(String text, String task, String owner) {
    Extraction x = said(text, open(task));
    assertThat(x.statusChanges()).noneMatch(s -> "abandoned".equals(s.status()));
    assertThat(x.tasks())
        .extracting(TaskCandidate::owner, TaskCandidate::label)
        .contains(org.assertj.core.groups.Tuple.tuple(owner, task));
  }

  @Test
  void laatMaarAloneStillDropsTheTask() {
    assertThat(
            said("Laat maar, de taart hoeft niet meer.", open("de taart regelen")).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
  }
}
