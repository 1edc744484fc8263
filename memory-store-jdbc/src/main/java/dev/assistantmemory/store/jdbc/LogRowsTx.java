package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.SystemTx;
import java.time.Instant;
import java.util.List;

/**
 * The part of {@link JdbiStoreTx} that JdbiLogRows serves: the change log, the write guard's
 * rejections and the audit. A default method per store call, each one statement on the
 * transaction's rows.
 */
interface LogRowsTx extends SystemTx {
  JdbiLogRows logRows();

  @Override
  default void appendChange(
      String userId, String entityType, String entityId, String action, Instant at) {
    logRows().appendChange(userId, entityType, entityId, action, at);
  }

  @Override
  default List<ChangeRecord> changesAfter(long seq, int limit) {
    return logRows().changesAfter(seq, limit);
  }

  @Override
  default long lastChangeSeq() {
    return logRows().lastChangeSeq();
  }

  @Override
  default void serializeWithOtherWriters() {
    logRows().serializeWithOtherWriters();
  }

  @Override
  default List<Rejection> rejections(String userId, String partitionKey) {
    return logRows().rejections(userId, partitionKey);
  }

  @Override
  default void insertRejection(Rejection r) {
    logRows().insertRejection(r);
  }

  @Override
  default void countRejectionHit(String rejectionId, Instant at) {
    logRows().countRejectionHit(rejectionId, at);
  }

  @Override
  default void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at) {
    logRows().audit(userId, actor, action, entityType, entityId, reason, removedValue, at);
  }
}
