package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The day inside a question put to someone else (stop 39, issue 13): "ask Priya if she can cover my
 * shift on Thursday", "Vraag Sanne of ze vrijdag kan koken". The day is what the question is about,
 * not the day the asking is due, so the asking task keeps no due date unless a day is said before
 * the question ("ask Priya by Friday whether ...").
 */
final class AskedDays {

  private AskedDays() {}

  /** The asking, up to the word that opens the question. */
  private static final Pattern ASK_IF =
      Rules.p("\\b(?:ask|asking|vraag|vragen)\\b[^.?!]{0,40}?\\b(?:if|whether|of)\\b");

  /** A task that is the asking itself: "ask Hiro ...", "Noortje vragen of ...". */
  private static final Pattern ASKING = Rules.p("^(?:ask|vraag)\\b|\\bvragen\\b");

  static void clear(List<TaskCandidate> tasks, LocalDate day, Lang lang) {
    tasks.replaceAll(
        t -> {
          if (t.due() == null || t.excerpt() == null || !Cues.find(ASKING, t.label())) {
            return t;
          }
          Matcher m = AsciiCase.matcher(ASK_IF, t.excerpt());
          if (!m.find() || !Dates.find(t.excerpt().substring(0, m.end()), day, lang).isEmpty()) {
            return t;
          }
          return new TaskCandidate(t.label(), t.owner(), null, t.excerpt());
        });
  }
}
