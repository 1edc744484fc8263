package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A later message that settles the day of an occasion an open task was arranging (stop 36, issue 13
 * item 4): "I have to book the kids' check-ups" then "Booked them for 20 August"; "Ik moet de
 * controle bij de tandarts nog inplannen" then "Ingepland, op 15 september"; "call the garage about
 * the brakes" then "they can fit me in on Monday". The occasion is the task's object (its label
 * without the arranging verb) on the day the message names. Only a task whose verb arranges
 * something counts, only a coming day, and a booking that failed ("couldn't book it") is none.
 */
final class BookedOccasions {
  private BookedOccasions() {}

  /** The message settles a day: booked, planned, agreed, they can take me. */
  private static final Pattern SETTLED =
      Rules.p(
          "\\b(?:booked|scheduled|arranged|confirmed|agreed on|fit (?:me|us|him|her|them|it) in"
              + "|(?:see|take|do) (?:me|us|him|her|it) on|fixing it|ingepland|gepland|geboekt"
              + "|afgesproken|vastgelegd|terecht|kunnen (?:ze|ze me|ze ons) (?:op|pas)"
              + "|only do)\\b");

  private static final Pattern FAILED =
      Rules.p("\\b(?:not|niet|geen|cancel\\p{L}*|afgezegd)\\b|n't\\b");

  /** An English task that arranges an occasion, the verb (and its particle) to drop. */
  private static final Pattern ARRANGING_EN =
      Rules.p(
          "^(?:book|schedule|arrange|organi[sz]e|plan|call|ring|phone|pick a date for"
              + "|set up|sort out|find a date for|make an appointment for)\\s+(?:in\\s+)?");

  /** A Dutch task that arranges an occasion, its verb wherever the label has it. */
  private static final Pattern ARRANGING_NL =
      Rules.p(
          "\\s*\\b(?:nog\\s+)?(?:inplannen|plannen|boeken|bellen|afspreken|regelen|organiseren"
              + "|vastleggen|prikken)\\b");

  static Optional<EventCandidate> find(
      String sentence, List<Dates.Span> spans, LocalDate day, List<KnownTask> known) {
    if (spans.isEmpty()
        || known.isEmpty()
        || !Cues.find(SETTLED, sentence)
        || Cues.find(FAILED, sentence)) {
      return Optional.empty();
    }
    Dates.Span when = Dates.firstOnOrAfter(spans, day);
    if (when == null) {
      return Optional.empty();
    }
    for (KnownTask task : known) { // newest first (ExtractionInput.knownTasks)
      if (!task.isOpen()) {
        continue;
      }
      String label = occasionOf(task.label());
      if (label != null) {
        return Optional.of(new EventCandidate(label, when.date(), sentence));
      }
    }
    return Optional.empty();
  }

  /**
   * The occasion a task arranges ("book the kids' check-ups" -> "the kids' check-ups"), or null.
   */
  private static String occasionOf(String task) {
    // the task's own language (a terse "Ingepland, op 15 september" may read as either)
    Pattern verb = Cues.find(ARRANGING_EN, task) ? ARRANGING_EN : ARRANGING_NL;
    if (!Cues.find(verb, task)) {
      return null;
    }
    String rest = Text.clean(Cues.replaceAll(verb, task, " ").replaceAll("\\s+", " "));
    return rest.isEmpty() || Text.contentStems(rest).isEmpty() ? null : rest;
  }
}
