package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Deadline wording of stop 41 (issue 13): a day said relative to the known task's due day ("the day
 * before", "de dag erna"), a day corrected by saying what it is ("no wait, it's the 9th"), and a
 * day in the possessive that names which occasion ("for Sunday's match"), which is no due day.
 */
class DueNeighboursTest {
  /** Tuesday 28 April 2026; the plants are to be repotted on Thursday 7 May. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static final KnownTask PLANTS =
      new KnownTask(
          "t1", "repot the plants for Ilse", "pending", LocalDate.parse("2026-05-07"), false);

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String role, String text, List<KnownTask> known) {
    ExtractionInput in =
        ExtractionInput.of(text, role, Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in).tasks();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ilse is out that day, so I'll do it the day before.|2026-05-06",
        "That day's no good for her, I'll repot them the day after.|2026-05-08",
        "Can we do it two days earlier?|2026-05-05",
        "Ze is die dag weg, ik doe het de dag ervoor.|2026-05-06",
        "Dan wordt het een dag later, dat komt beter uit.|2026-05-08",
        "Ik doe het liever twee dagen eerder.|2026-05-05",
      })
  void aDayNextToTheDueDayMovesIt(String text, String due) {
    assertThat(tasks("user", text, List.of(PLANTS)))
        .singleElement()
        .satisfies(t -> assertThat(t.label()).isEqualTo(PLANTS.label()))
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'll remind you the day before.|assistant",
        "Remind me the day before, please.|user",
        "I saw Ilse the day before yesterday.|user",
        "The florist delivers the day before the wedding.|user",
      })
  void noMoveFromOtherDaysNextToSomething(String text, String role) {
    assertThat(tasks(role, text, List.of(PLANTS)))
        .noneMatch(t -> t.label().equals(PLANTS.label()) && !PLANTS.due().equals(t.due()));
  }

  @Test
  void aDueDaySetByHandIsNotMoved() {
    KnownTask byHand =
        new KnownTask(
            "t2", "repot the plants for Ilse", "pending", LocalDate.parse("2026-05-07"), true);
    assertThat(tasks("user", "I'll do it the day before.", List.of(byHand)))
        .noneMatch(t -> t.label().equals(byHand.label()));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "No wait, it's the 9th of May.|2026-05-09",
        "Nee wacht, het is 11 mei, ik had het verkeerd.|2026-05-11",
      })
  void aDayCorrectedBySayingWhatItIsMovesTheDueDay(String text, String due) {
    assertThat(tasks("user", text, List.of(PLANTS)))
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I asked Wim to pack the cool box for Saturday's picnic.",
        "I need to iron the shirts for Friday's gala.",
      })
  void aDayInThePossessiveNamesWhichOccasionNotADueDay(String text) {
    assertThat(tasks("user", text, List.of())).isNotEmpty().allMatch(t -> t.due() == null);
  }

  @Test
  void aPossessiveDayStaysADate() {
    var spans =
        Dates.find(
            "I need to iron the shirts for Friday's gala.", LocalDate.parse("2026-04-28"), Lang.EN);
    assertThat(spans).singleElement().satisfies(s -> assertThat(s.cue()).isEqualTo(Dates.Cue.WEAK));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ok, remind me on Friday then|2026-05-01",
        "Herinner me er maandag aan.|2026-05-04",
      })
  void aReminderDayAnswerDatesARequestWithoutADay(String text, String due) {
    KnownTask undated = new KnownTask("t3", "ask Wim about the ladder", "pending", null, false);
    assertThat(tasks("user", text, List.of(undated)))
        .singleElement()
        .satisfies(t -> assertThat(t.label()).isEqualTo(undated.label()))
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  @Test
  void aReminderDayLeavesADatedTaskItsDay() {
    assertThat(tasks("user", "ok, remind me on Monday then", List.of(PLANTS)))
        .noneMatch(t -> t.label().equals(PLANTS.label()) && !PLANTS.due().equals(t.due()));
  }

  @Test
  void anActDoneAtTheOccasionKeepsItsDay() {
    assertThat(tasks("user", "I'll raise the budget at Friday's meeting.", List.of()))
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-01")));
  }

  @Test
  void aDeadlineBeforeAPossessiveDayStaysADeadline() {
    assertThat(tasks("user", "I need to iron the shirts by Friday's gala.", List.of()))
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-01")));
  }
}
