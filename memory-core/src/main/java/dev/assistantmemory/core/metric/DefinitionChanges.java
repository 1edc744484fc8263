package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.metric.MetricService.Deleted;
import dev.assistantmemory.core.metric.MetricService.Patch;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.time.Clock;
import java.util.List;

/** Changes and deletes definitions found in the caller's scope (404 when not there). */
final class DefinitionChanges {
  private final MemoryStore store;
  private final MetricStore metrics;
  private final Embedder embedder;
  private final Clock clock;

  DefinitionChanges(MemoryStore store, MetricStore metrics, Embedder embedder, Clock clock) {
    this.store = store;
    this.metrics = metrics;
    this.embedder = embedder;
    this.clock = clock;
  }

  /**
   * Changes a definition found in the scope: 404 when it is not there, 409 when the new slug is
   * another definition's in its partition.
   */
  MetricDefinition update(ReadScope scope, String id, Patch p) {
    MetricDefinition current =
        store
            .read(scope.userId(), tx -> metrics.definition(tx, scope, id))
            .orElseThrow(() -> MemoryException.notFound("Metric definition"));
    MetricDefinition next =
        new MetricDefinition(
            current.id(),
            current.userId(),
            current.partitionKey(),
            p.slug() != null ? p.slug() : current.slug(),
            p.label() != null ? p.label() : current.label(),
            p.description() != null ? p.description() : current.description(),
            p.unit() != null ? p.unit() : current.unit(),
            p.aggregationHint() != null ? p.aggregationHint() : current.aggregationHint(),
            p.setValidMin() ? p.validMin() : current.validMin(),
            p.setValidMax() ? p.validMax() : current.validMax(),
            p.needsReview() != null ? p.needsReview() : current.needsReview(),
            current.reviewTaskNodeId(),
            current.createdAt(),
            clock.instant());
    if (!MetricReadings.isFinite(next.validMin()) || !MetricReadings.isFinite(next.validMax())) {
      throw MemoryException.invalid("validRangeMin", "must be finite");
    }
    if (next.validMin() != null && next.validMax() != null && next.validMin() > next.validMax()) {
      throw MemoryException.invalid("validRangeMax", "must be at least validRangeMin");
    }
    boolean reembed =
        !next.label().equals(current.label())
            || !next.description().equals(current.description())
            || !next.unit().equals(current.unit());
    float[] vector = reembed ? embedder.embed(List.of(next.dedupText())).get(0) : null;
    return store.write(
        scope.userId(),
        tx -> {
          MetricDefinition now =
              metrics
                  .definition(tx, scope, id)
                  .orElseThrow(() -> MemoryException.notFound("Metric definition"));
          if (!now.slug().equals(next.slug())
              && !metrics
                  .definitionsBySlug(tx, now.userId(), now.partitionKey(), List.of(next.slug()))
                  .isEmpty()) {
            throw new MemoryException(
                ErrorCode.METRIC_SLUG_TAKEN,
                "slug '" + next.slug() + "' is taken by another metric",
                new ErrorDetails.MetricSlugTaken(next.slug()));
          }
          metrics.updateDefinition(tx, next, vector);
          return next;
        });
  }

  Deleted delete(ReadScope scope, String id) {
    return store.write(
        scope.userId(),
        tx -> {
          MetricDefinition d =
              metrics
                  .definition(tx, scope, id)
                  .orElseThrow(() -> MemoryException.notFound("Metric definition"));
          return new Deleted(metrics.deleteDefinition(tx, d.userId(), d.id()));
        });
  }
}
