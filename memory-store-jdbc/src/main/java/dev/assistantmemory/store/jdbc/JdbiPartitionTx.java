package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.PartitionTx;
import dev.assistantmemory.core.store.SourceRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;

/** {@link PartitionTx} on the handle of the enclosing {@link JdbiStoreTx}. */
final class JdbiPartitionTx implements PartitionTx {
  private final Handle h;

  JdbiPartitionTx(Handle h) {
    this.h = h;
  }

  @Override
  public Optional<PartitionMigrationRow> migration(String userId) {
    return h.createQuery(
            """
            SELECT state, version, unassigned_partition_key FROM partition_migrations
            WHERE user_id = :user""")
        .bind("user", userId)
        .map(
            (rs, ctx) ->
                new PartitionMigrationRow(
                    rs.getString("state"),
                    rs.getInt("version"),
                    rs.getString("unassigned_partition_key")))
        .findOne();
  }

  @Override
  public boolean userExists(String userId) {
    return h.createQuery("SELECT COUNT(*) FROM users WHERE id = :user")
            .bind("user", userId)
            .mapTo(Long.class)
            .one()
        > 0;
  }

  @Override
  public boolean compareAndSetMigration(
      String userId,
      String expectedState,
      int expectedVersion,
      String nextState,
      String unassignedPartitionKey,
      Instant now) {
    int changed =
        h.createUpdate(
                """
                UPDATE partition_migrations SET state = :next, version = version + 1,
                  unassigned_partition_key = COALESCE(:unassigned, unassigned_partition_key),
                  updated_at = :now
                WHERE user_id = :user AND state = :expected AND version = :version""")
            .bind("user", userId)
            .bind("expected", expectedState)
            .bind("version", expectedVersion)
            .bind("next", nextState)
            .bind("unassigned", unassignedPartitionKey)
            .bind("now", text(now))
            .execute();
    if (changed > 0 || !"migrated".equals(expectedState) || expectedVersion != 0) {
      return changed > 0;
    }
    // No row yet is migrated at version 0: the first transition inserts, and a racing second
    // insert finds the key taken.
    return h.createUpdate(
                """
                INSERT INTO partition_migrations
                  (user_id, state, version, unassigned_partition_key, updated_at)
                VALUES (:user, :next, 1, :unassigned, :now)
                ON CONFLICT (user_id) DO NOTHING""")
            .bind("user", userId)
            .bind("next", nextState)
            .bind("unassigned", unassignedPartitionKey)
            .bind("now", text(now))
            .execute()
        > 0;
  }

  @Override
  public boolean isRegistered(String userId, String partitionKey) {
    return h.createQuery(
                """
                SELECT COUNT(*) FROM memory_partitions
                WHERE user_id = :user AND partition_key = :key""")
            .bind("user", userId)
            .bind("key", partitionKey)
            .mapTo(Long.class)
            .one()
        > 0;
  }

  @Override
  public void register(String userId, String partitionKey, Instant now) {
    h.createUpdate(
            """
            INSERT INTO memory_partitions (user_id, partition_key, registered_at)
            VALUES (:user, :key, :now) ON CONFLICT (user_id, partition_key) DO NOTHING""")
        .bind("user", userId)
        .bind("key", partitionKey)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public List<String> sourcePartitions(String userId) {
    return h.createQuery(
            """
            SELECT DISTINCT partition_key FROM sources WHERE user_id = :user
            ORDER BY partition_key""")
        .bind("user", userId)
        .mapTo(String.class)
        .list();
  }

  @Override
  public List<SourceRecord> rootSourcesAfter(String userId, String afterId, int limit) {
    return h.createQuery(
            """
            SELECT * FROM sources WHERE user_id = :user AND parent_id IS NULL AND id > :after
            ORDER BY id LIMIT :limit""")
        .bind("user", userId)
        .bind("after", afterId == null ? "" : afterId)
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public List<InventoryMapping> mappingsAfter(
      String userId, String afterGeneration, String afterNodeId, int limit) {
    return h.createQuery(
            """
            SELECT m.binding_generation, r.source_id, r.partition_key, m.source_node_id,
              m.replacement_node_id
            FROM partition_reclassification_mappings m
            JOIN partition_reclassifications r
              ON r.user_id = m.user_id AND r.binding_generation = m.binding_generation
            WHERE m.user_id = :user
              AND (m.binding_generation > :generation
                OR (m.binding_generation = :generation AND m.source_node_id > :node))
            ORDER BY m.binding_generation, m.source_node_id LIMIT :limit""")
        .bind("user", userId)
        .bind("generation", afterGeneration)
        .bind("node", afterNodeId)
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new InventoryMapping(
                    rs.getString("binding_generation"),
                    rs.getString("source_id"),
                    rs.getString("partition_key"),
                    rs.getString("source_node_id"),
                    rs.getString("replacement_node_id")))
        .list();
  }

  @Override
  public Optional<Reclassification> reclassification(String userId, String bindingGeneration) {
    Optional<Reclassification> head =
        h.createQuery(
                """
                SELECT * FROM partition_reclassifications
                WHERE user_id = :user AND binding_generation = :generation""")
            .bind("user", userId)
            .bind("generation", bindingGeneration)
            .map(
                (rs, ctx) ->
                    new Reclassification(
                        rs.getString("user_id"),
                        rs.getString("binding_generation"),
                        rs.getString("source_id"),
                        rs.getString("partition_key"),
                        rs.getInt("source_version"),
                        rs.getInt("moved_claim_count"),
                        List.of()))
            .findOne();
    return head.map(
        r ->
            new Reclassification(
                r.userId(),
                r.bindingGeneration(),
                r.sourceId(),
                r.partitionKey(),
                r.sourceVersion(),
                r.movedClaimCount(),
                h.createQuery(
                        """
                        SELECT source_node_id, replacement_node_id
                        FROM partition_reclassification_mappings
                        WHERE user_id = :user AND binding_generation = :generation
                        ORDER BY source_node_id""")
                    .bind("user", userId)
                    .bind("generation", bindingGeneration)
                    .map(
                        (rs, ctx) ->
                            new NodeMapping(
                                rs.getString("source_node_id"),
                                r.partitionKey(),
                                rs.getString("replacement_node_id")))
                    .list()));
  }

  @Override
  public void recordReclassification(Reclassification r, Instant now) {
    h.createUpdate(
            """
            INSERT INTO partition_reclassifications (user_id, binding_generation, source_id,
              partition_key, source_version, moved_claim_count, recorded_at)
            VALUES (:user, :generation, :source, :key, :version, :moved, :now)""")
        .bind("user", r.userId())
        .bind("generation", r.bindingGeneration())
        .bind("source", r.sourceId())
        .bind("key", r.partitionKey())
        .bind("version", r.sourceVersion())
        .bind("moved", r.movedClaimCount())
        .bind("now", text(now))
        .execute();
    for (NodeMapping m : r.nodeMappings()) {
      h.createUpdate(
              """
              INSERT INTO partition_reclassification_mappings (user_id, binding_generation,
                source_node_id, replacement_node_id)
              VALUES (:user, :generation, :node, :replacement)""")
          .bind("user", r.userId())
          .bind("generation", r.bindingGeneration())
          .bind("node", m.sourceNodeId())
          .bind("replacement", m.replacementNodeId())
          .execute();
    }
  }

  @Override
  public void moveSource(String sourceId, String partitionKey) {
    h.createUpdate("UPDATE sources SET partition_key = :key, version = version + 1 WHERE id = :id")
        .bind("id", sourceId)
        .bind("key", partitionKey)
        .execute();
    for (String table : List.of("operations", "chunks")) {
      h.createUpdate("UPDATE " + table + " SET partition_key = :key WHERE source_id = :id")
          .bind("id", sourceId)
          .bind("key", partitionKey)
          .execute();
    }
  }

  @Override
  public List<ClaimRecord> claimsOfSources(String userId, Collection<String> sourceIds) {
    List<ClaimRecord> out = new ArrayList<>();
    for (List<String> part : InLists.partition(sourceIds)) {
      out.addAll(
          h.createQuery(
                  """
                  SELECT * FROM claims WHERE user_id = :user AND source_id IN (<ids>)
                  ORDER BY id""")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.CLAIM)
              .list());
    }
    return out;
  }

  @Override
  public boolean nodeUsedElsewhere(String userId, String nodeId, Collection<String> claimIds) {
    Set<String> moving = new HashSet<>(claimIds);
    return h
        .createQuery(
            """
            SELECT id FROM claims WHERE user_id = :user
              AND (subject_node_id = :node OR object_node_id = :node
                OR asserted_by_node_id = :node)""")
        .bind("user", userId)
        .bind("node", nodeId)
        .mapTo(String.class)
        .stream()
        .anyMatch(id -> !moving.contains(id));
  }

  @Override
  public void moveNode(String nodeId, String partitionKey) {
    h.createUpdate("UPDATE nodes SET partition_key = :key WHERE id = :id")
        .bind("id", nodeId)
        .bind("key", partitionKey)
        .execute();
    h.createUpdate("UPDATE aliases SET partition_key = :key WHERE canonical_node_id = :id")
        .bind("id", nodeId)
        .bind("key", partitionKey)
        .execute();
  }

  @Override
  public void moveClaim(
      String claimId, String partitionKey, String subject, String object, String speaker) {
    h.createUpdate(
            """
            UPDATE claims SET partition_key = :key, subject_node_id = :subject,
              object_node_id = :object, asserted_by_node_id = :speaker
            WHERE id = :id""")
        .bind("id", claimId)
        .bind("key", partitionKey)
        .bind("subject", subject)
        .bind("object", object)
        .bind("speaker", speaker)
        .execute();
  }

  @Override
  public Optional<String> replacementNode(String userId, String sourceNodeId, String partitionKey) {
    return h.createQuery(
            """
            SELECT m.replacement_node_id FROM partition_node_mappings m
            JOIN nodes n ON n.id = m.replacement_node_id
            WHERE m.user_id = :user AND m.source_node_id = :node AND m.partition_key = :key
              AND n.partition_key = :key AND n.deleted_at IS NULL""")
        .bind("user", userId)
        .bind("node", sourceNodeId)
        .bind("key", partitionKey)
        .mapTo(String.class)
        .findOne();
  }

  @Override
  public void recordReplacement(
      String userId, String sourceNodeId, String partitionKey, String replacementId, Instant now) {
    h.createUpdate(
            """
            DELETE FROM partition_node_mappings
            WHERE user_id = :user AND source_node_id = :node AND partition_key = :key""")
        .bind("user", userId)
        .bind("node", sourceNodeId)
        .bind("key", partitionKey)
        .execute();
    h.createUpdate(
            """
            INSERT INTO partition_node_mappings
              (user_id, source_node_id, partition_key, replacement_node_id, created_at)
            VALUES (:user, :node, :key, :replacement, :now)""")
        .bind("user", userId)
        .bind("node", sourceNodeId)
        .bind("key", partitionKey)
        .bind("replacement", replacementId)
        .bind("now", text(now))
        .execute();
  }
}
