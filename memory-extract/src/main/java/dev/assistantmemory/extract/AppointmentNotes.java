package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tasks read from a note that opens with a clock time (stop 37). An appointment noted with its hour
 * and no act ("Zet in mijn agenda: vrijdag 10 uur kapper") is the hairdresser's appointment, an
 * occasion, not a duty called "10 uur kapper"; an act after the hour ("9:30 tandarts bellen", "10am
 * call the bank") stays a task, and an hour that can only be a clock's is no part of its label
 * ("16:00 pakket ophalen" is "pakket ophalen").
 */
final class AppointmentNotes {
  private AppointmentNotes() {}

  /** A clock time opening what a note lists: "10 uur kapper", "9:30 dentist", "3pm physio". */
  private static final Pattern CLOCK_FIRST =
      Pattern.compile(
          "(?iu)^(?:om\\s+|at\\s+)?\\d{1,2}(?:[:.]\\d{2}\\s*(?:uur|u|am|pm|h)?|\\s*(?:uur|u|am|pm|h))"
              + "\\s+(\\S.*)$");

  /** An hour that can be nothing but a clock's ("16:00", "9.30", "3pm"), not "2 uur" (hours). */
  private static final Pattern CLOCK_ONLY =
      Pattern.compile(
          "(?iu)^(?:om\\s+|at\\s+)?(?:\\d{1,2}[:.]\\d{2}|\\d{1,2}\\s*(?:am|pm))\\s+(\\S.*)$");

  /** Whether the label is an hour and what happens then, with no act: "10 uur kapper". */
  static boolean is(String label) {
    Matcher m = AsciiCase.matcher(CLOCK_FIRST, label.strip());
    return m.matches() && !ActionVerbs.looksLikeAnAction(Rx.split(m.group(1).strip(), "\\s+"));
  }

  /**
   * Removes the sentence's tasks (from {@code from}) that are appointment notes, which leaves the
   * sentence read clause by clause for its occasion, and drops a clock's hour from the front of the
   * labels left.
   */
  static void apply(List<TaskCandidate> tasks, int from) {
    tasks.subList(from, tasks.size()).removeIf(t -> is(t.label()));
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      Matcher clock = AsciiCase.matcher(CLOCK_ONLY, t.label().strip());
      if (clock.matches()) { // "16:00 pakket ophalen": the hour is no part of the act
        tasks.set(i, new TaskCandidate(clock.group(1).strip(), t.owner(), t.due(), t.excerpt()));
      }
    }
  }
}
