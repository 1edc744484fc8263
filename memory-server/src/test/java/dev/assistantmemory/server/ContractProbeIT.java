package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The fourth contract probe's findings (docs/contract-audit.md, "Fourth audit"): a black-box walk
 * of CONTRACT.md over real HTTP on a real SQLite file, each test failing on the deviation its row
 * describes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ContractProbeIT {
  private static final String TOKEN = "contract-probe-maintenance-token-0123456789";
  private static final List<String> MAINTENANCE =
      List.of(
          "/maintenance/partition-initialize",
          "/maintenance/partition-migration",
          "/maintenance/partition-reclassify",
          "/maintenance/partition-progress",
          "/maintenance/partition-inventory",
          "/maintenance/source-lifecycle",
          "/maintenance/source-lifecycle-cleanup-sweep",
          "/maintenance/source-lifecycle-read-model-sweep");

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  private final TestServer server;

  ContractProbeIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isBetween(200, 299);
    return r.body();
  }

  private static void assertError(Response r, int status, String code) {
    assertThat(r.status()).as(r.raw()).isEqualTo(status);
    assertThat(r.body().path("data").path("code").asString()).as(r.raw()).isEqualTo(code);
    assertThat(r.body().path("statusCode").asInt()).as(r.raw()).isEqualTo(status);
  }

  // ---- 10.2: the maintenance token is checked before the body ----

  @Test
  void maintenanceRoutesCheckTheTokenBeforeTheyReadTheBody(@TempDir Path dir) {
    List<String> bodies = List.of("{}", "{\"userId\":\"\"}", "{\"limit\":\"many\"}", "{not json");
    try (TestServer off = new TestServer(dir.resolve("off"))) {
      for (String route : MAINTENANCE) {
        for (String b : bodies) {
          assertError(
              off.post(route, b, Map.of("Authorization", "Bearer " + TOKEN)),
              503,
              "PARTITION_MAINTENANCE_UNAVAILABLE");
        }
      }
    }
    for (String route : MAINTENANCE) {
      for (String b : bodies) {
        assertError(server.post(route, b, Map.of()), 401, "PARTITION_MAINTENANCE_UNAUTHORIZED");
        assertError(
            server.post(route, b, Map.of("Authorization", "Bearer wrong")),
            401,
            "PARTITION_MAINTENANCE_UNAUTHORIZED");
      }
      // With the token, the body is validated as before.
      Response bad =
          server.post(route, "{\"limit\":\"many\"}", Map.of("Authorization", "Bearer " + TOKEN));
      assertThat(bad.status()).as(route + " " + bad.raw()).isEqualTo(400);
    }
  }

  // ---- 7: the digest's commitments are OpenCommitments, timed tasks bucketed by instant ----

  @Test
  void theDigestCarriesTheTimeOfTimedTasksAndBucketsThemByTheirInstant() {
    String user = "probe-digest";
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    // Due today at 00:00 UTC: its instant has passed, so it is overdue, not due today.
    String passed =
        ok(
                "/commitments/create",
                body(
                    "userId",
                    user,
                    "label",
                    "Send the invoice",
                    "dueOn",
                    today.toString(),
                    "dueTime",
                    "00:00",
                    "timeZone",
                    "UTC"))
            .path("taskId")
            .asString();
    String later =
        ok(
                "/commitments/create",
                body(
                    "userId",
                    user,
                    "label",
                    "Book the venue",
                    "dueOn",
                    today.plusDays(2).toString(),
                    "dueTime",
                    "14:30",
                    "timeZone",
                    "Europe/Amsterdam"))
            .path("taskId")
            .asString();
    JsonNode open = ok("/commitments/open", body("userId", user)).path("commitments");
    JsonNode digest =
        ok("/digest", body("userId", user, "date", today.toString(), "timeZone", "UTC"))
            .path("commitments");
    assertThat(ids(digest.path("overdue"))).as(digest.toString()).containsExactly(passed);
    assertThat(ids(digest.path("dueToday"))).as(digest.toString()).isEmpty();
    assertThat(ids(digest.path("upcoming"))).as(digest.toString()).containsExactly(later);
    // Each digest entry is the open commitment as /commitments/open answers it.
    for (JsonNode d : List.of(digest.path("overdue").get(0), digest.path("upcoming").get(0))) {
      JsonNode same = null;
      for (JsonNode o : open) {
        if (o.path("taskId").asString().equals(d.path("taskId").asString())) {
          same = o;
        }
      }
      assertThat(same).as(open.toString()).isNotNull();
      for (String field : List.of("dueOn", "dueTime", "timeZone", "dueAt")) {
        assertThat(d.path(field).isNull()).as(field + " " + d).isFalse();
        assertThat(d.path(field)).as(field + " " + d).isEqualTo(same.path(field));
      }
    }
    assertThat(digest.path("upcoming").get(0).path("dueAt").asString())
        .isEqualTo(today.plusDays(2) + "T13:30:00.000Z");
  }

  private static List<String> ids(JsonNode commitments) {
    java.util.ArrayList<String> out = new java.util.ArrayList<>();
    commitments.forEach(c -> out.add(c.path("taskId").asString()));
    return out;
  }

  // ---- 6: ownedBy / dueOn are required (null clears), never cleared by omission ----

  @Test
  void ownerAndDueMustBeNamedAndAnOmissionClearsNothing() {
    String user = "probe-owner";
    String person =
        ok("/node/create", body("userId", user, "nodeType", "Person", "label", "Marcel"))
            .path("node")
            .path("id")
            .asString();
    String task =
        ok(
                "/commitments/create",
                body(
                    "userId",
                    user,
                    "label",
                    "Send the price list",
                    "dueOn",
                    "2030-05-01",
                    "ownedBy",
                    person))
            .path("taskId")
            .asString();
    Response noOwner = server.post("/commitments/owner", body("userId", user, "taskId", task));
    assertThat(noOwner.status()).as(noOwner.raw()).isEqualTo(400);
    assertThat(noOwner.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("ownedBy");
    assertThat(noOwner.body().path("data").path("issues").get(0).path("message").asString())
        .isEqualTo("Required");
    Response noDue = server.post("/commitments/due", body("userId", user, "taskId", task));
    assertThat(noDue.status()).as(noDue.raw()).isEqualTo(400);
    assertThat(noDue.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("dueOn");
    // Nothing was cleared by the refused calls.
    JsonNode detail = ok("/commitments/get", body("userId", user, "taskId", task));
    assertThat(detail.path("owner").path("nodeId").asString()).isEqualTo(person);
    assertThat(detail.path("dueOn").asString()).isEqualTo("2030-05-01");
    // An explicit null still clears, as the contract says.
    JsonNode cleared =
        ok("/commitments/owner", body("userId", user, "taskId", task, "ownedBy", null));
    assertThat(cleared.path("owner").isNull()).isTrue();
    assertThat(cleared.path("retractedClaimIds")).hasSize(1);
    JsonNode undated = ok("/commitments/due", body("userId", user, "taskId", task, "dueOn", null));
    assertThat(undated.path("dueOn").isNull()).isTrue();
    assertThat(undated.path("retractedClaimIds")).hasSize(1);
  }

  // ---- 9: a validation issue names the field where the request has it ----

  @Test
  void validationIssuesNameTheFieldWhereTheRequestHasIt() {
    String user = "probe-fields";
    Response wrongObject =
        server.post(
            "/node/create",
            body(
                "userId",
                user,
                "nodeType",
                "Person",
                "label",
                "Ann",
                "initialClaims",
                List.of(
                    body("predicate", "HAS_GOAL", "statement", "Ann skis", "objectValue", "ski"),
                    body(
                        "predicate",
                        "WORKS_AT",
                        "statement",
                        "Ann works",
                        "objectValue",
                        "Acme"))));
    assertThat(wrongObject.status()).as(wrongObject.raw()).isEqualTo(400);
    assertThat(wrongObject.body().path("field").asString())
        .isEqualTo("initialClaims[1].objectNodeId");
    assertThat(wrongObject.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("initialClaims[1].objectNodeId");
    Response speakerless =
        server.post(
            "/node/create",
            body(
                "userId",
                user,
                "nodeType",
                "Person",
                "label",
                "Ann",
                "initialClaims",
                List.of(
                    body(
                        "predicate",
                        "HAS_GOAL",
                        "statement",
                        "Ann skis",
                        "objectValue",
                        "ski",
                        "assertedByKind",
                        "participant"))));
    assertThat(speakerless.status()).as(speakerless.raw()).isEqualTo(400);
    assertThat(speakerless.body().path("field").asString())
        .isEqualTo("initialClaims[0].assertedByNodeId");
    // All-or-nothing: neither refusal left a node behind.
    JsonNode graph = ok("/query/graph", body("userId", user));
    assertThat(graph.path("nodes").toString()).doesNotContain("\"Ann\"");
    // A missing required field is "Required" (zod's wording), whatever its other constraints.
    Response dream = server.post("/dream", body("userId", user));
    assertThat(dream.status()).as(dream.raw()).isEqualTo(400);
    for (JsonNode issue : dream.body().path("data").path("issues")) {
      assertThat(issue.path("message").asString()).as(issue.toString()).isEqualTo("Required");
      assertThat(issue.path("code").asString()).as(issue.toString()).isEqualTo("required");
    }
    assertThat(dream.body().path("data").path("issues")).hasSize(2);
  }

  // ---- 1: a bad x-memory-access-scope fails at the boundary, the MCP transports included ----

  @Test
  void aBadAccessScopeIsRefusedOnTheMcpTransportsToo() throws Exception {
    java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
    String initialize =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
            + "\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},"
            + "\"clientInfo\":{\"name\":\"probe\",\"version\":\"1\"}}}";
    List<java.net.http.HttpRequest> requests =
        List.of(
            // Answered at once: a stream opened despite the header would hit the timeout.
            java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.base() + "/sse"))
                .timeout(java.time.Duration.ofSeconds(10))
                .header("x-memory-access-scope", "everything")
                .GET()
                .build(),
            java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create(server.base() + "/messages?sessionId=whatever"))
                .timeout(java.time.Duration.ofSeconds(10))
                .header("x-memory-access-scope", "WORKSPACE")
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(initialize))
                .build(),
            java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.base() + "/mcp"))
                .timeout(java.time.Duration.ofSeconds(10))
                .header("x-memory-access-scope", "")
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(initialize))
                .build());
    for (java.net.http.HttpRequest req : requests) {
      // The status comes with the headers; a stream opened despite the header never ends, so the
      // body is read only once the status says it is a (finite) error answer.
      java.net.http.HttpResponse<java.io.InputStream> r =
          http.send(req, java.net.http.HttpResponse.BodyHandlers.ofInputStream());
      try (java.io.InputStream in = r.body()) {
        assertThat(r.statusCode()).as(req.uri().toString()).isEqualTo(400);
        JsonNode body = TestServer.JSON.readTree(in.readAllBytes());
        assertThat(body.path("data").path("code").asString()).isEqualTo("INVALID_ACCESS_SCOPE");
        assertThat(body.path("statusCode").asInt()).isEqualTo(400);
      }
    }
  }

  // ---- 1, 9: a NUL character is refused as input, never a store failure (500 on PostgreSQL) ----

  @Test
  void aNulCharacterInAnyStringIsA400NamingTheFieldAndNothingIsWritten() {
    String user = "probe-nul";
    Response doc =
        server.post(
            "/ingest/document",
            body("userId", user, "document", body("id", "d1", "content", "before\u0000after")));
    assertThat(doc.status()).as(doc.raw()).isEqualTo(400);
    assertThat(doc.body().path("field").asString()).isEqualTo("document.content");
    Response node =
        server.post("/node/create", body("userId", user, "nodeType", "Person", "label", "A\u0000"));
    assertThat(node.status()).as(node.raw()).isEqualTo(400);
    assertThat(node.body().path("field").asString()).isEqualTo("label");
    Response userId = server.post("/scratchpad/write", body("userId", "u\u0000x", "content", "x"));
    assertThat(userId.status()).as(userId.raw()).isEqualTo(400);
    assertThat(userId.body().path("field").asString()).isEqualTo("userId");
    assertThat(ok("/sources/list", body("userId", user)).path("sources")).isEmpty();
    assertThat(ok("/query/graph", body("userId", user)).path("nodes").toString())
        .doesNotContain("\"A");
  }
}
