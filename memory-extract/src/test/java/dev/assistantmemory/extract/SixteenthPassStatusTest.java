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
 * Issue 13, sixteenth pass (stop 34): how people report progress, by class, in English and Dutch
 * (done: "dealt with", "squared away", "handled", "went in", "voor elkaar", "achter de rug",
 * "rond", "in orde", "gefikst"; under way: "in the middle of", "making progress", "coming along",
 * "een begin gemaakt", "in volle gang", "ik werk eraan"; dropped: "decided against", "giving up
 * on", "won't be needing", "zie af van", "laat ik schieten"; back to pending: "not done after all",
 * "toch niet gelukt"; a Dutch pronoun object: "Heb het gisteren gedaan"), and what must change
 * nothing: a negation or a mere thought before a word of dropping, a done word in a supposed
 * clause, a plan, a question. The sentences are my own, none from the labelled sets. A second open
 * task ("buy milk" / "melk kopen") stands beside the task unless the case is terse.
 */
class SixteenthPassStatusTest {

  /** The second open task, in the task's language. */
  private static KnownTask milk(String task) {
    boolean dutch = (" " + task + " ").matches(".*\\s(?:de|het|een|voor|naar|me)\\s.*");
    return other(dutch ? "melk kopen" : "buy milk");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "pay the parking fine|Dealt with the parking fine this morning.",
        "pay the parking fine|The parking fine has been dealt with.",
        "file the tax return|The tax return is all squared away.",
        "renew the parking permit|The parking permit is handled.",
        "submit the grant application|The grant application went in yesterday.",
        "clean the gutters|Finally checked the gutters off the list.",
        "de verzekering regelen|De verzekering is voor elkaar.",
        "de belastingaangifte doen|De aangifte is achter de rug.",
        "de hypotheek regelen|De hypotheek is rond.",
        "de vergunning aanvragen|De vergunning is in orde.",
        "de kraan repareren|De kraan is gefikst.",
      })
  void aReportThatTheThingIsDealtWithCompletesIt(String task, String text) {
    changes(text, "done", open(task), milk(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "pay the parking fine|Dealt with it.",
        "de verzekering regelen|Dat is voor elkaar.",
        "de tandarts bellen|Heb het gisteren gedaan.",
        "de factuur naar Tom sturen|Heb 'm vanochtend gestuurd.",
      })
  void aTerseReportAboutTheOnlyOpenTaskCompletesIt(String task, String text) {
    changes(text, "done", open(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "file the tax return|I'm in the middle of the tax return.",
        "get three quotes for the roof|Busy with the roof quotes now.",
        "draft the budget|Making progress on the budget.",
        "write the history essay|Making good progress with the essay.",
        "write the thesis chapter|The thesis chapter is coming along.",
        "prepare the slides|Getting there with the slides.",
        "write the report|Partway through the report.",
        "rehearse the group dance|Still in the middle of the group dance routine.",
        "de scriptie schrijven|Ik heb een begin gemaakt met de scriptie.",
        "de verbouwing plannen|De verbouwing is in volle gang.",
        "de presentatie maken|Het schiet al op met de presentatie.",
      })
  void aReportOfProgressPutsTheTaskUnderWay(String task, String text) {
    changes(text, "in_progress", open(task), milk(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "renew the gym membership|I've decided not to bother with the gym membership.",
        "renew the gym membership|Decided not to renew the gym membership.",
        "get quotes for the extension|We decided against the extension.",
        "sign up for the Spanish course|I'm giving up on the Spanish course.",
        "bake sourdough bread|Gave up on the sourdough.",
        "book a hotel in Leeds|We won't be needing the hotel after all.",
        "me inschrijven voor de cursus|Ik zie af van de cursus.",
        "me inschrijven voor de cursus|Die cursus laat ik schieten.",
      })
  void droppingTheTaskAbandonsIt(String task, String text) {
    changes(text, "abandoned", open(task), milk(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "print the tickets|Turns out it's not done after all, the printer jammed.",
        "de kraan repareren|Toch niet gelukt, de kraan lekt nog.",
      })
  void aClosedTaskSaidNotDoneAfterAllIsPendingAgain(String task, String text) {
    changes(text, "pending", new KnownTask("t1", task, "done", null, false));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "book the holiday cottage|The holiday was postponed, not cancelled.",
        "renew the gym membership|The gym membership isn't cancelled, just paused.",
        "sign up for the Spanish course|I'm not giving up on the Spanish course.",
        "sign up for the Spanish course|I was going to give up on the course but I'm sticking with"
            + " it.",
        "write the report|Once the report is done I'll let you know.",
        "write the report|When it's done I'll send it over.",
        "de verzekering regelen|Zodra de verzekering geregeld is, laat ik het weten.",
        "finish the history essay|If the essay is handed in by Friday I'm fine.",
        "pay the parking fine|Haven't dealt with the parking fine yet.",
        "pay the parking fine|Could you deal with the parking fine?",
        "de verzekering regelen|Het is nog niet voor elkaar.",
        "de verzekering regelen|Is de verzekering al voor elkaar?",
        "de offerte maken|Ik werk er morgen aan.",
        "renew the gym membership|I'm busy with work today.",
        "write the report|The report is not done yet.",
        "het verslag schrijven|Het verslag is nog niet af.",
        "send the invoice to Tom|I'll send the invoice tomorrow.",
        // "in the middle of" is the user at it, not a place
        "rehearse the group dance|Here is a photo of a man in the middle of the group.",
        "take the cat to the vet|The cat is in the middle of the road again.",
      })
  void aNegationAThoughtASuppositionOrAPlanChangesNothing(String task, String text) {
    assertThat(said(text, open(task), milk(task)).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {"When I got home the parcel was delivered.|deliver the parcel to Gran"})
  void aPastClauseAfterWhenIsStillAReport(String text, String task) {
    changes(text, "done", open(task), other("buy milk"));
  }
}
