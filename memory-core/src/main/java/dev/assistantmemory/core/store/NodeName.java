package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;

/**
 * A name looked up as {@link GraphTx#findNodesByName} looks it up: the nodes of the type in the
 * partition and scope labelled or aliased so.
 */
public record NodeName(String partitionKey, Scope scope, String nodeType, String name) {}
