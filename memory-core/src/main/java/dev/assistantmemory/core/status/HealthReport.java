package dev.assistantmemory.core.status;

/** What {@code GET /health} reports: each part's check and the numbers an operator watches. */
public record HealthReport(
    String status, Store store, Index index, EmbedderPart embedder, Queue queue, Worker worker) {

  public boolean ok() {
    return "ok".equals(status);
  }

  public record Store(boolean ok, String detail) {}

  public record Index(boolean ok, String detail, long documents, long appliedSeq, long lag) {}

  public record EmbedderPart(boolean ok, String model, int dimension) {}

  public record Queue(long depth) {}

  public record Worker(String id, int threads, java.util.Set<String> inFlight) {}
}
