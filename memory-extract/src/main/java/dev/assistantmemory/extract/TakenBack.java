package dev.assistantmemory.extract;

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
              + "|[,;]\\s*(?:\\p{L}+,\\s*)*(?:and|en) (?:never|nooit)\\W*$");

  /** A sentence whose plan is only put off, doubted or asked about. */
  private static final Pattern SENTENCE =
      Rules.p(
          // a decision or a look put off, with nothing decided: "I'll decide later", "ik zie wel"
          "^\\W*(?:(?:eh|uh|um|meh|ach|nou|tja|pff|ok|oké|well)\\W+)?(?:i'?ll|ill|i will|ik|we'?ll"
              + "|we)\\s+(?:decide|think about it|see|kijk|zie|beslis|denk er nog over na)"
              + "(?:\\s+(?:later|tomorrow|morgen|straks|dan|nog|nog wel|wel|maar))*\\W*$"
              // a plan on a condition the user doubts: "if he ever ...", "als ze ooit ..."
              + "|\\bif\\b[^.?!]{0,60}\\bever\\b|\\bals\\b[^.?!]{0,60}\\booit\\b"
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
  }
}
