package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** HTTP starts beside the schema check; a start whose store cannot be migrated still fails. */
class StartIT {
  @TempDir Path dir;

  private MemoryConfig config(Path data, int port) {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    flags.put(Setting.DATA_DIR, data.toString());
    flags.put(Setting.PORT, Integer.toString(port));
    return new ConfigLoader(Map.of(), data, data).load(flags);
  }

  @Test
  void aStoreThatCannotBeMigratedFailsTheStartAndFreesThePort() throws Exception {
    Path data = Files.createDirectories(dir.resolve("broken"));
    Files.writeString(data.resolve("memory.db"), "this is not a SQLite database");
    int port;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
      port = free.getLocalPort();
    }
    MemoryApplication app = new MemoryApplication(config(data, port));
    assertThatThrownBy(app::start).isInstanceOf(MemoryException.class);
    // Free before the application is closed: the failed start closed HTTP itself.
    new java.net.ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress()).close();
    app.close();
    // The same directory, repaired, starts on the same port and answers: HTTP, started beside the
    // failed migration, was closed with it.
    Files.delete(data.resolve("memory.db"));
    try (MemoryApplication again = new MemoryApplication(config(data, port)).start()) {
      assertThat(again.port()).isEqualTo(port);
      HttpResponse<String> res =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + again.port() + "/health"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(res.statusCode()).isEqualTo(200);
    }
  }
}
