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
 * A deadline move said in the present tense or with "now" after the day (issue 13, stop 32): "the
 * quilt deadline moves to 13 May", "shifts to", "de deadline schuift naar", "the deadline is 21 May
 * now", "de deadline is nu 21 mei". Sentences written for this test.
 */
class PresentMovesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, List<KnownTask> known) {
    ExtractionInput in =
        new ExtractionInput(text, "user", null, Scope.personal, TUESDAY, ZoneOffset.UTC, known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "finish the quilt for the baby|The baby is late, so the quilt deadline moves to 13 May.|2026-05-13",
        "de quilt voor de baby afmaken|De baby is laat, dus de deadline voor de quilt schuift naar 13 mei.|2026-05-13",
        "print the flyers|The printer is ill, the deadline shifts to 21 May.|2026-05-21",
        "de flyers drukken|De drukker is ziek, de deadline verschuift naar 21 mei.|2026-05-21",
        "print the flyers|The printer is ill, the deadline is 21 May now.|2026-05-21",
        "de flyers drukken|De drukker is ziek, de deadline is nu 21 mei.|2026-05-21",
      })
  void aMoveInThePresentDatesTheTask(String task, String text, String day) {
    KnownTask open = new KnownTask("t1", task, "pending", LocalDate.of(2026, 5, 8), false);
    assertThat(extract(text, List.of(open)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.due()).isEqualTo(LocalDate.parse(day));
            });
  }
}
