package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.model.Scope;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An API deletion of a node waits for the writers' turn before it reads the node's claims (stop
 * 44): an extraction holding the turn that adds a claim on the node is seen, and the claim goes
 * with the node, instead of staying active on a deleted node.
 */
class PostgresApiWritersTurnIT {
  private static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");

  /** A user of this run alone: its writers' turn is an advisory lock no other session takes. */
  private static final String USER = "turn-" + java.util.UUID.randomUUID();

  private String url;
  private JdbiMemoryStore store;
  private GraphServices graph;

  @BeforeEach
  void open() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    store = JdbiMemoryStore.openPostgres(url, 8, JdbiMemoryStore.MigrationMode.AT_OPEN);
    graph =
        GraphServices.over(store, new MutableClock(NOW), new RowLevelSecurityIT.FixedEmbedder());
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

  @Test
  void aDeletionWaitsForAnExtractionsClaimOnTheNodeAndTakesIt() throws Exception {
    String node =
        graph
            .writes()
            .createNode(new NodeCreate(USER, null, Scope.personal, "Person", "Ines", null, false))
            .id();
    CountDownLatch claimed = new CountDownLatch(1);
    CompletableFuture<Void> extraction =
        CompletableFuture.runAsync(
            () ->
                store.write(
                    USER,
                    tx -> {
                      GraphBatch b =
                          graph.writes().batchIn(tx, USER, ClaimRecord.ORIGIN_EXTRACTION);
                      b.serializeWithOtherWriters();
                      b.createClaim(
                          new ClaimCreate(
                              USER,
                              node,
                              "HAS_ATTRIBUTE",
                              null,
                              "left-handed",
                              "Ines is left-handed",
                              null,
                              null,
                              null,
                              NOW,
                              null,
                              null,
                              "user",
                              null),
                          null,
                          false);
                      claimed.countDown();
                      awaitAWaitingWriter();
                      return null;
                    }));
    assertThat(claimed.await(30, TimeUnit.SECONDS)).isTrue();
    graph.nodes().deleteNode(ReadScope.of(USER, null, AccessScope.partition), node, "test");
    extraction.get(30, TimeUnit.SECONDS);

    List<ClaimRecord> left = store.read(USER, tx -> tx.claimsOfNode(USER, node));
    assertThat(left).as("claims left on the deleted node").isEmpty();
  }

  /** Until another session waits for the user's writers' turn (the deletion). */
  private void awaitAWaitingWriter() {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    try (Connection c = DriverManager.getConnection(url)) {
      while (System.nanoTime() < until) {
        try (java.sql.PreparedStatement q =
            c.prepareStatement(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
                    + " AND ((classid::bigint << 32) | objid::bigint)"
                    + " = hashtextextended(?, 0)")) {
          q.setString(1, "writers\u001f" + USER);
          ResultSet rs = q.executeQuery();
          rs.next();
          if (rs.getInt(1) > 0) {
            return;
          }
        }
        Thread.sleep(50);
      }
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
