package dev.assistantmemory.core.store;

import dev.assistantmemory.model.ReceiptStatus;
import java.time.Instant;

/** A processing receipt: the durable record of one accepted ingestion and how it went. */
public record OperationRecord(
    String id,
    String userId,
    String partitionKey,
    String sourceId,
    int sourceVersion,
    ReceiptStatus status,
    String stage,
    int attempt,
    String errorCode,
    String jobId,
    Instant createdAt,
    Instant updatedAt,
    Instant completedAt) {}
