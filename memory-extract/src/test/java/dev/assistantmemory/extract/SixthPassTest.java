package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertDeadlineMoved;
import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, sixth pass (stop 24): Dutch infinitives with their phrase after them, the time left for
 * an act, reminders said as "must not forget", plans with "let's", the asking as a task of its own,
 * debts and promised things, the user's need of a thing by a day, named duties without a day, a
 * later day agreed, status said through the recipient or a Dutch "bezig met", more irony and more
 * dislike wording. Sentences are new, not the labelled sets'.
 */
class SixthPassTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // a Dutch action infinitive first in the middle field, its phrase after it
        "Binnen vier dagen moet ik reageren op de vacature.|reageren op de vacature|self|2026-03-14",
        "Morgen ga ik bellen met de huisarts.|bellen met de huisarts|self|2026-03-11",
        // the time left for an act is its deadline, in both languages
        "I have 6 days to answer the landlord.|answer the landlord|self|2026-03-16",
        "Ik heb nog zes dagen om het bezwaar in te dienen.|het bezwaar indienen|self|2026-03-16",
        // "must not forget" is a reminder, not a negation
        "Mustn't forget to renew the parking permit.|renew the parking permit|self|-",
        "Niet vergeten: de kat ontwormen.|de kat ontwormen|self|-",
        "Ik mag niet vergeten de gemeente te mailen.|de gemeente mailen|self|-",
        // "let's" with a day is a plan of the user's
        "Let's repaint the hallway on Saturday.|repaint the hallway|self|2026-03-14",
        // the user's need of a thing by a day
        "By Friday I need the floor plan finished.|finish the floor plan|self|2026-03-13",
        // the one told is no part of the act; a Dutch label has its infinitive last
        "I'll send you the recipe tomorrow.|send the recipe|self|2026-03-11",
        "Ik mail je morgen de planning.|de planning mailen|self|2026-03-11",
      })
  void oneTaskOfTheUser(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // debts: the one who owes sends or pays back
        "Roel still owes me the camping chairs.|send the camping chairs|Roel",
        "Roel owes me 40 euros.|pay back 40 euros|Roel",
        "Wendy is me nog 30 euro schuldig.|30 euro terugbetalen|Wendy",
        // what the user promised or owes is the user's
        "I promised Noor a ride to the airport.|give Noor a ride to the airport|self",
        "I owe Bas 15 euros.|pay Bas back 15 euros|self",
        "Ik ben Wendy nog 20 euro schuldig.|Wendy 20 euro terugbetalen|self",
        "Ik heb Noor een lift beloofd.|Noor een lift geven|self",
        // named duties without a day
        "Femke takes care of the flowers.|take care of the flowers|Femke",
        "Ravi is in charge of the playlist.|take care of the playlist|Ravi",
        "Sanne zorgt voor de slingers.|zorgen voor de slingers|Sanne",
        // a coming week is a time for a named plan; a named progressive with a day
        "Nina regelt volgende week de parkeervergunning.|de parkeervergunning regelen|Nina",
        "Lisa's doing the dishes tomorrow.|do the dishes|Lisa",
      })
  void oneTaskWithItsOwner(String text, String label, String owner) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(owner);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ask Kevin to book the meeting room.|Kevin|ask Kevin to book the meeting room",
        "Could you ask Ilse and Tom to bring folding tables?|Tom"
            + "|ask Ilse and Tom to bring folding tables",
        "Please ask Wouter to fix the printer tomorrow.|Wouter|ask Wouter to fix the printer",
        "Vraag Kevin of hij de vergaderzaal boekt.|Kevin|Kevin vragen om de vergaderzaal boeken",
      })
  void askingIsTheAssistantsOnlyTask(String text, String person, String asking) {
    // stop 37: the person is only to be asked and has agreed to nothing: no task of theirs yet
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(asking);
              assertThat(t.owner()).isNull();
              assertThat(t.due()).isNull();
            });
  }

  @org.junit.jupiter.api.Test
  void askingSomeoneWhoAlreadyAgreedGivesThemTheTask() {
    assertThat(said("I'll ask Joe to mow the lawn, he said he'd do it on Friday.").tasks())
        .anySatisfy(t -> assertThat(t.owner()).isEqualTo("Joe"));
  }

  @org.junit.jupiter.api.Test
  void askingSaidByTheUserIsTheUsers() {
    assertThat(said("I'll ask Marit to water the plants.").tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("ask Marit to water the plants");
              assertThat(t.owner()).isEqualTo("self");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // irony: idioms of impossibility and sarcasm tags
        "Sure, I'll clean out the attic this weekend, and pigs will fly.",
        "I'll finish the tax return early, fat chance.",
        "Over my dead body will I call him back.",
        "Ja, ik ga morgen de zolder opruimen, en ik ben de paus.",
        "Ik ga die cursus afmaken als de kalveren op het ijs dansen.",
        // "let's" without a day is a suggestion, not a plan
        "Let's repaint the hallway sometime later.",
        // debts that are no errand
        "Roel owes me an apology.",
        "Sarah owes me a favour.",
        // opinions, states and reports of named people are no errand
        "Jan werkt morgen thuis.",
        "Dirk vindt maandag wel prima.",
        "Dirk zegt dat zaterdag beter uitkomt.",
        // deferring is no new task
        "I'll leave the shed for now.",
      })
  void noOpenTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the quote to Dirk|Dirk says Monday is fine too.|2026-03-16",
        "send the quote to Dirk|Thursday works for Dirk as well.|2026-03-12",
        "de offerte naar Dirk sturen|Dirk vindt maandag ook prima.|2026-03-16",
        "de offerte naar Dirk sturen|Dirk vroeg of het donderdag mag worden, dat is goed.|2026-03-12",
      })
  void aLaterDayAgreedMovesTheDeadline(String task, String text, String moved) {
    assertDeadlineMoved(task, text, moved);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the person a task was for has its thing
        "send the contract to Pieter|Pieter has the contract now.|done",
        "send the contract to Pieter|Pieter got the contract this morning.|done",
        "finish the slides for Yara|The slides are with Yara now.|done",
        "het contract naar Pieter sturen|Pieter heeft het contract.|done",
        // sent off
        "post the wedding invitations|Wedding invitations are out.|done",
        // a Dutch "met X bezig", "laat die X maar"
        "de schuur opruimen|Ik ben met de schuur bezig.|in_progress",
        "nieuwe gordijnen bestellen|Laat die gordijnen maar.|abandoned",
        // back on the list, said of a task still on it
        "renew the gym membership|Put the gym membership back on my list.|pending",
        "de gordijnen wassen|Zet de gordijnen maar weer op de lijst.|pending",
      })
  void statusOfTheOneTask(String task, String text, String status) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo(status);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // someone else has the thing of another person's task: no completion
        "Pieter has questions about the contract?",
        "Marloes has the contract now.",
      })
  void noStatusWhenTheRecipientIsNotTheTasks(String text) {
    assertThat(said(text, open("send the contract to Pieter")).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Liquorice is disgusting.|dislikes Liquorice",
        "I'd rather not have calls after 8.|dislikes calls after 8",
        "I've gone off energy drinks.|dislikes energy drinks",
        "Dairy doesn't agree with me.|dislikes Dairy",
        "Red wine makes me queasy.|dislikes Red wine",
        "Van witte wijn word ik misselijk.|dislikes witte wijn",
        "Ik heb een afkeer van reality-tv.|dislikes reality-tv",
        "Ik ben die kerstmuziek spuugzat.|dislikes die kerstmuziek",
        "Nothing beats a long walk on the beach.|a long walk on the beach",
        "I can't get enough of true crime podcasts.|true crime podcasts",
        "Er gaat niets boven een warme douche.|een warme douche",
      })
  void polarityWording(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // the moment, not a taste; someone else; leaving is no dislike
        "The traffic is disgusting today.",
        "The new intern can't handle the pressure.",
        "I went off to the bakery.",
      })
  void noPreference(String text) {
    assertThat(preferences(text)).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void eatenAllDayAgainstADislikeIsALike() {
    assertThat(preferences("Bier vind ik smerig, maar wijn drink ik elke dag."))
        .containsExactly("dislikes Bier", "wijn");
    assertThat(preferences("I drink water all day.")).isEmpty(); // no contrast: a habit only
  }
}
