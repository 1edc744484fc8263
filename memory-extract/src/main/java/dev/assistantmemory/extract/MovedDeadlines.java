package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A message that gives an open task a new due day leaves the task open (stop 44): "their accounts
 * person just emailed, they've moved it to Friday", "the council wrote, it's extended, now due the
 * 10th", "he wants it sooner, tomorrow", "she's off sick, Tuesday is fine now". Someone else's
 * calling, emailing or writing about the task, or a day it is no longer needed by, is not the task
 * done or dropped: it is still to do, by the new day. The rules read such messages as a done or
 * abandoned change next to the move; the move (the task again, with its new day) wins. A task
 * started and moved keeps its {@code in_progress}. A done the user says as their own deed at the
 * head of a clause ("Sent the forms off, the deadline was the 20th", "Paid it, they'd given me till
 * Friday") is no move's side effect: the day the rules read is the old one, and the done stays
 * (stop 45).
 */
final class MovedDeadlines {
  private MovedDeadlines() {}

  /** Whether the message's tasks give the known task a new due day (the task said again). */
  static boolean moved(List<TaskCandidate> tasks, KnownTask task) {
    for (TaskCandidate t : tasks) {
      if (t.due() != null && t.label().equals(task.label()) && !t.due().equals(task.due())) {
        return true;
      }
    }
    return false;
  }

  /** Only the user before a done word: "Sent", "I've paid", "Just handed in", "Heb ... betaald". */
  private static final Pattern OWN_HEAD =
      Rules.p(
          "^\\W*(?:(?:i|we|i'?ve|we'?ve|i have|we have|just|finally|already|also|and|so|ok(?:ay)?"
              + "|ik|heb|hebben|net|eindelijk|al|ook|en)\\s+)*$"
              // Dutch: the participle ends its clause ("Heb de formulieren al opgestuurd")
              + "|^\\W*(?:ik\\s+|we\\s+)?(?:heb|hebben)\\s+(?:ik\\s+|we\\s+)?[^,;:]*$");

  private static final Pattern CLAUSE_EDGE = Rules.p("[,;:.!?]|\\s(?:but|so|and|maar|dus|en)\\s");

  /**
   * Whether the sentence says a done as the user's own deed: a done word at the head of its clause,
   * with only "I", "we" or an adverb before it ("Sent the forms off, ...", "I've paid it, ..."),
   * not another party's ("the accountant emailed, ...", "broker just called, ...").
   */
  static boolean ownDone(String sentence) {
    if (!Cues.find(StatusWords.DONE, sentence) || Cues.find(StatusWords.NEGATED, sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(StatusWords.DONE, sentence);
    while (m.find()) {
      int from = 0;
      Matcher edge = AsciiCase.matcher(CLAUSE_EDGE, sentence);
      while (edge.find() && edge.end() <= m.start()) {
        from = edge.end();
      }
      if (AsciiCase.matcher(OWN_HEAD, sentence.substring(from, m.start())).matches()) {
        return true;
      }
    }
    return false;
  }

  /** Drops the done and abandoned changes of the tasks the message gives a new due day. */
  static void keepOpen(
      List<StatusChange> statuses, List<TaskCandidate> tasks, List<KnownTask> known) {
    statuses.removeIf(
        s ->
            !"in_progress".equals(s.status())
                && !("done".equals(s.status()) && ownDone(s.excerpt()))
                && known.stream()
                    .anyMatch(k -> k.id().equals(s.taskId()) && k.isOpen() && moved(tasks, k)));
  }
}
