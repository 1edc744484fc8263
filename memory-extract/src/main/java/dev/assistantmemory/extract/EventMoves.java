package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.EventMove;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The event twin of {@link DeadlineMoves} (issue 13, stop 38): a later message that moves an
 * occasion the user already has to another day ("the dentist moved to Friday", "de afspraak is
 * verzet naar donderdag", "they pushed the meeting to next week Tuesday", "Verzet naar 3 december")
 * or calls it off ("the dinner is cancelled", "het etentje gaat niet door"). The extractor sees the
 * user's events as {@link ExtractionInput#knownEvents()} (earlier messages of the conversation, as
 * it sees the known tasks) and answers with an {@link EventMove} of the one it names: the old day
 * stops being the event's day, and the event on the new day is an event of the extraction.
 *
 * <p>The event is named by a word of its label ("her appointment got moved", "Marco heeft de
 * meeting verzet"); a move said of "it" or of nothing ("it's moved to the 19th", "Verzet naar 3
 * december") names the latest event, unless an open task has a deadline that the move may be about
 * ("They've pushed it back to Wednesday" after "send the tender documents by Friday").
 */
final class EventMoves {

  private EventMoves() {}

  /** A verb that moves an occasion, before the new day. */
  private static final Pattern MOVED =
      Rules.p(
          "\\b(?:moved|moves|moving|pushed|pushes|postponed|rescheduled|shifted|bumped|brought"
              + " forward|put back|changed|verzet|verzetten|verplaatst|verschoven|verschuift"
              + "|uitgesteld|vervroegd|opgeschoven|omgezet|naar voren gehaald)\\b");

  /** An occasion called off. */
  private static final Pattern CALLED_OFF =
      Rules.p(
          "\\b(?:(?:is|['’]s) off|(?:is|got|has been|was|been|are|were) (?:cancell?ed|called off)"
              + "|cancell?ed (?:it|the)\\b|called (?:it )?off|(?:isn'?t|is not|won'?t be) happening"
              + "|gaat niet (?:meer )?door|is afgelast|is geannuleerd|is afgezegd|is afgeblazen"
              // "ze heeft afgezegd" is a guest who will not come: the occasion stays
              + "|(?:heeft|hebben) (?:het|['’]t|(?:de|die|dat) \\p{L}+) (?:afgezegd|afgelast"
              + "|geannuleerd))\\b");

  /**
   * A day chosen for an occasion after another was turned down ("Friday it is", "we went with
   * Monday", "we settled on the 9th", "het wordt dinsdag", "we gaan voor vrijdag"): the new day of
   * the latest event, read as a move said of "it".
   */
  private static final Pattern CHOSEN =
      Rules.p(
          "^\\W*(?:ok(?:ay)?,? |right,? |so )?\\p{L}+(?: (?:the )?\\d{1,2}(?:st|nd|rd|th)?)? it is\\b"
              + "|\\bwe (?:went|'ll go|will go|are going|'re going) (?:with|for)\\b"
              + "|\\b(?:settled|agreed) on\\b|^\\W*(?:het )?wordt\\b|\\bwe (?:gaan|kiezen|gingen|kozen)"
              + " voor\\b");

  /** The sentence's own subject is "it" or nothing: "it's moved to", "Verzet naar". */
  private static final Pattern BARE =
      Rules.p(
          "(?:^|[,;:])\\W*(?:(?:and |en |oh |ok |okay |so )?(?:it|it's|it’s|het|dat|that|that's|they'?ve|they"
              + "|ze|zij hebben|ze hebben|has been|is|got|been|now)\\b[^,;]{0,20})?\\b(?:moved|pushed|postponed"
              + "|rescheduled|verzet|verplaatst|verschoven|uitgesteld|vervroegd)\\b(?! (?:the|my|our|de|het)\\b)");

  /** Words of a move sentence that name no occasion. */
  private static final Set<String> NOT_NAMING =
      Set.copyOf(
          Text.contentStems(
              "moved move pushed postponed rescheduled shifted cancelled canceled called off verzet"
                  + " verplaatst verschoven uitgesteld vervroegd afgezegd afgelast geannuleerd door"
                  + " now nu day dag week today tomorrow morgen vandaag"));

  /** The extraction with the moves of the input's known events a sentence of it says. */
  static Extraction apply(ExtractionInput in, Extraction found) {
    List<KnownEvent> known = in.knownEvents();
    String text = in.text();
    if (known.isEmpty() || text == null || in.scope() == Scope.reference) {
      return found;
    }
    Lang lang = Lang.detect(text);
    boolean dutch = lang == Lang.NL;
    LocalDate day = in.day();
    List<EventCandidate> events = new ArrayList<>(found.events());
    List<EventMove> moves = new ArrayList<>(found.eventMoves());
    Set<String> moved = new HashSet<>();
    for (String sentence : Text.sentences(text)) {
      boolean off = Cues.find(CALLED_OFF, sentence);
      Matcher m = AsciiCase.matcher(MOVED, sentence);
      boolean chosen = !off && Cues.find(CHOSEN, sentence);
      boolean move = !off && (chosen || m.find());
      if (!off && !move) {
        continue;
      }
      KnownEvent target =
          named(sentence, known, dutch) != null
              ? named(sentence, known, dutch)
              : move && (chosen || Cues.find(BARE, sentence))
                  ? latest(known, in.knownTasks())
                  : null;
      if (target == null || moved.contains(target.id())) {
        continue;
      }
      // the occasion under each of its names on that day ("afspraak", "afspraak bij de fysio")
      List<KnownEvent> same =
          known.stream()
              .filter(k -> k.date().equals(target.date()))
              .filter(k -> Text.anySameThing(stems(k.label()), stems(target.label()), dutch))
              .toList();
      if (off) {
        same.forEach(k -> moves.add(new EventMove(k.id(), null, sentence)));
        same.forEach(k -> moved.add(k.id()));
        events.removeIf(e -> Text.anySameThing(stems(e.label()), stems(target.label()), dutch));
        continue;
      }
      LocalDate to = newDay(sentence, chosen ? 0 : m.end(), day, lang, target.date());
      if (to == null) {
        continue;
      }
      same.forEach(k -> moves.add(new EventMove(k.id(), to, sentence)));
      same.forEach(k -> moved.add(k.id()));
      // the old day said with the new one ("from Tuesday to Friday") is no event of its own
      events.removeIf(e -> e.date().equals(target.date()));
      if (events.stream().noneMatch(e -> e.date().equals(to))) {
        events.add(new EventCandidate(target.label(), to, sentence));
      }
    }
    if (moves.size() == found.eventMoves().size()) {
      return found;
    }
    return new Extraction(
            found.mentions(),
            found.facts(),
            found.tasks(),
            found.statusChanges(),
            found.deadlineRemovals(),
            events,
            found.dates(),
            found.metrics())
        .withEventMoves(moves);
  }

  /** The known event a word of the sentence names (the latest of several). */
  private static KnownEvent named(String sentence, List<KnownEvent> known, boolean dutch) {
    Set<String> words = new HashSet<>(stems(sentence));
    words.removeAll(NOT_NAMING);
    KnownEvent best = null;
    for (KnownEvent e : known) {
      Set<String> label = stems(e.label());
      label.removeAll(NOT_NAMING);
      if (Text.anySameThing(label, words, dutch)) {
        best = e;
      }
    }
    return best;
  }

  /**
   * The event a move of "it" is about: the latest, when no open task has a deadline of another day
   * (then "it" may be the task: {@link DeadlineMoves} reads that).
   */
  private static KnownEvent latest(List<KnownEvent> known, List<KnownTask> tasks) {
    KnownEvent last = known.get(known.size() - 1);
    boolean dated =
        tasks.stream().anyMatch(t -> t.isOpen() && t.due() != null && !t.due().equals(last.date()));
    return dated ? null : last;
  }

  /** The new day: the first day after the verb that is not the old day nor said to be not it. */
  private static LocalDate newDay(
      String sentence, int after, LocalDate day, Lang lang, LocalDate old) {
    for (Dates.Span s : Dates.find(sentence, day, lang)) {
      if (s.start() >= after
          && !s.date().equals(old)
          && !s.date().isBefore(day)
          && !DeadlineMoves.negatedDay(sentence, s)) {
        return s.date();
      }
    }
    return null;
  }

  private static Set<String> stems(String phrase) {
    return new HashSet<>(Text.contentStems(phrase));
  }
}
