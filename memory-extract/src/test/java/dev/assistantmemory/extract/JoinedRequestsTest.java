package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two acts joined by "and" / "en" in one request become two tasks (issue 13, imperatives joined by
 * "and"); a deadline sentence that names its thing after the day ("The deadline is Friday for the
 * slides") is a task. Sentences written for this test.
 */
class JoinedRequestsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    Extraction x = ExtractionPolicy.admit(extractor.extract(in), in);
    return x.tasks();
  }

  @Test
  void twoActsJoinedByAndAreTwoTasksAndThePronounIsTheFirstObject() {
    assertThat(tasks("Please scan the receipts and email them to Joris."))
        .extracting(TaskCandidate::label)
        .containsExactly("scan the receipts", "email the receipts to Joris");
    assertThat(tasks("Pick up the kids and drop them at the pool on Friday."))
        .allSatisfy(t -> assertThat(t.due()).isEqualTo(LocalDate.of(2026, 5, 1)))
        .extracting(TaskCandidate::label)
        .containsExactly("Pick up the kids", "drop the kids at the pool");
  }

  @Test
  void dutchActsJoinedByEnShareTheObject() {
    assertThat(tasks("Kun je de foto's uitzoeken en naar oma sturen?"))
        .extracting(TaskCandidate::label)
        .containsExactly("de foto's uitzoeken", "de foto's naar oma sturen");
  }

  @Test
  void aMessageAndWhatItSaysStayOneTask() {
    assertThat(tasks("Can you call the garage and ask about the tyres?"))
        .extracting(TaskCandidate::label)
        .containsExactly("call the garage and ask about the tyres");
    assertThat(tasks("Buy bread and milk on the way home."))
        .extracting(TaskCandidate::label)
        .hasSize(1);
  }

  @Test
  void theDeadlineIsADayForAThing() {
    assertThat(tasks("The deadline is Friday for the slides for the board."))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).contains("slides");
              assertThat(t.due()).isEqualTo(LocalDate.of(2026, 5, 1));
            });
    assertThat(tasks("De deadline is vrijdag voor het bestand met de foto's."))
        .singleElement()
        .satisfies(t -> assertThat(t.label()).contains("bestand"));
  }
}
