package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 40 (status2): where the thing now is said instead of the deed that put it there, and money
 * back said instead of the return. My own sentences; the last cases guard a thing still somewhere,
 * a thing ready to be fetched, and a thing of another task.
 */
class PlacedThingsStatusTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "put the spare key under the mat|The spare key is under the mat now.",
        "de reservesleutel onder de mat leggen|De reservesleutel ligt nu onder de mat.",
        "hide the birthday card in Lily's lunchbox|The card's in her lunchbox, she'll find it at"
            + " noon.",
        "drop the parcel at the collection point|Parcel is at the collection point.",
      })
  void whereTheThingIsCompletesTheTaskThatPutsItThere(String task, String text) {
    changes(text, "done", open(task), other("renew the parking permit"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "return the faulty kettle|The money's back in my account.",
        "het kapotte strijkijzer terugsturen|Het geld staat weer op mijn rekening.",
      })
  void moneyBackCompletesTheOnlyOpenReturn(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .satisfies(c -> assertThat(c.status()).isEqualTo("done"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "put the spare key under the mat|The spare key is still in the car.",
        "pick up the parcel from the collection point|The parcel is at the collection point.",
        "put the spare key under the mat|The umbrella is in the hall.",
      })
  void aThingStillSomewhereOrReadyOrOfAnotherTaskChangesNothing(String task, String text) {
    assertThat(said(text, open(task), other("renew the parking permit")).statusChanges()).isEmpty();
  }
}
