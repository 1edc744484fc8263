package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The two store calls an incoming message makes ({@link StoreTx#findLiveSourcesUnlessRetired},
 * {@link StoreTx#insertSourceWithVersion}), one statement or round trip each on PostgreSQL: the
 * same answers as the reads and writes they stand for, the user's rows only, and all or nothing.
 */
abstract class AbstractMessageRowsTests {
  private static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");

  JdbiMemoryStore store;

  /** A store on a fresh, empty, migrated database. */
  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    for (String user : new String[] {"u1", "u2", "u3"}) {
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

  private static SourceKey key(String user, String externalId) {
    return new SourceKey(user, Partitions.PERSONAL, SourceType.conversation_message, externalId);
  }

  private static SourceRecord message(String user, String externalId, String content) {
    return new SourceRecord(
        TypeId.newId(TypeId.SOURCE),
        user,
        Partitions.PERSONAL,
        Scope.personal,
        SourceType.conversation_message,
        externalId,
        null,
        1,
        "hash-" + content,
        content,
        "text",
        null,
        "Ann",
        "user",
        "Ann",
        0,
        "op-1",
        NOW,
        NOW,
        null);
  }

  private SourceRecord insert(SourceRecord s) {
    store.write(
        s.userId(),
        tx -> {
          tx.insertSourceWithVersion(s, NOW);
          return null;
        });
    return s;
  }

  private StoreTx.LiveSource lookUp(SourceKey key) {
    return store.write(key.userId(), tx -> tx.findLiveSourcesUnlessRetired(List.of(key)).get(key));
  }

  private Optional<SourceRecord> source(String user, String id) {
    return store.read(user, tx -> tx.findSource(user, id));
  }

  private int versionRows(String sourceId) {
    return store.readAsSystem(
        tx ->
            ((JdbiStoreTx) tx)
                .handle()
                .createQuery(
                    "SELECT count(*) FROM source_versions WHERE source_id = :id AND version = 1"
                        + " AND content_hash = :hash AND applied = :applied")
                .bind("id", sourceId)
                .bind("hash", "hash-hello")
                .bind("applied", true)
                .mapTo(Integer.class)
                .one());
  }

  @Test
  void aMessageAndItsFirstRevisionAreWrittenTogether() {
    SourceRecord m = insert(message("u1", "m1", "hello"));

    assertThat(source("u1", m.id())).contains(m);
    assertThat(versionRows(m.id())).isEqualTo(1);
  }

  @Test
  void aMessageWhoseIdentityIsLiveAlreadyWritesNothingOfItsTransaction() {
    insert(message("u1", "m1", "hello"));
    SourceRecord first = message("u1", "m2", "hello");
    SourceRecord twin = message("u1", "m1", "hello");

    assertThatThrownBy(
            () ->
                store.write(
                    "u1",
                    tx -> {
                      tx.insertSourceWithVersion(first, NOW);
                      tx.insertSourceWithVersion(twin, NOW);
                      return null;
                    }))
        .isInstanceOf(RuntimeException.class);

    assertThat(source("u1", first.id())).isEmpty();
    assertThat(source("u1", twin.id())).isEmpty();
    assertThat(versionRows(first.id())).isZero();
    assertThat(versionRows(twin.id())).isZero();
  }

  @Test
  void theLookUpFindsTheLiveSourceOfItsUsersKeyOnly() {
    SourceRecord mine = insert(message("u1", "m1", "hello"));
    SourceRecord theirs = insert(message("u2", "m1", "hello"));

    assertThat(lookUp(key("u1", "m1"))).isEqualTo(new StoreTx.LiveSource(false, Optional.of(mine)));
    assertThat(lookUp(key("u2", "m1")).source()).contains(theirs);
    assertThat(lookUp(key("u3", "m1"))).isEqualTo(new StoreTx.LiveSource(false, Optional.empty()));
    assertThat(lookUp(key("u1", "m9")).source()).isEmpty();
    assertThat(lookUp(new SourceKey("u1", "work", SourceType.conversation_message, "m1")).source())
        .isEmpty();
    assertThat(lookUp(new SourceKey("u1", Partitions.PERSONAL, SourceType.document, "m1")).source())
        .isEmpty();
  }

  @Test
  void aTombstonedSourceIsNotLive() {
    SourceRecord m = insert(message("u1", "m1", "hello"));
    store.write(
        "u1",
        tx -> {
          tx.tombstoneSource(m.id(), NOW);
          return null;
        });

    assertThat(lookUp(key("u1", "m1"))).isEqualTo(new StoreTx.LiveSource(false, Optional.empty()));
  }

  @Test
  void aRetiredIdentityIsRetiredForItsUserOnly() {
    insert(message("u1", "m1", "hello"));
    SourceRecord theirs = insert(message("u2", "m1", "hello"));
    store.write(
        "u1",
        tx -> {
          tx.lifecycle().retire(key("u1", "m1"), NOW);
          tx.lifecycle().retire(key("u1", "m7"), NOW);
          return null;
        });

    assertThat(lookUp(key("u1", "m1"))).isEqualTo(StoreTx.LiveSource.RETIRED);
    assertThat(lookUp(key("u1", "m7"))).isEqualTo(StoreTx.LiveSource.RETIRED);
    assertThat(lookUp(key("u2", "m1")))
        .isEqualTo(new StoreTx.LiveSource(false, Optional.of(theirs)));
    assertThat(lookUp(key("u2", "m7")).retired()).isFalse();
    assertThat(lookUp(key("u1", "m2")).retired()).isFalse();
  }

  @Test
  void oneLookUpAnswersEveryKeyOfARequestInItsOrder() {
    SourceRecord m1 = insert(message("u1", "m1", "hello"));
    SourceRecord m3 = insert(message("u1", "m3", "hello"));
    insert(message("u2", "m2", "hello"));
    store.write(
        "u1",
        tx -> {
          tx.lifecycle().retire(key("u1", "m4"), NOW);
          return null;
        });
    List<SourceKey> keys =
        List.of(
            key("u1", "m3"), key("u1", "m2"), key("u1", "m4"), key("u1", "m1"), key("u1", "m3"));

    Map<SourceKey, StoreTx.LiveSource> found =
        store.write("u1", tx -> tx.findLiveSourcesUnlessRetired(keys));

    assertThat(found.keySet())
        .containsExactly(key("u1", "m3"), key("u1", "m2"), key("u1", "m4"), key("u1", "m1"));
    assertThat(found.get(key("u1", "m3")))
        .isEqualTo(new StoreTx.LiveSource(false, Optional.of(m3)));
    assertThat(found.get(key("u1", "m2"))) // u2's m2 is not u1's
        .isEqualTo(new StoreTx.LiveSource(false, Optional.empty()));
    assertThat(found.get(key("u1", "m4"))).isEqualTo(StoreTx.LiveSource.RETIRED);
    assertThat(found.get(key("u1", "m1")))
        .isEqualTo(new StoreTx.LiveSource(false, Optional.of(m1)));
    Map<SourceKey, StoreTx.LiveSource> none =
        store.write("u1", tx -> tx.findLiveSourcesUnlessRetired(List.of()));
    assertThat(none).isEmpty();
  }
}
