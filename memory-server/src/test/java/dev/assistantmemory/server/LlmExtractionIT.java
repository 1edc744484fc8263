package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code MEMORY_LLM_*} configured: ingestion extracts through a chat-completions endpoint (a local
 * server speaking the protocol with scripted answers), and falls back to the rules when it answers
 * nonsense.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LlmExtractionIT {
  @TempDir static Path dir;
  private HttpServer llm;
  private TestServer server;
  private final AtomicReference<String> content = new AtomicReference<>();

  @BeforeAll
  void start() throws IOException {
    llm = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    llm.createContext(
        "/v1/chat/completions",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          String body =
              TestServer.JSON.writeValueAsString(
                  Map.of(
                      "choices",
                      List.of(
                          Map.of(
                              "index",
                              0,
                              "message",
                              Map.of("role", "assistant", "content", content.get())))));
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, bytes.length);
          exchange.getResponseBody().write(bytes);
          exchange.close();
        });
    llm.start();
    server =
        new TestServer(
            dir,
            Map.of(
                Setting.LLM_BASE_URL, "http://127.0.0.1:" + llm.getAddress().getPort() + "/v1",
                Setting.LLM_MODEL, "scripted",
                Setting.LLM_MAX_ATTEMPTS, "1"));
  }

  @AfterAll
  void stop() {
    server.close();
    llm.stop(0);
  }

  private void say(String user, String id, String text) {
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(
                user, "c-" + id, List.of(message(id, "user", text, "2026-04-28T10:00:00Z"))));
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  private String taskLabels(String user) {
    return server
        .post("/query/graph", Map.of("userId", user, "nodeTypes", List.of("Task")))
        .body()
        .path("nodes")
        .toString();
  }

  @Test
  void theModelsStructuredAnswerIsWhatGetsWritten() {
    content.set(
        """
        {"people":[],"organizations":[],"facts":[],"tasks":[{"label":"prepare the Q3 board deck",
         "owner":"self","due":"2026-05-01","evidence":"board deck"}],"statusChanges":[],
         "deadlineRemovals":[],"events":[],"dates":[],"metrics":[]}
        """);
    say("llm-a", "m1", "Board deck for Q3 is on me, Friday latest.");
    assertThat(taskLabels("llm-a")).contains("prepare the Q3 board deck");
  }

  @Test
  void nonsenseFromTheModelFallsBackToTheRules() {
    content.set("I'm sorry, I can't help with that.");
    say("llm-b", "m2", "I'll renew the passport by Friday.");
    assertThat(taskLabels("llm-b")).contains("renew the passport");
  }
}
