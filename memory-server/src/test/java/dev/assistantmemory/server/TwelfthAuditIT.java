package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The twelfth audit (docs/contract-audit.md, "Twelfth audit"): what a probe of the wire contract
 * found after eleven audits. Real HTTP, real SQLite (and PostgreSQL through {@link
 * TwelfthAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TestServerExtension.class)
class TwelfthAuditIT {
  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private static Map<String, Object> body(Object... kv) {
    return TestServer.body(kv);
  }

  private List<String> labels(String user, String search) {
    JsonNode r = server.ok("/commitments/list", body("userId", user, "search", search));
    List<String> labels = new ArrayList<>();
    r.path("commitments").forEach(c -> labels.add(c.path("label").asString()));
    return labels;
  }

  // ------------------------------------------------------------------ W1

  /**
   * CONTRACT.md 6 {@code /commitments/list} {@code search}: "label substring, case-insensitive".
   * Before: on SQLite a label with a non-ASCII capital was found by no search at all, not even by
   * its own text ({@code lower()} folds ASCII only there, the search text was folded in Java).
   */
  @Test
  void aLabelSearchIgnoresCaseBeyondAscii() {
    String user = "t12-search";
    server.ok("/commitments/create", body("userId", user, "label", "Écrire à Émile"));
    server.ok("/commitments/create", body("userId", user, "label", "Straße räumen"));
    server.ok("/commitments/create", body("userId", user, "label", "Pay 100% [now]*?"));
    server.ok("/commitments/create", body("userId", user, "label", "Ωmega plan"));

    assertThat(labels(user, "Émile")).containsExactly("Écrire à Émile");
    assertThat(labels(user, "émile")).containsExactly("Écrire à Émile");
    assertThat(labels(user, "ÉCRIRE À")).containsExactly("Écrire à Émile");
    assertThat(labels(user, "RÄUMEN")).containsExactly("Straße räumen");
    assertThat(labels(user, "STRAßE")).containsExactly("Straße räumen");
    assertThat(labels(user, "ωMEGA")).containsExactly("Ωmega plan");
    // Wildcards of any SQL pattern language are plain text.
    assertThat(labels(user, "100% [NOW]*?")).containsExactly("Pay 100% [now]*?");
    assertThat(labels(user, "%")).containsExactly("Pay 100% [now]*?");
    assertThat(labels(user, "*")).containsExactly("Pay 100% [now]*?");
    assertThat(labels(user, "_")).isEmpty();
    assertThat(labels(user, "emile")).isEmpty();
  }

  // ------------------------------------------------------------------ W3

  /**
   * CONTRACT.md 4.7 {@code /sources/nodes} nodes' {@code sourceIds}: the requested sources the node
   * came from (the original: "subset of input sourceIds this node was actually linked to"). Before:
   * a node extracted from a conversation's message was listed for the conversation with {@code
   * sourceIds: []}, as if no requested source had given it.
   */
  @Test
  void aConversationsNodesNameTheConversationTheyCameFrom() {
    String user = "t12-conv-nodes";
    JsonNode accepted =
        server.ok(
            "/ingest/conversation",
            body(
                "userId",
                user,
                "conversation",
                Map.of(
                    "id",
                    "t12-chat",
                    "messages",
                    List.of(
                        Map.of(
                            "id",
                            "t12-m1",
                            "role",
                            "user",
                            "content",
                            "I work at Acme Corp and my sister Emma lives in Ghent.",
                            "timestamp",
                            "2026-04-26T13:00:00.000Z")))));
    String conversation = accepted.path("sourceId").asString();
    server.awaitProcessed(user, accepted.path("ingestionOperationId").asString());

    JsonNode r =
        server.ok("/sources/nodes", body("userId", user, "sourceIds", List.of(conversation)));
    assertThat(r.path("nodes").size()).as(r.toString()).isGreaterThan(1);
    for (JsonNode n : r.path("nodes")) {
      assertThat(n.path("sourceIds").valueStream().map(JsonNode::asString).toList())
          .as(n.toString())
          .containsExactly(conversation);
    }
  }

  // ------------------------------------------------------------------ W4

  private long labelled(String user, String nodeType, String label) {
    JsonNode graph = server.ok("/query/graph", body("userId", user));
    return graph
        .path("nodes")
        .valueStream()
        .filter(n -> n.path("nodeType").asString().equals(nodeType))
        .filter(n -> n.path("label").asString().equals(label))
        .count();
  }

  private void ingest(String user, String id, String content) {
    JsonNode accepted =
        server.ok(
            "/ingest/document",
            body("userId", user, "document", Map.of("id", id, "content", content)));
    server.awaitProcessed(user, accepted.path("ingestionOperationId").asString());
  }

  /**
   * CONTRACT.md 13.14 and 4: a name in new text resolves to the node already labelled so. Before:
   * on SQLite a name with a non-ASCII capital never equalled its own node's {@code lower(label)}
   * (SQLite folds A-Z only, the name was folded in Java), so a second document naming {@code Öko
   * Bank} or {@code Émile Durand} made a second node; the ASCII names were reused.
   */
  @Test
  void aNameWithANonAsciiCapitalResolvesToItsNode() {
    String user = "t12-names";
    ingest(user, "t12-d1", "I met Émile Durand at the café. Émile works at Öko Bank.");
    ingest(user, "t12-d2", "Yesterday Émile Durand called me about the Öko Bank project.");
    assertThat(labelled(user, "Organization", "Öko Bank")).isEqualTo(1);
    assertThat(labelled(user, "Person", "Émile Durand")).isEqualTo(1);
  }

  /**
   * W5 (1), fixed in stop 33: a first name alone resolves to the full name already known, accent or
   * not. Before: the word table held the database's {@code lower} of each label word ("émile", on
   * SQLite "Émile") while the lookup asked for the folded word ("emile"), so "Émile" alone made a
   * second person; the ASCII control "Emile" resolved.
   */
  @Test
  void aFirstNameWithAnAccentAloneResolvesToTheFullName() {
    for (String name : List.of("Émile", "Emile", "Zoë")) {
      String user = "t12-first-" + Math.abs(name.hashCode());
      ingest(user, user + "-1", "I had lunch with " + name + " Durand at the café yesterday.");
      ingest(user, user + "-2", name + " called me this morning about the budget.");
      assertThat(labelled(user, "Person", name + " Durand")).as(name).isEqualTo(1);
      assertThat(labelled(user, "Person", name)).as(name + " alone").isZero();
    }
  }

  // ------------------------------------------------------------------ W2

  /**
   * CONTRACT.md 1 "every API route is POST": a wrong method is a 405 (earlier audits), and a 405
   * names the methods the path serves in {@code Allow} (RFC 9110 15.5.6), as the MCP transport
   * paths do since the tenth audit (T6). Before: no {@code Allow} on the REST routes.
   */
  @Test
  void aWrongMethodOnARouteNamesTheMethodItServes() throws Exception {
    for (String method : List.of("GET", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS")) {
      for (String path : List.of("/query/search", "/commitments/list", "/ingest/file")) {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(URI.create(server.base() + path))
                    .method(method, HttpRequest.BodyPublishers.noBody())
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(method + " " + path + " " + r.body()).isEqualTo(405);
        assertThat(r.headers().firstValue("Allow")).as(method + " " + path).hasValue("POST");
        if (!"HEAD".equals(method)) {
          JsonNode problem = TestServer.JSON.readTree(r.body());
          assertThat(problem.path("data").path("code").asString()).isEqualTo("METHOD_NOT_ALLOWED");
        }
      }
    }
    // A route that serves the method is answered as before.
    Response ok = server.post("/commitments/list", body("userId", "t12-allow"));
    assertThat(ok.status()).as(ok.raw()).isEqualTo(200);
  }
}
