package dev.assistantmemory.core.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.PartitionTx;
import dev.assistantmemory.core.store.PartitionTx.PartitionMigrationRow;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The fence's cache: one store read per user until invalidated, and the per-state rules. */
class PartitionFenceTest {
  /** A store holding only fence rows, counting the reads that reach it. */
  static final class FenceRows implements MemoryStore {
    final Map<String, PartitionMigrationRow> rows = new HashMap<>();
    final AtomicInteger reads = new AtomicInteger();
    final java.util.Set<String> registered = new java.util.HashSet<>();

    private StoreTx tx() {
      PartitionTx partitions =
          (PartitionTx)
              Proxy.newProxyInstance(
                  PartitionTx.class.getClassLoader(),
                  new Class<?>[] {PartitionTx.class},
                  (p, m, args) ->
                      switch (m.getName()) {
                        case "migration" -> Optional.ofNullable(rows.get((String) args[0]));
                        case "isRegistered" -> registered.contains(args[0] + "/" + args[1]);
                        case "register" -> {
                          registered.add(args[0] + "/" + args[1]);
                          yield null;
                        }
                        default -> throw new UnsupportedOperationException(m.getName());
                      });
      return (StoreTx)
          Proxy.newProxyInstance(
              StoreTx.class.getClassLoader(),
              new Class<?>[] {StoreTx.class},
              (p, m, args) -> {
                if (m.getName().equals("partitions")) {
                  return partitions;
                }
                if (m.getName().equals("ensureUser")) {
                  return null;
                }
                throw new UnsupportedOperationException(m.getName());
              });
    }

    @Override
    public <T> T read(String actingUserId, Function<StoreTx, T> work) {
      reads.incrementAndGet();
      return work.apply(tx());
    }

    @Override
    public <T> T write(String actingUserId, Function<StoreTx, T> work) {
      return work.apply(tx());
    }

    @Override
    public <T> T writeAsSystem(Function<SystemTx, T> work) {
      throw new UnsupportedOperationException();
    }

    @Override
    public <T> T readAsSystem(Function<SystemTx, T> work) {
      throw new UnsupportedOperationException();
    }

    @Override
    public CheckResult check() {
      return CheckResult.OK;
    }

    @Override
    public void close() {}
  }

  @Test
  void aMigratedUserCostsOneStoreReadForAThousandChecks() {
    FenceRows store = new FenceRows();
    PartitionFence fence = new PartitionFence(store, Clock.systemUTC(), Duration.ofMinutes(5));
    assertThat(fence.check("u", "work:x", AccessScope.partition, true)).isTrue();
    fence.register("u", "work:x"); // as the edge does once the write succeeded
    for (int i = 0; i < 1000; i++) {
      fence.check("u", i % 2 == 0 ? null : "work:x", AccessScope.partition, i % 3 == 0);
    }
    // The fence once, the key's registration once.
    assertThat(store.reads.get()).isEqualTo(2);
    assertThat(fence.state("u")).isEqualTo(MigrationState.DEFAULT);
  }

  @Test
  void invalidationRereadsTheFenceAndItsRulesApply() {
    FenceRows store = new FenceRows();
    PartitionFence fence = new PartitionFence(store, Clock.systemUTC(), Duration.ofMinutes(5));
    if (fence.check("u", "work:x", AccessScope.partition, true)) {
      fence.register("u", "work:x");
    }
    store.rows.put("u", new PartitionMigrationRow("unmigrated", 1, null));
    // Cached: the change is not seen until invalidated (the maintenance routes invalidate).
    fence.check("u", "work:x", AccessScope.partition, false);
    fence.invalidate("u");
    assertThatThrownBy(() -> fence.check("u", "work:x", AccessScope.partition, false))
        .isInstanceOfSatisfying(
            MemoryException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.PARTITION_MIGRATION_REQUIRED));
    fence.check("u", null, AccessScope.partition, true);

    store.rows.put("u", new PartitionMigrationRow("migrating", 2, null));
    fence.invalidate("u");
    assertThatThrownBy(() -> fence.check("u", null, AccessScope.partition, false))
        .isInstanceOfSatisfying(
            MemoryException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.PARTITION_REQUIRED));
    fence.check("u", null, AccessScope.workspace, false);
    assertThatThrownBy(() -> fence.check("u", "work:y", AccessScope.partition, false))
        .isInstanceOfSatisfying(
            MemoryException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.PARTITION_UNAUTHORIZED));
    fence.check("u", "work:x", AccessScope.partition, false);
    assertThat(store.reads.get()).isLessThanOrEqualTo(6);
  }

  /** CONTRACT 3 for the migrated users this service creates: a never-written key is refused. */
  @Test
  void aMigratedUserReadingAKeyNeverWrittenIsRefusedAndAWriteRegistersIt() {
    FenceRows store = new FenceRows();
    PartitionFence fence = new PartitionFence(store, Clock.systemUTC(), Duration.ofMinutes(5));
    fence.check("u", null, AccessScope.partition, false);
    fence.check("u", "memory:personal", AccessScope.partition, false);
    for (AccessScope access : AccessScope.values()) {
      assertThatThrownBy(() -> fence.check("u", "work:new", access, false))
          .isInstanceOfSatisfying(
              MemoryException.class,
              e -> {
                assertThat(e.code()).isEqualTo(ErrorCode.PARTITION_UNAUTHORIZED);
                assertThat(e.details())
                    .isEqualTo(new ErrorDetails.PartitionNotRegistered("work:new"));
              });
    }
    assertThat(store.registered).isEmpty();
    // A write with a new key passes and asks to register the key once it succeeded; until then
    // (a refused write) nothing is registered.
    assertThat(fence.check("u", "work:new", AccessScope.partition, true)).isTrue();
    assertThat(store.registered).isEmpty();
    assertThatThrownBy(() -> fence.check("u", "work:new", AccessScope.partition, false))
        .isInstanceOf(MemoryException.class);
    fence.register("u", "work:new");
    assertThat(store.registered).containsExactly("u/work:new");
    assertThat(fence.check("u", "work:new", AccessScope.partition, false)).isFalse();
    assertThat(fence.check("u", "work:new", AccessScope.partition, true)).isFalse();
    // Another user's key is not this user's.
    assertThatThrownBy(() -> fence.check("v", "work:new", AccessScope.partition, false))
        .isInstanceOf(MemoryException.class);
  }

  @Test
  void anExpiredEntryIsReadAgain() {
    FenceRows store = new FenceRows();
    PartitionFence fence = new PartitionFence(store, Clock.systemUTC(), Duration.ZERO);
    fence.state("u");
    fence.state("u");
    assertThat(store.reads.get()).isEqualTo(2);
  }
}
