package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Stop 40: a to-do list under a header of the user's own words, each item an act of theirs. */
class HeadedListsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Household admin: pay the water bill, renew the car insurance, email the landlord"
            + "|pay the water bill;renew the car insurance;email the landlord",
        "Garage clear-out plan: sweep the floor, sell the old mower and dump the paint tins"
            + "|sweep the floor;sell the old mower;dump the paint tins",
        "Studio admin: invoice the bakery, chase the printer about the proofs, clear out the inbox"
            + "|invoice the bakery;chase the printer about the proofs;clear out the inbox",
        "Administratie: de energierekening betalen, de verzekering opzeggen, de huisbaas mailen"
            + "|de energierekening betalen;de verzekering opzeggen;de huisbaas mailen",
        "Verhuizing: de dozen inpakken, de buren inlichten, de sleutels afgeven bij de makelaar"
            + "|de dozen inpakken;de buren inlichten;de sleutels afgeven bij de makelaar",
      })
  void eachItemIsATaskOfTheUser(String text, String labels) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .containsExactly(labels.split(";"));
    assertThat(said(text).tasks()).allMatch(t -> Extraction.SELF.equals(t.owner()));
  }

  @Test
  void anItemWithADateOfItsOwnIsDueThenTheOthersAreNot() {
    var tasks =
        said("Move prep: sort the loft, book the van for Friday, cancel the broadband").tasks();
    assertThat(tasks)
        .extracting(TaskCandidate::label)
        .containsExactly("sort the loft", "book the van", "cancel the broadband");
    assertThat(tasks)
        .extracting(TaskCandidate::due)
        .containsExactly(null, LocalDate.of(2026, 3, 13), null);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Recipe: chop the onions, fry them gently, add the tomatoes",
        "Today's wins: finished the report, cleaned the car",
        "Holiday packing: sun cream, swimming things, the charger",
        "Party prep: caterer booked, balloons ordered, cake collected",
        "Ruud: dashboards opschonen, runbook bijwerken",
      })
  void instructionsDoneThingsOrAPersonsLineAreNoList(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
