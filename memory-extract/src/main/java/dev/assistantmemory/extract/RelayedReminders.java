package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reminder to pass on to someone, in Dutch (stop 35): "Herinner Bas eraan dat hij morgen de
 * sleutel moet meenemen", "Herinner Ilse eraan dat ze de sleutel terugbrengt", "Kun je Nadia eraan
 * herinneren om de teksten aan te leveren?". The assistant's task, as the English "Remind Kate to
 * bring the projector" already is: "<name> eraan herinneren dat/om ...", with the clause's day. The
 * user's own reminder ("Herinner me eraan ...") is another rule's; a negation ("herinner Bas er
 * niet aan") or a past tense ("ik herinnerde Bas eraan") names none.
 */
final class RelayedReminders {

  private RelayedReminders() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)";

  /** "Herinner <name> (er) (even) aan dat/om ...", "Kun je <name> eraan herinneren dat/om ...". */
  private static final Pattern RELAYED =
      Rules.p(
          "^\\W*(?:(?:wil|kun|kan|zou|wilt|kunt)\\s+(?:je|jij|u)\\s+(?<who1>"
              + NAME
              + ")\\s+(?:(?:even|ff|nog|morgen|straks)\\s+)*eraan\\s+herinneren"
              + "|herinner\\s+(?<who2>"
              + NAME
              + ")\\s+(?:(?:even|ff|nog|morgen|straks|er)\\s+)*(?:eraan|aan))"
              + "\\s*,?\\s+(?<rest>(?:dat|om)\\s+[^?]+?)\\W*$");

  private static final Pattern NOT_A_NAME =
      Rules.p("^(?:me|mij|ons|je|jou|hem|haar|ze|hen|iedereen|niemand|u)$");

  /** Adds the relayed reminder; true when it added one. */
  static boolean find(String sentence, LocalDate day, List<TaskCandidate> out) {
    if (!sentence.contains("herinner") && !sentence.contains("Herinner")
        || Cues.find(Rules.NEGATED_NL, sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(RELAYED, sentence.strip());
    if (!m.find()) {
      return false;
    }
    String who = m.group("who1") != null ? m.group("who1") : m.group("who2");
    if (Cues.find(NOT_A_NAME, who)) {
      return false;
    }
    String label = who + " eraan herinneren " + m.group("rest").strip();
    out.add(
        new TaskCandidate(
            label, null, TaskRules.due(Dates.find(sentence, day, Lang.NL), day), sentence));
    return true;
  }
}
