package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The sixteenth audit (docs/contract-audit.md, "Sixteenth audit"): what a probe of the wire
 * contract found after fifteen audits. Real HTTP, real SQLite (and PostgreSQL through {@link
 * SixteenthAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TestServerExtension.class)
class SixteenthAuditIT {
  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  // ------------------------------------------------------------------ P1

  /**
   * CONTRACT.md 6 ({@code /commitments/get} {@code history}: the status, owner and due claims,
   * "value: the status, or the object's label for owner and due claims"); the original's client
   * parses each entry with {@code predicate: z.enum([HAS_TASK_STATUS, OWNED_BY → ASSIGNED_TO,
   * DUE_ON])}. Before: every claim whose subject is the Task was listed (a RELATED_TO or a
   * preference on the Task too), so the SDK's parse of the whole answer failed as soon as a Task
   * carried any other claim. Now the history holds the lifecycle claims only; the other claims stay
   * readable through {@code /node/get}, and their sources still count as the Task's sources.
   */
  @Test
  void aCommitmentsHistoryListsOnlyItsLifecycleClaims() {
    String user = "t16-history";
    JsonNode created =
        server.ok(
            "/commitments/create",
            TestServer.body("userId", user, "label", "Book the dentist", "dueOn", "2026-05-04"));
    String task = created.path("taskId").asString();
    String topic = server.node(user, "Concept", "Dental care");
    String related =
        server
            .ok(
                "/claim/create",
                TestServer.body(
                    "userId",
                    user,
                    "subjectNodeId",
                    task,
                    "predicate",
                    "RELATED_TO",
                    "statement",
                    "The appointment is about dental care",
                    "objectNodeId",
                    topic))
            .path("claim")
            .path("id")
            .asString();
    server.ok(
        "/claim/create",
        TestServer.body(
            "userId",
            user,
            "subjectNodeId",
            task,
            "predicate",
            "HAS_ATTRIBUTE",
            "statement",
            "It is urgent",
            "objectValue",
            "urgent"));
    server.ok(
        "/commitments/status", TestServer.body("userId", user, "taskId", task, "status", "done"));

    JsonNode got = server.ok("/commitments/get", TestServer.body("userId", user, "taskId", task));
    List<String> predicates = new ArrayList<>();
    for (JsonNode h : got.path("history")) {
      predicates.add(h.path("predicate").asString());
    }
    assertThat(predicates)
        .as(got.path("history").toString())
        .isNotEmpty()
        .allMatch(Set.of("HAS_TASK_STATUS", "ASSIGNED_TO", "DUE_ON")::contains)
        .contains("HAS_TASK_STATUS", "DUE_ON");
    assertThat(predicates.stream().filter("HAS_TASK_STATUS"::equals)).hasSize(2);
    assertThat(got.path("history").get(0).path("value").asString()).isEqualTo("done");
    assertThat(got.path("sources")).isNotEmpty();

    // The other claims are still the node's (raw graph reads are unchanged).
    JsonNode node =
        server.ok("/node/get", TestServer.body("userId", user, "nodeId", task)).path("claims");
    assertThat(node.toString()).contains(related).contains("HAS_ATTRIBUTE");
  }

  // ------------------------------------------------------------------ W5 of the fifteenth audit

  /**
   * CONTRACT.md 1 (a body that is not JSON → 415 with the JSON error body, as every REST route and
   * {@code /mcp} answer) and 11 ({@code POST /messages?sessionId=…}). Before: the SDK refused a
   * {@code text/plain}, {@code application/xml} or missing {@code Content-Type} and the edge
   * answered 400 "The MCP message was refused." with no reason. Now 415 {@code
   * UNSUPPORTED_MEDIA_TYPE} naming {@code Content-Type}, nothing passed to the SDK; JSON with a
   * UTF-8 charset is still taken.
   */
  @Test
  void aMessagesPostThatIsNotJsonIs415NamingTheContentType() throws Exception {
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
    String init =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
            + "\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t16\",\"version\":"
            + "\"1\"}}}";
    try {
      for (String type : new String[] {"text/plain", "application/xml", null}) {
        Response r = postMessage(endpoint, type, init);
        assertThat(r.status()).as(type + ": " + r.raw()).isEqualTo(415);
        assertThat(r.body().path("statusCode").asInt()).isEqualTo(415);
        assertThat(r.body().path("data").path("code").asString())
            .isEqualTo("UNSUPPORTED_MEDIA_TYPE");
        assertThat(r.body().path("message").asString()).contains("Content-Type");
      }
      Response accepted = postMessage(endpoint, "application/json; charset=utf-8", init);
      assertThat(accepted.status()).as(accepted.raw()).isEqualTo(202);
    } finally {
      stream.body().close();
    }
  }

  private Response postMessage(String endpoint, String contentType, String body) {
    try {
      HttpRequest.Builder req =
          HttpRequest.newBuilder(URI.create(server.base() + endpoint))
              .timeout(Duration.ofSeconds(30))
              .POST(HttpRequest.BodyPublishers.ofString(body));
      if (contentType != null) {
        req.header("Content-Type", contentType);
      }
      HttpResponse<String> r = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
      String ct = r.headers().firstValue("content-type").orElse("");
      JsonNode json = ct.contains("json") ? TestServer.JSON.readTree(r.body()) : null;
      return new Response(r.statusCode(), ct, json, r.body());
    } catch (Exception e) {
      throw new AssertionError("POST " + body + " got no answer: " + e, e);
    }
  }
}
