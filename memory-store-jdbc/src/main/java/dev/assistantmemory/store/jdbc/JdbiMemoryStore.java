package dev.assistantmemory.store.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.store.CommitmentTx;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Function;
import javax.sql.DataSource;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The store on Jdbi. For SQLite: a WAL-mode file, one writer connection (SQLite admits one writer;
 * queueing in the pool is cheaper than busy-waiting on the file lock) whose transactions begin
 * IMMEDIATE, and a pool of readers that see consistent snapshots while the writer works.
 */
public final class JdbiMemoryStore implements MemoryStore {
  private static final Logger LOG = LoggerFactory.getLogger(JdbiMemoryStore.class);

  private final SqlDialect dialect;
  private final boolean sharedPool;
  private final HikariDataSource writerPool;
  private final HikariDataSource readerPool;
  private final Jdbi writer;
  private final Jdbi reader;
  private final TaskStateViewCache<CommitmentTx.CommitmentQuery, CommitmentTx.CommitmentRow>
      commitmentViews = TaskStateViewCache.forCommitments();
  private final TaskStateViewCache<JdbiStoreTx.TaskStatesQuery, TaskState> taskStateViews =
      TaskStateViewCache.forTaskStates();

  private JdbiMemoryStore(
      SqlDialect dialect, HikariDataSource writerPool, HikariDataSource readerPool) {
    this.dialect = dialect;
    this.writerPool = writerPool;
    this.readerPool = readerPool;
    this.sharedPool = writerPool == readerPool;
    this.writer = Jdbi.create(writerPool);
    this.reader = Jdbi.create(readerPool);
    if (dialect instanceof SqliteDialect) {
      SqliteStatementCache statements = new SqliteStatementCache();
      writer.setStatementBuilderFactory(statements);
      reader.setStatementBuilderFactory(statements);
    }
  }

  /** Opens (creating if needed) the SQLite file and applies pending migrations. */
  public static JdbiMemoryStore openSqlite(Path file, int readers) {
    return openSqlite(file, readers, false);
  }

  /**
   * Opens (creating if needed) the SQLite file; with {@code inBackground} the pending migrations
   * (and the task-state settling after them) run on a thread of their own, so the caller can build
   * the rest of the service meanwhile: every store call waits for them, and {@link #awaitSchema()}
   * reports their failure (a service calls it before it listens).
   */
  public static JdbiMemoryStore openSqlite(Path file, int readers, boolean inBackground) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      // A new file starts as the migrated empty store the build made (no migrations to run).
      SqliteTemplate.installIfNew(file);
    } catch (java.io.IOException | java.io.UncheckedIOException e) {
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "cannot create the data directory",
          ErrorDetails.NONE,
          java.util.List.of(),
          e);
    }
    String url = "jdbc:sqlite:" + file.toAbsolutePath();
    // In the background case the pools open their first connections (and SQLite its native
    // library) on the migrating thread, not the caller's.
    HikariDataSource writerPool = pool("memory-sqlite-writer", sqlite(url, true), 1, inBackground);
    HikariDataSource readerPool =
        pool("memory-sqlite-reader", sqlite(url, false), readers, inBackground);
    SqliteDialect dialect = new SqliteDialect();
    JdbiMemoryStore store = new JdbiMemoryStore(dialect, writerPool, readerPool);
    if (!inBackground) {
      migrate(writerPool, dialect);
      store.schemaReady = true;
      store.settleTaskStates();
      store.refreshStatistics();
      return store;
    }
    java.util.concurrent.CompletableFuture<Void> schema =
        new java.util.concurrent.CompletableFuture<>();
    store.pendingSchema = schema;
    Thread migrating =
        new Thread(
            () -> {
              try {
                migrate(writerPool, dialect);
                store.settleTaskStates();
                store.refreshStatistics();
                store.schemaReady = true;
                schema.complete(null);
              } catch (Throwable e) {
                schema.completeExceptionally(e);
              }
            },
            "memory-schema");
    migrating.setDaemon(true);
    migrating.start();
    return store;
  }

  /**
   * Waits for migrations started in the background at open (returns at once otherwise).
   *
   * @throws MemoryException STORE_UNAVAILABLE when they failed
   */
  public void awaitSchema() {
    java.util.concurrent.CompletableFuture<Void> pending = pendingSchema;
    if (pending == null) {
      return;
    }
    try {
      pending.join();
    } catch (java.util.concurrent.CompletionException e) {
      if (e.getCause() instanceof MemoryException m) {
        throw m;
      }
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "database migration failed",
          ErrorDetails.NONE,
          java.util.List.of(),
          e.getCause());
    }
  }

  private static DataSource sqlite(String url, boolean writer) {
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    // NORMAL in WAL mode survives a process crash (kill -9); only an OS crash can lose the last
    // commits. The receipts of those commits were never acknowledged... except the last few ms.
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout(30_000);
    config.enforceForeignKeys(true);
    // sqlite-jdbc otherwise prepares and runs "SELECT last_insert_rowid()" on a new statement after
    // every INSERT, for a getGeneratedKeys() nothing here calls (ids are made by the code): a
    // sixth of an extraction job's inserts' time and most of its statement preparing.
    config.setGetGeneratedKeys(false);
    config.setTransactionMode(
        writer ? SQLiteConfig.TransactionMode.IMMEDIATE : SQLiteConfig.TransactionMode.DEFERRED);
    SQLiteDataSource ds = new SQLiteDataSource(config);
    ds.setUrl(url);
    return ds;
  }

  private static HikariDataSource pool(String name, DataSource ds, int size) {
    return pool(name, ds, size, false);
  }

  /** A pool; a {@code lazy} one starts on its first {@code getConnection}. */
  private static HikariDataSource pool(String name, DataSource ds, int size, boolean lazy) {
    HikariConfig cfg = lazy ? new HikariDataSource() : new HikariConfig();
    cfg.setPoolName(name);
    cfg.setDataSource(ds);
    cfg.setMaximumPoolSize(size);
    cfg.setMinimumIdle(1);
    cfg.setConnectionTimeout(30_000);
    return lazy ? (HikariDataSource) cfg : new HikariDataSource(cfg);
  }

  private static void migrate(DataSource ds, SqlDialect dialect) {
    try {
      Migrations.migrate(ds, dialect, 10_000);
    } catch (RuntimeException e) {
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "database migration failed",
          ErrorDetails.NONE,
          java.util.List.of(),
          e);
    }
  }

  /** When PostgreSQL migrations run. */
  public enum MigrationMode {
    /** Before {@code open} returns (the {@code migrate} subcommand, tests). */
    AT_OPEN,
    /** On the first database request; other requests wait (RUN_MIGRATIONS=true). */
    ON_FIRST_REQUEST,
    /** Never; a schema behind the code makes requests fail with STORE_UNAVAILABLE. */
    NEVER
  }

  /**
   * Opens a PostgreSQL store. The pool starts even while the database is down (requests answer
   * STORE_UNAVAILABLE until it is back).
   */
  public static JdbiMemoryStore openPostgres(String jdbcUrl, int poolSize, MigrationMode mode) {
    HikariConfig cfg = new HikariConfig();
    cfg.setPoolName("memory-postgres");
    cfg.setJdbcUrl(jdbcUrl);
    cfg.setMaximumPoolSize(poolSize);
    cfg.setMinimumIdle(1);
    cfg.setConnectionTimeout(5_000);
    cfg.setValidationTimeout(2_000);
    cfg.setInitializationFailTimeout(-1);
    // Instants are bound as ISO text; let the server type them from the column.
    cfg.addDataSourceProperty("stringtype", "unspecified");
    cfg.addDataSourceProperty("ApplicationName", "assistant-memory");
    cfg.addDataSourceProperty("connectTimeout", "5");
    // Bounded waits: a dead peer or a lock held by a vanished session must surface as an error
    // (and a retry), not as a thread parked for minutes.
    cfg.addDataSourceProperty("socketTimeout", "15");
    cfg.addDataSourceProperty("tcpKeepAlive", "true");
    // Each connection makes its change-log staging table once, here, outside any transaction
    // (see JdbiLogRows.CREATE_STAGED: a creation per transaction cost the server-side prepared
    // statements of the connection each time).
    cfg.setConnectionInitSql("SET lock_timeout = '10s';\n" + JdbiLogRows.CREATE_STAGED);
    HikariDataSource pool = new HikariDataSource(cfg);
    PostgresDialect dialect = new PostgresDialect();
    JdbiMemoryStore store = new JdbiMemoryStore(dialect, pool, pool);
    switch (mode) {
      case AT_OPEN -> {
        migrate(pool, dialect);
        store.schemaReady = true;
        store.settleTaskStates();
      }
      case ON_FIRST_REQUEST -> store.migrateOnFirstUse = true;
      case NEVER -> store.migrateOnFirstUse = false;
    }
    return store;
  }

  /** Applies pending migrations now (the {@code migrate} subcommand). */
  public int migrateNow() {
    int applied = Migrations.migrate(writerPool, dialect, 10_000);
    schemaReady = true;
    settleTaskStates();
    return applied;
  }

  private volatile boolean schemaReady;
  private boolean migrateOnFirstUse;

  /** Migrations running in the background since open (null when they ran at open or never do). */
  private volatile java.util.concurrent.CompletableFuture<Void> pendingSchema;

  /** The migration gate: the first request migrates (or checks) while the others wait. */
  private void ensureSchema() {
    if (schemaReady) {
      return;
    }
    if (pendingSchema != null) {
      awaitSchema();
      return;
    }
    synchronized (this) {
      if (schemaReady) {
        return;
      }
      if (migrateOnFirstUse) {
        migrate(writerPool, dialect);
        schemaReady = true;
        settleTaskStates();
      } else {
        boolean pending;
        try {
          pending =
              Migrations.configure(dialect).dataSource(writerPool).load().info().pending().length
                  > 0;
        } catch (RuntimeException e) {
          throw new MemoryException(
              ErrorCode.STORE_UNAVAILABLE,
              "The store is unavailable; retry later.",
              ErrorDetails.NONE,
              java.util.List.of(),
              e);
        }
        if (pending) {
          throw new MemoryException(
              ErrorCode.STORE_UNAVAILABLE,
              "The database schema is behind this version; run the migrate subcommand or set RUN_MIGRATIONS=true.");
        }
      }
      schemaReady = true;
    }
  }

  SqlDialect dialect() {
    return dialect;
  }

  /**
   * Computes the task-state rows a migration left dirty (V22 marks every existing task), as the
   * system, so the first commitment view after an upgrade already reads the read model. Reads
   * before this (or if it fails) answer from the join: the same answers, only slower.
   */
  int settleTaskStates() {
    try {
      return writer.inTransaction(
          h -> {
            actAs(h, null);
            return TaskStates.flush(h, dialect, null);
          });
    } catch (JdbiException e) {
      LOG.warn("task states not settled at open; reads use the join until the next write", e);
      return 0;
    }
  }

  /**
   * Write transactions between two statistics upkeeps (see {@link SqlDialect#statisticsUpkeepSql}).
   */
  static final int STATISTICS_EVERY = 2_000;

  private final java.util.concurrent.atomic.AtomicLong writeTransactions =
      new java.util.concurrent.atomic.AtomicLong();

  /** Runs the dialect's statistics upkeep on the writer; a failure only costs plan quality. */
  void refreshStatistics() {
    if (dialect.statisticsUpkeepSql().isEmpty()) {
      return;
    }
    try {
      writer.useHandle(
          h -> {
            for (String sql : dialect.statisticsUpkeepSql()) {
              h.execute(sql);
            }
          });
    } catch (JdbiException e) {
      LOG.warn("query planner statistics not refreshed", e);
    }
  }

  Jdbi writer() {
    ensureSchema();
    return writer;
  }

  @Override
  public <T> T write(String actingUserId, Function<StoreTx, T> work) {
    return inTransaction(writer, requireUser(actingUserId), work);
  }

  @Override
  public <T> T read(String actingUserId, Function<StoreTx, T> work) {
    return inTransaction(reader, requireUser(actingUserId), work);
  }

  @Override
  public <T> T writeAsSystem(Function<SystemTx, T> work) {
    return inTransaction(writer, null, work);
  }

  @Override
  public <T> T readAsSystem(Function<SystemTx, T> work) {
    return inTransaction(reader, null, work);
  }

  private static String requireUser(String userId) {
    if (userId == null || userId.isEmpty()) {
      throw new IllegalArgumentException("an acting user is required");
    }
    return userId;
  }

  /** The turns of each open transaction, by its handle. */
  private final java.util.Map<org.jdbi.v3.core.Handle, JdbiLogRows.Turns> openTurns =
      java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

  private <T> T inTransaction(Jdbi jdbi, String actingUser, Function<? super JdbiStoreTx, T> work) {
    ensureSchema();
    boolean writable = jdbi == writer;
    if (writable && writeTransactions.incrementAndGet() % STATISTICS_EVERY == 0) {
      refreshStatistics(); // before this transaction: the writer's one connection is free
    }
    try {
      return jdbi.inTransaction(
          h -> {
            if (!writable && dialect.readSnapshotSql() != null) {
              readOneSnapshotAs(h, actingUser);
            } else {
              actAs(h, actingUser);
            }
            // A write nested in another on this thread runs on the same handle and transaction:
            // it shares the outer one's turns, and only the outermost moves the staged changes.
            JdbiLogRows.Turns turns = openTurns.get(h);
            boolean outermost = turns == null;
            if (outermost) {
              turns = new JdbiLogRows.Turns();
              openTurns.put(h, turns);
              if (writable && dialect instanceof PostgresDialect) {
                // Deferred writes go out before any other statement of the transaction.
                JdbiLogRows.Turns held = turns;
                held.deferring();
                h.addCustomizer(
                    new org.jdbi.v3.core.statement.StatementCustomizer() {
                      @Override
                      public void beforeExecution(
                          java.sql.PreparedStatement stmt,
                          org.jdbi.v3.core.statement.StatementContext ctx) {
                        held.flushDeferred(h);
                        held.noteStatement(ctx.getRenderedSql());
                      }
                    });
              }
            }
            try {
              JdbiStoreTx tx =
                  new JdbiStoreTx(h, dialect, commitmentViews, taskStateViews, actingUser, turns);
              T out = work.apply(tx);
              if (writable) {
                turns.flushDeferred(h);
                // Before the commit: the writes of this transaction and the task-state rows they
                // change commit together (or not at all). On PostgreSQL only a transaction that
                // sent a statement on a table whose triggers mark tasks looks (a round trip): the
                // claim, the receipt's moves and the content stage of a job never do.
                if (!(dialect instanceof PostgresDialect) || turns.mayMarkTasks()) {
                  TaskStates.flush(h, dialect, actingUser);
                }
                if (outermost) {
                  // Last (the change log's turn is the last lock taken, held to the commit).
                  tx.logRows().flushStagedChanges();
                }
              }
              return out;
            } finally {
              if (outermost) {
                openTurns.remove(h);
              }
            }
          });
    } catch (JdbiException e) {
      throw translate(e);
    }
  }

  /** Declares the transaction's acting user (null: the system) where the database enforces it. */
  void actAs(org.jdbi.v3.core.Handle h, String actingUser) {
    if (dialect.actingUserSql() != null) {
      bindActingUser(h.createQuery(dialect.actingUserSql()), actingUser).mapToMap().one();
    }
  }

  /**
   * Opens a read transaction on one snapshot and declares its acting user in one round trip (the
   * two statements as one composite, as {@link WriteStatement#runAll} sends writes).
   */
  private void readOneSnapshotAs(org.jdbi.v3.core.Handle h, String actingUser) {
    if (dialect.actingUserSql() == null) {
      h.execute(dialect.readSnapshotSql());
      return;
    }
    bindActingUser(
            h.createUpdate(dialect.readSnapshotSql() + ";\n" + dialect.actingUserSql()), actingUser)
        .execute();
  }

  private static <S extends org.jdbi.v3.core.statement.SqlStatement<S>> S bindActingUser(
      S statement, String actingUser) {
    return statement
        .bind("user", actingUser == null ? "" : actingUser)
        .bind("system", actingUser == null ? "on" : "off");
  }

  MemoryException translate(JdbiException e) {
    Throwable t = e;
    while (t != null && !(t instanceof SQLException)) {
      t = t.getCause();
    }
    if (t instanceof SQLException sql
        && (dialect.isUnavailable(sql)
            || sql instanceof java.sql.SQLTransientConnectionException)) {
      LOG.warn(
          "store unavailable: {} (sqlState={})", sql.getClass().getSimpleName(), sql.getSQLState());
      return new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "The store is unavailable; retry later.",
          ErrorDetails.NONE,
          java.util.List.of(),
          e);
    }
    LOG.error("store operation failed", e);
    return new MemoryException(
        ErrorCode.INTERNAL_ERROR,
        "The store could not complete the operation.",
        ErrorDetails.NONE,
        java.util.List.of(),
        e);
  }

  @Override
  public CheckResult check() {
    try {
      ensureSchema();
      reader.withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
      return CheckResult.OK;
    } catch (MemoryException e) {
      return CheckResult.failed(e.getMessage());
    } catch (RuntimeException e) {
      return CheckResult.failed(e.getClass().getSimpleName());
    }
  }

  @Override
  public void close() {
    java.util.concurrent.CompletableFuture<Void> pending = pendingSchema;
    if (pending != null) {
      try {
        pending.join(); // a migration is never cut off by closing its pool
      } catch (RuntimeException e) {
        // it failed: nothing is running any more
      }
    }
    if (!sharedPool) {
      readerPool.close();
    }
    writerPool.close();
  }
}
