package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.server.TestServer.Response;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * After a pause in writes the index folds the segments the ingest made into one (health shows it),
 * and search answers from the folded index as before.
 */
class IndexFoldIT {
  @TempDir Path dataDir;

  @Test
  void aPauseInWritesFoldsTheIngestsSegmentsAndSearchStillFindsEveryBatch() {
    try (TestServer server = new TestServer(dataDir)) {
      for (int batch = 0; batch < 3; batch++) {
        List<Map<String, Object>> messages = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
          messages.add(
              message(
                  "m" + batch + "_" + i,
                  "user",
                  "Batch "
                      + batch
                      + " note "
                      + i
                      + ": the locker code for gym"
                      + batch
                      + " is "
                      + i,
                  "2026-05-01T10:%02d:00.000Z".formatted(batch * 20 + i)));
        }
        Response r =
            server.post("/ingest/conversation", conversation("u-fold", "c" + batch, messages));
        assertThat(r.status()).as(r.raw()).isEqualTo(202);
        server.awaitProcessed("u-fold", r.body().path("ingestionOperationId").asString());
        await()
            .atMost(Duration.ofSeconds(30))
            .until(() -> server.get("/health").body().path("index").path("lag").asLong() == 0);
      }
      JsonNode index = server.get("/health").body().path("index");
      assertThat(index.path("segments").asInt()).as(index.toString()).isGreaterThanOrEqualTo(2);

      await()
          .atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(200))
          .until(
              () -> {
                JsonNode now = server.get("/health").body().path("index");
                return now.path("segments").asInt() == 1 && !now.path("folding").asBoolean();
              });

      for (int batch = 0; batch < 3; batch++) {
        JsonNode found =
            server
                .post(
                    "/query/search",
                    Map.of("userId", "u-fold", "query", "locker code for gym" + batch))
                .body();
        assertThat(found.path("sourceChunks").get(0).toString()).contains("gym" + batch);
      }
    }
  }
}
