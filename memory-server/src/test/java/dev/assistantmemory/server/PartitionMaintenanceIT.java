package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
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
 * The partition maintenance routes of CONTRACT.md 10.2 and the migration fence of section 3, over
 * real HTTP on a real SQLite file: the token (503 unset, 401 missing or wrong, never an API key) on
 * every route, each route's bounds, compare-and-set conflicts, replay, another user's source (404,
 * nothing written), and the fence's refusals (PARTITION_MIGRATION_REQUIRED, PARTITION_REQUIRED,
 * PARTITION_UNAUTHORIZED).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PartitionMaintenanceIT {
  private static final String TOKEN = "partition-maintenance-secret-token";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  private static final List<String> ROUTES =
      List.of(
          "/maintenance/partition-initialize",
          "/maintenance/partition-migration",
          "/maintenance/partition-reclassify",
          "/maintenance/partition-progress",
          "/maintenance/partition-inventory",
          "/maintenance/source-lifecycle-cleanup-sweep",
          "/maintenance/source-lifecycle-read-model-sweep");

  TestServer server;
  TestBackend backend;

  @BeforeAll
  void start(TestServer server, TestBackend backend) {
    this.server = server;
    this.backend = backend;
  }

  // ---- helpers ----

  private Response maint(TestServer s, String path, Map<String, ?> body, String token) {
    Map<String, String> headers =
        token == null ? Map.of() : Map.of("Authorization", "Bearer " + token);
    return s.post(path, TestServer.JSON.writeValueAsString(body), headers);
  }

  private Response maint(String path, Map<String, ?> body) {
    return maint(server, path, body, TOKEN);
  }

  private JsonNode ok(Response r) {
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body();
  }

  private static void assertError(Response r, int status, String code) {
    assertThat(r.status()).as(r.raw()).isEqualTo(status);
    assertThat(r.body().path("data").path("code").asString()).as(r.raw()).isEqualTo(code);
    assertThat(r.raw()).doesNotContain("Exception");
  }

  /** A 400 naming {@code field} among its issues. */
  private static void assertInvalid(Response r, String field) {
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    assertThat(r.raw()).as(r.raw()).contains(field);
    assertThat(r.raw()).doesNotContain("Exception");
  }

  private Response ingestRaw(String user, String partitionKey, String id, String content) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", id);
    d.put("content", content);
    d.put("title", "Title " + id);
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    if (partitionKey != null) {
      body.put("partitionKey", partitionKey);
    }
    body.put("document", d);
    return server.post("/ingest/document", body);
  }

  /** Ingests a document, waits for it, and returns its source id. */
  private String ingest(String user, String partitionKey, String id, String content) {
    Response r = ingestRaw(user, partitionKey, id, content);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    return r.body().path("sourceId").asString();
  }

  private Response search(String user, String partitionKey, boolean workspace) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("query", "anything");
    if (partitionKey != null) {
      body.put("partitionKey", partitionKey);
    }
    return server.post(
        "/query/search",
        TestServer.JSON.writeValueAsString(body),
        workspace ? Map.of("x-memory-access-scope", "workspace") : Map.of());
  }

  private JsonNode migration(String user) {
    return ok(maint("/maintenance/partition-progress", Map.of("userId", user))).path("migration");
  }

  /** Sets the user back to unmigrated (the legacy-import hook) and returns the version. */
  private int unmigrated(String user) {
    return server.app().partitionMaintenance().markUnmigrated(user).version();
  }

  private Response migrate(
      String user, String expected, int version, String next, String unassigned) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("expectedState", expected);
    body.put("expectedVersion", version);
    body.put("nextState", next);
    if (unassigned != null) {
      body.put("unassignedPartitionKey", unassigned);
    }
    return maint("/maintenance/partition-migration", body);
  }

  private Map<String, Object> reclassifyBody(
      String user,
      String sourceId,
      String expected,
      String target,
      int version,
      String generation) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("sourceId", sourceId);
    body.put("expectedPartitionKey", expected);
    body.put("targetPartitionKey", target);
    body.put("expectedSourceVersion", version);
    body.put("bindingGeneration", generation);
    return body;
  }

  /** A body each route accepts (for the token checks). */
  private Map<String, Object> validBody(String route, String user) {
    return switch (route) {
      case "/maintenance/partition-initialize" ->
          Map.of("userId", user, "unassignedPartitionKey", "legacy:inbox");
      case "/maintenance/partition-migration" ->
          Map.of(
              "userId",
              user,
              "expectedState",
              "migrated",
              "expectedVersion",
              0,
              "nextState",
              "migrated",
              "unassignedPartitionKey",
              "legacy:inbox");
      case "/maintenance/partition-reclassify" ->
          reclassifyBody(user, "src_00000000000000000000000000", null, "work:x", 1, "g");
      case "/maintenance/partition-progress", "/maintenance/partition-inventory" ->
          Map.of("userId", user);
      default -> Map.of("limit", 10);
    };
  }

  // ---- the token ----

  @Test
  void everyRouteAnswers503WithoutATokenAnd401ForAMissingWrongOrApiKeyToken() {
    String user = "pm-auth";
    try (TestServer off = backend.open("off", Map.of())) {
      for (String route : ROUTES) {
        assertError(
            maint(off, route, validBody(route, user), TOKEN),
            503,
            "PARTITION_MAINTENANCE_UNAVAILABLE");
      }
    }
    ApiKeys keys = server.app().apiKeys();
    ApiKeys.Created admin = keys.create(null, KeyScope.admin);
    try {
      for (String route : ROUTES) {
        Map<String, Object> body = validBody(route, user);
        assertError(maint(server, route, body, null), 401, "PARTITION_MAINTENANCE_UNAUTHORIZED");
        assertError(
            maint(server, route, body, "wrong-token"), 401, "PARTITION_MAINTENANCE_UNAUTHORIZED");
        // An API key, even an admin one, is never the maintenance token.
        assertError(
            maint(server, route, body, admin.key()), 401, "PARTITION_MAINTENANCE_UNAUTHORIZED");
      }
      // Nothing was written by the refused calls: the user was never created.
      assertThat((Boolean) server.app().store().read(user, tx -> tx.partitions().userExists(user)))
          .isFalse();
      // With a key active, the right token still opens the route.
      assertThat(maint(server, ROUTES.get(3), Map.of("userId", user), TOKEN).status())
          .isEqualTo(200);
    } finally {
      keys.revoke(admin.record().id());
    }
  }

  // ---- initialize ----

  @Test
  void initializeCreatesAMigratedUserOnceAndRefusesAnUnfinishedMigration() {
    JsonNode first =
        ok(
            maint(
                "/maintenance/partition-initialize",
                Map.of("userId", "pm-init", "unassignedPartitionKey", "legacy:inbox")));
    assertThat(first.path("state").asString()).isEqualTo("migrated");
    // The original's answer: state "migrated", version a positive int (its client checks).
    assertThat(first.path("version").asInt()).isEqualTo(1);
    assertThat(first.path("created").asBoolean()).isTrue();
    JsonNode again =
        ok(
            maint(
                "/maintenance/partition-initialize",
                Map.of("userId", "pm-init", "unassignedPartitionKey", "legacy:inbox")));
    assertThat(again.path("created").asBoolean()).isFalse();
    assertThat(again.path("version").asInt()).isEqualTo(1);
    assertThat(
            ok(maint("/maintenance/partition-progress", Map.of("userId", "pm-init")))
                .path("migration")
                .path("version")
                .asInt())
        .isEqualTo(1);

    // Bounds: required, pattern, length.
    assertInvalid(
        maint("/maintenance/partition-initialize", Map.of("userId", "pm-init")),
        "unassignedPartitionKey");
    assertInvalid(
        maint(
            "/maintenance/partition-initialize",
            Map.of("userId", "pm-init", "unassignedPartitionKey", "-bad key")),
        "unassignedPartitionKey");
    assertInvalid(
        maint(
            "/maintenance/partition-initialize",
            Map.of("userId", "pm-init", "unassignedPartitionKey", "k".repeat(201))),
        "unassignedPartitionKey");

    int version = unmigrated("pm-init-legacy");
    Response refused =
        maint(
            "/maintenance/partition-initialize",
            Map.of("userId", "pm-init-legacy", "unassignedPartitionKey", "legacy:inbox"));
    assertError(refused, 409, "MIGRATION_STATE_CONFLICT");
    assertThat(refused.body().path("data").path("current").path("state").asString())
        .isEqualTo("unmigrated");
    assertThat(refused.body().path("data").path("current").path("version").asInt())
        .isEqualTo(version);
  }

  // ---- migration ----

  @Test
  void migrationMovesForwardByCompareAndSet() {
    String user = "pm-cas";
    ingest(user, null, "cas-1", "The heron nests by the mill pond.");
    assertThat(migration(user).path("state").asString()).isEqualTo("migrated");
    assertThat(migration(user).path("version").asInt()).isZero();
    int v = unmigrated(user);
    assertThat(migration(user).path("state").asString()).isEqualTo("unmigrated");

    JsonNode started = ok(migrate(user, "unmigrated", v, "migrating", null));
    assertThat(started.path("state").asString()).isEqualTo("migrating");
    assertThat(started.path("version").asInt()).isEqualTo(v + 1);

    // The same call again is a stale compare-and-set: 409 with the current fence.
    Response stale = migrate(user, "unmigrated", v, "migrating", null);
    assertError(stale, 409, "MIGRATION_STATE_CONFLICT");
    assertThat(stale.body().path("data").path("current").path("state").asString())
        .isEqualTo("migrating");
    assertThat(stale.body().path("data").path("current").path("version").asInt()).isEqualTo(v + 1);
    // Right state, wrong version: also a conflict, nothing moved.
    assertError(
        migrate(user, "migrating", v, "migrated", "legacy:inbox"), 409, "MIGRATION_STATE_CONFLICT");
    assertThat(migration(user).path("version").asInt()).isEqualTo(v + 1);

    // Bounds: nextState is migrating or migrated; versions are >= 0; finishing needs the key.
    assertInvalid(migrate(user, "migrating", v + 1, "unmigrated", null), "nextState");
    assertInvalid(migrate(user, "sideways", v + 1, "migrated", "legacy:inbox"), "expectedState");
    assertInvalid(migrate(user, "migrating", -1, "migrated", "legacy:inbox"), "expectedVersion");
    assertInvalid(migrate(user, "migrating", v + 1, "migrated", null), "unassignedPartitionKey");
    assertInvalid(
        migrate(user, "migrating", v + 1, "migrated", "bad key!"), "unassignedPartitionKey");
    assertThat(migration(user).path("state").asString()).isEqualTo("migrating");

    JsonNode done = ok(migrate(user, "migrating", v + 1, "migrated", "legacy:inbox"));
    assertThat(done.path("state").asString()).isEqualTo("migrated");
    assertThat(done.path("version").asInt()).isEqualTo(v + 2);
    // Backwards is refused even at the right version.
    assertError(
        migrate(user, "migrated", v + 2, "migrating", null), 409, "MIGRATION_STATE_CONFLICT");
    assertThat(migration(user).path("version").asInt()).isEqualTo(v + 2);
  }

  // ---- the fence ----

  @Test
  void anUnmigratedUserMayNotNameAPartition() {
    String user = "pm-fence-unmigrated";
    unmigrated(user);
    assertError(search(user, "work:acme", false), 409, "PARTITION_MIGRATION_REQUIRED");
    Response write = ingestRaw(user, "work:acme", "fence-1", "The otter slides down the bank.");
    assertError(write, 409, "PARTITION_MIGRATION_REQUIRED");
    // Nothing was written: no source exists for the user.
    assertThat(ok(server.post("/sources/list", Map.of("userId", user))).path("sources").size())
        .isZero();
    // MCP tools run the same fenced handlers.
    io.modelcontextprotocol.spec.McpSchema.CallToolResult tool =
        server
            .app()
            .mcpTools()
            .call(
                "search_memory",
                dev.assistantmemory.server.mcp.MemoryTools.arguments(
                    Map.of("userId", user, "partitionKey", "work:acme", "query", "otter")),
                new dev.assistantmemory.server.mcp.MemoryTools.Caller(null, null, null));
    assertThat(tool.isError()).isTrue();
    assertThat(((io.modelcontextprotocol.spec.McpSchema.TextContent) tool.content().get(0)).text())
        .contains("PARTITION_MIGRATION_REQUIRED");
    // Without a key the user works as before.
    assertThat(search(user, null, false).status()).isEqualTo(200);
    ingest(user, null, "fence-2", "The otter slides down the bank.");
  }

  @Test
  void aMigratingUserMustNameARegisteredPartitionOnStrictCalls() {
    String user = "pm-fence-migrating";
    ingest(user, "work:known", "known-1", "The swift circles the church tower.");
    int v = unmigrated(user);
    ok(migrate(user, "unmigrated", v, "migrating", null));

    assertError(search(user, null, false), 409, "PARTITION_REQUIRED");
    assertError(
        ingestRaw(user, null, "keyless-1", "The kestrel hovers above the quarry."),
        409,
        "PARTITION_REQUIRED");
    // Workspace reads need no key.
    assertThat(search(user, null, true).status()).isEqualTo(200);
    // A partition the user's sources used before the migration started is registered.
    assertThat(search(user, "work:known", false).status()).isEqualTo(200);
    // An unknown key on a read: unauthorized; a write registers it.
    assertError(search(user, "work:new", false), 409, "PARTITION_UNAUTHORIZED");
    ingest(user, "work:new", "new-1", "The kestrel hovers above the quarry.");
    assertThat(search(user, "work:new", false).status()).isEqualTo(200);

    // Finishing lifts the fence at once (this process dropped its cached state).
    JsonNode m = migration(user);
    ok(migrate(user, "migrating", m.path("version").asInt(), "migrated", "legacy:inbox"));
    assertThat(search(user, null, false).status()).isEqualTo(200);
    assertThat(search(user, "work:new", false).status()).isEqualTo(200);
    assertThat(search(user, "legacy:inbox", false).status()).isEqualTo(200);
    // After migration a key never registered is still refused (CONTRACT 3).
    assertError(search(user, "work:other", false), 409, "PARTITION_UNAUTHORIZED");
  }

  /**
   * CONTRACT 3 for the migrated users this service creates: no key is fine, memory:personal is the
   * user's, a key never written is 409 PARTITION_UNAUTHORIZED (strict and workspace alike, nothing
   * registered by the refusal), and the first write with a key registers it.
   */
  @Test
  void aMigratedUserNeedsARegisteredKeyAndAWriteRegistersOne() {
    String user = "pm-fence-migrated";
    assertThat(search(user, null, false).status()).isEqualTo(200);
    assertThat(search(user, "memory:personal", false).status()).isEqualTo(200);
    assertError(search(user, "work:anything", false), 409, "PARTITION_UNAUTHORIZED");
    assertError(search(user, "work:anything", true), 409, "PARTITION_UNAUTHORIZED");
    assertError(search(user, "work:anything", false), 409, "PARTITION_UNAUTHORIZED");
    ingest(user, "work:anything", "fence-1", "A note for the work partition.");
    assertThat(search(user, "work:anything", false).status()).isEqualTo(200);
    assertThat(search(user, "work:anything", true).status()).isEqualTo(200);
    // Another user's key is not this user's.
    assertError(search(user + "-other", "work:anything", false), 409, "PARTITION_UNAUTHORIZED");
  }

  // ---- reclassify ----

  @Test
  void reclassifyMovesTheSourceAndItsClaimsSplitsSharedNodesAndReplays() {
    String user = "pm-move";
    String a =
        ingest(
            user,
            null,
            "move-a",
            "Marieke works at Philips in Eindhoven. I'll renew the passport by Friday.");
    String b = ingest(user, null, "move-b", "Marieke works at Philips. She likes sailing.");
    int v = unmigrated(user);
    ok(migrate(user, "unmigrated", v, "migrating", null));
    List<ClaimRecord> before = claimsOf(user, a);
    assertThat(before).isNotEmpty();

    Map<String, Object> body = reclassifyBody(user, a, null, "work:acme", 1, "move-a-1");
    JsonNode moved = ok(maint("/maintenance/partition-reclassify", body));
    assertThat(moved.path("sourceId").asString()).isEqualTo(a);
    assertThat(moved.path("partitionKey").asString()).isEqualTo("work:acme");
    assertThat(moved.path("sourceVersion").asInt()).isEqualTo(2);
    assertThat(moved.path("bindingGeneration").asString()).isEqualTo("move-a-1");
    assertThat(moved.path("replayed").asBoolean()).isFalse();
    assertThat(moved.path("movedClaimCount").asInt()).isEqualTo(before.size());
    // Marieke (and Philips) are named by b's claims too: split, not moved.
    assertThat(moved.path("nodeMappings").size()).isGreaterThan(0);
    for (JsonNode m : moved.path("nodeMappings")) {
      assertThat(m.path("partitionKey").asString()).isEqualTo("work:acme");
      assertThat(m.path("replacementNodeId").asString())
          .startsWith("node_")
          .isNotEqualTo(m.path("sourceNodeId").asString());
    }
    for (ClaimRecord c : claimsOf(user, a)) {
      assertThat(c.partitionKey()).isEqualTo("work:acme");
      assertThat(node(user, c.subjectNodeId()).partitionKey()).isEqualTo("work:acme");
    }
    for (ClaimRecord c : claimsOf(user, b)) {
      assertThat(c.partitionKey()).isEqualTo("memory:personal");
      assertThat(node(user, c.subjectNodeId()).partitionKey()).isEqualTo("memory:personal");
    }
    JsonNode progress =
        ok(maint("/maintenance/partition-progress", Map.of("userId", user, "sourceId", a)));
    assertThat(progress.path("source").path("partitionKey").asString()).isEqualTo("work:acme");
    assertThat(progress.path("source").path("version").asInt()).isEqualTo(2);
    // Strict reads of the target partition now find it.
    Response get =
        server.post(
            "/sources/get", Map.of("userId", user, "sourceId", a, "partitionKey", "work:acme"));
    assertThat(get.status()).as(get.raw()).isEqualTo(200);

    // Replay: the same bindingGeneration answers the stored result, nothing moves again.
    JsonNode replay = ok(maint("/maintenance/partition-reclassify", body));
    assertThat(replay.path("replayed").asBoolean()).isTrue();
    assertThat(replay.path("sourceVersion").asInt()).isEqualTo(2);
    assertThat(replay.path("nodeMappings")).isEqualTo(moved.path("nodeMappings"));
    assertThat(progress(user, a).path("version").asInt()).isEqualTo(2);
    // Reused for another source: refused.
    assertError(
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody(user, b, null, "work:acme", 1, "move-a-1")),
        409,
        "RECLASSIFICATION_REFUSED");

    // A second source into the same partition reuses the replacement nodes.
    JsonNode second =
        ok(
            maint(
                "/maintenance/partition-reclassify",
                reclassifyBody(user, b, null, "work:acme", 1, "move-b-1")));
    for (JsonNode m : second.path("nodeMappings")) {
      assertThat(moved.path("nodeMappings").valueStream().map(JsonNode::toString))
          .contains(m.toString());
    }

    // The inventory lists the split nodes in the original's row shape, a page at a time.
    java.util.Set<String> expected = new java.util.TreeSet<>();
    moved.path("nodeMappings").forEach(m -> expected.add("move-a-1 " + a + " " + m));
    second.path("nodeMappings").forEach(m -> expected.add("move-b-1 " + b + " " + m));
    java.util.Set<String> listed = new java.util.TreeSet<>();
    String cursor = null;
    int pages = 0;
    do {
      Map<String, Object> page = new java.util.HashMap<>(Map.of("userId", user, "limit", 1));
      if (cursor != null) {
        page.put("cursor", cursor);
      }
      JsonNode inv = ok(maint("/maintenance/partition-inventory", page));
      assertThat(inv.path("items").size()).isLessThanOrEqualTo(1);
      for (JsonNode item : inv.path("items")) {
        assertThat(item.path("state").asString()).isEqualTo("completed");
        assertThat(item.path("artifacts").isArray()).isTrue();
        Map<String, Object> mapping = new java.util.LinkedHashMap<>();
        mapping.put("sourceNodeId", item.path("sourceNodeId").asString());
        mapping.put("partitionKey", item.path("partitionKey").asString());
        mapping.put("replacementNodeId", item.path("replacementNodeId").asString());
        listed.add(
            item.path("bindingGeneration").asString()
                + " "
                + item.path("sourceId").asString()
                + " "
                + TestServer.JSON.valueToTree(mapping));
      }
      cursor = inv.path("nextCursor").isNull() ? null : inv.path("nextCursor").asString();
      pages++;
    } while (cursor != null && pages < 50);
    assertThat(listed).isEqualTo(expected);
  }

  @Test
  void reclassifyConflictsBoundsAndAnotherUsersSourceWriteNothing() {
    String user = "pm-move-conflicts";
    String a = ingest(user, null, "conf-a", "The otter slides down the river bank.");
    // An unmigrated user cannot reclassify.
    int v = unmigrated(user);
    assertError(
        maint(
            "/maintenance/partition-reclassify", reclassifyBody(user, a, null, "work:x", 1, "c-0")),
        409,
        "PARTITION_MIGRATION_REQUIRED");
    ok(migrate(user, "unmigrated", v, "migrating", null));

    Response partition =
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody(user, a, "work:elsewhere", "work:x", 1, "c-1"));
    assertError(partition, 409, "SOURCE_PARTITION_CONFLICT");
    assertThat(partition.body().path("data").path("current").asString())
        .isEqualTo("memory:personal");
    Response version =
        maint(
            "/maintenance/partition-reclassify", reclassifyBody(user, a, null, "work:x", 7, "c-2"));
    assertError(version, 409, "SOURCE_VERSION_CONFLICT");
    assertThat(version.body().path("data").path("currentSourceVersion").asInt()).isEqualTo(1);

    // Another user naming this source: not found, and nothing (not even the generation) kept.
    assertError(
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody("pm-intruder", a, null, "work:x", 1, "c-3")),
        404,
        "NOT_FOUND");
    assertError(
        maint("/maintenance/partition-progress", Map.of("userId", "pm-intruder", "sourceId", a)),
        404,
        "NOT_FOUND");
    assertThat(progress(user, a).path("partitionKey").asString()).isEqualTo("memory:personal");
    assertThat(progress(user, a).path("version").asInt()).isEqualTo(1);
    JsonNode mine =
        ok(
            maint(
                "/maintenance/partition-reclassify",
                reclassifyBody(user, a, null, "work:x", 1, "c-3")));
    assertThat(mine.path("replayed").asBoolean()).isFalse();

    // Bounds.
    assertInvalid(
        maint("/maintenance/partition-reclassify", reclassifyBody(user, a, null, "work:x", 2, "")),
        "bindingGeneration");
    assertInvalid(
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody(user, a, null, "work:x", 2, "g".repeat(201))),
        "bindingGeneration");
    assertInvalid(
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody(user, a, null, "not a key", 2, "c-4")),
        "targetPartitionKey");
    assertInvalid(
        maint(
            "/maintenance/partition-reclassify",
            reclassifyBody(user, a, null, "work:x", -1, "c-5")),
        "expectedSourceVersion");
    Map<String, Object> noSource = reclassifyBody(user, a, null, "work:x", 2, "c-6");
    noSource.remove("sourceId");
    assertInvalid(maint("/maintenance/partition-reclassify", noSource), "sourceId");
  }

  // ---- progress and inventory ----

  @Test
  void progressAndInventoryPageWithAnOpaqueCursor() {
    String user = "pm-inventory";
    JsonNode bare = ok(maint("/maintenance/partition-progress", Map.of("userId", user)));
    assertThat(bare.path("migration").path("state").asString()).isEqualTo("migrated");
    assertThat(bare.path("source").isNull()).isTrue();
    assertError(
        maint(
            "/maintenance/partition-progress",
            Map.of("userId", user, "sourceId", "src_00000000000000000000000000")),
        404,
        "NOT_FOUND");
    assertInvalid(
        maint("/maintenance/partition-progress", Map.of("userId", user, "sourceId", "")),
        "sourceId");

    // Sources are not inventory rows (the original lists the nodes reclassifications split; the
    // reclassify test pages through those): a user who never reclassified has none.
    for (int i = 0; i < 3; i++) {
      ingest(user, i == 0 ? "work:inv" : null, "inv-" + i, "Inventory note " + i + ".");
    }
    JsonNode none =
        ok(maint("/maintenance/partition-inventory", Map.of("userId", user, "limit", 2)));
    assertThat(none.path("items").size()).isZero();
    assertThat(none.path("nextCursor").isNull()).isTrue();
    // Another user's inventory holds none of these.
    assertThat(
            ok(maint("/maintenance/partition-inventory", Map.of("userId", "pm-inventory-other")))
                .path("items")
                .size())
        .isZero();

    // Bounds and a forged cursor.
    assertInvalid(
        maint("/maintenance/partition-inventory", Map.of("userId", user, "limit", 0)), "limit");
    assertInvalid(
        maint("/maintenance/partition-inventory", Map.of("userId", user, "limit", 201)), "limit");
    assertInvalid(
        maint("/maintenance/partition-inventory", Map.of("userId", user, "cursor", "src_x")),
        "cursor");
  }

  // ---- sweeps ----

  @Test
  void cleanupSweepDeletesTheBlobsOfPurgedFilesAndCompletesThePurge() throws Exception {
    String user = "pm-sweep-files";
    byte[] bytes =
        "# Quarry report\n\nThe kestrel hovers above the quarry road.\n"
            .getBytes(StandardCharsets.UTF_8);
    FileIngestIT.Multipart form =
        FileIngestIT.multipart(Map.of("userId", user), "quarry.md", "text/markdown", bytes);
    java.net.http.HttpResponse<String> res =
        java.net.http.HttpClient.newHttpClient()
            .send(
                java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(server.base() + "/ingest/file"))
                    .header("Content-Type", "multipart/form-data; boundary=" + form.boundary())
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(form.body()))
                    .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isEqualTo(202);
    JsonNode receipt = TestServer.JSON.readTree(res.body());
    String sourceId = receipt.path("sourceId").asString();
    server.awaitProcessed(user, receipt.path("ingestionOperationId").asString());
    String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    Path blob = blobPath(sha);
    assertThat(blob).exists();

    String command = UUID.randomUUID().toString();
    Map<String, Object> purge = new LinkedHashMap<>();
    purge.put("userId", user);
    purge.put("sourceId", sourceId);
    purge.put("expectedPartitionKey", "memory:personal");
    purge.put("expectedSourceVersion", 1);
    purge.put("commandId", command);
    purge.put("action", "purge");
    JsonNode purged = ok(maint("/maintenance/source-lifecycle", purge));
    assertThat(purged.path("storageCleanupState").asString()).isEqualTo("pending");
    assertThat(blob).exists();

    // Bounds.
    assertInvalid(
        maint("/maintenance/source-lifecycle-cleanup-sweep", Map.of("limit", 0)), "limit");
    assertInvalid(
        maint("/maintenance/source-lifecycle-cleanup-sweep", Map.of("limit", 1001)), "limit");

    JsonNode sweep = ok(maint("/maintenance/source-lifecycle-cleanup-sweep", Map.of()));
    assertThat(sweep.path("attempted").asInt()).isGreaterThanOrEqualTo(1);
    assertThat(sweep.path("completed").asInt()).isEqualTo(sweep.path("attempted").asInt());
    assertThat(blob).doesNotExist();
    // The purge now reports its storage cleanup completed; a second sweep finds nothing.
    assertThat(
            ok(maint("/maintenance/source-lifecycle", purge))
                .path("storageCleanupState")
                .asString())
        .isEqualTo("completed");
    JsonNode again = ok(maint("/maintenance/source-lifecycle-cleanup-sweep", Map.of("limit", 5)));
    assertThat(again.path("attempted").asInt()).isZero();
    assertThat(again.path("completed").asInt()).isZero();
  }

  @Test
  void readModelSweepEndsLeftoverReceiptsOfPurgedSources() {
    String user = "pm-sweep-read";
    Response r = ingestRaw(user, null, "read-1", "The heron nests by the mill pond.");
    String sourceId = r.body().path("sourceId").asString();
    String op = r.body().path("ingestionOperationId").asString();
    server.awaitProcessed(user, op);
    Map<String, Object> purge = new LinkedHashMap<>();
    purge.put("userId", user);
    purge.put("sourceId", sourceId);
    purge.put("expectedPartitionKey", "memory:personal");
    purge.put("expectedSourceVersion", 1);
    purge.put("commandId", UUID.randomUUID().toString());
    purge.put("action", "purge");
    ok(maint("/maintenance/source-lifecycle", purge));
    assertThat(receiptStatus(user, op)).isEqualTo("purged");
    // A leftover: the receipt reopened behind the purge's back (as an older version could leave
    // it).
    server
        .app()
        .store()
        .write(
            user,
            tx -> {
              tx.lifecycle().reopenOperation(op, java.time.Instant.now());
              return null;
            });
    assertThat(receiptStatus(user, op)).isNotEqualTo("purged");

    assertInvalid(
        maint("/maintenance/source-lifecycle-read-model-sweep", Map.of("limit", 0)), "limit");
    assertInvalid(
        maint("/maintenance/source-lifecycle-read-model-sweep", Map.of("limit", 1001)), "limit");
    JsonNode sweep = ok(maint("/maintenance/source-lifecycle-read-model-sweep", Map.of()));
    assertThat(sweep.path("attempted").asInt()).isGreaterThanOrEqualTo(1);
    assertThat(sweep.path("completed").asInt()).isEqualTo(sweep.path("attempted").asInt());
    assertThat(receiptStatus(user, op)).isEqualTo("purged");
    JsonNode again =
        ok(maint("/maintenance/source-lifecycle-read-model-sweep", Map.of("limit", 1000)));
    assertThat(again.path("attempted").asInt()).isZero();
  }

  // ---- reads of the stored state ----

  private String receiptStatus(String user, String op) {
    Response r = server.post("/sources/processing", Map.of("userId", user, "operationId", op));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("processing").path("status").asString();
  }

  private JsonNode progress(String user, String sourceId) {
    return ok(maint(
            "/maintenance/partition-progress", Map.of("userId", user, "sourceId", sourceId)))
        .path("source");
  }

  private List<ClaimRecord> claimsOf(String user, String sourceId) {
    return server
        .app()
        .store()
        .read(user, tx -> tx.partitions().claimsOfSources(user, List.of(sourceId)));
  }

  private dev.assistantmemory.core.store.NodeRecord node(String user, String nodeId) {
    return server.app().store().read(user, tx -> tx.findNode(user, nodeId)).orElseThrow();
  }

  /** Where the local blob store keeps a blob (overridden when the data directory differs). */
  protected Path blobPath(String sha) {
    return server.dataDir().resolve("blobs").resolve(sha.substring(0, 2)).resolve(sha);
  }
}
