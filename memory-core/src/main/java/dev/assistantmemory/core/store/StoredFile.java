package dev.assistantmemory.core.store;

import java.time.Instant;

/**
 * The original upload behind one version of a source: its blob (SHA-256, and its object key when it
 * lives in a bucket, else null), name, MIME type and size.
 */
public record StoredFile(
    String sourceId,
    int version,
    String userId,
    String blobSha256,
    String blobKey,
    String filename,
    String mimeType,
    long sizeBytes,
    Instant createdAt) {}
