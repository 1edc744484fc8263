package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/**
 * POST /ingest/file on PostgreSQL (row-level security on, a fresh schema): as {@link FileIngestIT}.
 */
class FileIngestPostgresIT extends FileIngestIT {
  private String url;

  @Override
  protected TestServer openServer(Path dataDir) {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    Map<Setting, String> settings = new EnumMap<>(Setting.class);
    settings.putAll(settings());
    settings.put(Setting.DB_URL, url);
    settings.put(Setting.RUN_MIGRATIONS, "true");
    return new TestServer(dataDir, settings);
  }

  @Override
  protected void afterServer() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
