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
    String actingUser = store.dialect().actingUserSql();
    try {
      if (actingUser != null) {
        return store
            .writer()
            .withHandle(h -> claimInOneRoundTrip(h, actingUser, workerId, now, lease));
      }
      return store.writer().inTransaction(h -> claimInTransaction(h, workerId, now, lease));
    } catch (JdbiException e) {
      throw store.translate(e);
    }
  }

  /**
   * The claim's commit does not wait for its flush to disk (PostgreSQL; for the claim's implicit
   * transaction only). A claim the server loses in its own crash is one that never happened: the
   * job is still queued (or its lease expired) and is claimed again, the attempt not counted, while
   * the worker's next write fails with the lost connection. Nothing a client was told depends on
   * it, and the commits after it (the receipt's moves, the job's results) still wait for their
   * flush, which carries the claim's with them. It saves one WAL flush a job on the worker's path
   * (about 3 ms here; issue 14, pg42).
   */
  static final String CLAIM_COMMITS_WITHOUT_FLUSH =
      "SELECT set_config('synchronous_commit', 'off', true) AS claim_commit";

  /**
   * PostgreSQL: the acting user (the system) and the claim as one composite statement on a
   * connection in auto-commit, so one round trip instead of three ({@code BEGIN} with the acting
   * user, the claim, {@code COMMIT}). The server runs the statements of one message sequence up to
   * its sync as one implicit transaction: the acting user is set for the claim's row-level security
   * and the claim commits (or not) on its own, as before, without waiting for the flush ({@link
   * #CLAIM_COMMITS_WITHOUT_FLUSH}).
   */
  private Optional<JobRecord> claimInOneRoundTrip(
      org.jdbi.v3.core.Handle h, String actingUser, String workerId, Instant now, Duration lease) {
    try {
      if (!h.getConnection().getAutoCommit()) {
        return h.inTransaction(t -> claimInTransaction(t, workerId, now, lease));
      }
    } catch (java.sql.SQLException e) {
      throw new org.jdbi.v3.core.ConnectionException(e);
    }
    try (org.jdbi.v3.core.statement.Query claim =
        h.createQuery(
            CLAIM_COMMITS_WITHOUT_FLUSH
                + ";\n"
                + actingUser
                + ";\n"
                + store.dialect().claimJobSql())) {
      return claim
          .bind("user", "")
          .bind("system", "on")
          .bind("worker", workerId)
          .bind("leaseUntil", text(now.plus(lease)))
          .bind("now", text(now))
          .execute(
              (statement, ctx) -> {
                java.sql.PreparedStatement ps = statement.get();
                try {
                  // The first results are the setting's and the acting user's rows; the claim's
                  // (zero or one row) next.
                  if (!ps.getMoreResults() || !ps.getMoreResults()) {
                    throw new IllegalStateException("the claim returned no result");
                  }
                  try (java.sql.ResultSet rs = ps.getResultSet()) {
                    return rs.next() ? Optional.of(Rows.JOB.map(rs, ctx)) : Optional.empty();
                  }
                } catch (java.sql.SQLException e) {
                  throw new org.jdbi.v3.core.statement.UnableToExecuteStatementException(e, ctx);
                }
              });
    }
  }

  private Optional<JobRecord> claimInTransaction(
      org.jdbi.v3.core.Handle h, String workerId, Instant now, Duration lease) {
    store.actAs(h, null);
    return h.createQuery(store.dialect().claimJobSql())
        .bind("worker", workerId)
        .bind("leaseUntil", text(now.plus(lease)))
        .bind("now", text(now))
        .map(Rows.JOB)
        .findOne();
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
