package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A batch's questions on a real SQLite file. */
class SqliteBatchQuestionsTest extends AbstractBatchQuestionsTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }

  /** Whether a user has a removed source reads the index of removed sources, not the table. */
  @Test
  void theRemovedSourceQuestionReadsItsIndex() {
    String plan =
        store
            .writer()
            .withHandle(
                h ->
                    h.createQuery("EXPLAIN QUERY PLAN " + JdbiClaimRows.HAS_REMOVED_SOURCES)
                        .bind("user", "u1")
                        .map((rs, ctx) -> rs.getString("detail"))
                        .list())
            .toString();
    assertThat(plan).contains("sources_removed").doesNotContain("SCAN sources");
  }
}
