package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.Map;

/**
 * Follow-ups resolved by words and meaning on PostgreSQL (row-level security on, a fresh schema):
 * the stored task card vectors are read under the user's fence. The same cases as {@link
 * FollowUpResolutionIT}.
 */
class FollowUpResolutionPostgresIT extends FollowUpResolutionIT {
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
