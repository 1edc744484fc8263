package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing put on a list in Dutch (stop 33): "Zet melk en brood op het boodschappenlijstje" and "Zet
 * op het boodschappenlijstje: eieren en havermelk" are things to buy ("melk en brood kopen"); "Zet
 * de autoverzekering op mijn lijstje" is a thing to see to ("de autoverzekering doen"); "Ik heb
 * 'fietsbel vervangen' op je lijst gezet" names the task itself. The user's, with the sentence's
 * deadline if it has one. A negation or a question names none; the list words the other rules may
 * have cut out as a task ("lijst gezet") are dropped.
 */
final class DutchLists {

  private DutchLists() {}

  private static final String LIST =
      "(?:op|in)\\s+(?:het|mijn|m'n|de|je|jouw|onze|ons)\\s+"
          + "(?<kind>boodschappen|to-?do-?|takenlijst)?(?:-)?(?:lijstje|lijst|briefje)";

  /** "Zet (ook) X op het boodschappenlijstje", "Schrijf X op mijn lijstje". */
  private static final Pattern PUT =
      Rules.p(
          "^\\W*(?:zet|schrijf)\\s+(?:(?:ook|even|ff|nog|maar)\\s+)*(?<items>[^:'\"‘“;?!]+?)\\s+"
              + LIST
              + "(?:\\s+(?<rest>[^?]*))?\\W*$");

  /** "Zet op het boodschappenlijstje: eieren en havermelk". */
  private static final Pattern PUT_AFTER =
      Rules.p(
          "^\\W*(?:zet|schrijf)\\s+(?:(?:ook|even|ff|nog|maar)\\s+)*"
              + LIST
              + "\\s*:\\s*(?<items>[^?]+?)\\W*$");

  /** "Ik heb 'band oppompen' op je lijst gezet (voor zaterdag)". */
  private static final Pattern QUOTED =
      Rules.p(
          "^\\W*(?:ik heb|heb ik)\\s+['\"‘“](?<task>[^'\"’”]{3,60})['\"’”]\\s+"
              + LIST
              + "\\s+(?:gezet|geschreven|gezet,)(?<rest>.*)$");

  /** A determiner: the item is a thing to see to, not groceries. */
  private static final Pattern DETERMINED =
      Rules.p("^(?:de|het|een|mijn|m'n|onze|ons|die|dat)\\s+\\S.*");

  /** A pronoun for a thing already named, or a thing put back: no new item. */
  private static final Pattern PRONOUN_ITEM =
      Rules.p(
          "^(?:het|hem|ze|die|dat|dit|deze|er|alles)(?:\\s+(?:maar|ook|weer|terug|nog|even|gewoon))*$"
              + "|\\b(?:terug|weer)$");

  /** The list words cut out as a task by the general rules. */
  private static final Pattern LIST_LABEL =
      Rules.p("^(?:op\\s+)?(?:(?:je|mijn|de|het)\\s+)?(?:lijst|lijstje)\\s+(?:gezet|geschreven)$");

  /**
   * Adds the task the sentence puts on a list; true when it added one. An assistant's turn names
   * one only by its quotes ("Ik heb 'band oppompen' op je lijst gezet", stop 35).
   */
  static boolean find(
      String sentence, boolean assistant, LocalDate day, List<TaskCandidate> out, int from) {
    if (!sentence.contains("lijst") && !sentence.contains("briefje")
        || sentence.contains("?")
        || Cues.find(Rules.NEGATED_NL, sentence)
        || out.subList(from, out.size()).stream()
            .anyMatch(t -> !Cues.find(LIST_LABEL, t.label()))) {
      return false; // (a task the other rules read stands)
    }
    String label = null;
    Matcher m = AsciiCase.matcher(QUOTED, sentence);
    if (m.find()) {
      label = m.group("task");
    } else if (assistant) {
      return false;
    } else {
      m = AsciiCase.matcher(PUT_AFTER, sentence);
      if (!m.find()) {
        m = AsciiCase.matcher(PUT, sentence);
        if (!m.find()) {
          return false;
        }
      }
      String items = DutchClauses.strip(m.group("items"), day);
      if (Cues.find(PRONOUN_ITEM, items)) {
        return false; // "Zet het maar terug op de lijst": a task put back, not a new one
      }
      if (Text.contentStems(items).isEmpty() || Rx.split(items, "\\s+").length > 8) {
        return false;
      }
      boolean shopping =
          m.group("kind") != null && m.group("kind").toLowerCase().startsWith("boodschappen")
              || !Cues.find(DETERMINED, items);
      label = items + (shopping ? " kopen" : " doen");
    }
    label = Text.clean(label);
    if (Text.contentStems(label).isEmpty()) {
      return false;
    }
    out.subList(from, out.size()).removeIf(t -> Cues.find(LIST_LABEL, t.label()));
    List<Dates.Span> spans = Dates.find(sentence, day, Lang.NL);
    out.add(new TaskCandidate(label, Extraction.SELF, TaskRules.due(spans, day), sentence));
    return true;
  }
}
