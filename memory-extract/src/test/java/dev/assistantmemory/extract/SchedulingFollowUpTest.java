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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Scheduling follow-ups (issue 13): a later message that offers a day for an open task without one
 * ("The vet can see the cat on Thursday") dates it; a terse deadline sentence right after a request
 * in the same message ("Graag vóór vrijdag.") dates that request. Sentences written for this test.
 */
class SchedulingFollowUpTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, List<KnownTask> known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "take the cat to the vet|The vet can see the cat on Thursday.|2026-04-30",
        "de cv-ketel laten onderhouden|Vrijdag kan de monteur de ketel onderhouden.|2026-05-01",
      })
  void aDayOfferedForAnUndatedTaskDatesIt(String task, String text, String day) {
    List<KnownTask> known =
        List.of(
            new KnownTask("t1", task, "pending", null, false),
            new KnownTask("t2", "renew the library books", "pending", null, false));
    assertThat(extract(text, known).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.due()).isEqualTo(LocalDate.parse(day));
            });
  }

  @Test
  void aDatedTaskIsNotMovedByAnOffer() {
    KnownTask dated =
        new KnownTask("t1", "take the cat to the vet", "pending", LocalDate.of(2026, 5, 4), false);
    assertThat(extract("The vet can see the cat on Thursday.", List.of(dated)).tasks()).isEmpty();
  }

  @Test
  void aQuestionOffersNoDay() {
    KnownTask task = new KnownTask("t1", "take the cat to the vet", "pending", null, false);
    assertThat(extract("Can the vet see the cat on Thursday?", List.of(task)).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Kun jij de offerte nalopen, Sanne? Graag vóór donderdag.|2026-04-30",
        "Please book a table for six. Before Saturday if you can.|2026-05-02",
      })
  void aTerseDeadlineAfterARequestDatesIt(String text, String day) {
    assertThat(extract(text, List.of()).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(day)));
  }
}
