package dev.assistantmemory.core.store;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The system-scoped view of a store transaction: reads that cross users, or find a row by its id
 * alone. Only the system entry points ({@link MemoryStore#readAsSystem}, {@link
 * MemoryStore#writeAsSystem}) hand one out; they serve the service's own work (job workers, the
 * index tailer, health), never a request on a user's behalf.
 *
 * <p>The split is the point: a user-scoped transaction ({@link StoreTx}) has no read that omits the
 * owning user, so code acting for a user cannot forget to say whose rows it means. Add a read here
 * only when its caller is genuinely the system; a user-facing read takes the user id (or a {@link
 * dev.assistantmemory.core.access.ReadScope}) and belongs on {@link StoreTx} or {@link GraphTx}.
 */
public interface SystemTx extends StoreTx {
  /** The job by id, whoever's it is. */
  Optional<JobRecord> findJob(String jobId);

  /** Every user's id, in id order (an operator's re-extraction of all users). */
  List<String> userIds();

  /** Jobs waiting or running, across users (health). */
  long countQueuedJobs();

  /** Ids of the source's chunks, whoever's it is. */
  List<String> chunkIdsOfSource(String sourceId);

  /** Chunks by id with their sources' speaker names, across users (index tailer). */
  List<SpokenChunk> chunksByIds(Collection<String> chunkIds);

  /**
   * Every chunk in id order with its source's speaker name, page by page, across users, for
   * rebuilding the index.
   */
  List<SpokenChunk> chunksAfter(String afterId, int limit);

  /** The change log after {@code seq}, across users, in order (index tailer). */
  List<ChangeRecord> changesAfter(long seq, int limit);

  long lastChangeSeq();

  /** The cleanup receipts of bucket uploads of unknown outcome. */
  BlobCleanupTx blobCleanups();

  /** The stored embedding of a node or claim ({@code entity} "node" or "claim") by id alone. */
  float[] embeddingOf(String entity, String id);

  /** Purged sources, across users, whose purge left blobs to the storage cleanup (id order). */
  List<SourceRecord> sourcesAwaitingStorageCleanup(int limit);

  /**
   * Purged sources, across users, that still have chunks or receipts that are not {@code purged} (a
   * purge that did not finish its read-model work; id order).
   */
  List<SourceRecord> purgedSourcesWithReadModelLeftovers(int limit);
}
