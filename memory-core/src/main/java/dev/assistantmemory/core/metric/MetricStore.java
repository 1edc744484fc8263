package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.StoreTx;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where metric definitions and observations are kept. Every operation runs inside a transaction the
 * caller holds (so a definition, its review Task and its first reading commit together), and every
 * read names the user (and, for object reads, the scope's partitions) as a predicate.
 */
public interface MetricStore {
  /** A definition with the vector its label, description and unit are compared by. */
  record Embedded(MetricDefinition definition, float[] vector) {}

  void insertDefinition(StoreTx tx, MetricDefinition definition, float[] vector);

  /** Replaces the definition's fields (same id, user, partition); a null vector keeps the old. */
  void updateDefinition(StoreTx tx, MetricDefinition definition, float[] vector);

  Optional<MetricDefinition> definition(StoreTx tx, ReadScope scope, String id);

  /** The definitions of these ids that lie in the scope (unknown and foreign ids are absent). */
  List<MetricDefinition> definitions(StoreTx tx, ReadScope scope, Collection<String> ids);

  /** Every definition in the scope, in slug order. */
  List<MetricDefinition> definitions(StoreTx tx, ReadScope scope);

  /** The definitions of these slugs in one partition. */
  List<MetricDefinition> definitionsBySlug(
      StoreTx tx, String userId, String partitionKey, Collection<String> slugs);

  /** Every definition of one partition with its vector (those without a vector are left out). */
  List<Embedded> embedded(StoreTx tx, String userId, String partitionKey);

  /** Deletes the definition and its observations; returns how many observations went. */
  long deleteDefinition(StoreTx tx, String userId, String id);

  /**
   * Deletes the user's readings that cite this source (a re-sent bulk push replaces its readings);
   * returns how many went.
   */
  long deleteObservationsOfSource(StoreTx tx, String userId, String sourceId);

  /** Inserts readings in batches (one statement round per batch, not per row). */
  void insertObservations(StoreTx tx, List<MetricObservation> observations);

  /** Count, first, latest instant and latest value per definition, in one query. */
  Map<String, MetricStats> stats(StoreTx tx, String userId, Collection<String> definitionIds);

  /**
   * Readings of these definitions with {@code fromMillis <= at <= toMillis}, ordered by definition,
   * time and id; at most {@code limit} in all.
   */
  List<MetricPoint> points(
      StoreTx tx,
      String userId,
      Collection<String> definitionIds,
      long fromMillis,
      long toMillis,
      int limit);

  /** An extraction-made HAS_ATTRIBUTE claim on a self node, as metrics were stored before V11. */
  record LegacyClaim(
      String claimId,
      String userId,
      String partitionKey,
      String objectValue,
      String statement,
      java.time.Instant statedAt,
      String sourceId) {}

  /**
   * Active extraction-made HAS_ATTRIBUTE claims on users' self nodes after {@code afterId}, in id
   * order, across users (run as the system).
   */
  List<LegacyClaim> legacyMetricClaims(StoreTx tx, String afterId, int limit);
}
