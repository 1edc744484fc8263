package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SystemTx;
import dev.assistantmemory.model.ReceiptStatus;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The part of {@link JdbiStoreTx} that JdbiOperationRows serves: processing receipts (operations)
 * and jobs. A default method per store call, each one statement on the transaction's rows.
 */
interface OperationRowsTx extends SystemTx {
  JdbiOperationRows operationRows();

  @Override
  default Optional<OperationRecord> findOperation(String userId, String operationId) {
    return operationRows().findOperation(userId, operationId);
  }

  @Override
  default Optional<OperationRecord> latestOperation(String userId, String sourceId) {
    return operationRows().latestOperation(userId, sourceId);
  }

  @Override
  default List<OperationRecord> unfinishedOperations(String userId, String sourceId) {
    return operationRows().unfinishedOperations(userId, sourceId);
  }

  @Override
  default void insertOperation(OperationRecord op) {
    operationRows().insertOperation(op);
  }

  @Override
  default void updateOperation(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now) {
    operationRows().updateOperation(operationId, status, stage, errorCode, now);
  }

  @Override
  default void insertJob(JobRecord j) {
    operationRows().insertJob(j);
  }

  @Override
  default Optional<JobRecord> findJob(String userId, String jobId) {
    return operationRows().findJob(userId, jobId);
  }

  @Override
  default Optional<JobRecord> findJob(String jobId) {
    return operationRows().findJob(jobId);
  }

  @Override
  default void cancelJob(String jobId, Instant now) {
    operationRows().cancelJob(jobId, now);
  }

  @Override
  default long countQueuedJobs() {
    return operationRows().countQueuedJobs();
  }
}
