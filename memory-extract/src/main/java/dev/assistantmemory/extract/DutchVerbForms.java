package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dutch verb forms for labels (split from {@link DutchClauses}): the infinitive of a first-person
 * action verb ("stuur" -> "sturen"), joined to its separable particle ("terugbreng" ->
 * "terugbrengen"), and a subordinate clause's act with its verb last as a label ("de huur overmaak"
 * -> "de huur overmaken").
 */
final class DutchVerbForms {

  private DutchVerbForms() {}

  /**
   * A subordinate clause's act as a label, its verb last: "de verzekering bel" -> "de verzekering
   * bellen", "de huur overmaak" -> "de huur overmaken", "de huur over te maken" -> "de huur
   * overmaken". Unchanged when the last word is no action verb.
   */
  static String verbLast(String act) {
    String a = Rx.replaceAll(act.strip(), "[.!?]+$", "");
    Matcher te = AsciiCase.matcher(TE_INFINITIVE, a);
    if (Cues.mayMatch(TE_INFINITIVE, a) && te.find()) {
      String particle =
          te.group("particle") == null ? "" : te.group("particle").toLowerCase(Locale.ROOT);
      return a.substring(0, te.start()) + " " + particle + te.group("inf");
    }
    Matcher phrase = AsciiCase.matcher(TE_INFINITIVE_PHRASE, a);
    if (Cues.mayMatch(TE_INFINITIVE_PHRASE, a) && phrase.find()) {
      String particle =
          phrase.group("particle") == null ? "" : phrase.group("particle").toLowerCase(Locale.ROOT);
      return a.substring(0, phrase.start())
          + " "
          + particle
          + phrase.group("inf")
          + phrase.group("tail");
    }
    int at = a.lastIndexOf(' ');
    if (at < 0) {
      return act;
    }
    String last = a.substring(at + 1).toLowerCase(Locale.ROOT);
    String inf = infinitive(last);
    if (inf == null) {
      for (String p : DutchInfinitives.PARTICLES) {
        if (last.startsWith(p) && last.length() > p.length() + 2) {
          String rest = infinitive(last.substring(p.length()));
          if (rest != null) {
            inf = p + rest;
            break;
          }
        }
      }
    }
    return inf == null || inf.equals(last) ? act : a.substring(0, at) + " " + inf;
  }

  /** "de huisbaas te bellen over de lekkage": a te-infinitive with its phrase after it. */
  private static final Pattern TE_INFINITIVE_PHRASE =
      Pattern.compile(
          "(?:^|\\s+)(?:(?<particle>op|in|af|mee|terug|na|door|aan|uit|over|weg|toe|langs|bij|klaar|vast)\\s+)?"
              + "te\\s+(?<inf>\\p{L}+en)(?<tail>\\s+(?:over|met|bij|naar|voor|aan|op|van|in|om|uit)"
              + "\\s+[^,;]+)$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final Pattern TE_INFINITIVE =
      Pattern.compile(
          "\\s+(?:(?<particle>op|in|af|mee|terug|na|door|aan|uit|over|weg|toe|langs|bij|klaar|vast)\\s+)?"
              + "te\\s+(?<inf>\\p{L}+en)$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** Whether the word is an action infinitive, perhaps with its particle ("buitenzetten"). */
  static boolean isActionInfinitive(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (DutchInfinitives.INFINITIVES.contains(w)) {
      return true;
    }
    for (String p : DutchInfinitives.PARTICLES) {
      if (w.startsWith(p) && DutchInfinitives.INFINITIVES.contains(w.substring(p.length()))) {
        return true;
      }
    }
    return false;
  }

  /** The infinitive of a first person action verb ("stuur" -> "sturen"), or null. */
  static String infinitive(String verb) {
    return action(verb.toLowerCase(Locale.ROOT));
  }

  /** The listed action verb, else one the Dutch lexicon knows (stop 31; {@link DutchVerbs}). */
  static String action(String verb) {
    String listed = DutchInfinitives.ACTIONS.get(verb);
    return listed != null ? listed : DutchVerbs.action(verb);
  }

  /**
   * The infinitive of a first person verb joined to its particle at a clause's end ("dat ik haar
   * scriptie nakijk" -> "nakijken", "terugbreng" -> "terugbrengen"), or null.
   */
  static String separableInfinitive(String verb) {
    String w = verb.toLowerCase(Locale.ROOT);
    for (String p : DutchInfinitives.PARTICLES) {
      if (w.startsWith(p) && w.length() > p.length() + 2) {
        String rest = infinitive(w.substring(p.length()));
        if (rest != null) {
          return p + rest;
        }
      }
    }
    return null;
  }
}
