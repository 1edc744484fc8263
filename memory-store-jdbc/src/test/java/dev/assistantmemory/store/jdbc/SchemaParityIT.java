package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Fails when a table or column exists in one dialect only. */
class SchemaParityIT {
  @Test
  void bothDialectsHaveTheSameTablesAndColumns(@TempDir Path dir) throws Exception {
    PostgresSupport.assumeAvailable();
    JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 1).close();
    String url = PostgresSupport.freshSchemaUrl();
    try {
      JdbiMemoryStore.openPostgres(url, 2, JdbiMemoryStore.MigrationMode.AT_OPEN).close();
      Map<String, Set<String>> sqlite = new TreeMap<>();
      try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"))) {
        ResultSet tables =
            c.createStatement()
                .executeQuery(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
        while (tables.next()) {
          String table = tables.getString(1);
          Set<String> columns = new TreeSet<>();
          ResultSet cols = c.createStatement().executeQuery("PRAGMA table_info(" + table + ")");
          while (cols.next()) {
            columns.add(cols.getString("name"));
          }
          sqlite.put(table, columns);
        }
      }
      Map<String, Set<String>> postgres = new TreeMap<>();
      String schema = url.substring(url.indexOf("currentSchema=") + "currentSchema=".length());
      try (Connection c = DriverManager.getConnection(PostgresSupport.BASE_URL)) {
        var st =
            c.prepareStatement(
                "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = ?");
        st.setString(1, schema);
        ResultSet rs = st.executeQuery();
        while (rs.next()) {
          postgres.computeIfAbsent(rs.getString(1), t -> new TreeSet<>()).add(rs.getString(2));
        }
      }
      assertThat(sqlite).containsKey("sources").containsKey("flyway_schema_history");
      assertThat(postgres).isEqualTo(sqlite);
    } finally {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
