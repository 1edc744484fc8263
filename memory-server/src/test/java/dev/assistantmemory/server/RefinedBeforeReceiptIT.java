package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A receipt turns {@code completed} only with the attachment refinement its extraction made: a
 * client that waited for an attachment's receipt reads the refined request. The embedder (a local
 * HTTP server with hashed bag-of-words vectors) answers the refined label's embedding slowly, so a
 * refinement written after the receipt completed would be read unrefined. Before: the refinement
 * ran after the job's transaction, and this read saw the old label.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RefinedBeforeReceiptIT {
  private static final String TITLE = "Lease agreement 2027";

  @TempDir static Path dir;
  private HashedWordsEmbedder embedder;
  private TestServer server;

  @BeforeAll
  void start() throws IOException {
    embedder =
        new HashedWordsEmbedder(
            inputs -> {
              if (inputs.stream().anyMatch(text -> text.contains(": " + TITLE))) {
                sleep(1500);
              }
              return true;
            });
    server = new TestServer(dir, embedder.settings());
  }

  @AfterAll
  void stop() {
    server.close();
    embedder.close();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Ingests a document, waits for its receipt; its source id. */
  private String ingest(
      String user, String id, String title, String text, Map<String, Object> context) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("id", id);
    doc.put("content", text);
    if (title != null) {
      doc.put("title", title);
    }
    doc.put("sourceContext", context);
    Response r = server.post("/ingest/document", Map.of("userId", user, "document", doc));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    JsonNode receipt =
        server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    assertThat(receipt.path("status").asString()).as(receipt.toString()).isEqualTo("completed");
    return r.body().path("sourceId").asString();
  }

  @Test
  void anAttachmentsReceiptCompletesWithTheRefinedRequest() {
    String user = "refined-receipt";
    String parent =
        ingest(
            user,
            "mail-r",
            "Contract",
            "Can you please review the attached contract?",
            EmailAttachmentIT.emailContext());
    JsonNode before =
        server.ok("/commitments/candidates", Map.of("userId", user)).path("commitments");
    assertThat(before).as(before.toString()).hasSize(1);
    String taskId = before.get(0).path("taskId").asString();

    ingest(
        user,
        "att-r",
        TITLE + ".pdf",
        "# " + TITLE + "\nThe tenant rents the flat from 1 January 2027.",
        EmailAttachmentIT.attachmentContext(parent));
    JsonNode task = server.ok("/commitments/get", Map.of("userId", user, "taskId", taskId));
    assertThat(task.path("label").asString()).as(task.toString()).contains(TITLE);
  }
}
