package dev.assistantmemory.core.status;

/** What {@code GET /health} reports: each part's check and the numbers an operator watches. */
public record HealthReport(
    String status, Store store, Index index, EmbedderPart embedder, Queue queue, Worker worker) {

  public boolean ok() {
    return "ok".equals(status);
  }

  public record Store(boolean ok, String detail) {}

  /**
   * @param segments the pieces a search walks now (each lane runs once per piece)
   * @param folding whether the pieces are being folded into one (after a pause in writes)
   */
  public record Index(
      boolean ok,
      String detail,
      long documents,
      long appliedSeq,
      long lag,
      int segments,
      boolean folding) {}

  public record EmbedderPart(boolean ok, String model, int dimension) {}

  public record Queue(long depth) {}

  public record Worker(String id, int threads, java.util.Set<String> inFlight) {}
}
