package dev.assistantmemory.store.jdbc;

import java.sql.SQLException;

/** SQLite: one writer at a time (the write pool has one connection), readers in parallel (WAL). */
public final class SqliteDialect implements SqlDialect {
  @Override
  public String migrationLocation() {
    return "classpath:db/migration/sqlite";
  }

  @Override
  public String claimJobSql() {
    return """
        UPDATE jobs SET status = 'running', lease_owner = :worker, lease_until = :leaseUntil,
               attempts = attempts + 1, updated_at = :now
        WHERE id = (SELECT id FROM jobs
                    WHERE (status = 'queued' AND run_after <= :now)
                       OR (status = 'running' AND lease_until < :now)
                    ORDER BY run_after, id LIMIT 1)
        RETURNING *""";
  }

  @Override
  public String changeLogLockSql() {
    return null; // one writer connection: transactions commit in order
  }

  @Override
  public String actingUserSql() {
    return null; // an embedded file has no roles; the query predicates are the fence
  }

  @Override
  public boolean isConstraintViolation(SQLException e) {
    return e.getErrorCode() == 19; // SQLITE_CONSTRAINT
  }

  @Override
  public boolean isUnavailable(SQLException e) {
    int code = e.getErrorCode();
    return code == 5 || code == 6 || code == 10 || code == 14; // BUSY, LOCKED, IOERR, CANTOPEN
  }
}
