package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening SQLite with the migrations on a thread of their own (the service's start). */
class SqliteBackgroundMigrationTest {
  @TempDir Path dir;

  @Test
  void callsWaitForTheMigrationsAndTheSchemaIsThenCurrent() {
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2, true)) {
      // The first call may arrive before the migrations end: it waits and then reads.
      assertThat(store.readAsSystem(SystemTx::lastChangeSeq)).isZero();
      store.awaitSchema();
      assertThat(store.check().ok()).isTrue();
    }
    // Reopened at once (no background): nothing left to apply, the same schema.
    try (JdbiMemoryStore again = JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2)) {
      assertThat(again.migrateNow()).isZero();
    }
  }

  @Test
  void aFailedMigrationIsReportedByAwaitSchemaAndByEveryCall() throws Exception {
    Path file = dir.resolve("memory.db");
    Files.writeString(file, "this is not a SQLite database, and a migration cannot read it");
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(file, 2, true)) {
      assertThatThrownBy(store::awaitSchema)
          .isInstanceOfSatisfying(
              MemoryException.class,
              e -> assertThat(e.code()).isEqualTo(ErrorCode.STORE_UNAVAILABLE));
      assertThatThrownBy(() -> store.readAsSystem(SystemTx::lastChangeSeq))
          .isInstanceOf(MemoryException.class);
    }
  }
}
