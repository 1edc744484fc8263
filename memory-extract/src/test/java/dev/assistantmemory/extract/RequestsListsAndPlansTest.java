package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Task shapes without a modal (issue 13): a bare imperative to the assistant, a TODO list of
 * several actions, "add X to my list", and an English present progressive about a coming day.
 */
class RequestsListsAndPlansTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    Extraction e = ExtractionPolicy.admit(extractor.extract(in), in);
    return e.tasks();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Reserve a table for four at the Thai place.",
        "Now order new ink cartridges for the printer.",
        "Zoek een goedkope parkeergarage bij het station.",
      })
  void aBareImperativeIsARequestToTheAssistant(String text) {
    assertThat(tasks(text)).singleElement().satisfies(t -> assertThat(t.owner()).isNull());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Email from the school about the trip.",
        "Call from an unknown number again.",
        "Boek je de trein zelf?",
      })
  void aNounOrAQuestionIsNoImperative(String text) {
    assertThat(tasks(text)).noneMatch(t -> t.owner() == null);
  }

  @Test
  void aTodoListGivesOneTaskPerAction() {
    assertThat(tasks("TODO: water the plants, call the bank and return the library books"))
        .extracting(TaskCandidate::label)
        .containsExactly("water the plants", "call the bank", "return the library books");
    assertThat(tasks("Notitie voor mezelf: lampjes ophangen, kerstkaarten schrijven"))
        .extracting(TaskCandidate::label)
        .containsExactly("lampjes ophangen", "kerstkaarten schrijven");
  }

  @Test
  void aListOfThingsToBuyIsOneErrand() {
    assertThat(tasks("TODO: buy bread, cheese and grapes")).hasSize(1);
  }

  @Test
  void addingToMyListIsMyTask() {
    assertThat(tasks("Add 'book the MOT' to my list."))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("book the MOT");
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
            });
    assertThat(tasks("Put the dentist visit back on my list.")).isEmpty();
  }

  @Test
  void aProgressiveAboutAComingDayIsAPlan() {
    assertThat(tasks("Thursday I'm repainting the hallway and then fixing the shed door."))
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("repaint the hallway", LocalDate.of(2026, 4, 30)),
            org.assertj.core.groups.Tuple.tuple("fix the shed door", LocalDate.of(2026, 4, 30)));
    assertThat(tasks("Tomorrow I'm taking the van to the garage."))
        .singleElement()
        .satisfies(t -> assertThat(t.label()).isEqualTo("take the van to the garage"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Tomorrow I'm meeting Joris for lunch.",
        "Friday I'm skipping the quiz night, too tired.",
        "I'm reading a great book about whales.",
        "Saturday I'm working from home.",
      })
  void occasionsAndStatesAreNoPlans(String text) {
    assertThat(tasks(text)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Lisa Brandt from Facilities will replace the broken chair.|Lisa Brandt",
        "Koen van Inkoop bestelt vrijdag de nieuwe schermen.|Koen",
      })
  void aPersonFromADepartmentOwnsWhatTheyWillDo(String line) {
    String[] parts = line.split("\\|");
    assertThat(tasks(parts[0]))
        .singleElement()
        .satisfies(t -> assertThat(t.owner()).isEqualTo(parts[1]));
  }
}
