package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An assistant's confirmation headed by what it saved (stop 45): "Reminder added: X, due Friday" is
 * the user's task X with that day. Sentences written for this test; the Tuesday is 10 March 2026.
 */
class AssistantConfirmationsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Task saved: renew the car tax, due Thursday.|renew the car tax|2026-03-12",
        "Reminder set: pick up the dry cleaning by Saturday.|pick up the dry cleaning|2026-03-14",
        "Herinnering ingesteld: de kapper bellen, uiterlijk woensdag.|de kapper bellen|2026-03-11",
        "Taak toegevoegd: de vogelkooi schoonmaken, uiterlijk vrijdag.|de vogelkooi schoonmaken|2026-03-13",
      })
  void theSavedItemIsTheUsersTask(String text, String label, String due) {
    assertThat(Probes.saidBy("assistant", text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  /** With other tasks of the user known (production knows them all): still the user's task. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Task saved: renew the car tax, due Thursday.|renew the car tax",
        "Herinnering ingesteld: de kapper bellen, uiterlijk woensdag.|de kapper bellen",
      })
  void otherKnownTasksDoNotHideIt(String text, String label) {
    assertThat(Probes.saidBy("assistant", text, Probes.open("water the plants")).tasks())
        .extracting(t -> t.label())
        .containsExactly(label);
  }

  /** The echo of a known task, or no day after the due word: no task. */
  @ParameterizedTest(name = "{1} + {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Task saved: renew the car tax, due Thursday.|renew the car tax",
        "Herinnering ingesteld: de kapper bellen, uiterlijk woensdag.|de kapper bellen",
        "Reminder added: email written by Anna is in your drafts.|water the plants",
        "Task saved: the letter drafted by the lawyer is attached.|water the plants",
        "Herinnering toegevoegd: cadeau kopen voor mama.|de planten water geven",
        "Taak opgeslagen: boeken terugbrengen voor de bibliotheek.|de planten water geven",
      })
  void anEchoOrNoDayIsNoTask(String text, String known) {
    assertThat(Probes.saidBy("assistant", text, Probes.open(known)).tasks()).isEmpty();
  }
}
