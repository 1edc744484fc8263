package dev.assistantmemory.core.index;

/** One candidate from one retrieval lane with that lane's raw score. */
public record LaneHit(String chunkId, String groupId, int position, double score) {}
