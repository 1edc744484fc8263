package dev.assistantmemory.extract;

import java.util.List;

/**
 * The task rules of the assistant's own turns (split out of {@link Rules}, stop 36): what it
 * reminds the user of or tells the user to do is the user's task; what it promises is its own.
 */
final class AssistantTaskRules {
  private AssistantTaskRules() {}

  /**
   * Stop 45: a confirmation headed by what it saved, with the day it is due ("Reminder added: book
   * the farrier, due Friday", "Task saved: renew the car tax by Thursday") is the user's task; read
   * only when what it saved is no open task already (after the user's own request it is an echo,
   * {@link #newlySaved}).
   */
  static final Rules.TaskRule SAVED_EN =
      new Rules.TaskRule(
          Rules.p(
              "^\\W*(?:ok(?:ay)?[,!.]?\\s+)?(?:new )?(?:reminder|task|to-?do|list item)"
                  + " (?:added|set|saved|created|noted|scheduled)\\s*:\\s+"
                  + "(?=[^.;]*\\b(?:due|by|before|no later than)\\b)(.+)"),
          Rules.Owner.SELF,
          false);

  /**
   * Stop 45: the same in Dutch ("Herinnering toegevoegd: de hoefsmid bellen, uiterlijk vrijdag").
   */
  static final Rules.TaskRule SAVED_NL =
      new Rules.TaskRule(
          Rules.p(
              "^\\W*(?:oké[,!.]?\\s+)?(?:nieuwe )?(?:herinnering|taak|to-?do)"
                  + " (?:toegevoegd|gezet|ingesteld|opgeslagen|genoteerd|aangemaakt|ingepland)\\s*:\\s+"
                  + "(?=[^.;]*(?:\\buiterlijk|\\bvóór|\\bvoor)\\b)(.+)"),
          Rules.Owner.SELF,
          false);

  /** Whether the rule is a confirmation of what was saved ({@link #newlySaved} decides). */
  static boolean saved(Rules.TaskRule rule) {
    return rule == SAVED_EN || rule == SAVED_NL;
  }

  /** Whether a confirmation rule matched an echo or a thing with no day ({@link #newlySaved}). */
  static boolean savedBefore(
      Rules.TaskRule rule,
      java.util.regex.Matcher m,
      List<dev.assistantmemory.core.extract.ExtractionInput.KnownTask> known,
      Lang lang,
      java.time.LocalDate day) {
    return saved(rule) && !newlySaved(m.group(1), known, lang, day);
  }

  /** The due word of a saved confirmation. */
  private static final java.util.regex.Pattern DUE_WORD =
      Rules.p("\\b(?:due(?: on| by)?|by|before|no later than|uiterlijk(?: op)?|vóór|voor)\\b");

  /**
   * Whether a confirmation saves a task not known yet, with its day (stop 45 fix): the due word is
   * followed by a coming day ("due Friday", "uiterlijk vrijdag"; not "written by Anna", not "voor
   * mama"), and what it saved is no open task already (the echo of the user's request; the known
   * tasks hold all the user's tasks, so their mere presence says nothing).
   */
  static boolean newlySaved(
      String saved,
      List<dev.assistantmemory.core.extract.ExtractionInput.KnownTask> known,
      Lang lang,
      java.time.LocalDate day) {
    List<Dates.Span> spans = Dates.find(saved, day, lang);
    java.util.regex.Matcher due = AsciiCase.matcher(DUE_WORD, saved);
    while (due.find()) {
      int end = due.end();
      String head = saved.substring(0, due.start()).replaceAll("[\\s,;:–-]+$", "");
      boolean dated =
          spans.stream()
              .anyMatch(
                  s -> !s.date().isBefore(day) && s.start() >= due.start() && s.start() <= end + 5);
      if (dated && !head.isBlank()) {
        return dev.assistantmemory.core.extract.TaskMatch.sameOpenTask(known, head).isEmpty();
      }
    }
    return false;
  }

  /** Assistant turns: "I'll remind you to ..." is the user's task; "I'll ..." the assistant's. */
  static final List<Rules.TaskRule> EN =
      List.of(
          SAVED_EN,
          new Rules.TaskRule(
              Rules.p("\\b(?:i'll|i will|let me) remind you (?:to|that you need to)\\s+(.+)"),
              Rules.Owner.SELF,
              false),
          new Rules.TaskRule(
              Rules.p(
                  "\\byou(?: need to| have to| should| must|'ll need to| will need to| promised to"
                      + "|'ll| will| are going to|'re going to)\\s+(.+)|\\breminder for you to\\s+(.+)"),
              Rules.Owner.SELF,
              false),
          // "I'll send you the notes later": a promise to send something, with a vague time
          new Rules.TaskRule(
              Rules.p(
                  "\\b(?:i'll|i will)\\s+((?:send|email|e-mail|forward|share|mail)\\b[^.?!,;]*?)"
                      + "\\s+(?:later(?: today| on)?|shortly|in a bit|in a moment|soon)\\W*$"),
              Rules.Owner.ASSISTANT,
              false),
          new Rules.TaskRule(Rules.p("\\b(?:i'll|i will)\\s+(.+)"), Rules.Owner.ASSISTANT, true));

  static final List<Rules.TaskRule> NL =
      List.of(
          SAVED_NL,
          new Rules.TaskRule(
              Rules.p(
                  "\\bik (?:zal|ga) je (?:er ?aan )?herinneren (?:om |dat je |aan )?(.+)"
                      + "|\\bik herinner je\\b[^,.;]{0,40}?(?:aan|eraan) (?:om |dat je )?(.+)"),
              Rules.Owner.SELF,
              false),
          new Rules.TaskRule(
              Rules.p(
                  "\\b(?:je|jij|u) (?:moet|moet nog|zou moeten|hebt beloofd|gaat|zult)\\s+(.+)"),
              Rules.Owner.SELF,
              false),
          new Rules.TaskRule(
              Rules.p("\\b(?:je|jij) ((?-i:\\p{Ll}+t)\\s+.+)"), Rules.Owner.SELF, true),
          // "Ik maak de samenvatting voor morgen klaar": the assistant's present tense with a time
          new Rules.TaskRule(
              Rules.p(
                  "\\bik (stuur|mail|maak|regel|boek|schrijf|zoek|check|bestel|plan|zet|vraag|zorg)"
                      + "\\s+(.+)"),
              Rules.Owner.ASSISTANT,
              true),
          new Rules.TaskRule(Rules.p("\\bik (?:zal|ga)\\s+(.+)"), Rules.Owner.ASSISTANT, true));
}
