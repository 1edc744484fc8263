package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Dutch deadline said by referring back to the day of the clause before (stop 33): "Over vijf
 * dagen begint de verbouwing, dus vóór die tijd moet ik de keuken leegruimen", "1 maart verloopt
 * mijn visvergunning, ik moet hem daarvoor verlengen". When the sentence names exactly one coming
 * day, the task read from it without a due day is due then; "hem" / "die" for the thing that
 * expires is that thing ("mijn visvergunning verlengen"), and the pointing word leaves the label.
 */
final class DutchThatTime {

  private DutchThatTime() {}

  /** The words that point back at the day: "vóór die tijd", "daarvoor", "uiterlijk dan". */
  private static final Pattern THAT_TIME =
      Rules.p(
          "(?<![\\p{L}])(?:(?:vóór|voor|tegen) (?:die tijd|die datum|dat moment)|daarvoor|daarvóór"
              + "|uiterlijk dan)(?![\\p{L}])");

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
  static void apply(String sentence, LocalDate day, List<TaskCandidate> tasks, int from) {
    if (from >= tasks.size() || !Cues.find(THAT_TIME, sentence)) {
      return;
    }
    List<Dates.Span> coming =
        Dates.find(sentence, day, Lang.NL).stream().filter(s -> !s.date().isBefore(day)).toList();
    if (coming.stream().map(Dates.Span::date).distinct().count() != 1) {
      return; // no day, or two: which one is meant is not said
    }
    LocalDate due = coming.get(0).date();
    Matcher expires = EXPIRES.matcher(sentence);
    String thing =
        expires.find()
            ? (expires.group("thing") != null ? expires.group("thing") : expires.group("thing2"))
            : null;
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      String label = Text.clean(Cues.replaceAll(THAT_TIME, t.label(), " ").replaceAll("\\s+", " "));
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
}
