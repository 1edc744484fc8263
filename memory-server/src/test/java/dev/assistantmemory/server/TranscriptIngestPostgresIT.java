package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.Map;

/** Transcript ingestion on PostgreSQL (row-level security on, a fresh schema). */
class TranscriptIngestPostgresIT extends TranscriptIngestIT {
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
