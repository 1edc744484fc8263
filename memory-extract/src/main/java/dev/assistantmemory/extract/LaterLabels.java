package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The user's Dutch present with a coming time that is no day ("Ik bel je later terug", "Ik lees dat
 * boek deze zomer wel", issue 13, eighth pass): the time and "wel" are not part of the label, and a
 * verb left first goes last ("lees dat boek" -> "dat boek lezen").
 */
final class LaterLabels {

  private LaterLabels() {}

  private static final Pattern FILLER = Rules.p("\\s+(?:wel|maar|even|dan)\\b");

  /** Cleans the labels of the user's Dutch tasks from {@code from} on. */
  static void apply(Lang lang, LocalDate day, List<TaskCandidate> tasks, int from) {
    if (lang != Lang.NL) {
      return;
    }
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      if (!Extraction.SELF.equals(t.owner())
          || !AsciiCase.matcher(TaskRules.LATER_NL, t.label()).find()) {
        continue;
      }
      String label = AsciiCase.matcher(TaskRules.LATER_NL, t.label()).replaceAll(" ");
      label = Text.clean(Cues.replaceAll(FILLER, " " + label, " ").replaceAll("\\s+", " "));
      label = Rx.replaceFirst(label, "(?iu)^(?:je|jou|u)\\s+(?=\\S+\\s+\\S)", "");
      int space = label.indexOf(' ');
      if (space > 0
          && !Rx.matches(label.substring(space + 1), "(?iu)^(?:dat|dit|die|het|deze)\\b.*")) {
        String rest = label.substring(space + 1);
        String inf = DutchClauses.thirdPerson(label.substring(0, space), rest, day);
        label = inf != null && inf.contains(" ") ? inf : label;
      }
      if (Text.contentStems(label).isEmpty()
          || AsciiCase.matcher(Rules.NOT_AN_ERRAND, label).matches()
          || Cues.find(Rules.NOT_AN_ACTION, label)) {
        tasks.remove(i--); // "Ik ga straks slapen": no errand once the time is out
      } else {
        tasks.set(i, new TaskCandidate(label, t.owner(), t.due(), t.excerpt()));
      }
    }
  }
}
