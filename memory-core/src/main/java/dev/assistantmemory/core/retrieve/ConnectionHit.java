package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;

/** A node one active claim away from a node hit, with the claim that links them. */
public record ConnectionHit(
    NodeRecord node,
    ClaimRecord via,
    String subjectLabel,
    String objectLabel,
    double score,
    Relevance relevance)
    implements Hit {}
