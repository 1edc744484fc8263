package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A task that has to be done again (stop 45): "Back on the list." after "Cleaned it!", "wait, one
 * is on backwards. redo.", "the insurance I thought I'd renewed lapsed. Need to do it again.",
 * "Reopening the quiz question task", "De quizvragen gaan weer open", "Moet opnieuw.". The message
 * puts the task back to pending, and a done the same message reads ("I thought I'd renewed") is
 * what it takes back. Which task: the one the redo sentence names, else the one another sentence of
 * the message changed, else the one the message names, else the one closed task, else the only
 * task. A reopening ("Reopening the ... task", "... gaat weer open") is the user's own, of the
 * thing it names: no other task stands in for it. The labels want the last state: {@code pending},
 * final status open. A deed done on the wrong thing ("Maya sent the wrong file") is no done either.
 *
 * <p>Review fixes (fixb45): a redo in a negated clause ("No need to redo it", "Thankfully I don't
 * need to redo it", "Not going to redo it") is none; someone else reopening something ("The library
 * reopened the cafe too"), or a place open again ("De bieb is weer open"), reopens no task.
 */
final class Reopened {
  private Reopened() {}

  /** To be done again: a redo of the task. */
  private static final Pattern AGAIN =
      Rules.p(
          "(?:^|[,;:.!]\\s*)(?:so\\s+|wait,?\\s+)?re-?do(?:ing)?(?:\\s+(?:it|that|them|the lot))?\\W*$"
              + "|\\b(?:need|have|got|going)\\s+to\\s+re-?do\\s+(?:it|that|them)\\b(?!\\s+(?:on|next|by)\\b)"
              + "|\\b(?:need|have|got|going)\\s+to\\s+(?:re-?do|do)\\s+(?:it|that|them|the whole thing)"
              + "(?:\\s+all)?\\s+(?:again|over)\\b"
              // "need to do it again on Friday" is the next round, not a redo
              + "(?!\\s+(?:on|next|tomorrow|tonight|in|this|every|by|before|after|later|soon)\\b)"
              + "|(?:^|[,;:.!]\\s*)(?:dus\\s+|wacht,?\\s+)?(?:(?:ik|we|dan)\\s+)?"
              + "(?:moet(?:en)?\\s+(?:(?:ik|we)\\s+)?(?:het|dat|die|ze|'t)?\\s*)?"
              + "(?:opnieuw|overnieuw|over doen|overdoen)\\W*$"
              + "|\\bmoet(?:en)?\\s+(?:het|dat|die|ze)\\s+(?:dus\\s+)?(?:opnieuw|overnieuw)\\b");

  /** The task reopened: "Reopening the quiz question task", "I'll reopen the fence task". */
  private static final Pattern REOPEN =
      Rules.p("\\breopen(?:ing|ed|s)?\\s+(?<thing>(?:the|my|that|it)\\b[^,;:.!?]*)");

  /** The task open again, said of its thing ("De quizvragen gaan weer open"). */
  private static final Pattern OPEN_AGAIN =
      Rules.p(
          "(?<thing>[^,;:.!?]*?)\\s*\\b(?:gaat|gaan|staat|staan|is|zijn)\\s+(?:dus\\s+|nu\\s+)?"
              + "weer\\s+open(?=\\W*(?:$|[,;]))");

  /**
   * Who reopens: nobody said ("Reopening the ... task") or the user ("I'm reopening", "we'll
   * reopen", "going to reopen"), not "The library reopened the cafe".
   */
  private static final Pattern USER_OR_NOBODY =
      Rules.p(
          "^\\W*(?:(?:ok|okay|right|well|actually|then|and|yeah|ugh|hmm|oops|whoops|sorry|sigh|fine"
              + "|please)\\W+)*(?:(?:i|we|i[’']m|we[’']re|i[’']ll|we[’']ll|i[’']ve|we[’']ve|let[’']s"
              + "|let me)\\s+)?(?:(?:am|are|will|just|now|also|going to|gonna|have to|need to|got to"
              + "|must|should|had to|have|had|to|please)\\s+)*$");

  /**
   * A place that opens again, no task: "The library reopened the cafe", "Het zwembad is weer open".
   */
  private static final Pattern PLACE =
      Rules.p(
          "\\b(?:library|libraries|bieb|bibliotheek|cafe|café|shop|shops|store|winkel|winkels|pool"
              + "|zwembad|gym|sportschool|school|museum|restaurant|bar|pub|kroeg|terras|office|kantoor"
              + "|road|weg|bridge|brug|park|station|line|airport|vliegveld|clinic|kliniek|theatre"
              + "|theater|cinema|bioscoop|market|markt|bakery|bakker|door|doors|deur|deuren|gate|hek"
              + "|border|grens|track|baan|tunnel|branch|filiaal|zaak|post office|postkantoor)\\b");

  /** A pronoun for the reopened thing: "Reopening it", "Die gaat weer open". */
  private static final Pattern PRONOUN =
      Rules.p("^\\W*(?:it|that|this|one|het|'t|dat|die|deze|dit|ze|hij)\\W*$");

  /** A negation in the clause of the redo: "No need to redo it", "Thankfully I don't need to". */
  private static final Pattern NEGATION =
      Rules.p("\\b(?:no|not|never|nooit|geen|niet|without|zonder|hoeft|hoef|hoeven)\\b|n[’']t\\b");

  /** Where a clause starts: a punctuation mark or a joining word. */
  private static final Pattern CLAUSE_EDGE =
      Pattern.compile(
          "[,;:.!]|\\b(?:but|so|because|and then|maar|dus|want|omdat)\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** The clause of the sentence up to {@code at}: from the last clause edge before it. */
  private static String clauseBefore(String sentence, int at) {
    String before = sentence.substring(0, at);
    Matcher e = CLAUSE_EDGE.matcher(before);
    int from = 0;
    while (e.find()) {
      from = e.end();
    }
    return before.substring(from);
  }

  /** A match of {@code p} in the sentence with no negation before it in its clause. */
  private static boolean unnegated(Pattern p, String sentence) {
    if (!Cues.find(p, sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(p, sentence);
    while (m.find()) {
      if (!Cues.find(NEGATION, clauseBefore(sentence, m.start()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the sentence says a task is to be done again or back on the list, not negated ("No need
   * to redo it", "It's not back on the list").
   */
  static boolean again(String sentence) {
    return !sentence.contains("?") && (unnegated(AGAIN, sentence) || backOnTheList(sentence));
  }

  /** {@link StatusWords#BACK_ON_THE_LIST} with no negation before it in its clause. */
  static boolean backOnTheList(String sentence) {
    return unnegated(StatusWords.BACK_ON_THE_LIST, sentence);
  }

  /**
   * The thing the user reopens ("Reopening the newsletter task": "the newsletter task"; "De
   * quizvragen gaan weer open": "De quizvragen"), or null: no reopening, someone else's ("The
   * library reopened the cafe"), a negated one, or a place open again.
   */
  static String reopenedThing(String sentence) {
    if (sentence.contains("?")) {
      return null;
    }
    for (Pattern p : new Pattern[] {REOPEN, OPEN_AGAIN}) {
      if (!Cues.find(p, sentence)) {
        continue;
      }
      Matcher m = AsciiCase.matcher(p, sentence);
      while (m.find()) {
        String thing = m.group("thing");
        String who = p == REOPEN ? clauseBefore(sentence, m.start()) : thing;
        if ((p == OPEN_AGAIN || Cues.find(USER_OR_NOBODY, who))
            && !Cues.find(NEGATION, who)
            && !Cues.find(PLACE, thing)) {
          return thing;
        }
      }
    }
    return null;
  }

  /**
   * Puts the task a redo or reopening sentence of the user's message is about back to pending, in
   * place of any other change of it in the message; a task label that is only the redo word
   * ("opnieuw") is no task.
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
      KnownTask task;
      if (again(sentence)) {
        task = redone(sentence, sentences.size() > 1 ? text : null, known, statuses, dutch, stems);
      } else {
        String thing = reopenedThing(sentence);
        if (thing == null) {
          continue;
        }
        // the task the thing names; "Reopening it": the task the message changed
        task =
            Cues.find(PRONOUN, thing)
                ? changed(known, statuses)
                : named(thing, known, dutch, stems);
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

  /**
   * The task a redo sentence is about: the one it names, else the one the message changed, else the
   * one the whole message ({@code text}, when it has more sentences) names, else the one closed
   * task, else the only task.
   */
  private static KnownTask redone(
      String sentence,
      String text,
      List<KnownTask> known,
      List<StatusChange> statuses,
      boolean dutch,
      LabelStems stems) {
    KnownTask task = named(sentence, known, dutch, stems);
    if (task == null) {
      task = changed(known, statuses);
    }
    if (task == null && text != null) {
      task = named(text, known, dutch, stems);
    }
    if (task == null) {
      List<KnownTask> shut = known.stream().filter(k -> !k.isOpen()).toList();
      task = shut.size() == 1 ? shut.get(0) : known.size() == 1 ? known.get(0) : null;
    }
    return task;
  }

  /** The (last) task the message changed to done or abandoned. */
  private static KnownTask changed(List<KnownTask> known, List<StatusChange> statuses) {
    KnownTask task = null;
    for (StatusChange s : statuses) {
      if (!"pending".equals(s.status()) && !"in_progress".equals(s.status())) {
        task = known.stream().filter(k -> k.id().equals(s.taskId())).findFirst().orElse(task);
      }
    }
    return task;
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
