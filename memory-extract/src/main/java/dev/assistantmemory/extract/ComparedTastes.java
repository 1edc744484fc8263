package dev.assistantmemory.extract;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Likes stated as a comparison without a taste verb (issue 13, stop 38), read when no other rule
 * found a preference in the sentence. A comparison states what the user likes, never a dislike of
 * the thing it beats (the v8 "beats" choice), so these rules only make likes:
 *
 * <ul>
 *   <li>a "greater than" sign between two things: "Dark chocolate > milk chocolate", "vinyl >
 *       streaming, fight me" give the first;
 *   <li>a bare "X over Y" with a scope or "any day" after it: "train over car for anything under
 *       three hours", "Tea over coffee any day" give "X over Y" (the v1 phrase of "prefer X over
 *       Y"); a verb before "over" ("hand over the keys", "think it over") is no comparison;
 *   <li>praise with "better than": "Octopus has been great tbh, way better than my old supplier",
 *       "De nieuwe kapper is echt top, veel beter dan de vorige" give the praised thing.
 * </ul>
 */
final class ComparedTastes {

  private ComparedTastes() {}

  private static final String THING = "(?:[\\p{L}'-]+\\s+){0,5}[\\p{L}'-]+";

  /** "Dark chocolate > milk chocolate": no digits on either side. */
  private static final Pattern GREATER =
      Rules.p("^\\W*(?<a>" + THING + ")\\s*>\\s*(?<b>" + THING + ")\\s*(?:[,.!]|$)");

  /** "train over car for anything under 3 hours", "Tea over coffee any day". */
  private static final Pattern OVER =
      Rules.p(
          "^\\W*(?<a>(?:[\\p{L}'-]+\\s+)?[\\p{L}'-]+)\\s+over\\s+(?<b>(?:[\\p{L}'-]+\\s+)?[\\p{L}'-]+)"
              + "(?:\\s+(?:for (?:anything|everything|any|most|short|long)|any day|every (?:day|time)"
              + "|all day|when(?:ever)? (?:i|we) can)\\b)");

  /** "X has been great, way better than Y", "X is echt top, veel beter dan Y". */
  private static final Pattern BETTER =
      Rules.p(
          "^\\W*(?:(?:honestly|tbh|eerlijk gezegd)\\W+)?(?<a>"
              + THING
              + ")\\s+(?:is|are|has been"
              + "|have been|was|were|'s been|is echt|zijn echt|was echt)\\s+(?:(?:really|so|honestly"
              + "|actually|just|echt|heel|super|gewoon)\\s+)?(?:great|brilliant|amazing|excellent"
              + "|fantastic|superb|top|geweldig|fantastisch|prima|super)(?:\\s+(?:tbh|honestly|hoor))?"
              + "\\s*[,;-]\\s*(?:(?:way|much|so much|far|loads|veel|stukken|een stuk)\\s+)?"
              + "(?:better than|beter dan)\\s+\\S");

  /** Words that make the first side no thing: pronouns, articles alone, greetings. */
  private static final Pattern NOT_A_THING =
      Rules.p("^(?:i|we|you|he|she|it|they|this|that|ik|we|je|hij|zij|ze|het|dit|dat|game|all)$");

  /** The like a comparison states, or none. */
  static List<Preferences.Pref> find(String sentence, Lang lang, List<Preferences.Pref> found) {
    if (!found.isEmpty()) {
      return List.of();
    }
    Matcher m = AsciiCase.matcher(GREATER, sentence);
    if (sentence.indexOf('>') > 0 && m.find() && thing(m.group("a")) && thing(m.group("b"))) {
      return List.of(new Preferences.Pref(Preferences.object(m.group("a"), lang), true));
    }
    m = AsciiCase.matcher(OVER, sentence);
    if (lang == Lang.EN
        && Cues.mayMatch(OVER, sentence)
        && m.find()
        && thing(m.group("a"))
        && thing(m.group("b"))
        && !ActionVerbs.isActionVerbEn(firstWord(m.group("a")))) {
      return List.of(
          new Preferences.Pref(Text.clean(m.group("a") + " over " + m.group("b")), true));
    }
    m = AsciiCase.matcher(BETTER, sentence);
    if (Cues.mayMatch(BETTER, sentence) && m.find() && thing(m.group("a"))) {
      return List.of(new Preferences.Pref(Preferences.object(m.group("a"), lang), true));
    }
    return List.of();
  }

  private static String firstWord(String phrase) {
    return Rx.split(phrase.strip(), "\\s+")[0].toLowerCase(Locale.ROOT);
  }

  private static boolean thing(String phrase) {
    return phrase != null && !AsciiCase.matcher(NOT_A_THING, firstWord(phrase)).matches();
  }
}
