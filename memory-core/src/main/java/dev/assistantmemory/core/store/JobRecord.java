package dev.assistantmemory.core.store;

import java.time.Instant;

/** A durable queue entry. Status: queued, running, succeeded, failed, cancelled. */
public record JobRecord(
    String id,
    String kind,
    String operationId,
    String userId,
    String status,
    int attempts,
    int maxAttempts,
    Instant runAfter,
    String leaseOwner,
    Instant leaseUntil,
    String lastError,
    Instant createdAt) {
  public static final String QUEUED = "queued";
  public static final String RUNNING = "running";
  public static final String SUCCEEDED = "succeeded";
  public static final String FAILED = "failed";
  public static final String CANCELLED = "cancelled";
}
