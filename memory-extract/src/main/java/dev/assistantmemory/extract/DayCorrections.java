package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A day said again to correct it (issue 13, stop 36): in a later message ("no wait, I meant
 * Thursday", "nee wacht, ik bedoelde woensdag", "actually make it Friday", "doe maar overmorgen",
 * "wordt volgende week donderdag", "so tomorrow it is") the new day moves the known task's
 * deadline; inside the sentence that gives the task ("on Wednesday - sorry, Thursday", "maandag,
 * nee dinsdag") the corrected day is the due day, not the first one said.
 */
final class DayCorrections {

  private DayCorrections() {}

  /** Right before a day: the words that put it in place of the day said before. */
  private static final Pattern BEFORE =
      Rules.p(
          "(?:\\b(?:i|we) meant|\\b(?:i|we) mean|\\bik bedoel(?:de)?|\\bwe bedoelden"
              + "|(?<!(?:n't|not|cannot|never) )\\bmake (?:it|that)|\\bdoe (?:dan )?maar"
              + "|(?:^|[,;:]\\s*|\\b(?:het|dat|hij|ze)\\s+)wordt(?: het)?|\\bit'?ll be|\\bit will be"
              + "|\\b(?:no|nee) wa(?:it|cht)\\s*,?|\\bcorrection\\s*:?"
              // stop 45: "wait no, it's due Friday next week", "wacht nee, ..."
              + "|^\\W*(?:(?:oh|ah|actually)\\s*,?\\s+)?wa(?:it|cht)\\s*,?\\s+(?:no|nee)\\s*[,:!]?"
              // stop 44: a later message that opens with an apology and gives the day it is by
              // ("sorry, by Saturday, the buyer can only come then", "oeps, uiterlijk maandag")
              + "|^\\W*(?:(?:no|nee|oh|ah|ach)\\s*,?\\s+)?(?:sorry|oops|whoops|oeps|excuus|pardon)"
              + "\\s*[,:!]?\\s+(?:by|before|uiterlijk|vóór|voor))"
              + "\\s+(?:(?:on|op|then|dan|nu|toch|maar|just|next|volgende week|by|uiterlijk|it"
              // stop 41: the day said as what it is ("no wait, it's the 13th", "nee wacht, het is
              // 13 maart")
              + "|it'?s|it is|that'?s|that is|het is|dat is|hij is|ze is"
              // stop 45: the day said as the due day ("wait no, it's due Friday next week")
              + "|(?:is |'s )?due(?: on| by)?"
              // and a weekday before its date ("Wednesday 6 May", "woensdag 6 mei")
              + "|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:maan|dins|woens|donder|vrij|zater|zon)dag)"
              + "\\s+)*$");

  /** Right after a day: "woensdag bedoel ik", "so tomorrow it is", "Thursday I mean". */
  private static final Pattern AFTER =
      Rules.p("^\\s*,?\\s*(?:bedoel ik|bedoelde ik|i mean(?:t)?|it is)\\s*(?:[,.;!)]|$)");

  /** Right after a corrected day: the clause ends within a few words ("make it Tuesday, ..."). */
  private static final Pattern CLAUSE_END = Rules.p("^\\s*(?:[\\p{L}']+\\s*){0,3}(?:[,.;!?)]|$)");

  /** Between two days of one sentence: the second one corrects the first. */
  private static final Pattern BETWEEN =
      Rules.p(
          "^\\s*(?:[-–—,]\\s*)?(?:sorry|no|nee|i mean|ik bedoel|or rather|of eigenlijk|correction)"
              + "\\s*[,:]?\\s*(?:(?:on|op|make it|it'?s)\\s+)?$");

  /** A cue word one of the patterns needs: most sentences have none. */
  private static final Pattern ANY =
      Rules.p(
          "\\b(?:meant?|bedoel(?:de|den)?|make|maak|doe|wordt|it'?ll|will be|wa(?:it|cht)|sorry|oops"
              + "|whoops|oeps|excuus|pardon"
              + "|correction|it is|no|nee|rather|eigenlijk)\\b");

  /** The day a later message corrects to, if it says one. */
  static Dates.Span correctedDay(String sentence, List<Dates.Span> spans) {
    if (spans.isEmpty() || !Cues.find(ANY, sentence)) {
      return null;
    }
    for (Dates.Span s : spans) {
      if (corrected(sentence, s)) {
        return s;
      }
    }
    return null;
  }

  /** Whether the day is said as the corrected day of a later message. */
  static boolean corrected(String sentence, Dates.Span s) {
    String after = sentence.substring(s.end());
    return Cues.find(AFTER, after)
        || Cues.find(BEFORE, sentence.substring(0, s.start()))
            && AsciiCase.matcher(CLAUSE_END, after).find();
  }

  /**
   * Re-dates the tasks from {@code from} on whose due day is corrected by a later day of the same
   * sentence ("Remind me to pick up the dry cleaning on Wednesday - sorry, Thursday").
   */
  static void apply(String sentence, List<Dates.Span> spans, List<TaskCandidate> tasks, int from) {
    if (tasks.size() == from || spans.size() < 2 || !Cues.find(ANY, sentence)) {
      return;
    }
    for (int k = 0; k + 1 < spans.size(); k++) {
      Dates.Span said = spans.get(k);
      Dates.Span meant = spans.get(k + 1);
      if (meant.start() < said.end()
          || !Cues.find(BETWEEN, sentence.substring(said.end(), meant.start()))) {
        continue;
      }
      LocalDate old = said.date();
      for (int i = from; i < tasks.size(); i++) {
        TaskCandidate t = tasks.get(i);
        if (old.equals(t.due())) {
          tasks.set(i, new TaskCandidate(t.label(), t.owner(), meant.date(), t.excerpt()));
        }
      }
    }
  }
}
