package dev.assistantmemory.core.store;

import java.time.Instant;

/** A user's free-text scratchpad. */
public record Scratchpad(String content, Instant updatedAt) {}
