package dev.assistantmemory.core.graph;

import dev.assistantmemory.model.SourceType;
import java.time.Instant;

/** A source cited by claims about a node; {@code timestamp} is its effective time. */
public record NodeSource(String sourceId, SourceType type, Instant timestamp) {}
