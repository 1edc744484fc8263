package dev.assistantmemory.server.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {
  @TempDir Path work;
  @TempDir Path home;

  @Test
  void defaultsNeedNoConfiguration() {
    MemoryConfig c = new ConfigLoader(Map.of(), work, home).load(Map.of());
    assertThat(c.get(Setting.HOST)).isEqualTo("127.0.0.1");
    assertThat(c.getInt(Setting.PORT)).isEqualTo(8470);
    assertThat(c.dataDir()).isEqualTo(home.resolve(".assistant-memory"));
    assertThat(c.get(Setting.EMBEDDING_PROVIDER)).isEqualTo("local");
  }

  @Test
  void layersApplyFlagThenEnvThenLocalFileThenDataDirFileThenDefault() throws Exception {
    Path data = work.resolve("data");
    Files.createDirectories(data);
    Files.writeString(
        work.resolve("memory.yaml"), "dataDir: " + data + "\nport: 9001\nworkers: 7\n");
    Files.writeString(
        data.resolve("memory.yaml"),
        "port: 9002\nworkers: 8\nhttp:\n  maxRequestBytes: 123\n"
            + "embedding:\n  model: bge-small-en-v1.5-q\n");
    Map<String, String> env = Map.of("MEMORY_PORT", "9003", "MEMORY_WORKERS", "9");

    MemoryConfig c = new ConfigLoader(env, work, home).load(Map.of(Setting.PORT, "9004"));

    assertThat(c.getInt(Setting.PORT)).isEqualTo(9004);
    assertThat(c.origins().get(Setting.PORT)).isEqualTo("flag");
    assertThat(c.getInt(Setting.WORKERS)).isEqualTo(9);
    assertThat(c.dataDir()).isEqualTo(data);
    assertThat(c.getLong(Setting.MAX_REQUEST_BYTES)).isEqualTo(123);
    assertThat(c.get(Setting.EMBEDDING_MODEL)).isEqualTo("bge-small-en-v1.5-q");
    assertThat(c.origins().get(Setting.EMBEDDING_MODEL)).isEqualTo("<dataDir>/memory.yaml");
  }

  @Test
  void badValuesNameTheSetting() {
    MemoryConfig c = new ConfigLoader(Map.of("MEMORY_PORT", "eighty"), work, home).load(Map.of());
    assertThatThrownBy(() -> c.getInt(Setting.PORT))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("MEMORY_PORT");
  }
}
