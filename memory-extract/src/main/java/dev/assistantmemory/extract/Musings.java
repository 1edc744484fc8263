package dev.assistantmemory.extract;

import java.time.LocalDate;
import java.util.regex.Pattern;

/**
 * A musing rather than a commitment (split from {@link TaskRules}, stop 34; output unchanged): an
 * act put off to "someday", a pleasantry ("We should grab coffee sometime") or a hedge without a
 * coming day.
 */
final class Musings {

  private Musings() {}

  /** An act put off to no time at all. */
  static final Pattern SOMEDAY =
      Rules.p(
          "\\b(?:someday|some day|one day|one of these days|ooit|op een dag|een dezer dagen"
              + "|in the distant future|in de verre toekomst)\\b");

  /** "We should grab coffee sometime": a pleasantry, with a suggestion's modal. */
  static final Pattern SOMETIME =
      Rules.p(
          "\\b(?:sometime|some time|een keertje|eens een keer|binnenkort eens)\\b"
              // "sometime next month" is a time window, not a pleasantry
              + "(?!\\s+(?:next|this|in|on|before|after|during|around|tomorrow|today|tonight|later"
              + "|volgende|deze|in|na|voor|morgen)\\b)");

  static final Pattern SUGGESTION =
      Rules.p("\\b(?:should|could|let'?s|we must|zou|zouden|moeten we|kunnen we)\\b");

  /** A hedge on the intention itself: "maybe I should", "misschien moet ik". */
  static final Pattern HEDGE =
      Rules.p("\\b(?:maybe|perhaps|possibly|misschien|wellicht|mogelijk|eventueel)\\b");

  /**
   * A musing rather than a commitment: put off to "someday", or hedged ("maybe I should ...")
   * without a coming day.
   */
  static boolean tentative(String clause, LocalDate day) {
    if (Cues.find(SOMEDAY, clause)
        || Cues.find(SOMETIME, clause) && Cues.find(SUGGESTION, clause)) {
      return true;
    }
    return Cues.find(HEDGE, clause)
        && Dates.find(clause, day, Lang.detect(clause)).stream()
            .noneMatch(s -> !s.date().isBefore(day));
  }
}
