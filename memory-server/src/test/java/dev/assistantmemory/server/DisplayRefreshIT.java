package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * A display-only title change of a stored document refreshes its Document record node and its
 * search chunks, without a new receipt, version or extraction; another user's identical document is
 * untouched.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DisplayRefreshIT {
  private final TestServer server;

  DisplayRefreshIT(TestServer server) {
    this.server = server;
  }

  private static Map<String, Object> doc(String user, String title) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", "plan-1");
    d.put("content", "I'll renew the passport by Friday. The lighthouse trip is in June.");
    d.put("title", title);
    return Map.of("userId", user, "document", d);
  }

  private JsonNode nodes(String user, String sourceId) {
    return server
        .post("/sources/nodes", Map.of("userId", user, "sourceIds", List.of(sourceId)))
        .body();
  }

  private static String documentLabel(JsonNode nodes) {
    for (JsonNode n : nodes.path("nodes")) {
      if ("Document".equals(n.path("nodeType").asString())) {
        return n.path("label").asString();
      }
    }
    return null;
  }

  private String excerpts(String user, String query) {
    return server
        .post("/query/search", Map.of("userId", user, "query", query))
        .body()
        .path("sourceChunks")
        .toString();
  }

  @Test
  void aNewTitleRelabelsTheDocumentAndItsChunksWithoutReprocessing() {
    Response first = server.post("/ingest/document", doc("dr-a", "Alpha errands"));
    assertThat(first.status()).as(first.raw()).isEqualTo(202);
    String sourceId = first.body().path("sourceId").asString();
    String op = first.body().path("ingestionOperationId").asString();
    server.awaitProcessed("dr-a", op);
    Response other = server.post("/ingest/document", doc("dr-b", "Alpha errands"));
    server.awaitProcessed("dr-b", other.body().path("ingestionOperationId").asString());

    JsonNode before = nodes("dr-a", sourceId);
    assertThat(documentLabel(before)).isEqualTo("Alpha errands");
    int claimsBefore = before.path("claims").size();
    assertThat(claimsBefore).as("extraction wrote claims from the document").isPositive();
    int nodesBefore = before.path("nodes").size();
    assertThat(excerpts("dr-a", "lighthouse trip")).contains("Alpha errands");

    Response retitled = server.post("/ingest/document", doc("dr-a", "Zeppelin checklist"));
    assertThat(retitled.status()).as(retitled.raw()).isEqualTo(200);
    assertThat(retitled.body().path("ingestionOperationId").asString()).isEqualTo(op);
    assertThat(retitled.body().path("sourceVersion").asInt()).isEqualTo(1);
    server.awaitIndexed();

    JsonNode after = nodes("dr-a", sourceId);
    assertThat(documentLabel(after)).isEqualTo("Zeppelin checklist");
    assertThat(after.path("claims").size()).as("no extraction ran again").isEqualTo(claimsBefore);
    assertThat(after.path("nodes").size()).isEqualTo(nodesBefore);
    String hits = excerpts("dr-a", "lighthouse trip");
    assertThat(hits).contains("Zeppelin checklist").doesNotContain("Alpha errands");
    JsonNode source =
        server
            .post("/sources/get", Map.of("userId", "dr-a", "sourceId", sourceId))
            .body()
            .path("source");
    assertThat(source.path("title").asString()).isEqualTo("Zeppelin checklist");
    assertThat(source.path("processing").path("operationId").asString()).isEqualTo(op);
    assertThat(source.path("processing").path("status").asString()).isEqualTo("completed");

    // Another user's document with the same id keeps its own title everywhere.
    String otherSource = other.body().path("sourceId").asString();
    assertThat(documentLabel(nodes("dr-b", otherSource))).isEqualTo("Alpha errands");
    assertThat(excerpts("dr-b", "lighthouse trip"))
        .contains("Alpha errands")
        .doesNotContain("Zeppelin");
  }
}
