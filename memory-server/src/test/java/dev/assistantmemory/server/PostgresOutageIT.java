package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database goes away under load: requests answer 503 STORE_UNAVAILABLE (never a 500, never a
 * hang), the service recovers by itself when the database returns, and every receipt it accepted
 * completes.
 */
class PostgresOutageIT {
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
  void anOutageIsA503AndNothingAcceptedIsLost(@TempDir Path dir) throws Exception {
    try (TcpProxy proxy = new TcpProxy("127.0.0.1", 5432)) {
      String viaProxy = url.replace("127.0.0.1:5432", "127.0.0.1:" + proxy.port());
      try (TestServer server =
          new TestServer(
              dir,
              Map.of(
                  Setting.DB_URL,
                  viaProxy,
                  Setting.RUN_MIGRATIONS,
                  "true",
                  Setting.LEASE_SECONDS,
                  "3"))) {
        List<String> accepted = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
          accepted.add(ingest(server, i).body().path("ingestionOperationId").asString());
        }

        proxy.cut();
        int unavailable = 0;
        int acceptedDuringOutage = 0;
        for (int i = 20; i < 24; i++) {
          Response r = ingest(server, i);
          if (r.status() == 503) {
            unavailable++;
            assertThat(r.body().path("data").path("code").asString())
                .isEqualTo("STORE_UNAVAILABLE");
            assertThat(r.raw()).doesNotContain("jdbc:").doesNotContain("Exception");
          } else {
            assertThat(r.status()).as(r.raw()).isIn(200, 202);
            accepted.add(r.body().path("ingestionOperationId").asString());
            acceptedDuringOutage++;
          }
        }
        assertThat(unavailable).as("requests during the outage fail cleanly").isPositive();
        Response search =
            server.post("/query/search", Map.of("userId", "outage-user", "query", "bicycle"));
        assertThat(search.status()).isIn(200, 503);
        assertThat(server.get("/health").status()).isEqualTo(503);

        proxy.restore();
        await()
            .atMost(Duration.ofSeconds(60))
            .pollInterval(Duration.ofMillis(250))
            .until(() -> ingest(server, 99).status() / 100 == 2);
        try {
          for (String op : accepted) {
            JsonAssert.completes(server, "outage-user", op);
          }
        } catch (AssertionError | RuntimeException e) {
          try (var db = java.sql.DriverManager.getConnection(url)) {
            var rs =
                db.createStatement()
                    .executeQuery(
                        "SELECT o.id, o.status, j.status, j.attempts, j.run_after, j.lease_until, now() "
                            + "FROM operations o JOIN jobs j ON j.id = o.job_id WHERE o.status <> 'completed'");
            while (rs.next()) {
              System.out.printf(
                  "STUCK op=%s op.status=%s job.status=%s attempts=%d runAfter=%s lease=%s now=%s%n",
                  rs.getString(1),
                  rs.getString(2),
                  rs.getString(3),
                  rs.getInt(4),
                  rs.getString(5),
                  rs.getString(6),
                  rs.getString(7));
            }
          }
          throw e;
        }
        assertThat(server.get("/health").status()).isEqualTo(200);
        System.out.printf(
            "outage: %d requests answered 503, %d accepted during the cut, %d receipts completed%n",
            unavailable, acceptedDuringOutage, accepted.size());
      }
    }
  }

  private static Response ingest(TestServer server, int i) {
    return server.post(
        "/ingest/document",
        Map.of(
            "userId",
            "outage-user",
            "document",
            Map.of("id", "doc-" + i, "content", "Note " + i + " about the bicycle repair.")));
  }

  /** Receipt checks shared by the outage test. */
  static final class JsonAssert {
    static void completes(TestServer server, String user, String operationId) {
      // Jobs interrupted by the outage wait out their lease and backoff (capped at a minute).
      var receipt = server.awaitProcessed(user, operationId, Duration.ofMinutes(3));
      assertThat(receipt.path("status").asString()).as(operationId).isEqualTo("completed");
    }
  }
}
