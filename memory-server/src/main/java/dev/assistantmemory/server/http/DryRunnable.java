package dev.assistantmemory.server.http;

/**
 * The request of a write route that may only read: a maintenance preview ({@code dryRun}, the
 * default) or a placeholder scan without {@code triggerCleanup}. The partition fence treats such a
 * call as a read (CONTRACT.md 3 and 13.16, "dry run writes nothing"): a key that is not a
 * registered active partition is a 409 {@code PARTITION_UNAUTHORIZED}, and no partition is
 * registered by a preview. The original reads its partition the same way before a dry run. An API
 * key that may only read may call it too (the edge's authorisation counts it as a read).
 */
public interface DryRunnable {
  /** True when this call writes nothing. */
  boolean readsOnly();
}
