package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deadline said about a thing, followed by a clause of its own (stop 33): "Deadline is 9 June for
 * the visa form, I still need a photo", "Monday is the cutoff for the room bookings, I've got two
 * to do". The thing is the user's task, due on the day of the first clause; the later clause is
 * read on its own, so a step it names ("I should start drafting") is no longer dated by the
 * deadline of the thing. Without this the later clause's step was read first and took the deadline,
 * and the thing was lost.
 */
final class LeadingDeadlines {

  private LeadingDeadlines() {}

  /** The first clause edge: a comma, or a dash, before the later clause. */
  private static final Pattern EDGE = Pattern.compile("\\s*(?:,|\\s[-–—])\\s+");

  static boolean find(
      String sentence,
      String prior,
      LocalDate day,
      List<TaskCandidate> out,
      List<Mention> mentions,
      List<KnownTask> known) {
    Matcher edge = AsciiCase.matcher(EDGE, sentence);
    if (!Cues.find(DEADLINE_WORD, sentence) || !edge.find() || edge.start() < 8) {
      return false;
    }
    String first = sentence.substring(0, edge.start());
    String rest = sentence.substring(edge.end());
    List<Dates.Span> spans = Dates.find(first, day, Lang.EN);
    if (spans.stream().noneMatch(s -> !s.date().isBefore(day))) {
      return false; // a deadline gone by is no task
    }
    List<TaskCandidate> thing = new ArrayList<>();
    if (!DeadlineRules.deadlineStatement(first, Lang.EN, day, spans, thing) || thing.size() != 1) {
      return false;
    }
    List<TaskCandidate> later = new ArrayList<>();
    if (!NoCommitment.commitsNobody(rest)) {
      TaskRules.tasks(rest, first, Lang.EN, false, false, day, later, mentions, known);
    }
    // "..., can you keep an eye on that?": the watch asked for is about the thing itself
    later.removeIf(x -> Cues.find(WATCH_IT, x.label()));
    // "..., I should start drafting": a start is the thing's own task begun, no second task
    later.removeIf(x -> Cues.find(A_START, x.label()));
    TaskCandidate t = thing.get(0);
    if (later.size() == 1 && Cues.find(BEFORE_IT, rest)) {
      // "Friday is the cutoff for the hoodie order, I need to collect the sizes before that": the
      // step is what is due by the thing's day
      TaskCandidate step = later.get(0);
      out.add(new TaskCandidate(step.label(), step.owner(), t.due(), sentence));
      return true;
    }
    if (later.size() == 1
        && Text.coverage(Text.contentStems(t.label()), Text.contentStems(later.get(0).label()))
            > 0) {
      // "The tax return is due on 31 January, I'll file it this weekend": one act, its own day
      // first, else the thing's
      TaskCandidate act = later.get(0);
      out.add(
          new TaskCandidate(
              act.label(), act.owner(), act.due() == null ? t.due() : act.due(), sentence));
      return true;
    }
    out.add(t);
    out.addAll(later);
    return true;
  }

  /** A watch or reminder asked about the thing: "keep an eye on that", "nag me about it". */
  private static final Pattern WATCH_IT =
      Rules.p(
          "^(?:keep an eye on|keep track of|keep tabs on|watch|track|nag me about|remind me (?:about"
              + "|of)|ping me about) (?:it|that|this)$|^(?:nag|remind|ping|chase|prod) me$");

  private static final Pattern A_START = Rules.p("^(?:start|begin|get started|make a start)\\b");

  private static final Pattern BEFORE_IT = Rules.p("\\bbefore (?:that|then|it|the deadline)\\b");

  /** The words of a deadline said as a thing's (checked first, cheaply). */
  private static final Pattern DEADLINE_WORD =
      Rules.p("\\b(?:deadline|cut-?off|closing date|due)\\b");
}
