package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * The user's own Dutch present tense that announces an errand without a day (issue 13, stop 34):
 * "Ik mail de verhuurder over de lekkage", "Ik bel de tandarts voor een afspraak", "Ik stuur Jan de
 * foto's van de bruiloft". Dutch says a plan in the present tense; the day may never come. Kept
 * narrow: the clause opens the sentence with "ik" and a verb of contacting, sending, arranging or
 * buying, then a definite object or a name; a habit ("altijd", "elke week"), a liking ("graag"), a
 * negation, a question, a past time ("gisteren") or a condition keeps it no task.
 */
final class PlainPlans {

  private PlainPlans() {}

  private static final Pattern PLAN =
      Rules.p(
          "^\\W*(?:(?:oké?|ok|goed|prima|top|dan|en|nou),?\\s+)*ik\\s+(?:bel|mail|app|stuur|regel"
              + "|boek|bestel|reserveer|betaal|schrijf|koop|vraag|zeg)\\s+(?:(?:de|het|mijn|onze"
              + "|die|deze|een)\\s+|(?-i:\\p{Lu}\\p{Ll}+)\\s+(?:de|het|een|mijn|even|morgen)?\\b)"
              + "[^?]*$");

  private static final Pattern NOT_A_PLAN =
      Rules.p(
          "\\b(?:graag|liever|altijd|elke|iedere|elk|ieder|vaak|meestal|soms|nooit|gewoonlijk"
              + "|doorgaans|wekelijks|maandelijks|dagelijks|jaarlijks|niet|geen|gisteren|eergisteren"
              + "|vorige|vorig|afgelopen|vanochtend al|net|zojuist|al|als|wanneer|zodra|tenzij"
              + "|misschien|wellicht|eventueel|ooit|zou|denk|nu|aan het)\\b");

  /** Whether a Dutch clause of the user's is such a plan. */
  static boolean plan(String clause) {
    return Cues.mayMatch(PLAN, clause)
        && AsciiCase.matcher(PLAN, clause.strip()).find()
        && !Cues.find(NOT_A_PLAN, clause);
  }
}
