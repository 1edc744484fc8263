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
 * A day said again to correct it, a deadline that slips or is wanted sooner, an occasion's move
 * said of "it", and a deadline that is "gone" (issue 13, stop 36). Sentences written for this test.
 */
class DayCorrectionsTest {
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
        "ring the garage|2026-05-04|no wait, I meant Wednesday|2026-04-29",
        "de garage bellen|2026-05-04|nee wacht, ik bedoelde woensdag|2026-04-29",
        "de garage bellen|2026-05-04|Woensdag bedoel ik, niet maandag|2026-04-29",
        "ring the garage|2026-04-29|actually make it Friday, tomorrow's full|2026-05-01",
        "de garage bellen|2026-04-29|Doe maar vrijdag, morgen ben ik weg|2026-05-01",
        "ring the garage|2026-04-29|the mechanic's away so make it Monday|2026-05-04",
        "de offerte naar de klant sturen|2026-04-30|De klant is er niet, wordt volgende week dinsdag|2026-05-05",
        "send the quote to the client|2026-04-30|Client's away, it's slipped to next Tuesday now|2026-05-05",
        "send the quote to the client|2026-05-04|Update: quote slipped to Thursday because of the audit|2026-04-30",
        "send the quote to the client|2026-05-04|She wants it sooner now, Thursday|2026-04-30",
        "send the quote to the client|2026-05-04|They asked for it sooner, so Thursday it is|2026-04-30",
        "de offerte naar de klant sturen|2026-05-04|Ze wil hem nu donderdag al|2026-04-30",
        "de offerte naar de klant sturen|2026-05-04|Bouwer schuift op, wordt volgende week vrijdag|2026-05-08",
        "buy the leaving present for Ruth|2026-05-15|Her farewell party's been brought forward, so it has to be bought by Friday now|2026-05-01",
      })
  void aCorrectedDayMovesTheDeadline(String task, String due, String text, String day) {
    KnownTask known = new KnownTask("t1", task, "pending", LocalDate.parse(due), false);
    assertThat(extract(text, List.of(known)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.due()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ring the garage|2026-05-04|I can't make it Wednesday, sadly",
        "ring the garage|2026-05-04|Het wordt woensdag mooi weer in de tuin",
        "ring the garage|2026-05-04|Sorry, Wednesday I'm at the dentist all day and then some more",
        "buy the leaving present for Ruth|2026-05-15|The farewell party's been moved to Friday",
      })
  void aDaySaidOtherwiseMovesNothing(String task, String due, String text) {
    KnownTask known = new KnownTask("t1", task, "pending", LocalDate.parse(due), false);
    assertThat(extract(text, List.of(known)).tasks())
        .noneMatch(t -> t.label().equals(task) && !LocalDate.parse(due).equals(t.due()));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Remind me to ring the garage on Monday - sorry, Wednesday, Monday's my long shift|2026-04-29",
        "Remind me to ring the garage on Monday, no, Wednesday|2026-04-29",
        "Remind me to ring the garage on Monday, I mean Thursday|2026-04-30",
      })
  void aDayCorrectedInTheSameSentenceIsTheDueDay(String text, String day) {
    assertThat(extract(text, List.of()).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(day)));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "send the receipts to Omar|Omar says the deadline's been scrapped, they changed the process",
        "send the receipts to Omar|Good news, the deadline's gone, any time is fine",
        "send the receipts to Omar|Update: the deadline's been dropped, he'll collect them",
      })
  void aDeadlineThatIsGoneIsRemoved(String task, String text) {
    KnownTask known = new KnownTask("t1", task, "pending", LocalDate.parse("2026-05-04"), false);
    Extraction got = extract(text, List.of(known));
    assertThat(got.deadlineRemovals())
        .singleElement()
        .satisfies(r -> assertThat(r.taskId()).isEqualTo("t1"));
    assertThat(got.statusChanges()).isEmpty();
  }
}
