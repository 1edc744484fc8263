package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConnection;

/**
 * The SQLite store's connections do not compute generated keys after every INSERT (sqlite-jdbc's
 * default runs a {@code SELECT last_insert_rowid()} on a new statement each time); the store makes
 * its ids itself, and a write still commits and reads back as before.
 */
class SqliteInsertKeysTest {
  @TempDir Path dir;

  @Test
  void insertsComputeNoGeneratedKeysAndStillCommit() throws Exception {
    JdbiMemoryStore store = JdbiMemoryStore.openSqlite(dir.resolve("keys.db"), 2);
    try {
      boolean writerKeys =
          store
              .writer()
              .withHandle(
                  h ->
                      h.getConnection()
                          .unwrap(SQLiteConnection.class)
                          .getConnectionConfig()
                          .isGetGeneratedKeys());
      assertThat(writerKeys).isFalse();
      store.write(
          "u1",
          tx -> {
            tx.ensureUser("u1", Instant.parse("2026-05-01T10:00:00Z"));
            return null;
          });
      java.util.List<String> users = store.readAsSystem(tx -> tx.userIds());
      assertThat(users).contains("u1");
    } finally {
      store.close();
    }
  }
}
