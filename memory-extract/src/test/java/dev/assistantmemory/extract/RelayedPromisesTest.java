package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 40: a message to pass on that holds the user's own promise is two tasks: the telling (no
 * owner, no day) and the user's promise by its day, the one told named in it.
 */
class RelayedPromisesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Tell Sara I'll collect her from the airport on Sunday"
            + "|tell Sara I'll collect her from the airport|collect Sara from the airport",
        "Tell Freddie I'll drop his bike back on Sunday"
            + "|tell Freddie I'll drop his bike back|drop Freddie's bike back",
        "Zeg tegen Bram dat ik hem zondag van het vliegveld haal"
            + "|tegen Bram zeggen dat ik hem van het vliegveld haal|Bram van het vliegveld halen",
        "Laat Bram weten dat ik hem zondag ophaal|Bram laten weten dat ik hem ophaal|Bram ophalen",
        "Zeg tegen Mila dat ik morgen de sleutels breng"
            + "|tegen Mila zeggen dat ik de sleutels breng|de sleutels brengen",
      })
  void theTellingAndTheUsersPromise(String text, String telling, String promise) {
    List<TaskCandidate> tasks = said(text).tasks();
    assertThat(tasks).extracting(TaskCandidate::label).containsExactly(telling, promise);
    assertThat(tasks.get(0).owner()).isNull();
    assertThat(tasks.get(0).due()).isNull();
    assertThat(tasks.get(1).owner()).isEqualTo(Extraction.SELF);
    assertThat(tasks.get(1).due()).isNotNull();
  }
}
