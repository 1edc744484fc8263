package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An appointment noted by its hour is an occasion, not a duty (stop 37): "Zet in mijn agenda:
 * vrijdag 10 uur kapper" made a task "10 uur kapper" beside the hairdresser's appointment. An act
 * after the hour ("9:30 tandarts bellen", "10am ring the bank") stays a task.
 */
class AppointmentNotesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Zet in mijn agenda: woensdag 11 uur pedicure",
        "Zet in mijn agenda: maandag 14.30 kapper",
        "Schrijf in mijn agenda: dinsdag 10u fysio",
      })
  void anHourAndAPlaceIsNoTask(String text) {
    Extraction e = said(text);
    assertThat(e.tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Zet in mijn agenda: donderdag 9:30 garage bellen|garage bellen",
        "Zet in mijn agenda: vrijdag 16:00 pakket ophalen|pakket ophalen",
      })
  void anActAfterTheHourStaysATask(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(Extraction.TaskCandidate::label)
        .containsExactly(label);
  }

  @org.junit.jupiter.api.Test
  void theLabelRuleReadsOnlyAnHourFirst() {
    assertThat(AppointmentNotes.is("10 uur kapper")).isTrue();
    assertThat(AppointmentNotes.is("3pm physio")).isTrue();
    assertThat(AppointmentNotes.is("10am call the bank")).isFalse();
    assertThat(AppointmentNotes.is("kapper bellen om 10 uur")).isFalse();
    assertThat(AppointmentNotes.is("20 meter koperbuis")).isFalse(); // no hour
  }
}
