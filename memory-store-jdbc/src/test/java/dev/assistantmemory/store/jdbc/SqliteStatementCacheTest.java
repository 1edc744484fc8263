package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementBuilder;
import org.jdbi.v3.core.statement.StatementContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

class SqliteStatementCacheTest {
  @TempDir Path dir;
  private HikariDataSource pool;
  private Jdbi jdbi;
  private final List<PreparedStatement> prepared = new ArrayList<>();

  @BeforeEach
  void open() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("cache.db"));
    pool = new HikariDataSource();
    pool.setDataSource(sqlite);
    pool.setMaximumPoolSize(1);
    jdbi = Jdbi.create(pool);
    SqliteStatementCache cache = new SqliteStatementCache();
    // Records every statement the cache hands out, to tell a reused one from a new one.
    jdbi.setStatementBuilderFactory(
        conn -> {
          StatementBuilder inner = cache.createStatementBuilder(conn);
          return new StatementBuilder() {
            @Override
            public Statement create(Connection c, StatementContext ctx) throws SQLException {
              return inner.create(c, ctx);
            }

            @Override
            public PreparedStatement create(Connection c, String sql, StatementContext ctx)
                throws SQLException {
              PreparedStatement ps = inner.create(c, sql, ctx);
              prepared.add(ps);
              return ps;
            }

            @Override
            public java.sql.CallableStatement createCall(
                Connection c, String sql, StatementContext ctx) throws SQLException {
              return inner.createCall(c, sql, ctx);
            }

            @Override
            public void close(Connection c, String sql, Statement s) throws SQLException {
              inner.close(c, sql, s);
            }
          };
        });
    jdbi.useHandle(
        h -> {
          h.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
          for (int i = 1; i <= 5; i++) {
            h.execute("INSERT INTO t (id, v) VALUES (?, ?)", i, "v" + i);
          }
        });
    prepared.clear();
  }

  @AfterEach
  void close() {
    pool.close();
  }

  private List<String> below(int id) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT v FROM t WHERE id < :id ORDER BY id")
                .bind("id", id)
                .mapTo(String.class)
                .list());
  }

  @Test
  void aStatementRunAgainIsTheSamePreparedStatementWithItsNewParameters() {
    assertThat(below(3)).containsExactly("v1", "v2");
    assertThat(below(2)).containsExactly("v1");
    assertThat(below(9)).hasSize(5);

    assertThat(prepared).hasSize(3);
    assertThat(prepared.get(1)).isSameAs(prepared.get(0));
    assertThat(prepared.get(2)).isSameAs(prepared.get(0));
  }

  @Test
  void theSameSqlInUseTwiceAtOnceGetsTwoStatementsAndBothAnswer() {
    List<String> pairs =
        jdbi.withHandle(
            h -> {
              List<String> out = new ArrayList<>();
              try (var outer =
                  h
                      .createQuery("SELECT v FROM t WHERE id < :id ORDER BY id")
                      .bind("id", 3)
                      .mapTo(String.class)
                      .stream()) {
                outer.forEach(
                    a ->
                        h.createQuery("SELECT v FROM t WHERE id < :id ORDER BY id")
                            .bind("id", 2)
                            .mapTo(String.class)
                            .forEach(b -> out.add(a + b)));
              }
              return out;
            });

    assertThat(pairs).containsExactly("v1v1", "v2v1");
    assertThat(prepared.get(1)).isNotSameAs(prepared.get(0));
    assertThat(below(3)).containsExactly("v1", "v2");
  }

  @Test
  void writesThroughACachedStatementCommitAndReadsSeeThem() {
    for (int i = 6; i <= 8; i++) {
      int id = i;
      jdbi.useHandle(
          h ->
              h.createUpdate("INSERT INTO t (id, v) VALUES (:id, :v)")
                  .bind("id", id)
                  .bind("v", "v" + id)
                  .execute());
    }

    assertThat(below(100)).hasSize(8);
    assertThat(prepared.get(1)).isSameAs(prepared.get(0));
  }
}
