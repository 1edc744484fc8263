package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dutch word orders the verb-second rules do not read, put back in verb-second order (stop 32): a
 * main clause after a fronted reason or time clause ("Omdat Lotte overmorgen haar diploma krijgt,
 * bestel ik morgen bloemen" -> "morgen bestel ik bloemen") and a plan said in a "dat"-clause with
 * the verb last ("Ik denk dat ik maandag de loodgieter bel" -> "maandag bel ik de loodgieter").
 * Only with a day or time word right after the subject; a condition ("Als het regent, ...") is left
 * alone.
 */
final class DutchReorder {
  private DutchReorder() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  private static final String TIME =
      "(?:morgen|overmorgen|vandaag|vanavond|straks|(?:maan|dins|woens|donder|vrij|zater|zon)dag"
          + "|volgende week|dit weekend|morgenochtend|morgenmiddag|morgenavond)"
          + "(?:\\s+(?:ochtend|middag|avond))?";

  /** A reason or a time that came first: the main clause after it opens with its verb. */
  private static final Pattern REASON_FIRST =
      Pattern.compile("^\\W*(?:omdat|aangezien|zodra|nadat|voordat|zodat|nu)\\b.*", FLAGS);

  /** "bestel ik morgen bloemen": verb, subject, time, the rest. */
  private static final Pattern VERB_SUBJECT_TIME =
      Pattern.compile(
          "^(?<verb>\\p{Ll}+)\\s+(?<subject>ik|we|wij)\\s+(?<time>" + TIME + ")\\s+(?<rest>.+)$",
          FLAGS);

  /**
   * "Ik denk dat ik maandag de loodgieter bel", "Ik heb bedacht dat ik zaterdag ... ga poetsen".
   */
  private static final Pattern PLAN_IN_DAT =
      Pattern.compile(
          "^\\W*(?:ik denk|ik heb bedacht|ik heb besloten|ik ga ervan uit|ik verwacht)\\s+dat\\s+"
              + "(?<subject>ik|we|wij)\\s+(?<time>"
              + TIME
              + ")\\s+(?<rest>.+?)\\s+(?:(?<aux>ga|gaan)\\s+)?(?<verb>\\p{Ll}+)\\W*$",
          FLAGS);

  private static final Pattern NEGATED = Pattern.compile("\\b(?:niet|nooit|geen)\\b", FLAGS);

  /** A fronted thing: a determiner, a noun, and phrases that say which ("Het cadeau voor ..."). */
  private static final Pattern OBJECT_FRONT =
      Pattern.compile(
          "^\\W*(?:de|het|die|dat|deze|dit|mijn|onze)\\s+\\p{L}[\\p{L}-]*"
              + "(?:\\s+(?:voor|van|met|bij|over|uit|aan|op)\\s+(?:de|het|een|mijn|onze|haar|zijn|\\p{Lu}\\p{L}*)"
              + "(?:\\s+\\p{L}[\\p{L}-]*)?)+\\s*$",
          Pattern.UNICODE_CASE | Pattern.CASE_INSENSITIVE);

  /**
   * Whether a verb-second clause's front is too long to be one phrase: more than six words, or more
   * than ten for a fronted thing with the phrases that say which (stop 33: "Het cadeau voor het
   * afscheid van Karin bestel ik vandaag", "Dat gesprek met de mentor van Lisa plan ik ...").
   */
  static boolean longFront(String front) {
    int words = Rx.split(front.strip(), "\\s+").length;
    return words > 10 || words > 6 && !AsciiCase.matcher(OBJECT_FRONT, front).matches();
  }

  /**
   * The clause in verb-second order with its time in front, or null when it is in none of the
   * orders above.
   */
  static String verbSecond(String clause, String previous) {
    if (Cues.find(NEGATED, clause)) {
      return null;
    }
    if (previous != null && AsciiCase.matcher(REASON_FIRST, previous).matches()) {
      Matcher m = AsciiCase.matcher(VERB_SUBJECT_TIME, clause);
      if (m.matches()) {
        return m.group("time")
            + " "
            + m.group("verb")
            + " "
            + m.group("subject")
            + " "
            + m.group("rest");
      }
    }
    Matcher p = AsciiCase.matcher(PLAN_IN_DAT, clause);
    if (p.matches()) {
      return p.group("aux") != null
          ? p.group("time")
              + " "
              + p.group("aux")
              + " "
              + p.group("subject")
              + " "
              + p.group("rest")
              + " "
              + p.group("verb")
          : p.group("time")
              + " "
              + p.group("verb")
              + " "
              + p.group("subject")
              + " "
              + p.group("rest");
    }
    return null;
  }
}
