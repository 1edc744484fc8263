package dev.assistantmemory.core.store;

import dev.assistantmemory.model.ReceiptStatus;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The data operations available inside one user-scoped store transaction ({@link MemoryStore#read},
 * {@link MemoryStore#write}). Every read takes the owning user (or a {@link
 * dev.assistantmemory.core.access.ReadScope}) as a predicate: there is no way to read a row without
 * saying whose it must be.
 *
 * <p>Reads that cross users or find a row by its id alone (a job by id, the change log, queue
 * counts, index rebuild paging) are system operations: they live on {@link SystemTx}, which only
 * {@link MemoryStore#readAsSystem} and {@link MemoryStore#writeAsSystem} hand out. Writes address
 * rows by id: the caller has read them under its user first.
 */
public interface StoreTx extends GraphTx {
  /** The context features' reads in this transaction. */
  ContextTx context();

  void ensureUser(String userId, Instant now);

  /** The commitment reads and due-time rows of this transaction. */
  CommitmentTx commitments();

  /** The graph maintenance reads of this transaction. */
  MaintenanceTx maintenance();

  /**
   * Takes the writers' turn: from here to commit no other writing transaction interleaves (the lock
   * that orders change-log appends; nothing where writes are serial anyway).
   */
  void serializeWithOtherWriters();

  Optional<Scratchpad> scratchpad(String userId);

  /** Creates or replaces the user's scratchpad. */
  void saveScratchpad(String userId, String content, Instant at);

  Optional<SourceRecord> findLiveSource(SourceKey key);

  /**
   * For each key, whether its identity is retired and, when it is not, its live source ({@link
   * #findLiveSource}): the two reads each message of an incoming conversation needs, for all its
   * messages in one read where the store can (a round trip on a database server). By default the
   * two reads of each key in turn, the second only when the identity is not retired. The keys are
   * the acting user's.
   */
  default java.util.Map<SourceKey, LiveSource> findLiveSourcesUnlessRetired(
      Collection<SourceKey> keys) {
    java.util.Map<SourceKey, LiveSource> out = new java.util.LinkedHashMap<>();
    for (SourceKey key : keys) {
      out.computeIfAbsent(
          key,
          k ->
              lifecycle().isRetired(k)
                  ? LiveSource.RETIRED
                  : new LiveSource(false, findLiveSource(k)));
    }
    return out;
  }

  /** See {@link #findLiveSourcesUnlessRetired}: {@code source} is empty when {@code retired}. */
  record LiveSource(boolean retired, Optional<SourceRecord> source) {
    public static final LiveSource RETIRED = new LiveSource(true, Optional.empty());
  }

  Optional<SourceRecord> findSource(String userId, String sourceId);

  /**
   * The user's sources among {@code sourceIds} without their content ({@link
   * SourceRecord#content()} is null; {@link #findSource} reads it): what search hydration and
   * provenance lists need.
   */
  List<SourceRecord> findSourceHeads(String userId, Collection<String> sourceIds);

  /** Children of a conversation created by one operation, in position order. */
  List<SourceRecord> sourcesCreatedBy(String userId, String operationId);

  int countChildren(String userId, String parentId);

  void insertSource(SourceRecord source);

  /** Records one revision of a source's content verbatim; applied=false keeps refused variants. */
  void insertSourceVersion(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt);

  /**
   * Inserts a new source ({@link #insertSource}) and records its content as its applied revision
   * {@code source.version()} ({@link #insertSourceVersion}), in that order; where the store can,
   * sent with the writes and the statement after them (a request's new messages in one round trip).
   */
  default void insertSourceWithVersion(SourceRecord source, Instant recordedAt) {
    insertSource(source);
    insertSourceVersion(
        source.id(), source.version(), source.contentHash(), source.content(), true, recordedAt);
  }

  void updateSourceContent(SourceRecord source);

  /** Stores the host-supplied source context verbatim (JSON text, or null). */
  void updateSourceContext(String sourceId, String sourceContextJson);

  void updateSourceDisplay(String sourceId, String title, String author);

  void tombstoneSource(String sourceId, Instant at);

  Optional<OperationRecord> findOperation(String userId, String operationId);

  Optional<OperationRecord> latestOperation(String userId, String sourceId);

  List<OperationRecord> unfinishedOperations(String userId, String sourceId);

  void insertOperation(OperationRecord operation);

  /**
   * Moves an unfinished receipt on; a terminal receipt (completed, failed, purged) never changes.
   */
  void updateOperation(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now);

  void insertJob(JobRecord job);

  /** The user's job by id. */
  Optional<JobRecord> findJob(String userId, String jobId);

  void cancelJob(String jobId, Instant now);

  /**
   * Inserts chunks that do not exist yet (same source, version, ordinal); returns those inserted.
   */
  List<ChunkRecord> insertChunks(List<ChunkRecord> chunks);

  /** The user's chunks of a source other than the given version (superseded content). */
  List<String> chunkIdsOfOtherVersions(String userId, String sourceId, int keepVersion);

  /** Ids of the user's chunks of the source. */
  List<String> chunkIdsOfSource(String userId, String sourceId);

  void deleteChunks(Collection<String> chunkIds);

  /**
   * The user's chunks among the ids (others are not found), without their vectors ({@link
   * ChunkRecord#embedding()} is null): what hydration needs, a sixth of the row.
   */
  List<ChunkRecord> chunksWithoutEmbedding(String userId, Collection<String> chunkIds);

  /**
   * Appends to the change log. The entry is labelled from the entity's row as it is now (its
   * partition, its source, for a deleted node the node it was merged into): append before removing
   * a row.
   */
  void appendChange(String userId, String entityType, String entityId, String action, Instant at);

  /**
   * Inserts the chunks that do not exist yet (as {@link #insertChunks}) and appends a change-log
   * upsert for each one inserted, in order; returns those inserted. Batched where the store can.
   */
  default List<ChunkRecord> insertChunksLogged(List<ChunkRecord> chunks, Instant at) {
    List<ChunkRecord> inserted = insertChunks(chunks);
    for (ChunkRecord c : inserted) {
      appendChange(c.userId(), ChangeRecord.CHUNK, c.id(), ChangeRecord.UPSERT, at);
    }
    return inserted;
  }

  /**
   * Inserts the node with its card's embedding ({@code vector}; null: none) and appends its
   * change-log upsert: {@link #insertNode(NodeRecord, float[])} then {@link #appendChange}, in one
   * round trip where the store can.
   */
  default void insertNodeLogged(NodeRecord node, float[] vector, Instant at) {
    insertNode(node, vector);
    appendChange(node.userId(), "node", node.id(), ChangeRecord.UPSERT, at);
  }

  /**
   * Inserts the claim with its statement's embedding ({@code vector}; null: none), its evidence
   * from its own source with {@code excerpt} (when it cites one), and its change-log upsert: {@link
   * #insertClaim(ClaimRecord, float[])}, {@link #insertEvidence}, {@link #appendChange}, in one
   * round trip where the store can.
   */
  default void insertClaimLogged(ClaimRecord claim, float[] vector, String excerpt, Instant at) {
    insertClaim(claim, vector);
    if (claim.sourceId() != null) {
      insertEvidence(claim.id(), claim.sourceId(), excerpt, at);
    }
    appendChange(claim.userId(), "claim", claim.id(), ChangeRecord.UPSERT, at);
  }

  /** The change feed's reads of the change log and its per-user state. */
  ChangeFeedTx feed();

  /** Source reads, lifecycle and receipt notes (their own store class). */
  SourceTx sources();

  /** Source lifecycle: identity locks and retirements, origins, retried receipts. */
  LifecycleTx lifecycle();

  /** Partition migration: the fence, registered partitions, reclassification. */
  PartitionTx partitions();

  /** Re-extraction: the claims a source gave and the reports of re-extraction receipts. */
  ReExtractionTx reextraction();
}
