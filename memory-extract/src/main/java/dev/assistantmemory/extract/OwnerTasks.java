package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tasks whose owner a reporting verb, an address or a debt names (the patterns are {@link
 * Owners}'): the owned act as a task, the asking as a task of its own (split out of {@link
 * RuleBasedExtractor}, no change in behaviour).
 */
final class OwnerTasks {

  private OwnerTasks() {}

  /** An asking named as the task ("ask Priya to ...", "Priya vragen om ..."). */
  private static final Pattern ASKING = Rules.p("^(?:ask|tell) \\S|^\\S.* vragen om ");

  /**
   * A named person taking over an open task (tenth pass): "Change of plan, Wes is doing the food",
   * "Ilona haalt de taart op", "Sam's handling the booking now".
   */
  private static final Pattern HANDOVER =
      Pattern.compile(
          "(?:^|[,:;]\\s*)(?<name>\\p{Lu}\\p{Ll}+)(?:'s| is| will be)? (?:now |actually |just )?(?:doing"
              + "|handling|sorting(?: out)?|taking over|covering|taking care of|picking up|bringing"
              + "|doet|regelt|haalt|brengt|neemt|maakt|verzorgt|organiseert)\\s+"
              // her own thing, or one more ("her famous cake too", "ook een taart") is no handover
              + "(?!(?:her|his|their|own|zijn|haar|hun|eigen|ook|also|another|extra)\\b)"
              + "(?<thing>[^,.;!?]+)(?<![\\s](?:too|as well|also|ook))");

  /** The one open task whose thing the person named takes over, or null. */
  private static KnownTask handedOver(String clause, List<KnownTask> known) {
    if (known.isEmpty() || !Cues.mayMatch(HANDOVER, clause)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(HANDOVER, clause);
    if (!m.find() || AsciiCase.matcher(Rules.NOT_AN_ACTION, m.group("thing")).find()) {
      return null;
    }
    java.util.Set<String> thing = Text.contentStems(m.group("thing"));
    if (thing.isEmpty()) {
      return null;
    }
    KnownTask found = null;
    for (KnownTask t : known) {
      if (t.isOpen() && Text.coverage(thing, Text.contentStems(t.label())) >= 0.5) {
        if (found != null) {
          return null; // two tasks share the thing: none is singled out
        }
        found = t;
      }
    }
    return found;
  }

  /**
   * Tasks whose owner a reporting verb names: "I promised Sarah I would ..." (the user's), "I asked
   * Tom and Ben to ..." (one task each), "Nina, could you ...", "Stuur jij ..., Anouk?".
   */
  static boolean find(
      String clause,
      String sentence,
      Lang lang,
      boolean email,
      LocalDate day,
      List<TaskCandidate> out,
      List<KnownTask> known) {
    KnownTask handed = handedOver(clause, known);
    if (handed != null) {
      Matcher m = AsciiCase.matcher(HANDOVER, clause);
      m.find();
      out.add(new TaskCandidate(handed.label(), m.group("name"), null, sentence));
      return true;
    }
    List<Owners.Owned> owned = Owners.find(clause, lang, day);
    boolean any = false;
    for (Owners.Owned o : owned) {
      String action = o.action().strip();
      if (Cues.find(ASKING, action)) {
        // "Ask Priya to review the budget": the asking itself, the assistant's (or the user's)
        String label = Text.clean(Rx.replaceAll(action, "[.!?]+$", ""));
        List<Dates.Span> spans = Dates.find(label, day, lang);
        for (int i = spans.size() - 1; i >= 0; i--) {
          String head = label.substring(0, spans.get(i).start());
          head =
              AsciiCase.matcher((lang == Lang.NL ? Rules.DATE_CUE_NL : Rules.DATE_CUE_EN), head)
                  .replaceAll("");
          label = head + " " + label.substring(spans.get(i).end());
        }
        label = TaskLabels.label(label, lang, day);
        if (email || label.length() < 3) {
          continue;
        }
        out.add(new TaskCandidate(label, o.owner(), null, sentence));
        any = true;
        continue;
      }
      if (Cues.find(Rules.NOT_AN_ACTION, action) || lang == Lang.NL && TaskRules.negated(action)) {
        continue;
      }
      String label = TaskLabels.label(action, lang, day);
      List<Dates.Span> spans = Dates.find(clause, day, lang);
      if (lang == Lang.NL) {
        spans = TaskRules.attributive(clause, spans); // "het feest van zaterdag": which party
      }
      if (TaskRules.onlyAPronoun(label) || TaskRules.onlyAPronoun(action)) {
        // "Ruben doet het zaterdag": the person takes over the one open task
        List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
        if (open.size() == 1 && !Extraction.SELF.equals(o.owner())) {
          out.add(
              new TaskCandidate(
                  open.get(0).label(),
                  o.owner(),
                  email ? TaskRules.emailDue(spans) : TaskRules.due(spans, day),
                  sentence));
          any = true;
        }
        continue;
      }
      if (label.length() < 3
          || Text.contentStems(label).isEmpty()
          || AsciiCase.matcher(Rules.NOT_AN_ERRAND, label).matches()
          || AsciiCase.matcher(TaskRules.INDEFINITE, o.owner()).matches()) {
        continue;
      }
      out.add(
          new TaskCandidate(
              label,
              o.owner(),
              email ? TaskRules.emailDue(spans) : TaskRules.due(spans, day),
              sentence));
      any = true;
    }
    return any;
  }
}
