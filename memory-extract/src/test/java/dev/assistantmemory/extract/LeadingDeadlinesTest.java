package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A deadline said about a thing (stop 33): "Deadline is ... for X", "X is the cutoff", "X has a
 * deadline of", "X due <day>", "X has to go in within ..."; with a later clause of its own the
 * thing is still the task and keeps the day, the later clause's step does not take it.
 */
class LeadingDeadlinesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<TaskCandidate> tasks(String text) {
    return Probes.admittedAt(TUESDAY, text).tasks();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Deadline is 9 June for the visa form, I still need a passport photo.|visa form|2026-06-09",
        "Monday is the cutoff for the room bookings, I've got two left to do.|room bookings"
            + "|2026-05-04",
        "The cut-off for ordering school photos is 12 May.|order school photos|2026-05-12",
        "The visa renewal has a deadline of 20 June, can you keep an eye on that?|visa renewal"
            + "|2026-06-20",
        "Grant report due 15 May.|grant report|2026-05-15",
        "Lab write-up for chemistry, 1500 words, due Friday.|lab write-up|2026-05-01",
        // stop 34: a month opens the day after "due"
        "history essay due June 12th and I haven't started|history essay|2026-06-12",
        "Conference abstract due July 3, better start soon.|conference abstract|2026-07-03",
        "The planning objection has to go in within 10 days.|planning objection|2026-05-08",
        "Deadline for the scholarship form is 30 May, so I should start on the references."
            + "|scholarship form|2026-05-30",
      })
  void theThingIsTheTaskAndKeepsItsDay(String text, String thing, String due) {
    List<TaskCandidate> found = tasks(text);
    assertThat(found)
        .filteredOn(t -> t.label().toLowerCase(java.util.Locale.ROOT).contains(thing))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
            });
    // a step of the later clause does not take the thing's deadline, and no watch is a task
    assertThat(found)
        .filteredOn(t -> !t.label().toLowerCase(java.util.Locale.ROOT).contains(thing))
        .allMatch(t -> t.due() == null);
    assertThat(found).noneMatch(t -> t.label().contains("eye on"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Remind me to email Sam about the invoice tomorrow remind me at 9|email Sam about the invoice",
        "Book the vet for Tuesday and remind me the day before|Book the vet",
      })
  void aReminderRequestIsNoPartOfTheLabel(String text, String label) {
    assertThat(tasks(text)).singleElement().satisfies(t -> assertThat(t.label()).isEqualTo(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Our baby is due on 3 June.",
        "The deadline for the essay was last Friday.",
        "She's due back from Lisbon on Friday.",
        "The library books were due yesterday, oops.",
        "Their second baby due in June, so exciting.",
      })
  void aBirthAReturnOrADeadlineGoneByIsNoTask(String text) {
    assertThat(tasks(text)).isEmpty();
  }
}
