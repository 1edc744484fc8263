package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** RUN_MIGRATIONS semantics and the migration log events of seed 000. */
class MigrationEventsIT {
  private final ListAppender<ILoggingEvent> events = new ListAppender<>();
  private final Logger logger = (Logger) LoggerFactory.getLogger("database.migrations");
  private String url;

  @BeforeEach
  void capture() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    events.start();
    logger.addAppender(events);
  }

  @AfterEach
  void release() {
    logger.detachAppender(events);
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }

  @Test
  void theFirstRequestsMigrateOnceWhileTheOthersWait() throws Exception {
    try (JdbiMemoryStore store =
        JdbiMemoryStore.openPostgres(url, 6, JdbiMemoryStore.MigrationMode.ON_FIRST_REQUEST)) {
      assertThat(events.list).as("nothing happens before the first request").isEmpty();
      ExecutorService pool = Executors.newFixedThreadPool(4);
      List<Future<Long>> requests = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        requests.add(pool.submit(() -> store.readAsSystem(tx -> tx.lastChangeSeq())));
      }
      for (Future<Long> r : requests) {
        assertThat(r.get()).isZero();
      }
      pool.shutdown();
    }
    List<String> names = events.list.stream().map(ILoggingEvent::getMessage).toList();
    assertThat(names)
        .containsExactly("database.migrations.started", "database.migrations.completed");
    ILoggingEvent completed = events.list.get(1);
    assertThat(keys(completed))
        .contains("applied=" + postgresMigrations())
        .anyMatch(k -> k.startsWith("elapsedMs="))
        .anyMatch(k -> k.startsWith("statementsStarted="));
    assertNoSecrets();
  }

  @Test
  void progressIsReportedWithItsPhaseWhileMigrating() {
    HikariProbe.migrateWithProgressEvery(url, 1);
    List<ILoggingEvent> progress =
        events.list.stream()
            .filter(e -> e.getMessage().equals("database.migrations.progress"))
            .toList();
    assertThat(progress).isNotEmpty();
    assertThat(progress)
        .allSatisfy(
            e ->
                assertThat(keys(e))
                    .anyMatch(k -> k.matches("phase=(connecting|waiting_for_lock|applying)"))
                    .anyMatch(k -> k.startsWith("elapsedMs="))
                    .anyMatch(k -> k.startsWith("statementsStarted=")));
    assertThat(events.list.get(events.list.size() - 1).getMessage())
        .isEqualTo("database.migrations.completed");
    assertNoSecrets();
  }

  @Test
  void withoutRunMigrationsABehindSchemaIsUnavailableNamingTheFix() throws Exception {
    try (JdbiMemoryStore store =
        JdbiMemoryStore.openPostgres(url, 2, JdbiMemoryStore.MigrationMode.NEVER)) {
      assertThatThrownBy(() -> store.readAsSystem(tx -> tx.lastChangeSeq()))
          .isInstanceOf(MemoryException.class)
          .hasMessageContaining("migrate")
          .satisfies(
              e -> assertThat(((MemoryException) e).code()).isEqualTo(ErrorCode.STORE_UNAVAILABLE));
      assertThat(store.migrateNow()).isEqualTo(postgresMigrations());
      long head = store.readAsSystem(tx -> tx.lastChangeSeq());
      assertThat(head).isZero();
    }
  }

  private static List<String> keys(ILoggingEvent e) {
    return e.getKeyValuePairs() == null
        ? List.of()
        : e.getKeyValuePairs().stream().map(kv -> kv.key + "=" + kv.value).toList();
  }

  private void assertNoSecrets() {
    for (ILoggingEvent e : events.list) {
      String all = e.getFormattedMessage() + " " + keys(e);
      assertThat(all)
          .doesNotContain("jdbc:")
          .doesNotContain("postgres")
          .doesNotContain("CREATE")
          .doesNotContain("currentSchema");
    }
  }

  /**
   * How many versioned migrations the PostgreSQL dialect ships: its SQL files, counted (from the
   * classes folder or from the jar failsafe runs against), so a new migration needs no edit here,
   * and the Java migrations both dialects share.
   */
  private static int postgresMigrations() throws java.io.IOException, java.net.URISyntaxException {
    return sqlMigrations() + Migrations.JAVA_MIGRATIONS.size();
  }

  private static int sqlMigrations() throws java.io.IOException, java.net.URISyntaxException {
    java.net.URI dir = MigrationEventsIT.class.getResource("/db/migration/postgresql").toURI();
    if ("jar".equals(dir.getScheme())) {
      try (java.nio.file.FileSystem jar =
          java.nio.file.FileSystems.newFileSystem(dir, java.util.Map.of())) {
        return count(jar.getPath("/db/migration/postgresql"));
      }
    }
    return count(java.nio.file.Path.of(dir));
  }

  private static int count(java.nio.file.Path dir) throws java.io.IOException {
    try (var files = java.nio.file.Files.list(dir)) {
      return (int) files.filter(f -> f.getFileName().toString().matches("V\\d+__.*\\.sql")).count();
    }
  }
}
