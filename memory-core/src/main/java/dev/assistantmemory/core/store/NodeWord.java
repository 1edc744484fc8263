package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;

/**
 * A word looked up as {@link GraphTx#findNodesWithWord} looks it up: the live nodes of the type in
 * the partition and scope with a label or alias word that begins with it.
 */
public record NodeWord(String partitionKey, Scope scope, String nodeType, String word) {}
