package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The day inside a question put to someone else is not the asking's due date (stop 39). */
class AskedDaysTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in).tasks();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "I have to ask Priya if she can cover my shift on Thursday",
        "Please ask Priya if she can cover my shift on Thursday",
        "Can you ask Tom whether he's free to help on Saturday?",
        "Vraag Sanne even of ze donderdag de sleutels kan brengen",
      })
  void theDayOfTheQuestionIsNotTheAskingsDueDate(String text) {
    assertThat(tasks(text)).isNotEmpty().allSatisfy(t -> assertThat(t.due()).isNull());
  }

  @Test
  void aDaySaidBeforeTheQuestionStaysTheDueDate() {
    assertThat(tasks("I need to ask Priya by Friday whether she can cover my shift"))
        .anySatisfy(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-01")));
  }
}
