package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import java.util.List;

/**
 * The events a conversation's earlier messages gave, carried to its later ones as the extractor's
 * {@link ExtractionInput#knownEvents()} (the twin of the known tasks a job carries): an event moved
 * or called off leaves the list, the events of the message join it (one of a label and day once).
 */
public final class KnownEvents {
  private KnownEvents() {}

  /**
   * Applies extraction {@code e} of source number {@code source} to {@code known}: its moves take
   * their events' old days away, its events are known from now on ({@code source:index} ids).
   */
  public static void carry(List<KnownEvent> known, Extraction e, int source) {
    for (Extraction.EventMove m : e.eventMoves()) {
      known.removeIf(k -> k.id().equals(m.eventId()));
    }
    for (int i = 0; i < e.events().size(); i++) {
      Extraction.EventCandidate ev = e.events().get(i);
      if (known.stream()
          .noneMatch(k -> k.label().equals(ev.label()) && k.date().equals(ev.date()))) {
        known.add(new KnownEvent("event:" + source + ":" + i, ev.label(), ev.date()));
      }
    }
  }
}
