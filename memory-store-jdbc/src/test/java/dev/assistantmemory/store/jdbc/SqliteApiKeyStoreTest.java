package dev.assistantmemory.store.jdbc;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The API key contract on a real SQLite file. */
class SqliteApiKeyStoreTest extends AbstractApiKeyStoreTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }
}
