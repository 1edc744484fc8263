package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.extract.TaskMatch;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Issue 13's rule on the labelled sets (stop 35): no negated or ironic utterance yields an open
 * task. Every line labelled {@code negative} of class {@code negation_irony} is replayed as the
 * extraction bench does (a conversation turn by turn, the tasks of a turn the known tasks of the
 * next, status changes applied), and none may end with an open task it made. Read: v2 and v3 every
 * split (not blind), v4 to v9 and later sets the dev split only; a blind test split is never read.
 * A set still held out whole is not read at all until a stop tunes on its dev split (v9, written in
 * stop 35, was held out until stop 36 opened its dev split).
 */
class LabelledNegativesTest {

  private static final Path SETS = Path.of("../memory-bench/src/main/resources/extraction");

  /** The sets whose test split is not blind. */
  private static final Set<String> OPEN_SETS = Set.of("v2", "v3");

  /**
   * The sets this test does not read (v19, written blind in stop 45: a set written blind goes here
   * for the stop it is written in). v18's dev split joined in stop 45 (its one negative dev line
   * that opened a task, a lookup of a fact answered by the assistant, "Could you find me the
   * opening hours of ...?", closed by {@link NoCommitment}'s fact lookups; none of its negated or
   * ironic dev lines opens one). v17's dev split joined in stop 44 (none of its 57 negated or
   * ironic dev lines opened a task). v16's dev split joined in stop 43 once none of its negated or
   * ironic lines opened a task (3 of its 72 negative lines did at the start of the stop, all
   * negated or ironic: mock delight closed by mock ease, a Dutch "laat ik schieten", another
   * person's own first time; {@link NoCommitment}, {@link UnmeantPlans}). v15's dev split joined in
   * stop 42 (none of its 71 negated or ironic lines opened a task), v14's in stop 41 (its two
   * negated or ironic lines that opened a task were suggestions the user turned down: {@link
   * RefusedSuggestions}), v13's in stop 40, v12's in stop 39.
   */
  private static final Set<String> HELD_OUT = Set.of("v19");

  @Test
  void noNegatedOrIronicLineOfTheLabelledSetsYieldsAnOpenTask() throws IOException {
    JsonMapper json = JsonMapper.builder().build();
    // the rules as the service runs them: behind the learned components (stop 38)
    Extractor rules = Extractors.offline();
    List<String> open = new ArrayList<>();
    int read = 0;
    List<Path> files;
    try (var walk = Files.walk(SETS)) {
      files = walk.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList();
    }
    for (Path file : files) {
      Path parent = SETS.relativize(file).getParent();
      String set = parent == null ? "v1" : parent.toString();
      for (String line : Files.readAllLines(file)) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode row = json.readTree(line);
        boolean readable =
            row.path("split").asString("dev").equals("dev") || OPEN_SETS.contains(set);
        if (!readable
            || HELD_OUT.contains(set)
            || !row.path("negative").asBoolean(false)
            || !row.path("class").asString("").equals("negation_irony")) {
          continue;
        }
        read++;
        int made = openTasksMade(rules, row);
        if (made > 0) {
          open.add(row.path("id").asString() + ": " + made);
        }
      }
    }
    assertThat(read).as("negated and ironic lines read").isGreaterThan(450);
    assertThat(open).as("negated or ironic lines that yield an open task").isEmpty();
  }

  /** The open tasks a line leaves that it made itself (not the tasks of its context). */
  private static int openTasksMade(Extractor rules, JsonNode row) {
    Scope scope = Scope.valueOf(row.path("scope").asString("personal"));
    List<KnownTask> known = new ArrayList<>();
    int i = 0;
    for (JsonNode t : row.path("context").path("openTasks")) {
      known.add(new KnownTask("task" + i++, t.asString(), "pending", null, false));
    }
    for (JsonNode d : row.path("context").path("deadlines")) {
      known.add(
          new KnownTask(
              "task" + i++,
              d.path("task").asString(),
              "pending",
              LocalDate.parse(d.path("date").asString()),
              false));
    }
    Set<String> given = new HashSet<>();
    known.forEach(k -> given.add(k.id()));
    List<JsonNode> turns = new ArrayList<>();
    if (row.has("turns")) {
      row.path("turns").forEach(turns::add);
    } else {
      turns.add(row);
    }
    for (JsonNode turn : turns) {
      ExtractionInput in =
          ExtractionInput.of(
                  turn.path("text").asString(),
                  turn.path("role").asString(row.path("role").asString("user")),
                  scope,
                  Instant.parse(turn.path("timestamp").asString()),
                  ZoneOffset.UTC)
              .withKnownTasks(List.copyOf(known), 0);
      Extraction got = ExtractionPolicy.admit(rules.extract(in), in);
      if (turns.size() == 1) {
        return got.tasks().size();
      }
      for (var t : got.tasks()) {
        if (TaskMatch.sameOpenTask(known, t.label()).isEmpty()) {
          known.add(new KnownTask("task" + i++, t.label(), "pending", t.due(), false));
        }
      }
      for (var s : got.statusChanges()) {
        known.replaceAll(
            k ->
                k.id().equals(s.taskId())
                    ? new KnownTask(k.id(), k.label(), s.status(), k.due(), k.dueSetByUser())
                    : k);
      }
    }
    return (int) known.stream().filter(k -> !given.contains(k.id()) && k.isOpen()).count();
  }
}
