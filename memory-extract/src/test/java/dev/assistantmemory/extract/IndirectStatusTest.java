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
 * Issue 13, stop 35: a follow-up that says how a task ended without a status word of its own
 * ({@link IndirectStates}): the thing is where the task was to put it, the person it was for has
 * it, the person to contact answered or got in touch first, someone else did it, a cancellation
 * took effect, a share is done and the rest to come; and the near misses that must change nothing
 * (a negation, "still" / "nog", a thing at home when it was to go away, a repair task, a reschedule
 * worded as "off"). The sentences are my own, none from the labelled sets.
 */
class IndirectStatusTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the thing is where the task was to put it
        "de folders naar de drukker brengen|De folders liggen bij de drukker.",
        "het verslag afmaken|Verslag ligt bij de directeur.",
        "de lege flessen terugbrengen|Flessen staan terug in de winkel.",
        "de poster ophangen|De poster hangt in de kantine.",
        "het schilderij ophalen|Schilderij staat in de woonkamer.",
        "upload the holiday photos|The photos are on the shared drive now.",
        "return the library books|The books are back at the library.",
        // the person it was for has it
        "het contract naar Wouter sturen|Wouter heeft 'm binnen.",
        "send the slides to Priyanka|Priyanka has them now.",
        // the person to contact answered
        "email the plumber about the boiler|The plumber's replied, he's coming Friday.",
        "de tandarts mailen over de rekening|De tandarts heeft teruggemaild.",
        // someone else did it
        "clean the garage|Tom did the garage while I was out.",
        "mow the lawn|My neighbour sorted the lawn for me.",
        // a cancellation took effect
        "cancel the streaming subscription|They finally stopped charging me.",
        "het abonnement opzeggen|Ze schrijven niks meer af.",
      })
  void aReportOfWhereTheThingStandsCompletesIt(String task, String text) {
    changes(text, "done", open(task), other("buy milk"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de cadeautjes naar oma sturen|Liggen bij het postkantoor.",
        "het pakket ophalen|Ligt in de gang.",
        "de vuilniszakken naar de container brengen|Mijn zoon heeft ze al weggebracht.",
      })
  void aPlaceWithoutTheThingIsTheOnlyOpenTask(String task, String text) {
    changes(text, "done", open(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de huisbaas bellen over de lekkage|De huisbaas heeft zelf gebeld.",
        "ring the garage about the MOT|The garage called me first, before I could.",
        "order a new lamp|nvm about the lamp, found one in the attic",
        "return the broken kettle|The shop refunded the kettle, so that's sorted without me doing anything.",
        "Joris helpen met klussen|Joris heeft een klusjesman, dus ik hoef morgen niet te helpen.",
      })
  void theMatterTakenOutOfTheUsersHandsDropsIt(String task, String text) {
    changes(text, "abandoned", open(task), other("buy milk"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "mijn scriptie afmaken|'k ben er gisteren aan begonnen.",
        "mijn scriptie afmaken|Ik ben er ondertussen mee begonnen.",
        "buy the kids new raincoats|Got Emma's, still need Noah's.",
        "write thank-you cards to the teachers|Cards done for Anna's and Joe's class, Ben's tomorrow.",
        "write the project report|project report: about 40% there",
        "back up the photos|the backup is like thirty percent through",
      })
  void aShareDoneIsTheTaskUnderWay(String task, String text) {
    changes(text, "in_progress", open(task));
  }

  @org.junit.jupiter.api.Test
  void aDoneWordAfterAListCompletesEveryPart() {
    var changes =
        said(
                "Bakery and pharmacy done, the bank can wait.",
                open("go to the bakery"),
                new KnownTask(
                    "t2", "pick up the prescription at the pharmacy", "pending", null, false),
                new KnownTask("t3", "phone the bank", "pending", null, false))
            .statusChanges();
    assertThat(changes)
        .extracting(c -> c.taskId() + "=" + c.status())
        .containsExactlyInAnyOrder("t1=done", "t2=done");
    assertThat(
            said(
                    "Bakery and pharmacy still to do.",
                    open("go to the bakery"),
                    new KnownTask(
                        "t2", "pick up the prescription at the pharmacy", "pending", null, false))
                .statusChanges())
        .isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a thing still at home when it was to go away, or still with the user
        "de lege flessen terugbrengen|De flessen staan in de gang.",
        "de folders naar de drukker brengen|De folders liggen nog bij mij.",
        "het verslag afmaken|Het verslag ligt nog niet bij de directeur.",
        "return the library books|The books are still on my desk.",
        // a thing that has not come yet when it was to be fetched
        "het pakket ophalen|Het pakket ligt bij de buren.",
        "de fiets repareren|De fiets staat in de schuur.",
        // the person has nothing yet, or has something else
        "het contract naar Wouter sturen|Wouter heeft 'm nog niet.",
        "het contract naar Wouter sturen|Wouter heeft griep.",
        "email the plumber about the boiler|The plumber hasn't replied yet.",
        "email the plumber about the boiler|Has the plumber replied?",
        // another person's deed about another thing
        "clean the garage|Tom did the dishes while I was out.",
        // a cancellation that has not taken effect
        "cancel the streaming subscription|They still haven't stopped charging me.",
        // moved, not dropped; no hurry, not dropped
        "ring the accountant|Change of plan, the accountant's off today so make it Thursday.",
        "de kraan repareren|De kraan, geen haast meer hoor, ze is op vakantie.",
        "book the venue|Never mind the rush, they said later is fine.",
        "de kat wassen|Ik hoef niet te wachten op de kat.",
      })
  void aNearMissChangesNothing(String task, String text) {
    assertThat(said(text, open(task)).statusChanges()).isEmpty();
  }
}
