package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.assistantmemory.server.TestServer.Response;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The fifteenth audit (docs/contract-audit.md, "Fifteenth audit"): what a probe of the wire
 * contract found after fourteen audits. Real HTTP, real SQLite (and PostgreSQL through {@link
 * FifteenthAuditPostgresIT}); the stdio case runs the shaded jar's {@code mcp} command as a child
 * process (on SQLite only: it opens its own data directory).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TestServerExtension.class)
class FifteenthAuditIT {
  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private static final String INIT =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
          + "\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t15\",\"version\":\"1\"}}}";
  private static final String INITIALIZED =
      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";

  private static String request(int id, String method) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\"}";
  }

  // ------------------------------------------------------------------ W1

  /**
   * CONTRACT.md 11 (HTTP+SSE: requests go to {@code /messages}, replies come on the stream; 1:
   * errors are JSON bodies). Before: the SDK held every request but {@code initialize} until the
   * session's {@code notifications/initialized}, without a time limit, and its servlet blocked the
   * POST meanwhile: a {@code ping} before {@code initialize}, or a {@code tools/list} from a client
   * that never sent the notification, was never answered and kept a server thread for good. Now
   * such a request is a 400 at once (no {@code initialize} accepted) or after a short grace (the
   * notification may be on its way), and one whose notification follows within the grace runs.
   */
  @Test
  void anSseRequestBeforeTheSessionStartIsAnsweredNotHeld() throws Exception {
    HttpResponse<Stream<String>> stream =
        http.send(
            HttpRequest.newBuilder(URI.create(server.base() + "/sse"))
                .header("Accept", "text/event-stream")
                .GET()
                .build(),
            HttpResponse.BodyHandlers.ofLines());
    assertThat(stream.statusCode()).isEqualTo(200);
    Iterator<String> lines = stream.body().iterator();
    assertThat(lines.next()).isEqualTo("event: endpoint");
    String endpoint = lines.next().substring("data: ".length()).trim();
    try {
      Response early = postMessage(endpoint, request(7, "ping"));
      assertThat(early.status()).as(early.raw()).isEqualTo(400);
      assertThat(early.body().path("data").path("code").asString()).isEqualTo("BAD_REQUEST");
      assertThat(early.body().path("data").path("jsonRpcCode").asInt()).isEqualTo(-32600);
      assertThat(early.body().path("message").asString()).contains("not initialized");

      assertThat(postMessage(endpoint, INIT).status()).isEqualTo(202);
      long t0 = System.nanoTime();
      Response beforeNotification = postMessage(endpoint, request(2, "tools/list"));
      assertThat(beforeNotification.status()).as(beforeNotification.raw()).isEqualTo(400);
      assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(20));

      // A request racing its own notification waits for it and runs.
      CompletableFuture<Response> racing =
          CompletableFuture.supplyAsync(() -> postMessage(endpoint, request(3, "tools/list")));
      Thread.sleep(300);
      assertThat(postMessage(endpoint, INITIALIZED).status()).isEqualTo(202);
      Response raced = racing.get(30, TimeUnit.SECONDS);
      assertThat(raced.status()).as(raced.raw()).isEqualTo(202);
      assertThat(postMessage(endpoint, request(4, "ping")).status()).isEqualTo(202);

      String reply = null;
      while (lines.hasNext()) {
        String l = lines.next();
        if (l.startsWith("data: ") && l.contains("\"id\":4")) {
          reply = l;
          break;
        }
      }
      assertThat(reply).as("the ping after the start is answered on the stream").isNotNull();
    } finally {
      stream.body().close();
    }
  }

  private Response postMessage(String endpoint, String body) {
    try {
      HttpResponse<String> r =
          http.send(
              HttpRequest.newBuilder(URI.create(server.base() + endpoint))
                  .header("Content-Type", "application/json")
                  .timeout(Duration.ofSeconds(30)) // before the fix this POST never returned
                  .POST(HttpRequest.BodyPublishers.ofString(body))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      String ct = r.headers().firstValue("content-type").orElse("");
      JsonNode json = ct.contains("json") ? TestServer.JSON.readTree(r.body()) : null;
      return new Response(r.statusCode(), ct, json, r.body());
    } catch (Exception e) {
      throw new AssertionError("POST " + body + " got no answer: " + e, e);
    }
  }

  /**
   * CONTRACT.md 11 over stdio. Before: a request sent before {@code notifications/initialized} (a
   * {@code tools/list} right after {@code initialize}, a {@code ping} first) was never answered.
   * Now it is -32600 with its id, and the session serves normally after the notification.
   */
  @Test
  void aStdioRequestBeforeTheSessionStartIsAnswered(@TempDir Path dir) throws Exception {
    assumeFalse(getClass().isAnnotationPresent(OnPostgres.class), "stdio opens its own SQLite");
    ProcessBuilder pb = new ProcessBuilder(McpStdioIT.command(dir, "--user", "t15-stdio"));
    pb.redirectError(dir.resolve("stderr.txt").toFile());
    Process p = pb.start();
    try {
      BlockingQueue<JsonNode> replies = new LinkedBlockingQueue<>();
      Thread reader =
          new Thread(
              () -> {
                try (BufferedReader r =
                    new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                  String l;
                  while ((l = r.readLine()) != null) {
                    replies.add(TestServer.JSON.readTree(l));
                  }
                } catch (Exception e) {
                  // the process ended
                }
              });
      reader.setDaemon(true);
      reader.start();
      try (OutputStream in = p.getOutputStream()) {
        send(in, request(9, "ping"));
        JsonNode early = replies.poll(120, TimeUnit.SECONDS);
        assertThat(early).as("a ping before initialize is answered").isNotNull();
        assertThat(early.path("id").asInt()).isEqualTo(9);
        assertThat(early.path("error").path("code").asInt()).isEqualTo(-32600);

        send(in, INIT);
        assertThat(replies.poll(120, TimeUnit.SECONDS)).as("initialize answered").isNotNull();
        send(in, request(2, "tools/list"));
        JsonNode beforeNotification = replies.poll(60, TimeUnit.SECONDS);
        assertThat(beforeNotification).as("tools/list before the notification").isNotNull();
        assertThat(beforeNotification.path("id").asInt()).isEqualTo(2);
        assertThat(beforeNotification.path("error").path("code").asInt()).isEqualTo(-32600);

        send(in, INITIALIZED);
        send(in, request(3, "tools/list"));
        JsonNode listed = replies.poll(60, TimeUnit.SECONDS);
        assertThat(listed).as("tools/list after the notification").isNotNull();
        assertThat(listed.path("id").asInt()).isEqualTo(3);
        assertThat(listed.path("result").path("tools").size()).isGreaterThan(20);
      }
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
  }

  private static void send(OutputStream in, String line) throws Exception {
    in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
  }

  // ------------------------------------------------------------------ W2

  /**
   * CONTRACT.md 7 {@code /metrics/update} → {@code {definition}}; the original answers the stored
   * definition ({@code metricDefinitionSchema} of {@code metric-definition.ts}: {@code id, userId,
   * slug, label, description, unit, aggregationHint, validRangeMin, validRangeMax, needsReview,
   * reviewTaskNodeId, createdAt, updatedAt}, all required) and its client parses the answer with
   * it. Before: the listing's shape only (no {@code userId}, {@code validRangeMin}/{@code Max},
   * {@code createdAt}, {@code updatedAt}), so every update's answer failed that parse.
   */
  @Test
  void aMetricUpdateAnswersTheStoredDefinitionsFields() {
    String user = "t15-metric";
    server.ok(
        "/metrics/observations",
        TestServer.body(
            "userId",
            user,
            "metric",
            TestServer.body(
                "slug",
                "t15_weight",
                "label",
                "Weight",
                "description",
                "Morning weight",
                "unit",
                "kg",
                "aggregationHint",
                "avg"),
            "value",
            70.5,
            "occurredAt",
            "2026-04-01T07:00:00.000Z"));
    String id =
        server
            .ok("/metrics/list", TestServer.body("userId", user))
            .path("metrics")
            .get(0)
            .path("id")
            .asString();
    JsonNode definition =
        server
            .ok(
                "/metrics/update",
                TestServer.body(
                    "userId",
                    user,
                    "metricDefinitionId",
                    id,
                    "label",
                    "Body weight",
                    "validRangeMin",
                    20))
            .path("definition");
    assertThat(definition.path("id").asString()).isEqualTo(id);
    assertThat(definition.path("userId").asString()).isEqualTo(user);
    assertThat(definition.path("label").asString()).isEqualTo("Body weight");
    assertThat(definition.path("validRangeMin").asDouble()).isEqualTo(20.0);
    assertThat(definition.has("validRangeMax")).as(definition.toString()).isTrue();
    assertThat(definition.path("validRangeMax").isNull()).isTrue();
    assertThat(definition.path("validRange").path("min").asDouble()).isEqualTo(20.0);
    String instant = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";
    assertThat(definition.path("createdAt").asString()).matches(instant);
    assertThat(definition.path("updatedAt").asString()).matches(instant);
    assertThat(definition.path("needsReview").isBoolean()).isTrue();
    assertThat(definition.has("reviewTaskNodeId")).isTrue();
  }
}
