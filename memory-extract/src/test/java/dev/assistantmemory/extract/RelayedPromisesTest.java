package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Stop 40: a message to pass on that holds the user's own promise is the user's task. */
class RelayedPromisesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Tell Sara I'll collect her from the airport on Sunday|collect Sara from the airport",
        "Zeg tegen Bram dat ik hem zondag van het vliegveld haal|Bram van het vliegveld halen",
        "Laat Bram weten dat ik hem zondag ophaal|Bram ophalen",
        "Zeg tegen Mila dat ik morgen de sleutels breng|de sleutels brengen",
      })
  void thePromiseIsTheUsersTheOneToldNamed(String text, String label) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isNotNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Let Tom know I'll bring the drill on Saturday|bring the drill",
        "Tell Freddie I'll drop her bike back on Sunday|drop her bike back",
      })
  void aPossessiveOrNoPronounLeavesTheActAsSaid(String text, String label) {
    assertThat(said(text).tasks()).extracting(TaskCandidate::label).containsExactly(label);
  }
}
