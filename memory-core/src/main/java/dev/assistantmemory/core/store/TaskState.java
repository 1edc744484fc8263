package dev.assistantmemory.core.store;

/**
 * A task as extraction sees it: its label, its active status claim (null = dismissed) and its
 * active due claim (the Temporal day's label, and who set it).
 */
public record TaskState(
    String taskId,
    String label,
    String status,
    String statusClaimId,
    String dueDay,
    String dueClaimId,
    String dueOrigin) {}
