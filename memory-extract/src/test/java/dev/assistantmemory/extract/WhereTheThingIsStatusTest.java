package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, stop 38: status follow-ups the v11 dev split showed missing, by class, in English and
 * Dutch: the recipient has the thing now (done for the task that hands it on, even when the task
 * does not name the recipient); the deed is moot ("pointless", "vervalt", "overbodig"); a place
 * full with a resignation ("so that's that"); "weer op het lijstje"; a separable participle
 * ("ingepland"); a bare place of posting ("in the postbox!"); "one less thing"; a bare "still to
 * do" marks the part left ("X done, Y still to do"). And what must change nothing: a negation, a
 * question, a plan, a thing ready to be collected (not yet collected). The sentences are my own,
 * none from the labelled sets. A second open task stands beside the task unless the case is terse.
 */
class WhereTheThingIsStatusTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the signed lease back|The letting agent has the signed lease now.",
        "submit the expense claims|Finance have my expense claims now.",
        "hand in the library books|The library has received the books.",
        "het formulier naar de gemeente sturen|De gemeente heeft het formulier binnen.",
        "de offerte naar de klant mailen|De klant heeft de offerte nu binnen.",
      })
  void theRecipientHavingTheThingCompletesTheTaskThatHandsItOn(String task, String text) {
    changes(text, "done", open(task), other("water the plants"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the signed lease back|The agent has it now.",
        "de verwijzing naar de fysio regelen|De praktijk heeft hem binnen.",
      })
  void aPronounForTheThingIsTheOnlyOpenTask(String task, String text) {
    changes(text, "done", open(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "renew the fishing permit|The club merged with another one, so the permit is pointless.",
        "apply for the parking permit|We sold the car, so the parking permit is now moot.",
        "de fietsen ophalen bij de stalling|De stalling brengt ze terug, dus dat ophalen vervalt.",
        "een beamer huren|De zaal heeft er zelf een, dus de beamer is overbodig.",
        "book the kids into holiday club|Holiday club is full for August so that's that.",
      })
  void aMootDeedOrAFullPlaceWithAResignationDropsTheTask(String task, String text) {
    changes(text, "abandoned", open(task), other("water the plants"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de kozijnen schilderen|De kozijnen moeten toch weer op het lijstje.",
        "de garage bellen|Zet de garage maar terug op het lijstje.",
      })
  void backOnTheListWithAnyArticleReopens(String task, String text) {
    KnownTask done = new KnownTask("t1", task, "done", null, false);
    changes(text, "pending", done, other("melk kopen"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "een afspraak bij de tandarts maken|De tandarts heeft me ingepland voor donderdag.",
        "post the wedding invitations|in the postbox!",
        "chase the insurance payout|Cheque from the insurer came today, so that's one less thing.",
      })
  void aDoneWordingTheLexiconLackedCompletesTheTask(String task, String text) {
    changes(text, "done", open(task));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "vet done, groomer still to do|book the vet|book the groomer",
        "passport photos sorted, form still to do|get passport photos|fill in the passport form",
      })
  void aBareStillToDoLeavesThePartLeftOpen(String text, String done, String left) {
    var got = said(text, open(done), other(left)).statusChanges();
    assertThat(got).singleElement().satisfies(c -> assertThat(c.taskId()).isEqualTo("t1"));
    assertThat(got.get(0).status()).isEqualTo("done");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the signed lease back|The letting agent doesn't have the signed lease yet.",
        "send the signed lease back|Has the letting agent got the signed lease now?",
        "send the signed lease back|The letting agent will have the signed lease tomorrow.",
        "water the plants|The neighbours have the keys now.",
        "het paspoort ophalen bij de gemeente|Het paspoort ligt klaar bij de gemeente.",
        "pick up the new glasses|The new glasses are ready for pickup.",
        "prepare the team meeting|Another pointless meeting, ugh.",
        "renew the fishing permit|The permit isn't pointless, I still fish.",
      })
  void noChange(String task, String text) {
    assertThat(said(text, open(task), other("buy milk")).statusChanges()).isEmpty();
  }
}
