package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A message that gives an open task a new due day leaves it open (stop 44): someone else's email or
 * call about the task and the day it is now due is no done, and "she's off sick, Monday is fine
 * now" is no abandonment; a task started and moved keeps in progress.
 */
class MovedDeadlinesTest {
  private static final Extractor SERVICE = Extractors.offline();

  private static Extraction read(String text, String task) {
    ExtractionInput in =
        ExtractionInput.of(
                text,
                ExtractionInput.USER,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(List.of(new KnownTask("t1", task, "pending", null, false)), 0);
    return ExtractionPolicy.admit(SERVICE.extract(in), in);
  }

  @Test
  void anotherPartysEmailAboutTheNewDayIsNoDone() {
    Extraction e =
        read(
            "the accountant emailed, the tax office extended it, now due the 20th of May",
            "hand in the tax forms");
    assertThat(e.statusChanges()).isEmpty();
    assertThat(e.tasks())
        .extracting(TaskCandidate::due)
        .containsExactly(LocalDate.parse("2026-05-20"));
  }

  @Test
  void aLaterDaySomeoneAllowsIsNoAbandonment() {
    Extraction e =
        read("Priya is off sick, she says Monday is fine now.", "get the slides to Priya");
    assertThat(e.statusChanges()).isEmpty();
    assertThat(e.tasks())
        .extracting(TaskCandidate::due)
        .containsExactly(LocalDate.parse("2026-05-04"));
  }

  @Test
  void aTaskStartedAndMovedStaysInProgress() {
    Extraction e =
        read(
            "Started on the pile, and they've moved it to Friday anyway",
            "return the library books");
    assertThat(e.statusChanges()).extracting(StatusChange::status).containsExactly("in_progress");
  }

  @Test
  void theUsersOwnDoneNextToAMovedDayStaysDone() {
    // stop 45: the move the rules read next to the user's own done is no reason to drop it
    Extraction e =
        read(
            "Submitted the grant form, even though they'd extended it to the 20th",
            "submit the grant form");
    assertThat(e.statusChanges()).extracting(StatusChange::status).containsExactly("done");
    Extraction nl =
        read(
            "Heb de formulieren opgestuurd, de deadline was verschoven naar de 20e",
            "de formulieren opsturen");
    assertThat(nl.statusChanges()).extracting(StatusChange::status).containsExactly("done");
  }
}
