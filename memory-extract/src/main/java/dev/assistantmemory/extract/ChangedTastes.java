package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A taste that changed (issue 13, eighth pass): "I used to love sushi but now I can't stand it",
 * "Vroeger vond ik spruitjes lekker, maar nu lust ik ze niet meer". Only the current taste is a
 * preference: the clause after "now" / "nu", with its pronoun standing for the thing named in the
 * past one. A past taste without a current one states nothing.
 */
final class ChangedTastes {

  private ChangedTastes() {}

  private static final Pattern THEN_NOW_EN =
      Rules.p(
          "^\\W*(?:i|we)\\s+used to\\s+(?:really\\s+|absolutely\\s+)?(?:love|like|enjoy|adore|hate"
              + "|dislike|loathe|detest|can'?t stand)\\s+(?<obj>[^,;]+?)(?:,\\s*|\\s+)(?:but\\s+|and\\s+)?"
              + "(?:now|these days|nowadays|lately)?,?\\s*(?<now>i\\b.+)$");

  private static final Pattern THEN_NOW_NL =
      Rules.p(
          "^\\W*(?:vroeger\\s+(?:vond|hield|lustte|haatte)\\s+ik|ik\\s+(?:vond|hield|lustte|haatte)"
              + "\\s+vroeger)\\s+(?:van\\s+)?(?<obj>[^,;]+?)(?:\\s+(?:lekker|leuk|mooi|fijn|geweldig"
              + "|heerlijk|vies|smerig|verschrikkelijk|vreselijk|stom|goed))?(?:,\\s*|\\s+)(?:maar\\s+)?"
              + "(?:nu|tegenwoordig|inmiddels)\\s+(?<verb>\\p{L}+)\\s+ik\\s+(?<now>.+)$");

  private static final Pattern PRONOUN = Rules.p("\\b(?:it|them|those|ze|het|die|dat)\\b");

  /** The sentence's current taste with the thing put in for its pronoun, or the sentence. */
  static String now(String sentence) {
    if (!Text.mayContain(sentence, java.util.List.of("used to", "vroeger"))) {
      return sentence;
    }
    Matcher m = THEN_NOW_EN.matcher(sentence);
    String now;
    if (m.find()) {
      now = m.group("now");
    } else if ((m = THEN_NOW_NL.matcher(sentence)).find()) {
      now = "ik " + m.group("verb") + " " + m.group("now");
    } else {
      return sentence;
    }
    return PRONOUN.matcher(now).replaceFirst(Matcher.quoteReplacement(m.group("obj").strip()));
  }
}
