package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.ChangeRecord;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the writers' locks keep on PostgreSQL with two writers at once (SQLite has one writer): the
 * change log's sequence order is commit order, so a reader that has read through a sequence never
 * sees a smaller one appear later; one user's writers take turns (what a writer reads after taking
 * its turn includes every earlier writer's commit); and writers of different users do not wait for
 * each other's transactions.
 */
class PostgresWritersTurnIT {
  private static final Instant AT = Instant.parse("2026-05-01T10:00:00Z");

  private String url;
  private JdbiMemoryStore store;

  @BeforeEach
  void open() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    store = JdbiMemoryStore.openPostgres(url, 8, JdbiMemoryStore.MigrationMode.AT_OPEN);
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
  void aChangeAppendedFirstButCommittedLastComesAfterWhatReadersHaveSeen() throws Exception {
    CountDownLatch aAppended = new CountDownLatch(1);
    CountDownLatch bDone = new CountDownLatch(1);
    CountDownLatch readDone = new CountDownLatch(1);
    AtomicLong bFinishedBeforeACommitted = new AtomicLong(-1);
    CompletableFuture<Void> a =
        CompletableFuture.runAsync(
            () ->
                store.write(
                    "u1",
                    tx -> {
                      tx.appendChange("u1", ChangeRecord.CHUNK, "chk_a", ChangeRecord.UPSERT, AT);
                      aAppended.countDown();
                      try {
                        // Another user's writer commits and a reader reads while this one is open.
                        boolean read = readDone.await(10, TimeUnit.SECONDS);
                        bFinishedBeforeACommitted.set(read && bDone.getCount() == 0 ? 1 : 0);
                      } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                      }
                      return null;
                    }));
    assertThat(aAppended.await(10, TimeUnit.SECONDS)).isTrue();
    store.write(
        "u2",
        tx -> {
          tx.appendChange("u2", ChangeRecord.CHUNK, "chk_b", ChangeRecord.UPSERT, AT);
          return null;
        });
    bDone.countDown();
    // A reader (the index tailer) reads everything committed so far: b's change only.
    List<ChangeRecord> seen = changesAfter(0);
    assertThat(seen).extracting(ChangeRecord::entityId).containsExactly("chk_b");
    long watermark = seen.get(0).seq();
    readDone.countDown();
    a.get(20, TimeUnit.SECONDS);

    assertThat(bFinishedBeforeACommitted.get())
        .as("a writer of another user does not wait for an open transaction to commit")
        .isEqualTo(1);
    // The change a appended before b's but committed after it is after the reader's watermark.
    assertThat(changesAfter(watermark)).extracting(ChangeRecord::entityId).containsExactly("chk_a");
    assertThat(changesAfter(0))
        .extracting(ChangeRecord::entityId)
        .containsExactly("chk_b", "chk_a");
  }

  @Test
  void oneUsersWritersTakeTurnsAndTheLaterReadsWhatTheEarlierCommitted() throws Exception {
    CountDownLatch aHasTurn = new CountDownLatch(1);
    CompletableFuture<Void> a =
        CompletableFuture.runAsync(
            () ->
                store.write(
                    "u1",
                    tx -> {
                      tx.serializeWithOtherWriters();
                      aHasTurn.countDown();
                      sleep(700); // b asks for its turn meanwhile
                      tx.appendChange("u1", ChangeRecord.CHUNK, "chk_a", ChangeRecord.UPSERT, AT);
                      tx.appendChange("u1", ChangeRecord.CHUNK, "chk_a2", ChangeRecord.UPSERT, AT);
                      return null;
                    }));
    assertThat(aHasTurn.await(10, TimeUnit.SECONDS)).isTrue();
    long headSeenByB =
        store.write(
            "u1",
            tx -> {
              tx.serializeWithOtherWriters();
              long head = tx.feed().head("u1");
              tx.appendChange("u1", ChangeRecord.CHUNK, "chk_b", ChangeRecord.UPSERT, AT);
              return head;
            });
    a.get(20, TimeUnit.SECONDS);
    List<ChangeRecord> all = changesAfter(0);
    assertThat(all).extracting(ChangeRecord::entityId).containsExactly("chk_a", "chk_a2", "chk_b");
    assertThat(headSeenByB)
        .as("the later writer's read after its turn sees the earlier writer's commit")
        .isEqualTo(all.get(1).seq());
  }

  @Test
  void aRolledBackTransactionsChangesNeverReachTheLog() {
    for (int i = 0; i < 3; i++) {
      int n = i;
      try {
        store.write(
            "u1",
            tx -> {
              tx.appendChange("u1", ChangeRecord.CHUNK, "chk_lost" + n, ChangeRecord.UPSERT, AT);
              throw new IllegalStateException("rolled back");
            });
      } catch (IllegalStateException expected) {
        // the transaction rolled back
      }
      store.write(
          "u1",
          tx -> {
            tx.appendChange("u1", ChangeRecord.CHUNK, "chk_kept" + n, ChangeRecord.UPSERT, AT);
            tx.appendChange("u1", ChangeRecord.CHUNK, "chk_next" + n, ChangeRecord.UPSERT, AT);
            return null;
          });
    }
    assertThat(changesAfter(0))
        .extracting(ChangeRecord::entityId)
        .containsExactly(
            "chk_kept0", "chk_next0", "chk_kept1", "chk_next1", "chk_kept2", "chk_next2");
  }

  private List<ChangeRecord> changesAfter(long seq) {
    return store.readAsSystem(tx -> tx.changesAfter(seq, 100));
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
