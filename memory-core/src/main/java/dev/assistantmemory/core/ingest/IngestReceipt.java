package dev.assistantmemory.core.ingest;

/**
 * The acceptance answer: the contract's {@code message}, {@code jobId}, {@code sourceId} and {@code
 * ingestionOperationId}, plus whether this request created new work.
 */
public record IngestReceipt(
    String message,
    String jobId,
    String sourceId,
    String ingestionOperationId,
    String status,
    int sourceVersion,
    boolean duplicate) {}
