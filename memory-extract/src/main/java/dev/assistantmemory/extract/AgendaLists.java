package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A week or a diary said as a list of days, each followed by what happens on it (stop 41): "Here's
 * your week: Tuesday 1 June, physio at 9; Thursday 3 June, the school concert", "Je week: maandag
 * de kapper, woensdag het oudergesprek en vrijdag de APK", "Tuesday dentist, Thursday the boiler
 * man". Each item is the occasion of the day before it, not of the sentence's first day. A list of
 * errands ("Monday: call the bank, Tuesday: email Sam") is no agenda: every item must name an
 * occasion, a visit to a professional, or a thing with its article, and none may open with a verb
 * said to someone.
 */
final class AgendaLists {
  private AgendaLists() {}

  /** What may stand before the first day: nothing, or a heading that ends in a colon. */
  private static final Pattern HEADING = Rules.p("^\\W*(?:[^,;.!?]{0,40}:)?\\s*$");

  /** A weekday (or its short form) left before a day's date ("Tuesday 1 June"). */
  private static final Pattern WEEKDAY =
      Rules.p(
          "(?:\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu"
              + "|thur|thurs|fri|sat|sun|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag"
              + "|ma|di|wo|do|vr|za|zo)\\.?)\\s*$");

  /** The list's joints: a comma or semicolon, "and"/"en", a dash. */
  private static final Pattern JOINT = Rules.p("^[\\s,;:–—-]+|[\\s,;:–—-]+(?:and|en)?\\s*$");

  private static final Pattern LEADING_JOINT = Rules.p("^(?:[\\s,;:–—-]|\\b(?:and|en)\\b)+");

  /** A time of day said with the item: "at 9", "om 10 uur", "19:00". */
  private static final Pattern TIME =
      Rules.p(
          "(?:\\s*\\b(?:at|om|from|vanaf|van)\\s+)?\\b\\d{1,2}(?:[:.]\\d{2})?\\s*(?:uur|am|pm|u)?\\b");

  /** A free day, no occasion: "Wed off", "vr vrij". */
  private static final Pattern FREE = Rules.p("^(?:off|free|vrij|niks|nothing|rest)$");

  /** An item that opens as an errand: a verb said to someone ("call the bank", "mail Sam"). */
  private static final Pattern ERRAND =
      Rules.p(
          "^(?:call|ring|phone|email|e-mail|mail|text|send|buy|pay|book|order|pick|collect|drop"
              + "|bring|fetch|finish|write|fix|clean|sort|bellen|bel|mailen|mail|kopen|koop|betalen"
              + "|boeken|bestellen|halen|ophalen|brengen|wegbrengen|afmaken|schrijven|maken"
              + "|regelen|opruimen|schoonmaken)\\b");

  /** A subject or a finite verb: the item is a clause ("the office is closed"), not a thing. */
  private static final Pattern CLAUSE =
      Rules.p(
          "\\b(?:i|we|he|she|they|you|it|ik|hij|zij|ze|jij|je|is|are|was|were|be|been|zijn|ben|waren"
              + "|will|['’]ll|moet|moeten|must|have|has|had|heb|hebt|heeft|hebben|can|kan|kun|gaat|ga"
              + "|gaan|going|need|needs|want|wil|should|zou|wordt|worden|gets|got)\\b");

  /** A word that links days, never an occasion: "from Monday to Friday". */
  private static final Pattern FUNCTION_WORD =
      Rules.p("^(?:to|tot|until|till|through|and|or|en|of|then|dan|again|weer|too|ook)$");

  /** A thing said with its article or owner: "the school concert", "het oudergesprek". */
  private static final Pattern ARTICLE =
      Rules.p("^(?:the|a|an|my|our|de|het|een|mijn|ons|onze|(?-i:\\p{Lu})[\\p{L}-]*['’]s)\\s");

  private static final Pattern LEADING_ARTICLE = Rules.p("^(?:the|a|an|de|het|een)\\s+");

  /**
   * The occasions of an agenda sentence, one a day, or none when the sentence is no agenda: at
   * least two days, nothing but a heading before the first, each item a short occasion.
   */
  static List<EventCandidate> find(String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.size() < 2 || !Cues.find(HEADING, cut(sentence, 0, spans.get(0).start()))) {
      return List.of();
    }
    List<EventCandidate> out = new ArrayList<>();
    for (int i = 0; i < spans.size(); i++) {
      Dates.Span s = spans.get(i);
      int end = i + 1 < spans.size() ? spans.get(i + 1).start() : sentence.length();
      if (end < s.end()) {
        return List.of();
      }
      String item = sentence.substring(s.end(), end);
      if (i + 1 < spans.size()) {
        item = Cues.replaceAll(WEEKDAY, item, ""); // the next day's weekday
      }
      item = Cues.replaceAll(TIME, item, " ");
      item = Cues.replaceAll(LEADING_JOINT, item, "");
      item = Cues.replaceAll(JOINT, item, "").strip();
      item = Rx.replaceAll(item, "[.!]+$", "").strip();
      if (Cues.find(FREE, item)) {
        continue;
      }
      String[] words = Rx.split(item, "\\s+");
      if (item.isEmpty() // "Monday and Tuesday ...": days joined, not listed
          || words.length > 7
          || Cues.find(ERRAND, item)
          || Cues.find(CLAUSE, item)
          || words.length == 1 && (words[0].length() < 4 || Cues.find(FUNCTION_WORD, item))) {
        return List.of(); // a clause of its own or an errand: no agenda
      }
      boolean occasion =
          OccasionPatterns.eventHead(item) != null
              || Cues.find(OccasionPatterns.PROFESSIONAL, item)
              || Cues.find(ARTICLE, item)
              || words.length == 1;
      if (!occasion) {
        return List.of();
      }
      String label = Text.clean(Cues.replaceAll(LEADING_ARTICLE, item, ""));
      java.util.regex.Matcher pro = AsciiCase.matcher(OccasionPatterns.PROFESSIONAL, label);
      if (pro.find() && pro.group(1).equalsIgnoreCase(label)) {
        // "Wednesday the vet": the visit, named as a professional's visit is elsewhere
        String who = label.toLowerCase(java.util.Locale.ROOT);
        label = lang == Lang.NL ? "afspraak bij de " + who : who + " appointment";
      }
      out.add(new EventCandidate(label, s.date(), sentence));
    }
    return out.size() >= 2 ? out : List.of();
  }

  private static String cut(String s, int from, int to) {
    String before = s.substring(from, Math.max(from, to));
    return Cues.replaceAll(WEEKDAY, before, "");
  }
}
