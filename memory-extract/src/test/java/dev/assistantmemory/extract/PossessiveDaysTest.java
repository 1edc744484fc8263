package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 41: a day said as the owner of the noun the act is for ("for Sunday's match") is that
 * thing's day, not the task's due day; said on its own as well, or before a deadline noun ("before
 * Friday's fair"), it stays the due day.
 */
class PossessiveDaysTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I asked Dana to reserve the minibus for Sunday's match",
        "I need to buy balloons for Saturday's party",
      })
  void theDayOfAThingIsNoDueDay(String text) {
    assertThat(said(text).tasks()).isNotEmpty().allSatisfy(t -> assertThat(t.due()).isNull());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I need to buy balloons by Friday for Friday's party",
        "I need to buy balloons on Saturday",
        "I have to finish the poster before Friday's fair",
      })
  void aDaySaidOnItsOwnStays(String text) {
    assertThat(said(text).tasks()).extracting(TaskCandidate::due).doesNotContainNull();
  }
}
