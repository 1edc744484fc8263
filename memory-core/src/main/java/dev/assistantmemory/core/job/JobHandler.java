package dev.assistantmemory.core.job;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.model.ErrorCode;

/** Runs one kind of job. Must be idempotent: a job can run again after a crash or lease loss. */
public interface JobHandler {
  String kind();

  /**
   * Does the work and, in its final transaction, calls {@link JobQueue#complete}.
   *
   * @throws PermanentJobFailure when retrying cannot help
   */
  void run(JobRecord job, String workerId);

  /**
   * Records the terminal failure of the job's operation (called in the failing transaction).
   *
   * @param errorCode a receipt code ({@link ErrorCode#receipt()}) for the operation's receipt
   */
  void onTerminalFailure(
      dev.assistantmemory.core.store.StoreTx tx, JobRecord job, ErrorCode errorCode);
}
