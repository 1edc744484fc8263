package dev.assistantmemory.core.source;

import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.SourceType;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * POST /sources/identity/lifecycle (CONTRACT.md 4.7): retires or restores source identities (user +
 * partition + type + external id). A retired identity refuses every later write of it (document,
 * conversation and its messages, transcript) with 409 SOURCE_IDENTITY_RETIRED until restored; the
 * stored source itself is left as it is. An identity may be retired before any source carries it,
 * which blocks its creation. All identities of one request change in one transaction, each under
 * its identity lock, so a retirement and a concurrent write of the same identity are ordered.
 */
public final class IdentityLifecycle {
  /** What the request does to its identities. */
  public enum Action {
    retire,
    restore
  }

  /** One identity of the request. */
  public record Identity(SourceType type, String externalId) {}

  /** A live source carrying one of the identities. */
  public record Affected(
      String sourceId,
      String partitionKey,
      int sourceVersion,
      SourceType type,
      String externalId) {}

  private final MemoryStore store;
  private final Clock clock;

  public IdentityLifecycle(MemoryStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  /**
   * Applies {@code action} to the identities in {@code partitionKey} (null: the default root
   * partition); returns the live sources that carry them, in request order.
   */
  public List<Affected> apply(
      String userId, String partitionKey, List<Identity> identities, Action action) {
    String partition = partitionKey == null ? Partitions.PERSONAL : partitionKey;
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(userId, now);
          List<Affected> out = new ArrayList<>();
          for (Identity id : identities) {
            SourceKey key = new SourceKey(userId, partition, id.type(), id.externalId());
            tx.lifecycle().lockIdentity(key);
            if (action == Action.retire) {
              tx.lifecycle().retire(key, now);
            } else {
              tx.lifecycle().restore(key);
            }
            Optional<SourceRecord> live = tx.findLiveSource(key);
            live.ifPresent(
                s ->
                    out.add(
                        new Affected(
                            s.id(), s.partitionKey(), s.version(), s.type(), s.externalId())));
          }
          return out;
        });
  }
}
