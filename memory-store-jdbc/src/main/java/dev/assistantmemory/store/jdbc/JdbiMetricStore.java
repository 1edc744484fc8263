package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.metric.Aggregation;
import dev.assistantmemory.core.metric.MetricDefinition;
import dev.assistantmemory.core.metric.MetricObservation;
import dev.assistantmemory.core.metric.MetricPoint;
import dev.assistantmemory.core.metric.MetricStats;
import dev.assistantmemory.core.metric.MetricStore;
import dev.assistantmemory.core.store.StoreTx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.Query;

/**
 * Metric definitions and observations ({@code metric_definitions}, {@code metric_observations}) on
 * the transaction's handle. Every statement names the user; object reads add the scope's
 * partitions. Observation times are epoch milliseconds, so a series read is one index range scan.
 */
public final class JdbiMetricStore implements MetricStore {
  private static final int IN_CHUNK = 500;
  private static final int BATCH = 1_000;

  private static final RowMapper<MetricDefinition> DEFINITION =
      (rs, ctx) ->
          new MetricDefinition(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              rs.getString("slug"),
              rs.getString("label"),
              rs.getString("description"),
              rs.getString("unit"),
              Aggregation.valueOf(rs.getString("aggregation_hint")),
              nullableDouble(rs, "valid_min"),
              nullableDouble(rs, "valid_max"),
              rs.getBoolean("needs_review"),
              rs.getString("review_task_node_id"),
              Rows.instant(rs, "created_at"),
              Rows.instant(rs, "updated_at"));

  private static final String DEFINITION_COLUMNS =
      "id, user_id, partition_key, slug, label, description, unit, aggregation_hint, valid_min,"
          + " valid_max, needs_review, review_task_node_id, created_at, updated_at";

  private static Handle handle(StoreTx tx) {
    return ((JdbiStoreTx) tx).handle();
  }

  private static Double nullableDouble(ResultSet rs, String column) throws SQLException {
    double v = rs.getDouble(column);
    return rs.wasNull() ? null : v;
  }

  @Override
  public void insertDefinition(StoreTx tx, MetricDefinition d, float[] vector) {
    handle(tx)
        .createUpdate(
            """
            INSERT INTO metric_definitions (id, user_id, partition_key, slug, label, description,
              unit, aggregation_hint, valid_min, valid_max, needs_review, review_task_node_id,
              embedding, created_at, updated_at)
            VALUES (:id, :user, :partition, :slug, :label, :description, :unit, :hint, :min, :max,
              :review, :task, :embedding, :created, :updated)""")
        .bind("id", d.id())
        .bind("user", d.userId())
        .bind("partition", d.partitionKey())
        .bind("slug", d.slug())
        .bind("label", d.label())
        .bind("description", d.description())
        .bind("unit", d.unit())
        .bind("hint", d.aggregationHint().name())
        .bind("min", d.validMin())
        .bind("max", d.validMax())
        .bind("review", d.needsReview())
        .bind("task", d.reviewTaskNodeId())
        .bind("embedding", Vectors.toBytes(vector))
        .bind("created", text(d.createdAt()))
        .bind("updated", text(d.updatedAt()))
        .execute();
  }

  @Override
  public void updateDefinition(StoreTx tx, MetricDefinition d, float[] vector) {
    handle(tx)
        .createUpdate(
            """
            UPDATE metric_definitions SET slug = :slug, label = :label,
              description = :description, unit = :unit, aggregation_hint = :hint,
              valid_min = :min, valid_max = :max, needs_review = :review,
              review_task_node_id = :task, updated_at = :updated"""
                + (vector == null ? "" : ", embedding = :embedding")
                + " WHERE id = :id AND user_id = :user")
        .bind("id", d.id())
        .bind("user", d.userId())
        .bind("slug", d.slug())
        .bind("label", d.label())
        .bind("description", d.description())
        .bind("unit", d.unit())
        .bind("hint", d.aggregationHint().name())
        .bind("min", d.validMin())
        .bind("max", d.validMax())
        .bind("review", d.needsReview())
        .bind("task", d.reviewTaskNodeId())
        .bind("embedding", Vectors.toBytes(vector))
        .bind("updated", text(d.updatedAt()))
        .execute();
  }

  /** A query of the scope's user's definitions narrowed to its partitions; sql ends in WHERE. */
  private static Query scoped(Handle h, ReadScope scope, String sql, String tail) {
    boolean narrowed = !scope.partitions().isEmpty();
    Query q =
        h.createQuery(
            sql
                + " user_id = :user"
                + (narrowed ? " AND partition_key IN (<partitions>)" : "")
                + tail);
    q.bind("user", scope.userId());
    if (narrowed) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }

  @Override
  public Optional<MetricDefinition> definition(StoreTx tx, ReadScope scope, String id) {
    return scoped(
            handle(tx),
            scope,
            "SELECT " + DEFINITION_COLUMNS + " FROM metric_definitions WHERE id = :id AND",
            "")
        .bind("id", id)
        .map(DEFINITION)
        .findOne();
  }

  @Override
  public List<MetricDefinition> definitions(StoreTx tx, ReadScope scope, Collection<String> ids) {
    List<MetricDefinition> out = new ArrayList<>();
    for (List<String> part : chunks(ids)) {
      out.addAll(
          scoped(
                  handle(tx),
                  scope,
                  "SELECT "
                      + DEFINITION_COLUMNS
                      + " FROM metric_definitions WHERE id IN (<ids>) AND",
                  "")
              .bindList("ids", part)
              .map(DEFINITION)
              .list());
    }
    return out;
  }

  @Override
  public List<MetricDefinition> definitions(StoreTx tx, ReadScope scope) {
    return scoped(
            handle(tx),
            scope,
            "SELECT " + DEFINITION_COLUMNS + " FROM metric_definitions WHERE",
            " ORDER BY slug, partition_key, id")
        .map(DEFINITION)
        .list();
  }

  @Override
  public List<MetricDefinition> definitionsBySlug(
      StoreTx tx, String userId, String partitionKey, Collection<String> slugs) {
    List<MetricDefinition> out = new ArrayList<>();
    for (List<String> part : chunks(slugs)) {
      out.addAll(
          handle(tx)
              .createQuery(
                  "SELECT "
                      + DEFINITION_COLUMNS
                      + " FROM metric_definitions WHERE user_id = :user"
                      + " AND partition_key = :partition AND slug IN (<slugs>)")
              .bind("user", userId)
              .bind("partition", partitionKey)
              .bindList("slugs", part)
              .map(DEFINITION)
              .list());
    }
    return out;
  }

  @Override
  public List<Embedded> embedded(StoreTx tx, String userId, String partitionKey) {
    return handle(tx)
        .createQuery(
            "SELECT "
                + DEFINITION_COLUMNS
                + ", embedding FROM metric_definitions WHERE user_id = :user"
                + " AND partition_key = :partition AND embedding IS NOT NULL ORDER BY id")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .map(
            (rs, ctx) ->
                new Embedded(DEFINITION.map(rs, ctx), Vectors.fromBytes(rs.getBytes("embedding"))))
        .list();
  }

  @Override
  public long deleteDefinition(StoreTx tx, String userId, String id) {
    Handle h = handle(tx);
    int observations =
        h.createUpdate(
                "DELETE FROM metric_observations WHERE user_id = :user AND definition_id = :id")
            .bind("user", userId)
            .bind("id", id)
            .execute();
    h.createUpdate("DELETE FROM metric_definitions WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", id)
        .execute();
    return observations;
  }

  @Override
  public long deleteObservationsOfSource(StoreTx tx, String userId, String sourceId) {
    return handle(tx)
        .createUpdate(
            "DELETE FROM metric_observations WHERE user_id = :user AND source_id = :source")
        .bind("user", userId)
        .bind("source", sourceId)
        .execute();
  }

  @Override
  public void insertObservations(StoreTx tx, List<MetricObservation> observations) {
    Handle h = handle(tx);
    for (int i = 0; i < observations.size(); i += BATCH) {
      PreparedBatch batch =
          h.prepareBatch(
              """
              INSERT INTO metric_observations (id, user_id, partition_key, definition_id, value,
                occurred_at, note, event_node_id, source_id, created_at)
              VALUES (:id, :user, :partition, :definition, :value, :at, :note, :event, :source,
                :created)""");
      for (MetricObservation o :
          observations.subList(i, Math.min(observations.size(), i + BATCH))) {
        batch
            .bind("id", o.id())
            .bind("user", o.userId())
            .bind("partition", o.partitionKey())
            .bind("definition", o.definitionId())
            .bind("value", o.value())
            .bind("at", o.occurredAt().toEpochMilli())
            .bind("note", o.note())
            .bind("event", o.eventNodeId())
            .bind("source", o.sourceId())
            .bind("created", text(o.createdAt()))
            .add();
      }
      batch.execute();
    }
  }

  @Override
  public Map<String, MetricStats> stats(
      StoreTx tx, String userId, Collection<String> definitionIds) {
    Map<String, MetricStats> out = new HashMap<>();
    for (List<String> part : chunks(definitionIds)) {
      handle(tx)
          .createQuery(
              """
              SELECT o.definition_id, count(*) AS n, min(o.occurred_at) AS first_at,
                max(o.occurred_at) AS latest_at,
                (SELECT l.value FROM metric_observations l
                  WHERE l.user_id = :user AND l.definition_id = o.definition_id
                  ORDER BY l.occurred_at DESC, l.id DESC LIMIT 1) AS latest_value
              FROM metric_observations o
              WHERE o.user_id = :user AND o.definition_id IN (<ids>)
              GROUP BY o.definition_id""")
          .bind("user", userId)
          .bindList("ids", part)
          .map(
              (rs, ctx) -> {
                out.put(
                    rs.getString("definition_id"),
                    new MetricStats(
                        rs.getLong("n"),
                        Instant.ofEpochMilli(rs.getLong("first_at")),
                        Instant.ofEpochMilli(rs.getLong("latest_at")),
                        rs.getDouble("latest_value")));
                return 0;
              })
          .list();
    }
    return out;
  }

  @Override
  public List<MetricPoint> points(
      StoreTx tx,
      String userId,
      Collection<String> definitionIds,
      long fromMillis,
      long toMillis,
      int limit) {
    if (definitionIds.isEmpty()) {
      return List.of();
    }
    List<MetricPoint> out = new ArrayList<>();
    for (List<String> part : chunks(definitionIds)) {
      if (out.size() >= limit) {
        break;
      }
      out.addAll(
          handle(tx)
              .createQuery(
                  """
                  SELECT definition_id, occurred_at, value FROM metric_observations
                  WHERE user_id = :user AND definition_id IN (<ids>)
                    AND occurred_at >= :from AND occurred_at <= :to
                  ORDER BY definition_id, occurred_at, id LIMIT :limit""")
              .bind("user", userId)
              .bindList("ids", part)
              .bind("from", fromMillis)
              .bind("to", toMillis)
              .bind("limit", limit - out.size())
              .map(
                  (rs, ctx) ->
                      new MetricPoint(
                          rs.getString("definition_id"),
                          rs.getLong("occurred_at"),
                          rs.getDouble("value")))
              .list());
    }
    return out;
  }

  @Override
  public List<LegacyClaim> legacyMetricClaims(StoreTx tx, String afterId, int limit) {
    return handle(tx)
        .createQuery(
            """
            SELECT c.id, c.user_id, c.partition_key, c.object_value, c.statement, c.stated_at,
              c.source_id
            FROM claims c JOIN nodes n ON n.id = c.subject_node_id AND n.is_user_self
            WHERE c.predicate = 'HAS_ATTRIBUTE' AND c.status = 'active'
              AND c.origin = 'extraction' AND c.id > :after
            ORDER BY c.id LIMIT :limit""")
        .bind("after", afterId)
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new LegacyClaim(
                    rs.getString("id"),
                    rs.getString("user_id"),
                    rs.getString("partition_key"),
                    rs.getString("object_value"),
                    rs.getString("statement"),
                    Rows.instant(rs, "stated_at"),
                    rs.getString("source_id")))
        .list();
  }

  private static List<List<String>> chunks(Collection<String> ids) {
    List<String> all = new ArrayList<>(ids);
    List<List<String>> parts = new ArrayList<>();
    for (int i = 0; i < all.size(); i += IN_CHUNK) {
      parts.add(all.subList(i, Math.min(all.size(), i + IN_CHUNK)));
    }
    return parts;
  }
}
