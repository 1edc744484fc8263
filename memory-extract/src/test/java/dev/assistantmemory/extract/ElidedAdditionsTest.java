package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One more item added by "and"/"also" alone in a later message (stop 45, {@link ElidedAdditions}):
 * a quoted task is that task, a bare thing takes the act of the task said last. Sentences written
 * for this test.
 */
class ElidedAdditionsTest {

  @ParameterizedTest(name = "{1} + {0} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "and a bag of rice too|buy oat milk|buy a bag of rice",
        "also the cat, she's been meowing all morning|feed the dog|feed the cat",
        "and 'wash the car' as well|mow the lawn|wash the car",
        "oh and 30 paper plates while I'm at it|order 50 napkins|order 30 paper plates",
        "en een zak rijst|havermelk kopen|een zak rijst kopen",
        "En 'de ramen lappen'|het gras maaien|de ramen lappen",
      })
  void theAddedItemIsATask(String text, String known, String label) {
    assertThat(Probes.said(text, Probes.open(known)).tasks())
        .extracting(t -> t.label())
        .containsExactly(label);
  }

  @ParameterizedTest(name = "{1} + {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "and I've done two of them already|write the quarterly reports",
        "and now it's raining, great|mow the lawn",
        "en Piet doet de rest|de tuin opruimen",
        "and Priya's too|review the pull request",
        "and thanks again|book the table",
      })
  void aClauseOrAReplyAddsNothing(String text, String known) {
    assertThat(Probes.said(text, Probes.open(known)).tasks()).isEmpty();
  }

  /** Known tasks come newest first, as production gives them: the item takes the newest's act. */
  @ParameterizedTest(name = "[{1}, {2}] + {0} -> {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "and gravel for the aquarium too|buy cat food|call the plumber|buy gravel for the aquarium",
        "also the bathroom window|clean the kitchen|email the landlord|clean the bathroom window",
        "en grind voor het aquarium|kattenvoer kopen|de loodgieter bellen|grind voor het aquarium kopen",
      })
  void theItemTakesTheNewestTasksAct(String text, String newest, String older, String label) {
    assertThat(Probes.said(text, Probes.open(newest), Probes.other(older)).tasks())
        .extracting(t -> t.label())
        .containsExactly(label);
  }

  @ParameterizedTest(name = "{1} + {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "and definitely not the cheese|buy oat milk",
        "and nothing for the cat|buy oat milk",
        "and no flowers this time|order the cake",
        "and never the red wine again|buy groceries",
        "en ook geen melk|boodschappen doen",
        "en niks voor de kat|kattenvoer kopen",
        "also the rent, which is already paid|pay the water bill",
        "and the car, but Tom already did it|wash the van",
        "and the gutters, those are done|clean the windows",
        "en de huur, die is al betaald|de rekening betalen",
        "en de auto, dat heeft Piet al gedaan|het busje wassen",
      })
  void aNegatedOrDoneItemAddsNothing(String text, String known) {
    assertThat(Probes.said(text, Probes.open(known)).tasks()).isEmpty();
  }
}
