package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bare ordinal day after a deadline word (issue 13, eighth pass): "I need to pay the rent by the
 * 24th", "De huur moet uiterlijk de 15e betaald zijn". The day is the next one of that number, this
 * month or the next. It dates only a task of the same sentence that has no due date yet and is not
 * stored as a date mention (read as a date anywhere, "the 3rd floor" and "came 2nd" made false
 * dates in the seventh pass).
 */
final class OrdinalDeadlines {

  private OrdinalDeadlines() {}

  private static final Pattern ORDINAL =
      Rules.p(
          "\\s*\\b(?:by|before|no later than|due(?: on)?|uiterlijk(?: op)?|vóór)\\s+(?:the|de)\\s+"
              + "(?<n>[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th|e|ste|de)\\b"
              + "(?!\\s+(?:week|weekend|floor|time|place|row|grade|round|verdieping|keer|plaats|plek"
              + "|klas|rij|ronde)\\b)");

  private static final Pattern AN_ORDINAL = Pattern.compile("\\d(?:st|nd|rd|th|e|ste|de)\\b");

  /** Dates the tasks from {@code from} on that the sentence gave no due date. */
  static void apply(String sentence, LocalDate day, List<TaskCandidate> tasks, int from) {
    if (tasks.size() == from || !AN_ORDINAL.matcher(sentence).find()) {
      return;
    }
    Matcher m = ORDINAL.matcher(sentence);
    if (!m.find()) {
      return;
    }
    int n = Integer.parseInt(m.group("n"));
    LocalDate due = null;
    for (int ahead = 0; ahead < 3 && due == null; ahead++) {
      LocalDate month = day.withDayOfMonth(1).plusMonths(ahead);
      if (n <= month.lengthOfMonth() && !month.withDayOfMonth(n).isBefore(day)) {
        due = month.withDayOfMonth(n);
      }
    }
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      if (t.due() == null && due != null) {
        String label = Text.clean(t.label().replace(m.group().strip(), " "));
        tasks.set(i, new TaskCandidate(label, t.owner(), due, t.excerpt()));
      }
    }
  }
}
