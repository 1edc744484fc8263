package dev.assistantmemory.extract;

import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A task's label from the action a rule found (split from {@link TaskRules} along its seam, stop
 * 34; output unchanged): the dates, clock times, deadline cues, trailing fillers and week-level
 * timing go, and in Dutch the modal, the one told, leading fillers, auxiliaries and "nog".
 */
final class TaskLabels {

  private TaskLabels() {}

  static final Pattern TRAILING_FILLER =
      Rules.p(
          "(?:\\s+(?:please|pls|for me|asap|as soon as possible|okay|ok|thanks|thank you|alsjeblieft"
              + "|alstublieft|aub|even|graag|hoor|oké|ok|nog|svp|dan|right|at some point|sometime"
              + "|soon|later|this week|next week|deze week|volgende week|binnenkort|straks"
              + "|before that|before then|beforehand|first|daarvoor|van tevoren|eerst"
              + "|this weekend|next weekend|dit weekend|volgend weekend))+$");

  /** A preposition the day stood after: "to", "naar", "until", "tot". */
  private static final Pattern MOVED_TO_TAIL =
      Pattern.compile("(?iu)\\s+(?:to|naar|until|till|tot)\\s*$");

  /** Week-level timing at the end of a label: "before next week", "volgende week". */
  static final Pattern WEEK_LEVEL_TAIL =
      Rules.p(
          "\\s+(?:(?:by|before|until|till|tegen|vóór|voor|uiterlijk)\\s+)?"
              + "(?:next|this|volgende|deze) (?:week|month|maand)\\s*$");

  private static final Pattern AT_CLOCK =
      Pattern.compile(
          "(?i)\\b(?:at|om) \\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|uur)?\\b"
              // a time without "at"/"om": "call the vet 3pm", "pick up Emma 15:30" (stop 36; not
              // "2 uur sporten", two hours of it)
              + "|\\b\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)\\b|\\b\\d{1,2}:\\d{2}\\b");

  private static final Pattern PART_OF_DAY =
      Pattern.compile("(?i)\\s+(?:morning|afternoon|evening|night)\\W*$");

  private static final Pattern VAN_TAIL = Pattern.compile("(?iu)\\s+van\\s*$");

  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

  private static final Pattern TOLD_ONE =
      Pattern.compile(
          "(?iu)^(\\p{L}+(?: (?:over|back|on))?) (?:you|u|je|jou|jullie) (?=(?:the|a|an|my|our|those|this|that|de|het|een|die|dat|mijn|onze)\\b)");

  private static final Pattern ADVERB_LEAD =
      Pattern.compile(
          "(?iu)^(?:(?:really|finally|definitely|actually|just|also|quickly|seriously|totally"
              + "|eindelijk|echt|snel)\\s+)+(?=\\S+\\s)");

  private static final Pattern NL_MODAL =
      Pattern.compile("(?iu)\\s+(?:moet|moeten|ga|gaan|zal)\\s+(?=\\p{L}+en$)");

  private static final Pattern NL_TOLD_ONE =
      Pattern.compile("(?iu)^(?:je|jou|u|jullie)\\s+(?=(?:de|het|een|die|dat|mijn|onze)\\b)");

  private static final Pattern NL_FILLER_LEAD =
      // "ff", "effe": chat's "even" (stop 36)
      Pattern.compile(
          "(?iu)^(?:(?:nog|even|ff|effe|eff|efkes|evekes|wel|ook|eerst|echt|dan)\\s+)+(?=\\S+\\s)");

  private static final Pattern NL_AUXILIARY =
      Pattern.compile("(?iu)^(?:gaat|gaan|zal|zullen)\\s+(?=\\S+\\s+\\S)");

  private static final Pattern NL_STILL =
      // before the act's last word too: "de huur nog betalen" (stop 36)
      Pattern.compile("(?iu)\\s+nog\\s+(?!een\\b|eens\\b|niet\\b|meer\\b)(?=\\S)");

  private static final Pattern NL_TRAILING_AUX = Pattern.compile("(?i)\\s+(?:moet|moeten|te|er)$");

  private static final Pattern NL_DAT_OM =
      Pattern.compile("(?i)^(?:dat|om) (?:ik |je |we )?(?:hem |haar |ze |hen )?");

  /** A possessive right after a day: "Saturday's tournament". */
  private static final Pattern DAY_OWNS = Pattern.compile("['’]s\\b");

  static String label(String action, Lang lang, LocalDate day) {
    String s = Text.firstClause(action, lang);
    List<Dates.Span> spans = Dates.find(s, day, lang);
    Pattern cue = lang == Lang.NL ? Rules.DATE_CUE_NL : Rules.DATE_CUE_EN;
    for (int i = spans.size() - 1; i >= 0; i--) {
      Dates.Span span = spans.get(i);
      Matcher owned = AsciiCase.matcher(DAY_OWNS, s).region(span.end(), s.length());
      if (owned.lookingAt()) {
        // "for Saturday's tournament": the day is the thing's, and the thing is part of the act
        s = s.substring(0, span.start()) + "the" + s.substring(owned.end());
        continue;
      }
      String head = Cues.replaceAll(cue, s.substring(0, span.start()), "");
      // "move my appointment to Thursday", "naar donderdag verzetten": the day's preposition goes
      // with the day (stop 36)
      head = Cues.replaceAll(MOVED_TO_TAIL, head, "");
      s = head + " " + s.substring(span.end());
    }
    s = Cues.replaceAll(AT_CLOCK, s, " ");
    // "on Friday morning" without its day: the part of the day is timing too
    s = Cues.replaceAll(PART_OF_DAY, s, "");
    if (lang == Lang.NL) {
      s = Cues.replaceAll(VAN_TAIL, s, ""); // "het feest van <zaterdag>"
    }
    // A deadline at week or month level is timing, not part of what is to be done.
    s = Cues.replaceAll(Rules.PERIOD_DEADLINE, s, " ");
    s = Cues.replaceAll(WEEK_LEVEL_TAIL, s, "");
    s = Text.clean(Cues.replaceAll(WHITESPACE, s, " "));
    for (int i = 0; i < 3; i++) {
      s = Text.clean(Cues.replaceAll(TRAILING_FILLER, s, ""));
      s = Text.clean(Cues.replaceAll(cue, s, ""));
    }
    // "send you the notes" -> "send the notes": the one told is no part of the act
    s = Cues.replaceAll(TOLD_ONE, s, "$1 ");
    // "really book", "finally answer": an adverb before the act is no part of it
    s = Cues.replaceAll(ADVERB_LEAD, s, "");
    if (lang == Lang.NL) {
      // "Herinner me eraan dat ik de kat moet voeren": the modal is no part of the act
      s = Cues.replaceAll(NL_MODAL, s, " ");
      s = Cues.replaceAll(NL_TOLD_ONE, s, "");
      s = Cues.replaceAll(NL_FILLER_LEAD, s, "");
      // A leading auxiliary of a named owner's task ("gaat de vergunning aanvragen").
      s = Cues.replaceAll(NL_AUXILIARY, s, "");
      // "nog" inside the label is "still" ("de offerte nog naar Bram sturen"); "nog een/eens" is
      // "another/again" and stays.
      s = Cues.replaceAll(NL_STILL, s, " ");
      s = Cues.replaceAll(NL_TRAILING_AUX, s, "");
      s = Cues.replaceAll(NL_DAT_OM, s, "");
    }
    return Text.clean(s);
  }
}
