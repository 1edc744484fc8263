package dev.assistantmemory.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import org.jdbi.v3.core.statement.DefaultStatementBuilder;
import org.jdbi.v3.core.statement.StatementBuilder;
import org.jdbi.v3.core.statement.StatementBuilderFactory;
import org.jdbi.v3.core.statement.StatementContext;
import org.sqlite.SQLiteConnection;

/**
 * Keeps SQLite's prepared statements per pooled connection, so a statement run again is not parsed
 * and planned again (sqlite-jdbc caches nothing, and preparing was about a tenth of a search's
 * CPU).
 *
 * <p>Statements are prepared on the physical connection, not the pool's proxy (the pool closes the
 * proxy's statements when the connection goes back). A statement is idle in the cache between uses
 * and taken out while in use, so one in use is never handed out twice; a second use of the same SQL
 * in the meantime prepares its own, which is closed after. Each connection keeps the {@link
 * #PER_CONNECTION} most recently used; SQLite finalizes the rest when the connection closes.
 */
final class SqliteStatementCache implements StatementBuilderFactory {
  static final int PER_CONNECTION = 256;

  private final Map<SQLiteConnection, Map<String, PreparedStatement>> idle = new WeakHashMap<>();

  @Override
  public StatementBuilder createStatementBuilder(Connection conn) {
    return new Builder();
  }

  private Map<String, PreparedStatement> idleOf(SQLiteConnection physical) {
    synchronized (idle) {
      return idle.computeIfAbsent(
          physical,
          c ->
              new LinkedHashMap<>(64, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
                  if (size() <= PER_CONNECTION) {
                    return false;
                  }
                  closeQuietly(eldest.getValue());
                  return true;
                }
              });
    }
  }

  private static void closeQuietly(Statement s) {
    try {
      s.close();
    } catch (SQLException ignored) {
      // the connection is going anyway; SQLite finalizes what is left when it closes
    }
  }

  /** One per handle: the statements it handed out, with the SQL each was prepared from. */
  private final class Builder extends DefaultStatementBuilder {
    // close() is given the SQL before Jdbi's translation (named parameters), create() the SQL
    // after it: the cache is keyed by the prepared text, remembered here per statement.
    private final Map<Statement, String> inUse = new java.util.IdentityHashMap<>();

    @Override
    public PreparedStatement create(Connection conn, String sql, StatementContext ctx)
        throws SQLException {
      if (ctx.isReturningGeneratedKeys() || ctx.isConcurrentUpdatable()) {
        return super.create(conn, sql, ctx);
      }
      SQLiteConnection physical = conn.unwrap(SQLiteConnection.class);
      // A connection is used by one thread at a time (the pool's rule), so its map needs no lock.
      PreparedStatement cached = idleOf(physical).remove(sql);
      PreparedStatement ps;
      if (cached != null && !cached.isClosed()) {
        cached.clearParameters();
        ps = cached;
      } else {
        ps =
            physical.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY);
      }
      inUse.put(ps, sql);
      return ps;
    }

    @Override
    public void close(Connection conn, String rawSql, Statement stmt) throws SQLException {
      String sql = inUse.remove(stmt);
      if (sql == null || stmt.isClosed()) {
        super.close(conn, rawSql, stmt); // made by the default path (generated keys)
        return;
      }
      if (idleOf(conn.unwrap(SQLiteConnection.class)).putIfAbsent(sql, (PreparedStatement) stmt)
          != null) {
        stmt.close(); // a second statement of the same SQL was in use at once
      }
    }
  }
}
