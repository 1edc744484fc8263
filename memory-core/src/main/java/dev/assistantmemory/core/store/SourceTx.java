package dev.assistantmemory.core.store;

import java.util.List;

/**
 * Source operations beyond acceptance (kept apart from {@link StoreTx} so each feature's SQL lives
 * in its own class): what a receipt records about messages it did not apply.
 */
public interface SourceTx {
  /** Records, in order, the messages an operation did not apply. */
  void recordUnappliedMessages(String userId, String operationId, List<UnappliedMessage> messages);

  /** The messages an operation did not apply, in request order. */
  List<UnappliedMessage> unappliedMessages(String userId, String operationId);
}
