package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;

/**
 * A Dutch sentence opened by a period ("Voor eind van de maand", "Voor het einde van de week") puts
 * its verb second like one opened by a day: the period is timing, no part of the act, and at week
 * or month level no due date (stop 36).
 */
class DutchPeriodFrontsTest {

  @Test
  void aFrontedPeriodIsTimingNotTheAct() {
    assertThat(Probes.said("Voor eind van de maand moet ik mijn jaaropgave indienen.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("mijn jaaropgave indienen", null));
    assertThat(Probes.said("Voor het einde van de week moet ik de offerte sturen.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("de offerte sturen");
  }
}
