package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dutch chat's dropped "ik" ("Moet morgen de huur overmaken") and the bare-infinitive to-do ("zsm
 * de verzekering opzeggen, uiterlijk 1 april") are the user's tasks, quoted as written; a question,
 * a sentence with its own subject and a wish are not. Sentences written for this test (the probe
 * day is Tuesday 10 March 2026).
 */
class DutchNotesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Moet vanavond de kattenbak nog verschonen.|kattenbak|2026-03-10",
        "Moet morgen de huur overmaken.|huur|2026-03-11",
        "moet de vergunning nog aanvragen bij de gemeente|vergunning|",
        "zsm de verzekering opzeggen, uiterlijk 1 april|verzekering|2026-04-01",
        "Vóór vrijdag nog de offerte naar Bas sturen.|offerte|2026-03-13",
        "de dakgoot laten schoonmaken, uiterlijk 20 maart|dakgoot|2026-03-20",
        // a to-do opened by its thing, with a place after the infinitive
        "Folders voor de buurtvereniging uiterlijk 20 maart ophalen bij de drukker|folders|2026-03-20",
        // a thing that must be done, said of the thing
        "Vrijdag uiterlijk moet de offerte voor Bakker eruit.|offerte|2026-03-13",
        "Mijn rijbewijs moet binnen twee weken verlengd worden.|rijbewijs|2026-03-24",
        "De huur moet morgen betaald zijn, anders krijg ik een aanmaning.|huur|2026-03-11",
      })
  void theUsersTask(String text, String word, String due) {
    assertThat(Probes.said(text).tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).contains(word);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due() == null ? null : t.due().toString()).isEqualTo(due);
              assertThat(t.excerpt()).isEqualTo(text); // quoted as written
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Moet je morgen werken?",
        "Moet de auto nog naar de garage?",
        "Emma zou de foto's vóór vrijdag doorsturen.",
        "Mijn man zou de kozijnen deze week nog schilderen.",
        "Lekker uitslapen morgen.",
        "De buren komen vrijdag de sleutel brengen.",
      })
  void noTaskOfTheUser(String text) {
    assertThat(Probes.said(text).tasks()).map(TaskCandidate::owner).doesNotContain(Extraction.SELF);
  }
}
