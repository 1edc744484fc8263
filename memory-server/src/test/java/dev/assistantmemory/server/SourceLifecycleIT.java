package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * POST /maintenance/source-lifecycle over real HTTP on a real SQLite file: the maintenance token
 * (503 unset, 401 missing or wrong, never an API key), tombstone hides a source from lists, reads
 * and search and restore brings it back, purge erases content and identity and ends the receipt
 * purged (retry refused, search empty, restore says fresh ingestion is required), commandId replay,
 * the expectation conflicts, and another user's source: 404 and nothing written.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SourceLifecycleIT {
  private static final String TOKEN = "maint-secret-token-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;
  TestBackend backend;

  @BeforeAll
  void start(TestServer server, TestBackend backend) {
    this.server = server;
    this.backend = backend;
  }

  private Response lifecycle(
      TestServer s, String token, String user, JsonNode source, String command, String action) {
    return lifecycle(
        s,
        token,
        user,
        source.path("sourceId").asString(),
        source.path("partitionKey").asString(),
        source.path("version").asInt(),
        command,
        action);
  }

  private Response lifecycle(
      TestServer s,
      String token,
      String user,
      String sourceId,
      String partition,
      int version,
      String command,
      String action) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("sourceId", sourceId);
    body.put("expectedPartitionKey", partition);
    body.put("expectedSourceVersion", version);
    body.put("commandId", command);
    body.put("action", action);
    Map<String, String> headers =
        token == null ? Map.of() : Map.of("Authorization", "Bearer " + token);
    return s.post(
        "/maintenance/source-lifecycle", TestServer.JSON.writeValueAsString(body), headers);
  }

  private Response lifecycle(String user, JsonNode source, String command, String action) {
    return lifecycle(server, TOKEN, user, source, command, action);
  }

  /** Ingests a document, waits for it, and returns its /sources/get view. */
  private JsonNode ingest(String user, String id, String content) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", id);
    d.put("content", content);
    d.put("title", "Title " + id);
    Response r = server.post("/ingest/document", Map.of("userId", user, "document", d));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    JsonNode s = get(user, r.body().path("sourceId").asString());
    assertThat(s).isNotNull();
    return s;
  }

  /** /sources/get with content, or null when not found. */
  private JsonNode get(String user, String sourceId) {
    Response r =
        server.post(
            "/sources/get", Map.of("userId", user, "sourceId", sourceId, "includeContent", true));
    if (r.status() == 404) {
      return null;
    }
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("source");
  }

  private List<String> listed(String user) {
    Response r = server.post("/sources/list", Map.of("userId", user, "limit", 200));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("sources").valueStream().map(s -> s.path("sourceId").asString()).toList();
  }

  /** The source ids the chunk search cites for the query. */
  private List<String> searched(String user, String query) {
    Response r = server.post("/query/search", Map.of("userId", user, "query", query));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body()
        .path("sourceChunks")
        .valueStream()
        .map(c -> c.path("item").path("sourceId").asString())
        .toList();
  }

  private SourceRecord stored(String user, String sourceId) {
    return server.app().store().read(user, tx -> tx.findSource(user, sourceId)).orElseThrow();
  }

  private static void assertError(Response r, int status, String code) {
    assertThat(r.status()).as(r.raw()).isEqualTo(status);
    assertThat(r.body().path("data").path("code").asString()).as(r.raw()).isEqualTo(code);
    assertThat(r.raw()).doesNotContain("Exception");
  }

  @Test
  void unsetTokenAnswers503AndAMissingOrWrongTokenAnswers401() {
    JsonNode source = ingest("sl-auth", "auth-1", "The heron nests by the mill pond.");
    try (TestServer off = backend.open("off", Map.of())) {
      assertError(
          lifecycle(off, TOKEN, "sl-auth", "src_x", "memory:personal", 1, uuid(), "tombstone"),
          503,
          "PARTITION_MAINTENANCE_UNAVAILABLE");
    }
    assertError(
        lifecycle(server, null, "sl-auth", source, uuid(), "tombstone"),
        401,
        "PARTITION_MAINTENANCE_UNAUTHORIZED");
    assertError(
        lifecycle(server, "wrong-token", "sl-auth", source, uuid(), "tombstone"),
        401,
        "PARTITION_MAINTENANCE_UNAUTHORIZED");
    assertThat(get("sl-auth", source.path("sourceId").asString())).isNotNull();
    assertThat(listed("sl-auth")).contains(source.path("sourceId").asString());
  }

  @Test
  void anApiKeyIsNeverTheMaintenanceTokenAndKeysDoNotGuardTheRoute() {
    JsonNode source = ingest("sl-keys", "keys-1", "The swift circles the church tower.");
    dev.assistantmemory.core.auth.ApiKeys keys = server.app().apiKeys();
    dev.assistantmemory.core.auth.ApiKeys.Created admin =
        keys.create(null, dev.assistantmemory.core.auth.KeyScope.admin);
    try {
      // With a key active, the route still answers to its own token only.
      assertError(
          lifecycle(server, admin.key(), "sl-keys", source, uuid(), "tombstone"),
          401,
          "PARTITION_MAINTENANCE_UNAUTHORIZED");
      Response ok = lifecycle(server, TOKEN, "sl-keys", source, uuid(), "tombstone");
      assertThat(ok.status()).as(ok.raw()).isEqualTo(200);
      assertThat(ok.body().path("state").asString()).isEqualTo("tombstoned");
    } finally {
      keys.revoke(admin.record().id());
    }
  }

  @Test
  void tombstoneHidesTheSourceAndRestoreBringsItBack() {
    String user = "sl-tomb";
    JsonNode source = ingest(user, "tomb-1", "The heron nests by the mill pond every spring.");
    String id = source.path("sourceId").asString();
    assertThat(searched(user, "heron mill pond")).contains(id);

    String command = uuid();
    Response tomb = lifecycle(user, source, command, "tombstone");
    assertThat(tomb.status()).as(tomb.raw()).isEqualTo(200);
    JsonNode t = tomb.body();
    assertThat(t.path("sourceId").asString()).isEqualTo(id);
    assertThat(t.path("commandId").asString()).isEqualTo(command);
    assertThat(t.path("action").asString()).isEqualTo("tombstone");
    assertThat(t.path("state").asString()).isEqualTo("tombstoned");
    assertThat(t.path("replayed").asBoolean()).isFalse();
    assertThat(t.path("freshIngestionRequired").asBoolean()).isFalse();
    assertThat(t.path("storageCleanupState").asString()).isEqualTo("not_required");
    assertThat(t.path("sourceVersion").asInt()).isEqualTo(1);
    assertThat(t.path("restorableUntil").asString()).isNotEmpty();

    assertThat(get(user, id)).isNull();
    assertThat(listed(user)).doesNotContain(id);
    assertThat(searched(user, "heron mill pond")).doesNotContain(id);

    // The same commandId replays the stored answer and changes nothing.
    Response again = lifecycle(user, source, command, "tombstone");
    assertThat(again.status()).as(again.raw()).isEqualTo(200);
    assertThat(again.body().path("replayed").asBoolean()).isTrue();
    assertThat(again.body().path("state").asString()).isEqualTo("tombstoned");
    assertThat(again.body().path("restorableUntil").asString())
        .isEqualTo(t.path("restorableUntil").asString());
    // Reused for another action: refused.
    assertError(lifecycle(user, source, command, "restore"), 409, "LIFECYCLE_REFUSED");

    // The original's request: expectedPartitionKey is nullable (null = the unassigned partition,
    // here memory:personal) and expectedSourceVersion nonnegative (0 is a conflict, not a 400).
    assertError(
        lifecycle(server, TOKEN, user, id, null, 0, uuid(), "restore"),
        409,
        "SOURCE_VERSION_CONFLICT");
    Response restore =
        lifecycle(server, TOKEN, user, id, null, source.path("version").asInt(), uuid(), "restore");
    assertThat(restore.status()).as(restore.raw()).isEqualTo(200);
    assertThat(restore.body().path("state").asString()).isEqualTo("restored");
    assertThat(restore.body().path("freshIngestionRequired").asBoolean()).isFalse();
    assertThat(restore.body().path("restorableUntil").isNull()).isTrue();

    JsonNode back = get(user, id);
    assertThat(back).isNotNull();
    assertThat(back.path("content").path("text").asString())
        .isEqualTo("The heron nests by the mill pond every spring.");
    assertThat(listed(user)).contains(id);
    assertThat(searched(user, "heron mill pond")).contains(id);
  }

  @Test
  void purgeErasesContentAndIdentityAndEndsTheReceiptPurged() {
    String user = "sl-purge";
    JsonNode source = ingest(user, "purge-1", "The kestrel hovers above the quarry road.");
    String id = source.path("sourceId").asString();
    String op = source.path("processing").path("operationId").asString();
    assertThat(searched(user, "kestrel quarry road")).contains(id);

    String command = uuid();
    Response purge = lifecycle(user, source, command, "purge");
    assertThat(purge.status()).as(purge.raw()).isEqualTo(200);
    assertThat(purge.body().path("state").asString()).isEqualTo("purged");
    assertThat(purge.body().path("freshIngestionRequired").asBoolean()).isTrue();
    assertThat(purge.body().path("storageCleanupState").asString()).isEqualTo("not_required");
    assertThat(purge.body().path("replayed").asBoolean()).isFalse();
    server.awaitIndexed();

    // Reads: gone from /sources/get, lists and search; the stored row keeps no content.
    assertThat(get(user, id)).isNull();
    assertThat(listed(user)).doesNotContain(id);
    assertThat(searched(user, "kestrel quarry road")).isEmpty();
    SourceRecord row = stored(user, id);
    assertThat(row.content()).isNull();
    assertThat(row.contentHash()).isNull();
    assertThat(row.title()).isNull();
    assertThat(row.externalId()).isNotEqualTo("purge-1");
    assertThat(row.tombstonedAt()).isNotNull();

    // The receipt stays, purged.
    Response receipt =
        server.post("/sources/processing", Map.of("userId", user, "operationId", op));
    assertThat(receipt.status()).as(receipt.raw()).isEqualTo(200);
    assertThat(receipt.body().path("processing").path("status").asString()).isEqualTo("purged");
    assertThat(receipt.body().path("processing").path("errorCode").asString())
        .isEqualTo("SOURCE_PURGED");
    assertError(
        server.post("/sources/processing/retry", Map.of("userId", user, "operationId", op)),
        409,
        "SOURCE_TOMBSTONED");

    // Replay; tombstoning a purged source is refused; restore never brings the content back.
    Response again = lifecycle(user, source, command, "purge");
    assertThat(again.status()).as(again.raw()).isEqualTo(200);
    assertThat(again.body().path("replayed").asBoolean()).isTrue();
    assertThat(again.body().path("state").asString()).isEqualTo("purged");
    assertError(lifecycle(user, source, uuid(), "tombstone"), 409, "LIFECYCLE_REFUSED");
    Response restore = lifecycle(user, source, uuid(), "restore");
    assertThat(restore.status()).as(restore.raw()).isEqualTo(200);
    assertThat(restore.body().path("state").asString()).isEqualTo("purged");
    assertThat(restore.body().path("freshIngestionRequired").asBoolean()).isTrue();
    assertThat(get(user, id)).isNull();
    assertThat(stored(user, id).content()).isNull();

    // The identity is free: the same document id can be ingested afresh as a new source.
    JsonNode fresh = ingest(user, "purge-1", "The kestrel hovers above the quarry road.");
    assertThat(fresh.path("sourceId").asString()).isNotEqualTo(id);
  }

  /** The source ids the graph search (/search) hits cite for the query. */
  private List<String> graphSearched(String user, String query) {
    Response r = server.post("/search", Map.of("userId", user, "query", query));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body()
        .path("hits")
        .valueStream()
        .map(h -> h.path("source").path("sourceId").asString())
        .toList();
  }

  /** The source ids the claims among /query/search's searchResults cite for the query. */
  private List<String> claimSources(String user, String query) {
    Response r = server.post("/query/search", Map.of("userId", user, "query", query));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body()
        .path("searchResults")
        .valueStream()
        .filter(h -> h.path("group").asString().equals("similarClaims"))
        .map(h -> h.path("item").path("sourceId").asString())
        .toList();
  }

  @Test
  void claimsOfATombstonedOrPurgedSourceLeaveQuerySearch() {
    String user = "sl-claims";
    JsonNode source =
        ingest(
            user,
            "claims-1",
            "Marieke works at Philips in Eindhoven. I'll renew the passport by Friday.");
    String id = source.path("sourceId").asString();
    assertThat(claimSources(user, "Marieke Philips passport")).contains(id);
    assertThat(lifecycle(user, source, uuid(), "tombstone").status()).isEqualTo(200);
    assertThat(claimSources(user, "Marieke Philips passport")).doesNotContain(id);
    assertThat(lifecycle(user, source, uuid(), "restore").status()).isEqualTo(200);
    assertThat(claimSources(user, "Marieke Philips passport")).contains(id);
    assertThat(lifecycle(user, source, uuid(), "purge").status()).isEqualTo(200);
    server.awaitIndexed();
    assertThat(claimSources(user, "Marieke Philips passport")).doesNotContain(id);
  }

  /** The labels of the node cards among /query/search's searchResults for the query. */
  private List<String> nodeLabels(String user, String query) {
    Response r = server.post("/query/search", Map.of("userId", user, "query", query));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body()
        .path("searchResults")
        .valueStream()
        .filter(h -> h.path("group").asString().equals("similarNodes"))
        .map(h -> h.path("item").path("label").asString())
        .toList();
  }

  @Test
  void aNodeLeavesQuerySearchOnlyWhenEverySourceThatKnowsItIsTombstoned() {
    String user = "sl-nodes";
    JsonNode first = ingest(user, "nodes-1", "Marieke works at Philips in Eindhoven.");
    assertThat(nodeLabels(user, "Marieke")).contains("Marieke");
    assertThat(lifecycle(user, first, uuid(), "tombstone").status()).isEqualTo(200);
    assertThat(nodeLabels(user, "Marieke")).as("known only from a tombstoned source").isEmpty();

    JsonNode second = ingest(user, "nodes-2", "Marieke moved to Utrecht last spring.");
    assertThat(nodeLabels(user, "Marieke")).as("a live source knows her again").contains("Marieke");
    assertThat(lifecycle(user, second, uuid(), "tombstone").status()).isEqualTo(200);
    assertThat(nodeLabels(user, "Marieke")).isEmpty();
    assertThat(lifecycle(user, first, uuid(), "restore").status()).isEqualTo(200);
    assertThat(nodeLabels(user, "Marieke")).contains("Marieke");
    assertThat(nodeLabels("sl-nodes-other", "Marieke")).as("another user's search").isEmpty();
  }

  @Test
  void purgedAndTombstonedSourcesLeaveTheGraphSearch() {
    String user = "sl-graph";
    JsonNode source =
        ingest(
            user,
            "graph-1",
            "Marieke works at Philips in Eindhoven. I'll renew the passport by Friday.");
    String id = source.path("sourceId").asString();
    assertThat(graphSearched(user, "Marieke Philips passport")).contains(id);
    assertThat(lifecycle(user, source, uuid(), "tombstone").status()).isEqualTo(200);
    assertThat(graphSearched(user, "Marieke Philips passport")).doesNotContain(id);
    assertThat(lifecycle(user, source, uuid(), "restore").status()).isEqualTo(200);
    assertThat(graphSearched(user, "Marieke Philips passport")).contains(id);
    assertThat(lifecycle(user, source, uuid(), "purge").status()).isEqualTo(200);
    server.awaitIndexed();
    assertThat(graphSearched(user, "Marieke Philips passport")).doesNotContain(id);
  }

  @Test
  void conflictsAndAnotherUsersSourceWriteNothing() {
    JsonNode source = ingest("sl-own", "own-1", "The otter slides down the river bank.");
    String id = source.path("sourceId").asString();

    assertError(
        lifecycle(server, TOKEN, "sl-own", id, "memory:elsewhere", 1, uuid(), "tombstone"),
        409,
        "SOURCE_PARTITION_CONFLICT");
    assertError(
        lifecycle(
            server,
            TOKEN,
            "sl-own",
            id,
            source.path("partitionKey").asString(),
            7,
            uuid(),
            "purge"),
        409,
        "SOURCE_VERSION_CONFLICT");

    // Another user naming this source: not found, and neither the source nor the command changed.
    String command = uuid();
    assertError(lifecycle("sl-intruder", source, command, "purge"), 404, "NOT_FOUND");
    assertThat(get("sl-own", id).path("content").path("text").asString())
        .isEqualTo("The otter slides down the river bank.");
    assertThat(commandStored("sl-intruder", command)).isFalse();
    assertThat(commandStored("sl-own", command)).isFalse();
    // The owner can still use that commandId: nothing of the refused call was kept.
    Response mine = lifecycle("sl-own", source, command, "tombstone");
    assertThat(mine.status()).as(mine.raw()).isEqualTo(200);
    assertThat(mine.body().path("replayed").asBoolean()).isFalse();

    // A malformed commandId is a validation error, not a 500.
    assertError(lifecycle("sl-own", source, "not-a-uuid", "purge"), 400, "VALIDATION_FAILED");
  }

  private boolean commandStored(String user, String command) {
    Boolean found =
        server.app().store().read(user, tx -> tx.lifecycle().command(user, command).isPresent());
    return found;
  }

  private static String uuid() {
    return UUID.randomUUID().toString();
  }
}
