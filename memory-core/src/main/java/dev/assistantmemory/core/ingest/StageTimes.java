package dev.assistantmemory.core.ingest;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Where ingestion workers spend their time, summed over all jobs: the content stage (chunking,
 * embedding, storing chunks) and the extraction stage (extracting, resolving, writing the graph).
 * The extraction stage is split further: the extractor and the task resolver ({@link
 * #extractorNanos}), embedding what extraction will write ({@link #extractionEmbedNanos}); the rest
 * of it is the graph's write transaction and what runs after it. Read by the load driver; cheap
 * enough to be always on.
 */
public final class StageTimes {
  private final AtomicLong contentNanos = new AtomicLong();
  private final AtomicLong extractionNanos = new AtomicLong();
  private final AtomicLong extractedSources = new AtomicLong();
  private final AtomicLong extractorNanos = new AtomicLong();
  private final AtomicLong extractionEmbedNanos = new AtomicLong();

  void content(long nanos) {
    contentNanos.addAndGet(nanos);
  }

  void extraction(long nanos, int sources) {
    extractionNanos.addAndGet(nanos);
    extractedSources.addAndGet(sources);
  }

  void extractionParts(long extractorNanos, long embedNanos) {
    this.extractorNanos.addAndGet(extractorNanos);
    this.extractionEmbedNanos.addAndGet(embedNanos);
  }

  public long extractorNanos() {
    return extractorNanos.get();
  }

  public long extractionEmbedNanos() {
    return extractionEmbedNanos.get();
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
