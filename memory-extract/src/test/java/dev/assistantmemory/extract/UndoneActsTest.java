package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * An act left undone, then "do it" with a day (stop 36): chat drops the subject ("forgot to pay the
 * bill again, gotta do that tmrw", "Haven't booked the hotel yet"), says the act in the past
 * ("haven't called" is "call") and promises with "will" alone ("Will call the bank tomorrow"). The
 * probes' day is Tuesday 2026-03-10.
 */
class UndoneActsTest {

  @Test
  void aForgottenActThenDoThatIsTheAct() {
    assertThat(
            Probes.said("ugh forgot to pay the electricity bill again, gotta do that tmrw").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(tuple("pay the electricity bill", LocalDate.parse("2026-03-11")));
  }

  @Test
  void anActSaidInThePastIsItsBaseForm() {
    assertThat(Probes.said("Haven't booked the hotel yet. I'll do that tonight.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("book the hotel");
    assertThat(Probes.said("I haven't emailed the school, I'll do it first thing.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("email the school");
    assertThat(Probes.said("Still haven't replied to the landlord. I'll do it tonight.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("reply to the landlord");
  }

  @Test
  void willAloneIsTheUsersPromise() {
    assertThat(Probes.said("Will call the bank tomorrow.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(tuple("call the bank", LocalDate.parse("2026-03-11")));
    assertThat(Probes.said("I still haven't called the landlord, will do it tomorrow.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("call the landlord");
  }

  @Test
  void willThatIsNoPromiseOfTheUsers() {
    assertThat(Probes.said("Will the package arrive on Monday?").tasks()).isEmpty();
    assertThat(Probes.said("Will probably skip the gym.").tasks()).isEmpty();
    assertThat(Probes.said("Will Smith is in town this week.").tasks()).isEmpty();
    // the act's object was said before: no task named by what is left
    assertThat(Probes.said("Halfway through the quarterly deck, will finish after dinner").tasks())
        .extracting(TaskCandidate::label)
        .noneMatch(l -> l.startsWith("finish after"));
  }
}
