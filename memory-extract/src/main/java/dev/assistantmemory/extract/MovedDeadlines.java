package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;

/**
 * A message that gives an open task a new due day leaves the task open (stop 44): "their accounts
 * person just emailed, they've moved it to Friday", "the council wrote, it's extended, now due the
 * 10th", "he wants it sooner, tomorrow", "she's off sick, Tuesday is fine now". Someone else's
 * calling, emailing or writing about the task, or a day it is no longer needed by, is not the task
 * done or dropped: it is still to do, by the new day. The rules read such messages as a done or
 * abandoned change next to the move; the move (the task again, with its new day) wins. A task
 * started and moved keeps its {@code in_progress}.
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

  /** Drops the done and abandoned changes of the tasks the message gives a new due day. */
  static void keepOpen(
      List<StatusChange> statuses, List<TaskCandidate> tasks, List<KnownTask> known) {
    statuses.removeIf(
        s ->
            !"in_progress".equals(s.status())
                && known.stream()
                    .anyMatch(k -> k.id().equals(s.taskId()) && k.isOpen() && moved(tasks, k)));
  }
}
