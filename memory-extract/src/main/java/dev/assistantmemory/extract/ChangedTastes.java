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
          // stop 37: the subject may be dropped ("Used to hate X, now I ..."), and the past taste
          // only claimed ("I always said I hated X, but ...")
          "^\\W*(?:(?:i|we)\\s+)?(?:(?:never\\s+used to|used to|did(?:n'?t| not) use to)\\s+(?:really\\s+|absolutely\\s+)?"
              + "(?:love|like|enjoy|adore|hate|dislike|loathe|detest|can'?t stand)"
              + "|(?:always\\s+)?(?:said|thought|believed)\\s+(?:that\\s+)?i\\s+(?:really\\s+)?(?:hated|disliked"
              + "|loathed|detested|loved|liked|enjoyed|couldn'?t stand))"
              + "\\s+(?<obj>[^,;]+?)(?:,\\s*|\\s+)(?:but\\s+|and\\s+)?"
              + "(?:now|these days|nowadays|lately)?,?\\s*(?<now>i\\b.+)$");

  private static final Pattern THEN_NOW_NL =
      Rules.p(
          "^\\W*(?:(?<lead>vroeger|eerst)\\s+(?:vond|hield|lustte|haatte)\\s+ik|ik\\s+(?:vond|hield|lustte|haatte)"
              + "(?:\\s+(?<adv>vroeger|eerst|altijd))?)\\s+(?:van\\s+)?(?<obj>[^,;]+?)"
              // stop 37: "Ik vond X altijd stom, maar nu ..."
              + "(?:\\s+(?<adv2>altijd|eerst|vroeger))?(?:\\s+(?:lekker|leuk|mooi|fijn|geweldig|saai|eng"
              + "|heerlijk|vies|smerig|verschrikkelijk|vreselijk|stom|goed))?(?:,\\s*|\\s+)(?:maar\\s+)?"
              + "(?:nu|tegenwoordig|inmiddels)\\s+(?<verb>\\p{L}+)\\s+ik\\s+(?<now>.+)$");

  /** Stop 33: a taste come round to ("now I'm hooked", "I've come round to it"): a like. */
  private static final Pattern CONVERTED_EN =
      Rules.p(
          "^i(?:'m| am)\\s+(?:now\\s+)?(?:totally\\s+|completely\\s+|absolutely\\s+|properly\\s+)?"
              + "(?:obsessed|hooked|addicted|a (?:total |complete )?convert)\\W*$"
              + "|^i(?:'ve| have)\\s+(?:slowly\\s+|finally\\s+|totally\\s+)?(?:come (?:a)?round to"
              + "|warmed (?:up )?to|grown to (?:like|love))\\s+(?:it|them)\\b"
              // stop 36: "..., but now I actually look forward to it"
              + "|^i\\s+(?:now\\s+)?(?:actually\\s+|really\\s+|genuinely\\s+|kind of\\s+)*(?:look forward to"
              + "|can'?t get enough of|can'?t live without|can'?t do without|crave|miss)\\s+(?:it|them)\\b"
              // stop 37: "..., but I've actually started to love it"
              + "|^i(?:'ve| have)\\s+(?:actually\\s+|really\\s+|slowly\\s+|finally\\s+|kind of\\s+)*(?:started"
              + "|begun|learned|learnt|come) to (?:love|like|enjoy|appreciate)\\s+(?:it|them)\\b");

  /** Stop 37: "nu ben ik (er) verslaafd / gek op / fan": a taste come round to, a like. */
  private static final Pattern CONVERTED_NL =
      Rules.p(
          "^(?:(?:er|echt|helemaal|totaal|compleet|een|grote)\\s+)*(?:verslaafd|fan|gek|dol|verzot|weg van"
              + "|om)\\b(?![^.!?]*\\b(?:niet|geen|nooit)\\b)");

  /**
   * Stop 37: a past fondness turned ("Ik was altijd dol op kamperen, maar sinds de storm hoeft het
   * niet meer", "Ik was eerst fan van die app, maar nu krijg ik er hoofdpijn van"): a dislike.
   */
  private static final Pattern WAS_FOND_NL =
      Rules.p(
          "^\\W*ik\\s+was\\s+(?:altijd|eerst|vroeger|ooit)\\s+(?:(?:echt|zo|heel|erg)\\s+)?(?:dol op|gek op"
              + "|verzot op|weg van|(?:een\\s+)?(?:grote\\s+)?fan van)\\s+(?<obj>[^,;]+?)\\s*,?\\s+maar\\b"
              + "(?=[^.!?]*(?:\\b(?:niet|niks|nooit|geen \\p{L}+) meer\\b|\\b(?:beu|zat|klaar mee|last van)\\b"
              + "|\\p{L}pijn\\b))");

  /** "nu eet ik ze elke week": eaten or done as a habit now, a like. */
  private static final Pattern HABIT_NOW_NL =
      Rules.p("^(?:eet|drink|doe|kijk|lees|speel|luister|lust)$");

  private static final Pattern OFTEN_NL =
      Rules.p("\\b(?:elke|iedere) (?:dag|week|maand)\\b|\\bgraag\\b|\\bvaak\\b|\\bregelmatig\\b");

  private static final Pattern NEGATOR_NL = Rules.p("\\b(?:niet|nooit|geen)\\b");

  private static final Pattern PRONOUN = Rules.p("\\b(?:it|them|those|ze|het|die|dat)\\b");

  private static final java.util.List<String> CUES =
      java.util.List.of("used to", "use to", "vroeger", "said i", "thought i", "altijd", "eerst");

  /** The sentence's current taste with the thing put in for its pronoun, or the sentence. */
  static String now(String sentence) {
    if (!Text.mayContain(sentence, CUES)) {
      return sentence;
    }
    Matcher m = AsciiCase.matcher(WAS_FOND_NL, sentence);
    if (m.find()) {
      return "ik hou niet van " + m.group("obj").strip(); // "Ik was altijd dol op X, maar ..."
    }
    m = AsciiCase.matcher(THEN_NOW_EN, sentence);
    String now;
    if (m.find()) {
      now = m.group("now");
      if (Cues.find(CONVERTED_EN, now)) {
        return "I love " + m.group("obj").strip(); // "..., but now I'm hooked"
      }
    } else if ((m = AsciiCase.matcher(THEN_NOW_NL, sentence)).find()
        && (m.group("lead") != null || m.group("adv") != null || m.group("adv2") != null)) {
      now = "ik " + m.group("verb") + " " + m.group("now");
      if (m.group("verb").equalsIgnoreCase("ben") && Cues.find(CONVERTED_NL, m.group("now"))) {
        return "ik hou van " + m.group("obj").strip(); // "..., maar nu ben ik verslaafd"
      }
      if (AsciiCase.matcher(HABIT_NOW_NL, m.group("verb")).matches()
          && AsciiCase.matcher(OFTEN_NL, m.group("now")).find()
          && !AsciiCase.matcher(NEGATOR_NL, m.group("now")).find()) {
        return "ik hou van " + m.group("obj").strip(); // "..., nu eet ik het elke week"
      }
    } else {
      return sentence;
    }
    return AsciiCase.matcher(PRONOUN, now)
        .replaceFirst(Matcher.quoteReplacement(m.group("obj").strip()));
  }
}
