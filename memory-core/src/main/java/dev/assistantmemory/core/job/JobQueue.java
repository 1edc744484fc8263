package dev.assistantmemory.core.job;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Duration;
import java.util.Collection;
import java.util.Optional;

/**
 * The durable job queue, living in the same database as the data it works on so that enqueueing is
 * part of the ingestion transaction. A claimed job is leased to one worker; a lease that is not
 * renewed expires and the job becomes claimable again (crash recovery). A job completes only while
 * its worker still holds the lease, so no job runs twice to completion.
 */
public interface JobQueue {
  /** Leases the next runnable job (queued and due, or running with an expired lease). */
  Optional<JobRecord> claim(String workerId, Duration lease);

  /** Extends the leases this worker holds; returns how many were extended. */
  int heartbeat(String workerId, Collection<String> jobIds, Duration lease);

  /**
   * Marks the job succeeded inside the caller's transaction.
   *
   * @throws LeaseLostException when the worker no longer holds the lease (the transaction must roll
   *     back)
   */
  void complete(StoreTx tx, String jobId, String workerId);

  /**
   * Gives the job back for a retry after {@code after} and refunds the attempt its claim counted:
   * for failures of the infrastructure (the database went away), not of the job.
   */
  void retryWithoutAttempt(
      StoreTx tx, String jobId, String workerId, String reason, Duration after);

  /** Gives the job back for a retry at {@code retryAfter}, or fails it for good. */
  void release(
      StoreTx tx,
      String jobId,
      String workerId,
      String error,
      Duration retryAfter,
      boolean terminal);
}
