package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

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
 * A later message that moves a known task's due day (issue 13, stop 39): a later day said to be
 * fine now, the thing not needed before a later day, and the days that are not the new day (the day
 * someone is away, the day a reminder comes).
 */
class DeadlineMovesTest {
  /** Tuesday 28 April 2026; the lab report is due Thursday 30 April. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static final KnownTask REPORT =
      new KnownTask(
          "t1", "hand in the lab report", "pending", LocalDate.parse("2026-04-30"), false);

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private LocalDate movedTo(String role, String text) {
    ExtractionInput in =
        ExtractionInput.of(text, role, Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(REPORT), 0);
    var tasks = ExtractionPolicy.admit(extractor.extract(in), in).tasks();
    assertThat(tasks)
        .singleElement()
        .satisfies(t -> assertThat(t.label()).isEqualTo(REPORT.label()));
    return tasks.get(0).due();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // stop 45 fix: a role the task does not name ("The landlord says ...") moves nothing
        // (DeadlineClaimsTest); a person said by name or a pronoun still does
        "He says Monday is fine now.|2026-05-04",
        "Sara says Wednesday 6 May is fine for the report now.|2026-05-06",
        "The report isn't needed till Friday 8 May now.|2026-05-08",
        "Het verslag is pas op 7 mei nodig.|2026-05-07",
      })
  void aLaterDaySaidToBeFineNowMovesTheDueDay(String text, String due) {
    assertThat(movedTo("user", text)).isEqualTo(LocalDate.parse(due));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "De docent zegt dat het verslag pas uiterlijk maandag 4 mei hoeft.|2026-05-04",
        "Ze zegt dat de feedback pas op 6 mei komt.|2026-05-06",
        "The lab data won't be ready till Wednesday 6 May.|2026-05-06",
      })
  void aLaterDaySaidWithTheVerbLastOrAsNotReadyBeforeMovesTheDueDay(String text, String due) {
    assertThat(movedTo("user", text)).isEqualTo(LocalDate.parse(due));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "She moved it to Wednesday 6 May, she's away on Friday.|user|2026-05-06",
        "She moved it to Wednesday 6 May, she's off on Friday.|user|2026-05-06",
        "Moved it to 8 May; I'll remind you on the 7th of May.|assistant|2026-05-08",
      })
  void theDaySomeoneIsAwayOrARemindersDayIsNotTheNewDay(String text, String role, String due) {
    assertThat(movedTo(role, text)).isEqualTo(LocalDate.parse(due));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Maak er maar vrijdag van, donderdag heb ik late dienst|2026-05-01",
        "Maak er maar 8 mei van, 6 mei ben ik weg|2026-05-08",
        "Let's make it Friday 8 May, on Wednesday 6 May I'm away|2026-05-08",
        "Make it Wednesday 6 May, Rosa can't on Monday|2026-05-06",
        "Schuif het maar naar vrijdag, donderdag kan ik niet|2026-05-01",
      })
  void aDayChosenInsteadMovesTheDueDayAndTheDaySomeoneCannotIsNot(String text, String due) {
    assertThat(movedTo("user", text)).isEqualTo(LocalDate.parse(due));
  }

  @org.junit.jupiter.api.Test
  void makingItToADayIsNoMove() {
    ExtractionInput in =
        ExtractionInput.of(
                "We could make it Friday if the trains run.",
                "user",
                Scope.personal,
                TUESDAY,
                ZoneOffset.UTC)
            .withKnownTasks(List.of(REPORT), 0);
    assertThat(ExtractionPolicy.admit(extractor.extract(in), in).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "sorry, by Monday, the printer is broken till then|2026-05-04",
        "Oeps, uiterlijk maandag, de printer is stuk.|2026-05-04",
        "and now it's Wednesday after all. honestly|2026-04-29",
        "Nu is het toch woensdag, de docent is ziek.|2026-04-29",
        "The teacher says she wants it by Friday 8 May now.|2026-05-08",
        "Sara needs them back by Friday 8 May, she's marking that weekend.|2026-05-08",
        "Sara wil hem uiterlijk 6 mei terug.|2026-05-06",
      })
  void aLaterDaySaidAsTheDayNowOrAfterAnApologyMovesTheDueDay(String text, String due) {
    // stop 44: a follow-up that names no verb of moving: the day is the day now, after all,
    // after "sorry", or the day someone wants the thing back by
    assertThat(movedTo("user", text)).isEqualTo(LocalDate.parse(due));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Sorry, Monday I'm off, so no news till then.",
        "Now it's raining again, typical.",
        "Sorry for the delay, the garage called.",
      })
  void anApologyOrANowWithoutADayToDoItByIsNoMove(String text) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(REPORT), 0);
    assertThat(ExtractionPolicy.admit(extractor.extract(in), in).tasks())
        .noneMatch(t -> t.label().equals(REPORT.label()));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // stop 45: a day someone says is fine, a correction opened by "wait no" or "nee sorry",
        // the thing wanted earlier or already on a day, a deadline someone sets
        "Mr Okafor said Monday is fine.|2026-05-04",
        "wait no, it's due Wednesday 6 May, I read it wrong|2026-05-06",
        "nee sorry, uiterlijk woensdag 6 mei, ik had het verkeerd gelezen|2026-05-06",
        "De docent zegt dat het eerder moet, uiterlijk morgen|2026-04-29",
        "The lab says it has to be in sooner, by tomorrow|2026-04-29",
        "Oh nee, ze willen het morgen al|2026-04-29",
        "The professor has set a hard deadline: Monday 4 May|2026-05-04",
        "De begeleider heeft een deadline gesteld: uiterlijk maandag|2026-05-04",
      })
  void aDaySaidFineACorrectionOrADaySetByAnotherMovesTheDueDay(String text, String due) {
    assertThat(movedTo("user", text)).isEqualTo(LocalDate.parse(due));
  }
}
