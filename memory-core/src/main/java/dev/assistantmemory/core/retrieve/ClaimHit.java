package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.store.ClaimRecord;

/** An active claim that matched, with its endpoint labels. */
public record ClaimHit(
    ClaimRecord claim, String subjectLabel, String objectLabel, double score, Relevance relevance)
    implements Hit {}
