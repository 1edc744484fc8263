package dev.assistantmemory.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.bench.ExtractionScoring.Item;
import dev.assistantmemory.bench.ExtractionScoring.Score;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The bench's scoring of task statuses (fixb45): a line's status change of a task of its context
 * counts once on each side, in a single message and in a conversation (a context task reopened to
 * pending too), and a status change whose label differs from the task's only in case is one task.
 */
class ExtractionScoringTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** An extractor that answers each message's text with the given extraction. */
  private static Extractor answering(Function<ExtractionInput, Extraction> answer) {
    return new Extractor() {
      @Override
      public String name() {
        return "stub";
      }

      @Override
      public Extraction extract(ExtractionInput input) {
        return answer.apply(input);
      }
    };
  }

  private static Extraction of(List<TaskCandidate> tasks, List<StatusChange> statuses) {
    return new Extraction(
        List.of(), List.of(), tasks, statuses, List.of(), List.of(), List.of(), List.of());
  }

  /** The score of one category of the line. */
  private static Score score(Extractor extractor, String row, String cat) {
    JsonNode line = JSON.readTree(row);
    Map<String, List<Item>> expected = ExtractionScoring.expected(line.path("expect"));
    Map<String, List<Item>> actual = ConversationReplay.replay(extractor, line).actual();
    return ExtractionScoring.score(
        cat,
        expected.getOrDefault(cat, List.of()),
        actual.getOrDefault(cat, List.of()),
        new ArrayList<>(),
        "test");
  }

  @Test
  void aSingleMessagesChangeOfAContextTaskIsOneTruePositiveOnBothSides() {
    String row =
        """
        {"id": "s1", "text": "Filed the tax form.", "timestamp": "2026-04-28T10:00:00Z",
         "context": {"openTasks": ["file the tax form"]},
         "expect": {"tasks": [], "statusChanges": [{"task": "file the tax form", "status": "done"}]}}
        """;
    Extractor filed =
        answering(in -> of(List.of(), List.of(new StatusChange("task0", "done", in.text()))));
    assertThat(score(filed, row, "statusChanges")).isEqualTo(new Score(1, 0, 0));
    assertThat(score(filed, row, "taskStatus")).isEqualTo(new Score(1, 0, 0));
  }

  @Test
  void aContextTaskReopenedInAConversationIsOneTruePositiveOnBothSides() {
    String row =
        """
        {"id": "c1", "scope": "personal", "context": {"openTasks": ["hang the bathroom mirror"]},
         "turns": [
           {"role": "user", "text": "Hung it!", "timestamp": "2026-04-28T10:00:00Z"},
           {"role": "user", "text": "It's crooked. Redo.", "timestamp": "2026-04-28T10:10:00Z"}],
         "expect": {"tasks": [],
           "statusChanges": [{"task": "hang the bathroom mirror", "status": "pending"}]}}
        """;
    Extractor reopened =
        answering(
            in ->
                of(
                    List.of(),
                    List.of(
                        new StatusChange(
                            "task0",
                            in.text().startsWith("Hung") ? "done" : "pending",
                            in.text()))));
    assertThat(score(reopened, row, "statusChanges")).isEqualTo(new Score(1, 0, 0));
    assertThat(score(reopened, row, "taskStatus")).isEqualTo(new Score(1, 0, 0));
  }

  @Test
  void aStatusChangeLabelledInOtherCaseIsTheSameTask() {
    String row =
        """
        {"id": "c2", "scope": "personal",
         "turns": [
           {"role": "user", "text": "I need to call the plumber", "timestamp": "2026-04-28T10:00:00Z"},
           {"role": "user", "text": "Called the plumber.", "timestamp": "2026-04-28T10:10:00Z"}],
         "expect": {"tasks": [{"label": "call the plumber", "status": "done"}],
           "statusChanges": [{"task": "Call the plumber", "status": "done"}]}}
        """;
    Extractor called =
        answering(
            in ->
                in.text().startsWith("I need")
                    ? of(
                        List.of(new TaskCandidate("call the plumber", null, null, in.text())),
                        List.of())
                    : of(List.of(), List.of(new StatusChange("task0", "done", in.text()))));
    assertThat(ExtractionScoring.expected(JSON.readTree(row).path("expect")).get("taskStatus"))
        .hasSize(1);
    assertThat(score(called, row, "taskStatus")).isEqualTo(new Score(1, 0, 0));
  }
}
