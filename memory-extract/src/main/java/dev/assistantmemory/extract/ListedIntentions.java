package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Rules.Owner;
import dev.assistantmemory.extract.Rules.TaskRule;
import java.util.List;

/**
 * Intentions said as a plan or as an entry on the user's own list (issue 13, stop 34), tried after
 * the other task rules: "I'm planning to repaint the shed", "We're planning to ...", "Gutters are
 * on my to-do list", "On my list: ...", "De dakgoot schoonmaken staat op mijn lijstje", "Staat op
 * mijn lijstje: ...". A negation ("not planning to", "staat niet meer op"), a question or a past
 * tense ("I was planning to") gives none.
 */
final class ListedIntentions {

  private ListedIntentions() {}

  static final List<TaskRule> EN =
      List.of(
          new TaskRule(
              Rules.p(
                  "^[^?]*?\\b(?:i'?m|i am|we'?re|we are)(?: (?:also|still|now|actually|really))?"
                      + " planning to\\s+(?!(?:be|go|have|stay|relax|rest)\\b)([^?]+?)\\W*$"),
              Owner.SELF,
              false),
          new TaskRule(
              Rules.p(
                  "^\\W*(?:also |and )?on my (?:to-?do |todo )?list(?: for [^:]{1,20})?\\s*:\\s*([^?]+)$"
                      + "|^\\W*(?!\\p{L}+ing\\b)([^?]+?)\\s+(?:is|are)(?: also| still)? on my (?:to-?do |todo )?list\\b[^?]*$"),
              Owner.LIST,
              false));

  static final List<TaskRule> NL =
      List.of(
          new TaskRule(
              Rules.p(
                  "^\\W*(?:staat |en )?(?:ook |nog )*op mijn (?:to-?do-?)?(?:lijst|lijstje)(?: staat)?"
                      + "(?: (?:ook|nog))*\\s*:\\s*([^?]+)$"
                      + "|^\\W*([^?]+?\\s\\p{L}{3,}en)\\s+(?:staat|staan) (?:ook |nog |al )*op mijn"
                      + " (?:to-?do-?)?(?:lijst|lijstje)\\b[^?]*$"),
              Owner.LIST,
              false));
}
