package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A task that has to be done again (stop 45): "Back on the list." after "Cleaned it!", "wait, one
 * is on backwards. redo.", "the insurance I thought I'd renewed lapsed. Need to do it again.",
 * "Reopening the quiz question task", "De quizvragen gaan weer open", "Moet opnieuw.". The message
 * puts the task back to pending, and a done the same message reads ("I thought I'd renewed") is
 * what it takes back. Which task: the one the reopening sentence names, else the one another
 * sentence of the message changed, else the one the message names, else the one closed task, else
 * the only task. The labels want the last state: {@code pending}, final status open. A deed done on
 * the wrong thing ("Maya sent the wrong file") is no done either.
 */
final class Reopened {
  private Reopened() {}

  /** To be done again: a redo of the task, or the task reopened. */
  private static final Pattern AGAIN =
      Rules.p(
          "(?:^|[,;:.!]\\s*)(?:so\\s+|wait,?\\s+)?re-?do(?:ing)?(?:\\s+(?:it|that|them|the lot))?\\W*$"
              + "|\\b(?:need|have|got|going)\\s+to\\s+re-?do\\s+(?:it|that|them)\\b(?!\\s+(?:on|next|by)\\b)"
              + "|\\b(?:need|have|got|going)\\s+to\\s+(?:re-?do|do)\\s+(?:it|that|them|the whole thing)"
              + "(?:\\s+all)?\\s+(?:again|over)\\b"
              // "need to do it again on Friday" is the next round, not a redo
              + "(?!\\s+(?:on|next|tomorrow|tonight|in|this|every|by|before|after|later|soon)\\b)"
              + "|\\breopen(?:ing|ed|s)?\\s+(?:the|my|that|it)\\b"
              // the task open again, not a thing that opens ("Het slot gaat weer open met de app")
              + "|\\b(?:gaat|gaan|staat|staan|is|zijn)\\s+(?:dus\\s+|nu\\s+)?weer\\s+open(?=\\W*(?:$|[,;]))"
              + "|(?:^|[,;:.!]\\s*)(?:dus\\s+|wacht,?\\s+)?(?:(?:ik|we|dan)\\s+)?"
              + "(?:moet(?:en)?\\s+(?:(?:ik|we)\\s+)?(?:het|dat|die|ze|'t)?\\s*)?"
              + "(?:opnieuw|overnieuw|over doen|overdoen)\\W*$"
              + "|\\bmoet(?:en)?\\s+(?:het|dat|die|ze)\\s+(?:dus\\s+)?(?:opnieuw|overnieuw)\\b");

  /** Whether the sentence puts a task back on the list or says it is to be done again. */
  static boolean said(String sentence) {
    return !sentence.contains("?")
        && (Cues.find(AGAIN, sentence) || Cues.find(StatusWords.BACK_ON_THE_LIST, sentence));
  }

  /**
   * Puts the task a reopening sentence of the user's message is about back to pending, in place of
   * any other change of it in the message; a task label that is only the redo word ("opnieuw") is
   * no task.
   */
  static void apply(
      List<String> sentences,
      String text,
      List<KnownTask> known,
      List<StatusChange> statuses,
      List<TaskCandidate> tasks,
      boolean dutch,
      LabelStems stems) {
    // "Sent the wrong form to the council": a deed done on the wrong thing is no done
    statuses.removeIf(s -> "done".equals(s.status()) && StatusFollowUps.wrongOne(s.excerpt()));
    if (known.isEmpty()) {
      return;
    }
    for (String sentence : sentences) {
      if (!said(sentence)) {
        continue;
      }
      KnownTask task = named(sentence, known, dutch, stems);
      if (task == null) {
        for (StatusChange s : statuses) {
          if (!"pending".equals(s.status()) && !"in_progress".equals(s.status())) {
            task = known.stream().filter(k -> k.id().equals(s.taskId())).findFirst().orElse(task);
          }
        }
      }
      if (task == null && sentences.size() > 1) {
        task = named(text, known, dutch, stems);
      }
      if (task == null) {
        List<KnownTask> shut = known.stream().filter(k -> !k.isOpen()).toList();
        task = shut.size() == 1 ? shut.get(0) : known.size() == 1 ? known.get(0) : null;
      }
      if (task == null) {
        continue;
      }
      String id = task.id();
      statuses.removeIf(s -> s.taskId().equals(id));
      statuses.add(new StatusChange(id, "pending", sentence));
      tasks.removeIf(t -> Text.fold(t.label()).matches("(?:opnieuw|overnieuw|redo|re-do)"));
      return;
    }
  }

  /** The one known task the words name: its label best covered, or the only one whose thing. */
  private static KnownTask named(
      String words, List<KnownTask> known, boolean dutch, LabelStems stems) {
    KnownTask best = RuleBasedExtractor.bestTask(words, known, 0.5, stems);
    if (best != null) {
      return best;
    }
    Set<String> said = Text.contentStems(words);
    KnownTask found = null;
    for (KnownTask t : known) {
      if (Text.anySameThing(stems.things(t), said, dutch)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }
}
