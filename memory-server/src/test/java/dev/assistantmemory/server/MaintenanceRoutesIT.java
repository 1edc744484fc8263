package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.server.TestServer.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The maintenance routes of CONTRACT.md section 10.1 over real HTTP on a real SQLite file: the
 * prune-stale score computed by hand, dry runs that write nothing, orphans, the dedup sweep, the
 * cleanup fence, validation, and isolation (another user and another partition reach nothing).
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MaintenanceRoutesIT {
  private static final Instant LONG_AGO = Instant.parse("2000-01-01T00:00:00Z");

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isBetween(200, 201);
    return r.body();
  }

  /** A node written straight to the store, created at {@code createdAt}. */
  private String node(
      String user, String partition, Scope scope, String type, String label, Instant createdAt) {
    NodeRecord n =
        new NodeRecord(
            TypeId.newId(TypeId.NODE),
            user,
            partition,
            scope,
            type,
            label,
            null,
            false,
            createdAt,
            createdAt,
            null,
            null);
    server
        .app()
        .store()
        .write(
            user,
            tx -> {
              tx.ensureUser(user, createdAt);
              tx.insertNode(n);
              // As an API write with a new key would (CONTRACT 3: reads need a registered key).
              if (!"memory:personal".equals(partition)) {
                tx.partitions().register(user, partition, createdAt);
              }
              return null;
            });
    return n.id();
  }

  private String node(String user, String type, String label, Instant createdAt) {
    return node(user, "memory:personal", Scope.personal, type, label, createdAt);
  }

  private void claim(String user, String subject, String predicate, String value, String kind) {
    ok(
        "/claim/create",
        body(
            "userId", user,
            "subjectNodeId", subject,
            "predicate", predicate,
            "objectValue", value,
            "statement", subject + " " + predicate + " " + value,
            "statedAt", "2000-01-02T00:00:00Z",
            "assertedByKind", kind));
  }

  private boolean exists(String user, String nodeId) {
    return server.post("/node/get", body("userId", user, "nodeId", nodeId)).status() == 200;
  }

  private static List<String> ids(JsonNode candidates) {
    List<String> out = new ArrayList<>();
    candidates.forEach(c -> out.add(c.path("id").asString()));
    return out;
  }

  @Test
  void pruneStaleScoresByTheContractFormulaAndProtectsOpenTasksAndRecentNodes() {
    String user = "stale1";
    String lonely = node(user, "Person", "Old acquaintance", LONG_AGO);
    String friend = node(user, "Person", "Old friend", LONG_AGO);
    claim(user, friend, "HAS_ATTRIBUTE", "plays chess", "user");
    String guess = node(user, "Concept", "A guess", LONG_AGO);
    claim(user, guess, "HAS_ATTRIBUTE", "maybe", "assistant_inferred");
    String task = node(user, "Task", "Old open task", LONG_AGO);
    claim(user, task, "HAS_TASK_STATUS", "pending", "user");
    String recent = node(user, "Person", "New acquaintance", Instant.now());

    JsonNode dry = ok("/maintenance/prune-stale-nodes", body("userId", user));
    assertThat(dry.path("dryRun").asBoolean()).isTrue();
    assertThat(dry.path("appliedThreshold").asDouble()).isEqualTo(0.5);
    assertThat(dry.path("minIdleDays").asInt()).isEqualTo(30);
    assertThat(dry.path("scannedCount").asInt()).isEqualTo(5);
    // staleness 1 for all three (idle far beyond 365 days):
    // lonely: 0.40 + 0.25 (no claims) + 0.20 (no strong claim) + 0.15 (no claims) = 1.0
    // guess: 0.40 + 0.25/2 + 0.20 (assistant_inferred only) + 0 = 0.725
    // friend: 0.40 + 0.25/2 + 0 + 0 = 0.525
    assertThat(ids(dry.path("candidates"))).containsExactly(lonely, guess, friend);
    assertThat(dry.path("candidates").get(0).path("score").asDouble()).isEqualTo(1.0);
    assertThat(dry.path("candidates").get(1).path("score").asDouble()).isEqualTo(0.725);
    assertThat(dry.path("candidates").get(2).path("score").asDouble()).isEqualTo(0.525);
    assertThat(dry.path("candidates").get(0).path("reasons").toString())
        .contains("no active claims");
    assertThat(dry.path("candidates").get(1).path("reasons").toString())
        .contains("assistant-inferred only")
        .contains("weakly connected (1 active claims)");
    assertThat(dry.path("candidates").get(2).path("activeClaimCount").asInt()).isEqualTo(1);
    assertThat(ids(dry.path("candidates"))).doesNotContain(task, recent);
    assertThat(dry.path("deletedCount").asInt()).isZero();
    assertThat(exists(user, lonely)).isTrue();

    JsonNode strict = ok("/maintenance/prune-stale-nodes", body("userId", user, "minScore", 0.6));
    assertThat(ids(strict.path("candidates"))).containsExactly(lonely, guess);
    JsonNode withRecent =
        ok("/maintenance/prune-stale-nodes", body("userId", user, "minIdleDays", 0));
    assertThat(ids(withRecent.path("candidates"))).contains(recent).doesNotContain(task);

    JsonNode applied =
        ok("/maintenance/prune-stale-nodes", body("userId", user, "dryRun", false, "limit", 1));
    assertThat(applied.path("deletedCount").asInt()).isEqualTo(1);
    assertThat(applied.path("hasMore").asBoolean()).isTrue();
    assertThat(exists(user, lonely)).isFalse();
    assertThat(exists(user, guess)).isTrue();
    assertThat(exists(user, task)).isTrue();
  }

  @Test
  void anotherUserOrPartitionNeitherSeesNorDeletesTheNodes() {
    String user = "stale2";
    String lonely = node(user, "Person", "Forgotten name", LONG_AGO);
    JsonNode other =
        ok("/maintenance/prune-stale-nodes", body("userId", "stale2-other", "dryRun", false));
    assertThat(other.path("scannedCount").asInt()).isZero();
    JsonNode partition =
        ok(
            "/maintenance/prune-stale-nodes",
            body("userId", user, "partitionKey", "work", "dryRun", false));
    assertThat(partition.path("scannedCount").asInt()).isZero();
    JsonNode orphans =
        ok(
            "/maintenance/prune-orphan-nodes",
            body("userId", "stale2-other", "dryRun", false, "olderThanDays", 0));
    assertThat(orphans.path("deletedCount").asInt()).isZero();
    ok("/cleanup/dedup-sweep", body("userId", "stale2-other"));
    assertThat(exists(user, lonely)).isTrue();
  }

  @Test
  void orphansAreNodesNoClaimOrAliasNamesAndOnlyAnApplyDeletesThem() {
    String user = "orphan1";
    String orphan = node(user, "Person", "Nobody", LONG_AGO);
    String aliased = node(user, "Person", "Aliased", LONG_AGO);
    ok("/alias/create", body("userId", user, "canonicalNodeId", aliased, "aliasText", "Ali"));
    String claimed = node(user, "Object", "Bike", LONG_AGO);
    claim(user, claimed, "HAS_ATTRIBUTE", "red", "user");
    String young = node(user, "Person", "Just now", Instant.now());

    JsonNode dry = ok("/maintenance/prune-orphan-nodes", body("userId", user));
    assertThat(dry.path("dryRun").asBoolean()).isTrue();
    assertThat(ids(dry.path("candidates"))).containsExactly(orphan);
    assertThat(dry.path("candidateCount").asInt()).isEqualTo(1);
    assertThat(dry.path("missingBlobSources").isArray()).isTrue();
    assertThat(exists(user, orphan)).isTrue();

    JsonNode applied = ok("/maintenance/prune-orphan-nodes", body("userId", user, "dryRun", false));
    assertThat(applied.path("deletedCount").asInt()).isEqualTo(1);
    assertThat(exists(user, orphan)).isFalse();
    assertThat(exists(user, aliased)).isTrue();
    assertThat(exists(user, claimed)).isTrue();
    assertThat(exists(user, young)).isTrue();
  }

  @Test
  void theDedupSweepMergesSameLabelledNodesWithinOneScopeAndPartitionOnly() {
    String user = "dedup1";
    String first = node(user, "Person", "Marcel Jansen", LONG_AGO);
    String second = node(user, "Person", "marcel  jansen", Instant.parse("2001-01-01T00:00:00Z"));
    String reference =
        node(user, "memory:personal", Scope.reference, "Person", "Marcel Jansen", LONG_AGO);
    String otherPartition = node(user, "work", Scope.personal, "Person", "Marcel Jansen", LONG_AGO);
    String taskA = node(user, "Task", "Call Marcel", LONG_AGO);
    String taskB = node(user, "Task", "Call Marcel", LONG_AGO);
    claim(user, second, "HAS_ATTRIBUTE", "likes jazz", "user");

    JsonNode swept = ok("/cleanup/dedup-sweep", body("userId", user));
    assertThat(swept.path("mergedGroups").asInt()).isEqualTo(1);
    assertThat(swept.path("mergedNodes").asInt()).isEqualTo(1);
    assertThat(swept.path("crossScopeCollisionsSkipped").asInt()).isEqualTo(1);
    // The younger node redirects to the oldest one, which now holds its claim.
    JsonNode merged = ok("/node/get", body("userId", user, "nodeId", second));
    assertThat(merged.toString()).contains(first).contains("likes jazz");
    assertThat(exists(user, reference)).isTrue();
    assertThat(exists(user, taskA)).isTrue();
    assertThat(exists(user, taskB)).isTrue();
    assertThat(
            server
                .post(
                    "/node/get",
                    body("userId", user, "partitionKey", "work", "nodeId", otherPartition))
                .status())
        .isEqualTo(200);
    assertThat(ok("/cleanup/dedup-sweep", body("userId", user)).path("mergedNodes").asInt())
        .isZero();
  }

  @Test
  void cleanupRunsThePassesAndRefusesPartitionsAndWorkspace() {
    String user = "clean1";
    String orphan = node(user, "Person", "Nobody at all", LONG_AGO);
    Response partitioned =
        server.post(
            "/cleanup",
            body("userId", user, "partitionKey", "work", "since", "2026-01-01T00:00:00Z"));
    assertThat(partitioned.status()).isEqualTo(409);
    assertThat(partitioned.raw()).contains("PARTITIONED_CLEANUP_UNSUPPORTED");
    Response workspace =
        server.post(
            "/cleanup",
            TestServer.JSON.writeValueAsString(
                body("userId", user, "since", "2026-01-01T00:00:00Z")),
            Map.of("content-type", "application/json", "x-memory-access-scope", "workspace"));
    assertThat(workspace.status()).isEqualTo(409);
    assertThat(exists(user, orphan)).isTrue();

    Response noSince = server.post("/cleanup", body("userId", user));
    assertThat(noSince.status()).isEqualTo(400);
    assertThat(noSince.raw()).contains("since");

    JsonNode ran = ok("/cleanup", body("userId", user, "since", "2026-01-01T00:00:00Z"));
    assertThat(ran.path("message").asString()).contains("pruned 1 orphan node(s)");
    assertThat(exists(user, orphan)).isFalse();
  }

  @Test
  void badInputIsA400NamingTheFieldAndTheModelPassesSayTheyDidNothing() {
    Response r =
        server.post("/maintenance/prune-stale-nodes", body("userId", "v1", "aggressiveness", 2));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.body().path("field").asString()).isEqualTo("aggressiveness");
    // The message is words, not an unexpanded validator template.
    assertThat(r.body().path("data").path("issues").path(0).path("message").asString())
        .isEqualTo("Must be at most 1");
    // nodeTypes: [] is valid (the original's z.array(...).optional()) and scans nothing.
    for (String route :
        List.of("/maintenance/prune-stale-nodes", "/maintenance/prune-orphan-nodes")) {
      JsonNode none = ok(route, body("userId", "v1", "nodeTypes", List.of()));
      assertThat(none.path("scannedNodeTypes").isEmpty()).as(route).isTrue();
      assertThat(none.path("candidateCount").asInt()).as(route).isZero();
    }
    Response types =
        server.post(
            "/maintenance/prune-orphan-nodes", body("userId", "v1", "nodeTypes", List.of("Bogus")));
    assertThat(types.status()).isEqualTo(400);
    assertThat(types.raw()).contains("nodeTypes");
    assertThat(server.post("/dream", body("userId", "v1")).status()).isEqualTo(400);
    assertThat(
            ok("/dream", body("userId", "v1", "assistantId", "a", "assistantDescription", "b"))
                .path("message")
                .asString())
        .contains("nothing was queued");
    assertThat(ok("/rollup", body("userId", "v1")).path("enqueued").asBoolean()).isFalse();
    assertThat(ok("/summarize", body("userId", "v1")).path("message").asString()).isNotBlank();
    assertThat(
            ok("/maintenance/backfill-source-titles", body("userId", "v1"))
                .path("enqueued")
                .asInt())
        .isZero();
    JsonNode placeholders = ok("/maintenance/cleanup-placeholders", body("userId", "v1"));
    assertThat(placeholders.path("placeholderCount").asInt()).isZero();
    assertThat(placeholders.path("seededCleanupJob").asBoolean()).isFalse();
    // jobId is optional in the original's schema, not nullable: left out, never null.
    assertThat(placeholders.has("jobId")).as(placeholders.toString()).isFalse();
  }

  private List<String> aliasTexts(String user, String nodeId) {
    List<String> out = new ArrayList<>();
    for (JsonNode a :
        ok("/node/get", body("userId", user, "nodeId", nodeId)).path("node").path("aliases")) {
      out.add(a.path("aliasText").asString());
    }
    return out;
  }

  @Test
  void selfIdentityBackfillSeedsTheNamesAndNeverOneAnotherPersonCarries() {
    String user = "self-bf";
    node(user, "work:acme", Scope.personal, "Person", "Marcel", Instant.now());
    JsonNode first =
        ok(
            "/maintenance/backfill-user-self-identity",
            body("userId", user, "aliases", List.of("Sam", "Samuel", "marcel")));
    String selfId = first.path("selfNodeId").asString();
    assertThat(selfId).startsWith("node_");
    // The original's client schema: primaryAliasesSeeded is the seeded names (string[]).
    assertThat(first.path("primaryAliasesSeeded").isArray()).as(first.toString()).isTrue();
    assertThat(first.path("primaryAliasesSeeded").valueStream().map(JsonNode::asString))
        .containsExactlyInAnyOrder("Sam", "Samuel");
    // "marcel" is another person's name (in another partition): never a self alias.
    assertThat(first.path("removedAmbiguousAliases").asInt()).isEqualTo(1);
    assertThat(aliasTexts(user, selfId)).containsExactlyInAnyOrder("Sam", "Samuel");

    // Idempotent: the same call again, and a call without aliases, change nothing.
    JsonNode again =
        ok(
            "/maintenance/backfill-user-self-identity",
            body("userId", user, "aliases", List.of("Sam", "Samuel", "marcel")));
    assertThat(again.path("selfNodeId").asString()).isEqualTo(selfId);
    assertThat(again.path("primaryAliasesSeeded").isArray()).isTrue();
    assertThat(again.path("primaryAliasesSeeded").isEmpty()).isTrue();
    JsonNode keep = ok("/maintenance/backfill-user-self-identity", body("userId", user));
    assertThat(keep.path("primaryAliasesSeeded").isEmpty()).isTrue();
    assertThat(keep.path("removedAmbiguousAliases").asInt()).isZero();
    assertThat(aliasTexts(user, selfId)).containsExactlyInAnyOrder("Sam", "Samuel");

    // A self alias that became ambiguous (someone named Sam appeared) is taken off self.
    node(user, "Person", "Sam", Instant.now());
    JsonNode cleaned = ok("/maintenance/backfill-user-self-identity", body("userId", user));
    assertThat(cleaned.path("removedAmbiguousAliases").asInt()).isEqualTo(1);
    assertThat(aliasTexts(user, selfId)).containsExactly("Samuel");

    // An empty effective list removes every self alias.
    ok("/maintenance/backfill-user-self-identity", body("userId", user, "aliases", List.of()));
    assertThat(aliasTexts(user, selfId)).isEmpty();

    // Another user's run never touches this user's self node, nor sees its people.
    JsonNode other =
        ok(
            "/maintenance/backfill-user-self-identity",
            body("userId", "self-bf-other", "aliases", List.of("Marcel")));
    assertThat(other.path("selfNodeId").asString()).isNotEqualTo(selfId);
    assertThat(other.path("primaryAliasesSeeded").valueStream().map(JsonNode::asString))
        .containsExactly("Marcel");
    assertThat(other.path("removedAmbiguousAliases").asInt()).isZero();

    Response blank =
        server.post(
            "/maintenance/backfill-user-self-identity",
            body("userId", user, "aliases", List.of(" ")));
    assertThat(blank.status()).isEqualTo(400);
    assertThat(blank.raw()).contains("aliases");
  }
}
