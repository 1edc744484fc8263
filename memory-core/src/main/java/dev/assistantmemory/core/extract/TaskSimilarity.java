package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;

/**
 * Which of the user's open tasks a follow-up names by meaning rather than by its words ("the deck
 * is done" for "prepare the Q3 board deck"). An extractor asks only after a status word was found
 * and the words of the sentence did not single out a task; an answer is a task of the list given,
 * so it never reaches past the tasks the caller read for the user.
 *
 * <p>Implementations are deterministic (same phrase and tasks, same answer) and prefer no answer to
 * a doubtful one: marking the wrong task done is worse than marking none.
 */
public interface TaskSimilarity {

  /** Never names a task: resolution by words alone. */
  TaskSimilarity NONE =
      new TaskSimilarity() {
        @Override
        public KnownTask closest(String phrase, List<KnownTask> open) {
          return null;
        }
      };

  /**
   * The one task of {@code open} that {@code phrase} is about by meaning, or null when none is
   * close enough or two are about equally close.
   */
  KnownTask closest(String phrase, List<KnownTask> open);

  /**
   * Whether {@code phrase} is clearly not about {@code task} by meaning: a match on the task's verb
   * alone ("Ordered pizza tonight" for "order new running shoes") is dropped when it is. False when
   * there is no way to tell.
   */
  default boolean farFrom(String phrase, KnownTask task) {
    return false;
  }
}
