package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import java.time.Instant;
import java.util.List;

/**
 * The change feed's view of the change log (the log the search index tails) inside one store
 * transaction: one user's entries in sequence order, and the user's feed state.
 */
public interface ChangeFeedTx {
  /**
   * A user's feed state: the epoch cursors must carry, and the first sequence still held for the
   * user (entries below it were compacted away).
   */
  record FeedState(int feedEpoch, long retainedFromSeq) {
    public static final FeedState INITIAL = new FeedState(1, 0);
  }

  /**
   * One change-log entry of the user, with what the entity's row says now (null when it is gone):
   * node type and label, claim predicate, status and asserted-by kind, whether a node or chunk is
   * live.
   */
  record FeedRow(
      long seq,
      String userId,
      String partitionKey,
      String entityType,
      String entityId,
      String action,
      String sourceId,
      String redirectTo,
      Instant recordedAt,
      String nodeType,
      String nodeState,
      String claimPredicate,
      String claimStatus,
      String claimAssertedByKind,
      boolean chunkLive) {}

  FeedState state(String userId);

  /** The user's newest change-log sequence in any partition (0 = none). */
  long head(String userId);

  /** The user's entries of the scope's partitions with {@code after < seq <= through}. */
  List<FeedRow> entries(ReadScope scope, long after, long through, int limit);

  /**
   * Removes the user's entries with {@code seq <= through} and records that the feed holds the
   * user's events from {@code through + 1} on; returns the entries removed.
   */
  int compact(String userId, long through, Instant at);

  /** Starts a new feed epoch for the user (its events before {@code retainFrom} are not served). */
  FeedState startEpoch(String userId, long retainFrom, Instant at);
}
