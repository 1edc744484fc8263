package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What the message itself says will not happen, so it opens no task: the user's doubt or disbelief
 * taking a plan back ("Not holding my breath", "Ik geloof er niks van", "I shall do no such thing",
 * "... and never"), an impossible sequel that marks the whole as irony ("And then I'll fly to the
 * moon", "En morgen vriest het in de hel"); and, sentence by sentence, what only looks like a plan:
 * a decision put off without an object ("eh ill decide later", "Ach, ik kijk morgen wel"), a plan
 * on a condition the user doubts ("If the landlord ever fixes the boiler I'll throw a party"), and
 * a question that only asks to be told something ("Could you tell me when the elections are?").
 */
final class TakenBack {
  private TakenBack() {}

  /** A mark anywhere in the message that takes every plan in it back. */
  private static final Pattern MESSAGE =
      Rules.p(
          "\\b(?:not|i'?m not|wouldn'?t|don'?t) hold(?:ing)? (?:my|your) breath\\b"
              + "|\\b(?:ik zou er|reken er) (?:maar )?niet op\\b|\\bniet op rekenen\\b"
              + "|\\bfly to the moon\\b|\\bnaar de maan (?:vliegen|vlieg)\\b"
              + "|\\bvriest het in de hel\\b|\\bde hel (?:bevriest|vriest dicht)\\b"
              + "|\\bik geloof er (?:niks|niets|geen bal|geen snars|geen woord) van\\b"
              + "|\\bi don'?t believe (?:it|that|him|her|them|a word of it)(?: for a (?:second|minute))?\\W*$"
              + "|\\b(?:do|doing) no such thing\\b|\\bgeen sprake van\\b|\\bik peins er niet over\\b"
              + "|\\bik denk er niet aan\\b|\\bnot on your life\\b"
              + "|[,;]\\s*(?:\\p{L}+(?:,\\s*|\\s+))*?(?:and|or|en|of) (?:never|nooit)\\W*$"
              // "'t Zal wel, ik ga morgen ..., jaja", "En ik ben Sinterklaas."
              + "|^\\W*['’]?t zal wel\\b|\\bja ?ja\\W*$"
              + "|\\b(?:and i'?m|en ik ben) (?:sinterklaas|de kerstman|de paashaas|santa(?: claus)?"
              + "|father christmas|the easter bunny)\\b");

  /** A sentence whose plan is only put off, doubted or asked about. */
  private static final Pattern SENTENCE =
      Rules.p(
          // a decision or a look put off, with nothing decided: "I'll decide later", "ik zie wel"
          "^\\W*(?:(?:eh|uh|um|meh|ach|nou|tja|pff|ok|oké|well)\\W+)?(?:i'?ll|ill|i will|ik|we'?ll"
              + "|we)\\s+(?:decide|think about it|see|kijk|zie|beslis|denk er nog over na)"
              + "(?:\\s+(?:later|tomorrow|morgen|straks|dan|nog|nog wel|wel|maar))*\\W*$"
              // stop 36: "We zullen zien.", "Zien we wel.", "We shall see."
              + "|^\\W*(?:(?:eh|uh|um|meh|ach|nou|tja|pff|ok|oké|well)\\W+)?(?:(?:we|ik) (?:zullen|zal)"
              + " (?:het |dat )?(?:wel )?(?:zien|bekijken)|(?:dat )?zien we (?:dan |het )?wel|we shall see)\\W*$"
              // a plan on a condition the user doubts: "if he ever ...", "als ze ooit ..."
              + "|\\bif\\b[^.?!]{0,60}\\bever\\b|\\bals\\b[^.?!]{0,60}\\booit\\b"
              // asking whether, or only maybe: "do u think i should ...", "Misschien moet ik ..."
              + "|^\\W*(?:do (?:u|you) think|should i|would it be worth|is it worth|denk je dat ik"
              + "|zou ik)\\b|^\\W*(?:misschien|wellicht|maybe|perhaps) (?:moet|zou|should|i should"
              + "|i could|ik moet|ik zou)\\b"
              // improvising is no plan: "i'll wing it"
              + "|\\bwing it\\b"
              // asked to be told something: an information question, no task
              + "|^\\W*(?:(?:hi|hey|hoi|hallo|please|alsjeblieft)\\W+)?(?:can|could|would|will)"
              + " you(?: please)? tell me (?:when|what|where|who|how|why|whether|if|which)\\b"
              + "|^\\W*(?:(?:hoi|hallo|beste)\\W+)?(?:kun|kan|kunt|zou|zoudt|wil|wilt)"
              + " (?:je|jij|u) (?:me|mij)(?: even| misschien)? (?:kunnen )?vertellen"
              + " (?:wanneer|wat|waar|wie|hoe|waarom|of|welke)\\b");

  /** Drops the tasks the message takes back or that were never plans. */
  static void drop(String text, List<TaskCandidate> tasks) {
    if (tasks.isEmpty()) {
      return;
    }
    if (Cues.find(MESSAGE, text)) {
      tasks.clear();
      return;
    }
    tasks.removeIf(t -> t.excerpt() != null && Cues.find(SENTENCE, t.excerpt()));
    tasks.removeIf(t -> negatedLater(text, t));
  }

  /**
   * A plan the user negates later in the message with its own verb: "i told everyone i'd host the
   * barbecue but honestly i'm not hosting", "I'll call her tomorrow. Actually no, not calling".
   */
  private static boolean negatedLater(String text, TaskCandidate t) {
    if (t.excerpt() == null || !Extraction.SELF.equals(t.owner())) {
      return false;
    }
    String verb = t.label().strip().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
    if (verb.length() < 3 || !Rx.matches(verb, "\\p{L}+")) {
      return false;
    }
    int from = text.indexOf(t.excerpt());
    String after = from < 0 ? text : text.substring(from);
    String ing =
        verb.endsWith("e") && !verb.endsWith("ee") ? verb.substring(0, verb.length() - 1) : verb;
    return Pattern.compile(
            "\\b(?:i'?m not|im not|not|i won'?t|i'?m not going to|not gonna)\\s+(?:"
                + Pattern.quote(verb)
                + "|"
                + Pattern.quote(ing)
                + "(?:"
                + Pattern.quote(ing.substring(ing.length() - 1))
                + ")?ing)\\b",
            Pattern.CASE_INSENSITIVE)
        .matcher(after)
        .find();
  }
}
