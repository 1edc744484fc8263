package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.Map;

/**
 * The identity lifecycle and the same-identity race on PostgreSQL (row-level security on, a fresh
 * schema, many concurrent writers: the per-identity advisory lock is what keeps one source).
 */
class IdentityLifecyclePostgresIT extends IdentityLifecycleIT {
  private String url;

  @Override
  protected TestServer openServer(Path dataDir) {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    return new TestServer(dataDir, Map.of(Setting.DB_URL, url, Setting.RUN_MIGRATIONS, "true"));
  }

  @Override
  protected void afterServer() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
