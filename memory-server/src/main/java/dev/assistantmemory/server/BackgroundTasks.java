package dev.assistantmemory.server;

import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.blob.LocalBlobStore;
import dev.assistantmemory.core.context.DayBackfill;
import dev.assistantmemory.core.index.IndexTailer;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.metric.MetricBackfill;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;

/**
 * The parts that run beside the requests once the store is ready: the day backfill, the index
 * tailer, the job workers, the bucket upload cleanup on a timer (with a bucket) and the metric
 * backfill on a thread of its own.
 */
final class BackgroundTasks implements AutoCloseable {
  private final MemoryConfig config;
  private final DayBackfill dayBackfill;
  private final IndexTailer tailer;
  private final JobWorker worker;
  private final BlobStore blobs;
  private final dev.assistantmemory.core.blob.BlobCleanup blobCleanup;
  private final MetricBackfill metricBackfill;
  private java.util.concurrent.ScheduledExecutorService blobCleanupTimer;

  BackgroundTasks(
      MemoryConfig config,
      DayBackfill dayBackfill,
      IndexTailer tailer,
      JobWorker worker,
      BlobStore blobs,
      dev.assistantmemory.core.blob.BlobCleanup blobCleanup,
      MetricBackfill metricBackfill) {
    this.config = config;
    this.dayBackfill = dayBackfill;
    this.tailer = tailer;
    this.worker = worker;
    this.blobs = blobs;
    this.blobCleanup = blobCleanup;
    this.metricBackfill = metricBackfill;
  }

  /** The day backfill, then the tailer, the workers and the metric backfill (its own thread). */
  void run() {
    try {
      dayBackfill.run();
    } catch (RuntimeException e) {
      // Logged by the backfill; sources stay linkable by the next start or their job.
    }
    tailer.start();
    worker.start();
    if (!(blobs instanceof LocalBlobStore)) {
      long every = config.getLong(Setting.SOURCE_BLOB_CLEANUP_INTERVAL_MS);
      blobCleanupTimer =
          java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
              r -> {
                Thread t = new Thread(r, "blob-cleanup");
                t.setDaemon(true);
                return t;
              });
      blobCleanupTimer.scheduleWithFixedDelay(
          () -> {
            try {
              blobCleanup.runOnce(100);
            } catch (RuntimeException e) {
              org.slf4j.LoggerFactory.getLogger(MemoryApplication.class)
                  .warn("blob.cleanup.failed: {}", e.toString());
            }
          },
          every,
          every,
          java.util.concurrent.TimeUnit.MILLISECONDS);
    }
    Thread backfill =
        new Thread(
            () -> {
              try {
                metricBackfill.run();
              } catch (RuntimeException e) {
                // logged as metrics.backfill.failed; the next start tries again
              }
            },
            "metric-backfill");
    backfill.setDaemon(true);
    backfill.start();
  }

  /** Stops the cleanup timer; the tailer and workers are closed by the application. */
  @Override
  public void close() {
    if (blobCleanupTimer != null) {
      blobCleanupTimer.shutdownNow();
    }
  }
}
