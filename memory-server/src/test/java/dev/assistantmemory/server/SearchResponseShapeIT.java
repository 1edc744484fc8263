package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.server.TestServer.Response;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The search response against the contract's schema as the original's clients parse it: {@code
 * searchResults} is a closed union of similarNodes, similarClaims and connections (an unknown group
 * makes such a client reject the whole response), each item with its required keys and well-formed
 * ids; the verbatim source-chunk hits travel in {@code sourceChunks}, a top-level key those clients
 * ignore.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchResponseShapeIT {
  private final TestServer server;

  private static final Map<String, List<String>> REQUIRED =
      Map.of(
          "similarNodes",
          List.of("id", "type", "timestamp", "label", "description", "similarity"),
          "similarClaims",
          List.of(
              "id",
              "subjectNodeId",
              "objectNodeId",
              "objectValue",
              "predicate",
              "statement",
              "description",
              "subjectLabel",
              "objectLabel",
              "sourceId",
              "scope",
              "assertedByKind",
              "assertedByNodeId",
              "status",
              "statedAt",
              "similarity",
              "timestamp"),
          "connections",
          List.of(
              "id",
              "type",
              "timestamp",
              "label",
              "description",
              "claimId",
              "claimSubjectId",
              "claimObjectId",
              "predicate",
              "statement",
              "scope",
              "assertedByKind",
              "subjectLabel",
              "objectLabel"));

  SearchResponseShapeIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    String u = "shape";
    String marieke = node(u, "Person", "Marieke", "My sister");
    String utrecht = node(u, "Location", "Utrecht", "A city in the Netherlands");
    claim(u, marieke, "LOCATED_IN", Map.of("objectNodeId", utrecht), "Marieke lives in Utrecht");
    claim(
        u,
        marieke,
        "HAS_PREFERENCE",
        Map.of("objectValue", "hiking in the Alps"),
        "Marieke loves hiking in the Alps");
    String bram = node(u, "Person", "Bram", "A colleague who repairs bicycles");
    String acme = node(u, "Organization", "Acme Logistics", "A shipping company");
    claim(u, bram, "WORKS_AT", Map.of("objectNodeId", acme), "Bram works at Acme Logistics");
    Response conv =
        server.post(
            "/ingest/conversation",
            Map.of(
                "userId",
                u,
                "conversation",
                Map.of(
                    "id",
                    "c1",
                    "messages",
                    List.of(
                        Map.of(
                            "id",
                            "m1",
                            "role",
                            "user",
                            "content",
                            "Marieke moved to Utrecht last year and goes hiking every summer.",
                            "timestamp",
                            "2026-04-26T13:00:00.000Z")))));
    server.awaitProcessed(u, conv.body().path("ingestionOperationId").asString());
  }

  private String node(String user, String type, String label, String description) {
    Response r =
        server.post(
            "/node/create",
            Map.of("userId", user, "nodeType", type, "label", label, "description", description));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private void claim(
      String user, String subject, String predicate, Map<String, String> object, String statement) {
    Map<String, Object> body = new java.util.HashMap<>(object);
    body.putAll(
        Map.of(
            "userId",
            user,
            "subjectNodeId",
            subject,
            "predicate",
            predicate,
            "statement",
            statement));
    Response r = server.post("/claim/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
  }

  @Test
  void searchResultsIsTheContractsClosedUnionAndChunksTravelApart() {
    Set<String> groupsSeen = new HashSet<>();
    // limit 1 too: a one-hop neighbour is a connection only when it is not a hit of its own.
    for (Map.Entry<String, Integer> q :
        List.of(
            Map.entry("Where does Marieke live?", 10),
            Map.entry("Marieke hiking Alps", 10),
            Map.entry("Utrecht", 10),
            Map.entry("sister", 1),
            Map.entry("Bram colleague bicycles", 1))) {
      Response r =
          server.post(
              "/query/search",
              Map.of("userId", "shape", "query", q.getKey(), "limit", q.getValue()));
      assertThat(r.status()).isEqualTo(200);
      JsonNode body = r.body();
      assertThat(body.path("query").isString()).isTrue();
      assertThat(body.path("formattedResult").isString()).isTrue();
      for (JsonNode result : body.path("searchResults")) {
        String group = result.path("group").asString();
        assertThat(REQUIRED).as("a group the original's clients know").containsKey(group);
        groupsSeen.add(group);
        assertThat(result.path("relevance_score").isNumber()).isTrue();
        JsonNode item = result.path("item");
        for (String key : REQUIRED.get(group)) {
          assertThat(item.has(key)).as(group + " item has " + key + ": " + item).isTrue();
        }
        String idPrefix = group.equals("similarClaims") ? "claim" : "node";
        assertThat(TypeId.isValid(idPrefix, item.path("id").asString()))
            .as(item.toString())
            .isTrue();
        if (group.equals("connections")) {
          assertThat(TypeId.isValid("claim", item.path("claimId").asString())).isTrue();
        }
        if (group.equals("similarClaims")) {
          assertThat(TypeId.isValid("src", item.path("sourceId").asString()))
              .as("API claims cite a manual source")
              .isTrue();
        }
      }
      for (JsonNode chunk : body.path("sourceChunks")) {
        assertThat(chunk.path("group").asString()).isEqualTo("sourceChunks");
        assertThat(TypeId.isValid("src", chunk.path("item").path("sourceId").asString())).isTrue();
      }
    }
    assertThat(groupsSeen).contains("similarNodes", "similarClaims", "connections");
    Response chunks =
        server.post("/query/search", Map.of("userId", "shape", "query", "moved hiking summer"));
    assertThat(chunks.body().path("sourceChunks")).isNotEmpty();
    assertThat(chunks.body().path("searchResults").toString()).doesNotContain("sourceChunks");
    assertThat(chunks.body().has("trace")).as("no trace unless asked").isFalse();
  }

  @Test
  void aTraceIsTypedAndOnlyThereWhenAsked() {
    // A query no other test here sends: the service remembers the vectors of recent queries, and
    // a remembered query is not embedded again (its embedMs rounds to 0).
    JsonNode traced =
        server
            .post(
                "/query/search",
                Map.of(
                    "userId",
                    "shape",
                    "query",
                    "Where does Marieke live these days?",
                    "includeTrace",
                    true))
            .body()
            .path("trace");
    assertThat(traced.path("lexicalTerms").isArray()).isTrue();
    assertThat(traced.path("lexicalTerms").toString()).contains("mariek", "live");
    assertThat(traced.path("totalMs").isNumber()).isTrue();
    assertThat(traced.path("embedMs").asDouble()).isGreaterThan(0);
    assertThat(traced.path("lexicalCandidates").asInt()).isGreaterThan(0);
  }
}
