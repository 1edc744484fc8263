package dev.assistantmemory.server.mcp;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code <dataDir>/service.json}: where the running service of a data directory listens. {@code
 * serve} writes it once HTTP is up and deletes it on shutdown; {@code mcp} (stdio) reads it to
 * forward to that service instead of opening the index a second time (one Lucene writer per index).
 * A stale file (crash) is recognized by a health check that does not answer.
 */
public final class ServiceFile {
  private static final Logger LOG = LoggerFactory.getLogger(ServiceFile.class);
  private static final ObjectMapper JSON = JsonMapper.builder().build();
  static final String NAME = "service.json";

  private ServiceFile() {}

  /** The file's content. */
  private record Address(String host, int port, long pid) {}

  public static void write(Path dataDir, String host, int port) {
    Address body = new Address(host, port, ProcessHandle.current().pid());
    try {
      Files.createDirectories(dataDir);
      Path tmp = dataDir.resolve(NAME + ".tmp");
      Files.write(tmp, JSON.writeValueAsBytes(body));
      Files.move(
          tmp,
          dataDir.resolve(NAME),
          StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      LOG.warn("cannot write {} in {}: {}", NAME, dataDir, e.getMessage());
    }
  }

  /** Deletes the file if it still names this port (a newer service may have replaced it). */
  public static void delete(Path dataDir, int port) {
    Path file = dataDir.resolve(NAME);
    try {
      if (Files.exists(file) && JSON.readTree(file.toFile()).path("port").asInt() == port) {
        Files.deleteIfExists(file);
      }
    } catch (IOException | RuntimeException e) {
      LOG.debug("cannot delete {}: {}", file, e.getMessage());
    }
  }

  /** The base URL of the service running on this data directory, if one answers. */
  public static Optional<URI> running(Path dataDir) {
    Path file = dataDir.resolve(NAME);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      JsonNode n = JSON.readTree(file.toFile());
      String host = n.path("host").asString("127.0.0.1");
      if (host.isBlank() || host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]")) {
        host = "127.0.0.1";
      } else if (host.contains(":") && !host.startsWith("[")) {
        host = "[" + host + "]";
      }
      URI base = URI.create("http://" + host + ":" + n.path("port").asInt());
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
      HttpResponse<Void> res =
          http.send(
              HttpRequest.newBuilder(base.resolve("/health"))
                  .timeout(Duration.ofSeconds(5))
                  .GET()
                  .build(),
              HttpResponse.BodyHandlers.discarding());
      return res.statusCode() == 200 || res.statusCode() == 503
          ? Optional.of(base)
          : Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }
}
