package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, thirteenth pass, English (stop 31): the owner of a bare imperative the user cannot hand
 * to the assistant, and follow-ups that report a task's state without its verb. The sentences are
 * new, written for this pass, none from the labelled sets. Said on Tuesday 2026-03-10.
 */
class ThirteenthPassEnTest {

  // ------------------------------------------------------------ the owner of a bare imperative

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Pay the gas bill by Friday.|Pay the gas bill",
        "Renew the car insurance before the 20th, it runs out then.|Renew the car insurance",
        "Hand in the library form by Thursday.|Hand in the library form",
        "Please fix the garden gate this weekend.|fix the garden gate",
        "Pick up the suit from the tailor tomorrow.|Pick up the suit from the tailor",
      })
  void aDeedOnlyTheUserCanDoIsTheUsersTask(String text, String label) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).containsIgnoringCase(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Book a table for four at Luigi's on Friday.",
        "Draft the club newsletter by Thursday.",
        "Send the agenda to Omar by Monday.",
      })
  void aDeedTheAssistantCouldDoKeepsNoOwner(String text) {
    assertThat(said(text).tasks()).extracting(TaskCandidate::owner).containsOnlyNulls();
  }

  // ------------------------------------------------------------ a task's state without its verb

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tidy up the photo archive|Still sorting through the photo archive, it's huge.",
        "send the quote to Bram|Haven't sent the quote to Bram yet, still checking the numbers.",
        "paint the garden fence|First coat on the fence is done, the second one next week.",
        "write the wedding speech|Got the first page written last night.",
        "clear out the loft|Cleared most of the loft, only the boxes by the window are left.",
      })
  void aPartOfTheWorkReportedPutsTheTaskUnderWay(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("in_progress");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "get the winter tyres fitted|Winter tyres are on, ready for the snow.",
        "send the invoice to Hartley's|The invoice is out the door, finally.",
        "pay the plumber|The transfer to the plumber cleared this morning.",
        "call Grandad|Gave Grandad a ring after dinner, he sounded well.",
      })
  void aResultWithoutTheTasksVerbCompletesIt(String task, String text) {
    changes(text, "done", open(task), other("book the dentist"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "order the balloons for the party|The party moved to a restaurant, so the balloons are off.",
        "redo the kitchen tiles|To be honest I've given up on the kitchen tiles for this year.",
      })
  void aThingCalledOffDropsTheTask(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("abandoned");
  }

  @Test
  void aClosedThingBackOnReopensTheTask() {
    KnownTask done = new KnownTask("t1", "buy a new kettle", "done", null, false);
    assertThat(said("Ugh, the kettle thing is back on, the new one leaks.", done).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("pending");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Perfect, that's exactly what I wanted.",
        "Spot on, thanks!",
      })
  void approvingTheDraftCompletesTheDraftingTask(String text) {
    assertThat(said(text, open("draft a reply to the landlord")).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("done");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a plan, a question, a negated state, another thing, praise with more to do
        "paint the garden fence|I'll do the first coat on Saturday.",
        "get the winter tyres fitted|Are the winter tyres on yet?",
        "get the winter tyres fitted|The winter tyres aren't on yet.",
        "tidy up the photo archive|Still thinking about how to do the photo archive.",
        "order the balloons for the party|The heating is off again.",
        "draft a reply to the landlord|Perfect, but make it a bit shorter.",
        "pay the plumber|The weather cleared up nicely.",
      })
  void notAStateReport(String task, String text) {
    assertThat(said(text, open(task)).statusChanges()).isEmpty();
  }
}
