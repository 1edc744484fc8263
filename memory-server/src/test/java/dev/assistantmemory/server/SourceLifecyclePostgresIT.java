package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import java.nio.file.Path;
import java.util.Map;

/** The source-lifecycle maintenance route on PostgreSQL (row-level security, a fresh schema). */
class SourceLifecyclePostgresIT extends SourceLifecycleIT {
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
