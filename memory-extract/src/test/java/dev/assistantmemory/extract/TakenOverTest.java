package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 37: a task someone else was to do, taken over by the user in a later message that says it is
 * already done ("so I've sent them myself") or in chat shorthand ("k haal ze zelf wel"): the task
 * keeps its label and becomes the user's.
 */
class TakenOverTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the invoices|Mila forgot, so I've sent the invoices myself.",
        "order the paint|Never heard back from Leo, I've ordered the paint myself.",
        "fix the printer|Gave up waiting for IT and I had to fix the printer myself",
        "de tickets kopen|Sem reageert niet, k koop de tickets zelf wel",
        "de tafels ophalen|niemand kwam opdagen dus heb de tafels zelf maar opgehaald",
      })
  void aTaskTakenOverIsTheUsers(String task, String text) {
    assertThat(said(text, open(task)).tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo("self");
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // no other task named, or the user speaking of themselves only
        "send the invoices|I've been telling myself to rest more.",
        "de tickets kopen|k vind het zelf ook lastig",
      })
  void talkOfOneselfTakesNothingOver(String task, String text) {
    assertThat(said(text, open(task)).tasks()).noneMatch(t -> t.label().equals(task));
  }
}
