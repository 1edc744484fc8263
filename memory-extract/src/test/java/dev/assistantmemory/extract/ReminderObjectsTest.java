package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A reminder whose act names a recipient or a place after "to" (stop 45): "remind me to send the
 * ferry timetable to Ines" is the sending, not "Ines" (the words between "remind me" and its "to"
 * are a time, "remind me tomorrow to ...", never the act itself). Sentences written for this test.
 */
class ReminderObjectsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "remind me to give the spare keys to Marta|give the spare keys to Marta",
        "Remind me to post the signed lease to Mr Haddad by Friday|post the signed lease to Mr Haddad",
        "remind me to take the old paint tins to the tip|take the old paint tins to the tip",
        "Set a reminder to send the seating plan to Joost|send the seating plan to Joost",
        "remind me tomorrow to return the drill to Wim|return the drill to Wim",
      })
  void theReminderIsTheWholeAct(String text, String label) {
    assertThat(Probes.said(text).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.label()).isEqualTo(label));
  }
}
