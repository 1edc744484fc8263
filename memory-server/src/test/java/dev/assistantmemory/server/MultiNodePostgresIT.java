package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two service processes on one PostgreSQL database, each with its own Lucene index: a write
 * accepted by node A becomes searchable on node B by tailing the shared change log; killing node A
 * mid-ingest leaves its jobs to node B, which finishes them with nothing lost or duplicated.
 */
class MultiNodePostgresIT {
  private static final int CONVERSATIONS = 24;
  private static final int MESSAGES = 40;
  private String url;

  @BeforeEach
  void schema() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
  }

  @AfterEach
  void drop() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }

  @Test
  void nodesShareOneDatabaseAndTakeOverEachOthersJobs(@TempDir Path dir) throws Exception {
    List<String> interrupted = new java.util.ArrayList<>();
    Map<String, String> env =
        Map.of(
            "MEMORY_DB_URL",
            url,
            "RUN_MIGRATIONS",
            "true",
            "MEMORY_JOBS_LEASE_SECONDS",
            "3",
            "MEMORY_WORKERS",
            "1");
    long indexed;
    try (ServiceProcess a = new ServiceProcess(dir.resolve("a"), ServiceProcess.freePort(), env);
        ServiceProcess b = new ServiceProcess(dir.resolve("b"), ServiceProcess.freePort(), env)) {
      a.awaitHealthy();
      b.awaitHealthy();

      String op =
          a.post(
                  "/ingest/conversation",
                  Map.of(
                      "userId",
                      "shared-user",
                      "conversation",
                      Map.of(
                          "id",
                          "hello",
                          "messages",
                          List.of(
                              Map.of(
                                  "id",
                                  "h1",
                                  "role",
                                  "user",
                                  "content",
                                  "The harbour ferry leaves at seven from pier four.",
                                  "timestamp",
                                  "2026-05-01T10:00:00.000Z")))))
              .path("ingestionOperationId")
              .asString();
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(20))
          .until(
              () ->
                  "completed"
                      .equals(
                          b.post(
                                  "/sources/processing",
                                  Map.of("userId", "shared-user", "operationId", op))
                              .path("processing")
                              .path("status")
                              .asString()));
      long completedAt = System.nanoTime();
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(10))
          .until(
              () ->
                  b.post(
                              "/query/search",
                              Map.of("userId", "shared-user", "query", "harbour ferry pier"))
                          .path("sourceChunks")
                          .size()
                      == 1);
      System.out.printf(
          "cross-node visibility: searchable on node B %d ms after the receipt completed%n",
          (System.nanoTime() - completedAt) / 1_000_000);

      List<String> operations =
          CrashRecoveryIT.ingestMany(a, "multi-user", CONVERSATIONS, MESSAGES);
      // Freeze node A the moment the database shows it holding a job, read which jobs A's worker
      // holds (each claim leases as "<worker id>#<n>"), then kill it: node B must take them over.
      // Frozen, A cannot finish a job between the read and the kill (a job takes a few ms); when it
      // finished the one seen before the freeze, it runs on and the wait tries again.
      String workerA = a.get("/health").path("worker").path("id").asString();
      await()
          .atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(2))
          .until(
              () -> {
                if (runningJobsOf(url, workerA).isEmpty()) {
                  return false;
                }
                a.pause();
                List<String> held = runningJobsOf(url, workerA);
                if (held.isEmpty()) {
                  a.resume();
                  return false;
                }
                interrupted.addAll(held);
                return true;
              });
      a.kill();
      assertThat(interrupted).as("node A was killed holding a job").isNotEmpty();

      await()
          .atMost(Duration.ofSeconds(120))
          .pollInterval(Duration.ofMillis(200))
          .until(
              () -> CrashRecoveryIT.countCompleted(b, "multi-user", operations) == CONVERSATIONS);
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(100))
          .until(() -> b.get("/health").path("index").path("lag").asLong() == 0);
      indexed = b.get("/health").path("index").path("documents").asLong();
    }
    try (Connection db = DriverManager.getConnection(url)) {
      // Every chunk once (the "hello" one too), plus the graph's documents.
      assertThat(indexed)
          .isEqualTo((long) CONVERSATIONS * MESSAGES + 1 + CrashRecoveryIT.graphDocuments(db));
      CrashRecoveryIT.assertNothingLostNothingDuplicated(db, "multi-user", CONVERSATIONS, MESSAGES);
      for (String job : interrupted) {
        assertThat(
                CrashRecoveryIT.scalar(
                    db,
                    "SELECT attempts FROM jobs WHERE status = 'succeeded' AND id = '" + job + "'"))
            .as("the job node A held when killed was taken over and finished once by node B")
            .isGreaterThanOrEqualTo(2);
      }
    }
  }

  /** Jobs still running under a lease of the worker (each claim leases as "<worker id>#<n>"). */
  private static List<String> runningJobsOf(String url, String worker) throws Exception {
    List<String> out = new java.util.ArrayList<>();
    try (Connection db = DriverManager.getConnection(url);
        var st =
            db.prepareStatement(
                "SELECT id FROM jobs WHERE status = 'running' AND lease_owner LIKE ?")) {
      st.setString(1, worker + "#%");
      try (var rs = st.executeQuery()) {
        while (rs.next()) {
          out.add(rs.getString(1));
        }
      }
    }
    return out;
  }
}
