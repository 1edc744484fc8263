package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;

/**
 * {@code train-class-archive} (hidden): the training run of the class data sharing archive that
 * {@code bin/assistant-memory} (and the image) start the service with. Run under {@code
 * -XX:ArchiveClassesAtExit=FILE}, it starts the whole service on defaults only (no environment, no
 * configuration file) in a temporary data directory on a free loopback port, answers one search
 * over HTTP and ends; the JVM then writes every class it loaded to FILE. Touches no other data.
 */
@Command(
    name = "train-class-archive",
    hidden = true,
    description = "Start and stop a throwaway service once (a class archive training run).")
final class ClassArchiveTraining implements Callable<Integer> {
  @Override
  public Integer call() throws Exception {
    Path dir = Files.createTempDirectory("assistant-memory-training");
    try {
      Map<Setting, String> flags = new EnumMap<>(Setting.class);
      flags.put(Setting.DATA_DIR, dir.toString());
      flags.put(Setting.HOST, "127.0.0.1");
      flags.put(Setting.PORT, "0");
      var config = new ConfigLoader(Map.of(), dir, dir).load(flags);
      try (MemoryApplication app = new MemoryApplication(config).start()) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        String base = "http://127.0.0.1:" + app.port();
        // One conversation through ingestion, extraction and the index, so the search below
        // reads a segment (the classes of reading a non-empty index go into the archive too).
        post(
            http,
            base + "/ingest/conversation",
            "{\"userId\":\"training\",\"conversation\":{\"id\":\"c1\",\"messages\":["
                + "{\"id\":\"m1\",\"role\":\"user\",\"content\":\"I moved to Lisbon last"
                + " spring and I play tennis on Sundays.\",\"timestamp\":\"2026-05-01T10:00:00Z\"},"
                + "{\"id\":\"m2\",\"role\":\"assistant\",\"content\":\"Noted: Lisbon,"
                + " tennis on Sundays.\",\"timestamp\":\"2026-05-01T10:00:05Z\"}]}}");
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline && (app.tailer().lag() > 0 || !drained(http, base))) {
          Thread.sleep(100);
        }
        int status =
            post(
                http,
                base + "/query/search",
                "{\"userId\":\"training\",\"query\":\"where do I live?\"}");
        return status == 200 ? Main.EXIT_OK : Main.EXIT_FAILURE;
      }
    } finally {
      delete(dir);
    }
  }

  private static int post(HttpClient http, String url, String json) throws Exception {
    return http.send(
            HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(),
            HttpResponse.BodyHandlers.discarding())
        .statusCode();
  }

  /** True when /health shows an empty job queue. */
  private static boolean drained(HttpClient http, String base) throws Exception {
    String body =
        http.send(
                HttpRequest.newBuilder(URI.create(base + "/health")).build(),
                HttpResponse.BodyHandlers.ofString())
            .body();
    return body.replace(" ", "").contains("\"depth\":0");
  }

  private static void delete(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
