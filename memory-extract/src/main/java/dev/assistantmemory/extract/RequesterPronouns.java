package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The person who asked for the act, named by a pronoun in it: "Sarah from HR asked me to send her
 * the signed contract" is "send Sarah the signed contract", "Pieter vroeg of ik hem de foto's wil
 * sturen" is "Pieter de foto's sturen". A task label is read later without its sentence; "send her
 * the contract" then says nothing of whom.
 *
 * <p>Only the user's own tasks, only when the sentence names exactly one requester before a request
 * verb ("asked me to", "wants me to", "vroeg (me) of ik", "vraagt me om"), and only "her", "him"
 * ("haar", "hem") as the object right after the task's first verb (English) or anywhere before its
 * last word (Dutch), so that "call her mom" keeps its possessive reading out of it: a possessive is
 * followed by a noun the pronoun then qualifies, which this does not change.
 */
final class RequesterPronouns {
  private RequesterPronouns() {}

  private static final Pattern REQUEST_EN =
      Rules.p(
          "(?<![\\p{L}'’])((?-i:\\p{Lu}\\p{Ll}+))(?:\\s+(?:from|at|in)\\s+[\\p{L}&-]+)?\\s+"
              + "(?:asked|asks|wants|wanted|needs|needed|told|tells|reminded|begged|would like)\\s+"
              + "me\\s+to\\b");

  private static final Pattern REQUEST_NL =
      Rules.p(
          "(?<![\\p{L}'’])((?-i:\\p{Lu}\\p{Ll}+))(?:\\s+(?:van|bij)\\s+[\\p{L}&-]+)?\\s+"
              + "(?:vroeg|vraagt|wil|wilde)\\s+(?:me\\s+|mij\\s+)?(?:of ik|om|dat ik)\\b");

  /** "send her the contract": the verb, the pronoun, a following article or noun phrase. */
  private static final Pattern OBJECT_EN =
      Rules.p(
          "^(\\S+(?:\\s+(?:back|over|out))?)\\s+(?:her|him)(?=\\s+(?:the|a|an|my|our|some|this|that|those|these|\\d)\\b|\\W*$)");

  private static final Pattern OBJECT_NL = Rules.p("^(?:haar|hem)\\s+(?=\\S+\\s+\\S)");

  /** The user's tasks with the requester's pronoun replaced by the requester's name. */
  static void name(Lang lang, List<TaskCandidate> tasks) {
    Pattern request = lang == Lang.NL ? REQUEST_NL : REQUEST_EN;
    for (int i = 0; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      String sentence = t.excerpt();
      if (!Extraction.SELF.equals(t.owner())
          || sentence == null
          || !Cues.mayMatch(request, sentence)) {
        continue;
      }
      Matcher m = AsciiCase.matcher(request, sentence);
      if (!m.find()) {
        continue;
      }
      String name = m.group(1);
      if (m.find()) {
        continue; // two requesters: whose pronoun is it
      }
      String label = withName(t.label(), name, lang);
      if (!label.equals(t.label())) {
        tasks.set(i, new TaskCandidate(label, t.owner(), t.due(), t.excerpt()));
      }
    }
  }

  private static String withName(String label, String name, Lang lang) {
    if (lang == Lang.NL) {
      Matcher o = AsciiCase.matcher(OBJECT_NL, label);
      return o.lookingAt() ? name + " " + label.substring(o.end()) : label;
    }
    Matcher o = AsciiCase.matcher(OBJECT_EN, label);
    if (!o.lookingAt()) {
      return label;
    }
    return o.group(1) + " " + name + label.substring(o.end());
  }
}
