package dev.assistantmemory.extract.llm;

import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

  static String user(ExtractionInput in, ObjectMapper json) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("messageDay", in.day().toString());
    m.put("weekday", in.day().getDayOfWeek().toString());
    m.put("role", in.role());
    m.put("scope", in.scope().name());
    if (in.speakerName() != null) {
      m.put("speaker", in.speakerName());
    }
    List<Map<String, Object>> tasks = new ArrayList<>();
    for (KnownTask t : in.knownTasks()) {
      Map<String, Object> task = new LinkedHashMap<>();
      task.put("id", t.id());
      task.put("label", t.label());
      task.put("status", t.status() == null ? "dismissed" : t.status());
      task.put("due", t.due() == null ? null : t.due().toString());
      tasks.add(task);
    }
    m.put("knownTasks", tasks);
    m.put("omittedTasks", in.omittedTasks());
    m.put("text", in.text());
    return json.writeValueAsString(m);
  }

  private static Map<String, Object> array(Map<String, Object> items) {
    return Map.of("type", "array", "items", items);
  }

  private static Map<String, Object> object(Map<String, Object> properties) {
    return Map.of(
        "type",
        "object",
        "additionalProperties",
        false,
        "required",
        List.copyOf(properties.keySet()),
        "properties",
        properties);
  }

  private static final Map<String, Object> STRING = Map.of("type", "string");
  private static final Map<String, Object> NULLABLE_STRING =
      Map.of("type", List.of("string", "null"));

  static final Map<String, Object> SCHEMA =
      object(
          ordered(
              "people", array(STRING),
              "organizations", array(STRING),
              "facts",
                  array(
                      object(
                          ordered(
                              "subject", STRING,
                              "predicate", STRING,
                              "object", STRING,
                              "replacesPrevious", Map.of("type", "boolean"),
                              "evidence", STRING))),
              "tasks",
                  array(
                      object(
                          ordered(
                              "label", STRING,
                              "owner", NULLABLE_STRING,
                              "due", NULLABLE_STRING,
                              "evidence", STRING))),
              "statusChanges",
                  array(object(ordered("taskId", STRING, "status", STRING, "evidence", STRING))),
              "deadlineRemovals", array(STRING),
              "events", array(object(ordered("label", STRING, "date", STRING, "evidence", STRING))),
              "dates", array(object(ordered("text", STRING, "date", STRING))),
              "metrics",
                  array(
                      object(
                          ordered(
                              "metric",
                              STRING,
                              "value",
                              Map.of("type", "number"),
                              "unit",
                              STRING)))));

  private static Map<String, Object> ordered(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }
}
