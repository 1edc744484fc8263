package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;

/**
 * A request to move something to a day leaves no dangling preposition in the label once the day is
 * taken out of it ("move my dentist appointment to", "naar verzetten" before stop 36).
 */
class MovedToDayLabelsTest {

  @Test
  void thePrepositionGoesWithTheDay() {
    assertThat(Probes.said("Can you move my dentist appointment to Thursday?").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("move my dentist appointment");
    assertThat(Probes.said("I need to reschedule the haircut to Friday.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("reschedule the haircut");
    assertThat(
            Probes.said("Kun je mijn afspraak bij de tandarts naar donderdag verzetten?").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("mijn afspraak bij de tandarts verzetten");
  }

  @Test
  void aPrepositionBeforeSomethingElseStays() {
    assertThat(Probes.said("Need to send the invoice to Mark by Friday.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("send the invoice to Mark");
  }

  @Test
  void aClockTimeWithoutAtIsNoPartOfTheAct() {
    assertThat(Probes.said("Need to call the vet 3pm tomorrow.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("call the vet");
    assertThat(Probes.said("Pick up Emma 15:30 from school").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("Pick up Emma from school");
    // a number of hours is how long, not when
    assertThat(Probes.said("Ik moet 2 uur sporten vandaag.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("2 uur sporten");
  }

  @Test
  void aDayThatOwnsTheThingLeavesTheThingInTheLabel() {
    // "for Saturday's tournament" gave "bring the cake 's tournament" before stop 41
    assertThat(Probes.said("I'm bringing the cake for Saturday's tournament.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("bring the cake for the tournament");
    assertThat(Probes.said("I need to buy a present before Friday’s party.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("buy a present before the party");
  }
}
