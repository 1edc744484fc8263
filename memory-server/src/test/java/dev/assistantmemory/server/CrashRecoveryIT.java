package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Kills the real service process with SIGKILL while it is processing accepted ingestions, starts it
 * again on the same data directory, and checks that every accepted receipt completes and that no
 * source or chunk was duplicated.
 */
class CrashRecoveryIT {
  private static final int CONVERSATIONS = 60;
  private static final int MESSAGES = 20;
  private final HttpClient http = HttpClient.newHttpClient();

  @Test
  void killNineMidIngestLosesNothingAndDuplicatesNothing(@TempDir Path dataDir) throws Exception {
    int port = freePort();
    Process first = launch(dataDir, port);
    List<String> operations = new ArrayList<>();
    int completedAtKill;
    try {
      awaitHealthy(port);
      for (int c = 0; c < CONVERSATIONS; c++) {
        List<Map<String, Object>> messages = new ArrayList<>();
        for (int m = 0; m < MESSAGES; m++) {
          messages.add(
              Map.of(
                  "id",
                  "c" + c + "-m" + m,
                  "role",
                  m % 2 == 0 ? "user" : "assistant",
                  "content",
                  "Conversation "
                      + c
                      + " message "
                      + m
                      + " about the garden, the bikes and the weekly plan.",
                  "timestamp",
                  "2026-05-01T10:00:00.000Z"));
        }
        JsonNode receipt =
            post(
                port,
                "/ingest/conversation",
                Map.of(
                    "userId",
                    "crash-user",
                    "conversation",
                    Map.of("id", "conv-" + c, "messages", messages)));
        operations.add(receipt.path("ingestionOperationId").asString());
      }
      await()
          .atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> countCompleted(port, operations) >= 1);
    } finally {
      first.destroyForcibly().waitFor();
    }
    completedAtKill = countCompletedInDb(dataDir);
    assertThat(completedAtKill)
        .as("the kill must land while work is still pending")
        .isLessThan(CONVERSATIONS);

    Process second = launch(dataDir, port);
    try {
      awaitHealthy(port);
      await()
          .atMost(Duration.ofSeconds(120))
          .pollInterval(Duration.ofMillis(200))
          .until(() -> countCompleted(port, operations) == CONVERSATIONS);
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(100))
          .until(() -> get(port, "/health").path("index").path("lag").asLong() == 0);
      assertThat(get(port, "/health").path("index").path("documents").asLong())
          .isEqualTo((long) CONVERSATIONS * MESSAGES);
    } finally {
      second.destroy();
      second.waitFor();
    }
    try (Connection db =
        DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"))) {
      assertThat(scalar(db, "SELECT count(*) FROM sources WHERE type = 'conversation_message'"))
          .isEqualTo((long) CONVERSATIONS * MESSAGES);
      assertThat(scalar(db, "SELECT count(*) FROM sources WHERE type = 'conversation'"))
          .isEqualTo(CONVERSATIONS);
      assertThat(scalar(db, "SELECT count(*) FROM chunks"))
          .isEqualTo((long) CONVERSATIONS * MESSAGES);
      assertThat(
              scalar(
                  db,
                  "SELECT count(*) FROM (SELECT source_id FROM chunks GROUP BY source_id HAVING count(*) > 1)"))
          .isZero();
      assertThat(scalar(db, "SELECT count(*) FROM operations WHERE status <> 'completed'"))
          .isZero();
      assertThat(scalar(db, "SELECT count(*) FROM jobs WHERE status <> 'succeeded'")).isZero();
    }
  }

  private static long scalar(Connection db, String sql) throws SQLException {
    try (ResultSet rs = db.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static int countCompletedInDb(Path dataDir) throws SQLException {
    try (Connection db =
        DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"))) {
      return (int) scalar(db, "SELECT count(*) FROM operations WHERE status = 'completed'");
    }
  }

  private int countCompleted(int port, List<String> operations) throws Exception {
    int done = 0;
    for (String op : operations) {
      JsonNode r =
          post(port, "/sources/processing", Map.of("userId", "crash-user", "operationId", op));
      if ("completed".equals(r.path("processing").path("status").asString())) {
        done++;
      }
    }
    return done;
  }

  private static Process launch(Path dataDir, int port) throws IOException {
    String jar = System.getProperty("memory.jar");
    assertThat(jar).as("failsafe passes the shaded jar path").isNotNull();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            java,
            "-jar",
            jar,
            "serve",
            "--data-dir",
            dataDir.toString(),
            "--port",
            Integer.toString(port));
    pb.environment().put("MEMORY_JOBS_LEASE_SECONDS", "3");
    pb.environment().put("MEMORY_WORKERS", "1");
    pb.redirectErrorStream(true);
    pb.redirectOutput(ProcessBuilder.Redirect.appendTo(new File(dataDir.toFile(), "service.log")));
    return pb.start();
  }

  private void awaitHealthy(int port) {
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(200))
        .ignoreExceptions()
        .until(() -> get(port, "/health").path("store").path("ok").asBoolean());
  }

  private JsonNode post(int port, String path, Object body) throws Exception {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(TestServer.JSON.writeValueAsString(body)))
            .build();
    HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isBetween(200, 299);
    return TestServer.JSON.readTree(res.body());
  }

  private JsonNode get(int port, String path) throws Exception {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build();
    return TestServer.JSON.readTree(http.send(req, HttpResponse.BodyHandlers.ofString()).body());
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }
}
