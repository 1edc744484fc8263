package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two people asked for two things in one sentence (issue 13, twelfth pass): "I asked Noel to fix
 * the fence and Harriet to take the recycling to the tip" and "Ik heb Mehmet gevraagd de schutting
 * te repareren en Jolien om het oud papier weg te brengen". The request rules read the first
 * person's request up to the end of the sentence ("fix the fence and Harriet to take ...") or give
 * the second request to the first person ("Jolien om het oud papier wegbrengen"); here the second
 * request becomes the second person's, with the day said in its half of the sentence.
 */
final class SecondRequests {

  private SecondRequests() {}

  /** "fix the fence panel and Harriet to take the recycling": the second request in a label. */
  private static final Pattern SECOND_EN =
      Pattern.compile(
          "^(?<first>\\p{L}.+?),? and (?<name>\\p{Lu}\\p{Ll}+) to (?<second>\\p{Ll}+\\s.+)$");

  /** "Jolien om het oud papier wegbrengen": a person and "om" opening a Dutch label. */
  private static final Pattern SECOND_NL =
      Pattern.compile("^(?<name>\\p{Lu}\\p{Ll}+) om (?<second>\\p{Ll}.+)$");

  /** The verbs of asking that head such a sentence. */
  private static final Pattern ASKED =
      Rules.p("\\b(?:asked|told|gevraagd|verzocht|opgedragen|ask|vraag)\\b");

  /** The tasks with each second request given to its own person. */
  static List<TaskCandidate> split(List<TaskCandidate> tasks, Lang lang, LocalDate day) {
    if (tasks.isEmpty()) {
      return tasks;
    }
    List<TaskCandidate> out = new ArrayList<>(tasks.size() + 1);
    for (TaskCandidate t : tasks) {
      String excerpt = t.excerpt() == null ? "" : t.excerpt();
      if (t.owner() == null
          || t.owner().equals(dev.assistantmemory.core.extract.Extraction.SELF)
          || !Cues.find(ASKED, excerpt)) {
        out.add(t);
        continue;
      }
      Matcher en = AsciiCase.matcher(SECOND_EN, t.label());
      Matcher nl = AsciiCase.matcher(SECOND_NL, t.label());
      if (lang != Lang.NL && en.matches() && excerpt.contains(en.group("name"))) {
        String name = en.group("name");
        boolean dueInSecond = dueAfter(excerpt, name, t.due(), day, lang);
        out.add(
            new TaskCandidate(
                en.group("first").strip(), t.owner(), dueInSecond ? null : t.due(), excerpt));
        out.add(
            new TaskCandidate(
                withoutDay(en.group("second"), lang, day),
                name,
                dueInSecond ? t.due() : null,
                excerpt));
      } else if (lang == Lang.NL && nl.matches() && !nl.group("name").equals(t.owner())) {
        out.add(new TaskCandidate(nl.group("second").strip(), nl.group("name"), t.due(), excerpt));
      } else {
        out.add(t);
      }
    }
    return out;
  }

  /** Whether the day of the task is said after the second person's name. */
  private static boolean dueAfter(
      String excerpt, String name, LocalDate due, LocalDate day, Lang lang) {
    if (due == null) {
      return false;
    }
    int at = excerpt.indexOf(name);
    return Dates.find(excerpt, day, lang).stream()
        .anyMatch(s -> s.start() > at && due.equals(s.date()));
  }

  /** The second request without a day said at its end ("... to the tip on Saturday"). */
  private static String withoutDay(String label, Lang lang, LocalDate day) {
    List<Dates.Span> spans = Dates.find(label, day, lang);
    String out = RuleBasedExtractor.withoutDates(label, spans).strip();
    out = Rx.replaceAll(out, "\\s+(?:on|by|before|at)$", "").replaceAll("\\s{2,}", " ");
    return Rx.replaceAll(out, "[,.!]+$", "").strip();
  }
}
