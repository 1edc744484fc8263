package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.graph.WriteGuard;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which known task a task candidate names. The plan and the writer decide with this one rule, so
 * the ids the plan hands out for tasks a job creates ("new:0", "new:1", ...) are the ones the
 * writer maps.
 */
public final class TaskMatch {
  private TaskMatch() {}

  /** The open task a label names: at least three quarters of the words shared, both ways. */
  public static Optional<KnownTask> sameOpenTask(List<KnownTask> tasks, String label) {
    return sameTask(tasks.stream().filter(KnownTask::isOpen).toList(), label);
  }

  /** As {@link #sameOpenTask}, whatever the task's status. */
  static Optional<KnownTask> sameTask(List<KnownTask> tasks, String label) {
    Set<String> words = words(label);
    for (KnownTask t : tasks) {
      Set<String> other = words(t.label());
      if (words.isEmpty() || other.isEmpty()) {
        continue;
      }
      int common = 0;
      for (String w : words) {
        if (other.contains(w)) {
          common++;
        }
      }
      if (common >= 0.75 * Math.max(words.size(), other.size())) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  private static Set<String> words(String s) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : WriteGuard.normalize(s).split(" ")) {
      if (w.length() > 2) {
        out.add(w);
      }
    }
    return out;
  }
}
