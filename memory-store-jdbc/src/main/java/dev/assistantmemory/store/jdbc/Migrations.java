package dev.assistantmemory.store.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.flywaydb.core.api.migration.JavaMigration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies pending Flyway migrations and reports them as structured log events: {@code
 * database.migrations.started}, {@code database.migrations.progress} every ten seconds (phase
 * connecting / waiting_for_lock / applying, elapsedMs, statementsStarted), then {@code
 * database.migrations.completed} or {@code database.migrations.failed}. The events never carry a
 * connection string, SQL or memory content.
 */
final class Migrations {
  private static final Logger LOG = LoggerFactory.getLogger("database.migrations");

  private Migrations() {}

  /** Number of migrations applied. */
  static int migrate(DataSource ds, SqlDialect dialect, long progressEveryMillis) {
    long start = System.nanoTime();
    AtomicReference<String> phase = new AtomicReference<>("connecting");
    AtomicInteger statements = new AtomicInteger();
    LOG.atInfo().setMessage("database.migrations.started").addKeyValue("phase", phase.get()).log();
    ScheduledExecutorService ticker =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "memory-migration-progress");
              t.setDaemon(true);
              return t;
            });
    ticker.scheduleAtFixedRate(
        () ->
            LOG.atInfo()
                .setMessage("database.migrations.progress")
                .addKeyValue("phase", phase.get())
                .addKeyValue("elapsedMs", elapsed(start))
                .addKeyValue("statementsStarted", statements.get())
                .log(),
        progressEveryMillis,
        progressEveryMillis,
        TimeUnit.MILLISECONDS);
    try {
      try (Connection probe = ds.getConnection()) {
        // Reached the database; Flyway takes its own connection (and, on PostgreSQL, its lock).
        phase.set("waiting_for_lock");
        if (isCurrent(probe)) {
          stop(ticker);
          LOG.atInfo()
              .setMessage("database.migrations.completed")
              .addKeyValue("applied", 0)
              .addKeyValue("elapsedMs", elapsed(start))
              .addKeyValue("statementsStarted", 0)
              .addKeyValue("current", true)
              .log();
          return 0;
        }
      }
      int applied =
          configure(dialect)
              .dataSource(ds)
              .callbacks(new Progress(phase, statements))
              .load()
              .migrate()
              .migrationsExecuted;
      stop(ticker);
      LOG.atInfo()
          .setMessage("database.migrations.completed")
          .addKeyValue("applied", applied)
          .addKeyValue("elapsedMs", elapsed(start))
          .addKeyValue("statementsStarted", statements.get())
          .log();
      return applied;
    } catch (SQLException | RuntimeException e) {
      stop(ticker);
      LOG.atError()
          .setMessage("database.migrations.failed")
          .addKeyValue("phase", phase.get())
          .addKeyValue("elapsedMs", elapsed(start))
          .addKeyValue("error", e.getClass().getSimpleName())
          .log();
      throw e instanceof RuntimeException r ? r : new IllegalStateException("migration failed", e);
    } finally {
      ticker.shutdownNow();
    }
  }

  /**
   * Flyway set up with every migration this build ships for the dialect: its SQL files and the Java
   * migrations both dialects share. Every use of Flyway starts here, so none can miss one.
   */
  static org.flywaydb.core.api.configuration.FluentConfiguration configure(SqlDialect dialect) {
    return Flyway.configure()
        .locations(dialect.migrationLocation())
        .javaMigrations(JAVA_MIGRATIONS.toArray(new JavaMigration[0]))
        .loggers("slf4j");
  }

  /** The migrations written in Java (beside each dialect's SQL files), for both dialects. */
  static final java.util.List<JavaMigration> JAVA_MIGRATIONS =
      java.util.List.of(new FoldNodeWords());

  /**
   * The newest migration this build ships (the highest {@code V<n>__} under {@code db/migration/}
   * or of the Java migrations, {@link FoldNodeWords}; {@code MigrationsTest} fails when a new file
   * is added without raising it).
   */
  static final int LATEST_VERSION = 36;

  /**
   * True when the history records every migration up to {@link #LATEST_VERSION} as applied and
   * nothing newer or failed: the schema is current and Flyway need not start. Flyway's own check
   * (loading it, scanning the jar for migrations, validating) took 150-500 ms of every start with
   * nothing to apply. Anything else (a fresh file, an older or newer schema, a failed migration, no
   * history table) is left to Flyway, as before.
   */
  static boolean isCurrent(Connection c) {
    try (java.sql.Statement s = c.createStatement();
        java.sql.ResultSet r =
            s.executeQuery(
                "SELECT COUNT(*), SUM(CASE WHEN success THEN 0 ELSE 1 END),"
                    + " MAX(CAST(version AS INTEGER)), COUNT(DISTINCT version)"
                    + " FROM flyway_schema_history WHERE version IS NOT NULL")) {
      return r.next()
          && r.getLong(1) > 0
          && r.getLong(2) == 0
          && r.getLong(3) == LATEST_VERSION
          && r.getLong(4) == r.getLong(1);
    } catch (SQLException e) {
      return false; // no history table yet, or a version that is not a whole number
    } finally {
      try {
        if (!c.getAutoCommit()) {
          c.rollback();
        }
      } catch (SQLException ignored) {
        // the connection is closed by the caller either way
      }
    }
  }

  /** Stops the progress ticker and waits out a tick in flight, so no progress follows the end. */
  private static void stop(ScheduledExecutorService ticker) {
    ticker.shutdownNow();
    try {
      ticker.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static long elapsed(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** Follows Flyway's progress: the lock is held once migrating starts; statements are counted. */
  private record Progress(AtomicReference<String> phase, AtomicInteger statements)
      implements Callback {
    @Override
    public boolean supports(Event event, Context context) {
      return event == Event.BEFORE_EACH_MIGRATE || event == Event.BEFORE_EACH_MIGRATE_STATEMENT;
    }

    @Override
    public boolean canHandleInTransaction(Event event, Context context) {
      return true;
    }

    @Override
    public void handle(Event event, Context context) {
      phase.set("applying");
      if (event == Event.BEFORE_EACH_MIGRATE_STATEMENT) {
        statements.incrementAndGet();
      }
    }

    @Override
    public String getCallbackName() {
      return "memory-migration-progress";
    }
  }
}
