package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

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

  @Test
  void killNineMidIngestLosesNothingAndDuplicatesNothing(@TempDir Path dataDir) throws Exception {
    int port = ServiceProcess.freePort();
    Map<String, String> env = Map.of("MEMORY_JOBS_LEASE_SECONDS", "3", "MEMORY_WORKERS", "1");
    List<String> operations;
    try (ServiceProcess first = new ServiceProcess(dataDir, port, env).awaitHealthy()) {
      operations = ingestMany(first, "crash-user", CONVERSATIONS, MESSAGES);
      await()
          .atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> countCompleted(first, "crash-user", operations) >= 1);
      first.kill();
    }
    assertThat(countCompletedInDb(dataDir))
        .as("the kill must land while work is still pending")
        .isLessThan(CONVERSATIONS);

    long indexed;
    try (ServiceProcess second = new ServiceProcess(dataDir, port, env).awaitHealthy()) {
      await()
          .atMost(Duration.ofSeconds(120))
          .pollInterval(Duration.ofMillis(200))
          .until(() -> countCompleted(second, "crash-user", operations) == CONVERSATIONS);
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(100))
          .until(() -> second.get("/health").path("index").path("lag").asLong() == 0);
      indexed = second.get("/health").path("index").path("documents").asLong();
    }
    try (Connection db =
        DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"))) {
      // Every chunk once, plus the graph's documents (each conversation's record node and its
      // day links, the day nodes): nothing lost, nothing twice.
      assertThat(indexed).isEqualTo((long) CONVERSATIONS * MESSAGES + graphDocuments(db));
      assertNothingLostNothingDuplicated(db, "crash-user", CONVERSATIONS, MESSAGES);
    }
  }

  /** Sources, chunks, receipts and jobs after recovery: exactly once each. */
  static void assertNothingLostNothingDuplicated(
      Connection db, String user, int conversations, int messages) throws SQLException {
    String mine = " user_id = '" + user + "'";
    assertThat(
            scalar(
                db, "SELECT count(*) FROM sources WHERE type = 'conversation_message' AND" + mine))
        .isEqualTo((long) conversations * messages);
    assertThat(scalar(db, "SELECT count(*) FROM sources WHERE type = 'conversation' AND" + mine))
        .isEqualTo(conversations);
    assertThat(scalar(db, "SELECT count(*) FROM chunks WHERE" + mine))
        .isEqualTo((long) conversations * messages);
    assertThat(
            scalar(
                db,
                "SELECT count(*) FROM (SELECT source_id FROM chunks WHERE"
                    + mine
                    + " GROUP BY source_id HAVING count(*) > 1) d"))
        .isZero();
    assertThat(scalar(db, "SELECT count(*) FROM operations WHERE status <> 'completed' AND" + mine))
        .isZero();
    assertThat(scalar(db, "SELECT count(*) FROM jobs WHERE status <> 'succeeded' AND" + mine))
        .isZero();
  }

  static List<String> ingestMany(
      ServiceProcess node, String user, int conversations, int messagesEach) throws Exception {
    List<String> operations = new ArrayList<>();
    for (int c = 0; c < conversations; c++) {
      List<Map<String, Object>> messages = new ArrayList<>();
      for (int m = 0; m < messagesEach; m++) {
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
          node.post(
              "/ingest/conversation",
              Map.of(
                  "userId", user, "conversation", Map.of("id", "conv-" + c, "messages", messages)));
      operations.add(receipt.path("ingestionOperationId").asString());
    }
    return operations;
  }

  /** The index documents the graph accounts for: every claim and every live node. */
  static long graphDocuments(Connection db) throws SQLException {
    return scalar(db, "SELECT count(*) FROM claims")
        + scalar(db, "SELECT count(*) FROM nodes WHERE deleted_at IS NULL");
  }

  static long scalar(Connection db, String sql) throws SQLException {
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

  static int countCompleted(ServiceProcess node, String user, List<String> operations)
      throws Exception {
    int done = 0;
    for (String op : operations) {
      JsonNode r = node.post("/sources/processing", Map.of("userId", user, "operationId", op));
      if ("completed".equals(r.path("processing").path("status").asString())) {
        done++;
      }
    }
    return done;
  }
}
