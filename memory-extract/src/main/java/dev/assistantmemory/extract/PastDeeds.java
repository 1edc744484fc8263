package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A terse follow-up that reports a deed in the past without naming the task (issue 13, twelfth
 * pass): "Net overgemaakt." after "Niels terugbetalen", "Got him a nice olive tree." after "get a
 * gift for Femi's housewarming", "Heb een mooie plant voor haar gekocht.", "Wrote it and dropped it
 * in her mailbox.", "Stijn heeft het gedaan". The deed is the user's (no subject, "I", "ik", "heb")
 * or the deed of someone who did "it"; it completes the one open task when it is that short, or
 * when it names the task by a pronoun: the task's person ("him", "haar") or the task itself ("it",
 * "het"). A question, a negation, a plan, a try or "instead" changes nothing.
 */
final class PastDeeds {

  private PastDeeds() {}

  /** What may stand before the past form: the user, an auxiliary, an adverb of time or degree. */
  private static final Pattern LEAD =
      Rules.p(
          "^\\W*(?:(?:i|i've|i have|we|we've|ik|we|wij|heb|hebben|ik heb|we hebben|heb ik|hebben we"
              + "|just|finally|already|all|net|zojuist|eindelijk|allemaal|alles|al|vandaag|gisteren"
              + "|vanochtend|this morning|today|yesterday)\\s+){0,3}");

  /**
   * Irregular English past forms that report getting or doing a thing (not those that are also the
   * imperative: "Put it in the shed" asks, it reports nothing).
   */
  private static final Set<String> IRREGULAR_DEEDS =
      Set.of(
          "got", "bought", "wrote", "sent", "paid", "gave", "took", "brought", "found", "did",
          "rang", "made", "sold", "left", "fed", "drove", "ran", "lent");

  /** A deed that did not happen, or is not the task's: the mark of another thing. */
  private static final Pattern NOT_A_DEED =
      Rules.p(
          "\\?|\\b(?:not|n't|never|niet|nooit|geen|tried|try|trying|geprobeerd|probeer|instead|in plaats"
              + "|will|'ll|going to|gonna|tomorrow|morgen|straks|later|ga|gaan|stuck|lost|forgot"
              + "|vergeten|kwijt|opgegeven|given up|gave up|myself|mezelf|mijzelf|for me|voor mij|gezegd|said|told|asked|gevraagd)\\b");

  /**
   * After the first clause a try is someone else's ("Just did it, they tried to give me three
   * months free"): there, everything of {@link #NOT_A_DEED} but the try undoes the deed.
   */
  private static final Pattern NOT_MINE =
      Rules.p(
          "\\?|\\b(?:not|n't|never|niet|nooit|geen|instead|in plaats|will|'ll|going to|gonna|tomorrow"
              + "|morgen|straks|later|ga|gaan|stuck|lost|forgot|vergeten|kwijt|opgegeven|given up|gave up"
              + "|myself|mezelf|mijzelf|for me|voor mij|gezegd|said|told|asked|gevraagd)\\b");

  /** A pronoun for the task's person. */
  private static final Pattern PERSON_PRONOUN = Rules.p("\\b(?:him|her|them|hem|haar|hun|ze)\\b");

  /** A pronoun for the task itself. */
  private static final Pattern TASK_PRONOUN_EN = Rules.p("\\bit\\b");

  /** Someone who did it: "Stijn heeft het gedaan", "Priya did it this morning". */
  private static final Pattern SOMEONE_DID_IT =
      Pattern.compile(
          "^\\W*(?:\\p{Lu}\\p{Ll}+|(?i:he|she|hij|zij))\\s+(?i:did it|has done it|'s done it"
              + "|sorted it|heeft het (?:al |netjes |keurig )?(?:gedaan|geregeld|gefixt|opgelost))\\b");

  /** A capitalised word inside a task label: the person it is for ("for Femi's housewarming"). */
  private static final Pattern NAMED = Pattern.compile("(?<=\\s)\\p{Lu}\\p{Ll}+");

  /**
   * The change a past deed makes to the one open task, or nothing. Only asked when no other status
   * rule found a change in the sentence.
   */
  static Optional<StatusChange> change(
      String sentence, List<KnownTask> known, Set<String> changed) {
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    int comma = sentence.indexOf(',');
    if (open.size() != 1
        || Cues.find(NOT_A_DEED, comma < 0 ? sentence : sentence.substring(0, comma))
        || comma >= 0 && Cues.find(NOT_MINE, sentence.substring(comma))) {
      return Optional.empty();
    }
    KnownTask task = open.get(0);
    boolean did = Cues.find(SOMEONE_DID_IT, sentence);
    if (!did) {
      String rest = AsciiCase.matcher(LEAD, sentence).replaceFirst("");
      String[] words = Rx.split(rest, "[\\s,.!;:]+");
      if (words.length == 0
          || words[0].isEmpty()
          || !deed(words, sentence, rest.length() < sentence.strip().length())) {
        return Optional.empty();
      }
      boolean terse = words.length <= 2;
      boolean person =
          Cues.find(PERSON_PRONOUN, sentence) && AsciiCase.matcher(NAMED, task.label()).find();
      // "it" anywhere ("Wrote it and dropped it off"); Dutch "het" only as the object right after
      // the lead ("Heb het gisteren gedaan"), elsewhere it is an article
      boolean itself = Cues.find(TASK_PRONOUN_EN, sentence) || words[0].equalsIgnoreCase("het");
      if (!terse && !person && !itself) {
        return Optional.empty();
      }
    }
    if (!changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), "done", sentence));
  }

  /**
   * Whether the first word (English) or the participle of the clause (Dutch) is a past form. A
   * Dutch clause counts only when a lead was read ("Heb ...", "Net ...", "Allemaal ...") or the
   * participle opens it: "De deadline is geschrapt" has a subject of its own, no deed of the user.
   */
  private static boolean deed(String[] words, String sentence, boolean led) {
    String first = words[0].toLowerCase(java.util.Locale.ROOT);
    if (IRREGULAR_DEEDS.contains(first) || first.length() >= 5 && first.endsWith("ed")) {
      return true;
    }
    if (!led && !participle(first)) {
      return false;
    }
    // Dutch: the participle closes the clause ("Heb een mooie plant voor haar gekocht", "Net
    // overgemaakt")
    String clause = Rx.split(sentence, "[,;]")[0];
    String[] parts = Rx.split(clause.strip(), "[\\s.!]+");
    return participle(parts[parts.length - 1].toLowerCase(java.util.Locale.ROOT));
  }

  private static boolean participle(String last) {
    return last.length() >= 6
        && (last.endsWith("d") || last.endsWith("t") || last.endsWith("en"))
        && Rx.matches(
            last, "(?:af|op|uit|in|aan|terug|door|over|mee|weg|na|om|vast|toe|langs)?ge\\p{L}{3,}")
        && !Text.pastStems(last).isEmpty();
  }
}
