package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 33 (issue 13, Dutch notes): things put on a list ({@link DutchLists}), a result clause whose
 * participle the other rules cut out as a task ({@link DutchResults#dropStates}), and the chat
 * shorthand "ff" before a noted act. The sentences are new, none from the labelled sets. Said on
 * Tuesday 2026-03-10.
 */
class DutchNotesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "Zet appels en yoghurt op het boodschappenlijstje.|appels en yoghurt kopen|-",
        "Zet op het boodschappenlijstje: koffie en wc-papier|koffie en wc-papier kopen|-",
        "Zet ook brood en kaas op het lijstje.|brood en kaas kopen|-",
        "Zet de autoverzekering op mijn lijstje.|de autoverzekering doen|-",
        "Ik heb 'fietsbel vervangen' op je lijst gezet, uiterlijk vrijdag.|fietsbel"
            + " vervangen|2026-03-13",
      })
  void aThingPutOnAListIsTheUsersTask(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Staat de autoverzekering al op mijn lijstje?",
        "Zet de koffie niet op het lijstje, we hebben nog genoeg.",
        "Zet hem maar op de lijst.",
        "Zet het maar terug op mijn lijstje.", // put back: a status, no new task
        "Zet de stofzuiger weer op de lijst.",
      })
  void aQuestionANegationOrAPronounPutsNothingOnTheList(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Zaterdag moet het cadeau voor juf Marit gekocht zijn.|het cadeau voor juf Marit"
            + " kopen|2026-03-14",
        "Vrijdag moet de taart voor meester Joost besteld zijn.|de taart voor meester Joost"
            + " bestellen|2026-03-13",
        "morgen ff de fietsen in de schuur zetten!|de fietsen in de schuur zetten|2026-03-11",
        // a deadline pointing back at the day of the clause before
        "Over een week komen de schilders, dus vóór die tijd moet ik de woonkamer leeghalen.|de"
            + " woonkamer leeghalen|2026-03-17",
        "Op 20 maart verloopt mijn rijbewijs, ik moet hem daarvoor verlengen.|mijn rijbewijs"
            + " verlengen|2026-03-20",
        "Over twee weken verloopt mijn paspoort, dus vóór die tijd moet ik het vernieuwen.|mijn"
            + " paspoort vernieuwen|2026-03-24",
      })
  void aResultClauseOrAShorthandNoteIsTheUsersTask(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "De doos met de kerstspullen van oma breng ik morgen naar zolder.|de doos met de"
            + " kerstspullen van oma naar zolder brengen|2026-03-11",
        "Het cadeau voor de verjaardag van Ruud bestel ik vandaag.|het cadeau voor de verjaardag"
            + " van Ruud bestellen|2026-03-10",
      })
  void aLongFrontedThingBeforeTheVerbIsTheObject(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Het huis van mijn ouders in de buurt van Utrecht zie ik morgen.", // no act
        "De film met de acteur van die serie kijk ik vanavond niet.",
      })
  void aLongFrontedThingWithoutAnActYieldsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
