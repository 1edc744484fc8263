package dev.assistantmemory.extract;

import java.util.List;

/**
 * The task rules of the assistant's own turns (split out of {@link Rules}, stop 36): what it
 * reminds the user of or tells the user to do is the user's task; what it promises is its own.
 */
final class AssistantTaskRules {
  private AssistantTaskRules() {}

  /** Assistant turns: "I'll remind you to ..." is the user's task; "I'll ..." the assistant's. */
  static final List<Rules.TaskRule> EN =
      List.of(
          // stop 45: a confirmation headed by what it saved ("Reminder added: book the farrier,
          // due Friday", "To-do saved: renew the car tax") is the user's task
          new Rules.TaskRule(
              Rules.p(
                  "^\\W*(?:ok(?:ay)?[,!.]?\\s+)?(?:new )?(?:reminder|task|to-?do|list item)"
                      + " (?:added|set|saved|created|noted|scheduled)\\s*:\\s+(.+)"),
              Rules.Owner.SELF,
              false),
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
          // stop 45: "Herinnering toegevoegd: de hoefsmid bellen, uiterlijk vrijdag"
          new Rules.TaskRule(
              Rules.p(
                  "^\\W*(?:oké[,!.]?\\s+)?(?:nieuwe )?(?:herinnering|taak|to-?do)"
                      + " (?:toegevoegd|gezet|ingesteld|opgeslagen|genoteerd|aangemaakt|ingepland)\\s*:\\s+(.+)"),
              Rules.Owner.SELF,
              false),
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
