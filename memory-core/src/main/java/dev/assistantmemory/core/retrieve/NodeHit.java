package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.store.NodeRecord;

/** A node card that matched. */
public record NodeHit(NodeRecord node, double score, Relevance relevance) implements Hit {}
