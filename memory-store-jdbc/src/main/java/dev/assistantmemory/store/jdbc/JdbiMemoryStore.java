package dev.assistantmemory.store.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
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
  private final HikariDataSource writerPool;
  private final HikariDataSource readerPool;
  private final Jdbi writer;
  private final Jdbi reader;

  private JdbiMemoryStore(
      SqlDialect dialect, HikariDataSource writerPool, HikariDataSource readerPool) {
    this.dialect = dialect;
    this.writerPool = writerPool;
    this.readerPool = readerPool;
    this.writer = Jdbi.create(writerPool);
    this.reader = Jdbi.create(readerPool);
  }

  /** Opens (creating if needed) the SQLite file and applies pending migrations. */
  public static JdbiMemoryStore openSqlite(Path file, int readers) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (java.io.IOException e) {
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "cannot create the data directory",
          Map.of(),
          java.util.List.of(),
          e);
    }
    String url = "jdbc:sqlite:" + file.toAbsolutePath();
    HikariDataSource writerPool = pool("memory-sqlite-writer", sqlite(url, true), 1);
    HikariDataSource readerPool = pool("memory-sqlite-reader", sqlite(url, false), readers);
    SqliteDialect dialect = new SqliteDialect();
    migrate(writerPool, dialect);
    return new JdbiMemoryStore(dialect, writerPool, readerPool);
  }

  private static DataSource sqlite(String url, boolean writer) {
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    // NORMAL in WAL mode survives a process crash (kill -9); only an OS crash can lose the last
    // commits. The receipts of those commits were never acknowledged... except the last few ms.
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout(30_000);
    config.enforceForeignKeys(true);
    config.setTransactionMode(
        writer ? SQLiteConfig.TransactionMode.IMMEDIATE : SQLiteConfig.TransactionMode.DEFERRED);
    SQLiteDataSource ds = new SQLiteDataSource(config);
    ds.setUrl(url);
    return ds;
  }

  private static HikariDataSource pool(String name, DataSource ds, int size) {
    HikariConfig cfg = new HikariConfig();
    cfg.setPoolName(name);
    cfg.setDataSource(ds);
    cfg.setMaximumPoolSize(size);
    cfg.setMinimumIdle(1);
    cfg.setConnectionTimeout(30_000);
    return new HikariDataSource(cfg);
  }

  private static void migrate(DataSource ds, SqlDialect dialect) {
    long start = System.nanoTime();
    LOG.info("database.migrations.started");
    try {
      var result =
          Flyway.configure()
              .dataSource(ds)
              .locations(dialect.migrationLocation())
              .loggers("slf4j")
              .load()
              .migrate();
      LOG.info(
          "database.migrations.completed applied={} elapsedMs={}",
          result.migrationsExecuted,
          (System.nanoTime() - start) / 1_000_000);
    } catch (RuntimeException e) {
      LOG.error(
          "database.migrations.failed elapsedMs={} error={}",
          (System.nanoTime() - start) / 1_000_000,
          e.getClass().getSimpleName());
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "database migration failed",
          Map.of(),
          java.util.List.of(),
          e);
    }
  }

  SqlDialect dialect() {
    return dialect;
  }

  Jdbi writer() {
    return writer;
  }

  @Override
  public <T> T write(Function<StoreTx, T> work) {
    try {
      return writer.inTransaction(h -> work.apply(new JdbiStoreTx(h)));
    } catch (JdbiException e) {
      throw translate(e);
    }
  }

  @Override
  public <T> T read(Function<StoreTx, T> work) {
    try {
      return reader.inTransaction(h -> work.apply(new JdbiStoreTx(h)));
    } catch (JdbiException e) {
      throw translate(e);
    }
  }

  MemoryException translate(JdbiException e) {
    Throwable t = e;
    while (t != null && !(t instanceof SQLException)) {
      t = t.getCause();
    }
    if (t instanceof SQLException sql
        && !dialect.isUnavailable(sql)
        && !(sql instanceof java.sql.SQLTransientConnectionException)) {
      LOG.error(
          "store operation failed (sqlState={}, code={})",
          sql.getSQLState(),
          sql.getErrorCode(),
          e);
      return new MemoryException(
          ErrorCode.INTERNAL_ERROR,
          "The store could not complete the operation.",
          Map.of(),
          java.util.List.of(),
          e);
    }
    LOG.warn("store unavailable: {}", e.getClass().getSimpleName());
    return new MemoryException(
        ErrorCode.STORE_UNAVAILABLE,
        "The store is unavailable; retry later.",
        Map.of(),
        java.util.List.of(),
        e);
  }

  @Override
  public CheckResult check() {
    try {
      reader.withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
      return CheckResult.OK;
    } catch (RuntimeException e) {
      return CheckResult.failed(e.getClass().getSimpleName());
    }
  }

  @Override
  public void close() {
    readerPool.close();
    writerPool.close();
  }
}
