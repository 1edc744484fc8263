package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.KnownEvents;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Event moves (stop 38, the event twin of the deadline moves): a later message of a conversation
 * that moves an occasion the user already has to another day, or calls it off, names that known
 * event, so its old day does not stay an event. Sentences written for this test.
 */
class EventMovesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction turn(String text, List<KnownEvent> events, List<KnownTask> tasks) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(tasks, 0)
            .withKnownEvents(events);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  /** The extraction of the second turn, after the first turn's events became known. */
  private Extraction after(String first, String second, List<KnownTask> tasks) {
    List<KnownEvent> known = new ArrayList<>();
    KnownEvents.carry(known, turn(first, List.of(), tasks), 0);
    assertThat(known).as("the first turn's event").isNotEmpty();
    return turn(second, known, tasks);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I have a dentist appointment on Thursday.|The dentist moved it, my appointment is on"
            + " Monday now.|2026-05-04",
        "My physio appointment is on Friday.|They pushed the appointment to next week"
            + " Wednesday.|2026-05-06",
        "De tandarts afspraak is donderdag.|De afspraak is verzet naar vrijdag.|2026-05-01",
        "We hebben woensdag een vergadering met het bestuur.|Het bestuur heeft de vergadering"
            + " verplaatst naar 7 mei.|2026-05-07",
        "The school concert is on the 5th of May.|It's been moved to the 12th of May.|2026-05-12",
        "De buurtborrel is op 9 mei.|Verzet naar 16 mei.|2026-05-16",
        "The piano recital is on Saturday the 9th of May.|Got a letter from the school, it's been"
            + " moved to the 16th of May.|2026-05-16",
        "The electrician is coming on Wednesday.|He can't do Wednesday after all. Thursday it"
            + " is.|2026-04-30",
        "Lunch with Priya is on Thursday.|She's busy then, we went with Friday.|2026-05-01",
      })
  void aMoveNamesTheKnownEventAndGivesItsNewDay(String first, String second, String day) {
    Extraction got = after(first, second, List.of());
    assertThat(got.eventMoves())
        .singleElement()
        .satisfies(m -> assertThat(m.date()).isEqualTo(LocalDate.parse(day)));
    assertThat(got.events())
        .extracting(Extraction.EventCandidate::date)
        .containsExactly(LocalDate.parse(day));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "We're having dinner with the Jansens on Saturday.|The dinner is cancelled, they're ill.",
        "Zaterdag is het tuinfeest bij Ans.|Het tuinfeest gaat niet door vanwege de regen.",
        "Our camping trip to Wales is on the 16th of May.|Bad news, the trip's off.",
      })
  void aCallOffNamesTheKnownEventWithoutADay(String first, String second) {
    Extraction got = after(first, second, List.of());
    assertThat(got.eventMoves()).singleElement().satisfies(m -> assertThat(m.date()).isNull());
    assertThat(got.events()).isEmpty();
  }

  @Test
  void aMoveOfItIsTheTasksWhenAnOpenTaskHasADeadline() {
    // "it" after "send the slides by Friday" may be the task: the deadline rules read that
    KnownTask slides =
        new KnownTask("t1", "send the slides", "pending", LocalDate.parse("2026-05-01"), false);
    Extraction got =
        after("I have a team meeting on Thursday.", "They moved it to Monday.", List.of(slides));
    assertThat(got.eventMoves()).isEmpty();
  }

  @Test
  void aGuestWhoCancelsDoesNotCallTheOccasionOff() {
    Extraction got =
        after(
            "Zaterdag is het tuinfeest bij Ans.",
            "Kees zou de salades meenemen naar het tuinfeest, maar hij heeft afgezegd.",
            List.of());
    assertThat(got.eventMoves()).isEmpty();
  }

  @Test
  void aSentenceThatNamesNoKnownEventMovesNothing() {
    Extraction got =
        after(
            "I have a dentist appointment on Thursday.",
            "My brother moved to Leeds on Friday and the removal van was late.",
            List.of());
    assertThat(got.eventMoves()).isEmpty();
  }

  @Test
  void theServiceAdmitsOnlyMovesOfEventsItShowed() {
    Extraction made =
        Extraction.empty()
            .withEventMoves(List.of(new Extraction.EventMove("event:9:0", null, "it's off")));
    ExtractionInput in =
        ExtractionInput.of("it's off", "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    assertThat(ExtractionPolicy.admit(made, in).eventMoves()).isEmpty();
  }
}
