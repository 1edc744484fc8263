package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ContextTx.OpenTask;
import dev.assistantmemory.core.store.MemoryStore;
import java.util.List;

/**
 * What the context features need of commitments: the open tasks of a scope. Implemented here over
 * the store's read of live tasks with their active status, owner and due claims; meant to be backed
 * by the commitment service once it exists.
 */
public interface OpenCommitmentReader {
  /** Open tasks (newest active personal status pending or in progress), newest task first. */
  List<OpenTask> open(ReadScope scope, boolean trustedOnly);

  /** The reader over the store. */
  static OpenCommitmentReader over(MemoryStore store) {
    return (scope, trusted) ->
        store.read(scope.userId(), tx -> tx.context().openTasks(scope, trusted));
  }
}
