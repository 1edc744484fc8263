package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 40: part of a task's work reported, the rest still to come, is under way, not done: how far
 * one got in units, how many units are left, and one of two counterpart parts (front and back,
 * boven and beneden) done with the other still to come. A task that chases a named party is moot,
 * not done, when that party delivers on their own. The sentences are my own, none from the labelled
 * sets; a second open task stands beside the task. The last two cases guard the rules' reach: both
 * parts done, and the user's own chasing, stay done.
 */
class PartialProgressStatusTest {

  private static final String MILK = "buy milk";
  private static final String MELK = "melk kopen";

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "read the history textbook|Three chapters in of the history textbook, heavy going.",
        "read the lease agreement|Read the lease agreement up to section 4 before bed.",
        "finish the driving course|Only three driving lessons to go on the course.",
        "revise for the maths exam|Just one maths exercise left and then I'm done revising.",
        "de cursus Frans afronden|Nog twee lessen Frans en dan is de cursus af.",
        "het handboek doorlezen|Het handboek gelezen tot hoofdstuk 6, toen viel ik in slaap.",
      })
  void howFarTheWorkGotIsProgress(String task, String text) {
    changes(text, "in_progress", open(task), other(task.contains(" de ") ? MELK : MILK));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "paint the shed doors|Shed: front doors painted, back doors at the weekend.",
        "clean the windows|Upstairs windows cleaned, the downstairs windows when it stops raining.",
        "de kozijnen schilderen|De bovenkozijnen zijn geschilderd, de benedenkozijnen volgen in mei.",
        "de banden van de fiets vervangen|Voorband is vervangen, de achterband doet de winkel morgen.",
      })
  void oneOfTwoCounterpartPartsDoneIsProgress(String task, String text) {
    changes(text, "in_progress", open(task), other(task.contains(" de ") ? MELK : MILK));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "trim the hedges|Front hedge trimmed, did the back hedge as well.",
        "clean the windows|Cleaned the windows, upstairs and downstairs.",
      })
  void bothPartsDoneIsDone(String task, String text) {
    changes(text, "done", open(task), other(MILK));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "chase the Smiths for the deposit|The Smiths paid the deposit this morning.",
        "chase Orla about the venue contract|Orla sent the venue contract back signed.",
        "Studio Vos aanmanen voor de factuur|Studio Vos heeft eindelijk betaald.",
      })
  void aChasedPartyDeliveringMakesTheChaseMoot(String task, String text) {
    changes(text, "abandoned", open(task), other(task.contains(" de ") ? MELK : MILK));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "chase the Smiths for the deposit|Chased the Smiths again and they paid the deposit.",
        "chase Leo's visa application|Leo's visa came through this morning.",
      })
  void ownChasingOrAThingArrivingCompletesTheChase(String task, String text) {
    changes(text, "done", open(task), other(MILK));
  }
}
