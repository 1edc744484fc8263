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
   * only in a message with no task known before it (after the user's own request it is an echo,
   * {@link #saved}).
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

  /** Whether the rule is a confirmation of what was saved: no task when tasks are known. */
  static boolean saved(Rules.TaskRule rule) {
    return rule == SAVED_EN || rule == SAVED_NL;
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
