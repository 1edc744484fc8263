package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The seventeenth audit (docs/contract-audit.md, "Seventeenth audit"): what a systematic walk of
 * CONTRACT.md found after sixteen audits. Real HTTP, real SQLite (and PostgreSQL through {@link
 * SeventeenthAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TestServerExtension.class)
class SeventeenthAuditIT {
  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  /** The node reads of CONTRACT.md 8 (and the [ours] reads beside them) that take one nodeId. */
  private static final List<String> NODE_READS =
      List.of(
          "/node/get",
          "/node/sources",
          "/node/neighborhood",
          "/node/summarize",
          "/node/history",
          "/node/profile",
          "/context/entity");

  // ------------------------------------------------------------------ Q1

  /**
   * CONTRACT.md 9 (404 for an unknown node) and 8 ({@code /node/delete}: the node and its claims
   * are gone). Before: after {@code /node/delete}, {@code /node/get}, {@code /node/neighborhood},
   * {@code /node/summarize} and {@code /context/entity} answered 404, but {@code /node/sources}
   * (MCP {@code get_node_sources}), {@code /node/history} and {@code /node/profile} answered 200
   * with empty lists, as if the node still existed without evidence. Now {@code /node/sources} and
   * {@code /node/profile} answer a deleted node as an unknown one, 404 {@code NOT_FOUND}; {@code
   * /node/history} keeps the empty list the store's tests pin (the audit's W5).
   */
  @Test
  void aDeletedNodeIsNotFoundOnTheNodeReads() {
    String user = "t17-deleted";
    String node =
        server
            .ok(
                "/node/create",
                TestServer.body(
                    "userId",
                    user,
                    "nodeType",
                    "Person",
                    "label",
                    "Lou Reed",
                    "initialClaims",
                    List.of(
                        TestServer.body(
                            "predicate",
                            "HAS_ATTRIBUTE",
                            "statement",
                            "Lou is tall",
                            "objectValue",
                            "tall"))))
            .path("node")
            .path("id")
            .asString();
    for (String path : NODE_READS) {
      assertThat(server.post(path, TestServer.body("userId", user, "nodeId", node)).status())
          .as("before the delete: " + path)
          .isEqualTo(200);
    }
    server.ok("/node/delete", TestServer.body("userId", user, "nodeId", node));

    for (String path : NODE_READS) {
      Response r = server.post(path, TestServer.body("userId", user, "nodeId", node));
      // /node/history too since the eighteenth audit's reading of W5 (404 like every node read).
      assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(404);
      assertThat(r.body().path("data").path("code").asString()).isEqualTo("NOT_FOUND");
    }
  }

  // ------------------------------------------------------------------ Q2

  /**
   * CONTRACT.md 8 ({@code /node/merge}: "old ids redirect") and 13.15 (merges "leave redirects");
   * the first audits' L4 kept "reads follow a merged id". Before: only {@code /node/get} (and
   * {@code /citations/resolve}) followed the redirect; {@code /node/sources} answered the merged id
   * 200 with no sources (its evidence had moved to the survivor), {@code /node/history} and {@code
   * /node/profile} 200 with nothing, and {@code /node/neighborhood} and {@code /context/entity}
   * (MCP {@code get_entity}: "Entity not found") 404, so one id read as the survivor, as empty and
   * as missing on neighbouring routes. Now every node read follows the redirect and answers the
   * surviving node's data; writes keep refusing the old id (L4).
   */
  @Test
  void aMergedIdReadsAsTheSurvivorOnEveryNodeRead() throws Exception {
    String user = "t17-merged";
    String kept = server.node(user, "Person", "Kim Deal");
    String merged =
        server
            .ok(
                "/node/create",
                TestServer.body(
                    "userId",
                    user,
                    "nodeType",
                    "Person",
                    "label",
                    "Kimberley Deal",
                    "initialClaims",
                    List.of(
                        TestServer.body(
                            "predicate",
                            "HAS_ATTRIBUTE",
                            "statement",
                            "Kim plays the bass",
                            "objectValue",
                            "bass player"))))
            .path("node")
            .path("id")
            .asString();
    String other = server.node(user, "Organization", "Pixies");
    server.ok(
        "/claim/create",
        TestServer.body(
            "userId",
            user,
            "subjectNodeId",
            merged,
            "predicate",
            "AFFILIATED_WITH",
            "statement",
            "Kim plays in the Pixies",
            "objectNodeId",
            other));
    JsonNode sourcesBefore =
        server.ok("/node/sources", TestServer.body("userId", user, "nodeId", merged));
    assertThat(sourcesBefore.path("sources")).isNotEmpty();

    JsonNode survivor =
        server.ok("/node/merge", TestServer.body("userId", user, "nodeIds", List.of(kept, merged)));
    assertThat(survivor.path("node").path("id").asString()).isEqualTo(kept);

    for (String path : NODE_READS) {
      Response viaOld = server.post(path, TestServer.body("userId", user, "nodeId", merged));
      Response viaKept = server.post(path, TestServer.body("userId", user, "nodeId", kept));
      assertThat(viaOld.status()).as(path + " " + viaOld.raw()).isEqualTo(200);
      assertThat(viaKept.status()).as(path + " " + viaKept.raw()).isEqualTo(200);
      if (!path.equals("/node/profile")) {
        assertThat(viaOld.body()).as(path).isEqualTo(viaKept.body());
      } else {
        assertThat(viaOld.body().path("profile")).isEqualTo(viaKept.body().path("profile"));
      }
    }
    JsonNode sources =
        server.ok("/node/sources", TestServer.body("userId", user, "nodeId", merged));
    assertThat(sources.path("sources")).isNotEmpty();
    JsonNode history =
        server.ok("/node/history", TestServer.body("userId", user, "nodeId", merged));
    assertThat(history.toString()).contains("Kim plays in the Pixies");
    JsonNode profile =
        server.ok("/node/profile", TestServer.body("userId", user, "nodeId", merged));
    assertThat(profile.path("profile").has("AFFILIATED_WITH")).as(profile.toString()).isTrue();
    JsonNode card = server.ok("/context/entity", TestServer.body("userId", user, "nodeId", merged));
    assertThat(card.path("nodeId").asString()).isEqualTo(kept);
    JsonNode around =
        server.ok("/node/neighborhood", TestServer.body("userId", user, "nodeId", merged));
    assertThat(around.toString()).contains(kept).contains(other);

    // The MCP tools behind these routes answer the same, not "Entity not found" or nothing.
    McpSession mcp = McpSession.open(server, http, "t17");
    HttpResponse<String> entity = mcp.send(toolCall("get_entity", user, merged));
    assertThat(entity.body()).contains(kept).doesNotContain("Entity not found");
    assertThat(entity.body()).doesNotContain("\"isError\":true");
    HttpResponse<String> nodeSources = mcp.send(toolCall("get_node_sources", user, merged));
    assertThat(nodeSources.body())
        .contains(sources.path("sources").get(0).path("sourceId").asString());

    // Writes still refuse the old id (the first audits' L4).
    assertThat(
            server
                .post(
                    "/node/update",
                    TestServer.body("userId", user, "nodeId", merged, "label", "Kim"))
                .status())
        .isEqualTo(404);
  }

  // ------------------------------------------------------------------ Q3

  /**
   * CONTRACT.md 6 ({@code ownedBy?} node id on {@code /commitments/open}, {@code /candidates} and
   * {@code /list}; the seed: "if the user names a known assignee/person and you have their node id,
   * pass ownedBy") and 8 ({@code /node/merge}: "old ids redirect"). Before: after the owner was
   * merged into another person (by hand, or by the dedup sweep's automatic merges), filtering by
   * the id the host had cached answered no commitments ("No open commitments." over MCP) while the
   * Task was still open and owned by the survivor. Now the filter follows the redirect as the node
   * reads do.
   */
  @Test
  void anOwnerFilterFollowsAMergedOwnersRedirect() {
    String user = "t17-owner";
    String kept = server.node(user, "Person", "Ned Flanders");
    String merged = server.node(user, "Person", "Edward Flanders");
    String task =
        server
            .ok(
                "/commitments/create",
                TestServer.body("userId", user, "label", "Call the bank", "ownedBy", merged))
            .path("taskId")
            .asString();
    String candidate =
        server
            .ok(
                "/commitments/create",
                TestServer.body(
                    "userId",
                    user,
                    "label",
                    "Return the ladder",
                    "ownedBy",
                    merged,
                    "assertedByKind",
                    "assistant_inferred"))
            .path("taskId")
            .asString();
    server.ok("/node/merge", TestServer.body("userId", user, "nodeIds", List.of(kept, merged)));

    JsonNode open =
        server.ok("/commitments/open", TestServer.body("userId", user, "ownedBy", merged));
    assertThat(open.path("commitments")).as(open.toString()).hasSize(1);
    assertThat(open.path("commitments").get(0).path("taskId").asString()).isEqualTo(task);
    assertThat(open.path("commitments").get(0).path("owner").path("nodeId").asString())
        .isEqualTo(kept);
    JsonNode candidates =
        server.ok("/commitments/candidates", TestServer.body("userId", user, "ownedBy", merged));
    assertThat(candidates.path("commitments")).as(candidates.toString()).hasSize(1);
    assertThat(candidates.path("commitments").get(0).path("taskId").asString())
        .isEqualTo(candidate);
    JsonNode list =
        server.ok(
            "/commitments/list",
            TestServer.body("userId", user, "ownedBy", merged, "provenance", "all"));
    assertThat(list.path("commitments")).as(list.toString()).hasSize(2);
    // The survivor's own id answers the same.
    assertThat(
            server
                .ok("/commitments/open", TestServer.body("userId", user, "ownedBy", kept))
                .path("commitments"))
        .isEqualTo(open.path("commitments"));
  }

  // ------------------------------------------------------------------ Q4

  /**
   * CONTRACT.md 8 ({@code /claim/update} {@code status: "retracted"} → {@code {claim}}) and the
   * bitemporal record of this service ({@code /node/get asOf}: the claims believed then; a claim's
   * record time closes when it stops being believed, and nothing is overwritten). Before: a second
   * retraction of the same claim wrote again, moving its {@code expiredAt} (and {@code updatedAt})
   * to the second call, so a time-travel read between the two calls believed the retracted claim
   * once more, and the change feed carried another event. Now a repeat answers the claim as it is
   * and writes nothing.
   */
  @Test
  void aRepeatedRetractionWritesNothingAndKeepsTheRecordTime() throws Exception {
    String user = "t17-retract";
    String node = server.node(user, "Person", "Otto Mann");
    String claim =
        server
            .ok(
                "/claim/create",
                TestServer.body(
                    "userId",
                    user,
                    "subjectNodeId",
                    node,
                    "predicate",
                    "HAS_ATTRIBUTE",
                    "statement",
                    "Otto is tall",
                    "objectValue",
                    "tall"))
            .path("claim")
            .path("id")
            .asString();
    JsonNode first =
        server
            .ok(
                "/claim/update",
                TestServer.body("userId", user, "claimId", claim, "status", "retracted"))
            .path("claim");
    long feedBefore = feedEvents(user);
    Thread.sleep(50);
    java.time.Instant between = java.time.Instant.now();
    Thread.sleep(50);
    JsonNode second =
        server
            .ok(
                "/claim/update",
                TestServer.body("userId", user, "claimId", claim, "status", "retracted"))
            .path("claim");

    assertThat(second.path("status").asString()).isEqualTo("retracted");
    assertThat(second.path("expiredAt")).isEqualTo(first.path("expiredAt"));
    assertThat(second.path("updatedAt")).isEqualTo(first.path("updatedAt"));
    JsonNode then =
        server.ok(
            "/node/get",
            TestServer.body("userId", user, "nodeId", node, "asOf", between.toString()));
    assertThat(then.path("claims").toString()).doesNotContain(claim);
    assertThat(feedEvents(user)).isEqualTo(feedBefore);
  }

  /**
   * As above, for a claim already superseded: its record time closed when the newer status replaced
   * it. Before: retracting it afterwards moved {@code expiredAt} to the retraction, so an {@code
   * asOf} read between the two believed the Task's old and new status at once (two active {@code
   * HAS_TASK_STATUS} claims, which 13.8 never allows). Now the record time stays where it closed.
   */
  @Test
  void retractingASupersededClaimKeepsItsRecordTime() throws Exception {
    String user = "t17-superseded";
    JsonNode created =
        server.ok("/commitments/create", TestServer.body("userId", user, "label", "Paint fence"));
    String task = created.path("taskId").asString();
    String pending = created.path("statusClaimId").asString();
    server.ok(
        "/commitments/status",
        TestServer.body("userId", user, "taskId", task, "status", "in_progress"));
    Thread.sleep(50);
    java.time.Instant between = java.time.Instant.now();
    Thread.sleep(50);
    server.ok(
        "/claim/update",
        TestServer.body("userId", user, "claimId", pending, "status", "retracted"));

    JsonNode then =
        server.ok(
            "/node/get",
            TestServer.body("userId", user, "nodeId", task, "asOf", between.toString()));
    List<String> statuses = new java.util.ArrayList<>();
    for (JsonNode c : then.path("claims")) {
      if (c.path("predicate").asString().equals("HAS_TASK_STATUS")) {
        statuses.add(c.path("objectValue").asString());
      }
    }
    assertThat(statuses).as(then.toString()).containsExactly("in_progress");
  }

  private long feedEvents(String user) {
    return server
        .ok("/query/change-feed", TestServer.body("userId", user, "limit", 500))
        .path("throughSequence")
        .asLong();
  }

  private static String toolCall(String tool, String user, String nodeId) {
    return "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\""
        + tool
        + "\",\"arguments\":{\"userId\":\""
        + user
        + "\",\"nodeId\":\""
        + nodeId
        + "\"}}}";
  }
}
