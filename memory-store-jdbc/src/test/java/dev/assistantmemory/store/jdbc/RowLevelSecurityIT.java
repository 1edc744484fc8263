package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.ingest.Chunker;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestJobHandler;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.job.RetryPolicy;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Row-level security, the second fence: connected as an ordinary role (as a deployment should be),
 * a transaction sees and writes only its acting user's rows, and sees nothing at all when it
 * declares no acting user.
 */
class RowLevelSecurityIT {
  private String ownerUrl;
  private String appUrl;
  private String role;

  @BeforeEach
  void setUp() throws SQLException {
    PostgresSupport.assumeAvailable();
    ownerUrl = PostgresSupport.freshSchemaUrl();
    JdbiMemoryStore.openPostgres(ownerUrl, 2, JdbiMemoryStore.MigrationMode.AT_OPEN).close();
    String schema =
        ownerUrl.substring(ownerUrl.indexOf("currentSchema=") + "currentSchema=".length());
    role = "memory_app_" + UUID.randomUUID().toString().substring(0, 8).toLowerCase(Locale.ROOT);
    try (Connection c = DriverManager.getConnection(PostgresSupport.BASE_URL)) {
      c.createStatement().execute("CREATE ROLE " + role + " LOGIN NOSUPERUSER NOBYPASSRLS");
      c.createStatement().execute("GRANT USAGE ON SCHEMA " + schema + " TO " + role);
      c.createStatement()
          .execute(
              "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "
                  + schema
                  + " TO "
                  + role);
      c.createStatement()
          .execute("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA " + schema + " TO " + role);
    }
    appUrl = ownerUrl.replace("user=postgres", "user=" + role);
  }

  @AfterEach
  void tearDown() throws SQLException {
    if (ownerUrl != null) {
      PostgresSupport.dropSchemaOf(ownerUrl);
      try (Connection c = DriverManager.getConnection(PostgresSupport.BASE_URL)) {
        c.createStatement().execute("DROP ROLE IF EXISTS " + role);
      }
    }
  }

  @Test
  void everyTableHoldingUserRowsIsFencedByForcedRowLevelSecurity() throws SQLException {
    List<String> fenced = new java.util.ArrayList<>();
    List<String> open = new java.util.ArrayList<>();
    try (Connection c = DriverManager.getConnection(ownerUrl);
        var rs =
            c.createStatement()
                .executeQuery(
                    """
                    SELECT cl.relname, cl.relrowsecurity AND cl.relforcerowsecurity AS fenced
                    FROM information_schema.columns col
                    JOIN pg_namespace ns ON ns.nspname = col.table_schema
                    JOIN pg_class cl ON cl.relname = col.table_name AND cl.relnamespace = ns.oid
                    WHERE col.table_schema = current_schema() AND col.column_name = 'user_id'
                      AND cl.relkind = 'r'""")) {
      while (rs.next()) {
        (rs.getBoolean(2) ? fenced : open).add(rs.getString(1));
      }
    }
    assertThat(open)
        .as("tables with user rows but no forced row-level security")
        .isSubsetOf(SYSTEM_TABLES_WITH_USER_ID.keySet());
    assertThat(fenced).contains("sources", "claims", "nodes", "scratchpads");
    assertThat(fenced)
        .as("allow-listed tables are open on purpose")
        .doesNotContainAnyElementsOf(SYSTEM_TABLES_WITH_USER_ID.keySet());
  }

  /**
   * Tables that have a {@code user_id} column but hold system data, not a user's memory, each with
   * the reason it must stay outside the per-user policy. Adding a table here needs such a reason.
   */
  private static final Map<String, String> SYSTEM_TABLES_WITH_USER_ID =
      Map.of(
          "api_keys",
          "keys are read to authenticate a request before any acting user is known; user_id only"
              + " says which user a key is bound to (null for admin keys), and rows hold no"
              + " memory, only SHA-256 hashes of keys");

  @Test
  void theApiKeyTableIsReadableAsTheSystemOnly() throws SQLException {
    try (JdbiMemoryStore store =
        JdbiMemoryStore.openPostgres(appUrl, 2, JdbiMemoryStore.MigrationMode.NEVER)) {
      JdbiApiKeyStore keys = new JdbiApiKeyStore(store);
      keys.insertKey(
          new dev.assistantmemory.core.auth.ApiKeyRecord(
              "key_x",
              "alice",
              dev.assistantmemory.core.auth.KeyScope.read,
              "ab",
              java.time.Instant.now(),
              null));
      assertThat(keys.activeKeys()).hasSize(1);
    }
  }

  @Test
  void theServiceWorksUnderRowLevelSecurityAndEachTransactionSeesOnlyItsUser() throws Exception {
    Clock clock = Clock.systemUTC();
    try (JdbiMemoryStore store =
        JdbiMemoryStore.openPostgres(appUrl, 4, JdbiMemoryStore.MigrationMode.NEVER)) {
      JdbiJobQueue queue = new JdbiJobQueue(store, clock);
      IngestService ingest = new IngestService(store, clock, 3, () -> {});
      IngestReceipt alice = ingest.ingestDocument(doc("alice", "a1", "Alice's private note."));
      ingest.ingestDocument(doc("bob", "b1", "Bob's private note."));
      ingest.ingestDocument(doc("bob", "b2", "Bob's other note."));
      IngestJobHandler handler =
          new IngestJobHandler(
              IngestService.DOCUMENT_JOB,
              store,
              queue,
              new FixedEmbedder(),
              new Chunker(1000),
              clock,
              () -> {});
      JobWorker worker =
          new JobWorker(
              store,
              queue,
              Map.of(handler.kind(), handler),
              1,
              Duration.ofSeconds(30),
              Duration.ofMillis(10),
              RetryPolicy.DEFAULT);
      while (worker.runOne()) {
        // process all three jobs: claims as the system, work as each job's user
      }
      OperationRecord done =
          store
              .read("alice", tx -> tx.findOperation("alice", alice.ingestionOperationId()))
              .orElseThrow();
      assertThat(done.status()).isEqualTo(ReceiptStatus.completed);

      // The fence holds even for a query that forgets its user predicate.
      long aliceSees = store.read("alice", tx -> count(tx, "SELECT count(*) FROM sources"));
      long bobSees = store.read("bob", tx -> count(tx, "SELECT count(*) FROM chunks"));
      long systemSees = store.readAsSystem(tx -> count(tx, "SELECT count(*) FROM sources"));
      assertThat(aliceSees).isEqualTo(1);
      assertThat(bobSees).isEqualTo(2);
      assertThat(systemSees).isEqualTo(3);
      int touched =
          store.write(
              "alice",
              tx ->
                  ((JdbiStoreTx) tx)
                      .handle()
                      .execute("UPDATE sources SET title = 'x' WHERE user_id = 'bob'"));
      long bobsRenamed =
          store.readAsSystem(tx -> count(tx, "SELECT count(*) FROM sources WHERE title = 'x'"));
      assertThat(touched).as("alice's transaction cannot reach bob's rows").isZero();
      assertThat(bobsRenamed).isZero();
    }

    try (Connection c = DriverManager.getConnection(appUrl)) {
      assertThat(scalar(c, "SELECT count(*) FROM sources"))
          .as("no acting user: fail closed")
          .isZero();
      assertThat(scalar(c, "SELECT count(*) FROM jobs")).isZero();
      c.setAutoCommit(false);
      c.createStatement().execute("SELECT set_config('memory.user_id', 'alice', true)");
      assertThat(scalar(c, "SELECT count(*) FROM sources WHERE user_id = 'bob'")).isZero();
      assertThatThrownBy(
              () ->
                  c.createStatement()
                      .execute("INSERT INTO users (id, created_at) VALUES ('mallory', now())"))
          .hasMessageContaining("row-level security");
      c.rollback();
    }
  }

  private static long count(dev.assistantmemory.core.store.StoreTx tx, String sql) {
    return ((JdbiStoreTx) tx).handle().createQuery(sql).mapTo(Long.class).one();
  }

  private static long scalar(Connection c, String sql) throws SQLException {
    try (ResultSet rs = c.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static DocumentIngest doc(String user, String id, String content) {
    return new DocumentIngest(
        user, null, false, id, content, "markdown", Scope.personal, null, null, null, null, null);
  }

  /** Vectors are not under test here; a fixed unit vector keeps the pipeline honest and fast. */
  static final class FixedEmbedder implements Embedder {
    @Override
    public List<float[]> embed(List<String> texts) {
      return texts.stream().map(t -> new float[] {1f, 0f}).toList();
    }

    @Override
    public int dimension() {
      return 2;
    }

    @Override
    public String modelId() {
      return "fixed";
    }
  }
}
