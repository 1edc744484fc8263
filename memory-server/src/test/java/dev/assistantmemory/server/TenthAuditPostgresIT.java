package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** The tenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
class TenthAuditPostgresIT extends TenthAuditIT {
  private String url;

  @Override
  protected TestServer openServer(Path dataDir, Map<Setting, String> settings) {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    Map<Setting, String> all = new HashMap<>(settings);
    all.put(Setting.DB_URL, url);
    all.put(Setting.RUN_MIGRATIONS, "true");
    return new TestServer(dataDir, all);
  }

  @Override
  protected void afterServer() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
