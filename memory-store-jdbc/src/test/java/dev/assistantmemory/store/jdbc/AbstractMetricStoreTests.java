package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.metric.Aggregation;
import dev.assistantmemory.core.metric.MetricDefinition;
import dev.assistantmemory.core.metric.MetricObservation;
import dev.assistantmemory.core.metric.MetricPoint;
import dev.assistantmemory.core.metric.MetricStats;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The metric store contract on every backend: definitions per user and partition (unique slug),
 * scope predicates on every object read, batch inserts, range reads by epoch millis, one-query
 * statistics, and deletion reporting the observations it took along.
 */
abstract class AbstractMetricStoreTests {
  static final Instant T0 = Instant.parse("2026-05-01T10:00:00Z");
  JdbiMemoryStore store;
  JdbiMetricStore metrics = new JdbiMetricStore();

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  static MetricDefinition def(String user, String partition, String slug) {
    return new MetricDefinition(
        TypeId.newId(MetricDefinition.ID_PREFIX),
        user,
        partition,
        slug,
        "Label " + slug,
        "Description " + slug,
        "kg",
        Aggregation.avg,
        0.0,
        null,
        false,
        null,
        T0,
        T0);
  }

  static MetricObservation obs(MetricDefinition d, double value, Instant at) {
    return new MetricObservation(
        TypeId.newId(MetricObservation.ID_PREFIX),
        d.userId(),
        d.partitionKey(),
        d.id(),
        value,
        at,
        null,
        null,
        null,
        T0);
  }

  private void insert(MetricDefinition d, float[] vector) {
    store.write(
        d.userId(),
        tx -> {
          tx.ensureUser(d.userId(), T0);
          metrics.insertDefinition(tx, d, vector);
          return null;
        });
  }

  private static ReadScope scope(String user, String partition) {
    return ReadScope.of(user, partition, AccessScope.partition);
  }

  @Test
  void definitionsAreFoundOnlyInTheirUserAndPartition() {
    MetricDefinition a = def("u1", Partitions.PERSONAL, "body_weight");
    MetricDefinition b = def("u1", "work", "steps");
    MetricDefinition other = def("u2", Partitions.PERSONAL, "body_weight");
    insert(a, new float[] {1, 0});
    insert(b, null);
    insert(other, null);

    store.read(
        "u1",
        tx -> {
          assertThat(metrics.definition(tx, scope("u1", null), a.id())).contains(a);
          assertThat(metrics.definition(tx, scope("u1", null), b.id())).isEmpty();
          assertThat(metrics.definition(tx, scope("u1", "work"), b.id())).isPresent();
          assertThat(
                  metrics.definition(tx, ReadScope.of("u1", null, AccessScope.workspace), b.id()))
              .isPresent();
          assertThat(metrics.definition(tx, scope("u1", null), other.id())).isEmpty();
          assertThat(metrics.definitions(tx, scope("u1", null), List.of(a.id(), other.id())))
              .containsExactly(a);
          assertThat(
                  metrics.definitionsBySlug(
                      tx, "u1", Partitions.PERSONAL, List.of("body_weight", "steps")))
              .containsExactly(a);
          assertThat(metrics.embedded(tx, "u1", Partitions.PERSONAL))
              .singleElement()
              .satisfies(e -> assertThat(e.vector()).containsExactly(1f, 0f));
          return null;
        });
  }

  @Test
  void aSlugIsUniquePerUserAndPartition() {
    insert(def("u1", Partitions.PERSONAL, "steps"), null);
    insert(def("u1", "work", "steps"), null);
    insert(def("u2", Partitions.PERSONAL, "steps"), null);
    assertThatThrownBy(() -> insert(def("u1", Partitions.PERSONAL, "steps"), null))
        .isInstanceOf(MemoryException.class);
  }

  @Test
  void readingsAreInsertedInBatchesAndReadByRangeWithStats() {
    MetricDefinition d = def("u1", Partitions.PERSONAL, "steps");
    MetricDefinition e = def("u1", Partitions.PERSONAL, "sleep");
    insert(d, null);
    insert(e, null);
    List<MetricObservation> rows = new ArrayList<>();
    for (int i = 0; i < 2_500; i++) {
      rows.add(obs(d, i, T0.plusSeconds(60L * i)));
    }
    rows.add(obs(e, 7.5, T0));
    store.write(
        "u1",
        tx -> {
          metrics.insertObservations(tx, rows);
          return null;
        });
    store.read(
        "u1",
        tx -> {
          List<MetricPoint> points =
              metrics.points(
                  tx,
                  "u1",
                  List.of(d.id()),
                  T0.plusSeconds(60).toEpochMilli(),
                  T0.plusSeconds(180).toEpochMilli(),
                  100);
          assertThat(points).extracting(MetricPoint::value).containsExactly(1.0, 2.0, 3.0);
          assertThat(metrics.points(tx, "u1", List.of(d.id()), 0, Long.MAX_VALUE, 10).size())
              .isEqualTo(10);
          assertThat(metrics.points(tx, "u2", List.of(d.id()), 0, Long.MAX_VALUE, 10)).isEmpty();
          Map<String, MetricStats> stats = metrics.stats(tx, "u1", List.of(d.id(), e.id()));
          assertThat(stats.get(d.id()))
              .isEqualTo(new MetricStats(2_500, T0, T0.plusSeconds(60L * 2_499), 2_499.0));
          assertThat(stats.get(e.id())).isEqualTo(new MetricStats(1, T0, T0, 7.5));
          assertThat(metrics.stats(tx, "u2", List.of(d.id()))).isEmpty();
          return null;
        });
  }

  @Test
  void updateAndDeleteTouchOnlyTheUsersDefinition() {
    MetricDefinition d = def("u1", Partitions.PERSONAL, "steps");
    insert(d, null);
    insert(def("u2", Partitions.PERSONAL, "other"), null);
    store.write(
        "u1",
        tx -> {
          metrics.insertObservations(tx, List.of(obs(d, 1, T0), obs(d, 2, T0.plusSeconds(1))));
          MetricDefinition changed =
              new MetricDefinition(
                  d.id(),
                  d.userId(),
                  d.partitionKey(),
                  "step_count",
                  "Steps",
                  "Daily steps",
                  "count",
                  Aggregation.sum,
                  null,
                  100_000.0,
                  true,
                  null,
                  d.createdAt(),
                  T0.plusSeconds(5));
          metrics.updateDefinition(tx, changed, null);
          assertThat(metrics.definition(tx, scope("u1", null), d.id())).contains(changed);
          return null;
        });
    long foreign = store.write("u2", tx -> metrics.deleteDefinition(tx, "u2", d.id()));
    assertThat(foreign).isZero();
    long own = store.write("u1", tx -> metrics.deleteDefinition(tx, "u1", d.id()));
    assertThat(own).isEqualTo(2);
    boolean gone =
        store.read("u1", tx -> metrics.definition(tx, scope("u1", null), d.id())).isEmpty();
    assertThat(gone).isTrue();
  }

  private String pushSource(String user, String externalId) {
    return store.write(
        user,
        tx -> {
          tx.ensureUser(user, T0);
          dev.assistantmemory.core.store.SourceRecord s =
              dev.assistantmemory.core.store.SourceRecord.contentless(
                  user,
                  Partitions.PERSONAL,
                  dev.assistantmemory.model.Scope.personal,
                  dev.assistantmemory.model.SourceType.metric_push,
                  externalId,
                  "Metric push " + externalId,
                  T0);
          tx.insertSource(s);
          return s.id();
        });
  }

  private static MetricObservation cited(MetricObservation o, String sourceId) {
    return new MetricObservation(
        o.id(),
        o.userId(),
        o.partitionKey(),
        o.definitionId(),
        o.value(),
        o.occurredAt(),
        o.note(),
        o.eventNodeId(),
        sourceId,
        o.createdAt());
  }

  @Test
  void deletingASourcesReadingsLeavesEveryOtherSourceAndUser() {
    MetricDefinition d = def("u1", Partitions.PERSONAL, "steps");
    MetricDefinition e = def("u2", Partitions.PERSONAL, "steps");
    insert(d, null);
    insert(e, null);
    String day1 = pushSource("u1", "day-1");
    String day2 = pushSource("u1", "day-2");
    String foreign = pushSource("u2", "day-1");
    store.write(
        "u1",
        tx -> {
          metrics.insertObservations(
              tx,
              List.of(
                  cited(obs(d, 1, T0), day1),
                  cited(obs(d, 2, T0.plusSeconds(1)), day1),
                  cited(obs(d, 3, T0.plusSeconds(2)), day2)));
          return null;
        });
    store.write(
        "u2",
        tx -> {
          metrics.insertObservations(tx, List.of(cited(obs(e, 9, T0), foreign)));
          return null;
        });
    long foreignDeleted =
        store.write("u2", tx -> metrics.deleteObservationsOfSource(tx, "u2", day1));
    assertThat(foreignDeleted).as("another user's source id deletes nothing").isZero();
    long deleted = store.write("u1", tx -> metrics.deleteObservationsOfSource(tx, "u1", day1));
    assertThat(deleted).isEqualTo(2);
    long own =
        store
            .read("u1", tx -> metrics.stats(tx, "u1", List.of(d.id())).get(d.id()))
            .observationCount();
    long other =
        store
            .read("u2", tx -> metrics.stats(tx, "u2", List.of(e.id())).get(e.id()))
            .observationCount();
    assertThat(own).as("day-2's reading stays").isEqualTo(1);
    assertThat(other).isEqualTo(1);
  }
}
