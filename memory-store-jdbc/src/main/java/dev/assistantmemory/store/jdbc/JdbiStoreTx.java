package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.CommitmentTx;
import dev.assistantmemory.core.store.SourceTx;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * {@link SystemTx} (and so {@link StoreTx}) on one Jdbi handle inside a transaction. The store
 * hands it out typed as a {@link StoreTx} to user-scoped work, as a {@link SystemTx} only to the
 * system. A thin facade: each table group's SQL lives in its own class ({@link JdbiSourceRows},
 * {@link JdbiOperationRows}, {@link JdbiNodeRows}, {@link JdbiClaimRows}, {@link JdbiLogRows},
 * {@link JdbiUserRows}), all on the same handle, so everything stays in the one transaction. The
 * store calls each group serves are that group's interface ({@link SourceRowsTx}, {@link
 * OperationRowsTx}, {@link NodeRowsTx}, {@link ClaimRowsTx}, {@link LogRowsTx}), one default method
 * per call; this class adds the users, the task-state views and the per-feature parts.
 */
final class JdbiStoreTx
    implements SourceRowsTx, OperationRowsTx, NodeRowsTx, ClaimRowsTx, LogRowsTx {
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
      TaskStateViewCache<TaskStatesQuery, TaskState> taskStateViews,
      String actingUser,
      JdbiLogRows.Turns turns) {
    this.h = h;
    this.commitmentViews = commitmentViews;
    this.taskStateViews = taskStateViews;
    this.sourceRows = new JdbiSourceRows(h);
    this.operationRows = new JdbiOperationRows(h);
    this.nodeRows = new JdbiNodeRows(h, dialect);
    this.claimRows = new JdbiClaimRows(h);
    this.logRows = new JdbiLogRows(h, dialect, actingUser, turns);
    this.userRows = new JdbiUserRows(h);
    this.dialect = dialect;
  }

  @Override
  public JdbiSourceRows sourceRows() {
    return sourceRows;
  }

  @Override
  public JdbiOperationRows operationRows() {
    return operationRows;
  }

  @Override
  public JdbiNodeRows nodeRows() {
    return nodeRows;
  }

  @Override
  public JdbiClaimRows claimRows() {
    return claimRows;
  }

  @Override
  public JdbiLogRows logRows() {
    return logRows;
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
    return new JdbiCommitmentTx(h, commitmentViews, dialect);
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
    return userRows.userIds();
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

  /**
   * Whether writes that follow each other go to the database together (PostgreSQL: one round trip
   * for several statements; SQLite runs in process, and its driver runs only the first statement of
   * a string).
   */
  private boolean composite() {
    return dialect instanceof PostgresDialect;
  }

  @Override
  public List<dev.assistantmemory.core.store.ChunkRecord> insertChunksLogged(
      List<dev.assistantmemory.core.store.ChunkRecord> chunks, Instant at) {
    if (!composite()) {
      return SourceRowsTx.super.insertChunksLogged(chunks, at);
    }
    var inserted = sourceRows.insertChunksBatched(chunks);
    // One user a batch in practice; grouped so that every append names its own user.
    java.util.Map<String, List<String>> byUser = new java.util.LinkedHashMap<>();
    for (var c : inserted) {
      byUser.computeIfAbsent(c.userId(), k -> new java.util.ArrayList<>()).add(c.id());
    }
    byUser.forEach(
        (user, ids) ->
            logRows.appendChanges(
                user,
                dev.assistantmemory.core.store.ChangeRecord.CHUNK,
                ids,
                dev.assistantmemory.core.store.ChangeRecord.UPSERT,
                at));
    return inserted;
  }

  @Override
  public void insertNodeLogged(
      dev.assistantmemory.core.store.NodeRecord node, float[] vector, Instant at) {
    if (!composite()) {
      NodeRowsTx.super.insertNodeLogged(node, vector, at);
      return;
    }
    List<WriteStatement> writes = new java.util.ArrayList<>(JdbiNodeRows.nodeInserts(node, vector));
    writes.add(
        logRows.changeWrite(
            node.userId(),
            "node",
            node.id(),
            dev.assistantmemory.core.store.ChangeRecord.UPSERT,
            at));
    logRows.defer(writes);
  }

  @Override
  public void insertClaimLogged(
      dev.assistantmemory.core.store.ClaimRecord claim,
      float[] vector,
      String excerpt,
      Instant at) {
    if (!composite()) {
      ClaimRowsTx.super.insertClaimLogged(claim, vector, excerpt, at);
      return;
    }
    List<WriteStatement> writes = new java.util.ArrayList<>(3);
    writes.add(JdbiClaimRows.claimInsert(claim, vector));
    if (claim.sourceId() != null) {
      writes.add(JdbiClaimRows.evidenceInsert(claim.id(), claim.sourceId(), excerpt, at));
    }
    writes.add(
        logRows.changeWrite(
            claim.userId(),
            "claim",
            claim.id(),
            dev.assistantmemory.core.store.ChangeRecord.UPSERT,
            at));
    logRows.defer(writes);
  }

  @Override
  public java.util.Map<dev.assistantmemory.core.store.SourceKey, LiveSource>
      findLiveSourcesUnlessRetired(
          java.util.Collection<dev.assistantmemory.core.store.SourceKey> keys) {
    return composite()
        ? sourceRows.findLiveSourcesUnlessRetired(keys)
        : SourceRowsTx.super.findLiveSourcesUnlessRetired(keys);
  }

  @Override
  public void insertSourceWithVersion(
      dev.assistantmemory.core.store.SourceRecord source, Instant recordedAt) {
    if (!composite()) {
      SourceRowsTx.super.insertSourceWithVersion(source, recordedAt);
      return;
    }
    // Deferred: a request's new messages go to the database together, with the statement after
    // them (one round trip for a conversation's messages instead of one a message).
    logRows.defer(
        List.of(
            JdbiSourceRows.sourceInsert(source),
            JdbiSourceRows.sourceVersionInsert(
                source.id(),
                source.version(),
                source.contentHash(),
                source.content(),
                true,
                recordedAt)));
  }

  @Override
  public void ensureUser(String userId, Instant now) {
    // Nothing is read back: where writes wait, it goes with the writes after it (stop 45).
    logRows.runOrDefer(JdbiUserRows.userInsert(userId, now));
  }

  /** As {@link JdbiOperationRows#updateOperation}; where writes wait, with the ones after it. */
  @Override
  public void updateOperation(
      String operationId,
      dev.assistantmemory.model.ReceiptStatus status,
      String stage,
      String errorCode,
      Instant now) {
    logRows.runOrDefer(
        JdbiOperationRows.operationUpdate(operationId, status, stage, errorCode, now));
  }

  @Override
  public Optional<dev.assistantmemory.core.store.Scratchpad> scratchpad(String userId) {
    return userRows.scratchpad(userId);
  }

  @Override
  public void saveScratchpad(String userId, String content, Instant at) {
    userRows.saveScratchpad(userId, content, at);
  }

  /**
   * Served from {@link TaskStateViewCache} while the user's task-state version is the one the view
   * was read at; read from the tables when a task of the user waits to be recomputed (this
   * transaction's own writes, or a write outside the store).
   */
  @Override
  public List<TaskState> taskStates(String userId, String partitionKey, Scope scope, int limit) {
    TaskStates.Mark mark = TaskStates.mark(h, userId);
    if (mark.dirty()) {
      return nodeRows.taskStates(userId, partitionKey, scope, limit);
    }
    TaskStatesQuery query = new TaskStatesQuery(userId, partitionKey, scope, limit);
    long version = mark.version();
    List<TaskState> cached = taskStateViews.get(query, version);
    return cached != null
        ? cached
        : taskStateViews.put(
            query, version, nodeRows.taskStates(userId, partitionKey, scope, limit));
  }
}
