package dev.assistantmemory.core.feed;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ChangeFeedTx.FeedRow;
import dev.assistantmemory.core.store.ChangeFeedTx.FeedState;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongSupplier;

/**
 * The change feed (CONTRACT.md section 5, {@code /query/change-feed}): one user's change-log
 * entries (the log the search index tails; there is no second log) in sequence order, paged by an
 * opaque cursor. The first page of a pass freezes {@code throughSequence}: the pass delivers every
 * event of the scope up to it exactly once, whatever is written meanwhile, and every continuation
 * keeps it. {@code complete} and {@code pageComplete} are the same flag (the original's: the pass
 * is done, whatever was written after the freeze); a cursor at the end of a pass starts the next
 * pass, frozen at the head then.
 */
public final class ChangeFeedService {
  public static final int FEED_SCHEMA_EPOCH = 1;

  private final MemoryStore store;
  private final LongSupplier indexedSeq;
  private final Clock clock;

  /**
   * @param indexedSeq the last change-log sequence visible to searches (the index tailer's)
   */
  public ChangeFeedService(MemoryStore store, LongSupplier indexedSeq, Clock clock) {
    this.store = store;
    this.indexedSeq = indexedSeq;
    this.clock = clock;
  }

  /** Why a cursor cannot continue; the caller starts again without one. */
  public enum InvalidReason {
    malformed,
    user_mismatch,
    partition_mismatch,
    epoch_mismatch,
    sequence_unavailable
  }

  public record CursorInvalid(
      InvalidReason reason,
      String message,
      Integer requestedFeedEpoch,
      int currentFeedEpoch,
      Long throughSequence) {}

  /**
   * One event. kind: {@code node} (a {@code commitment} for a Task), {@code claim}, {@code source}
   * (a source's searchable chunk), {@code deletion}, {@code redirect} (a node merged into another;
   * payload {@code redirectTo}). action: {@code upsert} or {@code tombstone}. status and provenance
   * describe the entity as it is now (null when it is gone); freshness says whether the change is
   * searchable yet ({@code indexed}) or not ({@code pending}).
   */
  public record Event(
      String eventId,
      String userId,
      String partitionKey,
      int feedEpoch,
      long sequence,
      String kind,
      String action,
      String entityType,
      String entityId,
      String sourceId,
      java.time.Instant effectiveChangeTime,
      String provenance,
      String freshness,
      String status,
      Payload payload,
      String tieBreaker) {}

  /**
   * What an event adds about its entity: a node's type, a claim's predicate, a merged node's
   * survivor; each null where it does not apply.
   */
  public record Payload(String nodeType, String predicate, String redirectTo) {}

  public record Page(
      int feedEpoch,
      long throughSequence,
      List<Event> events,
      String nextCursor,
      boolean complete,
      boolean pageComplete,
      CursorInvalid cursorInvalid) {}

  /** The scope as a cursor names it: the partitions, or {@code *} for all of the user's. */
  static String scopeKey(ReadScope scope) {
    return scope.partitions().isEmpty() ? "*" : String.join(",", new TreeSet<>(scope.partitions()));
  }

  public Page page(ReadScope scope, String cursorText, int limit) {
    String user = scope.userId();
    String scopeKey = scopeKey(scope);
    return store.read(
        user,
        tx -> {
          FeedState state = tx.feed().state(user);
          long head = Math.max(tx.feed().head(user), state.retainedFromSeq() - 1);
          long after = Math.max(0, state.retainedFromSeq() - 1);
          long through = head;
          if (cursorText != null) {
            FeedCursor c = FeedCursor.decode(cursorText).orElse(null);
            CursorInvalid invalid = check(c, user, scopeKey, state, head);
            if (invalid != null) {
              return new Page(state.feedEpoch(), head, List.of(), null, false, false, invalid);
            }
            if (c.afterSequence() < c.throughSequence()) {
              after = c.afterSequence();
              through = c.throughSequence();
            } else {
              after = c.afterSequence();
              through = head;
            }
          }
          List<FeedRow> rows = tx.feed().entries(scope, after, through, limit + 1);
          boolean passDone = rows.size() <= limit;
          List<FeedRow> page = passDone ? rows : rows.subList(0, limit);
          long last = passDone ? through : page.get(page.size() - 1).seq();
          long indexed = indexedSeq.getAsLong();
          Set<String> hidden = hidden(tx, user, page);
          List<Event> events = new ArrayList<>(page.size());
          for (FeedRow r : page) {
            boolean gone = hidden.contains(r.entityType() + ":" + r.entityId());
            events.add(event(r, state.feedEpoch(), indexed, gone));
          }
          String next = new FeedCursor(user, scopeKey, state.feedEpoch(), through, last).encode();
          return new Page(state.feedEpoch(), through, events, next, passDone, passDone, null);
        });
  }

  /**
   * Why the cursor cannot continue, or null. The answer's {@code throughSequence} is always the
   * reader's current watermark (never the one stored in the cursor, which may be another user's).
   */
  private static CursorInvalid check(
      FeedCursor c, String user, String scopeKey, FeedState state, long head) {
    int epoch = state.feedEpoch();
    if (c == null) {
      return new CursorInvalid(
          InvalidReason.malformed, "The cursor is not one this feed issued.", null, epoch, head);
    }
    if (!c.userId().equals(user)) {
      return new CursorInvalid(
          InvalidReason.user_mismatch,
          "The cursor was issued for another user.",
          c.feedEpoch(),
          epoch,
          head);
    }
    if (!c.scopeKey().equals(scopeKey)) {
      return new CursorInvalid(
          InvalidReason.partition_mismatch,
          "The cursor was issued for another partition scope.",
          c.feedEpoch(),
          epoch,
          head);
    }
    if (c.feedEpoch() != epoch) {
      return new CursorInvalid(
          InvalidReason.epoch_mismatch,
          "The feed has started a new epoch since the cursor was issued; read it again from the"
              + " start.",
          c.feedEpoch(),
          epoch,
          head);
    }
    if (c.afterSequence() < state.retainedFromSeq() - 1) {
      return new CursorInvalid(
          InvalidReason.sequence_unavailable,
          "Events after the cursor's position were compacted away; read the feed again from the"
              + " start.",
          c.feedEpoch(),
          epoch,
          head);
    }
    if (c.throughSequence() > head) {
      return new CursorInvalid(
          InvalidReason.sequence_unavailable,
          "The cursor is ahead of the change log (restored from an earlier copy?); read the feed"
              + " again from the start.",
          c.feedEpoch(),
          epoch,
          head);
    }
    return null;
  }

  /**
   * The page's claims and live nodes that the reads leave out because only removed sources stated
   * them, as {@code type:id}: their rows are unchanged, but they are gone for a client.
   */
  private static Set<String> hidden(StoreTx tx, String user, List<FeedRow> page) {
    Set<String> claims = new HashSet<>();
    Set<String> nodes = new HashSet<>();
    for (FeedRow r : page) {
      if ("claim".equals(r.entityType()) && r.claimStatus() != null) {
        claims.add(r.entityId());
      } else if ("node".equals(r.entityType()) && "live".equals(r.nodeState())) {
        nodes.add(r.entityId());
      }
    }
    Set<String> out = new HashSet<>();
    if (!claims.isEmpty()) {
      tx.claimsOnlyFromRemovedSources(user, claims).forEach(id -> out.add("claim:" + id));
    }
    if (!nodes.isEmpty()) {
      tx.nodesKnownOnlyFromRemovedSources(user, nodes).forEach(id -> out.add("node:" + id));
    }
    return out;
  }

  private static Event event(FeedRow r, int epoch, long indexed, boolean hidden) {
    boolean tombstone = !ChangeRecord.UPSERT.equals(r.action());
    String nodeType = null;
    String predicate = null;
    String redirectTo = null;
    String kind;
    String status = null;
    String provenance = null;
    switch (r.entityType()) {
      case "node" -> {
        kind = "Task".equals(r.nodeType()) ? "commitment" : "node";
        status = r.nodeState();
        nodeType = r.nodeType();
      }
      case "claim" -> {
        kind = "claim";
        status = r.claimStatus() != null ? r.claimStatus() : "deleted";
        if (r.claimAssertedByKind() != null) {
          provenance =
              "assistant_inferred".equals(r.claimAssertedByKind()) ? "candidate" : "trusted";
        }
        predicate = r.claimPredicate();
      }
      case "chunk" -> {
        kind = "source";
        status = r.chunkLive() ? "live" : "deleted";
      }
      default -> kind = r.entityType();
    }
    if (tombstone) {
      if (r.redirectTo() != null) {
        kind = "redirect";
        redirectTo = r.redirectTo();
      } else {
        kind = "deletion";
      }
    }
    if (hidden || ("node".equals(r.entityType()) && status == null)) {
      status = "deleted";
    }
    return new Event(
        epoch + ":" + r.seq(),
        r.userId(),
        r.partitionKey(),
        epoch,
        r.seq(),
        kind,
        tombstone ? "tombstone" : "upsert",
        r.entityType(),
        r.entityId(),
        r.sourceId(),
        r.recordedAt(),
        provenance,
        r.seq() <= indexed ? "indexed" : "pending",
        status,
        new Payload(nodeType, predicate, redirectTo),
        String.format("%020d", r.seq()));
  }

  /**
   * Compacts the user's feed: removes the user's change-log entries up to {@code through} (never
   * past what the search index has absorbed); cursors behind the new start then answer {@code
   * sequence_unavailable}. Returns the entries removed.
   */
  public int compact(String userId, long through) {
    long upTo = Math.min(through, indexedSeq.getAsLong());
    return store.write(userId, tx -> tx.feed().compact(userId, upTo, clock.instant()));
  }

  /**
   * Starts a new feed epoch for the user: every cursor issued before answers {@code
   * epoch_mismatch}; the new epoch serves the events recorded from now on. For when the user's
   * history was rewritten wholesale (a restore, a re-import), so a consumer must read afresh.
   */
  public int startNewEpoch(String userId) {
    return store.write(
        userId,
        tx -> {
          tx.serializeWithOtherWriters();
          long head = tx.feed().head(userId);
          FeedState s = tx.feed().state(userId);
          return tx.feed()
              .startEpoch(userId, Math.max(head + 1, s.retainedFromSeq()), clock.instant())
              .feedEpoch();
        });
  }
}
