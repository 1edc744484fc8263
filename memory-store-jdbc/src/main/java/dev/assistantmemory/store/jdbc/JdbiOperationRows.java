package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.model.ReceiptStatus;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: operations (processing
 * receipts) and their jobs.
 */
final class JdbiOperationRows {
  private final Handle h;

  JdbiOperationRows(Handle h) {
    this.h = h;
  }

  public Optional<OperationRecord> findOperation(String userId, String operationId) {
    return h.createQuery("SELECT * FROM operations WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", operationId)
        .map(Rows.OPERATION)
        .findOne();
  }

  public Optional<OperationRecord> latestOperation(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT * FROM operations WHERE user_id = :user AND source_id = :source
            ORDER BY created_at DESC, source_version DESC, id DESC LIMIT 1""")
        .bind("user", userId)
        .bind("source", sourceId)
        .map(Rows.OPERATION)
        .findOne();
  }

  public List<OperationRecord> unfinishedOperations(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT * FROM operations WHERE user_id = :user AND source_id = :source
              AND status IN ('queued', 'processing') ORDER BY created_at, id""")
        .bind("user", userId)
        .bind("source", sourceId)
        .map(Rows.OPERATION)
        .list();
  }

  public void insertOperation(OperationRecord op) {
    h.createUpdate(
            """
            INSERT INTO operations (id, user_id, partition_key, source_id, source_version, status,
              stage, attempt, error_code, job_id, created_at, updated_at, completed_at)
            VALUES (:id, :userId, :partitionKey, :sourceId, :sourceVersion, :status, :stage,
              :attempt, :errorCode, :jobId, :createdAt, :updatedAt, :completedAt)""")
        .bind("id", op.id())
        .bind("userId", op.userId())
        .bind("partitionKey", op.partitionKey())
        .bind("sourceId", op.sourceId())
        .bind("sourceVersion", op.sourceVersion())
        .bind("status", op.status().name())
        .bind("stage", op.stage())
        .bind("attempt", op.attempt())
        .bind("errorCode", op.errorCode())
        .bind("jobId", op.jobId())
        .bind("createdAt", text(op.createdAt()))
        .bind("updatedAt", text(op.updatedAt()))
        .bind("completedAt", text(op.completedAt()))
        .execute();
  }

  public void updateOperation(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now) {
    operationUpdate(operationId, status, stage, errorCode, now).run(h);
  }

  /**
   * The statement {@link #updateOperation} runs (its row count is not read: a receipt already
   * terminal stays as it is), to go with the writes around it where writes wait.
   */
  static WriteStatement operationUpdate(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now) {
    return WriteStatement.of(
            """
            UPDATE operations SET status = :status, stage = :stage, error_code = :errorCode,
              updated_at = :now, completed_at = :completedAt
            WHERE id = :id AND status NOT IN ('completed', 'failed', 'purged')""")
        .bind("id", operationId)
        .bind("status", status.name())
        .bind("stage", stage)
        .bind("errorCode", errorCode)
        .bind("now", text(now))
        .bind("completedAt", status.isTerminal() ? text(now) : null)
        .build();
  }

  public void insertJob(JobRecord j) {
    h.createUpdate(
            """
            INSERT INTO jobs (id, kind, operation_id, user_id, status, attempts, max_attempts,
              run_after, lease_owner, lease_until, last_error, created_at, updated_at)
            VALUES (:id, :kind, :operationId, :userId, :status, :attempts, :maxAttempts, :runAfter,
              NULL, NULL, NULL, :createdAt, :createdAt)""")
        .bind("id", j.id())
        .bind("kind", j.kind())
        .bind("operationId", j.operationId())
        .bind("userId", j.userId())
        .bind("status", j.status())
        .bind("attempts", j.attempts())
        .bind("maxAttempts", j.maxAttempts())
        .bind("runAfter", text(j.runAfter()))
        .bind("createdAt", text(j.createdAt()))
        .execute();
  }

  public Optional<JobRecord> findJob(String userId, String jobId) {
    return h.createQuery("SELECT * FROM jobs WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", jobId)
        .map(Rows.JOB)
        .findOne();
  }

  public Optional<JobRecord> findJob(String jobId) {
    return h.createQuery("SELECT * FROM jobs WHERE id = :id")
        .bind("id", jobId)
        .map(Rows.JOB)
        .findOne();
  }

  public void cancelJob(String jobId, Instant now) {
    h.createUpdate(
            """
            UPDATE jobs SET status = 'cancelled', updated_at = :now, lease_owner = NULL
            WHERE id = :id AND status IN ('queued', 'running')""")
        .bind("id", jobId)
        .bind("now", text(now))
        .execute();
  }

  public long countQueuedJobs() {
    return h.createQuery("SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')")
        .mapTo(Long.class)
        .one();
  }
}
