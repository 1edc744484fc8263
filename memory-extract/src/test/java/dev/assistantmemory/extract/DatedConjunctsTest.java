package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Two acts under one intention, each with its own day, are two tasks each due on its own day (the
 * probes' day is Tuesday 2026-03-10); one act on two days, or two objects of one act, stays one.
 */
class DatedConjunctsTest {

  @Test
  void eachActKeepsItsOwnDay() {
    assertThat(
            Probes.said("Need to call mom tomorrow and pick up the dry cleaning on Friday.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            tuple("call mom", LocalDate.parse("2026-03-11")),
            tuple("pick up the dry cleaning", LocalDate.parse("2026-03-13")));
  }

  @Test
  void theSecondActAfterAndThenIsNotLost() {
    assertThat(
            Probes.said(
                    "I have to submit the grant proposal by Monday and then review the budget on"
                        + " Thursday.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            tuple("submit the grant proposal", LocalDate.parse("2026-03-16")),
            tuple("review the budget", LocalDate.parse("2026-03-12")));
  }

  @Test
  void aReminderForTwoActsOnTwoDays() {
    assertThat(
            Probes.said("Remind me to water the plants on Thursday and to email Lisa next Monday.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            tuple("water the plants", LocalDate.parse("2026-03-12")),
            tuple("email Lisa", LocalDate.parse("2026-03-16")));
  }

  @Test
  void aPronounInTheSecondActIsTheFirstActsObject() {
    assertThat(Probes.said("I have to finish the report by Monday and send it on Tuesday.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            tuple("finish the report", LocalDate.parse("2026-03-16")),
            tuple("send the report", LocalDate.parse("2026-03-17")));
  }

  @Test
  void dutchActsEachOnTheirOwnDay() {
    assertThat(
            Probes.said(
                    "Ik moet vrijdag de auto naar de garage brengen en zaterdag boodschappen doen.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            tuple("de auto naar de garage brengen", LocalDate.parse("2026-03-13")),
            tuple("boodschappen doen", LocalDate.parse("2026-03-14")));
  }

  @Test
  void oneActOnTwoDaysStaysOneTask() {
    assertThat(Probes.said("I need to pick up the kids on Friday and Saturday.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("pick up the kids");
  }
}
