package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a message says of time and of where a thing now stands, read as general constructions
 * (English and Dutch) for {@link StatusFeatures}: tense and aspect (a future or a duty still ahead,
 * a perfect, a progressive), the time adverbs of a result (now, finally, again, still), a thing
 * that now lies, stands or sits somewhere, a count of parts done or left, and three small verb
 * classes: a thing working or granted (a result), a related thing called off or withdrawn (the deed
 * is moot), a message that hands the deed to someone else. None of these decides a status on its
 * own: they are features the learned detector weighs with the task's words, so that a follow-up
 * said in words no labelled line used ("the scanner runs again", "de pas ligt in de la") reads like
 * the ones it was trained on.
 */
final class StatusAspects {
  private StatusAspects() {}

  /** The aspect names, in the order {@link #of} tests them. */
  static final List<String> NAMES =
      List.of(
          "future",
          "duty",
          "still",
          "again",
          "now",
          "progressive",
          "perfect",
          "placed",
          "count",
          "left",
          "works",
          "moot",
          "self",
          "other");

  private static final List<Pattern> PATTERNS =
      List.of(
          // a deed still ahead: a future, a coming day ("I'll do it Friday", "ik ga morgen")
          Rules.p(
              "\\b(?:will|shall|going to|gonna|tomorrow|tonight|later|next (?:week|month|time)"
                  + "|this (?:weekend|evening|afternoon)|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                  + "|zal|zullen|ga|gaan|gaat|morgen|straks|vanavond|volgende (?:week|maand)"
                  + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag)\\b|\\p{L}'ll\\b"),
          // a duty or a wish: the deed is not done ("need to", "moet nog")
          Rules.p(
              "\\b(?:need to|needs to|have to|has to|must|should|ought to|gotta|got to|want to"
                  + "|remind me|don'?t forget|moet|moeten|wil|willen|zou|zouden|herinner me"
                  + "|vergeet niet)\\b"),
          Rules.p("\\b(?:still|yet|nog|steeds)\\b"),
          // restored: working again, as new
          Rules.p("\\b(?:again|back to normal|like new|as good as new|weer|opnieuw|als nieuw)\\b"),
          // the time of a result: now, finally, already
          Rules.p("\\b(?:now|finally|already|at last|nu|eindelijk|inmiddels|intussen)\\b"),
          // in the middle of it: "is drying", "zijn aan het schilderen"
          Rules.p(
              "\\b(?:am|is|are|was|were)\\s+(?:\\p{L}+ly\\s+)?\\p{L}{2,}ing\\b|\\p{L}'(?:s|re|m)\\s+"
                  + "\\p{L}{2,}ing\\b|\\b(?:ben|is|zijn|was|waren)\\s+(?:\\p{L}+\\s+){0,3}?aan het\\b"),
          // a perfect: "have sent", "heb ... gestuurd", "is ... gegaan"
          Rules.p(
              "\\b(?:have|has|had)\\s+(?:just\\s+|already\\s+|finally\\s+|now\\s+)?(?:\\p{L}+ed|been"
                  + "|done|gone|got|gotten|made|sent|paid|taken|given|written|put)\\b|\\p{L}'ve\\s+"
                  + "\\p{L}+\\b|\\b(?:heb|hebben|heeft|had|hadden|ben|is|zijn)\\s+(?:[^\\s.,;!?]+\\s+){0,5}?"
                  + "ge\\p{L}{2,}[dtn]\\b"),
          // a thing that now lies, stands, sits or hangs somewhere
          Rules.p(
              "\\b(?:is|are|sits?|sitting|lies|lying|hangs?|hanging|stands?|standing|ligt|liggen"
                  + "|staat|staan|zit|zitten|hangt|hangen)\\s+(?:now\\s+|all\\s+|safely\\s+|nu\\s+"
                  + "|al\\s+|netjes\\s+)?(?:in|on|at|under|by|inside|behind|next to|op|bij|aan|onder"
                  + "|naast|achter)\\b|\\p{L}'(?:s|re)\\s+(?:now\\s+|all\\s+)?(?:in|on|at|under|by)\\b"),
          // a count of parts: "6,000 of the 10,000", "drie van de vijf", "2/3"
          Rules.p(
              "\\b(?:\\d[\\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|een|twee|drie"
                  + "|vier|vijf|zes|zeven|acht|negen|tien)\\s+(?:of|out of|van)\\s+(?:the\\s+|de\\s+|het\\s+)?"
                  + "(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|twee|drie|vier|vijf|zes"
                  + "|zeven|acht|negen|tien|all|alle)|\\b\\d+\\s*/\\s*\\d+\\b"),
          // what is left: "one left", "nog twee", "only the skirting to go"
          Rules.p(
              "\\b(?:left|to go|remaining|the rest|nog (?:één|een|twee|drie|vier|vijf|\\d)|alleen"
                  + " (?:nog|de|het)|only the)\\b"),
          // a thing working, granted or arrived: a result of the deed, not the deed
          Rules.p(
              "\\b(?:works?|working|runs?|running|approved|granted|accepted|came through|arrived"
                  + "|received|doet het|werkt|werken|draait|draaien|goedgekeurd|toegekend"
                  + "|aangenomen|aangekomen|ontvangen|binnen)\\b"),
          // the reason for the deed is gone: called off, withdrawn, shut, sold out
          Rules.p(
              "\\b(?:off|cancell?ed|called off|withdr[ae]wn?|withdrew|pulled out|shut|closed"
                  + "|sold out|postponed|afgelast|afgezegd|ingetrokken|dicht|gesloten"
                  + "|uitverkocht|gaat niet door|toch niet)\\b"),
          // the user as the subject of the first clause
          Rules.p("^\\W*(?:i|i'm|i've|we|we've|ik|wij|we)\\b"),
          // someone else as the subject: a pronoun or a capitalised name first
          Rules.p(
              "^\\W*(?:he|she|they|hij|zij|ze)\\b|^\\W*(?-i:\\p{Lu}\\p{Ll}+)\\s+(?:says|said|zegt|zei|has|heeft|is|was)\\b"));

  /** The aspects the message holds, by name, in {@link #NAMES} order. */
  static List<String> of(String text) {
    List<String> out = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    for (int i = 0; i < PATTERNS.size(); i++) {
      if (AsciiCase.matcher(PATTERNS.get(i), text).find()) {
        out.add(NAMES.get(i));
      }
    }
    return out;
  }

  /**
   * Whether the aspects say a plain report of what is now the case: no deed ahead, no duty, no
   * question. The report reads "done" only with the task's thing or the one open task.
   */
  static boolean report(List<String> aspects, String text) {
    return !aspects.contains("future") && !aspects.contains("duty") && !text.contains("?");
  }
}
