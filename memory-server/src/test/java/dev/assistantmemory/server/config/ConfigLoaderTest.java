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
  void aPostgresStoreGetsMoreWorkersByDefaultAndAConfiguredCountWins() throws Exception {
    String url = "jdbc:postgresql://127.0.0.1:5432/test";
    MemoryConfig sqlite = new ConfigLoader(Map.of(), work, home).load(Map.of());
    assertThat(sqlite.getInt(Setting.WORKERS)).isEqualTo(2);
    assertThat(sqlite.origins().get(Setting.WORKERS)).isEqualTo("default");

    MemoryConfig byEnv = new ConfigLoader(Map.of("MEMORY_DB_URL", url), work, home).load(Map.of());
    assertThat(byEnv.getInt(Setting.WORKERS)).isEqualTo(4);
    assertThat(byEnv.origins().get(Setting.WORKERS)).isEqualTo("default (PostgreSQL)");
    MemoryConfig byFlag = new ConfigLoader(Map.of(), work, home).load(Map.of(Setting.DB_URL, url));
    assertThat(byFlag.getInt(Setting.WORKERS)).isEqualTo(4);
    MemoryConfig blankUrl =
        new ConfigLoader(Map.of(), work, home).load(Map.of(Setting.DB_URL, " "));
    assertThat(blankUrl.getInt(Setting.WORKERS)).isEqualTo(2);

    MemoryConfig envCount =
        new ConfigLoader(Map.of("MEMORY_DB_URL", url, "MEMORY_WORKERS", "3"), work, home)
            .load(Map.of());
    assertThat(envCount.getInt(Setting.WORKERS)).isEqualTo(3);
    MemoryConfig flagCount =
        new ConfigLoader(Map.of("MEMORY_DB_URL", url), work, home)
            .load(Map.of(Setting.WORKERS, "0"));
    assertThat(flagCount.getInt(Setting.WORKERS)).isZero();
    Files.writeString(work.resolve("memory.yaml"), "workers: 1\n");
    MemoryConfig fileCount =
        new ConfigLoader(Map.of("MEMORY_DB_URL", url), work, home).load(Map.of());
    assertThat(fileCount.getInt(Setting.WORKERS)).isEqualTo(1);
  }

  @Test
  void badValuesNameTheSetting() {
    MemoryConfig c = new ConfigLoader(Map.of("MEMORY_PORT", "eighty"), work, home).load(Map.of());
    assertThatThrownBy(() -> c.getInt(Setting.PORT))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("MEMORY_PORT");
  }
}
