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
          "\\s*\\b(?:by|before|no later than|due(?: on)?|until|till|uiterlijk(?: op)?|vóór"
              + "|tot(?: en met)?)\\s+(?:the|de)\\s+"
              + "(?<n>[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th|e|ste|de)\\b"
              + "(?!\\s+(?:week|weekend|floor|time|place|row|grade|round|verdieping|keer|plaats|plek"
              + "|klas|rij|ronde)\\b)");

  /** A move to a bare ordinal day: "pushed back to the 20th", "verschoven naar de 23e". */
  private static final Pattern MOVED_TO =
      Rules.p(
          "\\s*\\b(?:to|naar)\\s+(?:the|de)\\s+(?<n>[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th|e|ste|de)\\b"
              + "(?!\\s+(?:week|weekend|floor|time|place|row|grade|round|edition|century|verdieping"
              + "|keer|plaats|plek|klas|rij|ronde|eeuw)\\b)");

  private static final Pattern AN_ORDINAL = Pattern.compile("\\d(?:st|nd|rd|th|e|ste|de)\\b");

  /**
   * The date spans with the sentence's bare ordinal deadline added ("is due on the 25th", "pushed
   * back to the 20th"), for the deadline rules only: it is no date mention.
   */
  static List<Dates.Span> withOrdinal(String sentence, LocalDate day, List<Dates.Span> spans) {
    if (!Text.hasDigit(sentence) || !Cues.find(AN_ORDINAL, sentence)) {
      return spans; // its "\\d" matches ASCII digits only: without one, no ordinal
    }
    Matcher m = AsciiCase.matcher(ORDINAL, sentence);
    if (!Cues.mayMatch(ORDINAL, sentence) || !m.find()) {
      m = AsciiCase.matcher(MOVED_TO, sentence);
      if (!Cues.mayMatch(MOVED_TO, sentence) || !m.find()) {
        return spans;
      }
    }
    int start = m.start("n");
    if (spans.stream().anyMatch(s -> s.start() <= start && start < s.end())) {
      return spans; // "by the 24th of May": a date already
    }
    LocalDate due = next(day, Integer.parseInt(m.group("n")));
    if (due == null) {
      return spans;
    }
    List<Dates.Span> out = new java.util.ArrayList<>(spans);
    out.add(new Dates.Span(start, m.end(), m.group().strip(), due, Dates.Cue.DEADLINE));
    out.sort(java.util.Comparator.comparingInt(Dates.Span::start));
    return out;
  }

  /** The next day numbered {@code n} from {@code day} on, this month or the next two; or null. */
  static LocalDate next(LocalDate day, int n) {
    for (int ahead = 0; ahead < 3; ahead++) {
      LocalDate month = day.withDayOfMonth(1).plusMonths(ahead);
      if (n <= month.lengthOfMonth() && !month.withDayOfMonth(n).isBefore(day)) {
        return month.withDayOfMonth(n);
      }
    }
    return null;
  }

  /** Dates the tasks from {@code from} on that the sentence gave no due date. */
  static void apply(String sentence, LocalDate day, List<TaskCandidate> tasks, int from) {
    if (tasks.size() == from || !Cues.find(AN_ORDINAL, sentence)) {
      return;
    }
    Matcher m = AsciiCase.matcher(ORDINAL, sentence);
    if (!Cues.mayMatch(ORDINAL, sentence) || !m.find()) {
      return;
    }
    LocalDate due = next(day, Integer.parseInt(m.group("n")));
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      if (t.due() == null && due != null) {
        String label = Text.clean(t.label().replace(m.group().strip(), " "));
        tasks.set(i, new TaskCandidate(label, t.owner(), due, t.excerpt()));
      }
    }
  }
}
