package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The events extraction sees, on a real SQLite file. */
class SqliteEventStateTest extends AbstractEventStateTests {
  @TempDir Path dir;

  @Override
  protected JdbiMemoryStore openStore() {
    return JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
  }

  /**
   * One indexed read per job: the window's day nodes by their label index, each day's claims of the
   * predicate by V35's index (not every claim naming the day: one RECORDED_ON per conversation of
   * that day), the events by id; no table is scanned.
   */
  @Test
  void theReadGoesFromTheDaysLabelsThroughTheIndexOfTheirEventClaims() {
    List<String> plan =
        store
            .writer()
            .withHandle(
                h ->
                    h.createQuery("EXPLAIN QUERY PLAN " + EventStateRows.SQL)
                        .bind("user", "u1")
                        .bind("partition", "memory:personal")
                        .bind("scope", "personal")
                        .bind("from", "2026-04-26")
                        .bind("to", "2027-05-31")
                        .bind("limit", 200)
                        .map((rs, ctx) -> rs.getString("detail"))
                        .list());
    assertThat(String.join("\n", plan))
        .contains("nodes_label_lookup")
        .contains("claims_object_predicate")
        .doesNotContainPattern("SCAN (o|c|n)\\b");
  }
}
