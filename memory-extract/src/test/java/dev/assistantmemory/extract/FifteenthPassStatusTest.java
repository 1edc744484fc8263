package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, status follow-ups (stop 33): a count of the parts done ("two of the three") is work
 * under way, not a completion; a cancellation still to do ("haven't got round to cancelling") drops
 * nothing; "so that's that" / "sold out" / "Hoeft niet, ..." with a reason drop the one open task;
 * "that one's back on the list" names the only task; "kan ik afstrepen" and "done and dusted"
 * complete it; a fault gone ("doesn't drip anymore", "loopt weer door") completes the repair; the
 * state a task's verb makes ("Oven's spotless now") completes it; "that's the one" approves a
 * draft. The sentences are new, none from the labelled sets.
 */
class FifteenthPassStatusTest {

  @ParameterizedTest(name = "{1} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        // part of it done, the rest still to come
        "get quotes for the new boiler|Got two of the three boiler quotes, still waiting on the plumber.|in_progress",
        "collect the signatures for the petition|Collected three of the five signatures so far.|in_progress",
        "de offertes voor het dak opvragen|Twee van de drie offertes zijn binnen.|in_progress",
        // waiting on someone else after the deed is no part of it
        "send the contract to Ines|Sent the contract to Ines, still waiting on her reply.|done",
        // dropped with its reason
        "buy tickets for the play|Sold out within an hour, so that's that.|abandoned",
        "een nieuwe stofzuigerzak kopen|Hoeft niet, er lag er nog een in de kast.|abandoned",
        "koffiebonen bestellen|Hoeft niet meer, ik heb er nog een zak van gekregen.|abandoned",
        // the fault is gone: the repair is done
        "fix the dripping kitchen tap|Kitchen tap doesn't drip any more, new washer did it.|done",
        "de gootsteen ontstoppen|De gootsteen loopt weer door.|done",
        "het klemmende raam repareren|Het raam klemt niet meer.|done",
        // the state the task's verb makes
        "tidy the garage|The garage is finally tidy.|done",
        // the assistant's draft approved
        "draft a reply to the landlord|Great, that's the one, thanks!|done",
        // done said as an idiom
        "de energierekening betalen|Is eraf geschreven, kan ik afstrepen.|done",
        "renew the car insurance|Car insurance renewed, done and dusted.|done",
      })
  void aFollowUpChangesTheOnlyOpenTask(String task, String text, String status) {
    changes(text, status, open(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "reschedule the dentist|The clinic moved my slot again, so that one's back on the list.",
        "de fietsenmaker bellen|De afspraak ging niet door, dus die staat weer op nog te doen.",
      })
  void theOnlyTaskIsBackOnTheList(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("pending");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "fix the dripping kitchen tap|Does the tap still drip if you close it hard?",
        "fix the dripping kitchen tap|The tap still leaks, it doesn't drip anymore at night though.",
        "de gootsteen ontstoppen|Als hij weer doorloopt bel ik je.",
        "clean the oven|The oven isn't clean yet.",
        "clean the oven|The kitchen is clean, the oven is next.",
      })
  void noCompletion(String task, String text) {
    assertThat(said(text, open(task)).statusChanges()).noneMatch(c -> c.status().equals("done"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a cancellation that is the task itself, still to do
        "cancel the gym membership|Still haven't got round to cancelling the gym, keep forgetting.",
        "cancel the magazine subscription|I need to cancel that magazine before it renews.",
        "het abonnement opzeggen|Ik ben nog steeds vergeten het abonnement op te zeggen.",
        // done already, said after "Hoeft niet"; "so that's that" after a deed done
        "de huur overmaken|Hoeft niet, is al betaald.",
        "pay the water bill|Paid it this morning, so that's that.",
        // "Hoeft niet" alone answers an offer; sold out but bought
        "buy tickets for the play|It sold out fast but I got two anyway.",
      })
  void noDrop(String task, String text) {
    assertThat(said(text, open(task), other("buy milk")).statusChanges())
        .noneMatch(c -> c.status().equals("abandoned"));
  }
}
