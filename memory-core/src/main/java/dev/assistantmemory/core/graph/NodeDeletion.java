package dev.assistantmemory.core.graph;

/**
 * What deleting a node did to claims: {@code cascadeDeleted} claims about or pointing at it were
 * deleted; {@code assertedByCleared} surviving claims that named it as their speaker ({@code
 * assertedByNodeId}) had that cleared.
 */
public record NodeDeletion(int cascadeDeleted, int assertedByCleared) {}
