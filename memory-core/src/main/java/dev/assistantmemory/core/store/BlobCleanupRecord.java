package dev.assistantmemory.core.store;

import java.time.Instant;

/**
 * The cleanup receipt of a bucket upload whose outcome is unknown: the object key its bytes may
 * have reached, for whom, and whether the cleanup has observed and deleted that object ({@code
 * completed}) or not yet ({@code pending}). {@code checks} counts the cleanup's observations;
 * checkedAt and completedAt are null until the first observation and the deletion.
 */
public record BlobCleanupRecord(
    String id,
    String userId,
    String objectKey,
    String blobSha256,
    long sizeBytes,
    Status status,
    int checks,
    Instant createdAt,
    Instant checkedAt,
    Instant completedAt) {

  /** Pending until the object is observed and deleted; never completed without that. */
  public enum Status {
    pending,
    completed
  }
}
