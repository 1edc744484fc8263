package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A professional who wants to see the user on a day is an appointment (issue 13, eighth pass): "Dr.
 * Okafor wants to see me again in two weeks" -> "appointment with Okafor", "De tandarts wil me over
 * twee weken weer zien" -> "afspraak bij de tandarts".
 */
final class SeeMeEvents {

  private SeeMeEvents() {}

  /**
   * Someone of the family the professional wants to see (stop 44): "wants to see Dad again in three
   * weeks", "wil pa over drie weken terugzien". The appointment is that person's.
   */
  private static final String KIN =
      "(?:my |mijn )?(?:dad|mum|mom|father|mother|gran|grandma|grandad|grandpa|nan|son|daughter"
          + "|husband|wife|partner|pa|ma|papa|mama|vader|moeder|oma|opa|zoon|dochter|man|vrouw)";

  private static final Pattern SEE_ME =
      Rules.p(
          "^\\W*(?:(?:dr|dokter|doctor|prof|professor|mr|mrs|ms|mevrouw|meneer)\\.?\\s+)?(?<who>(?:the |my |de |mijn )?"
              + "[\\p{L}'’-]+(?:\\s+(?-i:\\p{Lu})[\\p{L}'’-]+){0,2})"
              // stop 44: where the doctor works, "Dr. Amelia Frost at the Royal Infirmary"
              + "(?:\\s+(?:at|from|of|van|uit)\\s+(?:the\\s+|het\\s+|de\\s+)?(?-i:\\p{Lu})[\\p{L}'’-]+"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}'’-]+){0,2})?"
              + "(?:,\\s+[^,]{2,40},)?\\s+(?:(?:wants|would like|needs|asked|wil|wilde|moet)"
              + "\\s+(?:to\\s+)?(?:see|check on|zien|spreken)?\\s*(?:me|mij|(?<kin>"
              + KIN
              + "))\\b(?:\\s+(?:again|weer|nog een keer"
              + "|terug))*"
              // "Ms. Adebayo, the head teacher, wants a word on Friday"
              + "|(?:wants|would like|needs|asked for) (?:to have )?a (?:quick )?(?:word|chat)\\b)"
              + "|^\\W*(?:(?:dr|dokter)\\.?\\s+)?(?<who2>(?:de |mijn )?[\\p{L}'’-]+"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}'’-]+){0,2})"
              + "(?:\\s+(?:van|uit)\\s+(?:het\\s+|de\\s+)?(?-i:\\p{Lu})[\\p{L}'’-]+)?"
              + "\\s+wil\\s+(?:me|(?<kin2>"
              + KIN
              + "))\\s+[^,.;]*\\b(?:weer |terug ?)?zien\\b");

  private static final Pattern PROFESSIONAL_OR_TITLED =
      Rules.p(
          "^\\W*(?:dr|dokter|doctor|prof|professor)\\b|\\b(?:dentist|doctor|gp|physio|physiotherapist"
              + "|therapist|tandarts|huisarts|fysio|fysiotherapeut|specialist|orthodontist|dermatologist"
              + "|dermatoloog|cardiologist|cardioloog|optician|opticien)\\b"
              + "|^\\W*(?:mr|mrs|ms|mevrouw|meneer)\\b|\\b(?:head ?teacher|teacher|mentor|juf|meester)\\b");

  static Optional<EventCandidate> find(String sentence, Lang lang, Dates.Span when) {
    if (!Cues.find(PROFESSIONAL_OR_TITLED, sentence)) {
      return Optional.empty();
    }
    Matcher m = AsciiCase.matcher(SEE_ME, sentence);
    if (!Cues.mayMatch(SEE_ME, sentence) || !m.find()) {
      return Optional.empty();
    }
    String who = (m.group("who") != null ? m.group("who") : m.group("who2")).strip();
    String kin = m.group("kin") != null ? m.group("kin") : m.group("kin2");
    boolean named =
        Character.isUpperCase(who.charAt(0)) && !Rx.matches(who, "(?i)^(?:the|my|de|mijn)\\b.*");
    String bare = Rx.replaceFirst(who, "(?i)^(?:the|my|de|mijn)\\s+", "");
    String label =
        lang == Lang.NL
            ? (named
                ? "afspraak met " + bare
                : "afspraak bij de " + bare.toLowerCase(java.util.Locale.ROOT))
            : (named
                ? "appointment with " + bare
                : bare.toLowerCase(java.util.Locale.ROOT) + " appointment");
    if (kin != null) {
      String whose = Rx.replaceFirst(kin.strip(), "(?i)^(?:my|mijn)\\s+", "");
      label =
          lang == Lang.NL
              ? Rx.replaceFirst(label, "^afspraak", "afspraak van " + whose)
              : Character.toUpperCase(whose.charAt(0)) + whose.substring(1) + "'s " + label;
    }
    return Optional.of(new EventCandidate(label, when.date(), sentence));
  }
}
