package dev.assistantmemory.core.ingest;

import java.time.Instant;

/** One conversation message as the chat host sent it. */
public record MessageInput(
    String id, String content, String role, String name, Instant timestamp) {}
