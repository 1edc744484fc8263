package dev.assistantmemory.store.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;

/**
 * The PostgreSQL server the tests use: {@code MEMORY_TEST_PG_URL}, else 127.0.0.1:5432 database
 * {@code test} as {@code postgres} (trust auth). Each caller gets a schema of its own. Without a
 * reachable server the PostgreSQL tests are skipped, saying so.
 */
public final class PostgresSupport {
  public static final String BASE_URL =
      System.getenv()
          .getOrDefault(
              "MEMORY_TEST_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test?user=postgres");
  private static Boolean available;

  private PostgresSupport() {}

  public static synchronized boolean available() {
    if (available == null) {
      try (Connection c = DriverManager.getConnection(BASE_URL)) {
        available = c.isValid(2);
      } catch (SQLException e) {
        available = false;
        System.err.println(
            "PostgreSQL is not reachable at "
                + redact(BASE_URL)
                + " ("
                + e.getMessage()
                + "): PostgreSQL tests are SKIPPED. See README, 'Running the PostgreSQL tests'.");
      }
    }
    return available;
  }

  public static void assumeAvailable() {
    Assumptions.assumeTrue(
        available(), "PostgreSQL not reachable at " + redact(BASE_URL) + "; skipped");
  }

  /** Creates an empty schema and returns a JDBC URL whose connections use it. */
  public static String freshSchemaUrl() {
    String schema =
        "t_"
            + UUID.randomUUID()
                .toString()
                .replace("-", "")
                .substring(0, 16)
                .toLowerCase(Locale.ROOT);
    try (Connection c = DriverManager.getConnection(BASE_URL)) {
      c.createStatement().execute("CREATE SCHEMA " + schema);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create test schema", e);
    }
    return BASE_URL + (BASE_URL.contains("?") ? "&" : "?") + "currentSchema=" + schema;
  }

  public static void dropSchemaOf(String url) {
    String schema = url.substring(url.indexOf("currentSchema=") + "currentSchema=".length());
    try (Connection c = DriverManager.getConnection(BASE_URL)) {
      c.createStatement().execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    } catch (SQLException e) {
      // best effort: a leftover schema only costs disk
    }
  }

  private static String redact(String url) {
    return url.replaceAll("password=[^&]*", "password=***");
  }
}
