package dev.assistantmemory.core.auth;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.TypeId;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * API keys: made ({@code amk_} + 32 random bytes, base64url), listed, revoked, and checked. Only
 * the SHA-256 of a key is stored. Checking uses an in-memory copy of the active keys' hashes that
 * is re-read from the store at most every {@code refresh}, so a revoke (or a first key, made by the
 * CLI in another process) takes effect within that window while a request costs one hash and a few
 * constant-time comparisons.
 */
public final class ApiKeys {
  public static final String KEY_PREFIX = "amk_";
  public static final String ID_PREFIX = "key";
  public static final Duration DEFAULT_REFRESH = Duration.ofSeconds(2);

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final int KEY_BYTES = 32;

  private final ApiKeyStore store;
  private final Clock clock;
  private final Duration refresh;
  private final ReentrantLock refreshing = new ReentrantLock();
  private volatile Snapshot snapshot;

  /** The active keys as last read, with their hashes decoded for comparison. */
  private record Snapshot(List<Active> keys, Instant readAt) {}

  private record Active(ApiKeyRecord key, byte[] hash) {}

  /** A key just made: the only moment the key itself exists outside its holder's hands. */
  public record Created(ApiKeyRecord record, String key) {}

  public ApiKeys(ApiKeyStore store, Clock clock, Duration refresh) {
    this.store = store;
    this.clock = clock;
    this.refresh = refresh;
  }

  /**
   * Makes a key. A {@code read} or {@code write} key needs its user; an {@code admin} key must have
   * none (it acts for every user).
   */
  public Created create(String userId, KeyScope scope) {
    if (scope == null) {
      throw new MemoryException(ErrorCode.VALIDATION_FAILED, "scope is required");
    }
    if (scope == KeyScope.admin) {
      if (userId != null) {
        throw new MemoryException(
            ErrorCode.VALIDATION_FAILED, "an admin key acts for every user; give no user");
      }
    } else if (userId == null
        || userId.length() > 200
        || !Partitions.KEY.matcher(userId).matches()) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED, "a " + scope + " key needs a valid user id");
    }
    byte[] secret = new byte[KEY_BYTES];
    RANDOM.nextBytes(secret);
    String key = KEY_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
    ApiKeyRecord record =
        new ApiKeyRecord(
            TypeId.newId(ID_PREFIX), userId, scope, hashHex(key), clock.instant(), null);
    store.insertKey(record);
    invalidate();
    return new Created(record, key);
  }

  public List<ApiKeyRecord> list() {
    return store.listKeys();
  }

  /** Revokes the key with this id; false when there is none. */
  public boolean revoke(String id) {
    boolean found = store.revokeKey(id, clock.instant());
    invalidate();
    return found;
  }

  /** True when at least one key is active (so requests need one); as of the last refresh. */
  public boolean required() {
    return !current().keys().isEmpty();
  }

  /** The active key the presented one hashes to, if any; as of the last refresh. */
  public Optional<ApiKeyRecord> authenticate(String presented) {
    if (presented == null || !presented.startsWith(KEY_PREFIX)) {
      return Optional.empty();
    }
    byte[] hash = hash(presented);
    ApiKeyRecord match = null;
    // Compare against every key, in constant time each, so timing says nothing about which matched.
    for (Active a : current().keys()) {
      if (MessageDigest.isEqual(a.hash(), hash)) {
        match = a.key();
      }
    }
    return Optional.ofNullable(match);
  }

  /** Forgets the cached keys, so the next check reads the store. */
  public void invalidate() {
    snapshot = null;
  }

  private Snapshot current() {
    Snapshot s = snapshot;
    Instant now = clock.instant();
    if (s != null && now.isBefore(s.readAt().plus(refresh))) {
      return s;
    }
    if (s != null && !refreshing.tryLock()) {
      return s; // another request is re-reading; the previous copy is at most a moment older
    }
    if (s == null) {
      refreshing.lock();
    }
    try {
      Snapshot again = snapshot;
      if (again != null && again != s && now.isBefore(again.readAt().plus(refresh))) {
        return again;
      }
      List<Active> keys =
          store.activeKeys().stream()
              .map(k -> new Active(k, HexFormat.of().parseHex(k.keyHash())))
              .toList();
      Snapshot fresh = new Snapshot(keys, now);
      snapshot = fresh;
      return fresh;
    } catch (RuntimeException e) {
      if (s != null) {
        // Keep answering from the last copy while the store is away; retry after the window.
        snapshot = new Snapshot(s.keys(), now);
        return s;
      }
      throw e;
    } finally {
      refreshing.unlock();
    }
  }

  /** SHA-256 hex of the whole key, as stored. */
  public static String hashHex(String key) {
    return HexFormat.of().formatHex(hash(key));
  }

  private static byte[] hash(String key) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }
}
