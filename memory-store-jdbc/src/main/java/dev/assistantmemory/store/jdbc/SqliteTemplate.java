package dev.assistantmemory.store.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * An empty SQLite store with every migration applied, made by Flyway when the module is built
 * ({@link #main}, bound to {@code process-classes}) and shipped as the resource {@value #RESOURCE}.
 * A new data directory starts from a copy of it instead of running the migrations one by one: they
 * were 0.5-0.7 s of a fresh start, its longest piece. The copy carries Flyway's own history
 * (versions, checksums), so the next start finds the schema current and a later release's
 * migrations apply on top as on any store. Without the resource (a build that skipped the step), a
 * new file is migrated by Flyway as before.
 */
public final class SqliteTemplate {
  static final String RESOURCE = "db/sqlite-template.db";

  private SqliteTemplate() {}

  /**
   * Puts a copy of the template at {@code file} when nothing is there yet (no database, no
   * write-ahead log beside it). A file that appears meanwhile (another process) is left alone.
   *
   * @return whether the copy was made
   */
  static boolean installIfNew(Path file) {
    Path wal = file.resolveSibling(file.getFileName() + "-wal");
    if (Files.exists(file) || Files.exists(wal)) {
      return false;
    }
    try (InputStream template =
        SqliteTemplate.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (template == null) {
        return false;
      }
      Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".template", ".db");
      try {
        Files.copy(template, tmp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.move(tmp, file);
        return true;
      } catch (FileAlreadyExistsException raced) {
        return false;
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy the empty store's template", e);
    }
  }

  /** Writes the template to {@code args[0]}: a fresh file migrated by Flyway, then compacted. */
  public static void main(String[] args) throws SQLException, IOException {
    Path out = Path.of(args[0]).toAbsolutePath();
    Files.createDirectories(out.getParent());
    Path work = Files.createTempDirectory("sqlite-template");
    try {
      String url = "jdbc:sqlite:" + work.resolve("memory.db");
      Migrations.configure(new SqliteDialect()).dataSource(url, null, null).load().migrate();
      Files.deleteIfExists(out);
      try (Connection c = DriverManager.getConnection(url);
          Statement s = c.createStatement()) {
        // One self-contained file: no write-ahead log, no free pages.
        s.execute("VACUUM INTO '" + out.toString().replace("'", "''") + "'");
      }
    } finally {
      try (var files = Files.list(work)) {
        for (Path p : files.toList()) {
          Files.deleteIfExists(p);
        }
      }
      Files.deleteIfExists(work);
    }
  }
}
