package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.util.Map;

/**
 * The retry route, the interruption projection and lost jobs on PostgreSQL (row-level security).
 */
class ProcessingRetryPostgresIT extends ProcessingRetryIT {
  private String url;

  @Override
  protected Map<Setting, String> database() {
    if (url == null) {
      PostgresSupport.assumeAvailable();
      url = PostgresSupport.freshSchemaUrl();
    }
    return Map.of(Setting.DB_URL, url, Setting.RUN_MIGRATIONS, "true");
  }

  @Override
  protected void afterTest() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
      url = null;
    }
  }
}
