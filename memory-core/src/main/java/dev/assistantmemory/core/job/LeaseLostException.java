package dev.assistantmemory.core.job;

/** The worker's lease on a job expired and another worker may have taken it over. */
public class LeaseLostException extends RuntimeException {
  public LeaseLostException(String jobId) {
    super("lease lost on job " + jobId);
  }
}
