package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Goals in the shapes stop 33 found missing: one of several goals, a goal for a period, a heading.
 */
class GoalShapesTest {
  private static final Instant NOW = Instant.parse("2026-04-28T10:00:00Z");

  private static List<String> goals(String text) {
    return Probes.factValues(NOW, text, "HAS_GOAL");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "One of my goals is to learn to touch type.|learn to touch type",
        "My goal for the spring is to run a sub-25 5k.|run a sub-25 5k",
        "My goals this year are to read more and sleep better.|read more and sleep better",
        "Goal for the holidays: finish the jigsaw.|finish the jigsaw",
        "Mijn doel voor 2027: elke dag tien minuten Spaans.|elke dag tien minuten Spaans",
        "Een van mijn doelen is om vaker te fietsen.|vaker te fietsen",
      })
  void aGoal(String text, String goal) {
    assertThat(goals(text)).contains(goal);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "What was your goal for the quarter?",
        "The goal was offside.",
        "Goals: none yet.",
      })
  void noGoal(String text) {
    assertThat(goals(text)).isEmpty();
  }
}
