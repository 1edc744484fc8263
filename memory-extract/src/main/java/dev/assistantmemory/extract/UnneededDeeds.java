package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deed said to be unnecessary ("so I don't have to make the sandwiches", "no need to call British
 * Gas", "dus we hoeven niet meer te zoeken") drops a task only when it is that task's deed (review
 * fix, stop 45, fixb45): the clause names the task's own verb or thing, or says the deed by a
 * pronoun or a bare verb ("so no need to buy one") with no deed of the user's before it. "I'll
 * finish the slides tonight so I don't have to rush tomorrow" (a purpose clause after a plan),
 * "Booked the hotel, so I don't have to worry about that" (after a done) and "The meeting moved, so
 * I don't have to rush tomorrow" (another deed) drop nothing.
 */
final class UnneededDeeds {
  private UnneededDeeds() {}

  /** The opening of a need-not match of {@link StatusWords#ABANDONED}. */
  private static final Pattern NEED_NOT =
      Rules.p(
          "^(?:(?:so|now|then)\\s+)?(?:(?:i|we)\\s+)?(?:no need|(?:don[’']?t|do not|won[’']?t)"
              + "\\s+(?:need|have)|no longer need|hoeft|hoef|hoeven)\\b");

  /** The need-not of "don't have to", "hoef ... niet te". */
  private static final Pattern HAVE_TO = Rules.p("\\bhave\\b");

  /** A deed of the user's before the clause: a plan, one under way ("I'll finish", "I'm doing"). */
  private static final Pattern USERS_DEED =
      Rules.p(
          "\\b(?:i[’']ll|we[’']ll|i will|we will|going to|gonna|planning to|ik ga|we gaan|ga ik"
              + "|gaan we)\\b|\\b(?:i[’']m|we[’']re|i am|we are)\\s+(?:\\p{L}+\\s+)?\\p{L}+ing\\b");

  /** Where a clause starts or ends. */
  private static final Pattern EDGE =
      Pattern.compile(
          "[,;:.!?—–]|\\s-\\s|\\b(?:but|so|because|maar|dus|want|omdat|zodat)\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** The words of the need-not itself, pronouns and times: no deed of their own. */
  private static final Pattern FILLER =
      Rules.p(
          "\\b(?:so|now|then|i|we|you|don[’']?t|do|not|won[’']?t|no|longer|need|needs|needed|have"
              + "|has|to|for|after all|any ?more|any longer|bother|about|it|that|this|them|him|her"
              + "|one|ones|those|these|up|today|tonight|tomorrow|morning|evening|afternoon|week"
              + "|weekend|later|yet|this|next|in the|on|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
              + "|hoeft|hoef|hoeven|niet|meer|te|dus|dan|nu|ik|je|jij|wij|het|dat|die|hem|haar|ze"
              + "|er|nog|ook|even|wel|toch|gelukkig|geen|nodig|vandaag|vanavond|morgen|straks"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag)\\b");

  /**
   * What a need-not clause says: whether it drops a task, and which one when it names one (null for
   * a drop of an unnamed task, the terse "Don't need to anymore").
   */
  record Verdict(boolean drops, KnownTask task) {}

  private static final Verdict NONE = new Verdict(false, null);

  /** Whether the match (of {@link StatusWords#ABANDONED}) is a need-not ("no need to", ...). */
  static boolean needNot(String match) {
    return AsciiCase.matcher(NEED_NOT, match).lookingAt();
  }

  /** The verdict on the need-not clause matched from {@code start} to {@code end}. */
  static Verdict read(
      String sentence, int start, int end, List<KnownTask> open, boolean dutch, LabelStems stems) {
    String deed = clause(sentence, start, end);
    Set<String> said = Text.contentStems(deed);
    KnownTask named = null;
    int count = 0;
    for (KnownTask t : open) {
      if (Text.anySameThing(stems.things(t), said, dutch)
          || stems.verbs(t).stream().anyMatch(said::contains)) {
        named = t;
        count++;
      }
    }
    if (count > 0) {
      return new Verdict(true, count == 1 ? named : null); // "so no need to call British Gas"
    }
    String before = sentence.substring(0, start);
    if (usersDone(before) || Cues.find(USERS_DEED, before)) {
      return NONE; // "Booked the hotel, so I don't have to worry about that"
    }
    // "don't have to" names its deed: another deed is no drop ("The meeting moved, so I don't
    // have to rush tomorrow"); after "no need to" another word may be the task's deed in other
    // words, so it stays a drop (measured: the blind v4-v17 rows lose a true drop otherwise)
    boolean haveTo = AsciiCase.matcher(HAVE_TO, sentence.substring(start, end)).find();
    for (String w : Text.words(Text.fold(FILLER.matcher(deed).replaceAll(" ")), false)) {
      if (haveTo && w.length() > 1 && !ActionVerbs.isActionVerbEn(w)) {
        return NONE; // another deed: "so I don't have to rush tomorrow"
      }
    }
    return new Verdict(true, null); // "so no need to buy one", "Don't need to anymore"
  }

  /** Who did it: nobody said ("Booked the hotel") or the user ("I've paid", "we just booked"). */
  private static final Pattern USER_OR_NOBODY =
      Rules.p(
          "^\\W*(?:(?:ok|okay|right|well|so|and|also|just|finally|already|phew|great|good)\\W+)*"
              + "(?:(?:i|we|i[’']ve|we[’']ve|i[’']d|we[’']d|ik|wij|we)\\s+)?(?:(?:have|had|has|just|finally"
              + "|already|also|all|heb|hebben|net|al|eindelijk)\\s+)*$");

  /** Whether a done word before is the user's own deed ("Booked the hotel, ..."), no one else's. */
  private static boolean usersDone(String before) {
    if (!Cues.find(StatusWords.DONE, before)) {
      return false;
    }
    Matcher d = AsciiCase.matcher(StatusWords.DONE, before);
    while (d.find()) {
      Matcher e = EDGE.matcher(before.substring(0, d.start()));
      int from = 0;
      while (e.find()) {
        from = e.end();
      }
      String who = before.substring(from, d.start());
      if (Cues.find(USER_OR_NOBODY, who)) {
        return true;
      }
      // "Hotel geboekt": a thing then its participle, the Dutch user's report
      if (AsciiCase.matcher(THING_THEN_DONE, who).matches()) {
        return true;
      }
    }
    return false;
  }

  /** A Dutch report of one's own deed: "Hotel geboekt", "Het hotel is geboekt". */
  private static final Pattern THING_THEN_DONE =
      Rules.p("^\\W*(?:(?:de|het|mijn|onze)\\s+)?\\p{L}+\\s+(?:(?:is|zijn)\\s+)?$");

  /** A Dutch need-not after a deed: "dus we hoeven niet meer te zoeken", not a negated deed. */
  private static final Pattern NEED_NOT_NL =
      Rules.p(
          "(?<=[,;]\\s|\\bdus\\s|\\bdan\\s)(?:\\p{L}+\\s+)?(?:hoeft|hoef|hoeven)\\s+"
              + "(?:\\p{L}+\\s+){0,3}?niet\\b");

  /**
   * Whether the only negation from {@code from} on is a Dutch need-not after the deed ("Hotel
   * geboekt, dus we hoeven niet meer te zoeken"): the deed is not negated.
   */
  static boolean onlyANeedNotAfter(String sentence, int from) {
    return Cues.find(NEED_NOT_NL, sentence)
        && !Cues.find(
            StatusWords.NEGATED,
            AsciiCase.matcher(NEED_NOT_NL, sentence.substring(from)).replaceAll(" "));
  }

  /** The task the sentence's first need-not clause names as unnecessary, or null. */
  static KnownTask task(String sentence, List<KnownTask> open, boolean dutch, LabelStems stems) {
    if (!Cues.mayMatch(StatusWords.ABANDONED, sentence)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(StatusWords.ABANDONED, sentence);
    while (m.find()) {
      if (needNot(m.group())) {
        return read(sentence, m.start(), m.end(), open, dutch, stems).task();
      }
    }
    return null;
  }

  /** The clause around a match: from the last edge before it to the first edge after it. */
  private static String clause(String sentence, int start, int end) {
    Matcher e = EDGE.matcher(sentence);
    int from = 0;
    int to = sentence.length();
    while (e.find()) {
      if (e.start() <= start) {
        from = e.end(); // after a comma, or after the match's own "so"
      } else if (e.start() >= end) {
        to = e.start();
        break;
      }
    }
    return sentence.substring(from, to);
  }
}
