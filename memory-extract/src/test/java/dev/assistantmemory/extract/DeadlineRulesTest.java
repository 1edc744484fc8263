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
 * Deadlines (issue 13.4): counts of days that are deadlines by themselves, deadlines said about a
 * thing, and a later message that moves a known task's deadline. Removal wording never completes.
 */
class DeadlineRulesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction user(String text, KnownTask... known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I need to order the desk chair within 2 days.|2026-04-30",
        "I have to send the lease back within three days.|2026-05-01",
        "Ik moet de schade binnen tien dagen melden.|2026-05-08",
        "Ik moet over vijf dagen de huur betalen.|2026-05-03",
        "I need to renew my passport within a fortnight.|2026-05-12",
        "I have to return the rental skis in the next 3 days.|2026-05-01",
        "I need to book the boiler service in the next fortnight.|2026-05-12",
        "Ik moet de offerte in de komende vier dagen ondertekenen.|2026-05-02",
      })
  void aCountOfDaysIsADeadline(String text, String due) {
    assertThat(user(text).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  @ParameterizedTest(name = "{0} -> {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "My passport renewal form is due on 2 May.|passport renewal form|2026-05-02",
        "The expense report has to be in by Friday.|expense report|2026-05-01",
        "The deadline for the conference abstract is May 8.|conference abstract|2026-05-08",
        "The visa application needs to be filed in 21 days at the latest.|visa application"
            + "|2026-05-19",
        "Het rapport moet vóór vrijdag binnen zijn.|rapport|2026-05-01",
        "Vrijdag moet de eindafrekening betaald zijn.|eindafrekening|2026-05-01",
      })
  void aDeadlineSaidAboutAThingIsTheUsersTask(String text, String words, String due) {
    assertThat(user(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).contains(words);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The organisers pushed it back, the paper is now due May 12.|2026-05-12",
        "Professor moved the lab report to Friday next week.|2026-05-08",
        "The new deadline for the lab report is 6 May.|2026-05-06",
        "De nieuwe deadline voor het verslag is 6 mei.|2026-05-06",
        "Mijn begeleider heeft de deadline verschoven naar 7 mei.|2026-05-07",
        "They extended it, it's now due next Monday.|2026-05-04",
      })
  void aLaterMessageMovesTheKnownTasksDeadline(String text, String due) {
    KnownTask report =
        new KnownTask(
            "t1", "hand in the lab report", "pending", LocalDate.parse("2026-04-30"), false);
    assertThat(user(text, report).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("hand in the lab report");
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  @Test
  void aDueDateTheUserSetIsNotMovedAndVagueWordingMovesNothing() {
    KnownTask manual =
        new KnownTask(
            "t1", "hand in the lab report", "pending", LocalDate.parse("2026-04-30"), true);
    assertThat(user("The lab report is moved to 6 May.", manual).tasks()).isEmpty();
    KnownTask inferred =
        new KnownTask(
            "t1", "hand in the lab report", "pending", LocalDate.parse("2026-04-30"), false);
    assertThat(user("The lab report might be flexible.", inferred).tasks()).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "The funder dropped the deadline for the grant report, so no rush.",
        "HR scrapped the deadline for the grant report.",
        "De deadline voor het grant report is geschrapt.",
      })
  void removalWordingRemovesTheDeadlineAndNeverCompletesTheTask(String text) {
    KnownTask grant =
        new KnownTask(
            "t1", "finish the grant report", "pending", LocalDate.parse("2026-05-01"), false);
    Extraction e = user(text, grant);
    assertThat(e.statusChanges()).isEmpty();
    assertThat(e.deadlineRemovals())
        .singleElement()
        .satisfies(r -> assertThat(r.taskId()).isEqualTo("t1"));
  }
}
