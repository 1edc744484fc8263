package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.DutchLexicon;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Dutch result that must hold by a time, said with a modal and a past participle: "De verf moet
 * vóór zaterdag besteld zijn", "Tegen vrijdag moet ik de stukken gelezen hebben", "Eind van de
 * maand moet alles voor de verhuizing ingepakt zijn". The task is the thing with the participle's
 * infinitive (by the lexicon: "besteld" -> "bestellen", "ingepakt" -> "inpakken"), the user's, due
 * the clause's date. Asked only when the rules found no task in the sentence; a negation, a
 * question or a participle of a verb of state names no task.
 */
final class DutchResults {

  private DutchResults() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** "[front] moet(en) [ik|we] <middle> <participle> zijn|hebben" (the clause's end). */
  private static final Pattern RESULT =
      Pattern.compile(
          "^(?<front>.*?)\\bmoet(?:en)?\\s+(?:(?:ik|we|wij)\\s+)?(?<middle>.+?)\\s+"
              + "(?<part>\\p{L}+)\\s+(?:zijn|hebben)\\s*[.!]*$",
          FLAGS);

  private static final Pattern MOET = Pattern.compile("\\bmoet(?:en)?\\b", FLAGS);

  private static final Pattern CLAUSES = Pattern.compile("\\s*(?:[,;:]|\\bdus\\b)\\s*");

  private static final Pattern NOT_SELF =
      Pattern.compile(
          "\\b(?:je|jij|u|hij|zij|ze|iedereen|niemand|jullie|het weer|dat|dit)\\s+moet", FLAGS);

  private static final Pattern DETERMINED =
      Pattern.compile(
          "^(?:de|het|een|mijn|m'n|onze|ons|zijn|haar|alle|alles|die|deze)\\b.*", FLAGS);

  /**
   * A label that is a participle with its auxiliary: "gekocht zijn", "het pakket verstuurd hebben".
   */
  private static final Pattern STATE_LABEL =
      Pattern.compile("^(?:.*\\s)?(?<part>\\p{L}{4,})\\s+(?:zijn|hebben|worden)$", FLAGS);

  /**
   * Removes the sentence's tasks (from {@code from}) whose label is a state the other rules cut out
   * of a result clause ("Zaterdag moet het cadeau voor juf Ank gekocht zijn" read as Ank's "gekocht
   * zijn"), so that the clause is read as a result (stop 33); true when it removed one.
   */
  static boolean dropStates(List<TaskCandidate> tasks, int from) {
    if (!DutchLexicon.ON) {
      return false;
    }
    int before = tasks.size();
    tasks
        .subList(from, tasks.size())
        .removeIf(
            t -> {
              Matcher m = AsciiCase.matcher(STATE_LABEL, t.label());
              return m.matches() && DutchLexicon.participle(m.group("part")) != null;
            });
    return tasks.size() < before;
  }

  /** Adds the task of a result clause; true when one was added. */
  static boolean find(String sentence, LocalDate day, List<TaskCandidate> out) {
    if (!DutchLexicon.ON || sentence.indexOf('?') >= 0 || !Cues.find(MOET, sentence)) {
      return false;
    }
    for (String clause : CLAUSES.split(sentence)) {
      Matcher m = AsciiCase.matcher(RESULT, clause.strip());
      if (!m.matches()
          || Cues.find(Rules.NEGATED_NL, clause)
          || Cues.find(NOT_SELF, clause)
          || Cues.find(TaskRules.HABIT_NL, clause)) {
        continue;
      }
      String inf = DutchLexicon.participle(m.group("part"));
      if (inf == null || !DutchLexicon.isAction(inf)) {
        continue;
      }
      List<Dates.Span> spans = Dates.find(clause, day, Lang.NL);
      if (spans.stream().noneMatch(s -> !s.date().isBefore(day))) {
        continue; // a result with no time by which it must hold is a wish, not a task
      }
      String front = DutchClauses.strip(m.group("front"), day);
      String middle = DutchClauses.strip(m.group("middle"), day);
      String thing = AsciiCase.matcher(DETERMINED, middle).matches() ? middle : front;
      if (!AsciiCase.matcher(DETERMINED, thing).matches() || Rx.split(thing, "\\s+").length > 8) {
        continue;
      }
      String label = Text.clean(thing + " " + inf);
      if (Text.contentStems(label).isEmpty()) {
        continue;
      }
      out.add(new TaskCandidate(label, Extraction.SELF, TaskRules.due(spans, day), sentence));
      return true;
    }
    return false;
  }
}
