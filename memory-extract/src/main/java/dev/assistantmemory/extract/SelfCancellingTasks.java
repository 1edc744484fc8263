package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A task whose act is a cancellation is done when the thing is cancelled (stop 36): after "Need to
 * cancel the gym", "gym cancelled" completes the task; it does not abandon it. Dutch likewise ("de
 * krant opzeggen" ... "krant opgezegd"). A negated cancellation ("don't cancel the gym after all")
 * stays the abandonment it is.
 */
final class SelfCancellingTasks {
  private SelfCancellingTasks() {}

  /** A task whose act is cancelling something. */
  private static final Pattern CANCELLING_ACT =
      Rules.p(
          "^(?:cancel|unsubscribe|terminate|end)\\b|\\b(?:opzeggen|annuleren|afzeggen|stopzetten"
              + "|cancelen|afbestellen)$");

  /** The cancellation said as done. */
  private static final Pattern CANCELLED =
      Rules.p(
          "\\b(?:cancell?ed|unsubscribed|terminated|opgezegd|geannuleerd|afgezegd|gecanceld"
              + "|stopgezet|afbesteld)\\b");

  private static final Pattern NEGATION =
      Rules.p("\\b(?:don'?t|do not|not|no|never|niet|geen|nooit|didn'?t|hoeft)\\b");

  /** The abandonments of cancelling tasks whose thing the message says is cancelled, as done. */
  static void asDone(List<StatusChange> statuses, List<KnownTask> known) {
    for (int i = 0; i < statuses.size(); i++) {
      StatusChange s = statuses.get(i);
      if (!"abandoned".equals(s.status()) || s.excerpt() == null) {
        continue;
      }
      KnownTask task =
          known.stream().filter(k -> k.id().equals(s.taskId())).findFirst().orElse(null);
      if (task != null
          && Cues.find(CANCELLING_ACT, task.label().strip())
          && Cues.find(CANCELLED, s.excerpt())
          && !Cues.find(NEGATION, s.excerpt())) {
        statuses.set(i, new StatusChange(s.taskId(), "done", s.excerpt()));
      }
    }
  }
}
