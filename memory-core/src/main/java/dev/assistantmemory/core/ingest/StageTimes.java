package dev.assistantmemory.core.ingest;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Where ingestion workers spend their time, summed over all jobs: the content stage (chunking,
 * embedding, storing chunks) and the extraction stage (extracting, resolving, writing the graph).
 * Read by the load driver; cheap enough to be always on.
 */
public final class StageTimes {
  private final AtomicLong contentNanos = new AtomicLong();
  private final AtomicLong extractionNanos = new AtomicLong();
  private final AtomicLong extractedSources = new AtomicLong();

  void content(long nanos) {
    contentNanos.addAndGet(nanos);
  }

  void extraction(long nanos, int sources) {
    extractionNanos.addAndGet(nanos);
    extractedSources.addAndGet(sources);
  }

  public long contentNanos() {
    return contentNanos.get();
  }

  public long extractionNanos() {
    return extractionNanos.get();
  }

  public long extractedSources() {
    return extractedSources.get();
  }
}
