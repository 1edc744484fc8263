package dev.assistantmemory.store.jdbc;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Several names at once on a real SQLite file (one lookup a name). */
class SqliteNameLookupsTest extends AbstractNameLookupsTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }
}
