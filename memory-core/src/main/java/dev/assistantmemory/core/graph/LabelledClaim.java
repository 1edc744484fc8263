package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.ClaimRecord;

/**
 * A claim with the labels of its subject and object nodes, read in the same transaction ({@code
 * objectLabel} null for attribute claims or an object node outside the reader's scope).
 */
public record LabelledClaim(ClaimRecord claim, String subjectLabel, String objectLabel) {}
