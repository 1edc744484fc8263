package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The assistant handing over the work a task asked of it completes that task (issue 13, stop 37):
 * after "Can you draft a note for the neighbours?", the assistant's "Here's a draft: …", "Here you
 * go: …", "Sure: bread, milk, eggs, …", "Hier is een opzetje voor de mail aan de buren" or "Bij
 * deze de samenvatting: …" is the note written. Only a task whose verb makes a text or a list
 * (write, draft, make a list, summarise, translate; schrijven, opstellen, maken, samenvatten) is
 * delivered this way, and only the one the hand-over names by its thing, or the only such open
 * task. A hand-over that is a question or a promise ("Here's what I'll do", "I'll send you a
 * draft") delivers nothing.
 */
final class AssistantDeliveries {

  private AssistantDeliveries() {}

  /** The opening of a hand-over: "Here's", "Here you go:", "Hier is", "Bij deze", "Sure: …, …,". */
  private static final Pattern HAND_OVER =
      Rules.p(
          "^\\W*(?:(?:ok(?:ay)?|sure|of course|certainly|right|natuurlijk|tuurlijk|zeker|prima|goed)"
              + "\\W{1,3})?(?:here(?:'s| is| are) (?!(?:what|how|why|when|where|if|whether)\\b)"
              + "|here you (?:go|are)\\b|hier (?:is|zijn|heb je|komt) (?!(?:wat|hoe|waarom|wanneer)\\b)"
              + "|hierbij\\b|bij deze\\b|alsjeblieft\\W*:|voil[aà]\\W*:)"
              // "Sure: tent, sleeping bags, head torches": a list of three or more at once
              + "|^\\W*(?:sure|of course|certainly|natuurlijk|tuurlijk|zeker|prima)\\s*:\\s*"
              + "[^,]{1,40},[^,]{1,40},");

  /** A promise or a question, not a hand-over: "Here's what I'll do", "Hier is mijn vraag?". */
  private static final Pattern NOT_YET =
      Rules.p(
          "\\b(?:i'?ll|i will|i can|shall i|ik zal|zal ik|kan ik|ga ik|remind\\p{L}*|herinner\\p{L}*"
              + "|to-?dos?|your (?:tasks|list)|je (?:taken|lijst)|takenlijst|still (?:need|have) to"
              + "|nog moet)\\b");

  /** Where the opening clause of a hand-over ends: its colon or first full stop. */
  private static final Pattern OPENING_END = Pattern.compile("[:.!]\\s|[:.!]$");

  /** The verbs of a task whose result is a text or a list the assistant can hand over. */
  private static final Pattern MAKES_A_TEXT =
      Rules.p(
          "^\\W*(?:write|draft|compose|make|create|prepare|put together|come up with|list|summari[sz]e"
              + "|translate|outline|plan|suggest|jot down|rewrite|redo|polish|proofread|tidy up)\\b"
              + "|\\b(?:schrijven|opschrijven|opstellen|maken|samenvatten|vertalen|bedenken|uitwerken"
              + "|herschrijven|voorbereiden|verzinnen|opzetten|nakijken)\\b");

  /**
   * The status change of an assistant message that hands over an open task's text or list: read
   * whole, since its opening ("Natuurlijk:") may stand as a sentence of its own before the list.
   */
  static Optional<StatusChange> change(
      String sentence,
      boolean dutch,
      List<KnownTask> known,
      Set<String> changed,
      LabelStems stems) {
    if (known.isEmpty() || !Cues.find(HAND_OVER, sentence)) {
      return Optional.empty();
    }
    // the opening clause (up to its colon or full stop) may be neither a promise nor a question
    Matcher end = AsciiCase.matcher(OPENING_END, sentence);
    String opening =
        sentence.substring(0, end.find() ? end.start() : Math.min(sentence.length(), 80));
    if (Cues.find(NOT_YET, opening) || opening.contains("?")) {
      return Optional.empty();
    }
    List<KnownTask> makers =
        known.stream()
            .filter(KnownTask::isOpen)
            .filter(t -> Cues.find(MAKES_A_TEXT, t.label()))
            .toList();
    if (makers.isEmpty()) {
      return Optional.empty();
    }
    Set<String> words = Text.contentStems(sentence);
    for (KnownTask t : known) {
      if (t.isOpen() && !makers.contains(t) && Text.anySameThing(stems.things(t), words, dutch)) {
        return Optional.empty(); // "Here's the venue list" is about booking the venue
      }
    }
    KnownTask named = null;
    for (KnownTask t : makers) {
      if (Text.anySameThing(stems.things(t), words, dutch)) {
        if (named != null) {
          return Optional.empty(); // the hand-over names two tasks' things: cannot choose
        }
        named = t;
      }
    }
    KnownTask task = named != null ? named : makers.size() == 1 ? makers.get(0) : null;
    if (task == null || !changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), "done", sentence));
  }
}
