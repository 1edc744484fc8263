package dev.assistantmemory.store.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/** Runs the migration reporter directly, with a short progress interval, for the events test. */
final class HikariProbe {
  private HikariProbe() {}

  static void migrateWithProgressEvery(String url, long millis) {
    HikariConfig cfg = new HikariConfig();
    cfg.setJdbcUrl(url);
    cfg.setMaximumPoolSize(2);
    cfg.addDataSourceProperty("stringtype", "unspecified");
    try (HikariDataSource ds = new HikariDataSource(cfg)) {
      Migrations.migrate(ds, new PostgresDialect(), millis);
    }
  }
}
