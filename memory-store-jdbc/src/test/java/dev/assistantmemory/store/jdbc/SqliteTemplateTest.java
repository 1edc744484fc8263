package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** The empty store a new SQLite file starts from: the same as the migrations make, and used. */
class SqliteTemplateTest {
  @TempDir Path dir;

  @Test
  void theTemplateIsWhatTheMigrationsMakeSchemaHistoryAndRows() throws Exception {
    Path copy = dir.resolve("from-template.db");
    assertThat(SqliteTemplate.installIfNew(copy)).as("the build ships the template").isTrue();
    String migrated = "jdbc:sqlite:" + dir.resolve("migrated.db");
    Migrations.configure(new SqliteDialect()).dataSource(migrated, null, null).load().migrate();
    try (Connection t = DriverManager.getConnection("jdbc:sqlite:" + copy);
        Connection m = DriverManager.getConnection(migrated)) {
      assertThat(rows(t, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"))
          .isEqualTo(rows(m, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"))
          .isNotEmpty();
      String history =
          "SELECT installed_rank, version, description, type, script, checksum, success"
              + " FROM flyway_schema_history ORDER BY installed_rank";
      assertThat(rows(t, history)).isEqualTo(rows(m, history)).isNotEmpty();
      for (String table :
          rows(m, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")) {
        if (table.startsWith("flyway_schema_history") || table.startsWith("sqlite_")) {
          continue;
        }
        String all = "SELECT * FROM \"" + table + "\" ORDER BY 1";
        assertThat(rows(t, all)).as(table).isEqualTo(rows(m, all));
      }
      assertThat(Migrations.isCurrent(t)).isTrue();
    }
  }

  @Test
  void aNewFileStartsFromTheTemplateWithoutRunningMigrationsAndServes() {
    ListAppender<ILoggingEvent> events = new ListAppender<>();
    Logger logger = (Logger) LoggerFactory.getLogger("database.migrations");
    events.start();
    logger.addAppender(events);
    Path file = dir.resolve("data").resolve("memory.db");
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(file, 1)) {
      assertThat(store.migrateNow()).isZero();
      assertThat(store.check().ok()).isTrue();
    } finally {
      logger.detachAppender(events);
    }
    assertThat(
            events.list.stream()
                .filter(e -> e.getMessage().equals("database.migrations.completed"))
                .map(e -> e.getKeyValuePairs().toString())
                .toList())
        .isNotEmpty()
        .allSatisfy(kv -> assertThat(kv).contains("applied=\"0\"").contains("current=\"true\""));
  }

  @Test
  void anExistingFileIsNeverReplaced() throws Exception {
    Path file = dir.resolve("memory.db");
    Files.writeString(file, "not a database");
    assertThat(SqliteTemplate.installIfNew(file)).isFalse();
    assertThat(Files.readString(file)).isEqualTo("not a database");
    Path walOnly = dir.resolve("other.db");
    Files.writeString(walOnly.resolveSibling("other.db-wal"), "a log left behind");
    assertThat(SqliteTemplate.installIfNew(walOnly)).isFalse();
    assertThat(walOnly).doesNotExist();
  }

  private static List<String> rows(Connection c, String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int n = r.getMetaData().getColumnCount();
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          row.append(i == 1 ? "" : " | ").append(r.getString(i));
        }
        out.add(row.toString());
      }
    }
    return out;
  }
}
