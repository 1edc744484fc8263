package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A day said as the owner of a noun is the day of that thing, not the task's due day (issue 13,
 * stop 41): "book the boat for Sunday's outing", "buy a gift for Saturday's party", "print the
 * slides for tomorrow's meeting". The outing is on Sunday; the booking has no day of its own. When
 * every mention of a task's due day in its sentence is such a possessive after "for", the task
 * keeps no due day; the same day said on its own as well ("book it by Friday for Friday's dinner"),
 * a day before a deadline noun ("before Friday's launch") and the act's own day ("I'll do Monday's
 * pickup") keep it.
 */
final class PossessiveDays {

  private PossessiveDays() {}

  private static final Pattern POSSESSIVE = Rules.p("^(?:'s|’s)\\s+\\p{L}");

  /** The thing the act is for: "for Sunday's outing" ("before Friday's launch" is a due day). */
  private static final Pattern FOR = Rules.p("\\bfor\\s+$");

  /** The tasks whose due day is only the day of a thing named in the sentence, without it. */
  static void clear(List<TaskCandidate> tasks, LocalDate day, Lang lang) {
    if (lang != Lang.EN) {
      return;
    }
    tasks.replaceAll(
        t -> {
          if (t.due() == null || t.excerpt() == null || t.excerpt().indexOf('s') < 0) {
            return t;
          }
          boolean possessive = false;
          for (Dates.Span s : Dates.find(t.excerpt(), day, lang)) {
            if (!t.due().equals(s.date())) {
              continue;
            }
            if (!AsciiCase.matcher(POSSESSIVE, t.excerpt().substring(s.end())).find()
                || !AsciiCase.matcher(FOR, t.excerpt().substring(0, s.start())).find()) {
              return t; // the day said on its own
            }
            possessive = true;
          }
          return possessive ? new TaskCandidate(t.label(), t.owner(), null, t.excerpt()) : t;
        });
  }
}
