package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import java.nio.file.Path;
import java.util.Map;

/**
 * The partition maintenance routes and the migration fence on PostgreSQL (row-level security on the
 * V17 tables, the fence's compare-and-set and ON CONFLICT inserts, a fresh schema).
 */
class PartitionMaintenancePostgresIT extends PartitionMaintenanceIT {
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
