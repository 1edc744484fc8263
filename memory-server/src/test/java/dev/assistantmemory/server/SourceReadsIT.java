package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/** /sources/list, /sources/get, /sources/nodes over HTTP, with isolation negatives. */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SourceReadsIT {
  private final TestServer server;

  SourceReadsIT(TestServer server) {
    this.server = server;
  }

  private String document(String user, String partition, String id, String content) {
    Map<String, Object> doc =
        Map.of("id", id, "content", content, "title", "Title " + id, "contentType", "markdown");
    Map<String, Object> body =
        partition == null
            ? Map.of("userId", user, "document", doc)
            : Map.of("userId", user, "partitionKey", partition, "document", doc);
    Response r = server.post("/ingest/document", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    return r.body().path("sourceId").asString();
  }

  @Test
  void listPagesWithAnOpaqueCursorAndFiltersByType() {
    for (int i = 0; i < 3; i++) {
      document("sr-list", null, "doc-" + i, "# Note " + i + "\nBody " + i);
    }
    Response conv =
        server.post(
            "/ingest/conversation",
            conversation(
                "sr-list",
                "chat-1",
                List.of(message("chat-1/m1", "user", "Hi there.", "2026-04-01T10:00:00.000Z"))));
    server.awaitProcessed("sr-list", conv.body().path("ingestionOperationId").asString());

    Set<String> seen = new HashSet<>();
    String cursor = null;
    int pages = 0;
    do {
      Map<String, Object> body =
          cursor == null
              ? Map.of("userId", "sr-list", "type", "document", "limit", 2)
              : Map.of("userId", "sr-list", "type", "document", "limit", 2, "cursor", cursor);
      Response page = server.post("/sources/list", body);
      assertThat(page.status()).as(page.raw()).isEqualTo(200);
      for (JsonNode s : page.body().path("sources")) {
        assertThat(s.path("type").asString()).isEqualTo("document");
        assertThat(s.path("status").asString()).isEqualTo("completed");
        assertThat(s.path("partitionKey").asString()).isEqualTo("memory:personal");
        assertThat(s.path("receivedAt").asString()).endsWith("Z");
        assertThat(s.path("title").asString()).startsWith("Title doc-");
        seen.add(s.path("sourceId").asString());
      }
      cursor =
          page.body().path("nextCursor").isNull()
              ? null
              : page.body().path("nextCursor").asString();
      pages++;
    } while (cursor != null);
    assertThat(seen).hasSize(3);
    assertThat(pages).isEqualTo(2);

    Response all = server.post("/sources/list", Map.of("userId", "sr-list"));
    List<String> types =
        all.body().path("sources").valueStream().map(s -> s.path("type").asString()).toList();
    assertThat(types).contains("document", "conversation", "conversation_message");

    Response unlisted = server.post("/sources/list", Map.of("userId", "sr-list", "type", "manual"));
    assertThat(unlisted.status()).isEqualTo(400);
    Response badCursor =
        server.post("/sources/list", Map.of("userId", "sr-list", "cursor", "not-a-cursor!"));
    assertThat(badCursor.status()).isEqualTo(400);
  }

  @Test
  void getReturnsContentAndMessagesAndHidesOtherUsersAndPartitions() {
    String doc = document("sr-get", null, "d1", "# Plan\nShip it.");
    Response got =
        server.post(
            "/sources/get", Map.of("userId", "sr-get", "sourceId", doc, "includeContent", true));
    assertThat(got.status()).as(got.raw()).isEqualTo(200);
    JsonNode s = got.body().path("source");
    assertThat(s.path("sourceId").asString()).isEqualTo(doc);
    assertThat(s.path("content").path("text").asString()).isEqualTo("# Plan\nShip it.");
    assertThat(s.path("content").path("format").asString()).isEqualTo("markdown");
    assertThat(s.path("processing").path("status").asString()).isEqualTo("completed");
    Response noContent = server.post("/sources/get", Map.of("userId", "sr-get", "sourceId", doc));
    assertThat(noContent.body().path("source").path("content").isNull()).isTrue();

    Response conv =
        server.post(
            "/ingest/conversation",
            conversation(
                "sr-get",
                "chat-g",
                List.of(
                    message("chat-g/1", "user", "First.", "2026-04-01T10:00:00.000Z"),
                    message("chat-g/2", "assistant", "Second.", "2026-04-01T10:00:01.000Z"))));
    String convId = conv.body().path("sourceId").asString();
    JsonNode c =
        server
            .post(
                "/sources/get",
                Map.of("userId", "sr-get", "sourceId", convId, "includeContent", true))
            .body()
            .path("source");
    JsonNode messages = c.path("conversation").path("messages");
    assertThat(messages.size()).isEqualTo(2);
    assertThat(messages.get(0).path("text").asString()).isEqualTo("First.");
    assertThat(messages.get(1).path("role").asString()).isEqualTo("assistant");

    // Another user, another partition, workspace narrowed by key: 404.
    assertThat(server.post("/sources/get", Map.of("userId", "sr-other", "sourceId", doc)).status())
        .isEqualTo(404);
    String work = document("sr-get", "work", "d2", "Work note.");
    assertThat(server.post("/sources/get", Map.of("userId", "sr-get", "sourceId", work)).status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/sources/get",
                    Map.of("userId", "sr-get", "partitionKey", "work", "sourceId", work))
                .status())
        .isEqualTo(200);
    Response otherList = server.post("/sources/list", Map.of("userId", "sr-other"));
    assertThat(otherList.body().path("sources").size()).isZero();
    Response personal =
        server.post("/sources/list", Map.of("userId", "sr-get", "type", "document"));
    assertThat(
            personal.body().path("sources").valueStream().map(x -> x.path("sourceId").asString()))
        .contains(doc)
        .doesNotContain(work);
  }

  @Test
  void nodesOfSourcesAreScoped() {
    String doc = document("sr-nodes", null, "n1", "Alice works at Acme in Lisbon.");
    Response nodes =
        server.post("/sources/nodes", Map.of("userId", "sr-nodes", "sourceIds", List.of(doc)));
    assertThat(nodes.status()).as(nodes.raw()).isEqualTo(200);
    assertThat(nodes.body().has("nodes")).isTrue();
    assertThat(nodes.body().has("claims")).isTrue();
    for (JsonNode n : nodes.body().path("nodes")) {
      assertThat(n.path("sourceIds").valueStream().map(JsonNode::asString)).contains(doc);
      assertThat(n.path("nodeType").asString()).isNotIn("AssistantDream", "Atlas", "Temporal");
    }
    Response foreign =
        server.post("/sources/nodes", Map.of("userId", "sr-stranger", "sourceIds", List.of(doc)));
    assertThat(foreign.status()).isEqualTo(404);
    Response empty =
        server.post("/sources/nodes", Map.of("userId", "sr-nodes", "sourceIds", List.of()));
    assertThat(empty.status()).isEqualTo(400);
  }
}
