package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What keeps a status word from changing a task (issue 13, stop 34): a negation or a mere thought
 * right before a word of dropping ("postponed, not cancelled", "I was going to give up on it"), and
 * a done word in a supposed clause in the present tense ("Once the report is done I'll let you
 * know", "Zodra het geregeld is").
 */
final class StatusGuards {
  private StatusGuards() {}

  private static final Pattern CLAUSE_EDGE =
      Rules.p("[,;:]|\\s(?:but|so|and then|maar|dus|en dan|want)\\s");

  /**
   * A negation or a mere thought right before a word of dropping: "postponed, not cancelled", "not
   * giving up on", "I was going to give up on it but".
   */
  private static final Pattern NEGATED_BEFORE =
      Rules.p(
          "(?:\\b(?:not|never|niet|nooit)|n't)\\s+(?:\\p{L}+\\s+)?$"
              + "|\\b(?:was|were) going to\\s+$|\\b(?:almost|nearly|considering|thinking of)\\s+$");

  /** Put off, still to do: "the present can wait", "no rush on that", "dat kan wel wachten". */
  private static final Pattern PUT_OFF =
      Rules.p(
          "\\b(?:can|could|will have to|may|'ll have to) wait\\b(?!\\s+(?:no|any)\\s+longer)"
              + "|\\bno (?:rush|hurry)\\b|\\bkan (?:nog |wel |best |gerust |ook )*wachten\\b"
              + "|\\bgeen haast\\b|\\bhoeft nog niet\\b");

  /**
   * Whether the sentence puts the task off with no deed said before it ("Lily's party moved, so the
   * present can wait", "Hij zei dat het kan wachten"): it stays open (stop 37). "Sent it, no rush
   * on their reply" is still a deed.
   */
  static boolean putOff(String sentence) {
    if (!Cues.mayMatch(PUT_OFF, sentence)
        || dropped(sentence) // "The tax return can wait, not doing it this year": dropped
        || Cues.find(StatusWords.SELF_DROP, sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(PUT_OFF, sentence);
    return m.find() && !Cues.find(StatusWords.DONE, sentence.substring(0, m.start()));
  }

  /**
   * Whether a word of dropping is in the sentence without a negation right before it ("The trip was
   * postponed, not cancelled" drops nothing; stop 34).
   */
  static boolean dropped(String sentence) {
    return dropped(sentence, null, false, null);
  }

  /**
   * {@link #dropped(String)} for the open tasks: a need-not ("so I don't have to ...", "no need to
   * ...") is a drop only of a task's own deed ({@link UnneededDeeds}, fixb45).
   */
  static boolean dropped(
      String sentence,
      java.util.List<dev.assistantmemory.core.extract.ExtractionInput.KnownTask> open,
      boolean dutch,
      LabelStems stems) {
    if (IndirectStates.beatenToIt(sentence)) {
      // "Kotbaas heeft zelf gebeld": the call is moot; "..., so that's sorted" is done (stop 35)
      return true;
    }
    if (!Cues.mayMatch(StatusWords.ABANDONED, sentence) || IndirectStates.anotherDay(sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(StatusWords.ABANDONED, sentence);
    while (m.find()) {
      String before = sentence.substring(Math.max(0, m.start() - 24), m.start());
      if (Cues.find(NEGATED_BEFORE, before)) {
        continue;
      }
      if (open != null
          && UnneededDeeds.needNot(m.group())
          && !UnneededDeeds.read(sentence, m.start(), m.end(), open, dutch, stems).drops()) {
        continue; // "Booked the hotel, so I don't have to worry about that"
      }
      return true;
    }
    return false;
  }

  /**
   * A done taken back as it is said (stop 45): "I was going to say the order is done but nope, it's
   * stuck in checkout", "Ik wilde zeggen dat ze besteld zijn, maar nee hoor".
   */
  private static final Pattern WITHDRAWN =
      Rules.p(
          "\\b(?:was (?:going|about) to say|wanted to say|meant to say|would have said|almost said"
              + "|(?:wilde|ging|zou) (?:net |bijna )?zeggen|had (?:net |bijna )?gezegd)\\b"
              + "[^.!?]*?(?:\\bbut\\b|\\bmaar\\b|\\bnope\\b|\\bhelaas\\b)");

  /** Whether the message takes back the done it was about to report. */
  static boolean withdrawn(String text) {
    return Cues.find(WITHDRAWN, text);
  }

  /** A clause opened by "once", "if", "als", "zodra": what it says done is supposed, not done. */
  private static final Pattern SUPPOSING =
      Rules.p("\\b(?:if|once|as soon as|whenever|when|als|zodra|wanneer|indien|mocht)\\b[^,;:]*$");

  /** A sentence that opens with a supposed clause in the present tense. */
  static final Pattern SUPPOSED_FIRST =
      Rules.p(
          "^\\W*(?:if|once|as soon as|when|als|zodra|wanneer|indien|mocht)\\b[^,;:]*(?:\\b(?:is|are"
              + "|have|has|ben|zijn|heb|heeft|hebben)\\b|'s\\b|'re\\b|'ve\\b)");

  /** A present tense in that clause ("Once the report is done"); a past one is a report. */
  private static final Pattern PRESENT =
      Rules.p(
          "\\b(?:is|are|am|have|has|ben|bent|zijn|heb|hebt|heeft|hebben)\\b|'s\\b|'re\\b|'ve\\b");

  /**
   * Whether the done word stands in a supposed clause in the present tense: "Once the report is
   * done I'll let you know", "If it's sorted by Friday", "Zodra het geregeld is" (stop 34).
   */
  static boolean supposed(String sentence) {
    Matcher done = AsciiCase.matcher(StatusWords.DONE, sentence);
    if (!done.find()) {
      return false;
    }
    Matcher opened = AsciiCase.matcher(SUPPOSING, sentence.substring(0, done.start()));
    if (!opened.find()) {
      return false;
    }
    String rest = sentence.substring(opened.start());
    int edge = rest.length();
    Matcher e = AsciiCase.matcher(CLAUSE_EDGE, rest);
    if (e.find(Math.min(rest.length(), done.start() - opened.start()))) {
      edge = e.start();
    }
    return AsciiCase.matcher(PRESENT, rest.substring(0, edge)).find();
  }
}
