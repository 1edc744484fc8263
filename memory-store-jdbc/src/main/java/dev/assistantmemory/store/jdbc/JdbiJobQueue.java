package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.job.JobQueue;
import dev.assistantmemory.core.job.LeaseLostException;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import org.jdbi.v3.core.JdbiException;

/** The job queue in the store's own database, so enqueueing shares the ingestion transaction. */
public final class JdbiJobQueue implements JobQueue {
  private final JdbiMemoryStore store;
  private final Clock clock;

  public JdbiJobQueue(JdbiMemoryStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  @Override
  public Optional<JobRecord> claim(String workerId, Duration lease) {
    Instant now = clock.instant();
    try {
      return store
          .writer()
          .inTransaction(
              h -> {
                store.actAs(h, null);
                return h.createQuery(store.dialect().claimJobSql())
                    .bind("worker", workerId)
                    .bind("leaseUntil", text(now.plus(lease)))
                    .bind("now", text(now))
                    .map(Rows.JOB)
                    .findOne();
              });
    } catch (JdbiException e) {
      throw store.translate(e);
    }
  }

  @Override
  public int heartbeat(String workerId, Collection<String> jobIds, Duration lease) {
    Instant now = clock.instant();
    try {
      return store
          .writer()
          .inTransaction(
              h -> {
                store.actAs(h, null);
                return h.createUpdate(
                        """
              UPDATE jobs SET lease_until = :until, updated_at = :now
              WHERE id IN (<ids>) AND status = 'running' AND lease_owner = :worker""")
                    .bindList("ids", jobIds.stream().toList())
                    .bind("until", text(now.plus(lease)))
                    .bind("now", text(now))
                    .bind("worker", workerId)
                    .execute();
              });
    } catch (JdbiException e) {
      throw store.translate(e);
    }
  }

  @Override
  public void complete(StoreTx tx, String jobId, String workerId) {
    int rows =
        ((JdbiStoreTx) tx)
            .handle()
            .createUpdate(
                """
            UPDATE jobs SET status = 'succeeded', lease_owner = NULL, lease_until = NULL,
              updated_at = :now
            WHERE id = :id AND lease_owner = :worker AND status IN ('running', 'cancelled')""")
            .bind("id", jobId)
            .bind("worker", workerId)
            .bind("now", text(clock.instant()))
            .execute();
    if (rows == 0) {
      throw new LeaseLostException(jobId);
    }
  }

  @Override
  public void retryWithoutAttempt(
      StoreTx tx, String jobId, String workerId, String reason, Duration after) {
    Instant now = clock.instant();
    int rows =
        ((JdbiStoreTx) tx)
            .handle()
            .createUpdate(
                """
                UPDATE jobs SET status = 'queued', run_after = :runAfter, lease_owner = NULL,
                  lease_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END,
                  last_error = :error, updated_at = :now
                WHERE id = :id AND lease_owner = :worker AND status = 'running'""")
            .bind("runAfter", text(now.plus(after)))
            .bind("error", truncate(reason))
            .bind("now", text(now))
            .bind("id", jobId)
            .bind("worker", workerId)
            .execute();
    if (rows == 0) {
      throw new LeaseLostException(jobId);
    }
  }

  @Override
  public void release(
      StoreTx tx,
      String jobId,
      String workerId,
      String error,
      Duration retryAfter,
      boolean terminal) {
    Instant now = clock.instant();
    int rows =
        ((JdbiStoreTx) tx)
            .handle()
            .createUpdate(
                """
            UPDATE jobs SET status = :status, run_after = :runAfter, lease_owner = NULL,
              lease_until = NULL, last_error = :error, updated_at = :now
            WHERE id = :id AND lease_owner = :worker""")
            .bind("status", terminal ? JobRecord.FAILED : JobRecord.QUEUED)
            .bind("runAfter", text(now.plus(retryAfter)))
            .bind("error", truncate(error))
            .bind("now", text(now))
            .bind("id", jobId)
            .bind("worker", workerId)
            .execute();
    if (rows == 0) {
      throw new LeaseLostException(jobId);
    }
  }

  private static String truncate(String s) {
    return s == null || s.length() <= 500 ? s : s.substring(0, 500);
  }
}
