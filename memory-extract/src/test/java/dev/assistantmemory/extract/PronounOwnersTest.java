package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A person met or heard from, then "he"/"she" taking an act on (stop 33): the person owns it; a
 * movement, a state or a refusal after the pronoun is no task. Also the user's casual plans: "Gonna
 * ..." without its subject, and "I'll have to ..." whose label keeps no modal.
 */
class PronounOwnersTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<TaskCandidate> tasks(String text) {
    return Probes.admittedAt(TUESDAY, text).tasks();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Spoke to Hugo in IT, he's going to reset my laptop|Hugo|reset my laptop",
        "Met Carla from HR, she's going to send me the forms.|Carla|send me the forms",
        "Nadia rang, she's handling the booking.|Nadia|handle the booking",
        "Caught up with Priya, she'll chase the supplier on Monday.|Priya|chase the supplier",
      })
  void thePersonMetOwnsTheAct(String text, String owner, String label) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isEqualTo(owner);
              assertThat(t.label()).isEqualTo(label);
            });
  }

  @org.junit.jupiter.api.Test
  void aRequestOrAnOfferSaidWithoutItsSubjectHasItsOwner() {
    assertThat(tasks("Asked Noor and Finn to stack the chairs after the quiz"))
        .extracting(TaskCandidate::owner)
        .containsExactlyInAnyOrder("Noor", "Finn");
    assertThat(tasks("Got Ollie to agree to wash the car tomorrow"))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isEqualTo("Ollie");
              assertThat(t.label()).isEqualTo("wash the car");
            });
    // two people addressed first, "both" no part of the act
    assertThat(tasks("Maya and Leo, can you both clear the table before dinner?"))
        .allSatisfy(t -> assertThat(t.label()).startsWith("clear the table"))
        .extracting(TaskCandidate::owner)
        .containsExactlyInAnyOrder("Maya", "Leo");
    assertThat(tasks("I offered to drive Gran to the clinic on 3 May"))
        .singleElement()
        .satisfies(t -> assertThat(t.owner()).isEqualTo(Extraction.SELF));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Saw Tom at the gym, he's going to the match on Saturday.",
        "Spoke to Dan, he won't be able to help.",
        "Met Lisa, she's going to be late.",
        "Gonna be a long day.",
        "Not gonna lie, the film was dull.",
        "I offered to collect the kids but Dana said no.",
      })
  void aMovementAStateOrARefusalIsNoTask(String text) {
    assertThat(tasks(text)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Gonna ring the plumber tomorrow.|ring the plumber",
        "I'll have to sort out the car insurance by the 15th.|sort out the car insurance",
        "I'll need to renew the parking permit.|renew the parking permit",
      })
  void aCasualPlanIsTheUsersWithoutItsModal(String text, String label) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.label()).isEqualTo(label);
            });
  }
}
