package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.auth.ApiKeyRecord;
import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.TypeId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The API key contract on every backend: only hashes stored, keys listed and revoked, and the
 * checking side (a cached copy of the active keys) seeing a revoke once its refresh window passed.
 */
abstract class AbstractApiKeyStoreTests {
  MutableClock clock = new MutableClock(Instant.parse("2026-05-01T10:00:00Z"));
  JdbiMemoryStore store;
  JdbiApiKeyStore keyStore;
  ApiKeys keys;

  /** A store on a fresh, empty, migrated database. */
  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    keyStore = new JdbiApiKeyStore(store);
    keys = new ApiKeys(keyStore, clock, Duration.ofSeconds(2));
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  @Test
  void storesRecordsListsThemAndRevokesOnce() {
    Instant t0 = clock.instant();
    keyStore.insertKey(new ApiKeyRecord("key_a", "u1", KeyScope.read, "aa", t0, null));
    keyStore.insertKey(new ApiKeyRecord("key_b", null, KeyScope.admin, "bb", t0, null));
    assertThat(keyStore.listKeys())
        .containsExactly(
            new ApiKeyRecord("key_a", "u1", KeyScope.read, "aa", t0, null),
            new ApiKeyRecord("key_b", null, KeyScope.admin, "bb", t0, null));

    Instant t1 = t0.plusSeconds(60);
    assertThat(keyStore.revokeKey("key_a", t1)).isTrue();
    assertThat(keyStore.revokeKey("key_a", t1.plusSeconds(60))).as("already revoked").isTrue();
    assertThat(keyStore.revokeKey("key_nope", t1)).isFalse();
    assertThat(keyStore.activeKeys()).extracting(ApiKeyRecord::id).containsExactly("key_b");
    assertThat(keyStore.listKeys().get(0).revokedAt()).as("the first revoke counts").isEqualTo(t1);
  }

  @Test
  void aHashIsStoredOnce() {
    Instant t0 = clock.instant();
    keyStore.insertKey(new ApiKeyRecord("key_a", "u1", KeyScope.read, "aa", t0, null));
    assertThatThrownBy(
            () ->
                keyStore.insertKey(new ApiKeyRecord("key_b", "u2", KeyScope.read, "aa", t0, null)))
        .isInstanceOf(MemoryException.class);
  }

  @Test
  void createdKeysAuthenticateAndOnlyTheirHashIsKept() {
    ApiKeys.Created made = keys.create("u1", KeyScope.write);
    assertThat(made.key()).matches("amk_[A-Za-z0-9_-]{43}");
    assertThat(TypeId.isValid("key", made.record().id())).isTrue();
    ApiKeyRecord stored = keyStore.listKeys().get(0);
    assertThat(stored.keyHash()).isEqualTo(ApiKeys.hashHex(made.key())).hasSize(64);
    assertThat(stored.keyHash()).doesNotContain(made.key().substring(4));
    assertThat(stored.userId()).isEqualTo("u1");

    assertThat(keys.required()).isTrue();
    assertThat(keys.authenticate(made.key())).contains(stored);
    assertThat(keys.authenticate(made.key() + "x")).isEmpty();
    assertThat(keys.authenticate("amk_wrong")).isEmpty();
    assertThat(keys.authenticate(null)).isEmpty();
    assertThat(keys.create("u1", KeyScope.write).key()).isNotEqualTo(made.key());
  }

  @Test
  void noKeysMeansNotRequired() {
    assertThat(keys.required()).isFalse();
  }

  @Test
  void aRevokeMadeElsewhereCountsOnceTheRefreshWindowPassed() {
    ApiKeys.Created made = keys.create("u1", KeyScope.read);
    assertThat(keys.authenticate(made.key())).isPresent();
    // Another process (the CLI) revokes: this instance's cached copy still knows the key...
    new ApiKeys(keyStore, clock, Duration.ofSeconds(2)).revoke(made.record().id());
    assertThat(keys.authenticate(made.key())).isPresent();
    clock.advance(Duration.ofSeconds(2));
    // ...until the window has passed.
    assertThat(keys.authenticate(made.key())).isEmpty();
    assertThat(keys.required()).isFalse();
  }

  @Test
  void adminKeysHaveNoUserAndOtherKeysNeedOne() {
    ApiKeys.Created admin = keys.create(null, KeyScope.admin);
    assertThat(admin.record().userId()).isNull();
    assertThat(keys.authenticate(admin.key()).orElseThrow().scope()).isEqualTo(KeyScope.admin);
    assertThatThrownBy(() -> keys.create("u1", KeyScope.admin))
        .isInstanceOf(MemoryException.class)
        .extracting(e -> ((MemoryException) e).code())
        .isEqualTo(ErrorCode.VALIDATION_FAILED);
    assertThatThrownBy(() -> keys.create(null, KeyScope.read)).isInstanceOf(MemoryException.class);
    assertThatThrownBy(() -> keys.create("bad user!", KeyScope.write))
        .isInstanceOf(MemoryException.class);
    assertThat(keys.list()).hasSize(1);
    assertThat(List.of(KeyScope.values()))
        .extracting(KeyScope::mayWrite)
        .containsExactly(false, true, true);
  }
}
