package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The fifth contract audit (docs/contract-audit.md, "behaviour against the seed's rules"): the
 * rules and formulas of the seed and CONTRACT.md that no other test pinned, over real HTTP on a
 * real SQLite file. Above all the isolation rules, asserted negatively on every read route: what
 * one user wrote in one partition and scope never comes back to another user, another partition
 * (one the user really wrote to, so the read is a 200 and not a fence refusal), another user's
 * workspace, or the other scope; each route is first shown to return the material to its owner, so
 * no negative can pass by returning nothing to anyone.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BehaviourAuditIT {
  private final TestServer server;

  static final String A = "audit-a";
  static final String B = "audit-b";
  static final String OTHER_PARTITION = "audit:second";

  /** What A wrote in its default partition, personal scope: none of it may leak. */
  final List<String> personal = new ArrayList<>(List.of("Zanzibar", "Wilhelmina"));

  /** A's reference material: never in a personal read. */
  final List<String> reference = new ArrayList<>(List.of("Xylophone"));

  String yolanda;
  String yolandaClaim;
  String task;
  String candidate;
  String personalSource;
  String personalOperation;
  String referenceSource;
  String metric;
  String manualSource;

  BehaviourAuditIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void seed() {
    Response chat =
        ok(
            "/ingest/conversation",
            conversation(
                A,
                "audit-chat",
                List.of(
                    message(
                        "m1",
                        "user",
                        "I met Quentin Zanzibar at the harbour today. I need to send the quarterly"
                            + " report to Quentin Zanzibar by 2026-12-10.",
                        "2026-12-01T10:00:00.000Z"))));
    server.awaitProcessed(A, chat.body().path("ingestionOperationId").asString());
    Response doc =
        ok(
            "/ingest/document",
            Map.of(
                "userId",
                A,
                "document",
                Map.of(
                    "id",
                    "audit-notes",
                    "title",
                    "Zanzibar notes",
                    "content",
                    "Zanzibar personal notes: my sister Wilhelmina Zanzibar lives in Utrecht.",
                    "timestamp",
                    "2026-12-01T11:00:00.000Z")));
    personalSource = doc.body().path("sourceId").asString();
    personalOperation = doc.body().path("ingestionOperationId").asString();
    server.awaitProcessed(A, personalOperation);
    Response ref =
        ok(
            "/ingest/document",
            Map.of(
                "userId",
                A,
                "document",
                Map.of(
                    "id",
                    "audit-handbook",
                    "title",
                    "Xylophone handbook",
                    "author",
                    "Xavier",
                    "scope",
                    "reference",
                    "content",
                    "Xylophone handbook: the Xylophone Society was founded in Vienna.",
                    "timestamp",
                    "2026-12-01T12:00:00.000Z")));
    referenceSource = ref.body().path("sourceId").asString();
    server.awaitProcessed(A, ref.body().path("ingestionOperationId").asString());
    task =
        ok(
                "/commitments/create",
                Map.of("userId", A, "label", "Pay Zanzibar invoice", "dueOn", "2026-12-03"))
            .body()
            .path("taskId")
            .asString();
    candidate =
        ok(
                "/commitments/create",
                Map.of(
                    "userId",
                    A,
                    "label",
                    "Maybe call Zanzibar",
                    "dueOn",
                    "2026-12-04",
                    "assertedByKind",
                    "assistant_inferred"))
            .body()
            .path("taskId")
            .asString();
    metric =
        ok(
                "/metrics/observations",
                Map.of(
                    "userId",
                    A,
                    "metric",
                    Map.of(
                        "slug",
                        "zanzibar_score",
                        "label",
                        "Zanzibar score",
                        "description",
                        "Zanzibar score",
                        "unit",
                        "pt",
                        "aggregationHint",
                        "avg"),
                    "value",
                    5,
                    "occurredAt",
                    "2026-12-02T10:00:00Z"))
            .body()
            .path("metricId")
            .asString();
    Response node =
        ok(
            "/node/create",
            Map.of(
                "userId",
                A,
                "nodeType",
                "Person",
                "label",
                "Yolanda Zanzibar",
                "initialClaims",
                List.of(
                    Map.of(
                        "predicate",
                        "HAS_ATTRIBUTE",
                        "statement",
                        "Yolanda Zanzibar is tall",
                        "objectValue",
                        "tall"))));
    yolanda = node.body().path("node").path("id").asString();
    yolandaClaim = node.body().path("initialClaimIds").get(0).asString();
    ok("/alias/create", Map.of("userId", A, "canonicalNodeId", yolanda, "aliasText", "Yoli Z."));
    manualSource =
        ok("/claim/get", Map.of("userId", A, "claimId", yolandaClaim))
            .body()
            .path("claim")
            .path("sourceId")
            .asString();
    personal.addAll(
        List.of(yolanda, yolandaClaim, task, candidate, personalSource, metric, manualSource));
    reference.add(referenceSource);
    reference.add(
        ok("/sources/nodes", Map.of("userId", A, "sourceIds", List.of(referenceSource)))
            .body()
            .path("nodes")
            .get(0)
            .path("id")
            .asString());

    // A's second partition (written, so reads of it are answered) and user B.
    for (Object[] other : new Object[][] {{A, OTHER_PARTITION}, {B, null}}) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("userId", other[0]);
      if (other[1] != null) {
        body.put("partitionKey", other[1]);
      }
      body.put(
          "document", Map.of("id", "otters", "content", "A plain note about otters in the river."));
      server.awaitProcessed(
          (String) other[0],
          ok("/ingest/document", body).body().path("ingestionOperationId").asString());
    }
    server.awaitIndexed();
  }

  private Response ok(String path, Object body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isBetween(200, 202);
    return r;
  }

  /** Every read route with a body that reaches A's material (the identity fields come apart). */
  private Map<String, Map<String, Object>> reads() {
    Map<String, Map<String, Object>> r = new LinkedHashMap<>();
    r.put("/query/search", Map.of("query", "Zanzibar Wilhelmina Utrecht"));
    r.put("/context/search", Map.of("query", "Zanzibar Wilhelmina"));
    r.put("/search", Map.of("query", "Zanzibar Wilhelmina"));
    r.put("/context/answer-pack", Map.of("query", "Zanzibar Wilhelmina"));
    r.put("/context/bootstrap", Map.of("forceRefresh", true));
    r.put("/context/entity", Map.of("nodeId", yolanda));
    r.put("/query/atlas", Map.of("assistantId", "a"));
    r.put("/query/atlas-nodes", Map.of("assistantId", "a"));
    r.put("/query/day", Map.of("date", "2026-12-01"));
    r.put("/query/node-type", Map.of("types", List.of("Person", "Document"), "date", "2026-12-01"));
    r.put("/query/timeline", Map.of("limit", 100));
    r.put("/query/recent-changes", Map.of("since", "2020-01-01T00:00:00Z"));
    r.put("/query/change-feed", Map.of("limit", 500));
    r.put("/query/graph", Map.of("maxNodes", 500));
    r.put("/query/sample-nodes", Map.of("limit", 24));
    r.put("/citations/resolve", Map.of("ids", List.of(yolanda, yolandaClaim, personalSource)));
    r.put("/commitments/open", Map.of());
    r.put("/commitments/candidates", Map.of());
    r.put("/commitments/list", Map.of("provenance", "all"));
    r.put("/commitments/get", Map.of("taskId", task));
    r.put(
        "/digest",
        Map.of("date", "2026-12-03", "timeZone", "UTC", "since", "2020-01-01T00:00:00Z"));
    r.put("/metrics/list", Map.of());
    r.put(
        "/metrics/series",
        Map.of(
            "metricIds", List.of(metric),
            "from", "2020-01-01T00:00:00Z",
            "to", "2030-01-01T00:00:00Z",
            "bucket", "none"));
    r.put("/metrics/summary", Map.of("metricId", metric));
    r.put("/metrics/summaries", Map.of());
    r.put("/node/get", Map.of("nodeId", yolanda));
    r.put("/node/sources", Map.of("nodeId", yolanda));
    r.put("/node/neighborhood", Map.of("nodeId", task, "depth", 2));
    r.put("/node/summarize", Map.of("nodeId", yolanda));
    r.put("/node/history", Map.of("nodeId", yolanda));
    r.put("/node/profile", Map.of("nodeId", yolanda));
    r.put("/claim/get", Map.of("claimId", yolandaClaim));
    r.put("/alias/list", Map.of("canonicalNodeId", yolanda));
    r.put("/sources/list", Map.of("limit", 200));
    r.put("/sources/get", Map.of("sourceId", personalSource, "includeContent", true));
    r.put("/sources/nodes", Map.of("sourceIds", List.of(personalSource)));
    r.put("/sources/processing", Map.of("operationId", personalOperation));
    r.put(
        "/maintenance/prune-stale-nodes",
        Map.of("minIdleDays", 0, "aggressiveness", 1, "includeReference", true));
    r.put("/maintenance/prune-orphan-nodes", Map.of("olderThanDays", 0));
    return r;
  }

  private Response read(
      String path, Map<String, Object> fields, String user, String partition, boolean workspace) {
    Map<String, Object> body = new LinkedHashMap<>(fields);
    body.put("userId", user);
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    return server.post(
        path,
        TestServer.JSON.writeValueAsString(body),
        workspace ? Map.of("x-memory-access-scope", "workspace") : Map.of());
  }

  /** The answer without the request's own words echoed back (a query, a requested id). */
  private static String answered(Response r) {
    JsonNode body = r.body().deepCopy();
    if (body instanceof ObjectNode o) {
      o.remove(List.of("query", "nodeId"));
    }
    body.path("citations").forEach(c -> ((ObjectNode) c).remove("requestedId"));
    return body.toString();
  }

  private static boolean mentionsAny(String answer, List<String> markers) {
    return markers.stream().anyMatch(answer::contains);
  }

  @Test
  void everyReadRouteKeepsAnotherUserAnotherPartitionAndAnotherWorkspaceOut() {
    Map<String, String> failures = new LinkedHashMap<>();
    reads()
        .forEach(
            (path, fields) -> {
              Response own = read(path, fields, A, null, false);
              if (own.status() != 200 || !mentionsAny(answered(own), personal)) {
                failures.put(path + " (owner, control)", own.status() + " " + own.raw());
              }
              record Reader(String name, String user, String partition, boolean workspace) {}
              for (Reader reader :
                  List.of(
                      new Reader("another user", B, null, false),
                      new Reader("another partition", A, OTHER_PARTITION, false),
                      new Reader("another partition, workspace", A, OTHER_PARTITION, true),
                      new Reader("another user's workspace", B, null, true))) {
                Response r =
                    read(path, fields, reader.user(), reader.partition(), reader.workspace());
                if (r.status() == 404) {
                  continue; // the id is not found in that scope: nothing came back
                }
                if (r.status() != 200 || mentionsAny(answered(r), personal)) {
                  failures.put(path + " (" + reader.name() + ")", r.status() + " " + r.raw());
                }
              }
            });
    assertThat(failures).isEmpty();
  }

  @Test
  void personalReadsNeverCarryReferenceMaterialAndReferenceReadsNeverCarryPersonal() {
    Map<String, String> failures = new LinkedHashMap<>();
    for (String path :
        List.of(
            "/query/search",
            "/context/search",
            "/search",
            "/context/answer-pack",
            "/context/bootstrap",
            "/query/atlas",
            "/query/day",
            "/query/node-type",
            "/query/timeline",
            "/query/recent-changes",
            "/query/graph",
            "/query/sample-nodes",
            "/digest")) {
      Map<String, Object> fields = new LinkedHashMap<>(reads().get(path));
      if (fields.containsKey("query")) {
        fields.put("query", "Xylophone Society Vienna handbook");
      }
      Response r = read(path, fields, A, null, false);
      if (r.status() != 200 || mentionsAny(answered(r), reference)) {
        failures.put(path, r.status() + " " + r.raw());
      }
    }
    // The reference side: it has the handbook (control) and nothing personal.
    List<Object[]> referenceReads =
        List.of(
            new Object[] {"/query/search-reference", Map.of("query", "Xylophone Zanzibar")},
            new Object[] {
              "/context/search", Map.of("query", "Xylophone Zanzibar", "scope", "reference")
            },
            new Object[] {"/search", Map.of("query", "Xylophone Zanzibar", "scope", "reference")});
    for (Object[] read : referenceReads) {
      @SuppressWarnings("unchecked")
      Response r = read((String) read[0], (Map<String, Object>) read[1], A, null, false);
      String answer = answered(r);
      if (r.status() != 200 || !answer.contains("Xylophone") || mentionsAny(answer, personal)) {
        failures.put(read[0] + " (reference)", r.status() + " " + r.raw());
      }
    }
    assertThat(failures).isEmpty();
  }

  @Test
  void historyAndProfileOfANodeOutsideTheScopeAreNotFoundLikeEveryNodeRead() {
    for (String path : List.of("/node/history", "/node/profile")) {
      assertThat(read(path, Map.of("nodeId", yolanda), A, null, false).status()).isEqualTo(200);
      for (Response r :
          List.of(
              read(path, Map.of("nodeId", yolanda), B, null, false),
              read(path, Map.of("nodeId", yolanda), A, OTHER_PARTITION, false),
              read(path, Map.of("nodeId", "node_00000000000000000000000000"), A, null, false))) {
        assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(404);
        assertThat(r.body().path("data").path("code").asString()).isEqualTo("NOT_FOUND");
      }
    }
  }

  @Test
  void theInitialGraphReadTakesAHundredNodesByDefaultTheLowestIdsFirst() {
    String user = "audit-graph";
    List<String> created = new ArrayList<>();
    for (int i = 1; i <= 105; i++) {
      created.add(
          ok(
                  "/node/create",
                  Map.of("userId", user, "nodeType", "Concept", "label", "Concept number " + i))
              .body()
              .path("node")
              .path("id")
              .asString());
    }
    JsonNode graph = ok("/query/graph", Map.of("userId", user)).body();
    List<String> ids = new ArrayList<>();
    graph.path("nodes").forEach(n -> ids.add(n.path("id").asString()));
    assertThat(ids).hasSize(100).isSorted();
    assertThat(ids).isEqualTo(created.stream().sorted().limit(100).toList());
  }

  @Test
  void aLabelNeverMakesTheSelfNodeAndOnlyTheSelfNodeHidesTheOwner() {
    String user = "audit-self";
    String labelledMe =
        ok(
                "/node/create",
                Map.of(
                    "userId", user, "nodeType", "Person", "label", "Me", "description", "The user"))
            .body()
            .path("node")
            .path("id")
            .asString();
    assertThat(
            ok("/node/get", Map.of("userId", user, "nodeId", labelledMe))
                .body()
                .path("node")
                .path("isUserSelf")
                .asBoolean())
        .isFalse();
    ok("/user/self-aliases", Map.of("userId", user, "aliases", List.of("Sam")));
    List<String> selfNodes = new ArrayList<>();
    ok("/query/graph", Map.of("userId", user))
        .body()
        .path("nodes")
        .forEach(
            n -> {
              String id = n.path("id").asString();
              if (ok("/node/get", Map.of("userId", user, "nodeId", id))
                  .body()
                  .path("node")
                  .path("isUserSelf")
                  .asBoolean()) {
                selfNodes.add(id);
              }
            });
    assertThat(selfNodes).hasSize(1).doesNotContain(labelledMe);

    JsonNode toLabelled =
        ok(
                "/commitments/create",
                Map.of("userId", user, "label", "Call mum", "ownedBy", labelledMe))
            .body();
    assertThat(toLabelled.path("owner").path("nodeId").asString()).isEqualTo(labelledMe);
    JsonNode toSelf =
        ok(
                "/commitments/create",
                Map.of("userId", user, "label", "Water plants", "ownedBy", selfNodes.get(0)))
            .body();
    assertThat(toSelf.path("owner").isNull()).isTrue();
    // The stored assignment stays: the ownedBy filter still finds it.
    JsonNode owned =
        ok("/commitments/open", Map.of("userId", user, "ownedBy", selfNodes.get(0))).body();
    assertThat(owned.path("commitments")).hasSize(1);
    assertThat(owned.path("commitments").get(0).path("taskId").asString())
        .isEqualTo(toSelf.path("taskId").asString());
  }

  @Test
  void anInferredStatusNeverReplacesTheUsersOnTheStatusRouteAndANewerStatedOneDoes() {
    String user = "audit-trust";
    String t =
        ok("/commitments/create", Map.of("userId", user, "label", "File taxes"))
            .body()
            .path("taskId")
            .asString();
    JsonNode refused =
        ok(
                "/commitments/status",
                Map.of(
                    "userId",
                    user,
                    "taskId",
                    t,
                    "status",
                    "done",
                    "assertedByKind",
                    "assistant_inferred"))
            .body();
    // The answer is the task's status after the call, never the refused value.
    assertThat(refused.path("status").asString()).isEqualTo("pending");
    assertThat(refused.path("claimId").asString())
        .isEqualTo(refused.path("previousClaimId").asString());
    JsonNode got = ok("/commitments/get", Map.of("userId", user, "taskId", t)).body();
    assertThat(got.path("status").asString()).isEqualTo("pending");
    assertThat(got.path("statusAssertedByKind").asString()).isEqualTo("user");
    assertThat(ok("/commitments/open", Map.of("userId", user)).body().path("commitments"))
        .hasSize(1);

    // A status stated before the current one (backdated) does not replace it either.
    ok(
        "/claim/create",
        Map.of(
            "userId", user,
            "subjectNodeId", t,
            "predicate", "HAS_TASK_STATUS",
            "statement", "File taxes was done in 2020",
            "objectValue", "done",
            "statedAt", "2020-01-01T00:00:00.000Z"));
    assertThat(ok("/commitments/open", Map.of("userId", user)).body().path("commitments"))
        .hasSize(1);

    // The user's own newer word does.
    ok("/commitments/status", Map.of("userId", user, "taskId", t, "status", "completed"));
    assertThat(ok("/commitments/open", Map.of("userId", user)).body().path("commitments"))
        .isEmpty();
    assertThat(
            ok("/commitments/get", Map.of("userId", user, "taskId", t))
                .body()
                .path("status")
                .asString())
        .isEqualTo("done");
  }

  @Test
  void workspaceMutationsResolveTheObjectsOwnPartitionAndStrictOnesDoNotReachIt() {
    String user = "audit-ws";
    String key = "audit:ws";
    String t =
        ok("/commitments/create", Map.of("userId", user, "partitionKey", key, "label", "Ship it"))
            .body()
            .path("taskId")
            .asString();
    String n =
        ok(
                "/node/create",
                Map.of("userId", user, "partitionKey", key, "nodeType", "Person", "label", "Wendy"))
            .body()
            .path("node")
            .path("id")
            .asString();
    Map<String, String> workspace = Map.of("x-memory-access-scope", "workspace");

    Map<String, Object> status = Map.of("userId", user, "taskId", t, "status", "in_progress");
    assertThat(server.post("/commitments/status", status).status())
        .as("strict, without the key: the task is not in memory:personal")
        .isEqualTo(404);
    Response moved =
        server.post("/commitments/status", TestServer.JSON.writeValueAsString(status), workspace);
    assertThat(moved.status()).as(moved.raw()).isEqualTo(200);
    JsonNode inPartition =
        ok("/commitments/get", Map.of("userId", user, "partitionKey", key, "taskId", t)).body();
    assertThat(inPartition.path("status").asString()).isEqualTo("in_progress");

    Response claim =
        server.post(
            "/claim/create",
            TestServer.JSON.writeValueAsString(
                Map.of(
                    "userId", user,
                    "subjectNodeId", n,
                    "predicate", "HAS_ATTRIBUTE",
                    "statement", "Wendy is kind",
                    "objectValue", "kind")),
            workspace);
    assertThat(claim.status()).as(claim.raw()).isEqualTo(201);
    String claimId = claim.body().path("claim").path("id").asString();
    assertThat(
            ok("/claim/get", Map.of("userId", user, "partitionKey", key, "claimId", claimId))
                .status())
        .isEqualTo(200);
    assertThat(server.post("/claim/get", Map.of("userId", user, "claimId", claimId)).status())
        .as("the claim was written into the node's partition, not memory:personal")
        .isEqualTo(404);
    Response alias =
        server.post(
            "/alias/create",
            TestServer.JSON.writeValueAsString(
                Map.of("userId", user, "canonicalNodeId", n, "aliasText", "W.")),
            workspace);
    assertThat(alias.status()).as(alias.raw()).isBetween(200, 201);
    assertThat(alias.body().path("alias").path("partitionKey").asString()).isEqualTo(key);
  }

  @Test
  void pruneStaleNeverOffersOrDeletesTheSelfNodeButANodeMerelyLabelledLikeItIsFair() {
    String user = "audit-prune-self";
    ok("/user/self-aliases", Map.of("userId", user, "aliases", List.of("Sam")));
    String me =
        ok("/node/create", Map.of("userId", user, "nodeType", "Person", "label", "Me"))
            .body()
            .path("node")
            .path("id")
            .asString();
    String sam =
        ok("/node/create", Map.of("userId", user, "nodeType", "Person", "label", "Sam"))
            .body()
            .path("node")
            .path("id")
            .asString();
    String self = null;
    for (JsonNode n : ok("/query/graph", Map.of("userId", user)).body().path("nodes")) {
      String id = n.path("id").asString();
      if (ok("/node/get", Map.of("userId", user, "nodeId", id))
          .body()
          .path("node")
          .path("isUserSelf")
          .asBoolean()) {
        self = id;
      }
    }
    assertThat(self).isNotNull().isNotIn(me, sam);

    Map<String, Object> sweep =
        Map.of("userId", user, "minIdleDays", 0, "aggressiveness", 1, "dryRun", false);
    JsonNode applied = ok("/maintenance/prune-stale-nodes", sweep).body();
    List<String> candidates = new ArrayList<>();
    applied.path("candidates").forEach(c -> candidates.add(c.path("id").asString()));
    assertThat(candidates).contains(me, sam).doesNotContain(self);
    assertThat(ok("/node/get", Map.of("userId", user, "nodeId", self)).status()).isEqualTo(200);
    assertThat(server.post("/node/get", Map.of("userId", user, "nodeId", me)).status())
        .isEqualTo(404);
  }

  @Test
  void sourceListingsNeverShowManualOrMetricSources() {
    JsonNode list = ok("/sources/list", Map.of("userId", A, "limit", 200)).body();
    List<String> types = new ArrayList<>();
    list.path("sources").forEach(src -> types.add(src.path("type").asString()));
    assertThat(types)
        .contains("document", "conversation")
        .isSubsetOf(
            "document",
            "conversation",
            "conversation_message",
            "meeting_transcript",
            "external_conversation");
    assertThat(list.toString()).doesNotContain(manualSource);
  }

  @Test
  void anUpdateExistingReplacementLeavesOneRecordNodeOnItsDay() {
    String user = "audit-replace";
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("id", "replace-me");
    doc.put("title", "Harbour plan");
    doc.put("content", "The harbour plan, first draft.");
    doc.put("timestamp", "2026-11-20T10:00:00.000Z");
    Response first = ok("/ingest/document", Map.of("userId", user, "document", doc));
    server.awaitProcessed(user, first.body().path("ingestionOperationId").asString());
    doc.put("content", "The harbour plan, second draft.");
    Response second =
        ok("/ingest/document", Map.of("userId", user, "updateExisting", true, "document", doc));
    server.awaitProcessed(user, second.body().path("ingestionOperationId").asString());
    assertThat(second.body().path("sourceId").asString())
        .isNotEqualTo(first.body().path("sourceId").asString());

    JsonNode day = ok("/query/day", Map.of("userId", user, "date", "2026-11-20")).body();
    List<String> documents = new ArrayList<>();
    day.path("nodes")
        .forEach(
            n -> {
              if ("Document".equals(n.path("nodeType").asString())) {
                documents.add(n.path("id").asString());
              }
            });
    assertThat(documents).as(day.toString()).hasSize(1);
    assertThat(day.path("nodeCount").asInt()).isEqualTo(day.path("nodes").size());
    JsonNode typed =
        ok(
                "/query/node-type",
                Map.of("userId", user, "types", List.of("Document"), "date", "2026-11-20"))
            .body();
    assertThat(typed.path("nodes")).hasSize(1);
    JsonNode timeline =
        ok("/query/timeline", Map.of("userId", user, "since", "2026-11-20", "until", "2026-11-20"))
            .body();
    assertThat(timeline.path("days").get(0).path("nodeCount").asInt())
        .isEqualTo(day.path("nodes").size());
    assertThat(timeline.path("days").get(0).path("nodes").toString()).contains(documents.get(0));
    JsonNode news =
        ok("/query/recent-changes", Map.of("userId", user, "since", "2020-01-01T00:00:00Z")).body();
    List<String> newDocuments = new ArrayList<>();
    news.path("nodes")
        .forEach(
            n -> {
              if ("Document".equals(n.path("nodeType").asString())) {
                newDocuments.add(n.path("id").asString());
              }
            });
    assertThat(newDocuments).as(news.toString()).containsExactlyElementsOf(documents);
  }
}
