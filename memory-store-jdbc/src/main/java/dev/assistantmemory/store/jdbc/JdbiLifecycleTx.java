package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.LifecycleCommand;
import dev.assistantmemory.core.store.LifecycleTx;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import org.jdbi.v3.core.statement.Update;

/** {@link LifecycleTx} on the handle of the enclosing {@link JdbiStoreTx}. */
final class JdbiLifecycleTx implements LifecycleTx {
  private final Handle h;
  private final SqlDialect dialect;

  JdbiLifecycleTx(Handle h, SqlDialect dialect) {
    this.h = h;
    this.dialect = dialect;
  }

  @Override
  public void lockIdentity(SourceKey key) {
    if (dialect instanceof PostgresDialect) {
      // Transaction-scoped: released at commit or rollback. Hash collisions only over-serialise.
      h.createQuery("SELECT pg_advisory_xact_lock(hashtextextended(:key, 0)) IS NULL AS locked")
          .bind(
              "key",
              "source-identity\u001f"
                  + key.userId()
                  + "\u001f"
                  + key.partitionKey()
                  + "\u001f"
                  + key.type().name()
                  + "\u001f"
                  + key.externalId())
          .mapToMap()
          .one();
    }
  }

  private <T extends org.jdbi.v3.core.statement.SqlStatement<T>> T bindKey(T s, SourceKey key) {
    return s.bind("user", key.userId())
        .bind("partition", key.partitionKey())
        .bind("type", key.type().name())
        .bind("externalId", key.externalId());
  }

  private static final String KEY_MATCH =
      "user_id = :user AND partition_key = :partition AND type = :type"
          + " AND external_id = :externalId";

  @Override
  public boolean isRetired(SourceKey key) {
    return bindKey(
                h.createQuery(
                    "SELECT COUNT(*) FROM source_identity_retirements WHERE " + KEY_MATCH),
                key)
            .mapTo(Long.class)
            .one()
        > 0;
  }

  @Override
  public void retire(SourceKey key, Instant now) {
    if (isRetired(key)) {
      return;
    }
    Update u =
        h.createUpdate(
            """
            INSERT INTO source_identity_retirements
              (user_id, partition_key, type, external_id, retired_at)
            VALUES (:user, :partition, :type, :externalId, :now)""");
    bindKey(u, key).bind("now", text(now)).execute();
  }

  @Override
  public boolean restore(SourceKey key) {
    return bindKey(
                h.createUpdate("DELETE FROM source_identity_retirements WHERE " + KEY_MATCH), key)
            .execute()
        > 0;
  }

  @Override
  public void setOrigin(String userId, String sourceId, String originKind) {
    h.createUpdate("DELETE FROM source_origins WHERE user_id = :user AND source_id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .execute();
    if (originKind != null) {
      h.createUpdate(
              "INSERT INTO source_origins (source_id, user_id, origin_kind) VALUES (:id, :user, :kind)")
          .bind("user", userId)
          .bind("id", sourceId)
          .bind("kind", originKind)
          .execute();
    }
  }

  @Override
  public Optional<String> origin(String userId, String sourceId) {
    return h.createQuery(
            "SELECT origin_kind FROM source_origins WHERE user_id = :user AND source_id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .mapTo(String.class)
        .findOne();
  }

  @Override
  public void reopenOperation(String operationId, Instant now) {
    h.createUpdate(
            """
            UPDATE operations SET status = 'queued', attempt = attempt + 1, error_code = NULL,
              updated_at = :now, completed_at = NULL
            WHERE id = :id""")
        .bind("id", operationId)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public void requeueJob(String jobId, Instant now) {
    h.createUpdate(
            """
            UPDATE jobs SET status = 'queued', attempts = 0, run_after = :now, lease_owner = NULL,
              lease_until = NULL, last_error = NULL, updated_at = :now
            WHERE id = :id""")
        .bind("id", jobId)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public Optional<LifecycleCommand> command(String userId, String commandId) {
    return h.createQuery(
            """
            SELECT * FROM source_lifecycle_commands
            WHERE user_id = :user AND command_id = :command""")
        .bind("user", userId)
        .bind("command", commandId)
        .map(
            (rs, ctx) ->
                new LifecycleCommand(
                    rs.getString("user_id"),
                    rs.getString("command_id"),
                    rs.getString("source_id"),
                    rs.getString("action"),
                    rs.getString("state"),
                    rs.getBoolean("fresh_ingestion_required"),
                    rs.getString("storage_cleanup_state"),
                    rs.getInt("source_version"),
                    Rows.instant(rs, "restorable_until")))
        .findOne();
  }

  @Override
  public void recordCommand(LifecycleCommand c, Instant now) {
    h.createUpdate(
            """
            INSERT INTO source_lifecycle_commands (user_id, command_id, source_id, action, state,
              fresh_ingestion_required, storage_cleanup_state, source_version, restorable_until,
              recorded_at)
            VALUES (:user, :command, :source, :action, :state, :fresh, :cleanup, :version,
              :until, :now)""")
        .bind("user", c.userId())
        .bind("command", c.commandId())
        .bind("source", c.sourceId())
        .bind("action", c.action())
        .bind("state", c.state())
        .bind("fresh", c.freshIngestionRequired())
        .bind("cleanup", c.storageCleanupState())
        .bind("version", c.sourceVersion())
        .bind("until", text(c.restorableUntil()))
        .bind("now", text(now))
        .execute();
  }

  @Override
  public Optional<Instant> purgedAt(String userId, String sourceId) {
    return h.createQuery("SELECT purged_at FROM sources WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .map((rs, ctx) -> Optional.ofNullable(Rows.instant(rs, "purged_at")))
        .findOne()
        .flatMap(o -> o);
  }

  @Override
  public List<SourceRecord> childSources(String userId, String parentId) {
    return h.createQuery(
            "SELECT * FROM sources WHERE user_id = :user AND parent_id = :id ORDER BY position, id")
        .bind("user", userId)
        .bind("id", parentId)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public Citing citing(String userId, java.util.Collection<String> sourceIds) {
    java.util.Set<String> claims = new java.util.TreeSet<>();
    java.util.Set<String> nodes = new java.util.TreeSet<>();
    for (List<String> part : InLists.partition(new java.util.TreeSet<>(sourceIds))) {
      h.createQuery(
              """
              SELECT c.id, c.subject_node_id, c.object_node_id FROM claims c
              WHERE c.user_id = :user AND c.source_id IN (<ids>)
              UNION
              SELECT c.id, c.subject_node_id, c.object_node_id FROM claim_evidence e
              JOIN claims c ON c.id = e.claim_id
              WHERE c.user_id = :user AND e.source_id IN (<ids>)""")
          .bind("user", userId)
          .bindList("ids", part)
          .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2), rs.getString(3)})
          .forEach(
              r -> {
                claims.add(r[0]);
                nodes.add(r[1]);
                if (r[2] != null) {
                  nodes.add(r[2]);
                }
              });
    }
    return new Citing(claims, nodes);
  }

  @Override
  public void untombstoneSource(String sourceId) {
    h.createUpdate("UPDATE sources SET tombstoned_at = NULL WHERE id = :id AND purged_at IS NULL")
        .bind("id", sourceId)
        .execute();
    RemovedSources.markViewsStale(h, sourceId);
  }

  @Override
  public int purgeSource(String sourceId, Instant now) {
    h.createUpdate(
            """
            UPDATE sources SET content = NULL, content_hash = NULL, external_id = id,
              title = NULL, author = NULL, speaker_name = NULL, source_context = NULL,
              purged_at = :now, tombstoned_at = COALESCE(tombstoned_at, :now)
            WHERE id = :id""")
        .bind("id", sourceId)
        .bind("now", text(now))
        .execute();
    RemovedSources.markViewsStale(h, sourceId);
    h.createUpdate("DELETE FROM source_versions WHERE source_id = :id")
        .bind("id", sourceId)
        .execute();
    h.createUpdate(
            """
            DELETE FROM operation_unapplied_messages
            WHERE operation_id IN (SELECT id FROM operations WHERE source_id = :id)""")
        .bind("id", sourceId)
        .execute();
    // The blobs stay for the storage cleanup sweep (content-addressed: another file may share one).
    // (Row by row: a bound instant in a SELECT list is text to PostgreSQL, not a timestamp.)
    List<StoredBlob> files =
        h.createQuery(
                """
                SELECT DISTINCT user_id, blob_sha256, blob_key FROM source_files
                WHERE source_id = :id""")
            .bind("id", sourceId)
            .map(
                (rs, ctx) ->
                    new StoredBlob(
                        rs.getString("user_id"),
                        rs.getString("blob_sha256"),
                        rs.getString("blob_key")))
            .list();
    for (StoredBlob f : files) {
      h.createUpdate(
              """
              INSERT INTO blob_cleanup (user_id, source_id, blob_sha256, blob_key, queued_at)
              VALUES (:user, :id, :sha, :key, :now)
              ON CONFLICT (source_id, blob_sha256) DO NOTHING""")
          .bind("user", f.userId())
          .bind("id", sourceId)
          .bind("sha", f.sha256())
          .bind("key", f.key())
          .bind("now", text(now))
          .execute();
    }
    return h.createUpdate("DELETE FROM source_files WHERE source_id = :id")
        .bind("id", sourceId)
        .execute();
  }

  @Override
  public void purgeOperations(String sourceId, Instant now) {
    h.createUpdate(
            """
            UPDATE operations SET status = 'purged', error_code = 'SOURCE_PURGED',
              updated_at = :now, completed_at = COALESCE(completed_at, :now)
            WHERE source_id = :id""")
        .bind("id", sourceId)
        .bind("now", text(now))
        .execute();
    // A re-extraction report lists the statements the source gave: erased with it.
    h.createUpdate("DELETE FROM reextraction_reports WHERE source_id = :id")
        .bind("id", sourceId)
        .execute();
  }

  @Override
  public List<QueuedBlob> queuedBlobs(String sourceId) {
    return h.createQuery(
            """
            SELECT blob_sha256, blob_key FROM blob_cleanup WHERE source_id = :id
            ORDER BY blob_sha256""")
        .bind("id", sourceId)
        .map((rs, ctx) -> new QueuedBlob(rs.getString("blob_sha256"), rs.getString("blob_key")))
        .list();
  }

  @Override
  public boolean blobReferenced(QueuedBlob blob) {
    Query q =
        blob.key() == null
            ? h.createQuery(
                    "SELECT COUNT(*) FROM source_files WHERE blob_sha256 = :sha AND blob_key IS NULL")
                .bind("sha", blob.sha256())
            : h.createQuery("SELECT COUNT(*) FROM source_files WHERE blob_key = :key")
                .bind("key", blob.key());
    return q.mapTo(Long.class).one() > 0;
  }

  @Override
  public void completeStorageCleanup(String sourceId) {
    h.createUpdate("DELETE FROM blob_cleanup WHERE source_id = :id").bind("id", sourceId).execute();
    h.createUpdate(
            """
            UPDATE source_lifecycle_commands SET storage_cleanup_state = 'completed'
            WHERE source_id = :id AND storage_cleanup_state = 'pending'""")
        .bind("id", sourceId)
        .execute();
  }

  /** A purged source's stored file: whose, and the blob it points at. */
  private record StoredBlob(String userId, String sha256, String key) {}
}
