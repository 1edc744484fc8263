package dev.assistantmemory.extract.llm;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.DateMention;
import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.MetricReading;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.graph.Predicates;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Extraction by any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp
 * server, LM Studio) with structured JSON output. Off by default. Bounded: a request timeout, a
 * fixed number of attempts with backoff, and on failure or malformed output the rule-based result
 * instead, logged with the reason (never silent). Output is validated before use: unknown
 * predicates, statuses, metric names, malformed dates and tasks the model was not shown are dropped
 * item by item; output that is not the schema at all falls back whole.
 */
public final class OpenAiChatExtractor implements Extractor {
  private static final Logger LOG = LoggerFactory.getLogger(OpenAiChatExtractor.class);
  private static final Set<String> METRICS =
      Set.of("weight", "distance", "pace", "heart_rate", "sleep_duration", "steps", "readiness");
  private static final Set<String> FACT_PREDICATES =
      Set.of(
          "HAS_PREFERENCE",
          "HAS_GOAL",
          "MADE_DECISION",
          "HAS_ATTRIBUTE",
          "WORKS_AT",
          "LOCATED_IN",
          "AFFILIATED_WITH");
  private static final Map<String, String> OBJECT_TYPES =
      Map.of(
          "WORKS_AT", "Organization", "LOCATED_IN", "Location", "AFFILIATED_WITH", "Organization");

  private final HttpClient http;
  private final URI endpoint;
  private final String model;
  private final String apiKey;
  private final Duration timeout;
  private final int maxAttempts;
  private final Duration backoff;
  private final Extractor fallback;
  private final ObjectMapper json = JsonMapper.builder().build();
  private final AtomicLong fallbacks = new AtomicLong();

  public OpenAiChatExtractor(
      String baseUrl,
      String model,
      String apiKey,
      Duration timeout,
      int maxAttempts,
      Duration backoff,
      Extractor fallback) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.endpoint = URI.create(base + "/chat/completions");
    this.model = model;
    this.apiKey = apiKey;
    this.timeout = timeout;
    this.maxAttempts = Math.max(1, maxAttempts);
    this.backoff = backoff;
    this.fallback = fallback;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  @Override
  public String name() {
    return "llm";
  }

  /** How many extractions fell back to the rule-based result. */
  public long fallbacks() {
    return fallbacks.get();
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    String failure = null;
    for (int attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        String content = complete(in);
        return parse(content, in);
      } catch (Malformed e) {
        failure = "malformed output: " + e.getMessage();
        break; // the model answered; asking again rarely helps and costs a full generation
      } catch (Unavailable e) {
        failure = e.getMessage();
        if (attempt < maxAttempts) {
          sleep(backoff.multipliedBy(attempt));
        }
      }
    }
    fallbacks.incrementAndGet();
    LOG.atWarn()
        .setMessage("llm extraction failed; using the rule-based result")
        .addKeyValue("reason", failure)
        .addKeyValue("model", model)
        .log();
    return fallback.extract(in);
  }

  // ------------------------------------------------------------------ request

  private String complete(ExtractionInput in) throws Unavailable, Malformed {
    ChatRequest body = ChatRequest.extraction(model, ExtractionPrompt.user(in, json));
    HttpResponse<String> res;
    try {
      HttpRequest.Builder req =
          HttpRequest.newBuilder(endpoint)
              .timeout(timeout)
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body)));
      if (apiKey != null && !apiKey.isBlank()) {
        req.header("Authorization", "Bearer " + apiKey);
      }
      res = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
    } catch (HttpTimeoutException e) {
      throw new Unavailable("timed out after " + timeout.toMillis() + " ms");
    } catch (IOException e) {
      throw new Unavailable("endpoint unreachable: " + e.getClass().getSimpleName());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Unavailable("interrupted");
    }
    if (res.statusCode() / 100 != 2) {
      throw new Unavailable("endpoint answered " + res.statusCode());
    }
    try {
      JsonNode message = json.readTree(res.body()).path("choices").path(0).path("message");
      if (!message.path("content").isString()) {
        throw new Malformed("no message content");
      }
      return message.path("content").asString();
    } catch (JacksonException e) {
      throw new Malformed("response is not JSON");
    }
  }

  // ------------------------------------------------------------------ response

  private Extraction parse(String content, ExtractionInput in) throws Malformed {
    JsonNode root;
    try {
      root = json.readTree(stripFence(content));
    } catch (JacksonException e) {
      throw new Malformed("content is not JSON");
    }
    if (root == null || !root.isObject()) {
      throw new Malformed("content is not a JSON object");
    }
    for (String field : List.of("people", "organizations", "facts", "tasks")) {
      if (root.has(field) && !root.get(field).isArray()) {
        throw new Malformed(field + " is not an array");
      }
    }
    Set<String> known = new java.util.HashSet<>();
    for (KnownTask t : in.knownTasks()) {
      known.add(t.id());
    }
    List<Mention> mentions = new ArrayList<>();
    for (JsonNode p : root.path("people")) {
      text(p).ifPresent(n -> mentions.add(new Mention("Person", n, in.text())));
    }
    for (JsonNode o : root.path("organizations")) {
      text(o).ifPresent(n -> mentions.add(new Mention("Organization", n, in.text())));
    }
    List<Fact> facts = new ArrayList<>();
    for (JsonNode f : root.path("facts")) {
      String predicate = f.path("predicate").asString("");
      String subject = f.path("subject").asString("");
      String object = f.path("object").asString("");
      if (!FACT_PREDICATES.contains(predicate) || subject.isBlank() || object.isBlank()) {
        continue;
      }
      if (Predicates.ATTRIBUTE.contains(predicate)) {
        facts.add(new Fact(subject, predicate, object, null, null, false, excerpt(f, in)));
      } else {
        facts.add(
            new Fact(
                subject,
                predicate,
                null,
                object,
                OBJECT_TYPES.get(predicate),
                f.path("replacesPrevious").asBoolean(false),
                excerpt(f, in)));
      }
    }
    List<TaskCandidate> tasks = new ArrayList<>();
    for (JsonNode t : root.path("tasks")) {
      String label = t.path("label").asString("");
      if (label.isBlank()) {
        continue;
      }
      String owner = t.path("owner").isString() ? t.path("owner").asString() : null;
      tasks.add(new TaskCandidate(label, owner, day(t.path("due")), excerpt(t, in)));
    }
    List<StatusChange> statuses = new ArrayList<>();
    for (JsonNode s : root.path("statusChanges")) {
      String id = s.path("taskId").asString("");
      Predicates.normalizeTaskStatus(s.path("status").asString(""))
          .filter(st -> known.contains(id))
          .ifPresent(st -> statuses.add(new StatusChange(id, st, excerpt(s, in))));
    }
    List<DeadlineRemoval> removals = new ArrayList<>();
    for (JsonNode r : root.path("deadlineRemovals")) {
      String id = r.asString("");
      if (known.contains(id)) {
        removals.add(new DeadlineRemoval(id, in.text()));
      }
    }
    List<EventCandidate> events = new ArrayList<>();
    for (JsonNode e : root.path("events")) {
      LocalDate d = day(e.path("date"));
      String label = e.path("label").asString("");
      if (d != null && !label.isBlank()) {
        events.add(new EventCandidate(label, d, excerpt(e, in)));
      }
    }
    List<DateMention> dates = new ArrayList<>();
    for (JsonNode d : root.path("dates")) {
      LocalDate day = day(d.path("date"));
      if (day != null) {
        dates.add(new DateMention(d.path("text").asString(""), day));
      }
    }
    List<MetricReading> metrics = new ArrayList<>();
    for (JsonNode m : root.path("metrics")) {
      String metric = m.path("metric").asString("");
      if (METRICS.contains(metric) && m.path("value").isNumber()) {
        metrics.add(
            new MetricReading(
                metric, m.path("value").asDouble(), m.path("unit").asString(""), in.text()));
      }
    }
    return new Extraction(mentions, facts, tasks, statuses, removals, events, dates, metrics);
  }

  private static java.util.Optional<String> text(JsonNode n) {
    String s = n.isString() ? n.asString().strip() : "";
    return s.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(s);
  }

  private static String excerpt(JsonNode item, ExtractionInput in) {
    String e = item.path("evidence").asString("");
    return !e.isBlank() && in.text().contains(e) ? e : in.text();
  }

  private static LocalDate day(JsonNode n) {
    if (!n.isString()) {
      return null;
    }
    try {
      return LocalDate.parse(n.asString());
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static String stripFence(String s) {
    String t = s.strip();
    if (t.startsWith("```")) {
      t = t.replaceFirst("^```(?:json)?\\s*", "").replaceFirst("\\s*```$", "");
    }
    return t;
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The endpoint could not give an answer (worth another attempt). */
  private static final class Unavailable extends Exception {
    Unavailable(String message) {
      super(message, null, false, false);
    }
  }

  /** The endpoint answered with something that is not the schema. */
  private static final class Malformed extends Exception {
    Malformed(String message) {
      super(message, null, false, false);
    }
  }
}
