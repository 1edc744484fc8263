package dev.assistantmemory.store.jdbc;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The metric store contract on a real SQLite file. */
class SqliteMetricStoreTest extends AbstractMetricStoreTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }
}
