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
 * left out), NEWEST FIRST (the graph's task states are read newest first and a new task is added at
 * index 0), so a rule wanting "the task said last" takes the first open one. {@code taskSimilarity}
 * names a task a follow-up is about by meaning ({@link TaskSimilarity#NONE}: by words alone).
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

  /**
   * A source with nothing known around it: no speaker name, no known tasks or events, no host
   * context, follow-ups resolved by their words alone. The {@code with...} methods add each.
   */
  public static ExtractionInput of(
      String text, String role, Scope scope, Instant timestamp, ZoneId zone) {
    return new ExtractionInput(
        text, role, null, scope, timestamp, zone, List.of(), 0, null, null, List.of());
  }

  public static final String USER = "user";
  public static final String ASSISTANT = "assistant";
  public static final String PARTICIPANT = "participant";
  public static final String DOCUMENT = "document";

  private static final java.util.regex.Pattern EMAIL_HEADER =
      java.util.regex.Pattern.compile("(?i)^\\s*(?:from|van|to|aan)\\s*:.*<[^>]+@[^>]+>");

  /**
   * The same input with the user's tasks (the request history cut to its budget) and how many were
   * left out.
   */
  public ExtractionInput withKnownTasks(List<KnownTask> tasks, int omitted) {
    Copy c = new Copy(this);
    c.knownTasks = tasks;
    c.omittedTasks = omitted;
    return c.build();
  }

  /** The same input with what the host said of its source (its {@code sourceContext}). */
  public ExtractionInput withSource(SourceFacts facts) {
    Copy c = new Copy(this);
    c.source = facts;
    return c.build();
  }

  /** The same input, resolving follow-ups by meaning through {@code similarity}. */
  public ExtractionInput withTaskSimilarity(TaskSimilarity similarity) {
    Copy c = new Copy(this);
    c.taskSimilarity = similarity;
    return c.build();
  }

  /**
   * The same input with the events the user already has (earlier messages of the conversation): a
   * later message that moves or calls one off names it by its id.
   */
  public ExtractionInput withKnownEvents(List<KnownEvent> events) {
    Copy c = new Copy(this);
    c.knownEvents = events;
    return c.build();
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

  /** An input's components, to change one or two and build the input again. */
  private static final class Copy {
    private final String text;
    private final String role;
    private final String speakerName;
    private final Scope scope;
    private final Instant timestamp;
    private final ZoneId zone;
    private List<KnownTask> knownTasks;
    private int omittedTasks;
    private SourceFacts source;
    private TaskSimilarity taskSimilarity;
    private List<KnownEvent> knownEvents;

    private Copy(ExtractionInput in) {
      text = in.text;
      role = in.role;
      speakerName = in.speakerName;
      scope = in.scope;
      timestamp = in.timestamp;
      zone = in.zone;
      knownTasks = in.knownTasks;
      omittedTasks = in.omittedTasks;
      source = in.source;
      taskSimilarity = in.taskSimilarity;
      knownEvents = in.knownEvents;
    }

    private ExtractionInput build() {
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
          knownEvents);
    }
  }
}
