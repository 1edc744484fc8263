package dev.assistantmemory.core.ingest;

import dev.assistantmemory.model.Scope;
import java.time.Instant;

/**
 * A validated POST /ingest/file request whose bytes are already stored as a blob. Nullable:
 * partitionKey, blobKey (null in the local folder), filename, timestamp (keep the stored value,
 * else now), author, title, sourceContextJson, parentSourceId (the context's parent source).
 */
public record FileIngest(
    String userId,
    String partitionKey,
    String externalId,
    String blobSha256,
    String blobKey,
    long sizeBytes,
    String filename,
    String mimeType,
    Scope scope,
    Instant timestamp,
    String author,
    String title,
    String sourceContextJson,
    String parentSourceId) {}
