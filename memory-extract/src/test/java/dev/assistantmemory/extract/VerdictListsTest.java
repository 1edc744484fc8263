package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes said as lists and the feeling a thing gives the speaker (issue 13, stop 41): a run of
 * "thing: yes/no" verdicts, things listed and taken up by "them all" / "allemaal", and "X
 * frustrates me" / "X frustreert me". Every sentence is written for this test.
 */
class VerdictListsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Olives: yes. Capers: no.|Olives|dislikes Capers",
        "Kiwi: altijd. Mango: nooit.|Kiwi|dislikes Mango",
        "Night buses: never. Early trains: obviously.|dislikes Night buses|Early trains",
      })
  void aRunOfVerdictsGivesEachThingItsSign(String text, String first, String second) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(first, second);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oaks, beeches and birches - I love them all|Oaks|beeches|birches",
        "Tulpen, rozen, pioenen: ik ben dol op allemaal|Tulpen|rozen|pioenen",
        "Quizzes, escape rooms, murder mysteries - I hate them all|dislikes Quizzes"
            + "|dislikes escape rooms|dislikes murder mysteries",
      })
  void thingsTakenUpByThemAllAreEachATaste(String text, String a, String b, String c) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(a, b, c);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Spreadsheets frustrate me.|dislikes Spreadsheets",
        "Self-checkout machines really infuriate me.|dislikes Self-checkout machines",
        "Lange puzzels frustreren me.|dislikes Lange puzzels",
        "Die nieuwe planningstool irriteert me.|dislikes Die nieuwe planningstool",
      })
  void aThingThatFrustratesTheSpeakerIsADislike(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Status: no. Reason: pending.", // a form's fields, not tastes
        "Coffee: yes.", // one verdict alone answers a question as often
        "Attending: yes.",
        "It frustrates me that the bus is late.", // the speaker's annoyance at an event
        "Het irriteert me dat hij altijd te laat is.",
      })
  void formsAndAnnoyanceAtEventsAreNoTaste(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
