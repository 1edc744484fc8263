package dev.assistantmemory.store.jdbc;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link AbstractReplacementQuestionsTests} on a real SQLite file. */
class SqliteReplacementQuestionsTest extends AbstractReplacementQuestionsTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }
}
