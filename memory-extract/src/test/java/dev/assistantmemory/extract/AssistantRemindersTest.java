package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The assistant acknowledging a reminder the user asked for (an open task is known) opens no task
 * of its own: the reminder is the user's task already, and a second open task would make a terse
 * "Sent." later ambiguous. A promise to remind made with nothing open stays the assistant's task.
 */
class AssistantRemindersTest {
  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private static final List<KnownTask> REMINDER =
      List.of(new KnownTask("t1", "pay the window cleaner", "pending", null, false));

  private List<Extraction.TaskCandidate> tasks(String text, List<KnownTask> known) {
    ExtractionInput in =
        ExtractionInput.of(
                text,
                "assistant",
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in).tasks();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Sure, I'll remind you on Thursday.",
        "Will do, I'll give you a nudge tomorrow morning.",
        "Prima, ik zal je er vrijdag aan herinneren.",
      })
  void anAcknowledgedReminderIsNoAssistantTask(String text) {
    assertThat(tasks(text, REMINDER)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"I'll draft the cover letter for you tonight."})
  void theAssistantsOwnWorkStaysATask(String text) {
    assertThat(tasks(text, REMINDER)).isNotEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"I'll send you a reminder on Monday about the MOT."})
  void aPromiseToRemindWithNothingOpenStaysATask(String text) {
    assertThat(tasks(text, List.of())).isNotEmpty();
  }
}
