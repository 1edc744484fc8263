package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An English follow-up that reports the state of a task's thing without the task's verb (issue 13,
 * thirteenth pass). Asked only when no other status rule found a change in the sentence:
 *
 * <ul>
 *   <li>under way: "Still fiddling with the budget spreadsheet", "I haven't sent the slides yet,
 *       still tweaking them", "First coat is on, second one tomorrow", "Got the first half
 *       written", "Took down the old shed, only the floor is left";
 *   <li>done as a result: "The new tyres are on", "Groceries are in the fridge", "Invoice is out
 *       the door", "The cheque for the roofers cleared", "Gave Mum a ring at lunch";
 *   <li>dropped: "so the cake's off", "I've given up on the spare room";
 *   <li>back on: "the printer ink thing is back on";
 *   <li>a draft accepted: "Perfect, that's exactly it" when the one open task is the assistant's
 *       draft.
 * </ul>
 *
 * The task is named by a word of its thing in the reporting phrase (or the sentence), or by "it" /
 * "them" when it is the only open one. A question, a plan or a negation of the state changes
 * nothing.
 */
final class StateReports {

  private StateReports() {}

  /** "still tweaking them", not "still thinking about it". */
  private static final Pattern STILL_AT_IT =
      Rules.p(
          "\\bstill (?!(?:thinking|considering|deciding|wondering|debating|waiting|hoping|planning"
              + "|going|meaning|need|having|nothing|missing|pending|outstanding)\\b)\\p{L}{3,}ing\\b");

  /** "the other party is still reviewing": someone else at it, not the user. */
  private static final Pattern SOMEONE_ELSE_AT_IT =
      Rules.p(
          "\\b(?!(?:i|we)\\b)\\p{L}+\\s+(?:is|are)\\s+still\\b|\\b(?:he|she|they)(?:'s|'re)\\s+still\\b");

  /** "first coat is on", "got the first half written". */
  private static final Pattern FIRST_PART =
      Rules.p(
          "\\b(?:the )?first (?:half|coat|draft|part|layer|round|section|bit|page|pages|chapter"
              + "|wall|room|batch|load)\\b");

  /** "only the floor is left", "just the trim left to do". */
  private static final Pattern REST_LEFT =
      Rules.p("\\b(?:only|just) (?:the |a |one |two )?[\\p{L} ]{2,25}? (?:is |are )?left\\b");

  /** A coming step in the same clause: the part is planned, not done. */
  private static final Pattern PLANNED =
      Rules.p("\\b(?:will|'ll|going to|gonna|need to|have to|should|plan|want)\\b");

  /** "The new tyres are on", "Groceries are in the fridge", "Invoice is out the door". */
  private static final Pattern IN_PLACE =
      Rules.p(
          "^\\W*(?:(?:ok|okay|right|so|good news|update)\\W+)?(?:the |my |our |all the )?"
              + "(?<np>[\\p{L}' -]{2,40}?)(?:'s|'re| is| are) (?:now |finally |all |already )?"
              + "(?:on|in|up|out the door|in the (?:fridge|freezer|cupboard|post|mail|bag|car|shed"
              + "|garage|loft|attic|boot))(?=\\s*(?:$|[,;.!]))");

  /**
   * "The cheque for the roofers cleared", "The refund came through" (not "arrived": the invoice
   * arriving does not pay it).
   */
  private static final Pattern WENT_THROUGH =
      Rules.p(
          "^\\W*(?:the |my |our )?(?<np>[\\p{L}' -]{2,40}?) (?:has |have )?(?:cleared"
              + "|came through|come through|went out|gone out)\\b");

  /** "Gave Mum a ring": a call. */
  private static final Pattern GAVE_A_RING =
      Pattern.compile(
          "(?i:\\b(?:gave|given)) (?<name>\\p{Lu}\\p{L}+) (?i:a (?:ring|call|bell|buzz|quick call"
              + "|quick ring))\\b");

  /** "so the cake's off", "the party is not happening". */
  private static final Pattern OFF =
      Rules.p(
          "(?:^|[,;]\\s*(?:so |and |but )?|\\bso )(?:the |my |our )?(?<np>[\\p{L}' -]{2,30}?)"
              + "(?:'s| is| are) (?:off|not happening)\\b(?! (?:to|the|my)\\b)");

  /** "I've given up on the spare room". */
  private static final Pattern GIVEN_UP = Rules.p("\\b(?:given|gave) up on (?<np>[^,.;!?]{2,40})");

  /** "the printer ink thing is back on". */
  private static final Pattern BACK_ON =
      Rules.p(
          "(?:^|[,;]\\s*|\\b(?:so|hmm|ok|okay)\\W+)(?:the |my )?(?<np>[\\p{L}' -]{2,40}?)"
              + "(?: thing)?(?:'s| is| are) back on\\b(?! (?:track|board)\\b)");

  /** An approval of what the assistant wrote, and nothing else. */
  private static final Pattern APPROVAL =
      Rules.p(
          "\\b(?:exactly (?:it|right|what i (?:wanted|needed|meant))|that'?s it|spot on|perfect"
              + "|looks (?:good|great|perfect)|love it|nailed it)\\b");

  private static final Pattern APPROVAL_WORDS =
      Rules.p(
          "\\b(?:perfect|great|lovely|brilliant|excellent|thanks|thank you|cheers|that'?s|that is"
              + "|this is|it'?s|exactly|it|right|just|what i (?:wanted|needed|meant)|spot on|looks"
              + "|good|love|nailed|wow|yes|yep|ok|okay|so|really)\\b");

  /** Labels of what an assistant writes for the user. */
  private static final Pattern DRAFTED =
      Rules.p(
          "^(?:draft|write|compose|summari[sz]e|rewrite|translate|polish|word|reword|phrase)\\b");

  private static final Pattern NOT_NOW =
      Rules.p("\\?|\\b(?:isn'?t|aren'?t|not|never|no longer|n't)\\b");

  static Optional<StatusChange> change(
      String sentence, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (known.isEmpty() || sentence.endsWith("?") || Cues.find(Rules.NO_DEADLINE, sentence)) {
      return Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    String status = null;
    KnownTask task = null;
    String clause = firstClauseWith(sentence, STILL_AT_IT);
    if (clause != null && !Cues.find(PLANNED, clause) && !Cues.find(SOMEONE_ELSE_AT_IT, clause)) {
      status = "in_progress";
      task = named(sentence, open, stems, true);
    }
    if (task == null
        && (clause = firstClauseWith(sentence, FIRST_PART)) != null
        && !Cues.find(PLANNED, clause)
        && !Cues.find(NOT_NOW, clause)) {
      status = "in_progress";
      task = named(sentence, open, stems, true);
      if (task == null && open.size() == 1 && named(sentence, known, stems, false) == null) {
        task = open.get(0); // "Got the first page written": a part of the one open task
      }
    }
    if (task == null
        && (clause = firstClauseWith(sentence, REST_LEFT)) != null
        && !Cues.find(NOT_NOW, sentence)) {
      status = "in_progress";
      task = named(sentence, open, stems, false);
    }
    Matcher m;
    if (task == null
        && Cues.find(IN_PLACE, sentence)
        && (m = AsciiCase.matcher(IN_PLACE, sentence)).find()
        && !Cues.find(NOT_NOW, m.group())) {
      status = "done";
      task = named(m.group("np"), open, stems, false);
    }
    if (task == null
        && Cues.find(WENT_THROUGH, sentence)
        && (m = AsciiCase.matcher(WENT_THROUGH, sentence)).find()
        && !Cues.find(NOT_NOW, m.group())) {
      status = "done";
      task = named(m.group("np"), open, stems, false);
    }
    if (task == null
        && Cues.find(GAVE_A_RING, sentence)
        && (m = AsciiCase.matcher(GAVE_A_RING, sentence)).find()) {
      String name = m.group("name").toLowerCase(Locale.ROOT);
      List<KnownTask> calls =
          open.stream()
              .filter(
                  t -> {
                    String l = t.label().toLowerCase(Locale.ROOT);
                    return Rx.matches(l, "^(?:call|ring|phone)\\b.*")
                        && Rx.matches(l, ".*\\b" + name + "\\b.*");
                  })
              .toList();
      if (calls.size() == 1) {
        status = "done";
        task = calls.get(0);
      }
    }
    if (task == null
        && Cues.find(OFF, sentence)
        && (m = AsciiCase.matcher(OFF, sentence)).find()
        && !Cues.find(NOT_NOW, m.group())
        && !IndirectStates.anotherDay(sentence)) { // "..., so make it Tuesday": moved (stop 35)
      status = "abandoned";
      task = named(m.group("np"), open, stems, false);
    }
    if (task == null
        && Cues.find(GIVEN_UP, sentence)
        && (m = AsciiCase.matcher(GIVEN_UP, sentence)).find()) {
      status = "abandoned";
      task = named(m.group("np"), open, stems, false);
    }
    if (task == null
        && Cues.find(BACK_ON, sentence)
        && (m = AsciiCase.matcher(BACK_ON, sentence)).find()
        && !Cues.find(NOT_NOW, m.group())) {
      status = "pending";
      task = named(m.group("np"), known.stream().filter(t -> !t.isOpen()).toList(), stems, false);
    }
    if (task == null && open.size() == 1 && approved(sentence)) {
      KnownTask only = open.get(0);
      if (AsciiCase.matcher(DRAFTED, only.label().strip()).find()) {
        status = "done";
        task = only;
      }
    }
    if (task == null || status.equals(task.status()) || !changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), status, sentence));
  }

  private static final Pattern CLAUSES = Pattern.compile("[,;]|\\s[-–—]\\s");

  /** The clause (between commas) where the cue stands, or null. */
  private static String firstClauseWith(String sentence, Pattern cue) {
    if (!Cues.find(cue, sentence)) {
      return null; // most sentences: no split
    }
    for (String clause : CLAUSES.split(sentence)) {
      if (AsciiCase.matcher(cue, clause).find()) {
        return clause;
      }
    }
    return null;
  }

  /**
   * The one task among {@code tasks} whose thing the phrase names best; with {@code pronoun}, also
   * the only task when the phrase says "it" or "them" and names no other.
   */
  static KnownTask named(String phrase, List<KnownTask> tasks, LabelStems stems, boolean pronoun) {
    Set<String> words = Text.contentStems(phrase);
    KnownTask best = null;
    int bestHits = 0;
    boolean tie = false;
    for (KnownTask t : tasks) {
      int hits = count(stems.things(t), words::contains);
      if (hits > bestHits) {
        best = t;
        bestHits = hits;
        tie = false;
      } else if (hits > 0 && hits == bestHits) {
        tie = true;
      }
    }
    if (best != null && !tie) {
      return best;
    }
    if (best == null
        && pronoun
        && tasks.size() == 1
        && Cues.find(StatusWords.OBJECT_PRONOUN, phrase)) {
      return tasks.get(0);
    }
    return null;
  }

  private static int count(Set<String> set, Predicate<String> p) {
    int n = 0;
    for (String s : set) {
      if (p.test(s)) {
        n++;
      }
    }
    return n;
  }

  private static boolean approved(String sentence) {
    if (!Cues.find(APPROVAL, sentence) || Rx.split(sentence, "\\s+").length > 9) {
      return false;
    }
    String rest = Cues.replaceAll(APPROVAL_WORDS, sentence, " ");
    return Rx.replaceAll(rest, "[\\s\\p{P}]+", "").isEmpty();
  }
}
