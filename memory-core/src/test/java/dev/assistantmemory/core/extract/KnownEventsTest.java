package dev.assistantmemory.core.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.EventMove;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The events a conversation carries from message to message (stop 38): a message's events become
 * known to the next, a move or call-off takes the old day away, and the policy admits moves only of
 * events the extractor was shown.
 */
class KnownEventsTest {
  private static final LocalDate THURSDAY = LocalDate.parse("2026-04-30");
  private static final LocalDate MONDAY = LocalDate.parse("2026-05-04");

  private static Extraction of(List<EventCandidate> events, List<EventMove> moves) {
    return new Extraction(
            List.of(), List.of(), List.of(), List.of(), List.of(), events, List.of(), List.of())
        .withEventMoves(moves);
  }

  @Test
  void aMovedEventLeavesItsOldDayAndTheNewDayIsKnown() {
    List<KnownEvent> known = new ArrayList<>();
    KnownEvents.carry(
        known, of(List.of(new EventCandidate("dentist", THURSDAY, "x")), List.of()), 0);
    assertThat(known).extracting(KnownEvent::date).containsExactly(THURSDAY);
    String id = known.get(0).id();
    KnownEvents.carry(
        known,
        of(
            List.of(new EventCandidate("dentist", MONDAY, "y")),
            List.of(new EventMove(id, MONDAY, "y"))),
        1);
    assertThat(known).extracting(KnownEvent::date).containsExactly(MONDAY);
  }

  @Test
  void aCalledOffEventIsNoLongerKnown() {
    List<KnownEvent> known = new ArrayList<>(List.of(new KnownEvent("e1", "dinner", THURSDAY)));
    KnownEvents.carry(known, of(List.of(), List.of(new EventMove("e1", null, "off"))), 1);
    assertThat(known).isEmpty();
  }

  @Test
  void theSameEventSaidAgainIsKnownOnce() {
    List<KnownEvent> known = new ArrayList<>(List.of(new KnownEvent("e1", "dinner", THURSDAY)));
    KnownEvents.carry(
        known, of(List.of(new EventCandidate("dinner", THURSDAY, "again")), List.of()), 1);
    assertThat(known).hasSize(1);
  }
}
