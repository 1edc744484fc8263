package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where a test's servers keep their data: a fresh temporary directory holding one data directory
 * per named server, with the store in SQLite files there or, on PostgreSQL, in one fresh schema
 * that every server of the backend shares. Closing the backend closes every server it opened, drops
 * the schema and deletes the directory. {@link TestServerExtension} hands one out per test class
 * (or per test, to a test method that asks).
 */
public final class TestBackend implements AutoCloseable {
  private final Path root;
  private final String postgresUrl;
  private final List<TestServer> servers = new ArrayList<>();

  private TestBackend(Path root, String postgresUrl) {
    this.root = root;
    this.postgresUrl = postgresUrl;
  }

  /** SQLite files; on PostgreSQL a fresh schema, or the test is skipped where none answers. */
  static TestBackend create(boolean postgres) {
    if (postgres) {
      PostgresSupport.assumeAvailable();
    }
    try {
      Path root = Files.createTempDirectory("test-backend");
      return new TestBackend(root, postgres ? PostgresSupport.freshSchemaUrl() : null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The data directory of the server named {@code name} (its index, blobs and SQLite file). */
  public Path dataDir(String name) {
    return root.resolve(name);
  }

  /** A server over the data of {@code name}: the same name again reopens the same data. */
  public TestServer open(String name, Map<Setting, String> settings) {
    Map<Setting, String> all = new EnumMap<>(Setting.class);
    if (postgresUrl != null) {
      all.put(Setting.DB_URL, postgresUrl);
      all.put(Setting.RUN_MIGRATIONS, "true");
    }
    all.putAll(settings);
    TestServer server = new TestServer(dataDir(name), all);
    servers.add(server);
    return server;
  }

  /** A connection to the store of {@code name} past the service, as the system (no row fence). */
  public Connection systemConnection(String name) throws SQLException {
    if (postgresUrl == null) {
      return DriverManager.getConnection("jdbc:sqlite:" + dataDir(name).resolve("memory.db"));
    }
    Connection c = DriverManager.getConnection(postgresUrl);
    try (Statement s = c.createStatement()) {
      s.execute("SELECT set_config('memory.system', 'on', false)");
    }
    return c;
  }

  @Override
  public void close() {
    servers.forEach(TestServer::close);
    if (postgresUrl != null) {
      PostgresSupport.dropSchemaOf(postgresUrl);
    }
    try (Stream<Path> files = Files.walk(root)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
