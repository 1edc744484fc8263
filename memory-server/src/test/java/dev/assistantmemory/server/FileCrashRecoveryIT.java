package dev.assistantmemory.server;

import static dev.assistantmemory.server.CrashRecoveryIT.scalar;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Kills the real service process with SIGKILL right after it accepted a batch of file uploads
 * (conversion still pending), and checks that no accepted file is lost: every blob and receipt
 * survives, and after a restart every job converts and completes exactly once.
 */
class FileCrashRecoveryIT {
  private static final String USER = "crash-files";
  private static final List<String> SAMPLES =
      List.of("report.pdf", "report.docx", "report.doc", "report.rtf", "report.html", "report.md");
  private static final int COPIES = 3;
  private final HttpClient http = HttpClient.newHttpClient();

  @Test
  void killNineDuringFileIngestLosesNoAcceptedFile(@TempDir Path dataDir) throws Exception {
    int port = ServiceProcess.freePort();
    Map<String, String> env =
        Map.of("MEMORY_JOBS_LEASE_SECONDS", "3", "MEMORY_WORKERS", "1", "MEMORY_OCR_COMMAND", "");
    List<String> operations = new ArrayList<>();
    List<String> blobs = new ArrayList<>();
    try (ServiceProcess first = new ServiceProcess(dataDir, port, env).awaitHealthy()) {
      for (int copy = 0; copy < COPIES; copy++) {
        for (String sample : SAMPLES) {
          byte[] bytes = Files.readAllBytes(FileIngestIT.SAMPLES.resolve(sample));
          blobs.add(sha256(bytes));
          Map<String, String> fields = new LinkedHashMap<>();
          fields.put("userId", USER);
          fields.put("externalId", "vault/" + copy + "/" + sample);
          JsonNode receipt = upload(port, FileIngestIT.multipart(fields, sample, null, bytes));
          operations.add(receipt.path("ingestionOperationId").asString());
        }
      }
      first.kill();
    }
    int accepted = SAMPLES.size() * COPIES;
    try (Connection db = sqlite(dataDir)) {
      assertThat(scalar(db, "SELECT count(*) FROM operations WHERE status = 'completed'"))
          .as("the kill must land while conversions are still pending")
          .isLessThan(accepted);
      assertThat(scalar(db, "SELECT count(*) FROM source_files")).isEqualTo(accepted);
      assertThat(scalar(db, "SELECT count(*) FROM operations")).isEqualTo(accepted);
      assertThat(scalar(db, "SELECT count(*) FROM jobs")).isEqualTo(accepted);
    }
    for (String sha : blobs) {
      Path blob = dataDir.resolve("blobs").resolve(sha.substring(0, 2)).resolve(sha);
      assertThat(blob).as("blob of an accepted file survives the kill").exists();
      assertThat(sha256(Files.readAllBytes(blob))).isEqualTo(sha);
    }

    try (ServiceProcess second = new ServiceProcess(dataDir, port, env).awaitHealthy()) {
      await()
          .atMost(Duration.ofSeconds(180))
          .pollInterval(Duration.ofMillis(250))
          .until(() -> CrashRecoveryIT.countCompleted(second, USER, operations) == accepted);
      await()
          .atMost(Duration.ofSeconds(30))
          .pollInterval(Duration.ofMillis(100))
          .until(() -> second.get("/health").path("index").path("lag").asLong() == 0);
      JsonNode found =
          second.post("/query/search", Map.of("userId", USER, "query", "rutabaga shipment"));
      assertThat(IngestSearchIT.sourceHits(found.path("sourceChunks"))).isNotEmpty();
    }
    try (Connection db = sqlite(dataDir)) {
      String mine = " user_id = '" + USER + "'";
      assertThat(scalar(db, "SELECT count(*) FROM sources WHERE type = 'document' AND" + mine))
          .isEqualTo(accepted);
      assertThat(
              scalar(
                  db,
                  "SELECT count(*) FROM sources WHERE content IS NULL AND type = 'document' AND"
                      + mine))
          .as("every file converted")
          .isZero();
      assertThat(scalar(db, "SELECT count(*) FROM operations WHERE status <> 'completed'"))
          .isZero();
      assertThat(scalar(db, "SELECT count(*) FROM jobs WHERE status <> 'succeeded'")).isZero();
      assertThat(
              scalar(
                  db,
                  "SELECT count(*) FROM (SELECT source_id FROM chunks GROUP BY source_id,"
                      + " source_version, ordinal HAVING count(*) > 1) d"))
          .as("no chunk twice")
          .isZero();
    }
  }

  private static Connection sqlite(Path dataDir) throws java.sql.SQLException {
    return DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"));
  }

  private JsonNode upload(int port, FileIngestIT.Multipart body) throws Exception {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/ingest/file"))
            .header("Content-Type", "multipart/form-data; boundary=" + body.boundary())
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.body()))
            .build();
    HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isEqualTo(202);
    return TestServer.JSON.readTree(res.body());
  }

  private static String sha256(byte[] bytes) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }
}
