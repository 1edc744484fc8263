package dev.assistantmemory.core.ingest;

import dev.assistantmemory.model.Scope;
import java.time.Instant;

/**
 * A validated POST /ingest/document request. Nullable: partitionKey, timestamp (keep the stored
 * value, else now), author and title (keep the stored value), sourceContextJson (the validated
 * host-supplied context, stored verbatim), parentSourceId (the context's parent: the document
 * becomes a child source of it, in its partition).
 */
public record DocumentIngest(
    String userId,
    String partitionKey,
    boolean updateExisting,
    String documentId,
    String content,
    String contentType,
    Scope scope,
    Instant timestamp,
    String author,
    String title,
    String sourceContextJson,
    String parentSourceId) {}
