package dev.assistantmemory.core.extract;

import java.time.LocalDate;
import java.util.List;

/**
 * Candidate knowledge from one source, each item with the excerpt it came from. Subjects and owners
 * are {@link #SELF} for the user, a name, or null (the assistant / nobody).
 */
public record Extraction(
    List<Mention> mentions,
    List<Fact> facts,
    List<TaskCandidate> tasks,
    List<StatusChange> statusChanges,
    List<DeadlineRemoval> deadlineRemovals,
    List<EventCandidate> events,
    List<DateMention> dates,
    List<MetricReading> metrics,
    List<EventMove> eventMoves) {

  public static final String SELF = "self";

  public Extraction {
    eventMoves = eventMoves == null ? List.of() : List.copyOf(eventMoves);
  }

  /** An extraction that moves no known event. */
  public Extraction(
      List<Mention> mentions,
      List<Fact> facts,
      List<TaskCandidate> tasks,
      List<StatusChange> statusChanges,
      List<DeadlineRemoval> deadlineRemovals,
      List<EventCandidate> events,
      List<DateMention> dates,
      List<MetricReading> metrics) {
    this(
        mentions, facts, tasks, statusChanges, deadlineRemovals, events, dates, metrics, List.of());
  }

  /** The same extraction with {@code replaced} as its tasks (its event moves kept). */
  public Extraction withTasks(List<TaskCandidate> replaced) {
    return new Extraction(
        mentions,
        facts,
        replaced,
        statusChanges,
        deadlineRemovals,
        events,
        dates,
        metrics,
        eventMoves);
  }

  /** The same extraction with {@code moves} of known events. */
  public Extraction withEventMoves(List<EventMove> moves) {
    return new Extraction(
        mentions, facts, tasks, statusChanges, deadlineRemovals, events, dates, metrics, moves);
  }

  public static Extraction empty() {
    return new Extraction(
        List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
  }

  public boolean isEmpty() {
    return mentions.isEmpty()
        && facts.isEmpty()
        && tasks.isEmpty()
        && statusChanges.isEmpty()
        && deadlineRemovals.isEmpty()
        && events.isEmpty()
        && metrics.isEmpty()
        && eventMoves.isEmpty();
  }

  /** A named entity: {@code nodeType} Person, Organization or Location. */
  public record Mention(String nodeType, String name, String excerpt) {}

  /**
   * A statement about a subject. Attribute predicates carry {@code objectValue}; relationship
   * predicates carry {@code objectName} of type {@code objectType}. {@code replacesPrevious}: the
   * statement replaces the subject's earlier claims of the predicate ("I moved to Portland").
   */
  public record Fact(
      String subject,
      String predicate,
      String objectValue,
      String objectName,
      String objectType,
      boolean replacesPrevious,
      String excerpt) {}

  /** A commitment: what, whose ({@link #SELF}, a name, or null), due when (null = no deadline). */
  public record TaskCandidate(String label, String owner, LocalDate due, String excerpt) {}

  /** A status change of a known task, by its id, with a contract TaskStatus. */
  public record StatusChange(String taskId, String status, String excerpt) {}

  /** Explicit wording that a known task no longer has a deadline. */
  public record DeadlineRemoval(String taskId, String excerpt) {}

  /** Something that happened or will happen on a day. */
  public record EventCandidate(String label, LocalDate date, String excerpt) {}

  /**
   * A known event (by the id the extractor was shown) that a later message moved to another day
   * ("the dentist moved to Friday", "de afspraak is verzet naar donderdag") or called off ({@code
   * date} null): its old day is no longer the event's day. The event on the new day is an {@link
   * EventCandidate} of the same extraction.
   */
  public record EventMove(String eventId, LocalDate date, String excerpt) {}

  /** A date expression grounded to one day; {@code text} as written. */
  public record DateMention(String text, LocalDate date) {}

  /** A metric reading: slug (weight, distance, pace, ...), value, unit. */
  public record MetricReading(String metric, double value, String unit, String excerpt) {}
}
