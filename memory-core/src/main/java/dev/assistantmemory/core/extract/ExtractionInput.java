package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

/**
 * What an extractor sees of one source: its text, who said it, when, its scope, and the user's
 * tasks (the request history, already cut to its budget; {@code omittedTasks} says how many were
 * left out). {@code taskSimilarity} names a task a follow-up is about by meaning ({@link
 * TaskSimilarity#NONE}: by words alone).
 *
 * @param role {@code user}, {@code assistant}, {@code participant} (another person speaking) or
 *     {@code document}
 */
public record ExtractionInput(
    String text,
    String role,
    String speakerName,
    Scope scope,
    Instant timestamp,
    ZoneId zone,
    List<KnownTask> knownTasks,
    int omittedTasks,
    SourceFacts source,
    TaskSimilarity taskSimilarity,
    List<KnownEvent> knownEvents) {

  public ExtractionInput {
    taskSimilarity = taskSimilarity == null ? TaskSimilarity.NONE : taskSimilarity;
    knownEvents = knownEvents == null ? List.of() : List.copyOf(knownEvents);
  }

  /** A source seen without the user's known events. */
  public ExtractionInput(
      String text,
      String role,
      String speakerName,
      Scope scope,
      Instant timestamp,
      ZoneId zone,
      List<KnownTask> knownTasks,
      int omittedTasks,
      SourceFacts source,
      TaskSimilarity taskSimilarity) {
    this(
        text,
        role,
        speakerName,
        scope,
        timestamp,
        zone,
        knownTasks,
        omittedTasks,
        source,
        taskSimilarity,
        List.of());
  }

  /** A source resolved against its tasks by their words alone. */
  public ExtractionInput(
      String text,
      String role,
      String speakerName,
      Scope scope,
      Instant timestamp,
      ZoneId zone,
      List<KnownTask> knownTasks,
      int omittedTasks,
      SourceFacts source) {
    this(
        text,
        role,
        speakerName,
        scope,
        timestamp,
        zone,
        knownTasks,
        omittedTasks,
        source,
        TaskSimilarity.NONE);
  }

  /** A source without host-supplied context (chat turns, plain documents). */
  public ExtractionInput(
      String text,
      String role,
      String speakerName,
      Scope scope,
      Instant timestamp,
      ZoneId zone,
      List<KnownTask> knownTasks,
      int omittedTasks) {
    this(text, role, speakerName, scope, timestamp, zone, knownTasks, omittedTasks, null, null);
  }

  public static final String USER = "user";
  public static final String ASSISTANT = "assistant";
  public static final String PARTICIPANT = "participant";
  public static final String DOCUMENT = "document";

  private static final java.util.regex.Pattern EMAIL_HEADER =
      java.util.regex.Pattern.compile("(?i)^\\s*(?:from|van|to|aan)\\s*:.*<[^>]+@[^>]+>");

  /** The same input, resolving follow-ups by meaning through {@code similarity}. */
  public ExtractionInput withTaskSimilarity(TaskSimilarity similarity) {
    return new ExtractionInput(
        text,
        role,
        speakerName,
        scope,
        timestamp,
        zone,
        knownTasks,
        omittedTasks,
        source,
        similarity,
        knownEvents);
  }

  /**
   * The same input with the events the user already has (earlier messages of the conversation): a
   * later message that moves or calls one off names it by its id.
   */
  public ExtractionInput withKnownEvents(List<KnownEvent> events) {
    return new ExtractionInput(
        text,
        role,
        speakerName,
        scope,
        timestamp,
        zone,
        knownTasks,
        omittedTasks,
        source,
        taskSimilarity,
        events);
  }

  /**
   * Whether the source is a person-to-person message (email or message): what its {@code
   * sourceContext} says. A chat turn never is. Only a document stored without any context falls
   * back to its text opening with a From/To header (hosts that predate sourceContext).
   */
  public boolean isEmail() {
    if (source != null) {
      return source.isPersonMessage();
    }
    return DOCUMENT.equals(role) && text != null && EMAIL_HEADER.matcher(text).find();
  }

  /** The day the message was written, in the user's zone: relative dates resolve against it. */
  public LocalDate day() {
    return timestamp.atZone(zone).toLocalDate();
  }

  /** An event the user has: an occasion on a day, as an earlier message gave it. */
  public record KnownEvent(String id, String label, LocalDate date) {}

  /**
   * A task the user has. {@code status} null = dismissed (no active status); {@code dueSetByUser}
   * marks a due date that came from a manual decision, which extraction never clears.
   */
  public record KnownTask(
      String id, String label, String status, LocalDate due, boolean dueSetByUser) {

    public boolean isOpen() {
      return "pending".equals(status) || "in_progress".equals(status);
    }
  }
}
