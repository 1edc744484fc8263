package dev.assistantmemory.core.partition;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.partition.MigrationState.PartitionMigration;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The per-user partition migration fence (CONTRACT.md 3), checked once per request at the edge.
 *
 * <p>A {@code migrated} user (every user this service creates) may omit the key; a key it names
 * must be registered (409 {@code PARTITION_UNAUTHORIZED}) unless the call writes, which registers
 * it ({@code memory:personal} is always the user's). An {@code unmigrated} user may not name a
 * {@code partitionKey} (409 {@code PARTITION_MIGRATION_REQUIRED}). A {@code migrating} user must
 * name one on strict calls (409 {@code PARTITION_REQUIRED}); the key must be a registered partition
 * (409 {@code PARTITION_UNAUTHORIZED}), except that a write registers a new key.
 *
 * <p>The state is read on every request, so it is cached per user: a hit costs no query. This
 * process invalidates an entry when {@link PartitionMaintenance} changes the fence; another process
 * sharing the database (several API nodes on PostgreSQL) sees the change within {@code ttl}. A
 * registered key is read once per key and then cached (registrations are never taken back).
 *
 * <p>Thread-safe.
 */
public final class PartitionFence {
  /** How long another process's fence change may go unseen here. */
  public static final Duration DEFAULT_TTL = Duration.ofSeconds(5);

  /** Users whose fence is kept at most; past it the cache starts over. */
  static final int MAX_ENTRIES = 100_000;

  private record Cached(PartitionMigration migration, long loadedAtNanos) {}

  private final MemoryStore store;
  private final Clock clock;
  private final long ttlNanos;
  private final Map<String, Cached> cache = new ConcurrentHashMap<>();
  private final Map<String, Boolean> registered = new ConcurrentHashMap<>();

  public PartitionFence(MemoryStore store, Clock clock, Duration ttl) {
    this.store = store;
    this.clock = clock;
    this.ttlNanos = ttl.toNanos();
  }

  /** The user's fence (cached). */
  public PartitionMigration state(String userId) {
    long now = System.nanoTime();
    Cached c = cache.get(userId);
    if (c != null && now - c.loadedAtNanos() < ttlNanos) {
      return c.migration();
    }
    PartitionMigration m =
        store.read(
            userId,
            tx ->
                tx.partitions()
                    .migration(userId)
                    .map(
                        r -> new PartitionMigration(MigrationState.valueOf(r.state()), r.version()))
                    .orElse(MigrationState.DEFAULT));
    if (cache.size() >= MAX_ENTRIES) {
      cache.clear(); // crude but bounded: a cold entry costs one query
    }
    cache.put(userId, new Cached(m, now));
    return m;
  }

  /** Forgets the cached fence of the user (after a change). */
  public void invalidate(String userId) {
    cache.remove(userId);
  }

  /**
   * Refuses a call that the user's fence does not admit.
   *
   * @param partitionKey the call's {@code partitionKey} (null = none)
   * @param write true when the call writes (a new key then passes instead of being refused)
   * @return true when the call names a new key on a write: {@link #register} it once the write
   *     succeeded
   * @throws MemoryException {@code PARTITION_MIGRATION_REQUIRED}, {@code PARTITION_REQUIRED} or
   *     {@code PARTITION_UNAUTHORIZED} (409)
   */
  public boolean check(String userId, String partitionKey, AccessScope access, boolean write) {
    MigrationState state = state(userId).state();
    switch (state) {
      case migrated -> {
        // Root content without a key lands in memory:personal, which is always the user's.
        if (partitionKey != null && !Partitions.PERSONAL.equals(partitionKey)) {
          return requireRegistered(userId, partitionKey, write);
        }
      }
      case unmigrated -> {
        if (partitionKey != null) {
          throw new MemoryException(
              ErrorCode.PARTITION_MIGRATION_REQUIRED,
              "User "
                  + userId
                  + " is not migrated to partitions yet: omit partitionKey until the partition"
                  + " migration starts.",
              new ErrorDetails.PartitionMigrationState(state.name()));
        }
      }
      case migrating -> {
        if (partitionKey == null) {
          if (access == AccessScope.partition) {
            throw new MemoryException(
                ErrorCode.PARTITION_REQUIRED,
                "User "
                    + userId
                    + " is being migrated to partitions: strict calls need a partitionKey.",
                new ErrorDetails.PartitionMigrationState(state.name()));
          }
          return false;
        }
        return requireRegistered(userId, partitionKey, write);
      }
    }
    return false;
  }

  /**
   * A key the user registered passes; a read of a key never registered is refused (409
   * PARTITION_UNAUTHORIZED), so a typo or a foreign key is an error rather than an empty answer; a
   * write with a new key passes and answers true: the caller {@link #register}s the key once the
   * write succeeded, so a refused write leaves nothing behind. Registrations are only ever added,
   * so a known key is cached.
   */
  private boolean requireRegistered(String userId, String partitionKey, boolean write) {
    if (registered.containsKey(cacheKey(userId, partitionKey))) {
      return false;
    }
    boolean known = store.read(userId, tx -> tx.partitions().isRegistered(userId, partitionKey));
    if (known) {
      remember(userId, partitionKey);
      return false;
    }
    if (!write) {
      throw new MemoryException(
          ErrorCode.PARTITION_UNAUTHORIZED,
          "Partition " + partitionKey + " is not a registered partition of the user.",
          new ErrorDetails.PartitionNotRegistered(partitionKey));
    }
    return true;
  }

  /** Registers the key (after a write that named it for the first time succeeded). */
  public void register(String userId, String partitionKey) {
    store.write(
        userId,
        tx -> {
          tx.ensureUser(userId, clock.instant());
          tx.partitions().register(userId, partitionKey, clock.instant());
          return null;
        });
    remember(userId, partitionKey);
  }

  private void remember(String userId, String partitionKey) {
    if (registered.size() >= MAX_ENTRIES) {
      registered.clear();
    }
    registered.put(cacheKey(userId, partitionKey), Boolean.TRUE);
  }

  private static String cacheKey(String userId, String partitionKey) {
    return userId + '\u0000' + partitionKey;
  }
}
