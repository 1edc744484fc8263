package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/**
 * Test servers on one fresh PostgreSQL schema, for the PostgreSQL twin of an IT whose servers come
 * from an overridable {@code openServer(dataDir, extra)}: the first server creates the schema (or
 * skips the test when PostgreSQL is not there), later ones share it, {@link #drop} removes it.
 */
final class PostgresSchemaServers {
  private String url;

  TestServer open(Path dataDir, Map<Setting, String> extra) {
    PostgresSupport.assumeAvailable();
    if (url == null) {
      url = PostgresSupport.freshSchemaUrl();
    }
    Map<Setting, String> all = new EnumMap<>(Setting.class);
    all.put(Setting.DB_URL, url);
    all.put(Setting.RUN_MIGRATIONS, "true");
    all.putAll(extra);
    return new TestServer(dataDir, all);
  }

  void drop() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
