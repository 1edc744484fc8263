package dev.assistantmemory.store.jdbc;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/** PostgreSQL: many writers; jobs are claimed with FOR UPDATE SKIP LOCKED. */
public final class PostgresDialect implements SqlDialect {
  /** Key of the transaction-scoped advisory lock that orders change-log appends. */
  static final long CHANGE_LOG_LOCK = 0x6d656d6f72790001L;

  @Override
  public String migrationLocation() {
    return "classpath:db/migration/postgresql";
  }

  @Override
  public String claimJobSql() {
    return """
        WITH queued AS (SELECT id, run_after FROM jobs
                        WHERE status = 'queued' AND run_after <= :now
                        ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED),
             expired AS (SELECT id, run_after FROM jobs
                         WHERE status = 'running' AND lease_until < :now
                         ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        UPDATE jobs SET status = 'running', lease_owner = :worker, lease_until = :leaseUntil,
               attempts = attempts + 1, updated_at = :now
        WHERE id = (SELECT id FROM (SELECT * FROM queued UNION ALL SELECT * FROM expired) c
                    ORDER BY run_after, id LIMIT 1)
        RETURNING *""";
  }

  @Override
  public String changeLogLockSql() {
    return "SELECT pg_advisory_xact_lock(" + CHANGE_LOG_LOCK + ")";
  }

  @Override
  public String actingUserSql() {
    return "SELECT set_config('memory.user_id', :user, true) AS acting_user, set_config('memory.system', :system, true) AS acting_system";
  }

  /**
   * PostgreSQL's default isolation (read committed) gives each statement its own snapshot: a
   * receipt read before a worker's commit and its job read after it disagree (seen as a corrupt
   * file's receipt projected as PROCESSING_INTERRUPTED). Repeatable read gives the transaction one
   * snapshot; a transaction that only reads never fails a serialization check there.
   */
  @Override
  public String readSnapshotSql() {
    return "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ";
  }

  @Override
  public boolean isConstraintViolation(SQLException e) {
    return e.getSQLState() != null && e.getSQLState().startsWith("23");
  }

  @Override
  public boolean isUnavailable(SQLException e) {
    String state = e.getSQLState();
    return e instanceof SQLTransientConnectionException
        || state == null
        || state.startsWith("08") // connection exception
        || state.startsWith("53") // insufficient resources
        || state.startsWith("57P") // admin shutdown, crash shutdown, cannot connect now
        || state.equals("40001") // serialization failure: retry
        || state.equals("40P01"); // deadlock: retry
  }
}
