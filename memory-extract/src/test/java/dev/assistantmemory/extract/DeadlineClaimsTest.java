package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A deadline cue that moves no deadline (stop 45 fix, {@link DeadlineClaims}): a negated clause, no
 * deadline at all, a day fine for another thing, a named speaker not tied to the task. Sentences
 * written for this test; the known task is due Wednesday 29 April unless "-" says it has no day.
 */
class DeadlineClaimsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text, KnownTask known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0);
    return ExtractionPolicy.admit(new RuleBasedExtractor().extract(in), in);
  }

  private static KnownTask task(String label, String due) {
    return new KnownTask(
        "t1", label, "pending", due.equals("-") ? null : LocalDate.parse(due), false);
  }

  @ParameterizedTest(name = "{1} + {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Anna said Thursday is fine for the call.|send the offer|2026-04-29",
        "Mark says Friday is fine for the dinner.|pay the invoice|2026-04-29",
        "My landlord said Friday is fine.|send the offer|2026-04-29",
        "De loodgieter zegt dat vrijdag prima is.|de offerte sturen|2026-04-29",
        "The plumber said Thursday is fine.|send the offer|2026-04-29",
        "The landlord says Monday is okay.|finish the slides|2026-04-29",
        "The landlord says Monday is fine now.|hand in the lab report|2026-04-29",
        "They don't want it Friday already.|send the offer|2026-04-29",
        "We don't need it Monday already, relax.|write the summary|2026-04-29",
        "There's no hard deadline, Friday maybe.|finish the report|-",
        "Er is geen harde deadline, vrijdag misschien.|het verslag afmaken|-",
      })
  void noDeadlineMoves(String text, String label, String due) {
    assertThat(user(text, task(label, due)).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{1} + {0} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "He said Thursday is fine.|send the offer|2026-04-30",
        "Kim said Thursday is fine.|approve the tattoo sketch|2026-04-30",
        "De termijn is verlengd, de aanvraag hoeft nu pas uiterlijk vrijdag binnen te zijn."
            + "|de aanvraag indienen|2026-05-01",
        "Anna said Thursday is fine for the offer.|send the offer|2026-04-30",
        "Anna said Thursday is fine.|send Anna the offer|2026-04-30",
        "The offer isn't needed till Friday now.|send the offer|2026-05-01",
        "They want it Friday already.|send the offer|2026-05-01",
      })
  void aTiedDayStillMoves(String text, String label, String due) {
    assertThat(user(text, task(label, "2026-04-29")).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }
}
