package dev.assistantmemory.core.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.store.EventState;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The user's stored events as a job's extraction sees them (stop 39). */
class StoredEventsTest {
  @Test
  void theMostRecentlyStatedIsLastAndALabelOfADayIsKnownOnce() {
    // as the store reads them: the most recently stated first
    List<EventState> stored =
        List.of(
            new EventState("e3", "Birthday party", "2026-05-09", "c3"),
            new EventState("e2", "dentist appointment", "2026-04-30", "c2"),
            new EventState("e1", "Dentist appointment", "2026-04-30", "c1"),
            new EventState("e0", "Not a day", "2026-13", "c0"));

    assertThat(ExtractionApplier.storedEvents(stored))
        .containsExactly(
            new KnownEvent("e1", "Dentist appointment", LocalDate.parse("2026-04-30")),
            new KnownEvent("e3", "Birthday party", LocalDate.parse("2026-05-09")));
  }
}
