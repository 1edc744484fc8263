package dev.assistantmemory.store.jdbc;

import java.sql.SQLException;

/** What differs between SQL databases, kept in one small place. */
public interface SqlDialect {
  /** Folder of this dialect's Flyway migrations. */
  String migrationLocation();

  /** The job-claim statement: lease the next runnable job and return it. */
  String claimJobSql();

  /**
   * A statement that serialises change-log appends until commit, so sequence order is commit order
   * and a tailer never skips a late-committing lower sequence; null when writers are serial anyway.
   */
  String changeLogLockSql();

  /**
   * Declares who a transaction acts for (parameters {@code user}, {@code system}), for row-level
   * security; null when the database has none.
   */
  String actingUserSql();

  boolean isConstraintViolation(SQLException e);

  /** True when the database could not be reached (as opposed to a bad statement). */
  boolean isUnavailable(SQLException e);
}
