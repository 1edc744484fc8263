package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** The raw graph routes through real HTTP: valid and invalid input, lifecycle, guard, isolation. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GraphRoutesIT {
  @TempDir static Path dir;
  TestServer server;

  @BeforeAll
  void start() {
    server = new TestServer(dir);
  }

  @AfterAll
  void stop() {
    server.close();
  }

  /** Creates a node over HTTP and returns its id. */
  private String node(String user, String nodeType, String label) {
    Response r =
        server.post("/node/create", Map.of("userId", user, "nodeType", nodeType, "label", label));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private String task(String user, String label) {
    Response r =
        server.post("/node/create", Map.of("userId", user, "nodeType", "Task", "label", label));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private Response status(String user, String taskId, String value) {
    return createClaim(user, taskId, "HAS_TASK_STATUS", value, "status " + value);
  }

  private JsonNode activeClaims(String user, String nodeId) {
    return server.post("/node/get", Map.of("userId", user, "nodeId", nodeId)).body().path("claims");
  }

  @Test
  void aTaskIsNeverStatelessAndANewStatusReplacesTheOld() {
    Response created =
        server.post(
            "/node/create", Map.of("userId", "g1", "nodeType", "Task", "label", "Send the spec"));
    // initialClaimIds names the claims sent (none here), not the synthesized status.
    assertThat(created.body().path("initialClaimIds").isArray()).isTrue();
    assertThat(created.body().path("initialClaimIds")).isEmpty();
    String taskId = created.body().path("node").path("id").asString();
    JsonNode initial = activeClaims("g1", taskId);
    assertThat(initial).hasSize(1);
    assertThat(initial.get(0).path("objectValue").asString()).isEqualTo("pending");
    assertThat(initial.get(0).path("assertedByKind").asString()).isEqualTo("assistant_inferred");

    Response done = status("g1", taskId, "completed");
    assertThat(done.status()).isEqualTo(201);
    assertThat(done.body().path("claim").path("objectValue").asString()).isEqualTo("done");
    assertThat(done.body().path("claim").path("subjectLabel").asString())
        .isEqualTo("Send the spec");
    JsonNode now = activeClaims("g1", taskId);
    assertThat(now).hasSize(1);
    assertThat(now.get(0).path("objectValue").asString()).isEqualTo("done");

    JsonNode history =
        server
            .post("/node/history", Map.of("userId", "g1", "nodeId", taskId))
            .body()
            .path("claims");
    assertThat(history).hasSize(2);
    assertThat(history.get(0).path("status").asString()).isEqualTo("superseded");
    assertThat(history.get(0).path("supersededByClaimId").asString())
        .isEqualTo(done.body().path("claim").path("id").asString());

    Map<String, Object> before = new HashMap<>(Map.of("userId", "g1", "nodeId", taskId));
    before.put("asOf", history.get(0).path("recordedAt").asString());
    JsonNode then = server.post("/node/get", before).body().path("claims");
    assertThat(then).hasSize(1);
    assertThat(then.get(0).path("objectValue").asString()).isEqualTo("pending");

    server.post(
        "/claim/delete",
        Map.of("userId", "g1", "claimId", done.body().path("claim").path("id").asString()));
    assertThat(activeClaims("g1", taskId).get(0).path("objectValue").asString())
        .as("deleting the active status restores the previous one")
        .isEqualTo("pending");
  }

  @Test
  void invalidClaimsAreRefusedNamingTheFieldAndWriteNothing() {
    String taskId = task("g2", "Book flights");
    Response missing =
        server.post(
            "/claim/create",
            Map.of(
                "userId",
                "g2",
                "subjectNodeId",
                taskId,
                "predicate",
                "HAS_TASK_STATUS",
                "objectValue",
                "done"));
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("statement");

    Response both =
        server.post(
            "/claim/create",
            Map.of(
                "userId",
                "g2",
                "subjectNodeId",
                taskId,
                "predicate",
                "RELATED_TO",
                "objectValue",
                "x",
                "objectNodeId",
                taskId,
                "statement",
                "s"));
    assertThat(both.status()).isEqualTo(400);

    Response badStatus = status("g2", taskId, "someday");
    assertThat(badStatus.status()).isEqualTo(400);
    assertThat(badStatus.body().path("data").path("name").asString())
        .isEqualTo("InvalidObjectValueError");
    assertThat(badStatus.body().path("data").path("allowedValues")).hasSize(4);

    Response unknownNode = status("g2", "node_01kq54zhdwe4a94mj9nrrnne4h", "done");
    assertThat(unknownNode.status()).isEqualTo(422);
    assertThat(unknownNode.body().path("data").path("missingNodeIds").get(0).asString())
        .isEqualTo("node_01kq54zhdwe4a94mj9nrrnne4h");

    Response badType =
        server.post("/node/create", Map.of("userId", "g2", "nodeType", "Spaceship", "label", "x"));
    assertThat(badType.status()).isEqualTo(400);
    assertThat(badType.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("nodeType");

    assertThat(
            server
                .post("/node/history", Map.of("userId", "g2", "nodeId", taskId))
                .body()
                .path("claims"))
        .as("only the default status: nothing was written by the refused requests")
        .hasSize(1);
  }

  @Test
  void claimDatesTakeADayOrAnOffsetAsTheOriginalCoercesThemAndRefuseTheImpossible() {
    String person = node("g2d", "Person", "Noor");
    Map<String, Object> body = new java.util.LinkedHashMap<>();
    body.put("userId", "g2d");
    body.put("subjectNodeId", person);
    body.put("predicate", "HAS_ATTRIBUTE");
    body.put("objectValue", "lives in Leiden");
    body.put("statement", "Noor lives in Leiden");
    body.put("validFrom", "2026-05-01");
    body.put("statedAt", "2026-05-01T10:00:00+02:00");
    body.put("validTo", "2026-12-31T23:59:59.000Z");
    Response made = server.post("/claim/create", body);
    assertThat(made.status()).as(made.raw()).isIn(200, 201);
    JsonNode claim = made.body().path("claim");
    assertThat(claim.path("validFrom").asString()).isEqualTo("2026-05-01T00:00:00.000Z");
    assertThat(claim.path("statedAt").asString()).isEqualTo("2026-05-01T08:00:00.000Z");
    assertThat(claim.path("validTo").asString()).isEqualTo("2026-12-31T23:59:59.000Z");

    for (String bad : List.of("2026-02-30", "yesterday", "2026-05-01T25:00:00Z", "01/05/2026")) {
      body.put("validFrom", bad);
      body.put("statement", "Noor lives in Delft " + bad);
      Response refused = server.post("/claim/create", body);
      assertThat(refused.status()).as(bad).isEqualTo(400);
      assertThat(refused.body().path("data").path("issues").get(0).path("path").asString())
          .isEqualTo("validFrom");
    }
    assertThat(activeClaims("g2d", person).toString())
        .contains("Noor lives in Leiden")
        .doesNotContain("Delft");
  }

  @Test
  void aRetractedValueComesBackAsA409NamingTheRejection() {
    Response me =
        server.post("/node/create", Map.of("userId", "g3", "nodeType", "Person", "label", "Me"));
    String meId = me.body().path("node").path("id").asString();
    Response pref =
        createClaim("g3", meId, "HAS_PREFERENCE", "window seats", "Prefers window seats");
    String claimId = pref.body().path("claim").path("id").asString();

    Response retracted =
        server.post(
            "/claim/update",
            Map.of(
                "userId",
                "g3",
                "claimId",
                claimId,
                "status",
                "retracted",
                "reason",
                "I prefer aisle seats"));
    assertThat(retracted.body().path("claim").path("status").asString()).isEqualTo("retracted");

    Response again =
        createClaim("g3", meId, "HAS_PREFERENCE", "Window seat", "Likes a window seat");
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.body().path("data").path("code").asString()).isEqualTo("WRITE_REFUSED");
    assertThat(again.body().path("data").path("rejectionId").asString()).startsWith("rej_");
    assertThat(again.body().path("data").path("reason").asString())
        .isEqualTo("I prefer aisle seats");
    assertThat(activeClaims("g3", meId)).isEmpty();
  }

  @Test
  void anotherUsersGraphIsNotFound() {
    String taskId = task("g4", "Private task");
    JsonNode claim = activeClaims("g4", taskId).get(0);

    assertThat(server.post("/node/get", Map.of("userId", "intruder", "nodeId", taskId)).status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/claim/get",
                    Map.of("userId", "intruder", "claimId", claim.path("id").asString()))
                .status())
        .isEqualTo(404);
    assertThat(server.post("/node/delete", Map.of("userId", "intruder", "nodeId", taskId)).status())
        .isEqualTo(404);
    assertThat(status("intruder", taskId, "done").status()).isEqualTo(422);
    assertThat(activeClaims("g4", taskId)).hasSize(1);

    Response deleted =
        server.post("/node/delete", Map.of("userId", "g4", "nodeId", taskId, "reason", "cleanup"));
    assertThat(deleted.body().path("deleted").asBoolean()).isTrue();
    assertThat(deleted.body().path("affectedClaims").path("cascadeDeleted").asInt()).isEqualTo(1);
    assertThat(server.post("/node/get", Map.of("userId", "g4", "nodeId", taskId)).status())
        .isEqualTo(404);
    assertThat(
            List.of(
                server
                    .post("/node/profile", Map.of("userId", "g4", "nodeId", taskId))
                    .body()
                    .path("profile")
                    .size()))
        .containsExactly(0);
  }

  private JsonNode search(String user, String query) {
    server.awaitIndexed();
    return server.post("/query/search", Map.of("userId", user, "query", query)).body();
  }

  private static List<String> groupsOf(JsonNode results) {
    List<String> groups = new java.util.ArrayList<>();
    results.forEach(
        r -> groups.add(r.path("group").asString() + ":" + r.path("item").path("id").asString()));
    return groups;
  }

  @Test
  void claimsAndNodeCardsAreSearchableWhileActiveAndOnlyByTheirUser() {
    Response sister =
        server.post(
            "/node/create",
            Map.of(
                "userId",
                "g5",
                "nodeType",
                "Person",
                "label",
                "Marieke",
                "description",
                "my sister, lives in Utrecht"));
    String sisterId = sister.body().path("node").path("id").asString();
    Response hiking =
        createClaim(
            "g5",
            sisterId,
            "HAS_PREFERENCE",
            "hiking in the Alps",
            "Marieke loves hiking in the Alps");
    String hikingId = hiking.body().path("claim").path("id").asString();
    Response guess =
        server.post(
            "/claim/create",
            Map.of(
                "userId",
                "g5",
                "subjectNodeId",
                sisterId,
                "predicate",
                "HAS_ATTRIBUTE",
                "objectValue",
                "owns a kayak",
                "statement",
                "Marieke owns a kayak",
                "assertedByKind",
                "assistant_inferred"));
    String guessId = guess.body().path("claim").path("id").asString();

    JsonNode found = search("g5", "Where does my sister Marieke live?");
    assertThat(groupsOf(found.path("searchResults"))).contains("similarNodes:" + sisterId);
    JsonNode node =
        found
            .path("searchResults")
            .get(groupsOf(found.path("searchResults")).indexOf("similarNodes:" + sisterId))
            .path("item");
    assertThat(node.path("type").asString()).isEqualTo("Person");
    assertThat(node.path("label").asString()).isEqualTo("Marieke");
    assertThat(found.path("formattedResult").asString()).contains("node_id=\"" + sisterId + "\"");

    JsonNode hike = search("g5", "Marieke hiking Alps");
    assertThat(groupsOf(hike.path("searchResults"))).contains("similarClaims:" + hikingId);
    JsonNode claimItem =
        hike.path("searchResults")
            .get(groupsOf(hike.path("searchResults")).indexOf("similarClaims:" + hikingId))
            .path("item");
    assertThat(claimItem.path("subjectLabel").asString()).isEqualTo("Marieke");
    assertThat(claimItem.path("predicate").asString()).isEqualTo("HAS_PREFERENCE");

    assertThat(groupsOf(search("g5", "Marieke kayak").path("searchResults")))
        .as("assistant-inferred claims stay out of default search")
        .doesNotContain("similarClaims:" + guessId);
    assertThat(search("intruder", "Marieke hiking Alps Utrecht sister").path("searchResults"))
        .as("another user's graph")
        .isEmpty();

    server.post(
        "/claim/update", Map.of("userId", "g5", "claimId", hikingId, "status", "retracted"));
    assertThat(groupsOf(search("g5", "Marieke hiking Alps").path("searchResults")))
        .as("a retracted claim leaves search")
        .doesNotContain("similarClaims:" + hikingId);
    server.post("/node/delete", Map.of("userId", "g5", "nodeId", sisterId));
    assertThat(groupsOf(search("g5", "Where does my sister Marieke live?").path("searchResults")))
        .as("a deleted node leaves search")
        .doesNotContain("similarNodes:" + sisterId);
  }

  @Test
  void aliasesNeighbourhoodSourcesUpdatesAndTheGraphRead() {
    String alice = node("g6", "Person", "Alice");
    String acme = node("g6", "Organization", "Acme");
    String lisbon = node("g6", "Location", "Lisbon");
    JsonNode accepted =
        server
            .post(
                "/ingest/document",
                Map.of(
                    "userId",
                    "g6",
                    "document",
                    // nothing extractable: the claims below are the only ones in this graph
                    Map.of("id", "hr-note", "content", "Notes from the quarterly HR review.")))
            .body();
    String doc = accepted.path("sourceId").asString();
    // The document's record node and its day are written by its job: wait for it, so that the
    // graph read below does not race the worker.
    server.awaitProcessed("g6", accepted.path("ingestionOperationId").asString());
    server.post(
        "/claim/create",
        Map.of(
            "userId",
            "g6",
            "subjectNodeId",
            alice,
            "predicate",
            "WORKS_AT",
            "objectNodeId",
            acme,
            "statement",
            "Alice works at Acme",
            "sourceId",
            doc));
    server.post(
        "/claim/create",
        Map.of(
            "userId",
            "g6",
            "subjectNodeId",
            acme,
            "predicate",
            "LOCATED_IN",
            "objectNodeId",
            lisbon,
            "statement",
            "Acme is in Lisbon"));

    Response alias =
        server.post(
            "/alias/create", Map.of("userId", "g6", "canonicalNodeId", alice, "aliasText", "Ali"));
    assertThat(alias.status()).isEqualTo(201);
    assertThat(alias.body().path("alias").path("normalizedAliasText").asString()).isEqualTo("ali");
    // The original's alias schema requires partitionKey (nullable): the node's partition.
    assertThat(alias.body().path("alias").path("partitionKey").asString())
        .isEqualTo("memory:personal");
    JsonNode got =
        server.post("/node/get", Map.of("userId", "g6", "nodeId", alice)).body().path("node");
    assertThat(got.path("aliases").get(0).path("aliasText").asString()).isEqualTo("Ali");
    assertThat(got.path("sourceIds").get(0).asString()).isEqualTo(doc);
    assertThat(
            server
                .post(
                    "/alias/create",
                    Map.of("userId", "g6", "canonicalNodeId", alice, "aliasText", "  "))
                .status())
        .isEqualTo(400);
    assertThat(
            server
                .post(
                    "/alias/delete",
                    Map.of(
                        "userId",
                        "intruder",
                        "aliasId",
                        alias.body().path("alias").path("id").asString()))
                .status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/alias/delete",
                    Map.of(
                        "userId",
                        "g6",
                        "aliasId",
                        alias.body().path("alias").path("id").asString()))
                .body()
                .path("deleted")
                .asBoolean())
        .isTrue();
    assertThat(
            server
                .post("/alias/list", Map.of("userId", "g6", "canonicalNodeId", alice))
                .body()
                .path("aliases"))
        .isEmpty();

    JsonNode one =
        server.post("/node/neighborhood", Map.of("userId", "g6", "nodeId", alice)).body();
    assertThat(one.path("nodes")).hasSize(2);
    JsonNode two =
        server
            .post("/node/neighborhood", Map.of("userId", "g6", "nodeId", alice, "depth", 2))
            .body();
    assertThat(two.path("nodes")).hasSize(3);
    assertThat(two.path("claims")).hasSize(2);
    assertThat(
            server
                .post("/node/neighborhood", Map.of("userId", "g6", "nodeId", alice, "depth", 3))
                .status())
        .isEqualTo(400);

    JsonNode sources =
        server
            .post("/node/sources", Map.of("userId", "g6", "nodeId", alice))
            .body()
            .path("sources");
    assertThat(sources.get(0).path("sourceId").asString()).isEqualTo(doc);
    assertThat(sources.get(0).path("type").asString()).isEqualTo("document");

    JsonNode renamed =
        server
            .post(
                "/node/update",
                Map.of("userId", "g6", "nodeId", acme, "label", "Acme Corp", "description", ""))
            .body()
            .path("node");
    assertThat(renamed.path("label").asString()).isEqualTo("Acme Corp");

    JsonNode all = server.post("/query/graph", Map.of("userId", "g6")).body();
    // The three made here, and the document's record node with its day.
    List<String> types = new java.util.ArrayList<>();
    all.path("nodes").forEach(n -> types.add(n.path("nodeType").asString()));
    assertThat(types)
        .containsExactlyInAnyOrder("Person", "Organization", "Location", "Document", "Temporal");
    List<String> ids = new java.util.ArrayList<>();
    all.path("nodes").forEach(n -> ids.add(n.path("id").asString()));
    assertThat(ids).isSorted();
    assertThat(all.path("claims")).hasSize(3); // WORKS_AT, LOCATED_IN, the document's RECORDED_ON
    JsonNode capped = server.post("/query/graph", Map.of("userId", "g6", "maxNodes", 2)).body();
    assertThat(capped.path("nodes")).hasSize(2);
    assertThat(capped.path("claims")).as("claims only among the selected nodes").hasSize(1);
    assertThat(server.post("/query/graph", Map.of("userId", "intruder")).body().path("nodes"))
        .isEmpty();

    JsonNode self =
        server
            .post("/user/self-aliases", Map.of("userId", "g6", "aliases", List.of("Sam", "Samuel")))
            .body();
    assertThat(self.path("aliases")).hasSize(2);
    assertThat(
            server
                .post("/user/self-aliases", Map.of("userId", "g6", "aliases", List.of("Sam")))
                .body()
                .path("aliases"))
        .hasSize(1);
  }

  @Test
  void mergeMovesClaimsLeavesRedirectsAndRefusesRecordTypes() {
    String bob = node("g7", "Person", "Bob");
    String robert = node("g7", "Person", "Robert");
    createClaim("g7", robert, "HAS_ATTRIBUTE", "plays chess", "Robert plays chess");
    String task = task("g7", "Call Bob");

    Response merged =
        server.post("/node/merge", Map.of("userId", "g7", "nodeIds", List.of(bob, robert)));
    assertThat(merged.status()).as(merged.raw()).isEqualTo(200);
    assertThat(merged.body().path("node").path("id").asString()).isEqualTo(bob);
    JsonNode viaOldId = server.post("/node/get", Map.of("userId", "g7", "nodeId", robert)).body();
    assertThat(viaOldId.path("node").path("id").asString()).as("old ids redirect").isEqualTo(bob);
    assertThat(viaOldId.path("claims").get(0).path("statement").asString())
        .isEqualTo("Robert plays chess");
    assertThat(viaOldId.path("node").path("aliases").get(0).path("aliasText").asString())
        .isEqualTo("Robert");

    Response withTask =
        server.post("/node/merge", Map.of("userId", "g7", "nodeIds", List.of(bob, task)));
    assertThat(withTask.status()).isEqualTo(409);
    assertThat(withTask.body().path("data").path("code").asString()).isEqualTo("MERGE_REFUSED");
    Response foreign =
        server.post("/node/merge", Map.of("userId", "intruder", "nodeIds", List.of(bob, robert)));
    assertThat(foreign.status()).isEqualTo(404);
    assertThat(server.post("/node/merge", Map.of("userId", "g7", "nodeIds", List.of(bob))).status())
        .isEqualTo(400);
  }

  @Test
  void searchAsOfReplaysWhatWasBelievedThen() {
    String me = node("g8", "Person", "Me");
    Response berlin = createClaim("g8", me, "HAS_STATUS", "lives in Berlin", "I live in Berlin");
    String berlinId = berlin.body().path("claim").path("id").asString();
    String between = berlin.body().path("claim").path("recordedAt").asString();
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    Response porto = createClaim("g8", me, "HAS_STATUS", "lives in Porto", "I live in Porto");
    String portoId = porto.body().path("claim").path("id").asString();

    List<String> now = groupsOf(search("g8", "Where do I live?").path("searchResults"));
    assertThat(now)
        .contains("similarClaims:" + portoId)
        .doesNotContain("similarClaims:" + berlinId);

    server.awaitIndexed();
    Map<String, Object> then = new HashMap<>(Map.of("userId", "g8", "query", "Where do I live?"));
    then.put("asOf", java.time.Instant.parse(between).plusMillis(5).toString());
    List<String> past = groupsOf(server.post("/query/search", then).body().path("searchResults"));
    assertThat(past)
        .contains("similarClaims:" + berlinId)
        .doesNotContain("similarClaims:" + portoId);
  }

  @Test
  void nodeHitsBringTheirOneHopConnections() {
    String ada =
        server
            .post(
                "/node/create",
                Map.of(
                    "userId",
                    "g9",
                    "nodeType",
                    "Person",
                    "label",
                    "Ada Lovelace",
                    "description",
                    "mathematician"))
            .body()
            .path("node")
            .path("id")
            .asString();
    String engine = node("g9", "Object", "Analytical Engine");
    String claim =
        server
            .post(
                "/claim/create",
                Map.of(
                    "userId",
                    "g9",
                    "subjectNodeId",
                    ada,
                    "predicate",
                    "USES",
                    "objectNodeId",
                    engine,
                    "statement",
                    "Ada wrote programs for the Analytical Engine"))
            .body()
            .path("claim")
            .path("id")
            .asString();

    server.awaitIndexed();
    JsonNode results =
        server
            .post(
                "/query/search",
                Map.of("userId", "g9", "query", "Ada Lovelace mathematician", "limit", 1))
            .body()
            .path("searchResults");
    List<String> groups = groupsOf(results);
    assertThat(groups).contains("similarNodes:" + ada, "connections:" + engine);
    JsonNode connection = results.get(groups.indexOf("connections:" + engine)).path("item");
    assertThat(connection.path("claimId").asString()).isEqualTo(claim);
    assertThat(connection.path("subjectLabel").asString()).isEqualTo("Ada Lovelace");
    assertThat(connection.path("objectLabel").asString()).isEqualTo("Analytical Engine");
  }

  @Test
  void summaryBatchDeleteAndAQuerySeededGraph() {
    String kim =
        server
            .post(
                "/node/create",
                Map.of(
                    "userId",
                    "g10",
                    "nodeType",
                    "Person",
                    "label",
                    "Kim",
                    "description",
                    "neighbour"))
            .body()
            .path("node")
            .path("id")
            .asString();
    String garden = node("g10", "Location", "Community garden");
    String stray = node("g10", "Concept", "Taxes");
    createClaim("g10", kim, "HAS_ATTRIBUTE", "grows tomatoes", "Kim grows tomatoes.");
    server.post(
        "/claim/create",
        Map.of(
            "userId",
            "g10",
            "subjectNodeId",
            kim,
            "predicate",
            "LOCATED_IN",
            "objectNodeId",
            garden,
            "statement",
            "Kim gardens at the community garden"));

    assertThat(
            server
                .post("/node/summarize", Map.of("userId", "g10", "nodeId", kim))
                .body()
                .path("summary")
                .asString())
        .isEqualTo("Kim: Kim grows tomatoes; Kim gardens at the community garden.");
    assertThat(
            server
                .post("/node/summarize", Map.of("userId", "g10", "nodeId", stray))
                .body()
                .path("summary")
                .asString())
        .isEmpty();

    server.awaitIndexed();
    JsonNode seeded =
        server
            .post(
                "/query/graph",
                Map.of("userId", "g10", "query", "Kim the neighbour", "maxNodes", 2))
            .body();
    List<String> ids = new java.util.ArrayList<>();
    seeded.path("nodes").forEach(n -> ids.add(n.path("id").asString()));
    assertThat(ids).hasSizeLessThanOrEqualTo(2).contains(kim);

    Response batch =
        server.post(
            "/node/batch-delete", Map.of("userId", "g10", "nodeIds", List.of(garden, stray)));
    assertThat(batch.body().path("count").asInt()).isEqualTo(2);
    assertThat(server.post("/node/get", Map.of("userId", "g10", "nodeId", garden)).status())
        .isEqualTo(404);
    Response missing =
        server.post("/node/batch-delete", Map.of("userId", "g10", "nodeIds", List.of(kim, garden)));
    assertThat(missing.status()).as("all-or-nothing: one is gone already").isEqualTo(404);
    assertThat(server.post("/node/get", Map.of("userId", "g10", "nodeId", kim)).status())
        .isEqualTo(200);
  }

  private String nodeIn(String user, String type, String label, String partitionKey) {
    Map<String, Object> body = new HashMap<>(Map.of("userId", user, "nodeType", type));
    body.put("label", label);
    if (partitionKey != null) {
      body.put("partitionKey", partitionKey);
    }
    Response r = server.post("/node/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private JsonNode claim(
      String user, String subject, String predicate, String object, String text) {
    Map<String, Object> body = new HashMap<>();
    body.put("userId", user);
    body.put("subjectNodeId", subject);
    body.put("predicate", predicate);
    body.put(object.startsWith("node_") ? "objectNodeId" : "objectValue", object);
    body.put("statement", text);
    Response r = server.post("/claim/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("claim");
  }

  private Response reattribute(String user, String claimId, String replace, String newNodeId) {
    return server.post(
        "/claim/reattribute",
        Map.of("userId", user, "claimId", claimId, "replace", replace, "newNodeId", newNodeId));
  }

  private String claimStatus(String user, String claimId) {
    return server
        .post("/claim/get", Map.of("userId", user, "claimId", claimId))
        .body()
        .path("claim")
        .path("status")
        .asString();
  }

  /** Rows the user owns in every table a graph write touches, read from the SQLite file. */
  private Map<String, Object> footprint(String user) {
    Map<String, Object> counts = new java.util.TreeMap<>();
    try (java.sql.Connection c =
        java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"))) {
      for (String table :
          List.of(
              "nodes", "claims", "claim_evidence", "audit_log", "change_log", "rejected_values")) {
        String sql =
            "claim_evidence".equals(table)
                ? "SELECT count(*) FROM claim_evidence e JOIN claims c ON c.id = e.claim_id"
                    + " WHERE c.user_id = ?"
                : "SELECT count(*) FROM " + table + " WHERE user_id = ?";
        try (var st = c.prepareStatement(sql)) {
          st.setString(1, user);
          try (var rs = st.executeQuery()) {
            rs.next();
            counts.put(table, rs.getLong(1));
          }
        }
      }
      try (var st =
          c.prepareStatement(
              "SELECT group_concat(id || ':' || status, ',') FROM"
                  + " (SELECT id, status FROM claims WHERE user_id = ? ORDER BY id)")) {
        st.setString(1, user);
        try (var rs = st.executeQuery()) {
          rs.next();
          counts.put("claim statuses", rs.getString(1));
        }
      }
    } catch (java.sql.SQLException e) {
      throw new IllegalStateException(e);
    }
    return counts;
  }

  @Test
  void reattributeMovesOneEndpointToAUserConfirmedCopyAndRetractsTheOriginal() {
    String alice = nodeIn("r1", "Person", "Alice", null);
    String bob = nodeIn("r1", "Person", "Bob", null);
    String acme = nodeIn("r1", "Organization", "Acme", null);
    String initech = nodeIn("r1", "Organization", "Initech", null);
    JsonNode worksAt = claim("r1", alice, "WORKS_AT", acme, "Alice works at Acme");
    String originalId = worksAt.path("id").asString();

    Response moved = reattribute("r1", originalId, "object", initech);
    assertThat(moved.status()).as(moved.raw()).isEqualTo(200);
    JsonNode copy = moved.body().path("claim");
    assertThat(copy.path("id").asString()).startsWith("claim_").isNotEqualTo(originalId);
    assertThat(copy.path("subjectNodeId").asString()).isEqualTo(alice);
    assertThat(copy.path("objectNodeId").asString()).isEqualTo(initech);
    assertThat(copy.path("objectLabel").asString()).isEqualTo("Initech");
    assertThat(copy.path("predicate").asString()).isEqualTo("WORKS_AT");
    assertThat(copy.path("statement").asString()).isEqualTo("Alice works at Acme");
    assertThat(copy.path("statedAt").asString()).isEqualTo(worksAt.path("statedAt").asString());
    assertThat(copy.path("assertedByKind").asString()).isEqualTo("user_confirmed");
    assertThat(copy.path("status").asString()).isEqualTo("active");
    assertThat(claimStatus("r1", originalId)).isEqualTo("retracted");

    Response toBob = reattribute("r1", copy.path("id").asString(), "subject", bob);
    assertThat(toBob.status()).as(toBob.raw()).isEqualTo(200);
    assertThat(toBob.body().path("claim").path("subjectNodeId").asString()).isEqualTo(bob);
    assertThat(toBob.body().path("claim").path("subjectLabel").asString()).isEqualTo("Bob");
    assertThat(toBob.body().path("claim").path("objectNodeId").asString()).isEqualTo(initech);
    assertThat(activeClaims("r1", alice)).as("nothing about Alice is believed now").isEmpty();
    assertThat(activeClaims("r1", bob)).hasSize(1);

    JsonNode likes = claim("r1", alice, "HAS_PREFERENCE", "green tea", "Likes green tea");
    Response attribute = reattribute("r1", likes.path("id").asString(), "subject", bob);
    assertThat(attribute.status()).as(attribute.raw()).isEqualTo(200);
    assertThat(attribute.body().path("claim").path("objectValue").asString())
        .isEqualTo("green tea");
    assertThat(attribute.body().path("claim").path("subjectNodeId").asString()).isEqualTo(bob);
    assertThat(activeClaims("r1", bob)).hasSize(2);
  }

  @Test
  void reattributeErrorsNameTheProblemAndWriteNothing() {
    String alice = nodeIn("r2", "Person", "Alice", null);
    String bob = nodeIn("r2", "Person", "Bob", null);
    String acme = nodeIn("r2", "Organization", "Acme", null);
    String elsewhere = nodeIn("r2", "Person", "Work Bob", "work");
    String likes =
        claim("r2", alice, "HAS_PREFERENCE", "green tea", "Likes green tea").path("id").asString();
    String worksAt =
        claim("r2", alice, "WORKS_AT", acme, "Alice works at Acme").path("id").asString();
    JsonNode gone = claim("r2", alice, "HAS_GOAL", "run a marathon", "Wants to run a marathon");
    server.post(
        "/claim/update",
        Map.of("userId", "r2", "claimId", gone.path("id").asString(), "status", "retracted"));
    Map<String, Object> before = footprint("r2");

    Response attributeObject = reattribute("r2", likes, "object", bob);
    assertThat(attributeObject.status()).isEqualTo(400);
    assertThat(attributeObject.body().path("data").path("name").asString())
        .isEqualTo("AttributeClaimObjectReattributionError");
    assertThat(attributeObject.body().path("data").path("code").asString())
        .isEqualTo("INVALID_REATTRIBUTION");

    Response unknownNode = reattribute("r2", worksAt, "object", "node_01kq54zhdwe4a94mj9nrrnne4h");
    assertThat(unknownNode.status()).isEqualTo(422);
    assertThat(unknownNode.body().path("data").path("name").asString())
        .isEqualTo("NodesNotFoundError");
    assertThat(unknownNode.body().path("data").path("userId").asString()).isEqualTo("r2");
    assertThat(unknownNode.body().path("data").path("missingNodeIds").get(0).asString())
        .isEqualTo("node_01kq54zhdwe4a94mj9nrrnne4h");

    Response inactive = reattribute("r2", gone.path("id").asString(), "subject", bob);
    assertThat(inactive.status()).isEqualTo(409);
    assertThat(inactive.body().path("data").path("name").asString())
        .isEqualTo("InactiveClaimReattributionError");
    assertThat(inactive.body().path("data").path("status").asString()).isEqualTo("retracted");

    Response outOfReach = reattribute("r2", worksAt, "subject", elsewhere);
    assertThat(outOfReach.status())
        .as("a node of another partition is not found in the strict personal scope")
        .isEqualTo(422);
    assertThat(outOfReach.body().path("data").path("name").asString())
        .isEqualTo("NodesNotFoundError");
    Response otherPartition =
        server.post(
            "/claim/reattribute",
            TestServer.JSON.writeValueAsString(
                Map.of(
                    "userId",
                    "r2",
                    "claimId",
                    worksAt,
                    "replace",
                    "subject",
                    "newNodeId",
                    elsewhere)),
            Map.of("x-memory-access-scope", "workspace"));
    assertThat(otherPartition.status())
        .as("the workspace reaches both, and the move across partitions is refused")
        .isEqualTo(409);
    assertThat(otherPartition.body().path("data").path("code").asString())
        .isEqualTo("REATTRIBUTION_REFUSED");

    assertThat(reattribute("r2", "claim_01kq54zhdwe4a94mj9nrrnne4h", "subject", bob).status())
        .isEqualTo(404);
    Map<String, Object> wrongPartition =
        new HashMap<>(
            Map.of(
                "userId", "r2", "claimId", worksAt, "replace", "subject", "newNodeId", elsewhere));
    wrongPartition.put("partitionKey", "work");
    assertThat(server.post("/claim/reattribute", wrongPartition).status())
        .as("a claim outside the named partition is not found")
        .isEqualTo(404);

    Response missing =
        server.post(
            "/claim/reattribute", Map.of("userId", "r2", "claimId", worksAt, "newNodeId", bob));
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.body().path("field").asString()).isEqualTo("replace");
    Response badReplace = reattribute("r2", worksAt, "predicate", bob);
    assertThat(badReplace.status()).isEqualTo(400);
    assertThat(badReplace.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("replace");
    Response noNode =
        server.post(
            "/claim/reattribute",
            Map.of("userId", "r2", "claimId", worksAt, "replace", "object", "newNodeId", ""));
    assertThat(noNode.status()).isEqualTo(400);
    assertThat(noNode.body().path("field").asString()).isEqualTo("newNodeId");
    Response noClaim =
        server.post(
            "/claim/reattribute",
            Map.of("userId", "r2", "claimId", 7, "replace", "object", "newNodeId", bob));
    assertThat(noClaim.status()).isEqualTo(400);
    assertThat(noClaim.body().path("field").asString()).isEqualTo("claimId");
    Map<String, Object> badKey =
        new HashMap<>(
            Map.of("userId", "r2", "claimId", worksAt, "replace", "object", "newNodeId", bob));
    badKey.put("partitionKey", "-bad key");
    Response badPartition = server.post("/claim/reattribute", badKey);
    assertThat(badPartition.status()).isEqualTo(400);
    assertThat(badPartition.body().path("field").asString()).isEqualTo("partitionKey");

    assertThat(footprint("r2")).as("no refused request wrote anything").isEqualTo(before);
    assertThat(claimStatus("r2", worksAt)).isEqualTo("active");
    assertThat(claimStatus("r2", likes)).isEqualTo("active");
  }

  @Test
  void anotherUsersClaimCannotBeReattributed() {
    String alice = nodeIn("r3", "Person", "Alice", null);
    String acme = nodeIn("r3", "Organization", "Acme", null);
    String worksAt =
        claim("r3", alice, "WORKS_AT", acme, "Alice works at Acme").path("id").asString();
    String mallory = nodeIn("intruder-r3", "Person", "Mallory", null);
    String ownClaim =
        claim("intruder-r3", mallory, "HAS_ATTRIBUTE", "curious", "Mallory is curious")
            .path("id")
            .asString();
    Map<String, Object> victim = footprint("r3");

    Response steal = reattribute("intruder-r3", worksAt, "subject", mallory);
    assertThat(steal.status()).as("another user's claim is not found").isEqualTo(404);
    Response push = reattribute("intruder-r3", ownClaim, "subject", alice);
    assertThat(push.status()).as("another user's node is not found").isEqualTo(422);
    Response asVictim = reattribute("r3", worksAt, "object", mallory);
    assertThat(asVictim.status()).as("nor can the owner point at a stranger's node").isEqualTo(422);

    assertThat(footprint("r3")).isEqualTo(victim);
    assertThat(claimStatus("r3", worksAt)).isEqualTo("active");
    assertThat(claimStatus("intruder-r3", ownClaim)).isEqualTo("active");
  }

  private Response postIn(String scope, String path, Map<String, Object> body) {
    return server.post(
        path, TestServer.JSON.writeValueAsString(body), Map.of("x-memory-access-scope", scope));
  }

  @Test
  void aNodeOfAnotherPartitionIsNotFoundInTheStrictScopeAndIsNotDeleted() {
    String dana = nodeIn("p1", "Person", "Dana", "work");
    Map<String, Object> plain = Map.of("userId", "p1", "nodeId", dana);
    Map<String, Object> inWork = Map.of("userId", "p1", "nodeId", dana, "partitionKey", "work");

    assertThat(server.post("/node/get", plain).status()).isEqualTo(404);
    Response refused = server.post("/node/delete", plain);
    assertThat(refused.status()).isEqualTo(404);
    assertThat(refused.body().path("data").path("code").asString()).isEqualTo("NOT_FOUND");
    assertThat(
            server
                .post(
                    "/node/get",
                    Map.of("userId", "p1", "nodeId", dana, "partitionKey", "memory:personal"))
                .status())
        .as("an explicit key narrows to that partition")
        .isEqualTo(404);

    Response found = server.post("/node/get", inWork);
    assertThat(found.status()).as("the node is still there").isEqualTo(200);
    assertThat(found.body().path("node").path("label").asString()).isEqualTo("Dana");
    Response workspace = postIn("workspace", "/node/get", plain);
    assertThat(workspace.status()).isEqualTo(200);
    assertThat(workspace.body().path("node").path("id").asString()).isEqualTo(dana);

    Response deleted = server.post("/node/delete", inWork);
    assertThat(deleted.status()).as(deleted.raw()).isEqualTo(200);
    assertThat(deleted.body().path("deleted").asBoolean()).isTrue();
    assertThat(server.post("/node/get", inWork).status()).isEqualTo(404);
  }

  @Test
  void aClaimWithoutASourceCitesTheUsersManualSource() {
    String me = nodeIn("m1", "Person", "Me", null);
    JsonNode tea = claim("m1", me, "HAS_PREFERENCE", "tea", "Likes tea");
    String sourceId = tea.path("sourceId").asString();
    assertThat(sourceId).startsWith("src_").hasSize("src_".length() + 26);

    Response sources = server.post("/node/sources", Map.of("userId", "m1", "nodeId", me));
    assertThat(sources.status()).isEqualTo(200);
    assertThat(sources.body().path("sources")).hasSize(1);
    assertThat(sources.body().path("sources").get(0).path("sourceId").asString())
        .isEqualTo(sourceId);
    assertThat(sources.body().path("sources").get(0).path("type").asString()).isEqualTo("manual");

    Response created =
        server.post(
            "/node/create",
            Map.of(
                "userId",
                "m1",
                "nodeType",
                "Person",
                "label",
                "Ann",
                "initialClaims",
                List.of(
                    Map.of(
                        "predicate", "HAS_GOAL", "objectValue", "ski", "statement", "Ann skis"))));
    assertThat(created.status()).as(created.raw()).isEqualTo(201);
    String initial = created.body().path("initialClaimIds").get(0).asString();
    Response got = server.post("/claim/get", Map.of("userId", "m1", "claimId", initial));
    assertThat(got.body().path("claim").path("sourceId").asString())
        .as("one manual source per user and partition")
        .isEqualTo(sourceId);
  }

  @Test
  void deletingANodeReportsTheClaimsWhoseSpeakerItWas() {
    String me = nodeIn("s1", "Person", "Me", null);
    String bob = nodeIn("s1", "Person", "Bob", null);
    List<String> heard = new java.util.ArrayList<>();
    for (String value : List.of("tea", "jazz")) {
      Response r =
          server.post(
              "/claim/create",
              Map.of(
                  "userId",
                  "s1",
                  "subjectNodeId",
                  me,
                  "predicate",
                  "HAS_PREFERENCE",
                  "objectValue",
                  value,
                  "statement",
                  "Likes " + value,
                  "assertedByKind",
                  "participant",
                  "assertedByNodeId",
                  bob));
      assertThat(r.status()).as(r.raw()).isEqualTo(201);
      assertThat(r.body().path("claim").path("assertedByNodeId").asString()).isEqualTo(bob);
      heard.add(r.body().path("claim").path("id").asString());
    }
    claim("s1", bob, "HAS_GOAL", "a novel", "Bob writes a novel");

    Response deleted = server.post("/node/delete", Map.of("userId", "s1", "nodeId", bob));
    assertThat(deleted.status()).as(deleted.raw()).isEqualTo(200);
    assertThat(deleted.body().path("affectedClaims").path("cascadeDeleted").asInt()).isEqualTo(1);
    assertThat(deleted.body().path("affectedClaims").path("assertedByCleared").asInt())
        .isEqualTo(2);
    for (String id : heard) {
      JsonNode c =
          server.post("/claim/get", Map.of("userId", "s1", "claimId", id)).body().path("claim");
      assertThat(c.path("status").asString()).isEqualTo("active");
      assertThat(c.path("assertedByNodeId").isNull()).isTrue();
    }
  }

  /** CONTRACT.md section 8 Claim: clients parse createdAt and updatedAt as required. */
  @Test
  void aClaimAnswerCarriesTheContractsClaimFields() {
    String ann = nodeIn("cf1", "Person", "Ann", null);
    JsonNode created = claim("cf1", ann, "HAS_GOAL", "ski", "Ann skis");
    for (String field :
        List.of(
            "id",
            "userId",
            "subjectNodeId",
            "objectNodeId",
            "objectValue",
            "predicate",
            "statement",
            "description",
            "sourceId",
            "scope",
            "assertedByKind",
            "assertedByNodeId",
            "supersededByClaimId",
            "contradictedByClaimId",
            "statedAt",
            "validFrom",
            "validTo",
            "status",
            "createdAt",
            "updatedAt")) {
      assertThat(created.has(field)).as(field + " in " + created).isTrue();
    }
    assertThat(created.path("createdAt").asString()).endsWith("Z");
    assertThat(created.path("updatedAt").asString())
        .isEqualTo(created.path("createdAt").asString());

    Response retracted =
        server.post(
            "/claim/update",
            Map.of(
                "userId", "cf1", "claimId", created.path("id").asString(), "status", "retracted"));
    assertThat(retracted.status()).as(retracted.raw()).isEqualTo(200);
    JsonNode after = retracted.body().path("claim");
    assertThat(after.path("createdAt").asString()).isEqualTo(created.path("createdAt").asString());
    assertThat(after.path("updatedAt").asString())
        .isGreaterThanOrEqualTo(created.path("createdAt").asString());
  }

  /**
   * A caller's mistake in a claim is a 4xx naming the field, never a 500: an unknown predicate is
   * refused at the edge (CONTRACT.md section 2 vocabulary), an unknown evidence source is not
   * found, a participant claim needs its speaker, and the object kind must fit the predicate.
   */
  @Test
  void claimMistakesAreFourHundredsNamingTheField() {
    String ann = nodeIn("cf2", "Person", "Ann", null);
    Map<String, Object> base = new HashMap<>();
    base.put("userId", "cf2");
    base.put("subjectNodeId", ann);
    base.put("predicate", "HAS_GOAL");
    base.put("objectValue", "ski");
    base.put("statement", "Ann skis");

    Map<String, Object> unknownPredicate = new HashMap<>(base);
    unknownPredicate.put("predicate", "LIKES_A_LOT");
    Response r = server.post("/claim/create", unknownPredicate);
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    assertThat(r.body().path("field").asString()).isEqualTo("predicate");
    assertThat(r.body().path("data").path("issues").get(0).path("code").asString())
        .isEqualTo("invalid_enum_value");

    Response initial =
        server.post(
            "/node/create",
            Map.of(
                "userId",
                "cf2",
                "nodeType",
                "Person",
                "label",
                "Bea",
                "initialClaims",
                List.of(Map.of("predicate", "LIKES_A_LOT", "objectValue", "x", "statement", "s"))));
    assertThat(initial.status()).as(initial.raw()).isEqualTo(400);
    assertThat(initial.body().path("field").asString()).isEqualTo("initialClaims[0].predicate");

    Map<String, Object> wrongObject = new HashMap<>(base);
    wrongObject.put("predicate", "WORKS_AT");
    r = server.post("/claim/create", wrongObject);
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    assertThat(r.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("objectNodeId");

    Map<String, Object> unknownSource = new HashMap<>(base);
    unknownSource.put("sourceId", "src_01kq54zhdwe4a94mj9nrrnne4h");
    r = server.post("/claim/create", unknownSource);
    assertThat(r.status()).as(r.raw()).isEqualTo(404);
    assertThat(r.body().path("data").path("sourceId").asString())
        .isEqualTo("src_01kq54zhdwe4a94mj9nrrnne4h");

    Map<String, Object> speakerless = new HashMap<>(base);
    speakerless.put("assertedByKind", "participant");
    r = server.post("/claim/create", speakerless);
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    assertThat(r.body().path("field").asString()).isEqualTo("assertedByNodeId");

    Map<String, Object> unknownSpeaker = new HashMap<>(speakerless);
    unknownSpeaker.put("assertedByNodeId", "node_01kq54zhdwe4a94mj9nrrnne4h");
    r = server.post("/claim/create", unknownSpeaker);
    assertThat(r.status()).as(r.raw()).isEqualTo(422);
    assertThat(r.body().path("data").path("missingNodeIds").get(0).asString())
        .isEqualTo("node_01kq54zhdwe4a94mj9nrrnne4h");

    Response bea =
        server.post(
            "/node/create",
            Map.of(
                "userId",
                "cf2",
                "nodeType",
                "Person",
                "label",
                "Bea",
                "initialClaims",
                List.of(
                    Map.of(
                        "predicate",
                        "HAS_GOAL",
                        "objectValue",
                        "x",
                        "statement",
                        "s",
                        "sourceId",
                        "src_01kq54zhdwe4a94mj9nrrnne4h"))));
    assertThat(bea.status()).as(bea.raw()).isEqualTo(404);

    assertThat(activeClaims("cf2", ann)).as("nothing was written").isEmpty();
  }

  /** {@code /claim/create} of one claim with an object value. */
  private Response createClaim(
      String user, String subjectId, String predicate, String objectValue, String statement) {
    return server.post(
        "/claim/create",
        Map.of(
            "userId",
            user,
            "subjectNodeId",
            subjectId,
            "predicate",
            predicate,
            "objectValue",
            objectValue,
            "statement",
            statement));
  }
}
