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
 * Duties shared out in the present tense (stop 33): each person's part is their task, the user's
 * part the user's; a habit, a negation or a question shares nothing out.
 */
class DividedDutiesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    Extraction e = ExtractionPolicy.admit(extractor.extract(in), in);
    return e.tasks();
  }

  private static String owners(List<TaskCandidate> tasks) {
    return String.join(
        "; ", tasks.stream().map(t -> t.owner() + ": " + t.label()).sorted().toList());
  }

  @Test
  void aPlanWithOnePartEachGivesEachPersonTheirsOnTheSharedDay() {
    List<TaskCandidate> found =
        tasks("Plan for Saturday: Mia brings the salad, Tom does the grill and I sort the drinks.");
    assertThat(owners(found))
        .isEqualTo("Mia: bring the salad; Tom: do the grill; self: sort the drinks");
    assertThat(found).allMatch(t -> LocalDate.parse("2026-05-02").equals(t.due()));
  }

  @Test
  void aProgressiveAndAnOnPartShareTheWorkWithoutADay() {
    assertThat(owners(tasks("Jonas is doing the shopping, I'm on cleaning.")))
        .isEqualTo("Jonas: do the shopping; self: take care of the cleaning");
    assertThat(owners(tasks("I'll do the invitations, Rhys does the venue and Ana sorts the food")))
        .isEqualTo("Ana: sort the food; Rhys: do the venue; self: do the invitations");
  }

  @Test
  void anAgreementOrADutyVerbNeedsNoSecondPerson() {
    assertThat(owners(tasks("We've agreed that Leon takes the minutes.")))
        .isEqualTo("Leon: take the minutes");
    assertThat(owners(tasks("Sophie is organising the leaving do.")))
        .isEqualTo("Sophie: organise the leaving do");
    assertThat(owners(tasks("Bumped into Ravi Kumar, he's handling the planning appeal.")))
        .isEqualTo("Ravi Kumar: handle the planning appeal");
  }

  @Test
  void aFuturePartKeepsItsOwnDayAndALeadingDayIsEveryonesDay() {
    List<TaskCandidate> found = tasks("Kat will sort the ferry, I'll book the campsite by Friday.");
    assertThat(owners(found)).isEqualTo("Kat: sort the ferry; self: book the campsite");
    assertThat(found)
        .allMatch(
            t ->
                t.owner().equals("Kat")
                    ? t.due() == null
                    : LocalDate.parse("2026-05-01").equals(t.due()));
    List<TaskCandidate> sunday =
        tasks("On Sunday Uncle Jim will carve the roast and Auntie Meg will make the gravy.");
    assertThat(owners(sunday)).isEqualTo("Jim: carve the roast; Meg: make the gravy");
    assertThat(sunday).allMatch(t -> LocalDate.parse("2026-05-03").equals(t.due()));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom does the grill every Sunday and I do the salads.",
        "Mia doesn't bring the salad anymore, Tom does the grill.",
        "Is Ana sorting the food?",
        "Anna works at Google and Tom works at Meta.",
        "I'm on call this weekend.",
        "Sarah cooks and I wash up.",
      })
  void aHabitANegationOrAQuestionSharesNothingOut(String text) {
    assertThat(tasks(text)).isEmpty();
  }
}
