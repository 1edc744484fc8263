package dev.assistantmemory.store.jdbc;

import java.sql.SQLException;

/** What differs between SQL databases, kept in one small place. */
public interface SqlDialect {
  /** Folder of this dialect's Flyway migrations. */
  String migrationLocation();

  /**
   * The job-claim statement: lease the next runnable job (queued and due, or running with an
   * expired lease) and return it. The two kinds are looked up apart, each the first of its own
   * index range, and the earlier of the two is taken: one condition joined with OR read every
   * queued job and sorted them, so a claim cost as much as the backlog was long (6 ms with 5,000
   * queued, under 1 ms apart).
   */
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

  /**
   * The statement that opens a read transaction on one snapshot, so that its statements see the
   * same committed state (a receipt and its job, a node and its claims); null when a read
   * transaction already reads one snapshot (SQLite's WAL readers).
   */
  default String readSnapshotSql() {
    return null;
  }

  /**
   * Statements that bring the query planner's table statistics up to date, run after the schema is
   * ready and then every {@link JdbiMemoryStore#STATISTICS_EVERY} write transactions; empty when
   * the database keeps them itself.
   */
  default java.util.List<String> statisticsUpkeepSql() {
    return java.util.List.of();
  }

  /**
   * A condition that {@code column} contains the text bound to {@code :param} whatever the case of
   * either ({@code /commitments/list} {@code search}); bind {@link #containsIgnoringCaseValue}.
   * Here {@code lower(column) LIKE}, which folds every cased letter where the database's character
   * type is a UTF-8 locale (PostgreSQL's {@code C.UTF-8}, {@code en_US.UTF-8}), after the three
   * letters whose lower case is not the fold of their upper case ({@code ı}, {@code ſ}, the Kelvin
   * sign) are translated to theirs; the value is folded letter by letter the same way, so that
   * {@code İzmir} finds its own label and {@code kapi} finds {@code kapı} as on SQLite.
   */
  default String containsIgnoringCase(String column, String param) {
    return "lower(translate(" + column + ", 'ıſ\u212A', 'isk')) LIKE :" + param + " ESCAPE '!'";
  }

  /** The value {@link #containsIgnoringCase}'s parameter is bound to for {@code text}. */
  default String containsIgnoringCaseValue(String text) {
    StringBuilder folded = new StringBuilder(text.length());
    text.codePoints()
        .forEach(cp -> folded.appendCodePoint(Character.toLowerCase(Character.toUpperCase(cp))));
    return "%" + folded.toString().replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%";
  }

  /**
   * {@code text} as the database's {@code lower()} folds it, for a value compared with {@code
   * lower(column)} (the label index {@code nodes_label_lookup} serves such lookups): here every
   * cased letter (PostgreSQL with a UTF-8 character type).
   */
  default String lowerAsDatabase(String text) {
    return text.toLowerCase(java.util.Locale.ROOT);
  }

  boolean isConstraintViolation(SQLException e);

  /** True when the database could not be reached (as opposed to a bad statement). */
  boolean isUnavailable(SQLException e);
}
