package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The planner statistics upkeep: without it SQLite answered a read of a few nodes by id from the
 * user's index, walking every node of the user.
 */
class SqliteStatisticsTest {
  @TempDir Path dir;

  private static final String BY_IDS =
      "EXPLAIN QUERY PLAN SELECT * FROM nodes WHERE user_id = 'u1' AND id IN ('n_1', 'n_2', 'n_3')";

  @Test
  void afterTheUpkeepAReadByIdsUsesThePrimaryKeyNotTheUsersIndex() {
    JdbiMemoryStore store = JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 1);
    store
        .writer()
        .useHandle(
            h -> {
              h.execute("INSERT INTO users (id, created_at) VALUES ('u1', '2026-01-01T00:00:00Z')");
              h.execute(
                  """
                  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                  INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label,
                    created_at, updated_at)
                  SELECT 'n_' || i, 'u1', 'memory:personal', 'personal', 'Concept', 'c' || i,
                    '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM n""");
              h.execute("DELETE FROM sqlite_stat1"); // as before the first upkeep
            });
    List<String> before = plan(store);

    store.refreshStatistics();

    assertThat(before).noneMatch(step -> step.contains("autoindex_nodes"));
    assertThat(plan(store)).anyMatch(step -> step.contains("sqlite_autoindex_nodes_1 (id=?)"));
  }

  private static List<String> plan(JdbiMemoryStore store) {
    // A new connection plans with the statistics as they are now.
    return store
        .writer()
        .withHandle(h -> h.createQuery(BY_IDS).map((rs, ctx) -> rs.getString("detail")).list());
  }
}
