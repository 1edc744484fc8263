package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A job's path on PostgreSQL, counted on the wire (issue 14): the claim is one round trip and
 * commits on its own; a write transaction that sends nothing to the tables whose triggers mark
 * tasks does not look for marks, one that does still recomputes them before its commit.
 */
class PostgresJobPathIT {
  private static final Duration LEASE = Duration.ofSeconds(30);

  private final MutableClock clock = new MutableClock(Instant.parse("2026-05-01T10:00:00Z"));
  private String url;
  private JdbiMemoryStore store;
  private JdbiJobQueue queue;
  private IngestService ingest;

  @BeforeEach
  void open() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    store =
        JdbiMemoryStore.openPostgres(
            url + "&socketFactory=" + WireTap.class.getName(),
            4,
            JdbiMemoryStore.MigrationMode.AT_OPEN);
    queue = new JdbiJobQueue(store, clock);
    ingest = new IngestService(store, clock, 3, () -> {});
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }

  private String accept(String docId) {
    return ingest
        .ingestDocument(
            new DocumentIngest(
                "u1",
                null,
                false,
                docId,
                "Some content " + docId,
                "markdown",
                Scope.personal,
                null,
                null,
                null,
                null,
                null))
        .ingestionOperationId();
  }

  @Test
  void aClaimIsOneRoundTripAndCommitsOnItsOwn() throws SQLException {
    accept("d1");
    WireTap.reset();
    JobRecord job = queue.claim("w1", LEASE).orElseThrow();
    assertThat(WireTap.roundTrips()).as("round trips of a claim").isEqualTo(1);

    // Committed: another session sees the lease (as the system, through row-level security).
    try (Connection c = DriverManager.getConnection(url)) {
      c.setAutoCommit(false);
      c.createStatement().executeQuery("SELECT set_config('memory.system', 'on', true)").close();
      try (ResultSet rs =
          c.createStatement()
              .executeQuery("SELECT status, lease_owner FROM jobs WHERE id = '" + job.id() + "'")) {
        assertThat(rs.next()).isTrue();
        assertThat(rs.getString("status")).isEqualTo("running");
        assertThat(rs.getString("lease_owner")).isEqualTo("w1");
      }
      c.rollback();
    }
    WireTap.reset();
    assertThat(queue.claim("w2", LEASE)).as("nothing left to claim").isEmpty();
    assertThat(WireTap.roundTrips()).isEqualTo(1);
  }

  /**
   * The claim's own commit does not wait for the WAL flush; the setting is the claim's
   * transaction's only: the next transaction on the pooled connection commits as configured.
   */
  @Test
  void aClaimCommitsWithoutWaitingForTheFlushAndOnlyItDoes() {
    accept("d1");
    WireTap.reset();
    queue.claim("w1", LEASE).orElseThrow();
    assertThat(WireTap.sent()).contains("set_config('synchronous_commit', 'off', true)");
    assertThat(WireTap.roundTrips()).as("round trips of a claim").isEqualTo(1);
    for (int i = 0; i < 4; i++) { // every connection of the pool
      String after =
          store
              .writer()
              .inTransaction(
                  h -> h.createQuery("SHOW synchronous_commit").mapTo(String.class).one());
      assertThat(after).isEqualTo("on");
    }
  }

  @Test
  void aWriteThatTouchesNoTaskTableSendsNoLookForMarks() {
    String op = accept("d1");
    WireTap.reset();
    store.write(
        "u1",
        tx -> {
          tx.updateOperation(op, ReceiptStatus.processing, "content", null, clock.instant());
          return null;
        });
    assertThat(WireTap.sent()).doesNotContain("task_state_dirty");
  }

  @Test
  void aGraphWriteStillRecomputesTheTasksItMarks() {
    GraphService graph =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
    WireTap.reset();
    graph.createNode(new NodeCreate("u1", null, Scope.personal, "Task", "Call Ann", null, false));
    assertThat(WireTap.sent()).contains("task_state_dirty");
    assertThat(dirtyMarks()).as("marks left after the commit").isZero();
  }

  /**
   * The statements a connection prepared on the server stay prepared from one write transaction to
   * the next: a write that stages changes sends no {@code CREATE} (the driver forgets every
   * server-side statement of the connection when it sees one), so once warm the transaction sends
   * the acting user's statement by name, not its text to be parsed again.
   */
  @Test
  void aGraphWriteKeepsTheConnectionsPreparedStatements() {
    GraphService graph =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
    for (int i = 0; i < 8; i++) {
      graph.createNode(
          new NodeCreate("u1", null, Scope.personal, "Person", "Person " + i, null, false));
    }
    WireTap.reset();
    graph.createNode(new NodeCreate("u1", null, Scope.personal, "Person", "Ann", null, false));
    assertThat(WireTap.sent()).as("a change was staged").contains("change_log");
    assertThat(WireTap.sent()).doesNotContain("CREATE TEMP TABLE");
    assertThat(WireTap.sent())
        .as("the acting user's statement, parsed again")
        .doesNotContain("set_config('memory.user_id'");
  }

  @Test
  void aMarkMadeOutsideTheStoreWaitsForTheUsersNextGraphWrite() {
    GraphService graph =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
    graph.createNode(new NodeCreate("u1", null, Scope.personal, "Task", "Call Ann", null, false));
    store
        .writer()
        .useTransaction(
            h -> {
              store.actAs(h, null);
              h.execute(
                  "INSERT INTO task_state_dirty (user_id, node_id) SELECT user_id, id FROM nodes");
            });
    String op = accept("d1");
    store.write(
        "u1",
        tx -> {
          tx.updateOperation(op, ReceiptStatus.processing, "content", null, clock.instant());
          return null;
        });
    assertThat(dirtyMarks()).as("a receipt's move does not look").isPositive();
    graph.createNode(new NodeCreate("u1", null, Scope.personal, "Person", "Ann", null, false));
    assertThat(dirtyMarks()).isZero();
  }

  /**
   * A job's names (the ones its plan will look up) are read in one round trip at the first lookup,
   * not one a name; after a write beside the batch, the ones not yet looked up in one more.
   */
  @Test
  void aBatchReadsTheNamesItExpectsInOneRoundTrip() {
    GraphService graph =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
    graph.createNode(new NodeCreate("u1", null, Scope.personal, "Person", "Ann", null, false));
    List<NodeName> names =
        List.of("Ann", "Bob", "Cleo", "Dirk", "Eve").stream()
            .map(n -> new NodeName(null, Scope.personal, "Person", n))
            .toList();
    List<Integer> trips =
        store.write(
            "u1",
            tx -> {
              GraphBatch b = graph.batchIn(tx, "u1", "extraction");
              b.serializeWithOtherWriters();
              b.rememberWhatItHolds(true);
              b.expectNames(names);
              WireTap.reset();
              int found = 0;
              for (NodeName n : names.subList(0, 2)) {
                found += b.findAllByName(null, n.scope(), n.nodeType(), n.name()).size();
              }
              int first = WireTap.roundTrips();
              b.tx();
              for (NodeName n : names.subList(2, 5)) {
                found += b.findAllByName(null, n.scope(), n.nodeType(), n.name()).size();
              }
              assertThat(found).isEqualTo(1);
              return List.of(first, WireTap.roundTrips());
            });
    assertThat(trips).as("round trips of two lookups, then of five").containsExactly(1, 2);
  }

  /**
   * The new messages of a conversation request go to the database together: ten cost the request no
   * more round trips than one.
   */
  @Test
  void aRequestsMessagesGoInOneRoundTrip() {
    int one = acceptConversation("c1", 1);
    int ten = acceptConversation("c2", 10);
    assertThat(ten).as("round trips of ten messages against one").isEqualTo(one);
    SourceKey last =
        new SourceKey("u1", Partitions.PERSONAL, SourceType.conversation_message, "c2-9");
    Optional<SourceRecord> stored = store.read("u1", tx -> tx.findLiveSource(last));
    assertThat(stored).isPresent();
  }

  /**
   * Writes whose result nobody reads wait for the statement after them (stop 45): the user's row
   * goes with the writers' turn (taken at the call, as before: one round trip, two on main's
   * behaviour); the receipt's move goes just before the read after it, which sees it.
   */
  @Test
  void writesNobodyReadsGoWithTheStatementAfterThem() {
    String op = accept("d1");
    List<Object> seen =
        store.write(
            "u1",
            tx -> {
              WireTap.reset();
              tx.ensureUser("u1", clock.instant());
              tx.serializeWithOtherWriters();
              int turn = WireTap.roundTrips();
              tx.updateOperation(op, ReceiptStatus.processing, "content", null, clock.instant());
              String stage = tx.findOperation("u1", op).orElseThrow().stage();
              return List.of(turn, WireTap.roundTrips(), stage);
            });
    assertThat(seen)
        .as("trips to the turn, trips in all, the stage read")
        .containsExactly(1, 3, "content");
    assertThat(store.read("u1", tx -> tx.findOperation("u1", op)).orElseThrow().stage())
        .isEqualTo("content");
  }

  private int acceptConversation(String id, int messages) {
    List<MessageInput> in = new ArrayList<>();
    for (int i = 0; i < messages; i++) {
      in.add(
          new MessageInput(
              id + "-" + i, "Message " + i, "user", null, clock.instant().plusSeconds(i)));
    }
    WireTap.reset();
    ingest.ingestConversation(new ConversationIngest("u1", null, id, in));
    return WireTap.roundTrips();
  }

  private int dirtyMarks() {
    return store
        .writer()
        .inTransaction(
            h -> {
              store.actAs(h, null);
              return h.createQuery("SELECT count(*) FROM task_state_dirty")
                  .mapTo(Integer.class)
                  .one();
            });
  }
}
