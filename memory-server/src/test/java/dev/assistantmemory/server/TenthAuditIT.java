package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The tenth audit (docs/contract-audit.md, "Tenth audit"): the lead's readings of the eighth and
 * ninth audits' open rows, each pinned: prune-orphan removes file sources whose original bytes
 * vanished (L2), the change feed's two completion flags are one (L3), list cursors are bound to the
 * list they were issued for (L5, N8), {@code /mcp} refuses a body that is not UTF-8 (L6), {@code
 * cursorInvalid.throughSequence} is the reader's watermark (L7), a wrong method on the MCP
 * transports is a 405 (L8), set-like arrays are published as plain arrays (N5), and time zones are
 * IANA's (N6). Real HTTP, real SQLite.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TenthAuditIT {
  private static final String TOKEN = "tenth-audit-maintenance-token-0123456789";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    return server.ok(path, body);
  }

  // ------------------------------------------------------------------ L2

  private JsonNode upload(String user, String externalId, String text) throws Exception {
    FileIngestIT.Multipart upload =
        FileIngestIT.multipart(
            Map.of("userId", user, "externalId", externalId),
            externalId + ".md",
            "text/markdown",
            text.getBytes(StandardCharsets.UTF_8));
    HttpResponse<String> res =
        http.send(
            HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
                .header("Content-Type", "multipart/form-data; boundary=" + upload.boundary())
                .POST(HttpRequest.BodyPublishers.ofByteArray(upload.body()))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isBetween(200, 299);
    JsonNode accepted = TestServer.JSON.readTree(res.body());
    server.awaitProcessed(user, accepted.path("ingestionOperationId").asString());
    return accepted;
  }

  private Path blobOf(String text) throws Exception {
    String sha =
        HexFormat.of()
            .formatHex(
                MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    return server.dataDir().resolve("blobs").resolve(sha.substring(0, 2)).resolve(sha);
  }

  private List<String> listedSources(String user) {
    List<String> ids = new ArrayList<>();
    ok("/sources/list", body("userId", user))
        .path("sources")
        .forEach(s -> ids.add(s.path("sourceId").asString()));
    return ids;
  }

  /**
   * L2 (b): {@code /ingest/file} keeps the upload's bytes as a blob; when that blob vanishes the
   * source can no longer be retried or re-converted. Before: {@code sourceScanCount} was always 0
   * and the source stayed listed.
   */
  @Test
  void pruneOrphanReportsAndRemovesFileSourcesWhoseBlobVanished() throws Exception {
    String user = "t10-blob";
    String keptText = "# Kept\n\nThe kept notes talk about basalt.\n";
    String lostText = "# Lost\n\nThe lost notes talk about granite.\n";
    String kept = upload(user, "kept-notes", keptText).path("sourceId").asString();
    String lost = upload(user, "lost-notes", lostText).path("sourceId").asString();
    ok(
        "/ingest/document",
        body("userId", user, "document", body("id", "typed", "content", "Typed, no file.")));
    Path blob = blobOf(lostText);
    assertThat(blob).exists();
    Files.delete(blob);

    JsonNode dry = ok("/maintenance/prune-orphan-nodes", body("userId", user, "olderThanDays", 0));
    assertThat(dry.path("sourceScanCount").asInt()).as(dry.toString()).isEqualTo(2);
    assertThat(dry.path("sourceScanHasMore").asBoolean()).isFalse();
    assertThat(dry.path("missingBlobSourceCandidateCount").asInt()).isEqualTo(1);
    assertThat(dry.path("deletedMissingBlobSourceCount").asInt()).isZero();
    JsonNode missing = dry.path("missingBlobSources");
    assertThat(missing.size()).isEqualTo(1);
    assertThat(missing.get(0).path("id").asString()).isEqualTo(lost);
    assertThat(missing.get(0).path("type").asString()).isEqualTo("document");
    assertThat(missing.get(0).path("externalId").asString()).isEqualTo("lost-notes");
    assertThat(missing.get(0).path("createdAt").asString()).endsWith("Z");
    assertThat(listedSources(user)).contains(lost, kept);

    JsonNode limited =
        ok(
            "/maintenance/prune-orphan-nodes",
            body("userId", user, "sourceScanLimit", 1, "sampleLimit", 0));
    assertThat(limited.path("sourceScanCount").asInt()).isEqualTo(1);
    assertThat(limited.path("sourceScanHasMore").asBoolean()).isTrue();
    assertThat(limited.path("missingBlobSources")).isEmpty();

    JsonNode applied = ok("/maintenance/prune-orphan-nodes", body("userId", user, "dryRun", false));
    assertThat(applied.path("deletedMissingBlobSourceCount").asInt()).isEqualTo(1);
    assertThat(listedSources(user)).contains(kept).doesNotContain(lost);
    assertThat(server.post("/sources/get", body("userId", user, "sourceId", lost)).status())
        .isEqualTo(404);
    assertThat(ok("/sources/get", body("userId", user, "sourceId", kept)).path("source").isObject())
        .isTrue();

    JsonNode again = ok("/maintenance/prune-orphan-nodes", body("userId", user, "dryRun", false));
    assertThat(again.path("sourceScanCount").asInt()).isEqualTo(1);
    assertThat(again.path("missingBlobSourceCandidateCount").asInt()).isZero();
    // Another user's scan sees none of these sources.
    assertThat(
            ok("/maintenance/prune-orphan-nodes", body("userId", "t10-blob-other"))
                .path("sourceScanCount")
                .asInt())
        .isZero();
  }

  // ------------------------------------------------------------------ L3, L7

  private JsonNode feed(String user, String cursor, int limit) {
    return cursor == null
        ? ok("/query/change-feed", body("userId", user, "limit", limit))
        : ok("/query/change-feed", body("userId", user, "limit", limit, "cursor", cursor));
  }

  /**
   * L3 (b): {@code complete} and {@code pageComplete} are one flag, the frozen pass is done.
   * Before: the last page of a pass during which a write landed said {@code complete: false}.
   */
  @Test
  void theLastPageOfAPassIsCompleteEvenWhenWritesLandedMeanwhile() {
    String user = "t10-feed";
    for (int i = 0; i < 3; i++) {
      server.node(user, "Concept", "Before " + i);
    }
    JsonNode page = feed(user, null, 2);
    long through = page.path("throughSequence").asLong();
    assertThat(page.path("complete").asBoolean()).isFalse();
    assertThat(page.path("pageComplete").asBoolean()).isFalse();
    String later = server.node(user, "Concept", "Written during the pass");
    List<String> seen = new ArrayList<>();
    page.path("events").forEach(e -> seen.add(e.path("entityId").asString()));
    while (!page.path("pageComplete").asBoolean()) {
      page = feed(user, page.path("nextCursor").asString(), 2);
      assertThat(page.path("throughSequence").asLong()).isEqualTo(through);
      assertThat(page.path("complete").asBoolean())
          .as(page.toString())
          .isEqualTo(page.path("pageComplete").asBoolean());
      page.path("events").forEach(e -> seen.add(e.path("entityId").asString()));
    }
    assertThat(page.path("complete").asBoolean()).as(page.toString()).isTrue();
    assertThat(seen).doesNotContain(later);

    // The pass's cursor starts the next pass, which delivers what was written meanwhile.
    JsonNode next = feed(user, page.path("nextCursor").asString(), 100);
    assertThat(next.path("throughSequence").asLong()).isGreaterThan(through);
    List<String> fresh = new ArrayList<>();
    next.path("events").forEach(e -> fresh.add(e.path("entityId").asString()));
    assertThat(fresh).containsExactly(later);
    assertThat(next.path("complete").asBoolean()).isTrue();
    assertThat(next.path("pageComplete").asBoolean()).isTrue();
  }

  /**
   * L7 (b): {@code cursorInvalid.throughSequence} is the reader's current watermark. Before: a
   * {@code user_mismatch} answered the watermark stored in the other user's cursor.
   */
  @Test
  void anInvalidCursorAnswersTheReadersWatermark() {
    String a = "t10-wm-a";
    String b = "t10-wm-b";
    server.node(a, "Concept", "A's first");
    server.node(b, "Concept", "B's only");
    String aCursor = feed(a, null, 100).path("nextCursor").asString();
    for (int i = 0; i < 3; i++) {
      server.node(a, "Concept", "A's later " + i);
    }
    JsonNode bRead = ok("/query/change-feed", body("userId", b, "cursor", aCursor));
    assertThat(bRead.path("cursorInvalid").path("reason").asString()).isEqualTo("user_mismatch");
    long bHead = feed(b, null, 100).path("throughSequence").asLong();
    assertThat(bRead.path("throughSequence").asLong()).isEqualTo(bHead);
    assertThat(bRead.path("cursorInvalid").path("throughSequence").asLong())
        .as(bRead.toString())
        .isEqualTo(bHead);

    server.app().changeFeed().startNewEpoch(a);
    JsonNode epoch = ok("/query/change-feed", body("userId", a, "cursor", aCursor));
    assertThat(epoch.path("cursorInvalid").path("reason").asString()).isEqualTo("epoch_mismatch");
    assertThat(epoch.path("cursorInvalid").path("throughSequence").asLong())
        .isEqualTo(epoch.path("throughSequence").asLong());
  }

  // ------------------------------------------------------------------ L5, N8

  /**
   * L5 (b) and N8: a list cursor is bound to the user, partition, sort, order and filters it was
   * issued for. Before: it was a bare position, taken with any of them.
   */
  @Test
  void aListCursorIsRefusedForAnotherListShapeOrUser() {
    String a = "t10-cur-a";
    String b = "t10-cur-b";
    for (String label : List.of("Alpha", "Bravo", "Charlie")) {
      ok("/commitments/create", body("userId", a, "label", label));
      ok("/commitments/create", body("userId", b, "label", label));
    }
    String cursor =
        ok("/commitments/list", body("userId", a, "limit", 1, "sort", "label", "order", "asc"))
            .path("nextCursor")
            .asString();
    assertThat(cursor).isNotBlank();
    JsonNode same =
        ok(
            "/commitments/list",
            body("userId", a, "limit", 5, "sort", "label", "order", "asc", "cursor", cursor));
    assertThat(same.path("commitments").get(0).path("label").asString()).isEqualTo("Bravo");

    for (Map<String, Object> other :
        List.of(
            body("userId", a, "sort", "createdAt", "order", "asc", "cursor", cursor),
            body("userId", a, "sort", "label", "order", "desc", "cursor", cursor),
            body("userId", a, "sort", "label", "cursor", cursor),
            body(
                "userId",
                a,
                "sort",
                "label",
                "order",
                "asc",
                "statuses",
                List.of("done"),
                "cursor",
                cursor),
            body("userId", a, "sort", "label", "order", "asc", "search", "a", "cursor", cursor),
            body("userId", b, "sort", "label", "order", "asc", "cursor", cursor))) {
      TestServer.assertInvalid(server.post("/commitments/list", other), "cursor", "custom");
    }
    // The same list read across every partition of the user (workspace scope) is another list.
    TestServer.assertInvalid(
        server.post(
            "/commitments/list",
            TestServer.JSON.writeValueAsString(
                body("userId", a, "sort", "label", "order", "asc", "cursor", cursor)),
            Map.of("x-memory-access-scope", "workspace")),
        "cursor",
        "custom");
    // Another limit is the same list.
    ok(
        "/commitments/list",
        body("userId", a, "limit", 1, "sort", "label", "order", "asc", "cursor", cursor));

    for (int i = 0; i < 3; i++) {
      ok(
          "/ingest/document",
          body("userId", a, "document", body("id", "doc-" + i, "content", "Document " + i)));
    }
    String sourceCursor =
        ok("/sources/list", body("userId", a, "limit", 1)).path("nextCursor").asString();
    assertThat(sourceCursor).isNotBlank();
    assertThat(
            ok("/sources/list", body("userId", a, "limit", 5, "cursor", sourceCursor))
                .path("sources")
                .size())
        .isEqualTo(2);
    TestServer.assertInvalid(
        server.post("/sources/list", body("userId", b, "cursor", sourceCursor)),
        "cursor",
        "custom");
    TestServer.assertInvalid(
        server.post("/sources/list", body("userId", a, "type", "document", "cursor", sourceCursor)),
        "cursor",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/sources/list",
            TestServer.JSON.writeValueAsString(body("userId", a, "cursor", sourceCursor)),
            Map.of("x-memory-access-scope", "workspace")),
        "cursor",
        "custom");
  }

  /**
   * Found by the tenth audit's probe, as L5 (b): a {@code /sources/nodes} cursor is bound to the
   * sources and node types it was issued for. Before: a bare node position, taken for any others.
   */
  @Test
  void aSourceNodesCursorIsRefusedForOtherSources() {
    String user = "t10-nodes";
    JsonNode one =
        ok(
            "/ingest/document",
            body(
                "userId",
                user,
                "document",
                body("id", "n1", "content", "Alice works at Acme in Lisbon with Bob Jansen.")));
    JsonNode two =
        ok(
            "/ingest/document",
            body("userId", user, "document", body("id", "n2", "content", "Carol lives in Porto.")));
    server.awaitProcessed(user, one.path("ingestionOperationId").asString());
    server.awaitProcessed(user, two.path("ingestionOperationId").asString());
    String first = one.path("sourceId").asString();
    String second = two.path("sourceId").asString();
    JsonNode page =
        ok("/sources/nodes", body("userId", user, "sourceIds", List.of(first), "limit", 1));
    String cursor = page.path("nextCursor").asString();
    assertThat(cursor).as(page.toString()).isNotBlank();
    assertThat(
            ok(
                    "/sources/nodes",
                    body("userId", user, "sourceIds", List.of(first), "limit", 1, "cursor", cursor))
                .path("nodes")
                .size())
        .isEqualTo(1);
    TestServer.assertInvalid(
        server.post(
            "/sources/nodes",
            body("userId", user, "sourceIds", List.of(first, second), "cursor", cursor)),
        "cursor",
        "custom");
    TestServer.assertInvalid(
        server.post(
            "/sources/nodes",
            body(
                "userId",
                user,
                "sourceIds",
                List.of(first),
                "nodeTypes",
                List.of("Person"),
                "cursor",
                cursor)),
        "cursor",
        "custom");
  }

  // ------------------------------------------------------------------ L6, L8

  private HttpResponse<String> streamable(byte[] body, String session) throws Exception {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(server.base() + "/mcp"))
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (session != null) {
      b.header("Mcp-Session-Id", session);
    }
    return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  private String openSession() throws Exception {
    HttpResponse<String> opened =
        streamable(
            ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                    + "\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"audit10\",\"version\":\"1\"}}}")
                .getBytes(StandardCharsets.UTF_8),
            null);
    assertThat(opened.statusCode()).as(opened.body()).isEqualTo(200);
    String session = opened.headers().firstValue("Mcp-Session-Id").orElseThrow();
    streamable(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"
            .getBytes(StandardCharsets.UTF_8),
        session);
    return session;
  }

  private static byte[] writeScratchpad(String user, byte[] content) {
    byte[] head =
        ("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{"
                + "\"name\":\"write_scratchpad\",\"arguments\":{\"userId\":\""
                + user
                + "\",\"content\":\"")
            .getBytes(StandardCharsets.UTF_8);
    byte[] tail = "\"}}}".getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + content.length + tail.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(content, 0, out, head.length, content.length);
    System.arraycopy(tail, 0, out, head.length + content.length, tail.length);
    return out;
  }

  /**
   * L6 (b): a body that is not UTF-8 is a JSON-RPC parse error on {@code /mcp} (and the edge's
   * malformed-JSON refusal on {@code /messages}), before the SDK reads it. Before: the SDK decoded
   * it leniently and the scratchpad held two U+FFFD characters.
   */
  @Test
  void anMcpBodyThatIsNotUtf8IsAParseErrorAndNothingIsWritten() throws Exception {
    String user = "t10-utf8";
    String session = openSession();
    byte[] invalid = {'a', (byte) 0xFF, (byte) 0xFE, 'b'};
    HttpResponse<String> r = streamable(writeScratchpad(user, invalid), session);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
    JsonNode answer = TestServer.JSON.readTree(r.body());
    assertThat(answer.path("error").path("code").asInt()).as(r.body()).isEqualTo(-32700);
    assertThat(answer.path("jsonrpc").asString()).isEqualTo("2.0");
    assertThat(ok("/scratchpad/read", body("userId", user)).path("content").asString())
        .as("nothing written")
        .doesNotContain("\uFFFD")
        .doesNotContain("ab");

    // Valid UTF-8 (an astral character included) still reaches the tool.
    HttpResponse<String> fine =
        streamable(
            writeScratchpad(user, "caf\u00e9 \uD83D\uDE00".getBytes(StandardCharsets.UTF_8)),
            session);
    assertThat(fine.statusCode()).as(fine.body()).isEqualTo(200);
    assertThat(ok("/scratchpad/read", body("userId", user)).path("content").asString())
        .isEqualTo("caf\u00e9 \uD83D\uDE00");

    // HTTP+SSE: the POST is refused with the edge's body.
    try (McpSession.SseStream stream = McpSession.SseStream.open(server, http)) {
      HttpResponse<String> sse =
          http.send(
              HttpRequest.newBuilder(URI.create(server.base() + stream.endpoint()))
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofByteArray(writeScratchpad(user, invalid)))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(sse.statusCode()).as(sse.body()).isEqualTo(400);
      JsonNode refused = TestServer.JSON.readTree(sse.body());
      assertThat(refused.path("data").path("code").asString()).isEqualTo("MALFORMED_JSON");
      assertThat(refused.path("data").path("jsonRpcCode").asInt()).isEqualTo(-32700);
    }
    assertThat(ok("/scratchpad/read", body("userId", user)).path("content").asString())
        .isEqualTo("caf\u00e9 \uD83D\uDE00");
  }

  /**
   * L8 (b): a method a transport path does not serve is a 405 with the error body every route
   * gives. Before: {@code GET /messages} and {@code POST /sse} were 404s.
   */
  @Test
  void aWrongMethodOnAnMcpTransportPathIs405WithTheErrorBody() throws Exception {
    List<List<String>> calls =
        List.of(
            List.of("GET", "/messages"),
            List.of("PUT", "/messages"),
            List.of("POST", "/sse"),
            List.of("DELETE", "/sse"),
            List.of("PUT", "/mcp"),
            List.of("PATCH", "/mcp"));
    for (List<String> call : calls) {
      HttpResponse<String> r =
          http.send(
              HttpRequest.newBuilder(URI.create(server.base() + call.get(1)))
                  .header("Content-Type", "application/json")
                  .method(call.get(0), HttpRequest.BodyPublishers.ofString("{}"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).as(call + " " + r.body()).isEqualTo(405);
      JsonNode body = TestServer.JSON.readTree(r.body());
      assertThat(body.path("statusCode").asInt()).isEqualTo(405);
      assertThat(body.path("data").path("code").asString()).isEqualTo("METHOD_NOT_ALLOWED");
      assertThat(body.path("message").asString()).isNotBlank();
      assertThat(r.headers().firstValue("Allow")).as(call.toString()).isPresent();
    }
    // The methods each transport serves still reach it.
    String session = openSession();
    assertThat(session).isNotBlank();
  }

  // ------------------------------------------------------------------ probe: parser limits

  /**
   * Found by the tenth audit's probe: a body past a JSON parser limit (nesting depth, number or
   * name length) was refused with a message naming a Java method ("from
   * `StreamReadConstraints.getMaxNestingDepth()`"), and {@code /mcp} answered a body that is no
   * JSON at all with -32600 (invalid request) where JSON-RPC says -32700 (parse error).
   */
  @Test
  void aBodyPastAParserLimitOrNoJsonAtAllIsRefusedWithoutJavaText() throws Exception {
    String user = "{\"userId\":\"t10-limits\",";
    for (String body :
        List.of(
            user + "\"junk\":" + "[".repeat(40) + "]".repeat(40) + "}",
            user + "\"junk\":" + "9".repeat(200) + "}",
            user + "\"" + "k".repeat(1100) + "\":1}",
            user + "\"junk\":\"a\\q\"}")) {
      Response r = server.post("/commitments/list", body, Map.of());
      assertThat(r.status()).as(r.raw()).isEqualTo(400);
      assertThat(r.body().path("data").path("code").asString()).isEqualTo("MALFORMED_JSON");
      assertThat(r.body().path("message").asString())
          .as(r.raw())
          .startsWith("Request body is not valid JSON")
          .doesNotContain("StreamReadConstraints")
          .doesNotContain("`")
          .doesNotContain("()");
    }

    String session = openSession();
    for (String notJson : List.of("{bad", "", "[", "{\"jsonrpc\":\"2.0\",}")) {
      HttpResponse<String> r = streamable(notJson.getBytes(StandardCharsets.UTF_8), session);
      assertThat(r.statusCode()).as(notJson + " " + r.body()).isEqualTo(400);
      JsonNode answer = TestServer.JSON.readTree(r.body());
      assertThat(answer.path("error").path("code").asInt()).as(r.body()).isEqualTo(-32700);
      assertThat(answer.path("id").isNull()).isTrue();
    }
    // Well-formed JSON that is no JSON-RPC message stays the SDK's -32600.
    HttpResponse<String> notRpc =
        streamable("{\"jsonrpc\":\"2.0\",\"id\":5}".getBytes(StandardCharsets.UTF_8), session);
    assertThat(TestServer.JSON.readTree(notRpc.body()).path("error").path("code").asInt())
        .isEqualTo(-32600);

    try (McpSession.SseStream stream = McpSession.SseStream.open(server, http)) {
      Response sse = stream.post("{bad");
      assertThat(sse.status()).as(sse.raw()).isEqualTo(400);
      assertThat(sse.body().path("data").path("code").asString()).isEqualTo("MALFORMED_JSON");
      assertThat(sse.body().path("data").path("jsonRpcCode").asInt()).isEqualTo(-32700);
    }
  }

  // ------------------------------------------------------------------ N5

  /**
   * N5 (b): set-like arrays are plain arrays in the published schemas, as the routes take
   * duplicates. Before: {@code uniqueItems: true} and {@code maxItems} = the vocabulary's size. The
   * one array that refuses a repeat, {@code /node/merge}'s {@code nodeIds} (twentieth audit Z3),
   * says so.
   */
  @Test
  void setLikeArraysArePublishedAsPlainArrays() {
    Response doc = server.get("/openapi.json");
    assertThat(doc.status()).isEqualTo(200);
    assertThat(doc.raw().split("uniqueItems", -1)).as("one uniqueItems").hasSize(2);
    JsonNode schemas = doc.body().path("components").path("schemas");
    assertThat(
            schemas
                .path("NodeMergeRequest")
                .path("properties")
                .path("nodeIds")
                .path("uniqueItems")
                .asBoolean())
        .isTrue();
    List<String> bounded = new ArrayList<>();
    schemas.properties().stream()
        .forEach(
            c ->
                c.getValue()
                    .path("properties")
                    .properties()
                    .forEach(
                        p -> {
                          JsonNode s = p.getValue();
                          if (s.path("type").toString().contains("array")
                              && s.path("items").has("enum")
                              && s.has("maxItems")
                              && s.path("maxItems").asInt() == s.path("items").path("enum").size()
                              && List.of(
                                      "statuses",
                                      "nodeTypes",
                                      "excludeNodeTypes",
                                      "entityTypes",
                                      "types")
                                  .contains(p.getKey())) {
                            bounded.add(c.getKey() + "." + p.getKey());
                          }
                        }));
    assertThat(bounded).as("set-like arrays bounded by their vocabulary").isEmpty();
    // Duplicates beyond the vocabulary's size are taken, as published.
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      many.add("pending");
    }
    assertThat(
            server.post("/commitments/list", body("userId", "t10-n5", "statuses", many)).status())
        .isEqualTo(200);
    List<String> persons = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      persons.add("Person");
    }
    assertThat(
            server
                .post(
                    "/context/search",
                    body("userId", "t10-n5", "query", "x", "excludeNodeTypes", persons))
                .status())
        .isEqualTo(200);
  }

  // ------------------------------------------------------------------ N6

  /**
   * N6 (b): the zones are IANA's. Before: {@code SystemV/EST5} was taken (not in IANA's data since
   * 2020) and the IANA links {@code EST}, {@code MST}, {@code HST} were refused.
   */
  @Test
  void timeZonesAreIanasWithoutSystemVAndWithItsLinks() {
    String user = "t10-tz";
    for (String zone : List.of("SystemV/EST5", "SystemV/PST8PDT", "+02:00", "UTC+2")) {
      TestServer.assertInvalid(
          server.post(
              "/commitments/create",
              body(
                  "userId",
                  user,
                  "label",
                  "Zone " + zone,
                  "dueOn",
                  "2026-07-01",
                  "dueTime",
                  "12:00",
                  "timeZone",
                  zone)),
          "timeZone",
          "custom");
      assertThat(
              server
                  .post("/digest", body("userId", user, "date", "2026-07-01", "timeZone", zone))
                  .status())
          .as(zone)
          .isEqualTo(400);
    }
    Map<String, String> noonUtc =
        Map.of(
            "EST", "2026-07-01T17:00:00.000Z",
            "MST", "2026-07-01T19:00:00.000Z",
            "HST", "2026-07-01T22:00:00.000Z",
            "EST5EDT", "2026-07-01T16:00:00.000Z",
            "PST8PDT", "2026-07-01T19:00:00.000Z",
            "GMT+0", "2026-07-01T12:00:00.000Z",
            "ROC", "2026-07-01T04:00:00.000Z");
    for (Map.Entry<String, String> e : noonUtc.entrySet()) {
      Response r =
          server.post(
              "/commitments/create",
              body(
                  "userId",
                  user,
                  "label",
                  "Noon in " + e.getKey(),
                  "dueOn",
                  "2026-07-01",
                  "dueTime",
                  "12:00",
                  "timeZone",
                  e.getKey()));
      assertThat(r.status()).as(e.getKey() + " " + r.raw()).isEqualTo(201);
      assertThat(r.body().path("dueAt").asString()).as(e.getKey()).isEqualTo(e.getValue());
      assertThat(
              server
                  .post(
                      "/digest", body("userId", user, "date", "2026-07-01", "timeZone", e.getKey()))
                  .status())
          .as(e.getKey())
          .isEqualTo(200);
    }
  }
}
