package dev.assistantmemory.core.graph;

import dev.assistantmemory.model.Scope;

/** A node to write. {@code partitionKey} null = the personal partition. */
public record NodeCreate(
    String userId,
    String partitionKey,
    Scope scope,
    String nodeType,
    String label,
    String description,
    boolean isUserSelf) {}
