package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A remote embedder ({@code embedding.provider=openai}) goes down: search answers from the lexical
 * lane with {@code degraded} saying so instead of a 503, and ingestion waits the outage out (its
 * receipt never turns failed) and completes once the embedder is back. The embedder is a local HTTP
 * server speaking the embeddings protocol, with hashed bag-of-words vectors.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmbedderOutageIT {

  @TempDir static Path dir;
  private final AtomicBoolean up = new AtomicBoolean(true);
  private final AtomicInteger refused = new AtomicInteger();
  private HashedWordsEmbedder embedder;
  private TestServer server;

  @BeforeAll
  void start() throws IOException {
    embedder =
        new HashedWordsEmbedder(
            inputs -> {
              if (up.get()) {
                return true;
              }
              refused.incrementAndGet();
              return false;
            });
    server = new TestServer(dir, embedder.settings());
  }

  @AfterAll
  void stop() {
    up.set(true);
    server.close();
    embedder.close();
  }

  private Response ingest(String user, String id, String text) {
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(
                user, "c-" + id, List.of(message(id, "user", text, "2026-04-28T10:00:00Z"))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    return r;
  }

  private Response search(String user, String query) {
    return server.post("/query/search", Map.of("userId", user, "query", query));
  }

  private String receiptStatus(String user, String operationId) {
    return server
        .post("/sources/processing", Map.of("userId", user, "operationId", operationId))
        .body()
        .path("processing")
        .path("status")
        .asString();
  }

  @Test
  void searchFallsBackToTheLexicalLaneAndSaysSo() {
    Response r = ingest("out-a", "m1", "The plumber comes on Thursday to fix the kitchen sink.");
    server.awaitProcessed("out-a", r.body().path("ingestionOperationId").asString());

    Response healthy = search("out-a", "kitchen sink plumber");
    assertThat(healthy.status()).isEqualTo(200);
    assertThat(healthy.body().has("degraded")).as(healthy.raw()).isFalse();
    for (String route : List.of("/search", "/context/search", "/context/answer-pack")) {
      Response whole = server.post(route, Map.of("userId", "out-a", "query", "kitchen sink"));
      assertThat(whole.status()).as(whole.raw()).isEqualTo(200);
      assertThat(whole.body().has("degraded")).as(route + " " + whole.raw()).isFalse();
    }

    up.set(false);
    try {
      // Queries the search path has not embedded before (it remembers the vectors of queries it
      // embedded, so a repeated query needs no embedder: see the test below).
      Response degraded = search("out-a", "plumber fixing the kitchen sink");
      assertThat(degraded.status()).as(degraded.raw()).isEqualTo(200);
      assertThat(degraded.body().path("degraded").asString())
          .isEqualTo("LEXICAL_ONLY_EMBEDDER_UNAVAILABLE");
      assertThat(degraded.body().path("sourceChunks").toString()).contains("kitchen sink");
      // The scope still holds on the degraded path: another user sees nothing of out-a's.
      Response other = search("out-other", "a plumber for the kitchen sink");
      assertThat(other.status()).isEqualTo(200);
      assertThat(other.body().path("sourceChunks").isEmpty()).as(other.raw()).isTrue();
      assertThat(other.body().path("searchResults").isEmpty()).as(other.raw()).isTrue();
      // The flat hits, the node cards and the answer pack say so too.
      for (String route : List.of("/search", "/context/search", "/context/answer-pack")) {
        Response flat = server.post(route, Map.of("userId", "out-a", "query", "the kitchen sink"));
        assertThat(flat.status()).as(route + " " + flat.raw()).isEqualTo(200);
        assertThat(flat.body().path("degraded").asString())
            .as(route + " " + flat.raw())
            .isEqualTo("LEXICAL_ONLY_EMBEDDER_UNAVAILABLE");
      }
    } finally {
      up.set(true);
    }
  }

  @Test
  void aQueryEmbeddedBeforeTheOutageStillAnswersWholeFromItsRememberedVector() {
    Response r = ingest("out-c", "m3", "The dentist appointment moved to Friday at nine.");
    server.awaitProcessed("out-c", r.body().path("ingestionOperationId").asString());
    String query = "when is the dentist appointment";
    Response healthy = search("out-c", query);
    assertThat(healthy.body().has("degraded")).as(healthy.raw()).isFalse();
    assertThat(healthy.body().path("sourceChunks").toString()).contains("dentist");

    up.set(false);
    try {
      int refusedBefore = refused.get();
      Response again = search("out-c", query);
      assertThat(again.status()).as(again.raw()).isEqualTo(200);
      // The vector is the one the embedder gave (a vector depends only on text and model): the
      // same ranking, whole, without asking the embedder that is down.
      assertThat(again.body().has("degraded")).as(again.raw()).isFalse();
      assertThat(again.body().path("sourceChunks")).isEqualTo(healthy.body().path("sourceChunks"));
      assertThat(refused.get()).isEqualTo(refusedBefore);
      // Another text is not served a remembered vector: it needs the embedder, so it degrades.
      Response other = search("out-c", "when is the dentist appointment?");
      assertThat(other.body().path("degraded").asString())
          .as(other.raw())
          .isEqualTo("LEXICAL_ONLY_EMBEDDER_UNAVAILABLE");
      assertThat(refused.get()).isGreaterThan(refusedBefore);
    } finally {
      up.set(true);
    }
  }

  @Test
  void ingestionWaitsTheOutageOutWithoutFailingTheReceipt() throws InterruptedException {
    up.set(false);
    String op;
    try {
      int before = refused.get();
      op =
          ingest("out-b", "m2", "Renew the car insurance before the policy lapses in June.")
              .body()
              .path("ingestionOperationId")
              .asString();
      long deadline = System.currentTimeMillis() + 20_000;
      while (refused.get() < before + 2 && System.currentTimeMillis() < deadline) {
        Thread.sleep(100);
      }
      // The job met the outage more than once and is still waiting, not failed.
      assertThat(refused.get()).isGreaterThanOrEqualTo(before + 2);
      assertThat(receiptStatus("out-b", op)).isNotIn("failed", "completed");
    } finally {
      up.set(true);
    }
    JsonNode receipt = server.awaitProcessed("out-b", op);
    assertThat(receipt.path("status").asString()).as(receipt.toString()).isEqualTo("completed");
    assertThat(search("out-b", "car insurance policy").raw()).contains("car insurance");
  }
}
