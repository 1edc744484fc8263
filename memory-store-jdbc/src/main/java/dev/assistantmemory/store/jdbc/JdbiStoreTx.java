package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.CommitmentTx;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SourceTx;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * {@link SystemTx} (and so {@link StoreTx}) on one Jdbi handle inside a transaction. The store
 * hands it out typed as a {@link StoreTx} to user-scoped work, as a {@link SystemTx} only to the
 * system. A thin facade: each table group's SQL lives in its own class ({@link JdbiSourceRows},
 * {@link JdbiOperationRows}, {@link JdbiNodeRows}, {@link JdbiClaimRows}, {@link JdbiLogRows},
 * {@link JdbiUserRows}), all on the same handle, so everything stays in the one transaction.
 */
final class JdbiStoreTx implements SystemTx {
  private final Handle h;
  private final JdbiSourceRows sourceRows;
  private final JdbiOperationRows operationRows;
  private final JdbiNodeRows nodeRows;
  private final JdbiClaimRows claimRows;
  private final JdbiLogRows logRows;
  private final JdbiUserRows userRows;
  private final SqlDialect dialect;

  private final TaskStateViewCache<CommitmentTx.CommitmentQuery, CommitmentTx.CommitmentRow>
      commitmentViews;
  private final TaskStateViewCache<TaskStatesQuery, TaskState> taskStateViews;

  /** The arguments of {@link #taskStates}: the key of its cached views. */
  record TaskStatesQuery(String userId, String partitionKey, Scope scope, int limit) {}

  JdbiStoreTx(
      Handle h,
      SqlDialect dialect,
      TaskStateViewCache<CommitmentTx.CommitmentQuery, CommitmentTx.CommitmentRow> commitmentViews,
      TaskStateViewCache<TaskStatesQuery, TaskState> taskStateViews) {
    this.h = h;
    this.commitmentViews = commitmentViews;
    this.taskStateViews = taskStateViews;
    this.sourceRows = new JdbiSourceRows(h);
    this.operationRows = new JdbiOperationRows(h);
    this.nodeRows = new JdbiNodeRows(h);
    this.claimRows = new JdbiClaimRows(h);
    this.logRows = new JdbiLogRows(h, dialect);
    this.userRows = new JdbiUserRows(h);
    this.dialect = dialect;
  }

  Handle handle() {
    return h;
  }

  @Override
  public dev.assistantmemory.core.store.MaintenanceTx maintenance() {
    return new JdbiMaintenanceTx(h);
  }

  @Override
  public dev.assistantmemory.core.store.CommitmentTx commitments() {
    return new JdbiCommitmentTx(h, commitmentViews);
  }

  @Override
  public dev.assistantmemory.core.store.ChangeFeedTx feed() {
    return new JdbiChangeFeedTx(h);
  }

  @Override
  public dev.assistantmemory.core.store.ContextTx context() {
    return new JdbiContextTx(h);
  }

  @Override
  public SourceTx sources() {
    return new JdbiSourceTx(h);
  }

  @Override
  public dev.assistantmemory.core.store.PartitionTx partitions() {
    return new JdbiPartitionTx(h);
  }

  @Override
  public List<String> userIds() {
    return h.createQuery("SELECT id FROM users ORDER BY id").mapTo(String.class).list();
  }

  @Override
  public dev.assistantmemory.core.store.ReExtractionTx reextraction() {
    return new JdbiReExtractionTx(h);
  }

  @Override
  public dev.assistantmemory.core.store.BlobCleanupTx blobCleanups() {
    return new JdbiBlobCleanupRows(h);
  }

  @Override
  public dev.assistantmemory.core.store.LifecycleTx lifecycle() {
    return new JdbiLifecycleTx(h, dialect);
  }

  @Override
  public void ensureUser(String userId, Instant now) {
    userRows.ensureUser(userId, now);
  }

  @Override
  public Optional<SourceRecord> findLiveSource(SourceKey key) {
    return sourceRows.findLiveSource(key);
  }

  @Override
  public Optional<SourceRecord> findSource(String userId, String sourceId) {
    return sourceRows.findSource(userId, sourceId);
  }

  @Override
  public List<SourceRecord> findSourceHeads(String userId, Collection<String> sourceIds) {
    return sourceRows.findSourceHeads(userId, sourceIds);
  }

  @Override
  public List<SourceRecord> sourcesCreatedBy(String userId, String operationId) {
    return sourceRows.sourcesCreatedBy(userId, operationId);
  }

  @Override
  public int countChildren(String userId, String parentId) {
    return sourceRows.countChildren(userId, parentId);
  }

  @Override
  public void insertSource(SourceRecord s) {
    sourceRows.insertSource(s);
  }

  @Override
  public void insertSourceVersion(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt) {
    sourceRows.insertSourceVersion(sourceId, version, contentHash, content, applied, recordedAt);
  }

  @Override
  public void updateSourceContent(SourceRecord s) {
    sourceRows.updateSourceContent(s);
  }

  @Override
  public void updateSourceContext(String sourceId, String sourceContextJson) {
    sourceRows.updateSourceContext(sourceId, sourceContextJson);
  }

  @Override
  public void updateSourceDisplay(String sourceId, String title, String author) {
    sourceRows.updateSourceDisplay(sourceId, title, author);
  }

  @Override
  public void tombstoneSource(String sourceId, Instant at) {
    sourceRows.tombstoneSource(sourceId, at);
  }

  @Override
  public Optional<OperationRecord> findOperation(String userId, String operationId) {
    return operationRows.findOperation(userId, operationId);
  }

  @Override
  public Optional<OperationRecord> latestOperation(String userId, String sourceId) {
    return operationRows.latestOperation(userId, sourceId);
  }

  @Override
  public List<OperationRecord> unfinishedOperations(String userId, String sourceId) {
    return operationRows.unfinishedOperations(userId, sourceId);
  }

  @Override
  public void insertOperation(OperationRecord op) {
    operationRows.insertOperation(op);
  }

  @Override
  public void updateOperation(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now) {
    operationRows.updateOperation(operationId, status, stage, errorCode, now);
  }

  @Override
  public void insertJob(JobRecord j) {
    operationRows.insertJob(j);
  }

  @Override
  public Optional<JobRecord> findJob(String userId, String jobId) {
    return operationRows.findJob(userId, jobId);
  }

  @Override
  public Optional<JobRecord> findJob(String jobId) {
    return operationRows.findJob(jobId);
  }

  @Override
  public void cancelJob(String jobId, Instant now) {
    operationRows.cancelJob(jobId, now);
  }

  @Override
  public List<ChunkRecord> insertChunks(List<ChunkRecord> chunks) {
    return sourceRows.insertChunks(chunks);
  }

  @Override
  public List<String> chunkIdsOfOtherVersions(String userId, String sourceId, int keepVersion) {
    return sourceRows.chunkIdsOfOtherVersions(userId, sourceId, keepVersion);
  }

  @Override
  public List<String> chunkIdsOfSource(String userId, String sourceId) {
    return sourceRows.chunkIdsOfSource(userId, sourceId);
  }

  @Override
  public List<String> chunkIdsOfSource(String sourceId) {
    return sourceRows.chunkIdsOfSource(sourceId);
  }

  @Override
  public void deleteChunks(Collection<String> chunkIds) {
    sourceRows.deleteChunks(chunkIds);
  }

  @Override
  public List<ChunkRecord> chunksWithoutEmbedding(String userId, Collection<String> chunkIds) {
    return sourceRows.chunksWithoutEmbedding(userId, chunkIds);
  }

  @Override
  public List<ChunkRecord> chunksByIds(Collection<String> chunkIds) {
    return sourceRows.chunksByIds(chunkIds);
  }

  @Override
  public void appendChange(
      String userId, String entityType, String entityId, String action, Instant at) {
    logRows.appendChange(userId, entityType, entityId, action, at);
  }

  @Override
  public List<ChangeRecord> changesAfter(long seq, int limit) {
    return logRows.changesAfter(seq, limit);
  }

  @Override
  public long lastChangeSeq() {
    return logRows.lastChangeSeq();
  }

  @Override
  public List<ChunkRecord> chunksAfter(String afterId, int limit) {
    return sourceRows.chunksAfter(afterId, limit);
  }

  @Override
  public long countQueuedJobs() {
    return operationRows.countQueuedJobs();
  }

  @Override
  public void insertNode(NodeRecord n) {
    nodeRows.insertNode(n);
  }

  @Override
  public Optional<NodeRecord> findNode(String userId, String nodeId) {
    return nodeRows.findNode(userId, nodeId);
  }

  @Override
  public Optional<NodeRecord> findNode(ReadScope scope, String nodeId) {
    return nodeRows.findNode(scope, nodeId);
  }

  @Override
  public int markNodeDeleted(String nodeId, Instant at) {
    return nodeRows.markNodeDeleted(nodeId, at);
  }

  @Override
  public void updateNode(
      String nodeId, String nodeType, String label, String description, Instant now) {
    nodeRows.updateNode(nodeId, nodeType, label, description, now);
  }

  @Override
  public List<NodeRecord> nodesById(
      String userId,
      dev.assistantmemory.model.Scope scope,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int limit) {
    return nodeRows.nodesById(userId, scope, partitions, nodeTypes, limit);
  }

  @Override
  public List<String> mergeNodeInto(String userId, String fromId, String intoId, Instant at) {
    return nodeRows.mergeNodeInto(userId, fromId, intoId, at);
  }

  @Override
  public Optional<NodeRecord> findSelfNode(String userId) {
    return nodeRows.findSelfNode(userId);
  }

  @Override
  public void serializeWithOtherWriters() {
    logRows.serializeWithOtherWriters();
  }

  @Override
  public Optional<dev.assistantmemory.core.store.Scratchpad> scratchpad(String userId) {
    return userRows.scratchpad(userId);
  }

  @Override
  public void saveScratchpad(String userId, String content, Instant at) {
    userRows.saveScratchpad(userId, content, at);
  }

  @Override
  public List<NodeRecord> findNodesByName(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name) {
    return nodeRows.findNodesByName(userId, partitionKey, scope, nodeType, name);
  }

  @Override
  public List<NodeRecord> findNodesWithWord(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String word,
      int limit) {
    return nodeRows.findNodesWithWord(userId, partitionKey, scope, nodeType, word, limit);
  }

  @Override
  public Optional<ClaimRecord> findClaimOfNamedNode(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name,
      String predicate,
      String objectType,
      String objectLabel) {
    return nodeRows.findClaimOfNamedNode(
        userId, partitionKey, scope, nodeType, name, predicate, objectType, objectLabel);
  }

  /**
   * Served from {@link TaskStateViewCache} while the user's task-state version is the one the view
   * was read at; read from the tables when a task of the user waits to be recomputed (this
   * transaction's own writes, or a write outside the store).
   */
  @Override
  public List<TaskState> taskStates(String userId, String partitionKey, Scope scope, int limit) {
    if (TaskStates.dirty(h, userId)) {
      return nodeRows.taskStates(userId, partitionKey, scope, limit);
    }
    TaskStatesQuery query = new TaskStatesQuery(userId, partitionKey, scope, limit);
    long version = TaskStates.version(h, userId);
    List<TaskState> cached = taskStateViews.get(query, version);
    return cached != null
        ? cached
        : taskStateViews.put(
            query, version, nodeRows.taskStates(userId, partitionKey, scope, limit));
  }

  @Override
  public void insertAlias(
      String id,
      String userId,
      String partitionKey,
      String nodeId,
      String aliasText,
      String normalized,
      Instant at) {
    nodeRows.insertAlias(id, userId, partitionKey, nodeId, aliasText, normalized, at);
  }

  @Override
  public List<AliasRecord> aliasesOf(String userId, String nodeId) {
    return nodeRows.aliasesOf(userId, nodeId);
  }

  @Override
  public Optional<AliasRecord> findAlias(ReadScope scope, String aliasId) {
    return nodeRows.findAlias(scope, aliasId);
  }

  @Override
  public boolean deleteAlias(String userId, String aliasId) {
    return nodeRows.deleteAlias(userId, aliasId);
  }

  @Override
  public List<String> sourceIdsOfNode(String userId, String nodeId) {
    return claimRows.sourceIdsOfNode(userId, nodeId);
  }

  @Override
  public java.util.Set<String> nodesKnownOnlyFromRemovedSources(
      String userId, Collection<String> nodeIds) {
    return claimRows.nodesKnownOnlyFromRemovedSources(userId, nodeIds);
  }

  @Override
  public List<NodeRecord> findNodes(String userId, Collection<String> nodeIds) {
    return nodeRows.findNodes(userId, nodeIds);
  }

  @Override
  public List<ClaimRecord> findClaims(String userId, Collection<String> claimIds) {
    return claimRows.findClaims(userId, claimIds);
  }

  @Override
  public void insertClaim(ClaimRecord c) {
    claimRows.insertClaim(c);
  }

  @Override
  public Optional<ClaimRecord> findClaim(String userId, String claimId) {
    return claimRows.findClaim(userId, claimId);
  }

  @Override
  public Optional<ClaimRecord> findClaim(ReadScope scope, String claimId) {
    return claimRows.findClaim(scope, claimId);
  }

  @Override
  public List<ClaimRecord> claimsOfNode(ReadScope scope, String nodeId) {
    return claimRows.claimsOfNode(scope, nodeId);
  }

  @Override
  public java.util.Map<String, List<ClaimRecord>> activeClaimsAbout(
      ReadScope scope, Collection<String> subjectNodeIds) {
    return claimRows.activeClaimsAbout(scope, subjectNodeIds);
  }

  @Override
  public List<NodeRecord> findNodes(ReadScope scope, Collection<String> nodeIds) {
    return nodeRows.findNodes(scope, nodeIds);
  }

  @Override
  public java.util.Map<String, List<AliasRecord>> aliasesOfNodes(
      String userId, Collection<String> nodeIds) {
    return nodeRows.aliasesOfNodes(userId, nodeIds);
  }

  @Override
  public Map<String, List<ClaimRecord>> claimsOfNodes(String userId, Collection<String> nodeIds) {
    return claimRows.claimsOfNodes(userId, nodeIds);
  }

  @Override
  public Map<String, List<ClaimRecord>> linksOfNodes(
      String userId, Collection<String> nodeIds, int perNode) {
    return claimRows.linksOfNodes(userId, nodeIds, perNode);
  }

  @Override
  public List<ClaimRecord> claimsOfNode(String userId, String nodeId) {
    return claimRows.claimsOfNode(userId, nodeId);
  }

  @Override
  public List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate) {
    return claimRows.activeClaims(userId, subjectNodeId, predicate);
  }

  @Override
  public Optional<ClaimRecord> predecessorOf(String userId, String claimId) {
    return claimRows.predecessorOf(userId, claimId);
  }

  @Override
  public void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now) {
    claimRows.updateClaimLifecycle(
        claimId, status, expiredAt, validTo, supersededBy, relation, contradictedBy, now);
  }

  @Override
  public void updateClaimStatement(String claimId, String statement, Instant now) {
    claimRows.updateClaimStatement(claimId, statement, now);
  }

  @Override
  public void deleteClaim(String claimId) {
    claimRows.deleteClaim(claimId);
  }

  @Override
  public void setEmbedding(String entity, String id, float[] vector) {
    claimRows.setEmbedding(entity, id, vector);
  }

  @Override
  public float[] embeddingOf(String userId, String entity, String id) {
    return claimRows.embeddingOf(userId, entity, id);
  }

  @Override
  public java.util.Map<String, float[]> embeddingsOf(
      String userId, String entity, java.util.Collection<String> ids) {
    return claimRows.embeddingsOf(userId, entity, ids);
  }

  @Override
  public float[] embeddingOf(String entity, String id) {
    return claimRows.embeddingOf(entity, id);
  }

  @Override
  public void insertEvidence(String claimId, String sourceId, String excerpt, Instant at) {
    claimRows.insertEvidence(claimId, sourceId, excerpt, at);
  }

  @Override
  public List<Rejection> rejections(String userId, String partitionKey) {
    return logRows.rejections(userId, partitionKey);
  }

  @Override
  public void insertRejection(Rejection r) {
    logRows.insertRejection(r);
  }

  @Override
  public void countRejectionHit(String rejectionId, Instant at) {
    logRows.countRejectionHit(rejectionId, at);
  }

  @Override
  public void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at) {
    logRows.audit(userId, actor, action, entityType, entityId, reason, removedValue, at);
  }

  @Override
  public List<SourceRecord> sourcesAwaitingStorageCleanup(int limit) {
    return h.createQuery(
            """
            SELECT * FROM sources s WHERE s.purged_at IS NOT NULL
              AND (EXISTS (SELECT 1 FROM blob_cleanup b WHERE b.source_id = s.id)
                OR EXISTS (SELECT 1 FROM source_lifecycle_commands c
                  WHERE c.source_id = s.id AND c.storage_cleanup_state = 'pending'))
            ORDER BY s.id LIMIT :limit""")
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public List<SourceRecord> purgedSourcesWithReadModelLeftovers(int limit) {
    return h.createQuery(
            """
            SELECT * FROM sources s WHERE s.purged_at IS NOT NULL
              AND (EXISTS (SELECT 1 FROM chunks k WHERE k.source_id = s.id)
                OR EXISTS (SELECT 1 FROM operations o
                  WHERE o.source_id = s.id AND o.status <> 'purged'))
            ORDER BY s.id LIMIT :limit""")
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }
}
