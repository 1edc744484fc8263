package dev.assistantmemory.extract;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two acts under one intention, each with its own day ("Need to call mom tomorrow and pick up the
 * dry cleaning on Friday", "Remind me to water the plants on Thursday and to email Lisa next
 * Monday", "Ik moet vrijdag de auto wegbrengen en zaterdag boodschappen doen"): the sentence is
 * read as two clauses that share the head ("need to", "remind me to", "ik moet"), so that each act
 * is a task due on its own day rather than one task, or two tasks on the first day.
 *
 * <p>Only when a date stands on each side of the "and"/"en" and the second conjunct starts a new
 * act (an English action verb; in Dutch a verb-final infinitive): "on Friday and Saturday" and "the
 * report by Monday and the slides" stay one clause. A pronoun object of the second act ("finish the
 * report by Monday and send it on Tuesday") stands for the first act's object.
 */
final class DatedConjuncts {
  private DatedConjuncts() {}

  /** The shared head: who intends, and the modal or request that governs both acts. */
  private static final Pattern HEAD_EN =
      Rules.p(
          "^\\W*(?:(?:so|ok|okay|also|oh|and|right),?\\s+)?(?:(?:i|we)\\s+(?:really\\s+|still\\s+|also\\s+)?"
              + "(?:need to|have to|must|should|will|want to|am going to|plan to|gotta|got to)"
              + "|(?:i|we)(?:'ll|'m going to|’ll|’m going to)|(?:still\\s+)?need to|have to|gotta"
              + "|remind me to|don't forget to|don’t forget to|please remember to|remember to)\\s+");

  private static final Pattern HEAD_NL =
      Rules.p(
          "^\\W*(?:(?:oh|en|dus|ok|oké),?\\s+)?(?:ik|we|wij)\\s+(?:moet|moeten|ga|gaan|wil|willen|zal"
              + "|zullen)\\s+(?:nog\\s+|ook\\s+)?");

  /** The conjunction and the words that may follow it before the second act. */
  private static final Pattern AND_EN =
      Rules.p("\\s*,?\\s+and\\s+(?:then\\s+|also\\s+|after that\\s+)?(?:to\\s+)?");

  private static final Pattern AND_NL = Rules.p("\\s*,?\\s+en\\s+(?:dan\\s+|daarna\\s+|ook\\s+)?");

  private static final Pattern PRONOUN_EN = Rules.p("^(\\S+)\\s+(?:it|them)\\b");

  /**
   * The sentence with the shared head repeated before the second act and the two acts set apart by
   * "; " (the clause break), or the sentence itself.
   */
  static String split(String sentence, LocalDate day, Lang lang) {
    String lower = sentence.toLowerCase(Locale.ROOT);
    if (!lower.contains(lang == Lang.NL ? " en " : " and ")) {
      return sentence;
    }
    Pattern headPattern = lang == Lang.NL ? HEAD_NL : HEAD_EN;
    if (!Cues.mayMatch(headPattern, sentence)) {
      return sentence;
    }
    Matcher head = AsciiCase.matcher(headPattern, sentence);
    if (!head.find()) {
      return sentence;
    }
    List<Dates.Span> spans = Dates.find(sentence, day, lang);
    if (spans.size() < 2) {
      return sentence;
    }
    Matcher and = AsciiCase.matcher((lang == Lang.NL ? AND_NL : AND_EN), sentence);
    int from = head.end();
    while (and.find(from)) {
      from = and.end();
      int cut = and.start();
      int next = and.end();
      Dates.Span before = lastBefore(spans, head.end(), cut);
      Dates.Span after = firstAfter(spans, next);
      if (before == null || after == null || before.date().equals(after.date())) {
        continue;
      }
      String first = sentence.substring(head.end(), cut);
      String second = sentence.substring(next);
      if (!startsAnAct(first, second, lang)) {
        continue;
      }
      String headText = sentence.substring(head.start(), head.end());
      return sentence.substring(0, cut)
          + "; "
          + headText
          + withObject(first, before.start() - head.end(), second, lang);
    }
    return sentence;
  }

  private static Dates.Span lastBefore(List<Dates.Span> spans, int from, int cut) {
    Dates.Span found = null;
    for (Dates.Span s : spans) {
      if (s.start() >= from && s.end() <= cut) {
        found = s;
      }
    }
    return found;
  }

  private static Dates.Span firstAfter(List<Dates.Span> spans, int from) {
    for (Dates.Span s : spans) {
      if (s.start() >= from) {
        return s;
      }
    }
    return null;
  }

  /** Whether both conjuncts are acts: an English verb first, a Dutch infinitive last. */
  private static boolean startsAnAct(String first, String second, Lang lang) {
    if (lang == Lang.NL) {
      return DutchVerbForms.isActionInfinitive(lastWord(first))
          && DutchVerbForms.isActionInfinitive(lastWord(second));
    }
    return ActionVerbs.isActionVerbEn(firstWord(first))
        && ActionVerbs.isActionVerbEn(firstWord(second));
  }

  /** "send it on Tuesday" after "finish the report by Monday": "send the report on Tuesday". */
  private static String withObject(String first, int dateStart, String second, Lang lang) {
    if (lang == Lang.NL) {
      return second;
    }
    Matcher pronoun = AsciiCase.matcher(PRONOUN_EN, second);
    if (!pronoun.find()) {
      return second;
    }
    int verbEnd = first.indexOf(' ');
    if (verbEnd < 0 || dateStart <= verbEnd) {
      return second;
    }
    String object =
        Rx.replaceFirst(first.substring(verbEnd, dateStart), "(?i)\\s+(?:by|on|before)\\s*$", "")
            .strip();
    return object.isEmpty()
        ? second
        : pronoun.group(1) + " " + object + second.substring(pronoun.end());
  }

  private static String firstWord(String s) {
    String t = s.strip();
    int space = t.indexOf(' ');
    return space < 0 ? t : t.substring(0, space);
  }

  private static String lastWord(String s) {
    String t = Rx.replaceAll(s.strip(), "[\\p{Punct}\\s]+$", "");
    int space = t.lastIndexOf(' ');
    return space < 0 ? t : t.substring(space + 1);
  }
}
