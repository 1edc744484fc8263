package dev.assistantmemory.store.jdbc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.io.TempDir;

/** Re-extraction on a real SQLite file. */
class SqliteReExtractionTest extends AbstractReExtractionTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }

  /**
   * The main database file after a checkpoint: with nothing committed since the last one, the
   * checkpoint copies nothing and the bytes are the same.
   */
  @Override
  protected byte[] databaseBytes() {
    Path file = dir.resolve("memory.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      c.createStatement().execute("PRAGMA wal_checkpoint(FULL)");
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
