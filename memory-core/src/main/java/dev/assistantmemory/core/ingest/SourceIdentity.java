package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import java.util.Optional;

/**
 * The identity rules of an incoming source: writers of one identity take turns, a retired identity
 * is refused, a child source needs a live parent and lands in its parent's partition.
 */
final class SourceIdentity {
  private SourceIdentity() {}

  /**
   * Serialises writers of one identity (so concurrent first requests share one source and one
   * fallback timestamp) and refuses a retired identity with 409 SOURCE_IDENTITY_RETIRED.
   */
  static void guardIdentity(StoreTx tx, SourceKey key) {
    tx.lifecycle().lockIdentity(key);
    refuseRetired(tx, key);
  }

  /** 409 SOURCE_IDENTITY_RETIRED when the identity is retired (no lock: a message of a batch). */
  static void refuseRetired(StoreTx tx, SourceKey key) {
    if (tx.lifecycle().isRetired(key)) {
      throw retired(key);
    }
  }

  /**
   * The live sources of a conversation's messages (no lock: messages of a batch), read with their
   * identities' retirement, by key.
   */
  static java.util.Map<SourceKey, StoreTx.LiveSource> liveSources(
      StoreTx tx, java.util.Collection<SourceKey> keys) {
    return tx.findLiveSourcesUnlessRetired(keys);
  }

  /** A message's live source as {@link #liveSources} read it; 409 SOURCE_IDENTITY_RETIRED. */
  static Optional<SourceRecord> liveUnlessRetired(StoreTx.LiveSource found, SourceKey key) {
    if (found.retired()) {
      throw retired(key);
    }
    return found.source();
  }

  private static MemoryException retired(SourceKey key) {
    return new MemoryException(
        ErrorCode.SOURCE_IDENTITY_RETIRED,
        "The source identity "
            + key.type().name()
            + " '"
            + key.externalId()
            + "' is retired; restore it through /sources/identity/lifecycle before writing it.",
        new ErrorDetails.SourceIdentityRetired(key.type().name(), key.externalId()));
  }

  /**
   * The partition a document or file lands in: a child source's is its parent's (the request's
   * {@code partitionKey} and the context's {@code parentPartitionKey} are not trusted for it);
   * otherwise the requested one.
   */
  static String partitionIn(StoreTx tx, DocumentIngest req, String requested) {
    if (req.parentSourceId() == null) {
      return partitionOf(requested);
    }
    return requireParent(tx, req.userId(), req.parentSourceId()).partitionKey();
  }

  /**
   * The live parent source a child names: 404 NOT_FOUND when the user has no such source (another
   * user's is unknown), 409 SOURCE_TOMBSTONED when it was tombstoned or purged, 409
   * SOURCE_IDENTITY_RETIRED when its identity is retired (retirement blocks parent creation).
   */
  static SourceRecord requireParent(StoreTx tx, String userId, String parentSourceId) {
    Optional<SourceRecord> found = tx.findSource(userId, parentSourceId);
    if (found.isEmpty() || !userId.equals(found.get().userId())) {
      if (tx.lifecycle().purgedAt(userId, parentSourceId).isPresent()) {
        throw parentRemoved(parentSourceId, "purged");
      }
      throw new MemoryException(
          ErrorCode.NOT_FOUND,
          "sourceContext.parentSourceId: not found: no source " + parentSourceId + ".",
          new ErrorDetails.SourceReference("sourceContext.parentSourceId", null));
    }
    SourceRecord parent = found.get();
    if (tx.lifecycle().purgedAt(userId, parentSourceId).isPresent()) {
      throw parentRemoved(parentSourceId, "purged");
    }
    if (parent.tombstonedAt() != null) {
      throw parentRemoved(parentSourceId, "tombstoned");
    }
    if (parent.externalId() != null) {
      refuseRetired(
          tx, new SourceKey(userId, parent.partitionKey(), parent.type(), parent.externalId()));
    }
    return parent;
  }

  private static MemoryException parentRemoved(String parentSourceId, String state) {
    return new MemoryException(
        ErrorCode.SOURCE_TOMBSTONED,
        "sourceContext.parentSourceId: the parent source "
            + parentSourceId
            + " was "
            + state
            + "; a child source needs a live parent.",
        new ErrorDetails.SourceReference("sourceContext.parentSourceId", state));
  }

  static String partitionOf(String requested) {
    return requested == null ? Partitions.PERSONAL : requested;
  }
}
