package dev.assistantmemory.core.graph;

/**
 * The endpoint of a claim a reattribution replaces (wire values {@code subject}, {@code object}).
 */
public enum ClaimEnd {
  subject,
  object
}
