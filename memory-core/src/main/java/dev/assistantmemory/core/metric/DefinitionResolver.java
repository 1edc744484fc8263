package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Which stored definition a proposed one is (CONTRACT.md section 7): the partition's definition of
 * the same slug, else the most similar one by embedding at {@value MetricService#REUSE_SIMILARITY}
 * or more, else the proposal itself, inserted, with {@code needsReview} and an open review Task
 * from {@value MetricService#REVIEW_SIMILARITY}.
 */
final class DefinitionResolver {
  private final MetricStore metrics;
  private final GraphService graph;

  DefinitionResolver(MetricStore metrics, GraphService graph) {
    this.metrics = metrics;
    this.graph = graph;
  }

  record Resolved(MetricDefinition definition, boolean created) {}

  /**
   * The definition a proposal resolves to inside the transaction: same slug, else a similar one,
   * else the proposal itself (inserted, with a review Task when it is a near-duplicate).
   */
  Resolved resolve(StoreTx tx, MetricDefinition proposed, float[] vector, Instant now) {
    tx.serializeWithOtherWriters();
    Optional<MetricDefinition> same =
        metrics
            .definitionsBySlug(
                tx, proposed.userId(), proposed.partitionKey(), List.of(proposed.slug()))
            .stream()
            .findFirst();
    if (same.isPresent()) {
      return new Resolved(same.get(), false);
    }
    MetricDefinition best = null;
    double bestSimilarity = -1;
    for (MetricStore.Embedded e :
        metrics.embedded(tx, proposed.userId(), proposed.partitionKey())) {
      double s = cosine(vector, e.vector());
      if (s > bestSimilarity) {
        bestSimilarity = s;
        best = e.definition();
      }
    }
    if (best != null && bestSimilarity >= MetricService.REUSE_SIMILARITY) {
      return new Resolved(best, false);
    }
    boolean review = best != null && bestSimilarity >= MetricService.REVIEW_SIMILARITY;
    String taskId = null;
    if (review) {
      taskId = reviewTask(tx, proposed, best);
    }
    MetricDefinition created =
        new MetricDefinition(
            proposed.id(),
            proposed.userId(),
            proposed.partitionKey(),
            proposed.slug(),
            proposed.label(),
            proposed.description(),
            proposed.unit(),
            proposed.aggregationHint(),
            proposed.validMin(),
            proposed.validMax(),
            review,
            taskId,
            now,
            now);
    metrics.insertDefinition(tx, created, vector);
    return new Resolved(created, true);
  }

  /** An open Task asking the user whether two definitions are the same metric. */
  private String reviewTask(StoreTx tx, MetricDefinition proposed, MetricDefinition similar) {
    GraphBatch batch = graph.batchIn(tx, proposed.userId(), ClaimRecord.ORIGIN_API);
    String label = "Review metric '" + proposed.slug() + "': same as '" + similar.slug() + "'?";
    Optional<NodeRecord> task =
        batch.createNode(
            new NodeCreate(
                proposed.userId(),
                proposed.partitionKey(),
                Scope.personal,
                "Task",
                label,
                "New metric "
                    + proposed.label()
                    + " ("
                    + proposed.unit()
                    + ") resembles "
                    + similar.label()
                    + " ("
                    + similar.unit()
                    + "); merge or keep both, then clear needsReview.",
                false),
            null);
    if (task.isEmpty()) {
      return null;
    }
    batch.createClaim(
        ClaimCreate.pendingStatus(proposed.userId(), task.get().id(), label, null, "system"),
        null,
        false);
    return task.get().id();
  }

  static double cosine(float[] a, float[] b) {
    if (a == null || b == null || a.length != b.length) {
      return -1;
    }
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return na == 0 || nb == 0 ? -1 : dot / Math.sqrt(na * nb);
  }
}
