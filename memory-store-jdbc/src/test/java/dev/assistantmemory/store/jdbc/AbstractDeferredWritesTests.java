package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A node's and a claim's logged inserts ({@code insertNodeLogged}, {@code insertClaimLogged}),
 * which PostgreSQL holds back to send with the writes after them (one round trip for a run of
 * writes): every later statement of the transaction sees them and follows them, the change log
 * keeps the order of the calls, and a failure or a rollback leaves nothing of the transaction.
 */
abstract class AbstractDeferredWritesTests {
  private static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");

  JdbiMemoryStore store;

  /** A store on a fresh, empty, migrated database. */
  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    for (String user : new String[] {"u1", "u2"}) {
      store.write(
          user,
          tx -> {
            tx.ensureUser(user, NOW);
            return null;
          });
    }
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  private static NodeRecord node(String user, String type, String label) {
    return new NodeRecord(
        TypeId.newId(TypeId.NODE),
        user,
        Partitions.PERSONAL,
        Scope.personal,
        type,
        label,
        null,
        false,
        NOW,
        NOW,
        null,
        null);
  }

  private static ClaimRecord claim(String user, String subject, String predicate, String value) {
    return new ClaimRecord(
        TypeId.newId(TypeId.CLAIM),
        user,
        Partitions.PERSONAL,
        Scope.personal,
        subject,
        predicate,
        null,
        value,
        "It is " + value,
        null,
        null,
        "user",
        null,
        ClaimRecord.ACTIVE,
        NOW,
        NOW,
        null,
        NOW,
        null,
        null,
        null,
        null,
        ClaimRecord.ORIGIN_EXTRACTION);
  }

  private Optional<NodeRecord> node(String user, String id) {
    return store.read(user, tx -> tx.findNode(user, id));
  }

  private List<String> changedIds() {
    return store.readAsSystem(tx -> tx.changesAfter(0, 1_000)).stream()
        .map(ChangeRecord::entityId)
        .toList();
  }

  @Test
  void whatATransactionWroteIsSeenByItsNextReads() {
    NodeRecord ann = node("u1", "Person", "Ann Smith");
    ClaimRecord city = claim("u1", ann.id(), "LIVES_IN", "Leiden");

    List<Object> seen =
        store.write(
            "u1",
            tx -> {
              tx.insertNodeLogged(ann, null, NOW);
              tx.insertClaimLogged(city, null, null, NOW);
              return List.<Object>of(
                  tx.findNode("u1", ann.id()).isPresent(),
                  tx.findNodesByName(
                          "u1", Partitions.PERSONAL, Scope.personal, "Person", "ann smith")
                      .size(),
                  tx.activeClaims("u1", ann.id(), "LIVES_IN").size(),
                  tx.findNodesWithWord(
                          "u1", Partitions.PERSONAL, Scope.personal, "Person", "ann", 5)
                      .size());
            });

    assertThat(seen).containsExactly(true, 1, 1, 1);
    Optional<ClaimRecord> stored = store.read("u1", tx -> tx.findClaim("u1", city.id()));
    assertThat(stored).isPresent();
  }

  @Test
  void theChangeLogKeepsTheOrderOfTheCallsAcrossHeldAndImmediateWrites() {
    NodeRecord a = node("u1", "Person", "Ann");
    NodeRecord b = node("u1", "Person", "Bob");
    ClaimRecord first = claim("u1", a.id(), "LIVES_IN", "Leiden");
    ClaimRecord second = claim("u1", b.id(), "LIVES_IN", "Delft");

    store.write(
        "u1",
        tx -> {
          tx.insertNodeLogged(a, null, NOW);
          tx.insertClaimLogged(first, null, null, NOW);
          tx.appendChange("u1", "node", "outside", ChangeRecord.UPSERT, NOW); // sent at once
          tx.insertNodeLogged(b, null, NOW);
          tx.insertClaimLogged(second, null, null, NOW);
          return null;
        });

    assertThat(changedIds()).containsExactly(a.id(), first.id(), "outside", b.id(), second.id());
  }

  @Test
  void aFailingHeldWriteFailsItsTransactionAndLeavesNothing() {
    NodeRecord ann = node("u1", "Person", "Ann");
    ClaimRecord orphan = claim("u1", "nod_missing", "LIVES_IN", "Leiden");

    assertThatThrownBy(
            () ->
                store.write(
                    "u1",
                    tx -> {
                      tx.insertNodeLogged(ann, null, NOW);
                      tx.insertClaimLogged(orphan, null, null, NOW); // no such subject node
                      return null;
                    }))
        .isInstanceOf(RuntimeException.class);

    assertThat(node("u1", ann.id())).isEmpty();
    assertThat(changedIds()).isEmpty();
  }

  @Test
  void aRolledBackTransactionsHeldWritesNeverReachTheNextTransaction() {
    NodeRecord dropped = node("u1", "Person", "Ann");
    NodeRecord kept = node("u1", "Person", "Bob");

    assertThatThrownBy(
            () ->
                store.write(
                    "u1",
                    tx -> {
                      tx.insertNodeLogged(dropped, null, NOW);
                      throw new IllegalStateException("the work fails");
                    }))
        .isInstanceOf(IllegalStateException.class);
    store.write(
        "u1",
        tx -> {
          tx.insertNodeLogged(kept, null, NOW);
          return null;
        });

    assertThat(node("u1", dropped.id())).isEmpty();
    assertThat(node("u1", kept.id())).isPresent();
    assertThat(changedIds()).containsExactly(kept.id());
  }

  @Test
  void heldWritesAreTheWritingUsersOnlyInReads() {
    NodeRecord ann = node("u1", "Person", "Ann");

    store.write(
        "u1",
        tx -> {
          tx.insertNodeLogged(ann, null, NOW);
          assertThat(tx.findNode("u2", ann.id())).isEmpty();
          assertThat(tx.findNodesByName("u2", Partitions.PERSONAL, Scope.personal, "Person", "ann"))
              .isEmpty();
          return null;
        });

    assertThat(node("u2", ann.id())).isEmpty();
    assertThat(node("u1", ann.id())).isPresent();
  }
}
