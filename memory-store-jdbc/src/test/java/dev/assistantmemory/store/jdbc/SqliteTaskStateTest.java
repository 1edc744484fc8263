package dev.assistantmemory.store.jdbc;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The task-state read model on a real SQLite file. */
class SqliteTaskStateTest extends AbstractTaskStateTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }

  @Override
  protected JdbiMemoryStore reopenStore() {
    return openStore();
  }
}
