package dev.assistantmemory.extract.llm;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.extract.llm.OutputSchema.ArrayOf;
import dev.assistantmemory.extract.llm.OutputSchema.NullableScalar;
import dev.assistantmemory.extract.llm.OutputSchema.ObjectOf;
import dev.assistantmemory.extract.llm.OutputSchema.Property;
import dev.assistantmemory.extract.llm.OutputSchema.Scalar;
import java.util.List;
import tools.jackson.databind.ObjectMapper;

/** The instructions, the per-source message and the JSON schema the chat extractor sends. */
final class ExtractionPrompt {
  private ExtractionPrompt() {}

  static final String SYSTEM =
      """
      You extract long-term memory from one message or document for a personal memory service.
      Return only JSON matching the schema. Extract only what the text states; never guess.
      - people / organizations: names mentioned (not the user, not pronouns).
      - facts: subject "self" for the user (I/my/ik/mijn) or a person's name; predicate one of
        HAS_PREFERENCE, HAS_GOAL, MADE_DECISION, HAS_ATTRIBUTE (object = short phrase) or
        WORKS_AT, LOCATED_IN, AFFILIATED_WITH (object = a name); replacesPrevious true when the
        text says it changed ("moved to", "new job at").
      - tasks: commitments and requests. label = short verb phrase without owner or date words;
        owner "self" (the user), a person's name, or null (the assistant); due = YYYY-MM-DD or
        null. Dutch: a date introduced only by "voor" or "tegen" is NOT a deadline; "uiterlijk",
        "vóór", "deadline voor" are.
      - statusChanges: only for tasks listed under knownTasks, by their id; status one of
        pending, in_progress, done, abandoned.
      - deadlineRemovals: ids of known tasks whose deadline the text explicitly removes ("there is
        no deadline now", "er is geen deadline meer"). Omitted or vague dates remove nothing.
      - events: things that happen on a specific day, date YYYY-MM-DD.
      - dates: every date expression resolved to YYYY-MM-DD against the message day.
      - metrics: weight (kg/lb), distance (km/mi/m), pace (min/km decimal), heart_rate (bpm),
        sleep_duration (h decimal), steps (steps), readiness (score).
      Role "assistant": the assistant is speaking; "you" is the user. Scope "reference": general
      material, never facts, tasks or metrics about the user.
      """;

  /** The per-source message: the text and what the model needs to read it, as JSON. */
  record UserMessage(
      String messageDay,
      String weekday,
      String role,
      String scope,
      @JsonInclude(JsonInclude.Include.NON_NULL) String speaker,
      List<TaskLine> knownTasks,
      int omittedTasks,
      String text) {}

  /** A known task the text may update; {@code due} is written as null when there is none. */
  record TaskLine(String id, String label, String status, String due) {}

  static String user(ExtractionInput in, ObjectMapper json) {
    List<TaskLine> tasks =
        in.knownTasks().stream()
            .map(
                (KnownTask t) ->
                    new TaskLine(
                        t.id(),
                        t.label(),
                        t.status() == null ? "dismissed" : t.status(),
                        t.due() == null ? null : t.due().toString()))
            .toList();
    return json.writeValueAsString(
        new UserMessage(
            in.day().toString(),
            in.day().getDayOfWeek().toString(),
            in.role(),
            in.scope().name(),
            in.speakerName(),
            tasks,
            in.omittedTasks(),
            in.text()));
  }

  private static final OutputSchema STRING = new Scalar("string");
  private static final OutputSchema NULLABLE_STRING = NullableScalar.of("string");

  private static Property p(String name, OutputSchema schema) {
    return new Property(name, schema);
  }

  private static OutputSchema arrayOf(Property... properties) {
    return new ArrayOf(ObjectOf.of(properties));
  }

  static final OutputSchema SCHEMA =
      ObjectOf.of(
          p("people", new ArrayOf(STRING)),
          p("organizations", new ArrayOf(STRING)),
          p(
              "facts",
              arrayOf(
                  p("subject", STRING),
                  p("predicate", STRING),
                  p("object", STRING),
                  p("replacesPrevious", new Scalar("boolean")),
                  p("evidence", STRING))),
          p(
              "tasks",
              arrayOf(
                  p("label", STRING),
                  p("owner", NULLABLE_STRING),
                  p("due", NULLABLE_STRING),
                  p("evidence", STRING))),
          p(
              "statusChanges",
              arrayOf(p("taskId", STRING), p("status", STRING), p("evidence", STRING))),
          p("deadlineRemovals", new ArrayOf(STRING)),
          p("events", arrayOf(p("label", STRING), p("date", STRING), p("evidence", STRING))),
          p("dates", arrayOf(p("text", STRING), p("date", STRING))),
          p(
              "metrics",
              arrayOf(p("metric", STRING), p("value", new Scalar("number")), p("unit", STRING))));
}
