package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where a task's thing now stands: in its end state (done), a share of it done (under way), or
 * dropped by a word of its own; a plan, a negation or a question changes nothing. Sentences written
 * for this test.
 */
class ResultStatesTest {

  @ParameterizedTest(name = "{0} / {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The water bill has been paid, finally.|pay the water bill|done",
        "De energierekening is voldaan.|de energierekening betalen|done",
        "The visa form's gone off in the post.|send the visa form|done",
        "Holiday photos are up on the family drive now.|upload the holiday photos|done",
        "De fiets staat online, al twee reacties.|de oude fiets op Marktplaats zetten|done",
        "thesis chapter: 4000/9000 words. ugh|write the thesis chapter|in_progress",
        "The photo backup is about half there.|finish the photo backup|in_progress",
        "nvm about the printer ink, the office had some spare.|buy printer ink|abandoned",
        "Die verjaardagstaart hoeft niet meer, het feest is verzet naar volgend jaar.|de"
            + " verjaardagstaart bestellen|abandoned",
      })
  void aResultState(String text, String task, String status) {
    assertThat(said(text, open(task)).statusChanges())
        .map(StatusChange::status)
        .containsExactly(status);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The water bill will be paid on Friday.|pay the water bill",
        "De energierekening is nog niet voldaan.|de energierekening betalen",
        "Are the holiday photos up yet?|upload the holiday photos",
        "The shoes were 50% off in the sale.|buy new shoes",
      })
  void noChange(String text, String task) {
    assertThat(said(text, open(task)).statusChanges()).isEmpty();
  }
}
