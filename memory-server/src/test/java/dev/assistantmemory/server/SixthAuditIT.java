package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.assertInvalid;
import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The sixth audit's findings (docs/contract-audit.md, "Sixth audit"): CONTRACT.md probed route by
 * route over real HTTP on a real SQLite file, each test failing on the deviation its row describes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SixthAuditIT {
  private static final String TOKEN = "sixth-audit-maintenance-token-0123456789";
  private static final String MAY_1 = "2026-05-01T00:00:00Z";
  private static final String MAY_31 = "2026-05-31T00:00:00Z";

  /** The issue codes docs/api.md ("Validation") promises; nothing else may reach a client. */
  private static final Set<String> ISSUE_CODES =
      Set.of(
          "required",
          "invalid_type",
          "invalid_enum_value",
          "too_small",
          "too_big",
          "invalid_format",
          "invalid_union",
          "unrecognized_key",
          "invalid_string",
          "custom");

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  private final TestServer server;

  SixthAuditIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    return server.ok(path, body);
  }

  private Response maintenance(String route, Object... kv) {
    return server.post(
        route,
        TestServer.JSON.writeValueAsString(body(kv)),
        Map.of("Authorization", "Bearer " + TOKEN));
  }

  private Response series(String user, String metricId, String from, String to, String zone) {
    Map<String, Object> req =
        body(
            "userId",
            user,
            "metricIds",
            List.of(metricId),
            "from",
            from,
            "to",
            to,
            "bucket",
            "day");
    if (zone != null) {
      req.put("timeZone", zone);
    }
    return server.post("/metrics/series", req);
  }

  private int listedSources(String user) {
    return ok("/sources/list", body("userId", user)).path("sources").size();
  }

  private static Map<String, Object> context(Object... extra) {
    Map<String, Object> c =
        body(
            "sourceKind", "email",
            "purpose", "mailbox sync",
            "accountId", "acct-1",
            "relationship", "owner",
            "currentMessageRole", "current",
            "completeness", "complete");
    for (int i = 0; i < extra.length; i += 2) {
      c.put((String) extra[i], extra[i + 1]);
    }
    return c;
  }

  private Response document(String user, String id, Map<String, Object> sourceContext) {
    return server.post(
        "/ingest/document",
        body(
            "userId",
            user,
            "document",
            body("id", id, "content", "A note about " + id, "sourceContext", sourceContext)));
  }

  // ---- C1-C3: sourceContext values clients parse back are checked like the original's ----

  @Test
  void sourceContextIdsKeysAndEmailsAreCheckedBeforeAnythingIsStored() {
    String user = "audit6-context";
    // C1: a malformed parent id is a malformed id (400), not an unknown source (404).
    assertInvalid(
        document(user, "c1", context("parentSourceId", "not-a-source-id")),
        "document.sourceContext.parentSourceId",
        "invalid_format");
    // C2: parentPartitionKey is a partition key (CONTRACT.md 1), even if never trusted.
    assertInvalid(
        document(user, "c2", context("parentPartitionKey", "not a key!")),
        "document.sourceContext.parentPartitionKey",
        "invalid_format");
    // C3: a participant's email is an email address.
    assertInvalid(
        document(user, "c3", context("sender", body("email", "Bob Smith"))),
        "document.sourceContext.sender.email",
        "invalid_format");
    assertInvalid(
        document(user, "c3b", context("recipients", List.of(body("email", "bob@localhost")))),
        "document.sourceContext.recipients[0].email",
        "invalid_format");
    assertThat(listedSources(user)).as("nothing stored on a refused request").isZero();

    // The forms clients send still pass, and come back as sent.
    Map<String, Object> good =
        context(
            "parentPartitionKey",
            "mail/inbox@acct-1",
            "sender",
            body("email", "bob.smith+memo@mail.example.com", "name", "Bob"));
    Response accepted = document(user, "c-ok", good);
    assertThat(accepted.status()).as(accepted.raw()).isEqualTo(202);
    JsonNode stored =
        ok(
                "/sources/get",
                body("userId", user, "sourceId", accepted.body().path("sourceId").asString()))
            .path("source")
            .path("sourceContext");
    assertThat(stored.path("sender").path("email").asString())
        .isEqualTo("bob.smith+memo@mail.example.com");
    assertThat(stored.path("parentPartitionKey").asString()).isEqualTo("mail/inbox@acct-1");

    // A well-formed id of no source stays the documented 404.
    Response unknown =
        document(user, "c1-unknown", context("parentSourceId", "src_01m90yw70ee84rzehwxz47cqjz"));
    assertThat(unknown.status()).as(unknown.raw()).isEqualTo(404);
  }

  // ---- C4: SOURCE_PARTITION_CONFLICT carries data.current on every route ----

  @Test
  void aSourcePartitionConflictNamesTheCurrentPartitionOnBothMaintenanceRoutes() {
    String user = "audit6-conflict";
    String sourceId =
        ok(
                "/ingest/document",
                body("userId", user, "document", body("id", "d1", "content", "Plain note")))
            .path("sourceId")
            .asString();
    Response lifecycle =
        maintenance(
            "/maintenance/source-lifecycle",
            "userId",
            user,
            "sourceId",
            sourceId,
            "expectedPartitionKey",
            "elsewhere",
            "expectedSourceVersion",
            1,
            "commandId",
            UUID.randomUUID().toString(),
            "action",
            "tombstone");
    Response reclassify =
        maintenance(
            "/maintenance/partition-reclassify",
            "userId",
            user,
            "sourceId",
            sourceId,
            "expectedPartitionKey",
            "elsewhere",
            "targetPartitionKey",
            "work",
            "expectedSourceVersion",
            1,
            "bindingGeneration",
            "g1");
    for (Response r : List.of(lifecycle, reclassify)) {
      assertThat(r.status()).as(r.raw()).isEqualTo(409);
      JsonNode data = r.body().path("data");
      assertThat(data.path("code").asString()).isEqualTo("SOURCE_PARTITION_CONFLICT");
      assertThat(data.path("current").asString()).as(r.raw()).isEqualTo("memory:personal");
    }
    // Nothing changed: the source is still live and readable.
    assertThat(ok("/sources/get", body("userId", user, "sourceId", sourceId)).path("source"))
        .isNotNull();
    assertThat(listedSources(user)).isEqualTo(1);
  }

  // ---- C5: time zones are IANA zones on every route that takes one ----

  @Test
  void anOffsetIsNotAnIanaZoneOnAnyRoute() {
    String user = "audit6-zones";
    String metricId =
        ok(
                "/metrics/observations",
                body(
                    "userId",
                    user,
                    "metric",
                    body(
                        "slug", "steps",
                        "label", "Steps",
                        "description", "Daily step count",
                        "unit", "count",
                        "aggregationHint", "sum"),
                    "value",
                    8000,
                    "occurredAt",
                    "2026-05-03T07:30:00Z"))
            .path("metricId")
            .asString();
    for (String zone : List.of("+02:00", "UTC+2", "Nowhere/Else")) {
      assertInvalid(series(user, metricId, MAY_1, MAY_31, zone), "timeZone", "custom");
      assertInvalid(
          server.post("/digest", body("userId", user, "date", "2026-05-03", "timeZone", zone)),
          "timeZone",
          "custom");
      assertInvalid(
          server.post(
              "/commitments/create",
              body(
                  "userId", user,
                  "label", "Call the bank",
                  "dueOn", "2026-05-04",
                  "dueTime", "09:00",
                  "timeZone", zone)),
          "timeZone",
          "custom");
    }
    assertThat(ok("/commitments/list", body("userId", user)).path("commitments").size())
        .as("no task created by a refused request")
        .isZero();
    Response lisbon = series(user, metricId, MAY_1, MAY_31, "Europe/Lisbon");
    assertThat(lisbon.status()).as(lisbon.raw()).isEqualTo(200);
    // 07:30Z is 08:30 in Lisbon (WEST): the day bucket starts at 2026-05-02T23:00Z.
    assertThat(lisbon.body().path("series").get(0).path("points").get(0).path("t").asString())
        .isEqualTo("2026-05-02T23:00:00.000Z");
  }

  // ---- C6: rules checked after binding use the documented issue codes ----

  @Test
  void serviceCheckedRulesAnswerTheDocumentedIssueCodes() {
    String user = "audit6-codes";
    Map<String, Object> metric =
        body(
            "slug", "weight",
            "label", "Weight",
            "description", "Morning weight",
            "unit", "kg",
            "aggregationHint", "avg",
            "validRangeMin", 10,
            "validRangeMax", 1);
    List<Response> refused =
        List.of(
            server.post(
                "/metrics/observations",
                body(
                    "userId",
                    user,
                    "metric",
                    metric,
                    "value",
                    5,
                    "occurredAt",
                    "2026-05-03T07:30:00Z")),
            series(user, "mdef_01m90ywmzqe1vvw9ysc6n6f26n", MAY_31, MAY_1, null),
            server.post(
                "/metrics/update",
                body("userId", user, "metricDefinitionId", "mdef_01m90ywmzqe1vvw9ysc6n6f26n")),
            maintenance("/maintenance/partition-inventory", "userId", user, "cursor", "not-ours"));
    for (Response r : refused) {
      assertThat(r.status()).as(r.raw()).isEqualTo(400);
      for (JsonNode issue : r.body().path("data").path("issues")) {
        assertThat(issue.path("code").asString()).as(r.raw()).isIn(ISSUE_CODES);
      }
      assertThat(r.body().path("data").path("issues").get(0).path("code").asString())
          .as(r.raw())
          .isEqualTo("custom");
    }
    assertThat(ok("/metrics/list", body("userId", user)).path("metrics").size())
        .as("no definition created by a refused reading")
        .isZero();

    // An update that would invert the stored range names the field with the same code.
    metric.put("validRangeMin", 0);
    metric.put("validRangeMax", 200);
    String id =
        ok(
                "/metrics/observations",
                body(
                    "userId",
                    user,
                    "metric",
                    metric,
                    "value",
                    70,
                    "occurredAt",
                    "2026-05-03T07:30:00Z"))
            .path("metricId")
            .asString();
    assertInvalid(
        server.post(
            "/metrics/update",
            body("userId", user, "metricDefinitionId", id, "validRangeMin", 500)),
        "validRangeMax",
        "custom");
  }

  // ---- C8: a file part sent twice is refused like any other repeated part ----

  @Test
  void aFilePartSentTwiceIsRefusedAndNothingIsStored() throws Exception {
    String user = "audit6-files";
    String boundary = "----audit6" + UUID.randomUUID().toString().replace("-", "");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(
        ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"userId\"\r\n\r\n" + user)
            .getBytes(StandardCharsets.UTF_8));
    for (String name : List.of("first.txt", "second.txt")) {
      out.writeBytes(
          ("\r\n--"
                  + boundary
                  + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                  + name
                  + "\"\r\nContent-Type: text/plain\r\n\r\nThe text of "
                  + name)
              .getBytes(StandardCharsets.UTF_8));
    }
    out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    HttpResponse<String> res =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(out.toByteArray()))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isEqualTo(400);
    JsonNode issue = TestServer.JSON.readTree(res.body()).path("data").path("issues").get(0);
    assertThat(issue.path("path").asString()).isEqualTo("file");
    assertThat(listedSources(user)).as("neither file stored").isZero();
  }

  // ---- C8: a tools/call whose arguments are not an object is answered, on both transports ----

  @Test
  void aToolCallWithArgumentsThatAreNotAnObjectIsAnsweredOnBothTransports() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    McpSession mcp = McpSession.open(server, http, "audit6");
    for (String arguments : List.of("[1]", "\"userId\"", "7")) {
      String call =
          "{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"tools/call\",\"params\":{"
              + "\"name\":\"read_scratchpad\",\"arguments\":"
              + arguments
              + "}}";
      HttpResponse<String> r = mcp.send(call);
      assertThat(r.body())
          .as("an answer, not an empty body, for arguments " + arguments)
          .isNotBlank();
      JsonNode answer = TestServer.JSON.readTree(r.body());
      assertThat(answer.path("id").asInt()).as(r.body()).isEqualTo(42);
      assertThat(answer.path("error").path("code").asInt()).as(r.body()).isEqualTo(-32602);
      assertThat(r.body()).doesNotContain("Exception");
    }
    // A well-formed call on the same session still works.
    mcp.assertStillServes("audit6-mcp");

    // HTTP+SSE: the POST is refused with the edge's error body instead of an exception's text.
    try (McpSession.SseStream stream = McpSession.SseStream.open(server, http)) {
      Response refused =
          stream.post(
              "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{"
                  + "\"name\":\"read_scratchpad\",\"arguments\":[1]}}");
      assertThat(refused.status()).as(refused.raw()).isEqualTo(400);
      assertThat(refused.body().path("data").path("code").asString()).isEqualTo("BAD_REQUEST");
      assertThat(refused.raw()).doesNotContain("Exception");
    }
  }
}
