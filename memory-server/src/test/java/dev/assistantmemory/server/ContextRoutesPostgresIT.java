package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * The day structure and session context on PostgreSQL (row-level security on, a fresh schema): the
 * same cases as {@link ContextRoutesIT}.
 */
class ContextRoutesPostgresIT extends ContextRoutesIT {
  private String url;

  @Override
  protected TestServer openServer(Path dataDir) {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    return reopenServer(dataDir);
  }

  @Override
  protected TestServer reopenServer(Path dataDir) {
    return new TestServer(dataDir, Map.of(Setting.DB_URL, url, Setting.RUN_MIGRATIONS, "true"));
  }

  @Override
  protected Connection rawConnection() throws SQLException {
    Connection c = DriverManager.getConnection(url);
    try (Statement s = c.createStatement()) {
      s.execute("SELECT set_config('memory.system', 'on', false)");
    }
    return c;
  }

  @Override
  protected void afterServer() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
