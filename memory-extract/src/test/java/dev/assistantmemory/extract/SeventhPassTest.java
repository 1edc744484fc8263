package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertDeadlineMoved;
import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.dated;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, seventh pass (stop 25): a named person after a fronted time in Dutch, adverbs between
 * the subject and the act, Dutch plans and reminders with a te-infinitive, quoted list items,
 * deadlines said as "a deadline for", infinitive notes headed by a deadline, terse and indirect
 * status follow-ups, later deadlines said as "can wait until" or "uitstel tot", more irony and more
 * dislike wording. Sentences are new, written for this pass, not the labelled sets'.
 */
class SeventhPassTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // a named person after a fronted time: the person's act
        "Overmorgen haalt Joost de taart op.|de taart ophalen|Joost|2026-03-12",
        "Donderdag brengt Anouk de kinderen naar school.|de kinderen naar school brengen|Anouk|2026-03-12",
        "Vrijdag moet Sem de sleutels terugbrengen.|de sleutels terugbrengen|Sem|2026-03-13",
        "Volgende week gaat Lisa de vergunning aanvragen.|de vergunning aanvragen|Lisa|-",
        // an adverb between the subject and the act
        "Tonight I'm finally going to answer those emails.|answer those emails|self|2026-03-10",
        "I really need to call the garage tomorrow.|call the garage|self|2026-03-11",
        "I should really book a dentist appointment.|book a dentist appointment|self|-",
        // Dutch plans and reminders with a te-infinitive, its phrase after it
        "Ik ben van plan om morgen de huisbaas te bellen over de lekkage.|de huisbaas bellen over de lekkage|self|2026-03-11",
        "Vergeet niet om de vuilnisbak buiten te zetten.|de vuilnisbak buiten zetten|self|-",
        "Ik heb tot vrijdag om te beslissen over het appartement.|beslissen over het appartement|self|2026-03-13",
        "Herinner me eraan dat ik de kat moet voeren.|de kat voeren|self|-",
        // the promise is the user's
        "I promised Lisa to call her back tomorrow.|call her back|self|2026-03-11",
        // quoted list items
        "Please add \"buy batteries\" to my list.|buy batteries|self|-",
        "Zet 'batterijen kopen' op mijn lijstje.|batterijen kopen|self|-",
        // a deadline for a thing
        "I have a deadline on Friday for the grant application.|the grant application|self|2026-03-13",
        "Woensdag heb ik een deadline voor het verslag.|het verslag|self|2026-03-11",
        // infinitive notes headed by a deadline or "als eerste"
        "Uiterlijk 20 maart de aanvraag indienen.|de aanvraag indienen|self|2026-03-20",
        "Morgenochtend als eerste de garage bellen.|de garage bellen|self|2026-03-11",
        "Binnen vijf dagen het formulier terugsturen.|het formulier terugsturen|self|2026-03-15",
        // a fronted "na de ..." is timing, not part of the act
        "Na de lunch print ik de instapkaarten.|de instapkaarten printen|self|-",
      })
  void oneTask(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // a named person after a fronted time: no act, a habit, a negation, a trip
        "Morgen werkt Pieter thuis.",
        "Zaterdag speelt Daan voetbal.",
        "Op zondag belt Anouk altijd haar moeder.",
        "Morgen stuurt Pieter de offerte niet.",
        "Morgen vliegt Pieter naar Rome.",
        // "vergeet niet" about a state is no errand; an adverb before a negation negates
        "Vergeet niet dat je morgen jarig bent.",
        "I'm definitely not cleaning the garage this weekend.",
      })
  void noTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // terse follow-ups: a pronoun for the thing, a dropped Dutch object, a comma between words
        "call the insurance company|Called them, all good.|done",
        "de verzekering bellen|Gebeld, alles geregeld.|done",
        "de fietsband plakken|Heb ik gisteren al gedaan.|done",
        // cancelling as it happens, dropping an idea
        "book a dentist appointment|I'm cancelling the dentist appointment, the tooth is fine.|abandoned",
        "write the newsletter|Let's drop the newsletter idea.|abandoned",
        // in the middle of it
        "de slides maken|Ik zit er middenin.|in_progress",
      })
  void statusOfTheOneTask(String task, String text, String status) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo(status);
  }

  @org.junit.jupiter.api.Test
  void noFixedDeadlineIsARemovalNotACompletion() {
    Extraction e =
        said("There's no fixed deadline anymore.", dated("write the report", "2026-03-12"));
    assertThat(e.statusChanges()).isEmpty();
    assertThat(e.deadlineRemovals()).hasSize(1);
  }

  @org.junit.jupiter.api.Test
  void droppingOffIsNoCancellation() {
    assertThat(
            said("I'll drop the parcel off at the post office.", open("post the parcel to Oma"))
                .statusChanges())
        .isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the report|The report can wait until next week Wednesday.|2026-03-18",
        "het verslag schrijven|Ik heb uitstel gekregen voor het verslag tot 24 maart.|2026-03-24",
        "het verslag schrijven|Ze willen het verslag eerder, uiterlijk woensdag.|2026-03-11",
      })
  void aLaterOrEarlierDayMovesTheDeadline(String task, String text, String moved) {
    assertDeadlineMoved(task, text, moved);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm no fan of cilantro.|dislikes cilantro",
        "I'm tired of podcasts about productivity.|dislikes podcasts about productivity",
        "Mushrooms are the worst.|dislikes Mushrooms",
        "Not a morning person, early meetings are the worst.|dislikes early meetings",
        "Ik word gek van dat gezoem.|dislikes dat gezoem",
        "Voetbal interesseert me niet.|dislikes Voetbal",
        "Van harde muziek krijg ik hoofdpijn.|dislikes harde muziek",
        "Koriander is echt niet te eten.|dislikes Koriander",
        "Big fan of Italian food.|Italian food",
        "Nothing better than a cold beer after work.|a cold beer after work",
        "Niks lekkerder dan een koud biertje.|een koud biertje",
      })
  void idiomsOfTaste(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // the moment, a clause, an evaluation of a thing: no taste
        "The traffic is the worst today.",
        "I think the bus is the worst.",
        "The hotel wifi is terrible.",
        // "not" before a like idiom
        "Not a big fan of Italian food.",
      })
  void noIdiomOfTaste(String text) {
    assertThat(preferences(text)).noneMatch(p -> !p.startsWith("dislikes "));
    assertThat(preferences(text))
        .doesNotContain("dislikes The traffic", "dislikes I think the bus");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ja hoor, ik schrijf vanavond even mijn hele scriptie.",
        "Oh sure, I'll just quickly redo the entire website tonight.",
        "I'd love to clean the attic, said no one ever.",
      })
  void ironyYieldsNoTaskNorGoal(String text) {
    Extraction e = said(text);
    assertThat(e.tasks()).isEmpty();
    assertThat(e.facts()).noneMatch(f -> f.predicate().equals("HAS_GOAL"));
  }

  @org.junit.jupiter.api.Test
  void aWholeThingWithoutIronyIsStillATask() {
    assertThat(said("Ik ga vanavond even de hele keuken schoonmaken.").tasks()).hasSize(1);
    assertThat(said("Ja hoor, ik bel morgen de tandarts.").tasks()).hasSize(1);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I told Peter I'd send him the photos tonight.|Peter",
        "I told Peter I'll call him.|Peter",
        "I met Mary O'Brien yesterday.|Mary O'Brien",
      })
  void theUsersContractionEndsAName(String text, String name) {
    assertThat(said(text).mentions()).extracting(Extraction.Mention::name).containsExactly(name);
  }
}
