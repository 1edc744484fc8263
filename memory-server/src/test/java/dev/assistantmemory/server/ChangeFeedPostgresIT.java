package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.Map;

/**
 * The change feed on PostgreSQL (row-level security on, a fresh schema): the cases of {@link
 * ChangeFeedIT}.
 */
class ChangeFeedPostgresIT extends ChangeFeedIT {
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
