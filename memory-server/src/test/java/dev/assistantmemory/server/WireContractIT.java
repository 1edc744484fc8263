package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The third contract audit's findings (docs/contract-audit.md, "Third audit"): answers a client
 * parses with the contract's schemas, probed the way an outside client calls the routes.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WireContractIT {
  private static final String NODE_ID = "^node_[0-7][0-9a-hjkmnp-tv-z]{25}$";

  private final TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  WireContractIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Object body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isBetween(200, 299);
    return r.body();
  }

  private String node(String user, String type, String label) {
    return ok("/node/create", Map.of("userId", user, "nodeType", type, "label", label))
        .path("node")
        .path("id")
        .asString();
  }

  @Test
  void graphReadsAnswerOnlyClaimsBetweenTwoNodes() {
    String frank = node("w1", "Person", "Frank");
    String acme = node("w1", "Organization", "Acme");
    ok(
        "/claim/create",
        Map.of(
            "userId", "w1",
            "subjectNodeId", frank,
            "predicate", "HAS_ATTRIBUTE",
            "statement", "Frank is tall",
            "objectValue", "tall"));
    ok(
        "/claim/create",
        Map.of(
            "userId", "w1",
            "subjectNodeId", frank,
            "predicate", "WORKS_AT",
            "statement", "Frank works at Acme",
            "objectNodeId", acme));
    for (JsonNode graph :
        List.of(
            ok("/node/neighborhood", Map.of("userId", "w1", "nodeId", frank)),
            ok("/query/graph", Map.of("userId", "w1")))) {
      List<String> predicates = new ArrayList<>();
      for (JsonNode c : graph.path("claims")) {
        predicates.add(c.path("predicate").asString());
        assertThat(c.path("object").asString()).as(c.toString()).matches(NODE_ID);
        assertThat(c.path("subject").asString()).as(c.toString()).matches(NODE_ID);
      }
      assertThat(predicates).contains("WORKS_AT").doesNotContain("HAS_ATTRIBUTE");
    }
    // The attribute is still there for the reads that carry values.
    assertThat(ok("/node/get", Map.of("userId", "w1", "nodeId", frank)).path("claims").toString())
        .contains("HAS_ATTRIBUTE");
  }

  @Test
  void aRetryAnswersTheReceiptItReopenedAsQueued() {
    String user = "w2";
    FileIngestIT.Multipart upload =
        FileIngestIT.multipart(
            Map.of("userId", user, "externalId", "broken-pdf"),
            "broken.pdf",
            "application/pdf",
            "%PDF-1.4 not really".getBytes(StandardCharsets.UTF_8));
    JsonNode accepted = sendFile(upload);
    String op = accepted.path("ingestionOperationId").asString();
    assertThat(server.awaitProcessed(user, op).path("errorCode").asString())
        .isEqualTo("UNREADABLE_CONTENT");
    // A worker claims the reopened job at once; the answer must still be the receipt the retry
    // wrote (queued, attempt + 1, errorCode null), whatever a later read would see.
    for (int attempt = 1; attempt <= 10; attempt++) {
      JsonNode p =
          ok("/sources/processing/retry", Map.of("userId", user, "operationId", op))
              .path("processing");
      assertThat(p.path("status").asString()).as(p.toString()).isEqualTo("queued");
      assertThat(p.path("attempt").asInt()).as(p.toString()).isEqualTo(attempt);
      assertThat(p.path("errorCode").isNull()).as(p.toString()).isTrue();
      assertThat(p.path("completedAt").isNull()).as(p.toString()).isTrue();
      server.awaitProcessed(user, op);
    }
  }

  @Test
  void aSourceReferenceMustNameASourceId() {
    Map<String, Object> context =
        Map.of(
            "sourceKind", "email",
            "purpose", "forwarded by the user",
            "accountId", "mail:w3",
            "relationship", "owner",
            "currentMessageRole", "current",
            "completeness", "complete",
            "sourceReferences", List.of(Map.of("sourceId", "bogus", "relationship", "reply_to")));
    Response bad =
        server.post(
            "/ingest/document",
            Map.of(
                "userId",
                "w3",
                "document",
                Map.of("id", "mail-1", "content", "Hi", "sourceContext", context)));
    assertThat(bad.status()).as(bad.raw()).isEqualTo(400);
    assertThat(bad.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("document.sourceContext.sourceReferences[0].sourceId");
    assertThat(ok("/sources/list", Map.of("userId", "w3")).path("sources")).isEmpty();

    Map<String, Object> good = new java.util.HashMap<>(context);
    good.put(
        "sourceReferences",
        List.of(Map.of("sourceId", "src_01m8vj0esxec7bppd9b9vtjy67", "relationship", "reply_to")));
    ok(
        "/ingest/document",
        Map.of(
            "userId",
            "w3",
            "document",
            Map.of("id", "mail-1", "content", "Hi", "sourceContext", good)));
    JsonNode listed = ok("/sources/list", Map.of("userId", "w3")).path("sources");
    assertThat(
            listed
                .get(0)
                .path("sourceContext")
                .path("sourceReferences")
                .get(0)
                .path("sourceId")
                .asString())
        .isEqualTo("src_01m8vj0esxec7bppd9b9vtjy67");
  }

  @Test
  void aRefusedMetricReadingCarriesTheWholeResultInData() {
    Map<String, Object> metric =
        Map.of(
            "slug", "weight_kg",
            "label", "Weight",
            "description", "Body weight",
            "unit", "kg",
            "aggregationHint", "avg",
            "validRangeMin", 20,
            "validRangeMax", 300);
    Response r =
        server.post(
            "/metrics/observations",
            Map.of(
                "userId",
                "w4",
                "metric",
                metric,
                "value",
                900,
                "occurredAt",
                "2026-04-21T07:00:00.000Z"));
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    JsonNode data = r.body().path("data");
    assertThat(data.path("inserted").asInt()).isZero();
    assertThat(data.path("errors").get(0).path("code").asString()).isEqualTo("RANGE_VIOLATION");
    assertThat(data.path("definitionCreated").isBoolean()).isTrue();
    assertThat(data.path("needsReview").isBoolean()).isTrue();
    assertThat(data.has("reviewTaskNodeId")).as(data.toString()).isTrue();
    assertThat(data.path("reviewTaskNodeId").isNull()).isTrue();
  }

  @Test
  void aMalformedChangeFeedCursorStillGivesTheWatermark() {
    ok("/scratchpad/write", Map.of("userId", "w5", "content", "x"));
    node("w5", "Person", "Dana");
    JsonNode page = ok("/query/change-feed", Map.of("userId", "w5", "cursor", "garbage"));
    JsonNode invalid = page.path("cursorInvalid");
    assertThat(invalid.path("reason").asString()).isEqualTo("malformed");
    assertThat(invalid.path("throughSequence").isIntegralNumber()).as(page.toString()).isTrue();
    assertThat(invalid.path("throughSequence").asLong())
        .isEqualTo(page.path("throughSequence").asLong());
  }

  @Test
  void changeFeedProvenanceAndFreshnessAreRecordsOrNull() {
    String task = node("w8", "Task", "Send the deck");
    ok(
        "/claim/create",
        Map.of(
            "userId", "w8",
            "subjectNodeId", task,
            "predicate", "HAS_TASK_STATUS",
            "statement", "The deck is in progress",
            "objectValue", "in_progress"));
    server.awaitIndexed();
    JsonNode events = ok("/query/change-feed", Map.of("userId", "w8")).path("events");
    assertThat(events).isNotEmpty();
    boolean sawProvenance = false;
    for (JsonNode e : events) {
      for (String field : List.of("provenance", "freshness")) {
        JsonNode v = e.path(field);
        assertThat(v.isNull() || v.isObject()).as(field + " in " + e).isTrue();
      }
      if (e.path("provenance").isObject()) {
        sawProvenance = true;
        assertThat(e.path("provenance").path("band").asString()).isIn("trusted", "candidate");
      }
      if (e.path("freshness").isObject()) {
        assertThat(e.path("freshness").path("state").asString()).isIn("indexed", "pending");
      }
    }
    assertThat(sawProvenance).as("the claim events carry their band").isTrue();
  }

  @Test
  void updateExistingKeepsTheStoredDateTitleAndAuthorItWasNotGiven() {
    JsonNode first =
        ok(
            "/ingest/document",
            Map.of(
                "userId",
                "w9",
                "document",
                Map.of(
                    "id", "notes",
                    "content", "First draft",
                    "timestamp", "2026-03-01T10:00:00.000Z",
                    "title", "Team notes",
                    "author", "Ann")));
    JsonNode second =
        ok(
            "/ingest/document",
            Map.of(
                "userId",
                "w9",
                "updateExisting",
                true,
                "document",
                Map.of("id", "notes", "content", "Second draft")));
    String sourceId = second.path("sourceId").asString();
    assertThat(sourceId).isNotEqualTo(first.path("sourceId").asString());
    JsonNode source =
        ok("/sources/get", Map.of("userId", "w9", "sourceId", sourceId)).path("source");
    assertThat(source.path("ingestedAt").asString()).isEqualTo("2026-03-01T10:00:00.000Z");
    assertThat(source.path("title").asString()).as(source.toString()).isEqualTo("Team notes");
    assertThat(source.path("author").asString()).as(source.toString()).isEqualTo("Ann");
  }

  @Test
  void aMissingFieldIsOneRequiredIssue() {
    Response r = server.post("/commitments/create", Map.of("userId", "w6"));
    assertThat(r.status()).isEqualTo(400);
    JsonNode issues = r.body().path("data").path("issues");
    assertThat(issues).as(issues.toString()).hasSize(1);
    assertThat(issues.get(0).path("path").asString()).isEqualTo("label");
    assertThat(issues.get(0).path("code").asString()).isEqualTo("required");
    assertThat(r.body().path("message").asString()).isEqualTo("Invalid request: label: Required");
  }

  @Test
  void sourceNodeClaimsNameTheirObjectEvenWhenTheObjectIsNotListed() {
    JsonNode accepted =
        ok(
            "/ingest/conversation",
            Map.of(
                "userId",
                "w7",
                "conversation",
                Map.of(
                    "id",
                    "c1",
                    "messages",
                    List.of(
                        Map.of(
                            "id",
                            "m1",
                            "role",
                            "user",
                            "content",
                            "I need to call Bob about the budget by Friday.",
                            "timestamp",
                            "2026-04-26T13:00:00.000Z")))));
    server.awaitProcessed("w7", accepted.path("ingestionOperationId").asString());
    String message =
        ok(
                "/sources/get",
                Map.of(
                    "userId",
                    "w7",
                    "sourceId",
                    accepted.path("sourceId").asString(),
                    "includeContent",
                    true))
            .path("source")
            .path("conversation")
            .path("messages")
            .get(0)
            .path("sourceId")
            .asString();
    JsonNode page = ok("/sources/nodes", Map.of("userId", "w7", "sourceIds", List.of(message)));
    Set<String> listed = new HashSet<>();
    page.path("nodes").forEach(n -> listed.add(n.path("id").asString()));
    int outside = 0;
    for (JsonNode c : page.path("claims")) {
      if (!c.path("objectNodeId").isNull()) {
        assertThat(c.path("objectLabel").isString()).as(c.toString()).isTrue();
        if (!listed.contains(c.path("objectNodeId").asString())) {
          outside++;
        }
      }
    }
    assertThat(outside).as("the due day is a Temporal node, not listed by default").isPositive();
  }

  @Test
  void streamableHttpRefusalsAreJsonRpcErrorsWithoutAStackTrace() {
    String list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
    HttpResponse<String> noSession = mcp(list, null);
    HttpResponse<String> unknown = mcp(list, "no-such-session");
    HttpResponse<String> notJson = mcp("{bad", null);
    for (HttpResponse<String> r : List.of(noSession, unknown, notJson)) {
      assertThat(r.statusCode()).as(r.body()).isBetween(400, 499);
      assertThat(r.body()).doesNotContain("stackTrace").doesNotContain("className");
      JsonNode body = TestServer.JSON.readTree(r.body());
      assertThat(body.path("jsonrpc").asString()).isEqualTo("2.0");
      assertThat(body.path("error").path("code").isInt()).as(r.body()).isTrue();
      assertThat(body.path("error").path("message").asString()).isNotBlank();
    }
    assertThat(noSession.statusCode()).isEqualTo(400);
    assertThat(unknown.statusCode())
        .as("an unknown session tells the host to start again")
        .isEqualTo(404);
    assertThat(TestServer.JSON.readTree(unknown.body()).path("error").path("message").asString())
        .contains("no-such-session");
  }

  private HttpResponse<String> mcp(String body, String session) {
    try {
      return http.send(
          McpSession.request(server, body, session), HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private JsonNode sendFile(FileIngestIT.Multipart upload) {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
            .header("Content-Type", "multipart/form-data; boundary=" + upload.boundary())
            .POST(HttpRequest.BodyPublishers.ofByteArray(upload.body()))
            .build();
    try {
      HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
      assertThat(res.statusCode()).as(res.body()).isBetween(200, 299);
      return TestServer.JSON.readTree(res.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
