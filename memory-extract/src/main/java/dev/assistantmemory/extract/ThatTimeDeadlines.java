package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deadline said by referring back to the day of the clause before (stop 33, Dutch; stop 37,
 * English and the sentence before): "Over vijf dagen begint de verbouwing, dus vóór die tijd moet
 * ik de keuken leegruimen", "1 maart verloopt mijn visvergunning, ik moet hem daarvóór verlengen",
 * "The lease ends in ten days and I still have to book the van before then", "Friday is when the
 * car tax runs out. Must sort it before that." When the sentence (or, failing a day there, the
 * sentence before it in the message) names exactly one coming day, the task read from it without a
 * due day is due then; "hem" / "die" for the thing that expires is that thing ("mijn visvergunning
 * verlengen"), and the pointing word leaves the label.
 */
final class ThatTimeDeadlines {

  private ThatTimeDeadlines() {}

  /**
   * The words that point back at the day: "vóór die tijd", "daarvóór", "uiterlijk dan". Without the
   * accent ("voor die tijd", "daarvoor", "tegen die tijd") they set no day, like a bare "voor" or
   * "tegen" (stop 37, the labelling convention).
   */
  private static final Pattern THAT_TIME_NL =
      Rules.p(
          "(?<![\\p{L}])(?:vóór (?:die tijd|die datum|dat moment)|daarvóór|uiterlijk dan"
              + "|ten laatste dan)(?![\\p{L}])");

  /** "before then", "before that (date)", "by then", "ahead of then". */
  private static final Pattern THAT_TIME_EN =
      Rules.p(
          "\\b(?:before (?:then|that(?: date| day)?|the day)|by then|ahead of (?:then|that(?: date"
              + "| day)?))(?=\\s*[.!,;)]|\\s*$)");

  /** The thing that expires: "verloopt mijn ID-kaart", "mijn paspoort verloopt". */
  private static final Pattern EXPIRES =
      Rules.p(
          "\\b(?:verloopt|vervalt|verlopen|vervallen)\\s+(?<thing>(?:mijn|m'n|de|het|onze|ons|je)"
              + "\\s+[\\p{L}-]+)"
              + "|(?<thing2>(?:mijn|m'n|de|het|onze|ons|je)\\s+[\\p{L}-]+)\\s+(?:verloopt|vervalt)\\b");

  private static final Pattern LEADING_PRONOUN = Rules.p("^(?:hem|die|het|ze|deze)\\s+(?=\\S)");

  /** The conjunction the pointing word followed: "dus vóór die tijd ..." leaves "dus". */
  private static final Pattern LEADING_CONJUNCTION = Rules.p("^(?:dus|en|maar|want)\\s+(?=\\S)");

  /** Sets the day pointed back to on the sentence's tasks (from {@code from}) that have none. */
  static void apply(
      String sentence,
      String prior,
      Lang lang,
      LocalDate day,
      List<TaskCandidate> tasks,
      int from) {
    Pattern thatTime = lang == Lang.NL ? THAT_TIME_NL : THAT_TIME_EN;
    if (from >= tasks.size() || !Cues.find(thatTime, sentence)) {
      return;
    }
    List<Dates.Span> coming = coming(sentence, lang, day);
    if (coming.isEmpty() && prior != null) {
      coming = coming(prior, lang, day); // "Friday is when the MOT runs out. Book it before then."
    }
    if (coming.stream().map(Dates.Span::date).distinct().count() != 1) {
      return; // no day, or two: which one is meant is not said
    }
    LocalDate due = coming.get(0).date();
    Matcher expires = AsciiCase.matcher(EXPIRES, sentence);
    String thing =
        expires.find()
            ? (expires.group("thing") != null ? expires.group("thing") : expires.group("thing2"))
            : null;
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      String label = Text.clean(Cues.replaceAll(thatTime, t.label(), " ").replaceAll("\\s+", " "));
      label = Cues.replaceAll(LEADING_CONJUNCTION, label, "");
      if (thing != null && Cues.find(LEADING_PRONOUN, label)) {
        label =
            Cues.replaceAll(
                LEADING_PRONOUN,
                label,
                Character.toLowerCase(thing.charAt(0)) + thing.substring(1) + " ");
      }
      if (label.equals(t.label()) && t.due() != null) {
        continue;
      }
      tasks.set(
          i, new TaskCandidate(label, t.owner(), t.due() != null ? t.due() : due, t.excerpt()));
    }
  }

  private static List<Dates.Span> coming(String text, Lang lang, LocalDate day) {
    // "Can we do Thursday instead of Wednesday? ... by then": the day said not to be meant is not
    return Dates.find(text, day, lang).stream()
        .filter(s -> !s.date().isBefore(day) && !DeadlineMoves.negatedDay(text, s))
        .toList();
  }
}
