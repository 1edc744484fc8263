package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * A named person's present tense that takes on an arrangement without a day (issue 13, eighth
 * pass): "Emma regelt de uitnodigingen", "Charlotte boekt de vluchten naar Rome", "Sanne bestelt de
 * taart", "Charlotte books the flights". Kept narrow: a verb of arranging, buying, paying or
 * sending with a definite object; "Emma leest veel boeken", "Anna stuurt de afdeling aan" (a role),
 * "Daan haalt de beste cijfers" (a superlative: praise, not a duty) and habits stay no task.
 */
final class NamedDuties {

  private NamedDuties() {}

  private static final Pattern DUTY =
      Rules.p(
          "(?-i:\\p{Lu}\\p{Ll}+)\\s+(?:regelt|boekt|bestelt|reserveert|organiseert|betaalt|koopt"
              + "|haalt|stuurt(?!.*\\baan\\W*$)|plant|books|orders|arranges|organi[sz]es"
              + "|handles|sorts out|pays for|picks up|buys|reserves)\\s+(?:de|het|die|deze|alle|onze"
              + "|the|all the|our)\\s+(?!\\p{L}*(?:ste|est)\\b)\\p{L}");

  /**
   * Whether a clause whose rule needs a day may do without one: a named person's with a coming week
   * or later ({@code later}, "Nina regelt volgende week de verzekering") or a duty taken on; the
   * user's own Dutch present with a coming time that is no day ("Ik stuur je de notulen straks").
   */
  static boolean timeOrDuty(String clause, Rules.Owner owner, Lang lang, Pattern later) {
    if (owner == Rules.Owner.SELF) {
      return lang == Lang.NL
          && (AsciiCase.matcher(later, clause).find() || PlainPlans.plan(clause));
    }
    return owner == Rules.Owner.NAMED
        && (AsciiCase.matcher(later, clause).find() || Cues.find(DUTY, clause));
  }
}
