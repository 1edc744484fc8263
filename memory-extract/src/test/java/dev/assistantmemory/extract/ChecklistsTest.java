package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A pasted checklist (stop 37): an open box is the user's own to-do ("- [ ] renew the car tax", "☐
 * band plakken"), a ticked box marks a known task done and opens none ("- [x] book the flu jab", "✅
 * tickets"), and "TODO" without its colon still heads a to-do.
 */
class ChecklistsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "- [ ] phone the insurer about the windscreen|phone the insurer about the windscreen",
        "[ ] order new printer ink|order new printer ink",
        "☐ de band van de fiets plakken|de band van de fiets plakken",
        "* [ ] email the school about the trip|email the school about the trip",
        "TODO renew the website domain|renew the website domain",
        "todo cancel the old phone contract|cancel the old phone contract",
      })
  void anOpenBoxIsTheUsersOwnToDo(String line, String label) {
    Extraction e = said(line);
    assertThat(e.tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo("self");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "- [x] book the flu jab",
        "[X] pay the window cleaner",
        "✅ return the library books",
        "☑️ huur overgemaakt",
        "My todo list is out of control.",
        "TODO list for the weekend is long.",
      })
  void aTickedBoxOrTalkOfTheListOpensNoTask(String line) {
    assertThat(said(line).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "- [x] pay the window cleaner|pay the window cleaner",
        "✅ return the library books|return the library books",
        "[x] de huur overmaken|de huur overmaken",
      })
  void aTickedBoxMarksTheKnownTaskDone(String line, String task) {
    assertThat(said(line, open(task)).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @org.junit.jupiter.api.Test
  void aChecklistUnderAHeaderGivesOneToDoAnOpenBox() {
    Extraction e =
        said(
            "Before the move:\n- [ ] book the van\n- [x] tell the bank\n"
                + "- [ ] forward the post");
    assertThat(e.tasks())
        .extracting(Extraction.TaskCandidate::label)
        .containsExactly("book the van", "forward the post");
    assertThat(e.tasks()).allSatisfy(t -> assertThat(t.owner()).isEqualTo("self"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Weekend plans: 1. clear the gutters 2. paint the gate|clear the gutters;paint the gate",
        "Plan for Sunday: 1) ring Oma 2) iron the shirts 3) pack the lunches"
            + "|ring Oma;iron the shirts;pack the lunches",
        "Vandaag nog: 1. rekening betalen 2. oven schoonmaken|rekening betalen;oven schoonmaken",
      })
  void aListNumberedInsideOneLineIsOneToDoAnItem(String line, String labels) {
    assertThat(said(line).tasks())
        .extracting(Extraction.TaskCandidate::label)
        .containsExactly(labels.split(";"));
  }

  @org.junit.jupiter.api.Test
  void numbersThatDoNotCountUpFromOneAreNoList() {
    assertThat(ChatText.numberedItems("Came 2. in the heats and 1. in the final"))
        .isEqualTo("Came 2. in the heats and 1. in the final");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Here's a simple plan: 1. drink more water 2. go to bed earlier 3. walk after lunch",
        "Some ideas:\n- [ ] stretch every morning\n- [ ] cut down on coffee",
      })
  void theAssistantsAdviceListOpensNoTask(String reply) {
    assertThat(Probes.saidBy("assistant", reply).tasks()).isEmpty();
  }
}
