package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sentences that carry a cue of a deadline move but move none (stop 45 fix): a negated clause
 * ("They don't want it Friday already"), no deadline at all ("There's no hard deadline, Friday
 * maybe"), a day someone says is fine for another thing ("Anna said Thursday is fine for the call")
 * and a day a named person says is fine when neither the sentence nor the person names the task
 * ("The plumber said Thursday is fine" of "send the offer"). The general rule for the last: a
 * saying moves a task the sentence does not name only when its speaker is a pronoun (the person of
 * the conversation) or is named in the task.
 */
final class DeadlineClaims {

  private DeadlineClaims() {}

  /** "no hard deadline", "not a firm deadline", "geen harde deadline", "zonder deadline". */
  private static final Pattern NO_DEADLINE =
      Rules.p(
          "\\b(?:no|not an?|isn['’]t an?|geen|zonder)\\s+(?:real\\s+|hard\\s+|firm\\s+|strict\\s+"
              + "|fixed\\s+|echte\\s+|harde\\s+|vaste\\s+|strikte\\s+)?deadline");

  /** "X said Thursday is fine", "hij zegt dat vrijdag prima is": group 1 the speaker's words. */
  private static final Pattern SAID_FINE =
      Rules.p(
          "(?:^|[,;:]\\s*|\\b(?:and|but|so|en|maar|dus)\\s+)\\W*([\\p{L}'’ -]{1,40}?)\\s+"
              + "(?:says?|said|told (?:me|us)|zegt|zei|zeggen)\\b[^,.;]{1,40}\\b(?:fine|ok|okay|good"
              + "|alright|all right|prima|goed|oké)\\b");

  /** "is fine for the call": the thing the day is fine for. */
  private static final Pattern FINE_FOR =
      Rules.p(
          "\\b(?:fine|ok|okay|good|alright|all right|prima|goed|oké)\\s+(?:for|voor)\\s+(?:the|a|an"
              + "|my|our|his|her|their|de|het|een|mijn|onze|zijn|haar|hun)\\s+([\\p{L}-]{3,})");

  private static final Pattern HOEFT = Rules.p("\\bhoe(?:f|ft|ven)\\b");

  /** A speaker named by their role ("the plumber", "mijn huisbaas"), not by their name. */
  private static final Pattern ROLE =
      Rules.p("^(?:.*\\s)?(?:the|my|our|his|her|their|de|het|mijn|onze|ons)\\s+\\S+$");

  /**
   * Whether the new day's clause is negated or the sentence denies a deadline. Only the clause of
   * the day counts: "Thursday doesn't work, moved it to Friday" and "she's not picking them up till
   * later, so Tuesday is fine now" move.
   */
  static boolean notAMove(
      String sentence, List<Dates.Span> spans, Dates.Span newDay, boolean corrected) {
    if (Cues.find(NO_DEADLINE, sentence)) {
      return true;
    }
    if (corrected || spans.stream().anyMatch(s -> DeadlineMoves.negatedDay(sentence, s))) {
      return false; // "niet donderdag maar vrijdag": the negator is the day's
    }
    int from = newDay.start();
    while (from > 0 && ",;.!?:".indexOf(sentence.charAt(from - 1)) < 0) {
      from--;
    }
    int to = newDay.end();
    while (to < sentence.length() && ",;.!?".indexOf(sentence.charAt(to)) < 0) {
      to++;
    }
    // the cue itself may hold a negator ("not due until", "isn't needed till"): the rest may not;
    // "hoeft" alone negates nothing ("hoeft nu pas uiterlijk 23 oktober binnen te zijn")
    String clause = Cues.replaceAll(HOEFT, sentence.substring(from, to), " ");
    return DetectedTaskParts.negated(Cues.replaceAll(DeadlineRules.DEADLINE_CHANGE, clause, " "));
  }

  /**
   * A named speaker's "is fine" that the caller found no task for by words, the speaker named in
   * none of the open tasks.
   */
  static boolean untiedSaying(String sentence, List<KnownTask> open) {
    String speaker = speaker(sentence);
    return speaker != null
        // another cue ties it: "Jess said it's fine, the new deadline is Monday"
        && !Cues.find(DeadlineRules.DEADLINE_CHANGE, Cues.replaceAll(SAID_FINE, sentence, " "))
        && open.stream()
            .noneMatch(
                t -> List.of(t.label().toLowerCase(Locale.ROOT).split("\\W+")).contains(speaker));
  }

  /** The speaker's words of a "said ... is fine", or null. */
  static String speaker(String sentence) {
    Matcher m = Cues.matcher(SAID_FINE, sentence);
    if (!m.find() || !Cues.find(ROLE, m.group(1).strip())) {
      return null; // a person said by name is the counterpart of the conversation's task
    }
    String[] w = m.group(1).strip().toLowerCase(Locale.ROOT).split("\\s+");
    return w[w.length - 1];
  }

  /**
   * Whether the day is said fine for a thing the task does not name ("Thursday is fine for the
   * call" of "send the offer").
   */
  static boolean fineForAnother(String sentence, String task) {
    String label = task.toLowerCase(Locale.ROOT);
    Matcher m = Cues.matcher(FINE_FOR, sentence);
    return m.find() && !label.contains(stem(m.group(1)));
  }

  private static String stem(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    return w.length() > 5 ? w.substring(0, w.length() - 2) : w;
  }
}
