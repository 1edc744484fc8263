package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the thing of a task is now (issue 13, stop 38): the one it was sent to has it ("Octopus
 * have my readings now", "De fysio heeft hem binnen", "HMRC has received the form") completes the
 * task that sends, submits or arranges it, even when the task does not name the recipient; a thing
 * ready to be collected ("Het document ligt klaar bij de IND", "The glasses are ready for pickup")
 * is not yet collected, so it does not complete the task that fetches it.
 */
final class RecipientStates {
  private RecipientStates() {}

  /**
   * Someone other than the user has the thing now: a subject of one or two words, "has / have /
   * heeft / hebben", the thing (a pronoun or a possessive or article and its words) and a word of
   * arrival after it ("now", "binnen", "at last"), or "has received / heeft ontvangen" before it.
   */
  private static final Pattern HAS_IT =
      Rules.p(
          "^\\W*(?:(?:the|de|het|my|mijn|our|onze)\\s+)?(?!(?:i|we|you|ik|wij|jij|je|u)\\b)"
              + "(?<who>\\p{L}[\\p{L}'’-]*(?:\\s+(?!(?:will|'ll|should|must|might|may|can|could|would|zal|zou"
              + "|moet|gaat|kan|also|ook|not|niet|don'?t|doesn'?t)\\b)\\p{L}[\\p{L}'’-]*)?)\\s+"
              + "(?:(?:has|have|heeft|hebben)\\s+(?:now\\s+|already\\s+|finally\\s+|nu\\s+|al\\s+|eindelijk\\s+)?"
              + "(?<thing>it|them|hem|het|'m|ze|(?:my|our|the|his|her|their|mijn|onze|de|het|zijn|haar|hun)"
              + "\\s+[^,.;!?]{1,30}?)\\s+(?:now|binnen|at last|in hand)(?=\\W*$|\\s*[,;.!])"
              + "|(?:has|have) (?:now |already |finally )?received (?<got>it|them|(?:my|our|the) [^,.;!?]{1,30}?)"
              + "(?=\\W*$|\\s*[,;.!]|\\s+(?:now|already|today|yesterday)\\b)"
              + "|(?:heeft|hebben) (?<kreeg>hem|het|'m|ze|(?:mijn|onze|de|het) [^,.;!?]{1,30}?)"
              + " (?:nu |al |eindelijk )?(?:ontvangen|gekregen)(?=\\W*$|\\s*[,;.!]))");

  private static final Pattern PRONOUN = Rules.p("^(?:it|them|hem|het|'m|ze)$");

  /** The verbs of a task whose thing goes to someone: sending, handing in, arranging. */
  private static final Set<String> HANDING =
      stems(
          "send",
          "submit",
          "post",
          "email",
          "mail",
          "forward",
          "return",
          "hand",
          "deliver",
          "give",
          "pass",
          "arrange",
          "sturen",
          "versturen",
          "opsturen",
          "doorsturen",
          "mailen",
          "inleveren",
          "indienen",
          "aanleveren",
          "geven",
          "doorgeven",
          "brengen",
          "terugbrengen",
          "regelen");

  /** The verbs of a task that fetches its thing. */
  private static final Set<String> FETCHING =
      stems("pick", "collect", "fetch", "get", "ophalen", "halen", "afhalen");

  /** Ready and waiting: "ligt klaar", "staat klaar", "ready for pickup", "klaar om op te halen". */
  private static final Pattern READY_TO_COLLECT =
      Rules.p(
          "\\b(?:ligt|liggen|staat|staan)\\s+(?:nu\\s+|al\\s+)?klaar\\b"
              + "|\\bready (?:for (?:collection|pick-?up)|to (?:collect|pick up|be collected|be picked up))"
              + "|\\bklaar (?:om|voor) (?:op te halen|ophalen|afhalen)");

  private static Set<String> stems(String... words) {
    Set<String> out = new HashSet<>();
    for (String w : words) {
      out.add(Text.stem(w));
    }
    return Set.copyOf(out);
  }

  /**
   * The change a sentence saying the recipient has the thing makes: done for the one open task that
   * hands that thing on (a pronoun: the only open task, if it hands something on).
   */
  static Optional<StatusChange> change(
      String sentence, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (sentence.contains("?")
        || !Cues.mayMatch(HAS_IT, sentence)
        || Cues.find(StatusWords.NEGATED, sentence)) {
      return Optional.empty();
    }
    Matcher m = AsciiCase.matcher(HAS_IT, sentence);
    if (!m.find()) {
      return Optional.empty();
    }
    String thing =
        m.group("thing") != null
            ? m.group("thing")
            : m.group("got") != null ? m.group("got") : m.group("kreeg");
    List<KnownTask> open =
        known.stream()
            .filter(KnownTask::isOpen)
            .filter(t -> !forSomeoneElse(t, m.group("who")))
            .toList();
    KnownTask found = null;
    if (Cues.find(PRONOUN, thing.strip())) {
      found = open.size() == 1 && hands(open.get(0), stems) ? open.get(0) : null;
    } else {
      Set<String> words = Text.contentStems(thing);
      for (KnownTask t : open) {
        if (hands(t, stems) && Text.anySameThing(stems.things(t), words, false)) {
          if (found != null) {
            return Optional.empty(); // two tasks hand that thing on: the words cannot choose
          }
          found = t;
        }
      }
    }
    if (found == null || !changed.add(found.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(found.id(), "done", sentence));
  }

  private static final Pattern NAME = Pattern.compile("(?<=\\s)\\p{Lu}[\\p{L}'’-]+");

  /**
   * Whether the task names its recipient and the one who has the thing is someone else: "Marloes
   * has the contract now" does not complete "send the contract to Pieter".
   */
  private static boolean forSomeoneElse(KnownTask t, String who) {
    Matcher n = AsciiCase.matcher(NAME, t.label());
    while (n.find()) {
      if (!Text.fold(who).contains(Text.fold(n.group()))) {
        return true;
      }
    }
    return false;
  }

  private static boolean hands(KnownTask t, LabelStems stems) {
    return stems.verbs(t).stream().anyMatch(HANDING::contains);
  }

  /**
   * Whether the sentence says the thing waits to be collected and {@code task} is the fetching of
   * it: "Het verblijfsdocument ligt klaar bij de IND" does not complete "het document ophalen".
   */
  static boolean waitingForPickup(String sentence, KnownTask task, LabelStems stems) {
    return Cues.find(READY_TO_COLLECT, sentence)
        && stems.verbs(task).stream().anyMatch(FETCHING::contains);
  }
}
