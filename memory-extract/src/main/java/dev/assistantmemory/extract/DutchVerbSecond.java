package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The tasks of Dutch verb-second clauses (split from {@link TaskRules}, stop 34; output unchanged).
 */
final class DutchVerbSecond {

  private DutchVerbSecond() {}

  /** A clause that takes its time from the clause before it ("..., dan bel ik hem"). */
  static final Pattern THEN = Rules.p("^\\W*(?:dan|daarna|en dan)\\b");

  /** An act before another one of the sentence: "..., maar eerst lees ik het door". */
  static final Pattern FIRST = Rules.p("\\b(?:eerst|daarvoor|vooraf|van tevoren)\\b");

  /**
   * Dutch clauses with the verb second ("Morgen bel ik de tandarts", "Het rapport stuur ik morgen
   * op"): an action verb needs a coming day in its clause; a modal with an infinitive does not.
   */
  static boolean tasks(String sentence, boolean email, LocalDate day, List<TaskCandidate> out) {
    boolean any = false;
    for (DutchClauses.Intention i : DutchClauses.intentions(sentence, day)) {
      if (AsciiCase.matcher(OccasionPatterns.MEETING, i.clause()).find()) {
        continue; // "Vrijdag bespreken we de planning": a meeting, not an errand
      }
      List<Dates.Span> spans =
          TaskRules.attributive(i.clause(), Dates.find(i.clause(), day, Lang.NL));
      if (spans.isEmpty() && AsciiCase.matcher(THEN, i.clause()).find()) {
        spans = Dates.find(sentence, day, Lang.NL); // "Maandag ..., dan neem ik de cijfers mee"
      }
      if (Musings.tentative(i.clause(), day)) {
        continue; // "Misschien moet ik ooit de tuin aanpakken": a musing, not a commitment
      }
      if (!i.modal() && AsciiCase.matcher(TaskRules.HABIT_NL, i.clause()).find()) {
        continue; // "Op zondag bel ik altijd mijn moeder": a habit
      }
      boolean first = false;
      if (!i.modal()
          && spans.stream().noneMatch(s -> !s.date().isBefore(day))
          && !AsciiCase.matcher(TaskRules.LATER_NL, i.clause()).find()) {
        // "Het contract teken ik donderdag, maar eerst lees ik het door": before a coming act
        first =
            AsciiCase.matcher(FIRST, i.clause()).find()
                && Dates.find(sentence, day, Lang.NL).stream()
                    .anyMatch(s -> !s.date().isBefore(day));
        if (!first) {
          continue;
        }
      }
      if (Text.contentStems(i.label()).isEmpty()
          || AsciiCase.matcher(Rules.NOT_AN_ERRAND, i.label()).matches()) {
        continue;
      }
      LocalDate due = first ? null : email ? TaskRules.emailDue(spans) : TaskRules.due(spans, day);
      out.add(
          new TaskCandidate(
              i.label(), i.owner() == null ? Extraction.SELF : i.owner(), due, sentence));
      any = true;
    }
    return any;
  }
}
