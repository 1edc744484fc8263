package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The seventh audit's findings (docs/contract-audit.md, "Seventh audit"): CONTRACT.md probed route
 * by route over real HTTP on a real SQLite file, each test failing on the deviation its row
 * describes.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SeventhAuditIT {
  /** CONTRACT.md section 2, "listable", in the order the edge names them. */
  private static final String LISTABLE =
      "[document, conversation, conversation_message, meeting_transcript, external_conversation]";

  private final TestServer server;

  SeventhAuditIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    return server.ok(path, body);
  }

  /** The alias {@code /alias/create} answers. */
  private JsonNode alias(String user, String nodeId, String text) {
    return ok("/alias/create", body("userId", user, "canonicalNodeId", nodeId, "aliasText", text))
        .path("alias");
  }

  private String node(String user, String type, String label) {
    return server.node(user, type, label);
  }

  /** A 400 whose only issue is an unknown value of the listable vocabulary at {@code path}. */
  private static void assertNotListable(Response r, String path) {
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    JsonNode issues = r.body().path("data").path("issues");
    assertThat(issues.size()).as(r.raw()).isEqualTo(1);
    assertThat(issues.get(0).path("path").asString()).isEqualTo(path);
    assertThat(issues.get(0).path("code").asString()).isEqualTo("invalid_enum_value");
    assertThat(issues.get(0).path("message").asString())
        .as(r.raw())
        .startsWith("Invalid enum value. Expected one of " + LISTABLE);
  }

  /**
   * F1: CONTRACT.md 7 answers {@code {summaries: Summary[]}}, "null-filled for unknown ids"
   * (13.20): an unknown id keeps its place as a Summary whose fields are null, not as a bare {@code
   * null} that no client schema of a Summary accepts.
   */
  @Test
  void metricSummariesNullFillAnUnknownIdInItsPlace() {
    String user = "s7-sum";
    String at = Instant.now().minus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();
    String known =
        ok(
                "/metrics/observations",
                body(
                    "userId",
                    user,
                    "metric",
                    body(
                        "slug", "body_weight",
                        "label", "Body weight",
                        "description", "Morning weight",
                        "unit", "kg",
                        "aggregationHint", "avg"),
                    "value",
                    78.2,
                    "occurredAt",
                    at))
            .path("metricId")
            .asString();
    String unknown = "mdef_01jzzzzzzzzzzzzzzzzzzzzzzz";

    JsonNode summaries =
        ok("/metrics/summaries", body("userId", user, "metricIds", List.of(unknown, known)))
            .path("summaries");

    assertThat(summaries.size()).isEqualTo(2);
    JsonNode filled = summaries.get(0);
    assertThat(filled.isObject()).as(summaries.toString()).isTrue();
    assertThat(filled.path("metricId").asString()).isEqualTo(unknown);
    assertThat(filled.path("latest").isNull()).isTrue();
    for (String window : List.of("7d", "30d", "90d")) {
      assertThat(filled.path("windows").has(window)).as(window).isTrue();
      assertThat(filled.path("windows").path(window).isNull()).as(window).isTrue();
    }
    assertThat(filled.has("trend") && filled.path("trend").isNull()).isTrue();
    assertThat(summaries.get(1).path("metricId").asString()).isEqualTo(known);
    assertThat(summaries.get(1).path("latest").path("value").asDouble()).isEqualTo(78.2);
    // Another user's id is unknown to this user: filled the same way, nothing of it shown.
    JsonNode foreign =
        ok("/metrics/summaries", body("userId", "s7-other", "metricIds", List.of(known)))
            .path("summaries")
            .get(0);
    assertThat(foreign.path("metricId").asString()).isEqualTo(known);
    assertThat(foreign.path("latest").isNull()).isTrue();
    assertThat(foreign.path("windows").path("7d").isNull()).isTrue();
  }

  /**
   * F2: CONTRACT.md 4.7 takes a listable type on {@code /sources/list} and {@code
   * /sources/identity/lifecycle}; an unknown enum value is a validation 400 (9). The edge named all
   * ten source types as expected (so {@code manual} looked valid) and answered {@code manual} on
   * the list route with the code {@code custom}.
   */
  @Test
  void theListableSourceTypesAreTheVocabularyOfBothSourceRoutes() {
    String user = "s7-types";
    ok(
        "/ingest/document",
        body("userId", user, "document", body("id", "d1", "content", "A listable note.")));
    for (String type : List.of("manual", "metric_push", "rollup", "nonsense")) {
      assertNotListable(server.post("/sources/list", body("userId", user, "type", type)), "type");
      assertNotListable(
          server.post(
              "/sources/identity/lifecycle",
              body(
                  "userId",
                  user,
                  "identities",
                  List.of(body("type", type, "externalId", "d1")),
                  "action",
                  "retire")),
          "identities[0].type");
    }
    // Each listable type is accepted by both routes.
    for (String type :
        List.of(
            "document",
            "conversation",
            "conversation_message",
            "meeting_transcript",
            "external_conversation")) {
      ok("/sources/list", body("userId", user, "type", type));
    }
    JsonNode documents = ok("/sources/list", body("userId", user, "type", "document"));
    assertThat(documents.path("sources").size()).isEqualTo(1);
    JsonNode retired =
        ok(
            "/sources/identity/lifecycle",
            body(
                "userId",
                user,
                "identities",
                List.of(body("type", "document", "externalId", "d1")),
                "action",
                "retire"));
    assertThat(retired.path("sources").get(0).path("type").asString()).isEqualTo("document");
  }

  /**
   * F3: {@code /alias/create} of a name the node already has answers that alias (the original
   * inserts or returns the existing row): a retried call must not leave the node with the same
   * alias twice in {@code /node/get}'s {@code aliases}.
   */
  @Test
  void creatingAnAliasTheNodeAlreadyHasAnswersThatAlias() {
    String user = "s7-alias";
    String alexandra = node(user, "Person", "Alexandra");
    JsonNode first = alias(user, alexandra, "Ally");
    JsonNode again = alias(user, alexandra, "Ally");
    JsonNode spelledOtherwise = alias(user, alexandra, " ally ");
    assertThat(again.path("id").asString()).isEqualTo(first.path("id").asString());
    assertThat(spelledOtherwise.path("id").asString()).isEqualTo(first.path("id").asString());
    assertThat(again.path("aliasText").asString()).isEqualTo("Ally");

    JsonNode aliases =
        ok("/node/get", body("userId", user, "nodeId", alexandra)).path("node").path("aliases");
    assertThat(aliases.size()).as(aliases.toString()).isEqualTo(1);
    // Another name is another alias.
    alias(user, alexandra, "Alex");
    assertThat(
            ok("/node/get", body("userId", user, "nodeId", alexandra))
                .path("node")
                .path("aliases")
                .size())
        .isEqualTo(2);
  }

  /**
   * F4: CONTRACT.md 5 {@code /search} hits carry {@code source: {sourceId, type, title?, author?}}
   * (not nullable; the original sends a placeholder for node hits). The self node, which no source
   * names, came back with {@code source: null}, failing a client's parse of the whole answer.
   */
  @Test
  void everySearchHitCarriesASourceObjectTheSelfNodeToo() {
    String user = "s7-self";
    ok("/user/self-aliases", body("userId", user, "aliases", List.of("Marcel")));
    ok(
        "/node/create",
        body("userId", user, "nodeType", "Person", "label", "Usher", "description", "A user"));

    server.awaitIndexed();
    JsonNode hits = ok("/search", body("userId", user, "query", "the user")).path("hits");

    assertThat(hits.size()).as(hits.toString()).isGreaterThanOrEqualTo(1);
    boolean sawSelf = false;
    for (JsonNode hit : hits) {
      JsonNode source = hit.path("source");
      assertThat(source.isObject()).as(hit.toString()).isTrue();
      assertThat(source.path("sourceId").isString()).as(hit.toString()).isTrue();
      assertThat(source.path("type").asString()).as(hit.toString()).isNotBlank();
      if (source.path("sourceId").asString().isEmpty()) {
        assertThat(source.path("type").asString()).isEqualTo("manual");
        sawSelf = true;
      }
    }
    assertThat(sawSelf).as(hits.toString()).isTrue();
  }

  /**
   * F5: CONTRACT.md 5 lists {@code /query/atlas-nodes} {@code assistantId} without {@code ?} (the
   * contract's mark of an optional field; the original requires it), like {@code /query/atlas}. A
   * body without it was answered 200.
   */
  @Test
  void atlasNodesNeedTheAssistantIdLikeTheAtlas() {
    String user = "s7-atlas";
    for (String route : List.of("/query/atlas", "/query/atlas-nodes")) {
      Response missing = server.post(route, body("userId", user));
      assertThat(missing.status()).as(route + " " + missing.raw()).isEqualTo(400);
      JsonNode issue = missing.body().path("data").path("issues").get(0);
      assertThat(issue.path("path").asString()).isEqualTo("assistantId");
      assertThat(issue.path("code").asString()).isEqualTo("required");
      ok(route, body("userId", user, "assistantId", "assistant-1"));
    }
  }

  /**
   * F6: CONTRACT.md 10.2 gives the two lifecycle sweeps {@code limit 1–1 000 (100)}, a default, so
   * an optional field; the published request schema (OpenAPI, which clients generate from) called
   * it required and nullable, the shape of a response field.
   */
  @Test
  void theSweepRequestSchemasTakeAnOptionalIntegerLimit() {
    Response doc = server.get("/openapi.json");
    assertThat(doc.status()).isEqualTo(200);
    JsonNode openApi = doc.body();
    for (String route :
        List.of(
            "/maintenance/source-lifecycle-cleanup-sweep",
            "/maintenance/source-lifecycle-read-model-sweep")) {
      String pointer =
          "/paths/"
              + route.replace("/", "~1")
              + "/post/requestBody/content/application~1json/schema";
      JsonNode schema = resolve(openApi, openApi.at(pointer));
      assertThat(schema.path("properties").has("limit")).as(route).isTrue();
      List<String> required =
          schema.path("required").valueStream().map(JsonNode::asString).toList();
      assertThat(required).as(route + " " + schema).doesNotContain("limit");
      JsonNode limit = schema.path("properties").path("limit");
      assertThat(limit.path("type").asString()).as(route + " " + limit).isEqualTo("integer");
      assertThat(limit.path("maximum").asInt()).isEqualTo(1000);
    }
  }

  /**
   * F12: CONTRACT.md 5 {@code /query/graph} {@code query?} has no lower bound; the original reads
   * an empty query as none ({@code if (!query)}: the initial read in id order). An empty string was
   * a 400.
   */
  @Test
  void anEmptyGraphQueryIsTheInitialRead() {
    String user = "s7-graph";
    for (String label : List.of("Anna", "Bert", "Cleo")) {
      node(user, "Person", label);
    }
    List<String> initial = nodeIds(ok("/query/graph", body("userId", user, "maxNodes", 2)));
    assertThat(initial).hasSize(2);
    for (String query : List.of("", "   ")) {
      JsonNode answer = ok("/query/graph", body("userId", user, "maxNodes", 2, "query", query));
      assertThat(nodeIds(answer)).as("query '" + query + "'").isEqualTo(initial);
    }
  }

  /**
   * F13: CONTRACT.md 4.7 {@code /sources/nodes} nodes carry {@code sourceIds}; the original's
   * schema: "subset of input sourceIds this node was actually linked to". A node named by other
   * sources too (here a claim written by hand) listed every one of them, so a host grouping the
   * nodes under the sources it asked for put them under sources it never asked about.
   */
  @Test
  void sourceNodesNameOnlyTheRequestedSourcesTheyCameFrom() {
    String user = "s7-nodes";
    String alice = node(user, "Person", "Alice");
    ok(
        "/claim/create",
        body(
            "userId",
            user,
            "subjectNodeId",
            alice,
            "predicate",
            "HAS_PREFERENCE",
            "statement",
            "Alice likes tea",
            "objectValue",
            "tea"));
    JsonNode accepted =
        ok(
            "/ingest/document",
            body(
                "userId",
                user,
                "document",
                body("id", "a", "content", "Alice works at Acme Corp in Berlin.")));
    String doc = accepted.path("sourceId").asString();
    server.awaitProcessed(user, accepted.path("ingestionOperationId").asString());
    // Alice is named by the manual source of /claim/create and by the document.
    List<String> all =
        strings(
            ok("/node/get", body("userId", user, "nodeId", alice)).path("node").path("sourceIds"));
    assertThat(all).as("the premise").contains(doc).hasSizeGreaterThan(1);

    JsonNode nodes =
        ok("/sources/nodes", body("userId", user, "sourceIds", List.of(doc))).path("nodes");
    boolean sawAlice = false;
    for (JsonNode n : nodes) {
      assertThat(strings(n.path("sourceIds"))).as(n.toString()).containsExactly(doc);
      sawAlice |= alice.equals(n.path("id").asString());
    }
    assertThat(sawAlice).as(nodes.toString()).isTrue();
  }

  private static List<String> strings(JsonNode array) {
    return array.valueStream().map(JsonNode::asString).toList();
  }

  private static List<String> nodeIds(JsonNode graph) {
    return graph.path("nodes").valueStream().map(n -> n.path("id").asString()).toList();
  }

  private static JsonNode resolve(JsonNode root, JsonNode schema) {
    JsonNode s = schema;
    while (s.has("$ref")) {
      String name = s.path("$ref").asString().substring("#/components/schemas/".length());
      s = root.path("components").path("schemas").path(name);
    }
    return s;
  }
}
