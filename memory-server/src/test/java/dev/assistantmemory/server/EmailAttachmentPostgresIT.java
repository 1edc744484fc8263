package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import java.nio.file.Path;
import java.util.Map;

/** Email sources and their attachments on PostgreSQL (row-level security, a fresh schema). */
class EmailAttachmentPostgresIT extends EmailAttachmentIT {
  private final PostgresSchemaServers postgres = new PostgresSchemaServers();

  @Override
  protected TestServer openServer(Path dataDir, Map<Setting, String> extra) {
    return postgres.open(dataDir, extra);
  }

  @Override
  protected void afterServer() {
    postgres.drop();
  }
}
