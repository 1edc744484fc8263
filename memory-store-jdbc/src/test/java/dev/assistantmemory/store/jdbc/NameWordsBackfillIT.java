package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * V30's backfill: nodes and aliases written before the word tables existed are found by their words
 * after the migration, on both dialects.
 */
class NameWordsBackfillIT {
  @TempDir Path dir;

  private static final String ROWS =
      """
      INSERT INTO users (id, created_at) VALUES ('u1', '2026-01-01T00:00:00Z');
      INSERT INTO users (id, created_at) VALUES ('u2', '2026-01-01T00:00:00Z');
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, created_at, updated_at)
        VALUES ('n1', 'u1', 'memory:personal', 'personal', 'Person', 'Marcel  de Vries',
          '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, created_at, updated_at)
        VALUES ('n2', 'u1', 'memory:personal', 'personal', 'Person', 'Bram',
          '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, created_at, updated_at)
        VALUES ('n3', 'u1', 'memory:personal', 'personal', 'Person', NULL,
          '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, created_at, updated_at)
        VALUES ('n4', 'u2', 'memory:personal', 'personal', 'Person', 'Marcel',
          '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
      INSERT INTO aliases (id, user_id, partition_key, canonical_node_id, alias_text,
          normalized_alias_text, created_at)
        VALUES ('a1', 'u1', 'memory:personal', 'n2', 'Kees B.', 'kees b', '2026-01-01T00:00:00Z');
      """;

  @Test
  void sqlite() throws Exception {
    Path file = dir.resolve("memory.db");
    String url = "jdbc:sqlite:" + file;
    Flyway.configure()
        .dataSource(url, null, null)
        .locations("classpath:db/migration/sqlite")
        .target("29")
        .load()
        .migrate();
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      for (String row : ROWS.split(";")) {
        if (!row.isBlank()) {
          s.execute(row);
        }
      }
    }
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(file, 1)) {
      assertFound(store);
    }
  }

  @Test
  void postgresql() throws Exception {
    PostgresSupport.assumeAvailable();
    String url = PostgresSupport.freshSchemaUrl();
    try {
      Flyway.configure()
          .dataSource(url, null, null)
          .locations("classpath:db/migration/postgresql")
          .target("29")
          .load()
          .migrate();
      try (Connection c = DriverManager.getConnection(url);
          Statement s = c.createStatement()) {
        c.setAutoCommit(false);
        s.execute("SELECT set_config('memory.system', 'on', true)");
        for (String row : ROWS.split(";")) {
          if (!row.isBlank()) {
            s.execute(row);
          }
        }
        c.commit();
      }
      try (JdbiMemoryStore store =
          JdbiMemoryStore.openPostgres(url, 2, JdbiMemoryStore.MigrationMode.AT_OPEN)) {
        assertFound(store);
      }
    } finally {
      PostgresSupport.dropSchemaOf(url);
    }
  }

  private static void assertFound(JdbiMemoryStore store) {
    assertThat(withWord(store, "u1", "marcel")).containsExactly("n1");
    assertThat(withWord(store, "u1", "vri")).containsExactly("n1");
    assertThat(withWord(store, "u1", "kee")).as("by the alias").containsExactly("n2");
    assertThat(withWord(store, "u1", "b")).as("label and alias").containsExactly("n2");
    assertThat(withWord(store, "u2", "marcel")).containsExactly("n4");
  }

  private static List<String> withWord(JdbiMemoryStore store, String user, String word) {
    return store.read(
        user,
        tx ->
            tx
                .findNodesWithWord(user, "memory:personal", Scope.personal, "Person", word, 25)
                .stream()
                .map(NodeRecord::id)
                .toList());
  }
}
