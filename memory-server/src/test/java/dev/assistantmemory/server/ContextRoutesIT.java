package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The day structure and session context over real HTTP on a real SQLite file: every source is
 * recorded on its days, the day, node-type and timeline views, the atlas and the bootstrap bundle
 * with its cache, and their isolation by user and partition.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ContextRoutesIT {
  TestServer server;
  TestBackend backend;

  @BeforeAll
  void start(TestServer server, TestBackend backend) {
    this.server = server;
    this.backend = backend;
  }

  private void ingest(String user, String partition, String conv, List<Map<String, Object>> msgs) {
    Map<String, Object> body = new HashMap<>(conversation(user, conv, msgs));
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    Response r = server.post("/ingest/conversation", body);
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  private Response post(String path, Object... kv) {
    return server.post(path, body(kv));
  }

  private static List<String> types(JsonNode nodes) {
    List<String> out = new ArrayList<>();
    nodes.forEach(n -> out.add(n.path("nodeType").asString()));
    return out;
  }

  @Test
  void aConversationIsRecordedOnEachDayItCovers() {
    ingest(
        "day-u",
        null,
        "chat_456",
        List.of(
            message(
                "msg_001",
                "user",
                "Let's continue the claims refactor.",
                "2026-04-26T13:00:00.000Z"),
            message("msg_002", "user", "And again the next day.", "2026-04-27T09:00:00.000Z")));

    Response day = post("/query/day", "userId", "day-u", "date", "2026-04-26");
    assertThat(day.status()).as(day.raw()).isEqualTo(200);
    JsonNode nodes = day.body().path("nodes");
    assertThat(types(nodes)).containsExactly("Conversation");
    assertThat(nodes.get(0).path("predicate").asString()).isEqualTo("RECORDED_ON");
    assertThat(nodes.get(0).path("metadata").path("label").asString())
        .isEqualTo("Conversation chat_456");
    // CONTRACT.md section 5: /query/day metadata is {label, description}, description nullable
    // but present (the original's client schema requires the key).
    assertThat(nodes.get(0).path("metadata").has("description")).as(day.raw()).isTrue();
    assertThat(day.body().has("error")).as("no error key on a found day").isFalse();
    assertThat(day.body().path("nodeCount").asInt()).isEqualTo(1);
    assertThat(day.body().path("formattedResult").asString())
        .startsWith("<assistant_memory as_of=")
        .contains("<section kind=\"day\" date=\"2026-04-26\" usage=")
        .contains("predicate=\"RECORDED_ON\"");
    String convId = nodes.get(0).path("id").asString();
    Response next =
        post(
            "/query/day", "userId", "day-u", "date", "2026-04-27", "includeFormattedResult", false);
    assertThat(next.body().path("nodes").get(0).path("id").asString()).isEqualTo(convId);
    assertThat(next.body().has("formattedResult")).isFalse();

    // A replay of the same conversation adds no second record node or link.
    ingest(
        "day-u",
        null,
        "chat_456",
        List.of(message("msg_003", "user", "Same day, later.", "2026-04-26T18:00:00.000Z")));
    Response again = post("/query/day", "userId", "day-u", "date", "2026-04-26");
    assertThat(types(again.body().path("nodes"))).containsExactly("Conversation");

    Response timeline = post("/query/timeline", "userId", "day-u");
    assertThat(timeline.status()).as(timeline.raw()).isEqualTo(200);
    assertThat(timeline.body().path("totalDays").asInt()).isEqualTo(2);
    assertThat(timeline.body().path("days").get(0).path("date").asString()).isEqualTo("2026-04-27");
    assertThat(timeline.body().path("days").get(0).path("nodeCount").asInt()).isEqualTo(1);
    assertThat(timeline.body().path("periods").isArray()).isTrue();
    Response page = post("/query/timeline", "userId", "day-u", "limit", 1, "offset", 1);
    assertThat(page.body().path("days").get(0).path("date").asString()).isEqualTo("2026-04-26");
    assertThat(page.body().path("hasMore").asBoolean()).isFalse();
    assertThat(
            post("/query/timeline", "userId", "day-u", "limit", 1)
                .body()
                .path("hasMore")
                .asBoolean())
        .isTrue();
    Response bounded =
        post("/query/timeline", "userId", "day-u", "since", "2026-04-27", "until", "2026-04-27");
    assertThat(bounded.body().path("totalDays").asInt()).isEqualTo(1);

    Response typed =
        post(
            "/query/node-type",
            "userId",
            "day-u",
            "types",
            List.of("Conversation"),
            "date",
            "2026-04-26");
    assertThat(typed.status()).as(typed.raw()).isEqualTo(200);
    assertThat(types(typed.body().path("nodes"))).containsExactly("Conversation");
    assertThat(typed.body().path("types").get(0).asString()).isEqualTo("Conversation");

    // Nothing that day: still 2xx, error text, no nodes.
    Response empty = post("/query/day", "userId", "day-u", "date", "2020-01-01");
    assertThat(empty.status()).isEqualTo(200);
    assertThat(empty.body().path("nodes").size()).isZero();
    assertThat(empty.body().path("error").asString()).isNotBlank();

    // Another user and another partition see nothing of it.
    assertThat(
            post("/query/day", "userId", "day-other", "date", "2026-04-26")
                .body()
                .path("nodes")
                .size())
        .isZero();
    server.registerPartition("day-u", "work");
    Response workDay =
        post("/query/day", "userId", "day-u", "partitionKey", "work", "date", "2026-04-26");
    assertThat(workDay.status()).as(workDay.raw()).isEqualTo(200);
    assertThat(workDay.body().path("nodes").size()).isZero();
    assertThat(post("/query/timeline", "userId", "day-other").body().path("totalDays").asInt())
        .isZero();
  }

  @Test
  void invalidDaysAreRefused() {
    for (Object date : List.of("2026-02-30", "26-04-2026", "2026-04-26T00:00:00Z", 7)) {
      Response r = post("/query/day", "userId", "bad-u", "date", date);
      assertThat(r.status()).as(r.raw()).isEqualTo(400);
    }
    assertThat(post("/query/day", "userId", "bad-u").status()).isEqualTo(400);
    assertThat(
            post(
                    "/query/node-type",
                    "userId",
                    "bad-u",
                    "types",
                    List.of("Nope"),
                    "date",
                    "2026-04-26")
                .status())
        .isEqualTo(400);
    // The original's schema is z.array(NodeTypeEnum): an empty list is valid and matches nothing.
    Response noTypes =
        post("/query/node-type", "userId", "bad-u", "types", List.of(), "date", "2026-04-26");
    assertThat(noTypes.status()).as(noTypes.raw()).isEqualTo(200);
    assertThat(noTypes.body().path("nodes")).isEmpty();
    assertThat(post("/query/timeline", "userId", "bad-u", "limit", 101).status()).isEqualTo(400);
    assertThat(post("/query/timeline", "userId", "bad-u", "offset", -1).status()).isEqualTo(400);
    assertThat(post("/query/timeline", "userId", "bad-u", "since", "2026-13-01").status())
        .isEqualTo(400);
    assertThat(post("/query/atlas", "userId", "bad-u").status()).isEqualTo(400);
    assertThat(post("/context/bootstrap", "userId", "bad-u", "forceRefresh", "yes").status())
        .isEqualTo(400);
  }

  @Test
  void storedSourcesWithoutDaysAreBackfilledAtStart() throws Exception {
    ingest(
        "fill-u",
        null,
        "old_chat",
        List.of(message("m1", "user", "An old conversation.", "2025-01-02T10:00:00.000Z")));
    server.close();
    server = null;
    try (Connection c = backend.systemConnection("main");
        Statement s = c.createStatement()) {
      // As stored before this version: no record node, no day links.
      s.executeUpdate(
          "DELETE FROM claim_evidence WHERE claim_id IN (SELECT id FROM claims WHERE user_id ="
              + " 'fill-u' AND predicate = 'RECORDED_ON')");
      s.executeUpdate("DELETE FROM claims WHERE user_id = 'fill-u' AND predicate = 'RECORDED_ON'");
      s.executeUpdate(
          "UPDATE nodes SET deleted_at = created_at WHERE user_id = 'fill-u'"
              + " AND node_type IN ('Conversation', 'Temporal')");
    }
    server = backend.open("main", Map.of());
    Response day = post("/query/day", "userId", "fill-u", "date", "2025-01-02");
    assertThat(types(day.body().path("nodes"))).as(day.raw()).containsExactly("Conversation");
    assertThat(server.app().dayBackfill().run().sources()).isZero();
  }

  @Test
  void atlasAndBootstrapFollowMemory() {
    String user = "boot-u";
    assertThat(
            post("/query/atlas", "userId", user, "assistantId", "assistant_abc")
                .body()
                .path("atlas")
                .asString())
        .isEmpty();
    assertThat(post("/context/bootstrap", "userId", user).body().path("sections").size()).isZero();

    ingest(
        user,
        null,
        "c1",
        List.of(message("m1", "user", "I prefer tea over coffee.", "2026-04-26T13:00:00.000Z")));
    Response created =
        post(
            "/node/create",
            "userId",
            user,
            "nodeType",
            "Task",
            "label",
            "Send the spec",
            "initialClaims",
            List.of(
                Map.of(
                    "predicate",
                    "HAS_TASK_STATUS",
                    "statement",
                    "Send the spec is pending",
                    "objectValue",
                    "pending",
                    "assertedByKind",
                    "user")));
    assertThat(created.status()).as(created.raw()).isEqualTo(201);
    String taskId = created.body().path("node").path("id").asString();

    Response atlas = post("/query/atlas", "userId", user, "assistantId", "assistant_abc");
    assertThat(atlas.status()).as(atlas.raw()).isEqualTo(200);
    assertThat(atlas.body().path("atlas").asString()).contains("Send the spec");
    Response atlasNodes = post("/query/atlas-nodes", "userId", user, "assistantId", "a");
    assertThat(atlasNodes.body().path("nodeIds").toString()).contains(taskId);

    Response boot = post("/context/bootstrap", "userId", user);
    assertThat(boot.status()).as(boot.raw()).isEqualTo(200);
    List<String> kinds = new ArrayList<>();
    boot.body().path("sections").forEach(s -> kinds.add(s.path("kind").asString()));
    assertThat(kinds).startsWith("atlas", "open_commitments");
    JsonNode open = boot.body().path("sections").get(1);
    assertThat(open.path("content").asString())
        .contains("<commitment task_id=\"" + taskId + "\" status=\"pending\"")
        .contains(">Send the spec</commitment>");
    assertThat(open.path("usage").asString()).isNotBlank();
    assertThat(open.path("evidence").get(0).path("claimId").asString()).startsWith("claim_");
    String assembledAt = boot.body().path("assembledAt").asString();
    // Cached: the same bundle comes back.
    assertThat(post("/context/bootstrap", "userId", user).body().path("assembledAt").asString())
        .isEqualTo(assembledAt);

    // Completing the task supersedes its status claim: the cache never shows it open again.
    Response done =
        post(
            "/claim/create",
            "userId",
            user,
            "subjectNodeId",
            taskId,
            "predicate",
            "HAS_TASK_STATUS",
            "statement",
            "Send the spec is done",
            "objectValue",
            "done");
    assertThat(done.status()).as(done.raw()).isEqualTo(201);
    Response after = post("/context/bootstrap", "userId", user);
    assertThat(after.raw()).doesNotContain("<commitment task_id=\"" + taskId);
    List<String> afterKinds = new ArrayList<>();
    after.body().path("sections").forEach(s -> afterKinds.add(s.path("kind").asString()));
    assertThat(afterKinds).doesNotContain("open_commitments").contains("recent_supersessions");
    assertThat(
            post("/context/bootstrap", "userId", user, "forceRefresh", true)
                .body()
                .path("assembledAt")
                .asString())
        .isNotBlank();
    Response packed = post("/context/bootstrap", "userId", user, "tokenBudget", 12);
    assertThat(packed.status()).as(packed.raw()).isEqualTo(200);
    assertThat(packed.body().path("budget").path("tokensUsed").asInt()).isLessThanOrEqualTo(12);
    assertThat(packed.body().path("budget").path("omitted").size()).isPositive();
    assertThat(post("/context/bootstrap", "userId", user, "tokenBudget", 0).status())
        .isEqualTo(400);

    // Another user and another partition: nothing of it.
    assertThat(post("/context/bootstrap", "userId", "boot-other").body().path("sections").size())
        .isZero();
    server.registerPartition(user, "work");
    Response workAtlas =
        post("/query/atlas", "userId", user, "partitionKey", "work", "assistantId", "a");
    assertThat(workAtlas.status()).as(workAtlas.raw()).isEqualTo(200);
    assertThat(workAtlas.body().path("atlas").asString()).doesNotContain("Send the spec");
  }

  @Test
  void citationsResolveInScopeAndFollowMerges() {
    String user = "cite-u";
    ingest(
        user,
        null,
        "cite_chat",
        List.of(message("m1", "user", "Notes about the harbour.", "2026-04-20T10:00:00.000Z")));
    Response keep =
        post(
            "/node/create",
            "userId",
            user,
            "nodeType",
            "Person",
            "label",
            "Ada Lovelace",
            "description",
            "Mathematician",
            "initialClaims",
            List.of(
                Map.of(
                    "predicate",
                    "HAS_ATTRIBUTE",
                    "statement",
                    "Ada writes programs",
                    "objectValue",
                    "writes programs")));
    Response gone = post("/node/create", "userId", user, "nodeType", "Person", "label", "Ada L.");
    String keepId = keep.body().path("node").path("id").asString();
    String goneId = gone.body().path("node").path("id").asString();
    String claimId = keep.body().path("initialClaimIds").get(0).asString();
    assertThat(post("/node/merge", "userId", user, "nodeIds", List.of(keepId, goneId)).status())
        .isIn(200, 201);
    String convId =
        post("/query/day", "userId", user, "date", "2026-04-20")
            .body()
            .path("nodes")
            .get(0)
            .path("id")
            .asString();
    String sourceId =
        post("/node/sources", "userId", user, "nodeId", convId)
            .body()
            .toString()
            .replaceAll(".*\"(src_[a-z0-9]{26})\".*", "$1");

    Response r =
        post(
            "/citations/resolve",
            "userId",
            user,
            "ids",
            List.of(goneId, claimId, sourceId, "node_00000000000000000000000000", "nonsense"));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode c = r.body().path("citations");
    assertThat(c.size()).isEqualTo(5);
    assertThat(c.get(0).path("requestedId").asString()).isEqualTo(goneId);
    assertThat(c.get(0).path("kind").asString()).isEqualTo("node");
    assertThat(c.get(0).path("canonicalId").asString()).isEqualTo(keepId);
    assertThat(c.get(0).path("available").asBoolean()).isTrue();
    assertThat(c.get(1).path("kind").asString()).isEqualTo("claim");
    assertThat(c.get(1).path("snippet").asString()).isEqualTo("Ada writes programs");
    assertThat(c.get(1).path("subjectNodeId").asString()).isEqualTo(keepId);
    assertThat(c.get(2).path("kind").asString()).isEqualTo("source");
    assertThat(c.get(2).path("source").path("type").asString()).isEqualTo("conversation");
    assertThat(c.get(3).path("available").asBoolean()).isFalse();
    assertThat(c.get(4).path("available").asBoolean()).isFalse();

    // Another user and another partition (one the user wrote to): nothing resolves.
    assertThat(
            post(
                    "/node/create",
                    "userId",
                    user,
                    "partitionKey",
                    "work",
                    "nodeType",
                    "Concept",
                    "label",
                    "Work")
                .status())
        .isEqualTo(201);
    for (Response other :
        List.of(
            post(
                "/citations/resolve",
                "userId",
                "cite-other",
                "ids",
                List.of(keepId, claimId, sourceId)),
            post(
                "/citations/resolve",
                "userId",
                user,
                "partitionKey",
                "work",
                "ids",
                List.of(keepId, claimId, sourceId)))) {
      assertThat(other.status()).as(other.raw()).isEqualTo(200);
      other
          .body()
          .path("citations")
          .forEach(x -> assertThat(x.path("available").asBoolean()).isFalse());
      assertThat(other.raw()).doesNotContain("Ada");
    }
    // a blank reference among the ids is answered unavailable, not a refusal of the batch
    // (sixteenth audit W2: the original's z.string().max(200) takes "")
    Response blank = post("/citations/resolve", "userId", user, "ids", List.of("", keepId));
    assertThat(blank.status()).as(blank.raw()).isEqualTo(200);
    assertThat(blank.body().path("citations").get(0).path("requestedId").asString()).isEmpty();
    assertThat(blank.body().path("citations").get(0).path("available").asBoolean()).isFalse();
    assertThat(blank.body().path("citations").get(1).path("available").asBoolean()).isTrue();
    assertThat(post("/citations/resolve", "userId", user, "ids", List.of("x".repeat(201))).status())
        .isEqualTo(400);
    assertThat(post("/citations/resolve", "userId", user).status()).isEqualTo(400);

    Response sample = post("/query/sample-nodes", "userId", user, "limit", 2);
    assertThat(sample.status()).as(sample.raw()).isEqualTo(200);
    assertThat(sample.body().path("nodes").get(0).path("id").asString()).isEqualTo(keepId);
    assertThat(sample.body().path("nodes").get(0).path("connectionCount").asInt()).isEqualTo(1);
    assertThat(types(sample.body().path("nodes"))).doesNotContain("Temporal", "Conversation");
    assertThat(
            post("/query/sample-nodes", "userId", user, "nodeTypes", List.of("Conversation"))
                .body()
                .path("nodes")
                .get(0)
                .path("id")
                .asString())
        .isEqualTo(convId);
    assertThat(post("/query/sample-nodes", "userId", "cite-other").body().path("nodes").size())
        .isZero();
    assertThat(post("/query/sample-nodes", "userId", user, "limit", 25).status()).isEqualTo(400);
  }

  @Test
  void flatSearchHighlightsFiltersAndStaysInScope() {
    String user = "search-u";
    ingest(
        user,
        null,
        "s_chat",
        List.of(
            message("m1", "user", "I prefer oat milk in my coffee.", "2026-04-20T10:00:00.000Z")));
    server.awaitIndexed();
    Response r = post("/search", "userId", user, "query", "oat milk");
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(r.body().path("query").asString()).isEqualTo("oat milk");
    JsonNode claim = null;
    for (JsonNode h : r.body().path("hits")) {
      if ("claim".equals(h.path("kind").asString())) {
        claim = h;
        break;
      }
    }
    assertThat(claim).as(r.raw()).isNotNull();
    assertThat(claim.path("highlight").asString()).contains("<mark>oat</mark> <mark>milk</mark>");
    assertThat(claim.path("claimId").asString()).startsWith("claim_");
    assertThat(claim.path("nodeType").asString()).isEqualTo("Person");
    assertThat(claim.path("source").path("sourceId").asString()).startsWith("src_");
    assertThat(claim.path("statedAt").asString()).isEqualTo("2026-04-20T10:00:00.000Z");
    // CONTRACT.md section 5: claimId? and statedAt? are optional, not nullable (the original's
    // client schema is z.string().optional()): a node hit leaves them out.
    for (JsonNode h : r.body().path("hits")) {
      if ("node".equals(h.path("kind").asString())) {
        assertThat(h.has("claimId")).as(h.toString()).isFalse();
        assertThat(h.has("statedAt")).as(h.toString()).isFalse();
      }
    }

    assertThat(
            post(
                    "/search",
                    "userId",
                    user,
                    "query",
                    "oat milk",
                    "filters",
                    Map.of("entityTypes", List.of("Organization")))
                .body()
                .path("hits")
                .size())
        .isZero();
    Response later =
        post(
            "/search",
            "userId",
            user,
            "query",
            "oat milk",
            "filters",
            Map.of("statedBetween", Map.of("from", "2026-05-01T00:00:00Z")));
    assertThat(later.status()).as(later.raw()).isEqualTo(200);
    assertThat(later.body().path("hits").size()).isZero();
    assertThat(
            post(
                    "/search",
                    "userId",
                    user,
                    "query",
                    "oat milk",
                    "filters",
                    Map.of(
                        "statedBetween",
                        Map.of("from", "2026-04-01T00:00:00Z", "to", "2026-04-30T00:00:00Z")))
                .raw())
        .contains("oat milk");
    // statedBetween bounds are coerced dates in the original: an offset or a plain day is taken.
    assertThat(
            post(
                    "/search",
                    "userId",
                    user,
                    "query",
                    "oat milk",
                    "filters",
                    Map.of(
                        "statedBetween",
                        Map.of("from", "2026-04-01", "to", "2026-04-30T23:59:59+02:00")))
                .raw())
        .contains("oat milk");
    Response impossible =
        post(
            "/search",
            "userId",
            user,
            "query",
            "x",
            "filters",
            Map.of("statedBetween", Map.of("to", "2026-02-30")));
    assertThat(impossible.status()).as(impossible.raw()).isEqualTo(400);
    assertThat(impossible.body().path("field").asString()).isEqualTo("filters.statedBetween.to");

    assertThat(
            post("/search", "userId", "search-other", "query", "oat milk")
                .body()
                .path("hits")
                .size())
        .isZero();
    server.registerPartition(user, "work");
    Response workSearch =
        post("/search", "userId", user, "partitionKey", "work", "query", "oat milk");
    assertThat(workSearch.status()).as(workSearch.raw()).isEqualTo(200);
    assertThat(workSearch.body().path("hits").size()).isZero();
    assertThat(
            post("/search", "userId", user, "query", "oat milk", "scope", "reference")
                .body()
                .path("hits")
                .size())
        .isZero();

    assertThat(post("/search", "userId", user, "query", "").status()).isEqualTo(400);
    assertThat(post("/search", "userId", user, "query", "x", "limit", 51).status()).isEqualTo(400);
    assertThat(post("/search", "userId", user, "query", "x", "scope", "public").status())
        .isEqualTo(400);
    assertThat(
            post(
                    "/search",
                    "userId",
                    user,
                    "query",
                    "x",
                    "filters",
                    Map.of("statedBetween", Map.of("from", "yesterday")))
                .status())
        .isEqualTo(400);
    assertThat(
            post(
                    "/search",
                    "userId",
                    user,
                    "query",
                    "x",
                    "filters",
                    Map.of("entityTypes", List.of("Planet")))
                .status())
        .isEqualTo(400);
  }

  @Test
  void contextSearchAnswersNodeCardsWithEvidence() {
    String user = "card-u";
    ingest(
        user,
        null,
        "card_chat",
        List.of(
            message("m1", "user", "I prefer oat milk in my coffee.", "2026-04-20T10:00:00.000Z")));
    server.awaitIndexed();
    Response r = post("/context/search", "userId", user, "query", "oat milk");
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode cards = r.body().path("cards");
    assertThat(cards.size()).as(r.raw()).isPositive();
    JsonNode self = cards.get(0);
    assertThat(self.path("nodeId").asString()).startsWith("node_");
    assertThat(self.path("scope").asString()).isEqualTo("personal");
    assertThat(self.path("aliases").isArray()).isTrue();
    assertThat(self.path("preferencesGoals").toString()).contains("oat milk");
    String claimId =
        self.path("preferencesGoals").get(0).path("evidence").path("claimId").asString();
    assertThat(r.body().path("evidence").toString()).contains(claimId);
    assertThat(self.path("recentEvidence").get(0).path("sourceId").asString()).startsWith("src_");

    assertThat(
            post("/context/search", "userId", "card-other", "query", "oat milk")
                .body()
                .path("cards")
                .size())
        .isZero();
    server.registerPartition(user, "work");
    Response workCards =
        post("/context/search", "userId", user, "partitionKey", "work", "query", "oat milk");
    assertThat(workCards.status()).as(workCards.raw()).isEqualTo(200);
    assertThat(workCards.body().path("cards").size()).isZero();
    assertThat(
            post("/context/search", "userId", user, "query", "oat milk", "scope", "reference")
                .body()
                .path("cards")
                .size())
        .isZero();
    assertThat(post("/context/search", "userId", user).status()).isEqualTo(400);
    assertThat(post("/context/search", "userId", user, "query", "x", "limit", 0).status())
        .isEqualTo(400);
  }
}
