package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 40 (status2): a task's deed said by an irregular past form ("dug", "sewn", "swept"), a Dutch
 * participle of a root in -t ("omgespit"), or a phrase ("went off to", "is naar ... gegaan",
 * "dropped it back"); and a joint gift that makes one's own unnecessary. The sentences are my own,
 * none from the labelled sets; the last cases guard the reach.
 */
class IrregularDeedsStatusTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "dig over the vegetable patch|Vegetable patch dug, my back is killing me.",
        "sew the badge onto Sam's jacket|Badge sewn on at last.",
        "sweep the garage floor|Swept the garage floor this morning.",
        "bed 4 omspitten|Bed 4 is omgespit.",
        "send the floor plans to the architect|The floor plans went off to the architect this"
            + " morning.",
        "het contract naar de notaris sturen|Het contract is gisteren naar de notaris gegaan.",
        "return the carpet cleaner to the hire shop|Dropped it back at the hire shop before"
            + " lunch.",
      })
  void anIrregularDeedCompletesTheTask(String task, String text) {
    changes(text, "done", open(task), other("renew the parking permit"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "sell the cot online|Gran is having the cot, so no ad needed.",
        "een cadeau voor de juf kopen|De klas geeft een gezamenlijk cadeau, ik doe gewoon mee.",
        "buy a leaving present for Dirk|The team is getting Dirk a joint present, I'll chip in.",
      })
  void anotherArrangementAbandonsTheTask(String task, String text) {
    changes(text, "abandoned", open(task));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the holiday photos to Mum|Mum went off to Spain yesterday.",
        "send the floor plans to the architect|Did the floor plans go off to the architect?",
      })
  void aTripOrAQuestionCompletesNothing(String task, String text) {
    assertThat(said(text, open(task), other("renew the parking permit")).statusChanges()).isEmpty();
  }
}
