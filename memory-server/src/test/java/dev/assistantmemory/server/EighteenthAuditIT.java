package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The eighteenth audit (docs/contract-audit.md): what a client reads by id after the host removed a
 * source. A node known only from removed sources leaves every list (TombstonedTasksIT), so its
 * reads by id answer it as not found too (CONTRACT.md 9, 13.23), and a restore brings it back; a
 * node's source lists name live sources only (a removed one is 404 on {@code /sources/get}); {@code
 * /citations/resolve} reads no title or text of a removed source; a deleted node's history is 404
 * like its other reads. Real HTTP on SQLite (PostgreSQL through {@link EighteenthAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EighteenthAuditIT {
  private static final String TOKEN = "maint-secret-token-eighteen-0123456789abcdef";

  /** The by-id node reads of CONTRACT.md 8 and ours, each with the body it takes. */
  private static final List<String> NODE_READS =
      List.of(
          "/node/get",
          "/node/sources",
          "/node/history",
          "/node/profile",
          "/node/neighborhood",
          "/node/summarize",
          "/context/entity");

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  @Test
  void aTaskKnownOnlyFromATombstonedSourceIsNotFoundByIdUntilARestore() {
    String user = "a18-tomb";
    JsonNode source = ingest(user, "a18-1", "I'll renew the passport by Friday.");
    String sourceId = source.path("sourceId").asString();
    String task = passportTask(user);
    assertReadable(user, task, sourceId, true);

    assertThat(lifecycle(user, source, "tombstone").status()).isEqualTo(200);
    assertReadable(user, task, sourceId, false);

    assertThat(lifecycle(user, source, "restore").status()).isEqualTo(200);
    assertReadable(user, task, sourceId, true);
  }

  @Test
  void aNodesSourcesNameOnlyItsLiveSources() {
    String user = "a18-sources";
    JsonNode doc = ingest(user, "a18-2", "The heron nests by the mill pond every spring.");
    String docId = doc.path("sourceId").asString();
    String ada = server.node(user, "Person", "Ada Lovelace");
    String typed = claim(user, ada, "Ada is curious", "curious", null);
    String cited = claim(user, ada, "Ada likes herons", "likes herons", docId);
    String manual =
        server
            .ok("/claim/get", Map.of("userId", user, "claimId", typed))
            .path("claim")
            .path("sourceId")
            .asString();
    assertThat(sourceIds(user, ada)).containsExactlyInAnyOrder(manual, docId);
    assertThat(nodeGetSourceIds(user, ada)).containsExactlyInAnyOrder(manual, docId);

    assertThat(lifecycle(user, doc, "tombstone").status()).isEqualTo(200);
    assertThat(sourceIds(user, ada)).as("/node/sources").containsExactly(manual);
    assertThat(nodeGetSourceIds(user, ada)).as("/node/get sourceIds").containsExactly(manual);
    JsonNode citation =
        server
            .ok("/citations/resolve", Map.of("userId", user, "ids", List.of(cited)))
            .path("citations")
            .get(0);
    assertThat(citation.path("available").asBoolean()).as(citation.toString()).isFalse();
    assertThat(citation.path("snippet").isNull()).as("its text is not read: " + citation).isTrue();
    assertThat(citation.path("source").isNull())
        .as("a claim's removed source is not described: " + citation)
        .isTrue();
    assertThat(claimIds(user, ada)).as("/node/get claims").contains(typed).doesNotContain(cited);

    assertThat(lifecycle(user, doc, "restore").status()).isEqualTo(200);
    assertThat(sourceIds(user, ada)).containsExactlyInAnyOrder(manual, docId);
    assertThat(claimIds(user, ada)).contains(typed, cited);
  }

  @Test
  void theAtlasTheSampleAndThePreferencesLeaveWhatOnlyARemovedSourceSaid() {
    String user = "a18-atlas";
    JsonNode doc = ingest(user, "a18-3", "My sister Zoe lives in Lisbon.");
    String docId = doc.path("sourceId").asString();
    String me = server.node(user, "Person", "Quentin");
    Map<String, Object> pref = new LinkedHashMap<>();
    pref.put("userId", user);
    pref.put("subjectNodeId", me);
    pref.put("predicate", "HAS_PREFERENCE");
    pref.put("statement", "Quentin prefers green tea over coffee");
    pref.put("objectValue", "green tea over coffee");
    pref.put("sourceId", docId);
    assertThat(server.post("/claim/create", pref).status()).isEqualTo(201);
    assertAtlas(user, true);

    assertThat(lifecycle(user, doc, "tombstone").status()).isEqualTo(200);
    assertAtlas(user, false);

    assertThat(lifecycle(user, doc, "restore").status()).isEqualTo(200);
    assertAtlas(user, true);
  }

  private void assertAtlas(String user, boolean shown) {
    String atlas =
        server
            .ok("/query/atlas", Map.of("userId", user, "assistantId", "a18"))
            .path("atlas")
            .asString();
    String sample =
        server
            .ok("/query/sample-nodes", Map.of("userId", user, "limit", 24))
            .path("nodes")
            .toString();
    // Not forced: the bundle cached before the change must not be served after it.
    String boot =
        server.ok("/context/bootstrap", Map.of("userId", user)).path("sections").toString();
    if (shown) {
      assertThat(atlas).as("/query/atlas").contains("Zoe");
      assertThat(sample).as("/query/sample-nodes").contains("Zoe").contains("Lisbon");
      assertThat(boot).as("/context/bootstrap").contains("Zoe").contains("green tea");
    } else {
      assertThat(atlas).as("/query/atlas").doesNotContain("Zoe");
      assertThat(sample).as("/query/sample-nodes").doesNotContain("Zoe").doesNotContain("Lisbon");
      assertThat(boot).as("/context/bootstrap").doesNotContain("Zoe").doesNotContain("green tea");
    }
  }

  @Test
  void aTombstoneAndARestoreReachTheChangeFeedAndSearchFindsTheTextAgain() {
    String user = "a18-feed";
    JsonNode doc = ingest(user, "a18-4", "The heron nests by the mill pond every spring.");
    String docId = doc.path("sourceId").asString();
    String cursor = feed(user, null, docId, new ArrayList<>());
    assertThat(searchChunkSources(user)).as("before").contains(docId);

    assertThat(lifecycle(user, doc, "tombstone").status()).isEqualTo(200);
    List<JsonNode> removed = new ArrayList<>();
    cursor = feed(user, cursor, docId, removed);
    assertThat(removed).as("the tombstone's events").isNotEmpty();
    for (JsonNode e : removed) {
      // The source's chunks, and (nineteenth audit) the claims extracted only from it.
      assertThat(e.path("entityType").asString()).as(e.toString()).isIn("chunk", "claim");
      assertThat(e.path("action").asString()).as(e.toString()).isEqualTo("tombstone");
      assertThat(e.path("status").asString()).as(e.toString()).isEqualTo("deleted");
    }
    assertThat(searchChunkSources(user)).as("after the tombstone").doesNotContain(docId);

    assertThat(lifecycle(user, doc, "restore").status()).isEqualTo(200);
    List<JsonNode> back = new ArrayList<>();
    feed(user, cursor, docId, back);
    assertThat(back).as("the restore's events").hasSameSizeAs(removed);
    for (JsonNode e : back) {
      boolean chunk = "chunk".equals(e.path("entityType").asString());
      assertThat(e.path("action").asString()).as(e.toString()).isEqualTo("upsert");
      assertThat(e.path("kind").asString()).as(e.toString()).isEqualTo(chunk ? "source" : "claim");
      assertThat(e.path("status").asString()).as(e.toString()).isEqualTo(chunk ? "live" : "active");
    }
    assertThat(searchChunkSources(user)).as("after the restore").contains(docId);
  }

  /** Pages one pass of the feed from {@code cursor}, collecting the source's events. */
  private String feed(String user, String cursor, String sourceId, List<JsonNode> out) {
    while (true) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("userId", user);
      body.put("limit", 500);
      if (cursor != null) {
        body.put("cursor", cursor);
      }
      JsonNode page = server.ok("/query/change-feed", body);
      for (JsonNode e : page.path("events")) {
        if (sourceId.equals(e.path("sourceId").asString())) {
          out.add(e);
        }
      }
      cursor = page.path("nextCursor").asString();
      if (page.path("complete").asBoolean()) {
        return cursor;
      }
    }
  }

  private List<String> searchChunkSources(String user) {
    server.awaitIndexed();
    List<String> out = new ArrayList<>();
    server
        .ok("/query/search", Map.of("userId", user, "query", "heron mill pond"))
        .path("sourceChunks")
        .forEach(c -> out.add(c.path("item").path("sourceId").asString()));
    return out;
  }

  @Test
  void aDeletedNodesHistoryIsNotFoundLikeItsOtherReads() {
    String user = "a18-deleted";
    String node = server.node(user, "Person", "Grace Hopper");
    claim(user, node, "Grace writes compilers", "writes compilers", null);
    assertThat(server.post("/node/history", Map.of("userId", user, "nodeId", node)).status())
        .isEqualTo(200);
    assertThat(server.post("/node/delete", Map.of("userId", user, "nodeId", node)).status())
        .isEqualTo(200);
    Response r = server.post("/node/history", Map.of("userId", user, "nodeId", node));
    assertThat(r.status()).as(r.raw()).isEqualTo(404);
    assertThat(r.body().path("data").path("code").asString()).isEqualTo("NOT_FOUND");
  }

  private void assertReadable(String user, String task, String sourceId, boolean readable) {
    int expected = readable ? 200 : 404;
    for (String path : NODE_READS) {
      Response r = server.post(path, Map.of("userId", user, "nodeId", task));
      assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(expected);
    }
    Response get = server.post("/commitments/get", Map.of("userId", user, "taskId", task));
    assertThat(get.status()).as("/commitments/get " + get.raw()).isEqualTo(expected);
    if (!readable) {
      assertThat(get.body().path("data").path("name").asString()).isEqualTo("TaskNotFoundError");
      assertThat(get.body().path("data").path("taskId").asString()).isEqualTo(task);
    }
    JsonNode citations =
        server
            .ok("/citations/resolve", Map.of("userId", user, "ids", List.of(sourceId, task)))
            .path("citations");
    JsonNode src = citations.get(0);
    JsonNode node = citations.get(1);
    assertThat(src.path("available").asBoolean()).as("source " + src).isEqualTo(readable);
    assertThat(node.path("available").asBoolean()).as("node " + node).isEqualTo(readable);
    if (readable) {
      assertThat(src.path("title").asString()).isEqualTo("Title a18-1");
      assertThat(src.path("snippet").asString()).contains("passport");
      assertThat(node.path("title").asString().toLowerCase(Locale.ROOT)).contains("passport");
    } else {
      assertThat(src.path("title").isNull()).as("source title " + src).isTrue();
      assertThat(src.path("snippet").isNull()).as("source snippet " + src).isTrue();
      assertThat(src.path("canonicalId").asString()).isEqualTo(sourceId);
      assertThat(node.path("title").isNull()).as("node title " + node).isTrue();
    }
  }

  private String passportTask(String user) {
    JsonNode list =
        server
            .ok("/commitments/list", Map.of("userId", user, "provenance", "all", "limit", 200))
            .path("commitments");
    for (JsonNode c : list) {
      if (c.path("label").asString().toLowerCase(Locale.ROOT).contains("passport")) {
        return c.path("taskId").asString();
      }
    }
    throw new AssertionError("no passport task in " + list);
  }

  private String claim(String user, String subject, String statement, String value, String src) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("subjectNodeId", subject);
    body.put("predicate", "HAS_ATTRIBUTE");
    body.put("statement", statement);
    body.put("objectValue", value);
    if (src != null) {
      body.put("sourceId", src);
    }
    Response r = server.post("/claim/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("claim").path("id").asString();
  }

  private List<String> sourceIds(String user, String node) {
    List<String> out = new ArrayList<>();
    server
        .ok("/node/sources", Map.of("userId", user, "nodeId", node))
        .path("sources")
        .forEach(s -> out.add(s.path("sourceId").asString()));
    return out;
  }

  private List<String> claimIds(String user, String node) {
    List<String> out = new ArrayList<>();
    server
        .ok("/node/get", Map.of("userId", user, "nodeId", node))
        .path("claims")
        .forEach(c -> out.add(c.path("id").asString()));
    return out;
  }

  private List<String> nodeGetSourceIds(String user, String node) {
    List<String> out = new ArrayList<>();
    server
        .ok("/node/get", Map.of("userId", user, "nodeId", node))
        .path("node")
        .path("sourceIds")
        .forEach(s -> out.add(s.asString()));
    return out;
  }

  private JsonNode ingest(String user, String id, String content) {
    return server.ingestDocument(user, id, content);
  }

  private Response lifecycle(String user, JsonNode source, String action) {
    return server.sourceLifecycle(user, source, action, TOKEN);
  }
}
