package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/** Email sources and their attachments on PostgreSQL (row-level security, a fresh schema). */
class EmailAttachmentPostgresIT extends EmailAttachmentIT {
  private String url;

  @Override
  protected TestServer openServer(Path dataDir, Map<Setting, String> extra) {
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

  @Override
  protected void afterServer() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
