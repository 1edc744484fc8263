package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The twentieth audit (docs/contract-audit.md): the nineteenth audit's open readings Y1-Y6 closed
 * (an empty {@code note} or {@code description}, an inverted validity window, {@code nodeTypes:
 * []}, empty multipart parts, an {@code updateExisting} replacement's hidden claims in the change
 * feed) and what the probe of the wire contract found. Real HTTP on SQLite (PostgreSQL through
 * {@link TwentiethAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwentiethAuditIT {
  private static final String TOKEN = "maint-secret-token-twentieth-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  // ------------------------------------------------------------------ Y1, Y2

  @Test
  void anEmptyNoteOrDescriptionOnACommitmentWriteIsRefusedAndWritesNothing() {
    String user = "a20-empty";
    String owner = server.node(user, "Person", "Orla Finchley");
    Map<String, Object> create = new LinkedHashMap<>();
    create.put("userId", user);
    create.put("label", "Mend the garden gate");
    create.put("description", "");
    TestServer.assertInvalid(
        server.post("/commitments/create", create), "description", "too_small");
    assertThat(commitments(user)).as("nothing created").isEmpty();

    create.remove("description");
    String task = server.ok("/commitments/create", create).path("taskId").asString();
    int history = history(user, task);
    List<Map<String, Object>> writes = new ArrayList<>();
    writes.add(body(user, task, "/commitments/status", "status", "done"));
    writes.add(body(user, task, "/commitments/owner", "ownedBy", owner));
    writes.add(body(user, task, "/commitments/due", "dueOn", "2031-05-06"));
    for (Map<String, Object> w : writes) {
      String path = (String) w.remove("path");
      w.put("note", "");
      TestServer.assertInvalid(server.post(path, w), "note", "too_small");
      w.put("note", "Agreed on the phone");
      assertThat(server.post(path, w).status()).as(path + " with a note").isEqualTo(200);
    }
    assertThat(history(user, task)).as("three writes, not six").isEqualTo(history + 3);
    // "" still clears a description where the contract says so.
    Map<String, Object> update = new LinkedHashMap<>();
    update.put("userId", user);
    update.put("taskId", task);
    update.put("description", "");
    assertThat(server.post("/commitments/update", update).status()).isEqualTo(200);
  }

  @Test
  void anEmptyDescriptionOnAClaimOrNodeCreateIsRefusedAsOnACommitment() {
    String user = "a20-desc";
    String subject = server.node(user, "Person", "Ivo Marchbank");
    Map<String, Object> claim = claimBody(user, subject);
    claim.put("description", "");
    TestServer.assertInvalid(server.post("/claim/create", claim), "description", "too_small");
    Map<String, Object> node = new LinkedHashMap<>();
    node.put("userId", user);
    node.put("nodeType", "Person");
    node.put("label", "Nell Apsley");
    node.put("description", "");
    TestServer.assertInvalid(server.post("/node/create", node), "description", "too_small");
    node.remove("description");
    Map<String, Object> initial = new LinkedHashMap<>(claimBody(user, subject));
    initial.keySet().removeAll(List.of("userId", "subjectNodeId"));
    initial.put("description", "");
    node.put("initialClaims", List.of(initial));
    TestServer.assertInvalid(
        server.post("/node/create", node), "initialClaims[0].description", "too_small");
    assertThat(claims(user, subject)).as("nothing written").isEmpty();
  }

  // ------------------------------------------------------------------ Y3

  @Test
  void aValidityWindowThatEndsBeforeItStartsIsRefusedAtValidTo() {
    String user = "a20-valid";
    String subject = server.node(user, "Person", "Tamsin Greaves");
    Map<String, Object> claim = claimBody(user, subject);
    claim.put("validFrom", "2030-03-02");
    claim.put("validTo", "2030-03-01T23:59:59.000Z");
    TestServer.assertInvalid(server.post("/claim/create", claim), "validTo", "custom");

    Map<String, Object> initial = new LinkedHashMap<>(claim);
    initial.keySet().removeAll(List.of("userId", "subjectNodeId"));
    Map<String, Object> node = new LinkedHashMap<>();
    node.put("userId", user);
    node.put("nodeType", "Person");
    node.put("label", "Bram Loxley");
    node.put("initialClaims", List.of(initial));
    TestServer.assertInvalid(
        server.post("/node/create", node), "initialClaims[0].validTo", "custom");
    assertThat(claims(user, subject)).as("nothing written").isEmpty();

    claim.put("validTo", "2030-03-02T00:00:00+00:00"); // the same instant: a window of one moment
    assertThat(server.post("/claim/create", claim).status()).isEqualTo(201);
  }

  // ------------------------------------------------------------------ Y4

  @Test
  void recentChangesWithAnEmptyNodeTypeListListsNoNodes() {
    String user = "a20-types";
    String node = server.node(user, "Person", "Hester Quayle");
    Map<String, Object> claim = claimBody(user, node);
    assertThat(server.post("/claim/create", claim).status()).isEqualTo(201);
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("since", "2020-01-01T00:00:00Z");
    JsonNode all = server.ok("/query/recent-changes", body);
    assertThat(ids(all.path("nodes"))).contains(node);
    body.put("nodeTypes", List.of());
    JsonNode none = server.ok("/query/recent-changes", body);
    assertThat(none.path("nodes")).as("no type, no node").isEmpty();
    assertThat(none.path("claims")).as("the claims are no node list").hasSize(1);
    body.put("nodeTypes", List.of("Person"));
    assertThat(ids(server.ok("/query/recent-changes", body).path("nodes"))).contains(node);
  }

  // ------------------------------------------------------------------ Y5

  /**
   * Y5, decided by the lead in stop 44: an empty multipart part is an absent one, as the nineteenth
   * audit chose on purpose (an HTML form sends its unfilled fields empty). A form whose optional
   * fields are all empty is accepted with the defaults, exactly as one that leaves them out.
   */
  @Test
  void anEmptyMultipartPartIsReadAsAnAbsentOne() throws Exception {
    String user = "a20-parts";
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("userId", user);
    for (String name :
        List.of(
            "title",
            "author",
            "externalId",
            "filename",
            "mimeType",
            "timestamp",
            "scope",
            "partitionKey",
            "sourceContext")) {
      fields.put(name, "");
    }
    HttpResponse<String> r = upload(fields);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(202);
    JsonNode listed = server.ok("/sources/list", Map.of("userId", user));
    assertThat(listed.path("sources")).as("one source, stored with the defaults").hasSize(1);
    assertThat(listed.path("sources").get(0).path("partitionKey").asString())
        .isEqualTo("memory:personal");
  }

  // ------------------------------------------------------------------ Y6

  @Test
  void aReplacementByUpdateExistingReachesTheFeedForWhatOnlyTheOldSourceSaid() {
    String user = "a20-replace";
    JsonNode doc = server.ingestDocument(user, "a20-4", "Notes from the allotment.");
    String docId = doc.path("sourceId").asString();
    String wren = server.node(user, "Person", "Wren Tallis");
    String only = claim(user, wren, "Wren grows the runner beans", docId);
    String cursor = feed(user, null, new LinkedHashMap<>());

    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", "a20-4");
    d.put("content", "Fresh notes from the allotment.");
    Response r =
        server.post(
            "/ingest/document", Map.of("userId", user, "updateExisting", true, "document", d));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    Map<String, JsonNode> gone = new LinkedHashMap<>();
    feed(user, cursor, gone);
    assertThat(gone).as("the replacement's events").containsKeys(only, wren);
    assertThat(gone.get(only).path("action").asString()).isEqualTo("tombstone");
    assertThat(gone.get(only).path("status").asString()).isEqualTo("deleted");
    assertThat(gone.get(wren).path("status").asString()).isEqualTo("deleted");
  }

  @Test
  void aClaimTheReplacementSaysAgainIsLiveInTheFeedAfterTheReplacement() {
    String user = "a20-again";
    String text = "My colleague Wilhelmina Oakes works at Philips.";
    String cursor = feed(user, null, new LinkedHashMap<>());
    server.ingestDocument(user, "a20-5", text);
    Map<String, JsonNode> made = new LinkedHashMap<>();
    cursor = feed(user, cursor, made);
    List<String> claims = new ArrayList<>();
    made.forEach(
        (id, e) -> {
          if ("claim".equals(e.path("kind").asString())) {
            claims.add(id);
          }
        });
    assertThat(claims).as("the extraction's claims in " + made).isNotEmpty();

    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", "a20-5");
    d.put("content", text + " She moved to Eindhoven last spring.");
    Response r =
        server.post(
            "/ingest/document", Map.of("userId", user, "updateExisting", true, "document", d));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    Map<String, JsonNode> after = new LinkedHashMap<>();
    feed(user, cursor, after);
    // Whatever the feed says last of each of the old version's claims is what the claim is now: a
    // mirror that applies the page in order keeps the ones read again and drops the others.
    for (String id : claims) {
      String status =
          server
                  .ok("/citations/resolve", Map.of("userId", user, "ids", List.of(id)))
                  .path("citations")
                  .get(0)
                  .path("available")
                  .asBoolean()
              ? "active"
              : "deleted";
      JsonNode last = after.get(id);
      if (status.equals("deleted")) {
        assertThat(last).as(id + " hidden by the replacement, so in " + after.keySet()).isNotNull();
      }
      if (last != null) {
        assertThat(last.path("status").asString()).as(last.toString()).isEqualTo(status);
        assertThat(last.path("action").asString())
            .as(last.toString())
            .isEqualTo(status.equals("active") ? "upsert" : "tombstone");
      }
    }
  }

  // ------------------------------------------------------------------ the probe

  @Test
  void everyInvertedWindowIsRefusedAtItsLaterBound() {
    String user = "a20-windows";
    TestServer.assertInvalid(
        server.post(
            "/query/timeline",
            Map.of("userId", user, "since", "2030-01-02", "until", "2030-01-01")),
        "until",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/query/recent-changes",
            Map.of(
                "userId", user, "since", "2030-01-02T00:00:00Z", "until", "2030-01-01T23:00:00Z")),
        "until",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/search",
            Map.of(
                "userId",
                user,
                "query",
                "heron",
                "filters",
                Map.of("statedBetween", Map.of("from", "2030-01-02", "to", "2030-01-01")))),
        "filters.statedBetween.to",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/commitments/list",
            Map.of("userId", user, "dueAfter", "2030-01-02", "dueBefore", "2030-01-01")),
        "dueBefore",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/commitments/list",
            Map.of(
                "userId",
                user,
                "dueAfterInstant",
                "2030-01-02T00:00:00.000Z",
                "dueBeforeInstant",
                "2030-01-01T00:00:00.000Z")),
        "dueBeforeInstant",
        "custom");
    Response series =
        server.post(
            "/metrics/series",
            Map.of(
                "userId",
                user,
                "metricIds",
                List.of("mdef_01aaaaaaaaaaaaaaaaaaaaaaaa"),
                "from",
                "2030-01-02T00:00:00.000Z",
                "to",
                "2030-01-01T00:00:00.000Z",
                "bucket",
                "day"));
    TestServer.assertInvalid(series, "to", "custom");
    // The same day at both ends is a window of one day, not an inverted one.
    assertThat(
            server
                .post(
                    "/query/timeline",
                    Map.of("userId", user, "since", "2030-01-01", "until", "2030-01-01"))
                .status())
        .isEqualTo(200);
  }

  @Test
  void aMergeThatNamesOneNodeTwiceIsRefused() {
    String user = "a20-merge";
    String node = server.node(user, "Person", "Ansel Brightwater");
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("nodeIds", List.of(node, node));
    body.put("targetDescription", "merged with itself");
    TestServer.assertInvalid(server.post("/node/merge", body), "nodeIds", "custom");
    JsonNode got = server.ok("/node/get", Map.of("userId", user, "nodeId", node));
    assertThat(got.path("node").path("description").isNull()).as(got.toString()).isTrue();
  }

  @Test
  void mcpToolsRefuseAnEmptyNoteOrDescriptionAsTheirRoutesDo() throws Exception {
    String user = "a20-mcp";
    HttpClient http = HttpClient.newHttpClient();
    McpSession mcp = McpSession.open(server, http, "audit20");
    JsonNode created =
        call(
            mcp,
            "create_commitment",
            Map.of("userId", user, "label", "Fix bike", "description", ""));
    assertThat(created.path("isError").asBoolean()).as(created.toString()).isTrue();
    assertThat(created.toString()).contains("description").contains("too_small");
    assertThat(commitments(user)).as("nothing created").isEmpty();
    String task =
        server
            .ok("/commitments/create", Map.of("userId", user, "label", "Fix bike"))
            .path("taskId")
            .asString();
    JsonNode status =
        call(
            mcp,
            "set_commitment_status",
            Map.of("userId", user, "taskId", task, "status", "done", "note", ""));
    assertThat(status.path("isError").asBoolean()).as(status.toString()).isTrue();
    assertThat(status.toString()).contains("note").contains("too_small");
    mcp.assertStillServes(user);
  }

  // ------------------------------------------------------------------ helpers

  private JsonNode call(McpSession mcp, String tool, Map<String, Object> args) throws Exception {
    String message =
        TestServer.JSON.writeValueAsString(
            Map.of(
                "jsonrpc",
                "2.0",
                "id",
                7,
                "method",
                "tools/call",
                "params",
                Map.of("name", tool, "arguments", args)));
    HttpResponse<String> r = mcp.send(message);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    String json = r.body().strip();
    for (String line : r.body().split("\n")) { // a tool call is answered as one SSE event
      if (line.startsWith("data:")) {
        json = line.substring("data:".length()).strip();
      }
    }
    return TestServer.JSON.readTree(json).path("result");
  }

  private HttpResponse<String> upload(Map<String, String> fields) throws Exception {
    byte[] bytes = "# Heron\n\nThe heron waits by the weir.\n".getBytes(StandardCharsets.UTF_8);
    FileIngestIT.Multipart m = FileIngestIT.multipart(fields, "heron.md", "text/markdown", bytes);
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
                .header("Content-Type", "multipart/form-data; boundary=" + m.boundary())
                .POST(HttpRequest.BodyPublishers.ofByteArray(m.body()))
                .build(),
            HttpResponse.BodyHandlers.ofString());
  }

  private static Map<String, Object> body(
      String user, String task, String path, String field, String value) {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("path", path);
    b.put("userId", user);
    b.put("taskId", task);
    b.put(field, value);
    return b;
  }

  private JsonNode commitments(String user) {
    return server
        .ok("/commitments/list", Map.of("userId", user, "provenance", "all"))
        .path("commitments");
  }

  private int history(String user, String task) {
    return server
        .ok("/commitments/get", Map.of("userId", user, "taskId", task))
        .path("history")
        .size();
  }

  private JsonNode claims(String user, String node) {
    return server
        .ok(
            "/node/get",
            Map.of("userId", user, "nodeId", node, "claimFilter", Map.of("statuses", List.of())))
        .path("claims");
  }

  private static Map<String, Object> claimBody(String user, String subject) {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("userId", user);
    b.put("subjectNodeId", subject);
    b.put("predicate", "HAS_ATTRIBUTE");
    b.put("statement", "Keeps bees on the allotment");
    b.put("objectValue", "beekeeper");
    return b;
  }

  private String claim(String user, String subject, String statement, String src) {
    Map<String, Object> b = claimBody(user, subject);
    b.put("statement", statement);
    b.put("sourceId", src);
    Response r = server.post("/claim/create", b);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("claim").path("id").asString();
  }

  private static List<String> ids(JsonNode nodes) {
    List<String> out = new ArrayList<>();
    nodes.forEach(n -> out.add(n.path("id").asString()));
    return out;
  }

  /** Pages one pass of the feed from {@code cursor}, the last event of each entity by its id. */
  private String feed(String user, String cursor, Map<String, JsonNode> out) {
    while (true) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("userId", user);
      body.put("limit", 500);
      if (cursor != null) {
        body.put("cursor", cursor);
      }
      JsonNode page = server.ok("/query/change-feed", body);
      for (JsonNode e : page.path("events")) {
        out.put(e.path("entityId").asString(), e);
      }
      cursor = page.path("nextCursor").asString();
      if (page.path("complete").asBoolean()) {
        return cursor;
      }
    }
  }
}
