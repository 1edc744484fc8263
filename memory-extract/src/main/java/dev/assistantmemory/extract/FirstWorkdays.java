package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A first working day at an employer said as done (stop 44, the README's v6 choice: a first working
 * day is both the {@code WORKS_AT} fact and an event): "Started my new job at Octopus Energy last
 * Monday", "Started as a night porter at the Royal Free on Monday", "Started at Lush as a shift
 * manager last Monday", "Maandag ben ik begonnen bij Rabobank". The label is "first day at X" /
 * "eerste werkdag bij X".
 */
final class FirstWorkdays {
  private FirstWorkdays() {}

  private static final String ORG =
      "((?-i:\\p{Lu})[\\p{L}&'’.-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}&'’.-]*){0,3})";

  private static final Pattern STARTED_EN =
      p(
          "\\b(?:started|began)\\s+(?:(?:my|a)\\s+(?:new\\s+)?(?:job|role|position|placement)\\s+"
              + "|work\\s+|as\\s+(?:a|an)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,2}?\\s+)?(?:at|with)\\s+"
              + "(?:the\\s+)?"
              + ORG);

  private static final Pattern STARTED_NL =
      p(
          "\\bbegonnen\\s+(?:aan\\s+(?:mijn|m'n|een)\\s+(?:nieuwe\\s+)?(?:baan|job|functie)\\s+|als\\s+"
              + "[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+)?bij\\s+(?:de\\s+|het\\s+)?"
              + ORG);

  /**
   * The user as the one who started: no subject before the verb ("Started at ...") or "I" ("I
   * started ...", "I've just started ..."); in Dutch no "is", "zijn" or a third person's pronoun
   * before "begonnen" ("Sanne is begonnen bij ...").
   */
  private static final Pattern USER_EN =
      p(
          "^\\W*(?:(?:so|just|finally|well|yesterday|today|on \\p{L}+|last \\p{L}+|i|i've|i have|i['’]ve)"
              + "[\\s,]+)*(?:started|began)\\b");

  private static final Pattern OTHER_NL = p("\\b(?:is|zijn|hij|zij|ze)\\b");

  /** Not the user's own start, or not said as done: a question, a negation, a wish. */
  private static final Pattern NOT_SO =
      p(
          "\\?|n['’]t\\b|\\b(?:not|never|niet|nooit|nog niet|if|als ik|would|zou|hope|hoop|might"
              + "|maybe|misschien|yet)\\b");

  static Optional<EventCandidate> find(String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.isEmpty() || Cues.find(NOT_SO, sentence)) {
      return Optional.empty();
    }
    Matcher m = AsciiCase.matcher(lang == Lang.NL ? STARTED_NL : STARTED_EN, sentence);
    if (!m.find()
        || (lang == Lang.NL
            ? Cues.find(OTHER_NL, sentence.substring(0, m.start()))
            : !Cues.find(USER_EN, sentence.substring(0, m.end())))) {
      return Optional
          .empty(); // "Zoe started a new job at Booking.com": hers, not a day of the user's
    }
    String org = Rx.replaceAll(m.group(1), "['’]$", "").strip();
    String label = (lang == Lang.NL ? "eerste werkdag bij " : "first day at ") + org;
    return Optional.of(new EventCandidate(label, spans.get(0).date(), sentence));
  }
}
