package dev.assistantmemory.core.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.store.TaskState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The seed's budgets on what an extractor sees: request history and attachment evidence. */
class ExtractionBudgetTest {

  private static TaskState task(int i, String status) {
    return new TaskState(
        "task_" + i, "task number " + i + " " + "x".repeat(100), status, null, null, null, null);
  }

  @Test
  void requestHistoryStopsAt32000SerializedCharactersAndCountsWhatItLeftOut() {
    List<TaskState> states = new ArrayList<>();
    for (int i = 0; i < 600; i++) {
      states.add(task(i, i < 300 ? "pending" : "done"));
    }
    ExtractionApplier.History h = ExtractionApplier.history(states);
    int size = h.tasks().stream().mapToInt(ExtractionApplier::serializedSize).sum();
    assertThat(size).isLessThanOrEqualTo(ExtractionApplier.HISTORY_BUDGET_CHARS);
    assertThat(h.tasks().size() + h.omitted()).isEqualTo(600);
    assertThat(h.omitted()).isPositive();
    // the store hands tasks over open first, then dismissed, then closed: the budget keeps that
    assertThat(h.tasks().get(0).id()).isEqualTo("task_0");
  }

  @Test
  void aTasksSizeIsTheLengthOfItsSerializedForm() {
    for (KnownTask t :
        List.of(
            new KnownTask("task_1", "Send the deck to Bram", "pending", null, false),
            new KnownTask(
                "task_2", "Bel de gemeente", null, java.time.LocalDate.of(2026, 12, 4), true),
            new KnownTask("task_3", null, "done", null, false))) {
      String serialized =
          "{\"id\":\""
              + t.id()
              + "\",\"label\":\""
              + t.label()
              + "\",\"status\":\""
              + t.status()
              + "\",\"due\":\""
              + t.due()
              + "\"},";
      assertThat(ExtractionApplier.serializedSize(t)).as(serialized).isEqualTo(serialized.length());
    }
  }

  @Test
  void aSmallHistoryIsKeptWhole() {
    ExtractionApplier.History h =
        ExtractionApplier.history(List.of(task(1, "pending"), task(2, null), task(3, "done")));
    assertThat(h.tasks()).extracting(KnownTask::id).containsExactly("task_1", "task_2", "task_3");
    assertThat(h.omitted()).isZero();
    assertThat(h.tasks().get(1).status()).as("dismissed: no active status").isNull();
  }

  @Test
  void extractionNeverClearsWhatTheUserSetAndKnowsWhatItInferred() {
    ExtractionApplier.History h =
        ExtractionApplier.history(
            List.of(
                new TaskState("t1", "a", "pending", null, "2026-05-01", "c1", "api"),
                new TaskState("t2", "b", "pending", null, "2026-05-02", "c2", "extraction")));
    assertThat(h.tasks().get(0).dueSetByUser()).isTrue();
    assertThat(h.tasks().get(1).dueSetByUser()).isFalse();
  }

  @Test
  void attachmentEvidenceTakesAtMost4000FromEachOfTheFirst100AndAtMost32000InAll() {
    List<String> attachments = new ArrayList<>(Collections.nCopies(150, "a".repeat(5_000)));
    List<String> evidence = ExtractionApplier.attachmentEvidence(attachments);
    assertThat(evidence).allSatisfy(e -> assertThat(e.length()).isLessThanOrEqualTo(4_000));
    assertThat(evidence.stream().mapToInt(String::length).sum()).isEqualTo(32_000);
    assertThat(evidence).hasSize(8);

    List<String> small = new ArrayList<>(Collections.nCopies(150, "b".repeat(100)));
    assertThat(ExtractionApplier.attachmentEvidence(small)).hasSize(100);
  }
}
