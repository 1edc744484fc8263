package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A task said with a pronoun for what the clause before it named (issue 13, anaphora within a
 * message): "I'm not paying that fine, I'm going to contest it" is "contest the fine"; "I can't
 * call the bank today, I'll do it tomorrow" is "call the bank" (a pro-verb takes the act); "De
 * offerte is klaar, ik ga hem morgen versturen" is "de offerte versturen". Only a pronoun that is
 * the whole object is read, and only when the text before names one thing to stand for.
 */
final class Anaphora {

  private Anaphora() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** "do it", "handle that", "take care of it", "sort it out", "deal with it". */
  private static final Pattern PRO_VERB_EN =
      Pattern.compile(
          "^(?:do|handle|sort|deal with|take care of|get to)\\s+(?:it|that|this)(?:\\s+out)?"
              + "(?:\\s+(?:myself|then|instead|after all|anyway|later|first thing|after work|after lunch"
              + "|after dinner|in the morning|when i get home|when i'm back|asap))*$",
          FLAGS);

  /** "contest it", "send them to Hannah": a verb, the pronoun, perhaps a phrase after it. */
  private static final Pattern PRONOUN_OBJECT_EN =
      Pattern.compile(
          "^(?<verb>[\\p{L}]+(?:\\s+(?:up|off|out|back|in|over|down))?)\\s+(?:it|them|that|this)(?<rest>(?:\\s+.*)?)$",
          FLAGS);

  /** "het versturen", "hem morgen terugbrengen": the pronoun object, then the infinitive. */
  private static final Pattern PRONOUN_OBJECT_NL =
      Pattern.compile("^(?:het|hem|ze|die|dat)(?<rest>\\s+\\p{L}{4,}en)$", FLAGS);

  /** The act of a negated or undone first-person clause: "I can't call the bank today". */
  private static final Pattern UNDONE_ACT_EN =
      Pattern.compile(
          "(?:\\b(?:i|we)\\s*(?:still\\s+|just\\s+|really\\s+|totally\\s+|completely\\s+)?"
              + "(?:can'?t|cannot|couldn'?t|won'?t|will not|don'?t|do not|didn'?t|did not"
              + "|haven'?t|have not|'m not|am not|'re not|are not|never|forgot to)"
              // chat drops the subject: "ugh forgot to pay the bill again", "Haven't booked it yet"
              + "|(?:^|[.!?;,]\\s*)\\W*(?:(?:ugh|argh|oops|damn|dang|sigh|ah|oh|so),?\\s+)?"
              + "(?:still\\s+|totally\\s+|completely\\s+)?(?:forgot to|haven'?t|have not|didn'?t"
              + "|never got (?:round |around )?to))\\s+(?:going to\\s+|gonna\\s+"
              + "|get (?:round |around )?to\\s+|manage to\\s+|have time to\\s+|be able to\\s+"
              + "|make it to\\s+)?(?<act>[\\p{L}]+\\s+[^,;.!?]+)",
          FLAGS);

  /** A thing named with a determiner: "that parking fine", "the bank", "de offerte". */
  private static final Pattern THING =
      Pattern.compile(
          "(?<![\\p{L}])(?:the|that|this|my|our|his|her|their|your|de|het|mijn|onze|die|deze)\\s+"
              + "(?<words>[\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,3})",
          FLAGS);

  /** Where a thing's words end. */
  private static final Pattern NOT_OF_THE_THING =
      Pattern.compile(
          "^(?:today|tonight|tomorrow|now|yet|anymore|again|already|either|too|and|or|but|so"
              + "|to|for|with|at|on|in|by|from|is|was|are|were|has|had|will|won't|isn't|can|this"
              + "|next|any|after|before|until|because|vandaag|morgen|nu|nog|niet|meer|al|ook|en"
              + "|of|maar|dus|want|is|was|zijn|ligt|staat|moet|ga|heb|ik|klaar|af|weer|morgen"
              + "|vanavond|vanmiddag|straks|eindelijk|binnen|terug|came|arrived|went|got|looks|seems|needs"
              + "|just|finally|still)$",
          FLAGS);

  /** A subject pronoun in the words of a thing ("the bank i"): the thing ended before it. */
  private static final Pattern SUBJECT = Pattern.compile("^(?:i|we|you|he|she|they|je)$", FLAGS);

  /**
   * The label with its pronoun resolved against the text before it in the message, or null when the
   * label is no pronoun task or nothing before names what it stands for.
   */
  static String resolve(String label, String before, Lang lang) {
    if (before == null || before.isBlank()) {
      return null;
    }
    String l = label.strip();
    if (lang == Lang.EN) {
      if (AsciiCase.matcher(PRO_VERB_EN, l).matches()) {
        Matcher act = AsciiCase.matcher(UNDONE_ACT_EN, before);
        String found = null;
        while (act.find()) {
          found = act.group("act");
        }
        if (found == null) {
          return null;
        }
        String undone = ActionVerbs.fromPast(ActionVerbs.baseForm(trimThing(found, true)));
        // "I didn't get to the dry cleaning": a thing, not an act
        return AsciiCase.matcher(DETERMINER, undone).lookingAt() ? "do " + undone : undone;
      }
      Matcher m = AsciiCase.matcher(PRONOUN_OBJECT_EN, l);
      if (!m.matches()
          || m.group("verb")
              .matches(
                  "(?i)do|does|did|get|got|make|have|has|like|love|hate|want|need|know|see|think|forget|mean|try")) {
        return null;
      }
      String thing = lastThing(before, lang);
      return thing == null ? null : m.group("verb") + " " + thing + m.group("rest");
    }
    Matcher m = AsciiCase.matcher(PRONOUN_OBJECT_NL, l);
    if (!m.matches()
        || m.group("rest").strip().matches("(?i)(?:doen|regelen|hebben|zijn|weten|laten)")) {
      return null;
    }
    String thing = lastThing(before, lang);
    return thing == null ? null : thing + m.group("rest");
  }

  private static final Pattern DETERMINER =
      Pattern.compile(
          "(?<![\\p{L}])(?:the|that|this|my|our|his|her|their|your|de|het|mijn|onze|die|deze)\\s+",
          FLAGS);

  private static final Pattern AFTER_A_PREPOSITION =
      Pattern.compile(
          "(?<![\\p{L}])(?:van|voor|met|of|from|for|with|about|to|at|in|on|by)\\s+$", FLAGS);

  /** A Dutch thing: adjectives in -e, the noun, perhaps "van/voor" and another thing. */
  private static final Pattern THING_NL =
      Pattern.compile(
          "^(?:[\\p{L}]+e\\s+){0,2}[\\p{L}'’-]+(?:\\s+(?:van|voor)\\s+(?:de|het|mijn|onze|een)\\s+"
              + "(?:[\\p{L}]+e\\s+){0,2}[\\p{L}'’-]+)?",
          FLAGS);

  /** The last thing named with a determiner in the text, "the"/"de"/"het" in front. */
  private static String lastThing(String before, Lang lang) {
    Matcher m = AsciiCase.matcher(DETERMINER, before);
    int from = -1;
    String det = null;
    int anyFrom = -1;
    String anyDet = null;
    while (m.find()) {
      anyFrom = m.end();
      anyDet = m.group().strip().toLowerCase(java.util.Locale.ROOT);
      if (AsciiCase.matcher(AFTER_A_PREPOSITION, before.substring(0, m.start())).find()) {
        continue; // "the invoice from the plumber": the thing is the first one
      }
      from = m.end();
      det = anyDet;
    }
    if (from < 0) {
      from = anyFrom; // "Thanks for the list, I'll print it"
      det = anyDet;
    }
    if (from < 0) {
      return null;
    }
    String rest = before.substring(from);
    String words;
    if (lang == Lang.NL) {
      Matcher t = AsciiCase.matcher(THING_NL, rest);
      words = t.lookingAt() ? trimThing(t.group(), false) : "";
    } else {
      words = trimThing(Rx.replaceAll(rest, "[,;.!?:].*$", ""), false);
    }
    if (words.isEmpty()
        || AsciiCase.matcher(NOT_OF_THE_THING, Rx.split(words, "\\s+")[0]).matches()) {
      return null;
    }
    String article =
        switch (det) {
          case "that", "this" -> "the";
          case "die", "deze" -> "de";
          default -> det;
        };
    return article + " " + words;
  }

  /** The words up to the first that is no part of the thing (or of the act: keep them all). */
  private static String trimThing(String words, boolean act) {
    StringBuilder out = new StringBuilder();
    String[] ws = Rx.split(words.strip(), "\\s+");
    for (int i = 0; i < ws.length && i < (act ? 12 : 4); i++) {
      String w = ws[i];
      if (i > 0
          && (AsciiCase.matcher(NOT_OF_THE_THING, w).matches()
                  && !(act && Rx.matches(w, "(?i)to|for|with|at|on|in|by|from|about|of"))
              || AsciiCase.matcher(SUBJECT, w).matches())) {
        break;
      }
      out.append(out.length() == 0 ? "" : " ").append(w);
    }
    return out.toString();
  }
}
