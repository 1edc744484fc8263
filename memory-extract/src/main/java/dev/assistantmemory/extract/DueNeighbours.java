package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A day said relative to the known task's own due day in a later message (issue 13, stop 41): "the
 * day before", "a day later", "two days earlier", "de dag ervoor", "een dag later", "twee dagen
 * eerder". The grammar has no anchor for these in the message itself ({@link Dates} grounds only on
 * the message's date), so they are read here against the due day of the task they move: "she's away
 * that day, I'll phone her the day before" moves a task due on the 12th to the 11th. "The day
 * before yesterday" and "the day after tomorrow" are days of the message, not of the task; "the day
 * before the wedding" names its own anchor; a reminder's day ("I'll remind you the day before") is
 * not the task's new day.
 */
final class DueNeighbours {

  private DueNeighbours() {}

  private static final Map<String, Integer> COUNTS =
      Map.ofEntries(
          Map.entry("a", 1),
          Map.entry("one", 1),
          Map.entry("een", 1),
          Map.entry("één", 1),
          Map.entry("the", 1),
          Map.entry("de", 1),
          Map.entry("two", 2),
          Map.entry("twee", 2),
          Map.entry("three", 3),
          Map.entry("drie", 3),
          Map.entry("2", 2),
          Map.entry("3", 3),
          Map.entry("4", 4),
          Map.entry("four", 4),
          Map.entry("vier", 4));

  /**
   * A count of days and which way, with nothing after it that names another anchor: the clause ends
   * or goes on with a connective.
   */
  private static final Pattern SHIFT =
      Rules.p(
          "\\b(?<n>a|one|een|één|the|de|two|twee|three|drie|four|vier|[234])\\s+"
              + "(?:days?|dag|dagen)\\s+(?<way>before|after|earlier|later|eerder|later|ervoor"
              + "|daarvoor|erna|daarna)"
              + "(?:\\s+(?:that|then|instead|dan|toch|al))?"
              + "\\s*(?:[,.;:!?)]|$|\\s+(?:instead|then|so|and|but|because|as|since|dan|dus|want"
              + "|en|maar|omdat|toch|al|wel)\\b)");

  /** "The day before yesterday", "the day after tomorrow": days of the message itself. */
  private static final Pattern MESSAGE_DAY =
      Rules.p("\\bday (?:before|after)\\s+(?:yesterday|tomorrow)\\b");

  /** A reminder's day is not the task's day: "I'll remind you the day before". */
  private static final Pattern REMINDER = Rules.p("\\b(?:remind|reminder|herinner|herinnering)");

  /** The days between the known due day and the one the sentence says, if it says one. */
  static Integer shift(String sentence) {
    if (Cues.find(MESSAGE_DAY, sentence) || Cues.find(REMINDER, sentence)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(SHIFT, sentence);
    if (!m.find()) {
      return null;
    }
    String n = m.group("n").toLowerCase(java.util.Locale.ROOT);
    String way = m.group("way").toLowerCase(java.util.Locale.ROOT);
    if ((n.equals("the") || n.equals("de"))
        && !way.matches("before|after|ervoor|daarvoor|erna|daarna")) {
      return null; // "the days later" is no shift of one day
    }
    int days = COUNTS.getOrDefault(n, 1);
    boolean back = way.matches("before|earlier|eerder|ervoor|daarvoor");
    return back ? -days : days;
  }

  /**
   * The known task moved to the day next to its due day: the task the sentence names, else the one
   * open task with a due day. A due day the user set by hand is not moved.
   */
  static Optional<TaskCandidate> change(
      String sentence, List<Dates.Span> spans, List<KnownTask> known, LabelStems stems) {
    if (!spans.isEmpty() || known.isEmpty()) {
      return Optional.empty(); // a day the message names itself is read by the other rules
    }
    Integer shift = shift(sentence);
    if (shift == null) {
      return Optional.empty();
    }
    List<KnownTask> dated =
        known.stream().filter(KnownTask::isOpen).filter(t -> t.due() != null).toList();
    KnownTask target = RuleBasedExtractor.bestTask(sentence, dated, 0.34, stems);
    if (target == null && dated.size() == 1) {
      target = dated.get(0);
    }
    if (target == null || target.dueSetByUser()) {
      return Optional.empty();
    }
    return Optional.of(
        new TaskCandidate(target.label(), null, target.due().plusDays(shift), sentence));
  }
}
