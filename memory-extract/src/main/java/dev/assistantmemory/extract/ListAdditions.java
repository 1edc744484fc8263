package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing put on a list in English (stop 35; the Dutch is {@link DutchLists}): "Add milk, eggs and
 * bin bags to my shopping list" and "Put oat milk on the grocery list" are things to buy ("buy
 * milk, eggs and bin bags"); the assistant's "I've added 'book the MOT' to your list for Friday"
 * (or Dutch "Ik heb 'band oppompen' op je lijst gezet") names the user's task itself, in its
 * quotes. The user's, with the sentence's day. A negation, a question or a pronoun for the item
 * ("add it to my list": a thing named before) names none; a list that is not for buying ("add Sam
 * to the guest list") names nothing to do.
 */
final class ListAdditions {

  private ListAdditions() {}

  /** "Add X to my shopping list (please)", "Put X on the grocery list". */
  private static final Pattern SHOPPING =
      Rules.p(
          "^\\W*(?:(?:please|pls|can you|could you|can u|could u)\\s+)?(?:add|put|stick|pop|write)"
              + "\\s+(?<items>[^:'\"‘“;?!]+?)\\s+(?:to|on|onto)\\s+(?:my|the|our)\\s+"
              + "(?:shopping|grocery|groceries|supermarket)\\s+list(?:\\s+(?:please|pls|for me))?"
              + "(?<rest>\\s+(?:for|by|before)\\s+[^?]+)?\\W*$");

  /** The assistant's "I've added 'X' to your (to-do) list (for Friday | , due 1 September)". */
  private static final Pattern QUOTED =
      Rules.p(
          "^\\W*(?:i've|i have|i)\\s+(?:added|put)\\s+['\"‘“](?<task>[^'\"’”]{3,60})['\"’”]\\s+"
              + "(?:to|on)\\s+your\\s+(?:to-?do\\s+|task\\s+)?list\\b(?<rest>[^?]*)$");

  /** A pronoun or a thing already named: no new item. */
  private static final Pattern PRONOUN_ITEM =
      Rules.p("^(?:it|them|that|this|those|these|everything|all that|the rest)$");

  private static final Pattern NEGATED = Rules.p("\\b(?:not|n't|never|no longer|don't|do not)\\b");

  /**
   * Adds the task the sentence puts on a list, dropping what other rules cut from it; true when it
   * added one.
   */
  static boolean find(
      String sentence, boolean assistant, LocalDate day, List<TaskCandidate> out, int from) {
    if (!sentence.contains("list") || sentence.contains("?") || Cues.find(NEGATED, sentence)) {
      return false;
    }
    String label;
    Matcher m = AsciiCase.matcher((assistant ? QUOTED : SHOPPING), sentence.strip());
    if (!m.find()) {
      return false;
    }
    if (assistant) {
      label = Text.clean(m.group("task"));
    } else {
      String items = m.group("items").strip();
      if (Cues.find(PRONOUN_ITEM, items)
          || Rx.split(items, "\\s+").length > 8
          || Text.contentStems(items).isEmpty()) {
        return false;
      }
      label = "buy " + Rx.replaceFirst(items, "(?i)^(?:some|a few|more)\\s+", "");
    }
    if (Text.contentStems(label).isEmpty()) {
      return false;
    }
    out.subList(from, out.size()).clear(); // "add milk": the list's own reading stands
    out.add(
        new TaskCandidate(
            label,
            Extraction.SELF,
            TaskRules.due(Dates.find(sentence, day, Lang.EN), day),
            sentence));
    return true;
  }
}
