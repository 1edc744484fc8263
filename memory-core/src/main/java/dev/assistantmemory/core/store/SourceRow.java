package dev.assistantmemory.core.store;

import dev.assistantmemory.model.ReceiptStatus;

/**
 * A source as listings show it: the record, its stored context (JSON text or null), how many live
 * nodes its claims (and its children's) touch, and the status of its latest receipt (null when it
 * has none).
 */
public record SourceRow(
    SourceRecord source, String sourceContextJson, int nodeCount, ReceiptStatus latestStatus) {}
