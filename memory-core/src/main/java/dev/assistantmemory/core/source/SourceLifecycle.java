package dev.assistantmemory.core.source;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.LifecycleCommand;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * POST /maintenance/source-lifecycle (CONTRACT.md 10.2): tombstones, restores or purges one source
 * (with its child sources: a conversation's messages, an email's attachments), guarded by the
 * caller's expected partition and source version, idempotent per {@code commandId}.
 *
 * <ul>
 *   <li>tombstone: the source leaves every read and search (its chunks stay in the index; reads
 *       check the store); restorable for {@link #RESTORE_WINDOW}.
 *   <li>restore: lifts the tombstone when its identity is still free. After a purge it changes
 *       nothing and says {@code freshIngestionRequired: true}: erased content never comes back.
 *   <li>purge: erases content, content hash, external identity, title and author, the stored
 *       revisions and file rows, and the source's chunks (out of the index through the change log);
 *       every receipt ends {@code purged} / {@code SOURCE_PURGED}; the rows stay so internal
 *       references keep resolving. A stored file's blob is content-addressed and may be shared: it
 *       is left to the storage cleanup ({@code storageCleanupState: pending}).
 * </ul>
 *
 * The same {@code commandId} of the same user answers its stored result with {@code replayed:
 * true}; reused for another source or action it is refused. Another user's source is not found and
 * nothing is written.
 */
public final class SourceLifecycle {
  /** How long a tombstoned source can be restored. */
  public static final Duration RESTORE_WINDOW = Duration.ofDays(30);

  /** What the command does. */
  public enum Action {
    tombstone,
    restore,
    purge
  }

  /** The command's answer. */
  public record Result(LifecycleCommand command, boolean replayed) {}

  private final MemoryStore store;
  private final Clock clock;

  public SourceLifecycle(MemoryStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  public Result apply(
      String userId,
      String sourceId,
      String expectedPartitionKey,
      int expectedSourceVersion,
      String commandId,
      Action action) {
    return store.write(
        userId,
        tx -> {
          Optional<LifecycleCommand> stored = tx.lifecycle().command(userId, commandId);
          if (stored.isPresent()) {
            LifecycleCommand c = stored.get();
            if (!c.sourceId().equals(sourceId) || !c.action().equals(action.name())) {
              throw refused(
                  "command_id_reused",
                  "commandId " + commandId + " was already used for another source or action.");
            }
            return new Result(c, true);
          }
          SourceRecord source =
              tx.findSource(userId, sourceId)
                  .orElseThrow(() -> MemoryException.notFound("Source " + sourceId));
          if (!source.partitionKey().equals(expectedPartitionKey)) {
            throw MemoryException.sourcePartitionConflict(
                expectedPartitionKey, source.partitionKey());
          }
          if (source.version() != expectedSourceVersion) {
            throw new MemoryException(
                ErrorCode.SOURCE_VERSION_CONFLICT,
                "The source is at version " + source.version() + ".",
                new ErrorDetails.SourceVersionConflict(source.version()));
          }
          Instant now = clock.instant();
          boolean purged = tx.lifecycle().purgedAt(userId, sourceId).isPresent();
          LifecycleCommand result =
              switch (action) {
                case tombstone -> tombstone(tx, source, purged, commandId, now);
                case restore -> restore(tx, source, purged, commandId, now);
                case purge -> purge(tx, source, purged, commandId, now);
              };
          tx.lifecycle().recordCommand(result, now);
          return new Result(result, false);
        });
  }

  private LifecycleCommand tombstone(
      StoreTx tx, SourceRecord source, boolean purged, String commandId, Instant now) {
    if (purged) {
      throw refused("source_purged", "The source was purged; there is nothing to tombstone.");
    }
    Instant at = source.tombstonedAt();
    if (at == null) {
      at = now;
      List<SourceRecord> removed =
          family(tx, source).stream().filter(s -> s.tombstonedAt() == null).toList();
      HiddenByRemoval hidden = HiddenByRemoval.before(tx, source.userId(), ids(removed));
      for (SourceRecord s : removed) {
        tx.tombstoneSource(s.id(), now);
        // The chunks stay (a restore brings them back), and the change feed tells its readers:
        // one tombstone entry per chunk. The index keeps a chunk whose row exists and search
        // leaves out tombstoned sources as it reads, so a restore is searchable at once.
        logChunks(tx, s, ChangeRecord.DELETE, now);
      }
      hidden.logChanges(tx, now);
    }
    return command(
        source, commandId, Action.tombstone, "tombstoned", false, at.plus(RESTORE_WINDOW));
  }

  private LifecycleCommand restore(
      StoreTx tx, SourceRecord source, boolean purged, String commandId, Instant now) {
    if (purged) {
      return new LifecycleCommand(
          source.userId(),
          commandId,
          source.id(),
          Action.restore.name(),
          "purged",
          true,
          "not_required",
          source.version(),
          null);
    }
    Instant at = source.tombstonedAt();
    if (at != null) {
      if (now.isAfter(at.plus(RESTORE_WINDOW))) {
        throw refused("restore_window_expired", "The source was tombstoned too long ago.");
      }
      SourceKey key =
          new SourceKey(source.userId(), source.partitionKey(), source.type(), source.externalId());
      tx.lifecycle().lockIdentity(key);
      Optional<SourceRecord> live = tx.findLiveSource(key);
      if (live.isPresent() && !live.get().id().equals(source.id())) {
        throw refused(
            "identity_in_use",
            "A newer source (" + live.get().id() + ") carries this identity now.");
      }
      // Children tombstoned with the source come back with it; earlier removals stay removed.
      List<SourceRecord> restored =
          family(tx, source).stream()
              .filter(s -> s.id().equals(source.id()) || at.equals(s.tombstonedAt()))
              .toList();
      HiddenByRemoval hidden = HiddenByRemoval.before(tx, source.userId(), ids(restored));
      for (SourceRecord s : restored) {
        tx.lifecycle().untombstoneSource(s.id());
        logChunks(tx, s, ChangeRecord.UPSERT, now);
      }
      hidden.logChanges(tx, now);
    }
    return command(source, commandId, Action.restore, "restored", false, null);
  }

  private LifecycleCommand purge(
      StoreTx tx, SourceRecord source, boolean purged, String commandId, Instant now) {
    int files = 0;
    if (!purged) {
      List<SourceRecord> family = family(tx, source);
      // A purge of a live source removes it too: what only it said leaves the reads.
      HiddenByRemoval hidden = HiddenByRemoval.before(tx, source.userId(), ids(family));
      for (SourceRecord s : family) {
        List<String> chunks = tx.chunkIdsOfSource(source.userId(), s.id());
        // The change log entries are labelled from the chunk rows: write them before the delete.
        for (String chunkId : chunks) {
          tx.appendChange(source.userId(), "chunk", chunkId, "delete", now);
        }
        tx.deleteChunks(chunks);
        for (OperationRecord op : tx.unfinishedOperations(source.userId(), s.id())) {
          tx.cancelJob(op.jobId(), now);
        }
        tx.lifecycle().purgeOperations(s.id(), now);
        files += tx.lifecycle().purgeSource(s.id(), now);
      }
      hidden.logChanges(tx, now);
    }
    return new LifecycleCommand(
        source.userId(),
        commandId,
        source.id(),
        Action.purge.name(),
        "purged",
        true,
        files > 0 ? "pending" : "not_required",
        source.version(),
        null);
  }

  /** One change-log entry per chunk of the source: the feed's and the index's signal. */
  private static void logChunks(StoreTx tx, SourceRecord s, String action, Instant now) {
    for (String chunkId : tx.chunkIdsOfSource(s.userId(), s.id())) {
      tx.appendChange(s.userId(), ChangeRecord.CHUNK, chunkId, action, now);
    }
  }

  private static List<String> ids(List<SourceRecord> sources) {
    return sources.stream().map(SourceRecord::id).toList();
  }

  /** The source and its descendants. */
  private static List<SourceRecord> family(StoreTx tx, SourceRecord root) {
    List<SourceRecord> out = new ArrayList<>();
    out.add(root);
    for (int i = 0; i < out.size(); i++) {
      out.addAll(tx.lifecycle().childSources(root.userId(), out.get(i).id()));
    }
    return out;
  }

  private static LifecycleCommand command(
      SourceRecord source,
      String commandId,
      Action action,
      String state,
      boolean fresh,
      Instant restorableUntil) {
    return new LifecycleCommand(
        source.userId(),
        commandId,
        source.id(),
        action.name(),
        state,
        fresh,
        "not_required",
        source.version(),
        restorableUntil);
  }

  private static MemoryException refused(String reason, String message) {
    return new MemoryException(
        ErrorCode.LIFECYCLE_REFUSED, message, new ErrorDetails.RefusalReason(reason));
  }
}
