package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

/** The start's shortcut past Flyway when the schema is already current, and when it must not. */
class MigrationsTest {
  @TempDir Path dir;

  private static final Pattern VERSION = Pattern.compile("V(\\d+)__.*\\.sql");

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void latestVersionIsTheNewestMigrationShipped(String dialect) throws Exception {
    int newest = shipped(dialect)[shipped(dialect).length - 1];
    assertThat(Migrations.LATEST_VERSION)
        .as("raise Migrations.LATEST_VERSION with each new migration")
        .isEqualTo(newest);
  }

  @Test
  void aCurrentSchemaIsRecognisedAndAnOlderOneIsMigratedByFlyway() throws Exception {
    Path file = dir.resolve("memory.db");
    String url = "jdbc:sqlite:" + file;
    try (Connection c = DriverManager.getConnection(url)) {
      assertThat(Migrations.isCurrent(c)).as("no history table").isFalse();
    }
    // A file one migration behind, as a previous release left it.
    Flyway.configure()
        .dataSource(url, null, null)
        .locations("classpath:db/migration/sqlite")
        // the Java ones too: the migration before the newest may be one (V34 before V35)
        .javaMigrations(
            Migrations.JAVA_MIGRATIONS.toArray(
                new org.flywaydb.core.api.migration.JavaMigration[0]))
        .target(String.valueOf(shipped("sqlite")[shipped("sqlite").length - 2]))
        .load()
        .migrate();
    try (Connection c = DriverManager.getConnection(url)) {
      assertThat(Migrations.isCurrent(c)).as("one migration behind").isFalse();
    }
    ListAppender<ILoggingEvent> events = new ListAppender<>();
    Logger logger = (Logger) LoggerFactory.getLogger("database.migrations");
    events.start();
    logger.addAppender(events);
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(file, 1)) {
      assertThat(store.migrateNow()).as("applied at open already").isZero();
    } finally {
      logger.detachAppender(events);
    }
    List<String> completed =
        events.list.stream()
            .filter(e -> e.getMessage().equals("database.migrations.completed"))
            .map(e -> e.getKeyValuePairs().toString())
            .toList();
    assertThat(completed).hasSize(2);
    assertThat(completed.get(0))
        .as("Flyway applied the missing one")
        .contains("applied=\"1\"")
        .doesNotContain("current");
    assertThat(completed.get(1)).as("then the shortcut").contains("current=\"true\"");
    try (Connection c = DriverManager.getConnection(url)) {
      assertThat(Migrations.isCurrent(c)).isTrue();
      assertThat(newestApplied(c)).isEqualTo(Migrations.LATEST_VERSION);
    }
  }

  @Test
  void aFailedOrNewerMigrationInTheHistoryLeavesTheCheckToFlyway() throws Exception {
    Path file = dir.resolve("memory.db");
    JdbiMemoryStore.openSqlite(file, 1).close();
    String url = "jdbc:sqlite:" + file;
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      assertThat(Migrations.isCurrent(c)).isTrue();
      s.execute(
          "UPDATE flyway_schema_history SET success = 0 WHERE version = '"
              + Migrations.LATEST_VERSION
              + "'");
      assertThat(Migrations.isCurrent(c)).as("a failed migration").isFalse();
      s.execute("UPDATE flyway_schema_history SET success = 1");
      s.execute(
          "UPDATE flyway_schema_history SET version = '"
              + (Migrations.LATEST_VERSION + 1)
              + "' WHERE version = '"
              + Migrations.LATEST_VERSION
              + "'");
      assertThat(Migrations.isCurrent(c)).as("a schema from a newer build").isFalse();
    }
  }

  /** The versions of the migrations shipped for a dialect, ascending. */
  /** The versions of the dialect's SQL files and of the Java migrations, in order. */
  private static int[] shipped(String dialect) throws Exception {
    return java.util.stream.IntStream.concat(
            Arrays.stream(versions(dialect)), java.util.stream.IntStream.of(FoldNodeWords.VERSION))
        .sorted()
        .toArray();
  }

  private static int[] versions(String dialect) throws Exception {
    URL folder = MigrationsTest.class.getClassLoader().getResource("db/migration/" + dialect);
    assertThat(folder).isNotNull();
    return Arrays.stream(new File(folder.toURI()).list())
        .map(VERSION::matcher)
        .filter(Matcher::matches)
        .mapToInt(m -> Integer.parseInt(m.group(1)))
        .sorted()
        .toArray();
  }

  private static int newestApplied(Connection c) throws Exception {
    try (Statement s = c.createStatement();
        var r = s.executeQuery("SELECT MAX(CAST(version AS INTEGER)) FROM flyway_schema_history")) {
      r.next();
      return r.getInt(1);
    }
  }
}
