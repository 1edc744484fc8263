package dev.assistantmemory.extract.llm;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.sun.net.httpserver.HttpServer;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.extract.RuleBasedExtractor;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Against a local HTTP server speaking the chat-completions protocol with scripted answers (a
 * hosted model cannot run here): valid structured output, malformed output, errors, timeouts.
 */
class OpenAiChatExtractorTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private HttpServer server;
  private final Deque<Script> scripts = new ArrayDeque<>();
  private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
  private final AtomicInteger calls = new AtomicInteger();
  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private final Logger logger = (Logger) LoggerFactory.getLogger(OpenAiChatExtractor.class);

  record Script(int status, String content, long delayMillis) {}

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/v1/chat/completions",
        exchange -> {
          calls.incrementAndGet();
          requests.add(JSON.readTree(exchange.getRequestBody().readAllBytes()));
          Script s = scripts.isEmpty() ? new Script(500, "", 0) : scripts.poll();
          if (s.delayMillis() > 0) {
            try {
              Thread.sleep(s.delayMillis());
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
          String body =
              s.status() == 200
                  ? JSON.writeValueAsString(
                      java.util.Map.of(
                          "id", "chatcmpl-1",
                          "object", "chat.completion",
                          "model", "test-model",
                          "choices",
                              List.of(
                                  java.util.Map.of(
                                      "index",
                                      0,
                                      "finish_reason",
                                      "stop",
                                      "message",
                                      java.util.Map.of(
                                          "role", "assistant", "content", s.content())))))
                  : "{\"error\":{\"message\":\"overloaded\"}}";
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          try {
            exchange.sendResponseHeaders(s.status(), bytes.length);
            exchange.getResponseBody().write(bytes);
          } catch (IOException e) {
            // the client gave up (timeout)
          }
          exchange.close();
        });
    server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
    server.start();
    log.start();
    logger.addAppender(log);
  }

  @AfterEach
  void stop() {
    logger.detachAppender(log);
    server.stop(0);
  }

  private OpenAiChatExtractor extractor(Duration timeout) {
    return new OpenAiChatExtractor(
        "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
        "test-model",
        "sk-test",
        timeout,
        3,
        Duration.ofMillis(10),
        new RuleBasedExtractor());
  }

  private static ExtractionInput input(String text) {
    return ExtractionInput.of(
            text, "user", Scope.personal, Instant.parse("2026-04-28T10:00:00Z"), ZoneOffset.UTC)
        .withKnownTasks(
            List.of(new KnownTask("task_1", "write the report", "pending", null, false)), 2);
  }

  private static final String VALID =
      """
      {"people":["Alice"],"organizations":[],"facts":[{"subject":"self","predicate":"HAS_PREFERENCE",
       "object":"aisle seats","replacesPrevious":false,"evidence":"I prefer aisle seats"}],
       "tasks":[{"label":"send the spec","owner":"self","due":"2026-05-01","evidence":"send the spec"}],
       "statusChanges":[{"taskId":"task_1","status":"finished","evidence":"report is done"},
                        {"taskId":"task_unknown","status":"done","evidence":"x"}],
       "deadlineRemovals":[],"events":[],"dates":[{"text":"Friday","date":"2026-05-01"}],
       "metrics":[{"metric":"weight","value":72.5,"unit":"kg"},{"metric":"mood","value":3,"unit":""}]}
      """;

  @Test
  void structuredOutputBecomesAValidatedExtraction() {
    scripts.add(new Script(200, VALID, 0));
    Extraction e =
        extractor(Duration.ofSeconds(5))
            .extract(input("I prefer aisle seats. I'll send the spec to Alice by Friday."));
    assertThat(e.tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-01")));
    assertThat(e.facts()).extracting(Extraction.Fact::objectValue).containsExactly("aisle seats");
    assertThat(e.statusChanges())
        .as("synonyms normalised; tasks the model was not shown dropped")
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
    assertThat(e.metrics()).extracting(Extraction.MetricReading::metric).containsExactly("weight");

    JsonNode request = requests.get(0);
    assertThat(request.path("model").asString()).isEqualTo("test-model");
    assertThat(request.path("response_format").path("type").asString()).isEqualTo("json_schema");
    assertThat(request.path("messages").get(1).path("content").asString())
        .contains("task_1")
        .contains("\"omittedTasks\":2")
        .contains("2026-04-28");
  }

  @Test
  void malformedOutputFallsBackToTheRulesAndSaysSo() {
    scripts.add(new Script(200, "Sure! Here are the facts: the user likes aisle seats.", 0));
    Extraction e = extractor(Duration.ofSeconds(5)).extract(input("I'll send the spec by Friday."));
    assertThat(e.tasks())
        .extracting(Extraction.TaskCandidate::label)
        .containsExactly("send the spec");
    assertThat(calls.get()).as("a malformed answer is not retried").isEqualTo(1);
    assertThat(log.list)
        .anySatisfy(ev -> assertThat(ev.getFormattedMessage()).contains("rule-based"));
  }

  @Test
  void schemaViolatingOutputFallsBack() {
    scripts.add(new Script(200, "{\"tasks\": \"send the spec\"}", 0));
    OpenAiChatExtractor x = extractor(Duration.ofSeconds(5));
    Extraction e = x.extract(input("I'll send the spec by Friday."));
    assertThat(e.tasks()).hasSize(1);
    assertThat(x.fallbacks()).isEqualTo(1);
  }

  @Test
  void serverErrorsAreRetriedThenSucceed() {
    scripts.add(new Script(500, "", 0));
    scripts.add(new Script(200, VALID, 0));
    OpenAiChatExtractor x = extractor(Duration.ofSeconds(5));
    Extraction e = x.extract(input("I prefer aisle seats."));
    assertThat(e.facts()).hasSize(1);
    assertThat(calls.get()).isEqualTo(2);
    assertThat(x.fallbacks()).isZero();
  }

  @Test
  void aSlowEndpointTimesOutEveryAttemptThenFallsBack() {
    for (int i = 0; i < 3; i++) {
      scripts.add(new Script(200, VALID, 1_000));
    }
    OpenAiChatExtractor x = extractor(Duration.ofMillis(200));
    Extraction e = x.extract(input("Remind me to call mom tomorrow."));
    assertThat(e.tasks()).extracting(Extraction.TaskCandidate::label).containsExactly("call mom");
    assertThat(calls.get()).isEqualTo(3);
    assertThat(x.fallbacks()).isEqualTo(1);
    assertThat(log.list)
        .anySatisfy(ev -> assertThat(String.valueOf(ev.getKeyValuePairs())).contains("timed out"));
  }
}
