package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The eighth audit's findings (docs/contract-audit.md, "Eighth audit"): CONTRACT.md section 13's
 * behaviours driven end to end over real HTTP on a real SQLite file, each test failing on the
 * deviation its row describes.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EighthAuditIT {
  private final TestServer server;

  EighthAuditIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    return server.ok(path, body);
  }

  private String node(String user, String type, String label) {
    return server.node(user, type, label);
  }

  private String tall(String user, String nodeId, String statedAt) {
    return ok(
            "/claim/create",
            body(
                "userId",
                user,
                "subjectNodeId",
                nodeId,
                "predicate",
                "HAS_ATTRIBUTE",
                "statement",
                "Alice is tall",
                "objectValue",
                "tall",
                "statedAt",
                statedAt))
        .path("claim")
        .path("id")
        .asString();
  }

  /** The ids of the node's active claims whose value is {@code value}. */
  private List<String> activeWithValue(String user, String nodeId, String value) {
    List<String> ids = new ArrayList<>();
    for (JsonNode c : ok("/node/get", body("userId", user, "nodeId", nodeId)).path("claims")) {
      if (value.equals(c.path("objectValue").asString(null))) {
        ids.add(c.path("id").asString());
      }
    }
    return ids;
  }

  /**
   * E1: CONTRACT.md 13.14, "automatic dedup merges only label-mergeable types …; identical claims
   * keep the earliest". Two Persons labelled alike, each holding the same attribute claim (same
   * predicate, value, source and speaker), merged by the dedup sweep: the survivor held both
   * copies, so its card and {@code /node/get} showed the fact twice. The same holds for an explicit
   * {@code /node/merge}, which shares the merge.
   */
  @Test
  void aMergeKeepsTheEarliestOfIdenticalClaims() {
    String user = "a8-dedup";
    String first = node(user, "Person", "Alice");
    String second = node(user, "Person", "alice");
    String earliest = tall(user, first, "2026-01-01T00:00:00.000Z");
    tall(user, second, "2026-02-01T00:00:00.000Z");
    // A claim that differs in its value is not identical and stays.
    ok(
        "/claim/create",
        body(
            "userId",
            user,
            "subjectNodeId",
            second,
            "predicate",
            "HAS_ATTRIBUTE",
            "statement",
            "Alice is kind",
            "objectValue",
            "kind"));

    JsonNode sweep = ok("/cleanup/dedup-sweep", body("userId", user));
    assertThat(sweep.path("mergedNodes").asInt()).isEqualTo(1);

    assertThat(activeWithValue(user, first, "tall")).containsExactly(earliest);
    assertThat(activeWithValue(user, first, "kind")).hasSize(1);

    String org = node(user, "Organization", "Acme");
    String other = node(user, "Organization", "Acme Corp");
    String kept = tall(user, org, "2026-01-01T00:00:00.000Z");
    tall(user, other, "2026-03-01T00:00:00.000Z");
    ok("/node/merge", body("userId", user, "nodeIds", List.of(org, other)));
    assertThat(activeWithValue(user, org, "tall")).containsExactly(kept);
  }

  /**
   * E2: CONTRACT.md 13.19 validates task status writes after synonym normalisation; a bad value is
   * a 400 naming the field (9; house rule "bad input → 4xx naming the field"). {@code
   * /commitments/status} named {@code objectValue}, a field that route does not have, and {@code
   * /node/create} named {@code objectValue} for {@code initialClaims[1].objectValue}; neither
   * carried {@code field} or {@code data.issues}. The {@code InvalidObjectValueError} data stays.
   */
  @Test
  void aStatusThatIsNoTaskStatusNamesTheFieldTheCallerSent() {
    String user = "a8-status";
    String task =
        ok("/commitments/create", body("userId", user, "label", "Water the plants"))
            .path("taskId")
            .asString();

    Response status =
        server.post(
            "/commitments/status", body("userId", user, "taskId", task, "status", "someday"));
    assertInvalidStatus(status, "status", "someday");
    assertThat(status.body().path("message").asString()).startsWith("status: ");

    Response created =
        server.post(
            "/node/create",
            body(
                "userId",
                user,
                "nodeType",
                "Task",
                "label",
                "Paint the fence",
                "initialClaims",
                List.of(
                    body(
                        "predicate",
                        "HAS_ATTRIBUTE",
                        "statement",
                        "The fence is long",
                        "objectValue",
                        "long"),
                    body(
                        "predicate",
                        "HAS_TASK_STATUS",
                        "statement",
                        "Paint the fence is meh",
                        "objectValue",
                        "meh"))));
    assertInvalidStatus(created, "initialClaims[1].objectValue", "meh");

    Response claim =
        server.post(
            "/claim/create",
            body(
                "userId",
                user,
                "subjectNodeId",
                task,
                "predicate",
                "HAS_TASK_STATUS",
                "statement",
                "Water the plants is later",
                "objectValue",
                "later"));
    assertInvalidStatus(claim, "objectValue", "later");

    // Nothing was written by the refusals: the task is still pending and no Task was made.
    assertThat(
            ok("/commitments/get", body("userId", user, "taskId", task)).path("status").asString())
        .isEqualTo("pending");
    // A synonym is still a valid status.
    assertThat(
            ok("/commitments/status", body("userId", user, "taskId", task, "status", "Finished"))
                .path("status")
                .asString())
        .isEqualTo("done");
  }

  /**
   * E4: CONTRACT.md 13.8, "no path creates a Task without a status" (seed: a statusless Task is
   * invisible to every commitment surface, "a statusless Task is a bug"). {@code /node/update}
   * retyping a node as a Task minted exactly that: no candidate, no status on {@code
   * /commitments/get}, found by recover-statusless. A node that had a status keeps it.
   */
  @Test
  void retypingANodeAsATaskGivesItTheDefaultCandidateStatus() {
    String user = "a8-retype";
    String idea = node(user, "Concept", "Renovate the kitchen");
    ok("/node/update", body("userId", user, "nodeId", idea, "nodeType", "Task"));

    JsonNode task = ok("/commitments/get", body("userId", user, "taskId", idea));
    assertThat(task.path("status").asString(null)).as(task.toString()).isEqualTo("pending");
    assertThat(task.path("statusAssertedByKind").asString()).isEqualTo("assistant_inferred");
    List<String> candidates = new ArrayList<>();
    ok("/commitments/candidates", body("userId", user))
        .path("commitments")
        .forEach(c -> candidates.add(c.path("taskId").asString()));
    assertThat(candidates).containsExactly(idea);
    assertThat(
            ok("/maintenance/recover-statusless-commitments", body("userId", user))
                .path("candidateCount")
                .asInt())
        .isZero();

    // A Task retyped away and back keeps its own status; no second one is added.
    String real =
        ok("/commitments/create", body("userId", user, "label", "Call the tiler"))
            .path("taskId")
            .asString();
    ok("/node/update", body("userId", user, "nodeId", real, "nodeType", "Concept"));
    ok("/node/update", body("userId", user, "nodeId", real, "nodeType", "Task"));
    JsonNode back = ok("/commitments/get", body("userId", user, "taskId", real));
    assertThat(back.path("statusAssertedByKind").asString()).isEqualTo("user");
    assertThat(back.path("history").size()).isEqualTo(1);
  }

  private static void assertInvalidStatus(Response r, String field, String value) {
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    JsonNode b = r.body();
    assertThat(b.path("code").asString()).isEqualTo("INVALID_OBJECT_VALUE");
    assertThat(b.path("data").path("name").asString()).isEqualTo("InvalidObjectValueError");
    assertThat(b.path("data").path("predicate").asString()).isEqualTo("HAS_TASK_STATUS");
    assertThat(b.path("data").path("objectValue").asString()).isEqualTo(value);
    assertThat(b.path("data").path("allowedValues").size()).isEqualTo(4);
    assertThat(b.path("field").asString()).as(r.raw()).isEqualTo(field);
    assertThat(b.path("data").path("issues").get(0).path("path").asString())
        .as(r.raw())
        .isEqualTo(field);
    assertThat(b.path("message").asString()).startsWith(field + ": ");
  }

  /**
   * E3: CONTRACT.md 11, tool failures and refusals are answers, never a silent drop, and no answer
   * carries Java exception text (9: every error body is JSON a client can read). Over {@code /mcp}
   * a {@code tools/call} whose {@code name} is an object or array, or whose {@code _meta} is not an
   * object, got HTTP 200 with an empty body (the client waits for its id forever); {@code
   * logging/setLevel} with a non-string level or string params, and {@code initialize} with string
   * params, got -32603 with the exception's text (on {@code /messages}: on the event stream); a
   * message whose {@code id} is an object, an array, a boolean or a fraction got a 400 whose
   * message was {@code tools.jackson.databind.exc.ValueInstantiationException: Cannot construct
   * instance of `io.modelcontextprotocol.spec.McpSchema$JSONRPCRequest` …}.
   */
  @Test
  void everyMalformedMcpMessageIsAnsweredWithoutJavaText() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    McpSession mcp = McpSession.open(server, http, "audit8");

    for (List<String> call :
        List.of(
            List.of("tools/call", "{\"name\":{\"a\":1},\"arguments\":{}}"),
            List.of("tools/call", "{\"name\":[\"read_scratchpad\"],\"arguments\":{}}"),
            List.of(
                "tools/call", "{\"name\":\"read_scratchpad\",\"arguments\":{},\"_meta\":\"x\"}"),
            List.of("logging/setLevel", "{\"level\":{\"a\":1}}"),
            List.of("logging/setLevel", "\"x\""),
            List.of("initialize", "\"x\""))) {
      HttpResponse<String> r =
          mcp.send(
              "{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\""
                  + call.get(0)
                  + "\",\"params\":"
                  + call.get(1)
                  + "}");
      assertThat(r.body()).as("an answer, not an empty body, for " + call).isNotBlank();
      JsonNode answer = TestServer.JSON.readTree(r.body());
      assertThat(answer.path("id").asInt()).as(r.body()).isEqualTo(42);
      assertThat(answer.path("error").path("code").asInt()).as(r.body()).isEqualTo(-32602);
      assertThat(r.body()).as(call.toString()).doesNotContain("Exception");
    }

    for (String message :
        List.of(
            "{\"jsonrpc\":\"2.0\",\"id\":{\"x\":1},\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":[1],\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":5}")) {
      HttpResponse<String> r = mcp.send(message);
      assertThat(r.statusCode()).as(message + " -> " + r.body()).isEqualTo(400);
      JsonNode answer = TestServer.JSON.readTree(r.body());
      assertThat(answer.path("error").path("code").asInt()).as(r.body()).isEqualTo(-32600);
      assertThat(r.body())
          .as(message)
          .doesNotContain("Exception")
          .doesNotContain("jackson")
          .doesNotContain("modelcontextprotocol")
          .doesNotContain("Cannot construct")
          .doesNotContain("Cannot deserialize");
    }

    // The session still serves a well-formed call.
    mcp.assertStillServes("a8-mcp");

    // HTTP+SSE: the same call is refused with the edge's error body, naming the field.
    try (McpSession.SseStream stream = McpSession.SseStream.open(server, http)) {
      Response refused =
          stream.post(
              "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{"
                  + "\"name\":{\"a\":1},\"arguments\":{}}}");
      assertThat(refused.status()).as(refused.raw()).isEqualTo(400);
      assertThat(refused.body().path("data").path("field").asString()).isEqualTo("params.name");
      assertThat(refused.raw()).doesNotContain("Exception");
      // The SDK put exception text on the event stream for these; now the POST is refused.
      Response initialize =
          stream.post("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"initialize\",\"params\":\"x\"}");
      assertThat(initialize.status()).as(initialize.raw()).isEqualTo(400);
      assertThat(initialize.body().path("data").path("field").asString()).isEqualTo("params");
    }
  }
}
