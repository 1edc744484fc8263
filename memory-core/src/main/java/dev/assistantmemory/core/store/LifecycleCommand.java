package dev.assistantmemory.core.store;

import java.time.Instant;

/**
 * The stored result of one source-lifecycle command (CONTRACT.md 10.2): the same {@code commandId}
 * of the same user answers this again, marked replayed.
 *
 * @param action {@code tombstone}, {@code restore} or {@code purge}
 * @param state {@code tombstoned}, {@code restored} or {@code purged}
 * @param storageCleanupState {@code not_required}, {@code pending} or {@code completed}
 */
public record LifecycleCommand(
    String userId,
    String commandId,
    String sourceId,
    String action,
    String state,
    boolean freshIngestionRequired,
    String storageCleanupState,
    int sourceVersion,
    Instant restorableUntil) {}
