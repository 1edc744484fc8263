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

  private MemoryConfig config(Path data) {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    flags.put(Setting.DATA_DIR, data.toString());
    flags.put(Setting.PORT, "0");
    return new ConfigLoader(Map.of(), data, data).load(flags);
  }

  @Test
  void aStoreThatCannotBeMigratedFailsTheStartAndFreesThePort() throws Exception {
    Path data = Files.createDirectories(dir.resolve("broken"));
    Files.writeString(data.resolve("memory.db"), "this is not a SQLite database");
    MemoryApplication app = new MemoryApplication(config(data));
    assertThatThrownBy(app::start).isInstanceOf(MemoryException.class);
    app.close();
    // The same directory, repaired, starts and answers: nothing of the failed start holds on.
    Files.delete(data.resolve("memory.db"));
    try (MemoryApplication again = new MemoryApplication(config(data)).start()) {
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
