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
    boolean isUserSelf) {

  /** An empty description is none, as {@code ""} clears it on an update (CONTRACT.md 6, 8). */
  public NodeCreate {
    if (description != null && description.isEmpty()) {
      description = null;
    }
  }
}
