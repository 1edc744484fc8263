package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The occasion an open task is for, dated by the reply that gives the task its day (stop 44, the
 * README's v8 choice: "check the first aid kits before camp" … "When is camp?" … "Wednesday 2
 * September" makes camp an event on that day): "sort the raffle prizes for the quiz night" … "the
 * 7th of April" gives "quiz night" on the 7th of April.
 */
final class AnsweredOccasions {
  private AnsweredOccasions() {}

  /** The last "for / before the X" of the task's label, up to three words. */
  private static final Pattern FOR_OCCASION =
      p(
          "\\b(?:for|before|ahead of|voor|vóór)\\s+(?:the|de|het|my|our|mijn|onze|ons)\\s+"
              + "((?:[\\p{L}'’-]+\\s+){0,2}[\\p{L}'’-]+)\\s*$");

  /** A reply that gives a deadline ("it has to happen before the 6th"), not the occasion's day. */
  private static final Pattern DEADLINE =
      p(
          "\\b(?:by|before|vóór|voor|tegen|uiterlijk|no later than|at the latest|latest"
              + "|op z'n laatst|ten laatste)\\b");

  /** A move of house, which no occasion noun names. */
  private static final Pattern MOVE = p("^(?:move|removal|verhuizing)$");

  static Optional<EventCandidate> find(String taskLabel, LocalDate date, String excerpt) {
    if (taskLabel == null
        || date == null
        // "it has to happen before the 6th": the task's deadline, not the occasion's day
        || Cues.find(DEADLINE, excerpt)) {
      return Optional.empty();
    }
    Matcher m = AsciiCase.matcher(FOR_OCCASION, taskLabel.strip());
    if (!m.find()) {
      return Optional.empty();
    }
    String occasion = m.group(1).strip();
    if (OccasionPatterns.eventHead(occasion) == null && !Cues.find(MOVE, occasion)) {
      return Optional.empty(); // "buy a present for the teacher": no occasion
    }
    return Optional.of(new EventCandidate(occasion, date, excerpt));
  }
}
