package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
  private static final int DIM = 16;
  private static final String TITLE = "Lease agreement 2027";

  @TempDir static Path dir;
  private HttpServer embedder;
  private TestServer server;

  @BeforeAll
  void start() throws IOException {
    embedder = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    embedder.createContext(
        "/v1/embeddings",
        exchange -> {
          JsonNode req = TestServer.JSON.readTree(exchange.getRequestBody().readAllBytes());
          List<Map<String, Object>> data = new ArrayList<>();
          int i = 0;
          boolean refined = false;
          for (JsonNode text : req.path("input")) {
            refined |= text.asString().contains(": " + TITLE);
            data.add(Map.of("index", i++, "embedding", vector(text.asString())));
          }
          if (refined) {
            sleep(1500);
          }
          byte[] bytes =
              TestServer.JSON
                  .writeValueAsString(Map.of("data", data))
                  .getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, bytes.length);
          exchange.getResponseBody().write(bytes);
          exchange.close();
        });
    embedder.start();
    server =
        new TestServer(
            dir,
            Map.of(
                Setting.EMBEDDING_PROVIDER,
                "openai",
                Setting.EMBEDDING_BASE_URL,
                "http://127.0.0.1:" + embedder.getAddress().getPort() + "/v1",
                Setting.EMBEDDING_MODEL,
                "hashed-words",
                Setting.EMBEDDING_DIMENSION,
                Integer.toString(DIM)));
  }

  @AfterAll
  void stop() {
    server.close();
    embedder.stop(0);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static List<Double> vector(String text) {
    double[] v = new double[DIM];
    v[0] = 0.01;
    for (String w : text.toLowerCase(Locale.ROOT).split("\\W+")) {
      if (!w.isEmpty()) {
        v[Math.floorMod(w.hashCode(), DIM)] += 1;
      }
    }
    List<Double> out = new ArrayList<>(DIM);
    for (double d : v) {
      out.add(d);
    }
    return out;
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
