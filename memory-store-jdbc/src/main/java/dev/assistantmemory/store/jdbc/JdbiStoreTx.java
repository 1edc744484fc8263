package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ReceiptStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/** {@link StoreTx} on one Jdbi handle inside a transaction. */
final class JdbiStoreTx implements StoreTx {
  private static final int IN_CHUNK = 500;
  private final Handle h;
  private final SqlDialect dialect;
  private boolean changeLogLocked;

  JdbiStoreTx(Handle h, SqlDialect dialect) {
    this.h = h;
    this.dialect = dialect;
  }

  Handle handle() {
    return h;
  }

  @Override
  public void ensureUser(String userId, Instant now) {
    h.createUpdate(
            "INSERT INTO users (id, created_at) VALUES (:id, :now) ON CONFLICT (id) DO NOTHING")
        .bind("id", userId)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public Optional<SourceRecord> findLiveSource(SourceKey key) {
    return h.createQuery(
            """
            SELECT * FROM sources WHERE user_id = :user AND partition_key = :partition
              AND type = :type AND external_id = :externalId AND tombstoned_at IS NULL""")
        .bind("user", key.userId())
        .bind("partition", key.partitionKey())
        .bind("type", key.type().name())
        .bind("externalId", key.externalId())
        .map(Rows.SOURCE)
        .findOne();
  }

  @Override
  public Optional<SourceRecord> findSource(String userId, String sourceId) {
    return h.createQuery("SELECT * FROM sources WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .map(Rows.SOURCE)
        .findOne();
  }

  @Override
  public List<SourceRecord> findSources(String userId, Collection<String> sourceIds) {
    List<SourceRecord> out = new ArrayList<>();
    for (List<String> part : partition(sourceIds)) {
      out.addAll(
          h.createQuery("SELECT * FROM sources WHERE user_id = :user AND id IN (<ids>)")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.SOURCE)
              .list());
    }
    return out;
  }

  @Override
  public List<SourceRecord> sourcesCreatedBy(String userId, String operationId) {
    return h.createQuery(
            """
            SELECT * FROM sources WHERE user_id = :user AND operation_id = :op
            ORDER BY position, id""")
        .bind("user", userId)
        .bind("op", operationId)
        .map(Rows.SOURCE)
        .list();
  }

  @Override
  public int countChildren(String userId, String parentId) {
    return h.createQuery(
            "SELECT count(*) FROM sources WHERE user_id = :user AND parent_id = :parent")
        .bind("user", userId)
        .bind("parent", parentId)
        .mapTo(Integer.class)
        .one();
  }

  @Override
  public void insertSource(SourceRecord s) {
    h.createUpdate(
            """
            INSERT INTO sources (id, user_id, partition_key, scope, type, external_id, parent_id,
              version, content_hash, content, content_type, title, author, role, speaker_name,
              position, operation_id, effective_at, received_at, tombstoned_at)
            VALUES (:id, :userId, :partitionKey, :scope, :type, :externalId, :parentId, :version,
              :contentHash, :content, :contentType, :title, :author, :role, :speakerName,
              :position, :operationId, :effectiveAt, :receivedAt, :tombstonedAt)""")
        .bind("id", s.id())
        .bind("userId", s.userId())
        .bind("partitionKey", s.partitionKey())
        .bind("scope", s.scope().name())
        .bind("type", s.type().name())
        .bind("externalId", s.externalId())
        .bind("parentId", s.parentId())
        .bind("version", s.version())
        .bind("contentHash", s.contentHash())
        .bind("content", s.content())
        .bind("contentType", s.contentType())
        .bind("title", s.title())
        .bind("author", s.author())
        .bind("role", s.role())
        .bind("speakerName", s.speakerName())
        .bind("position", s.position())
        .bind("operationId", s.operationId())
        .bind("effectiveAt", text(s.effectiveAt()))
        .bind("receivedAt", text(s.receivedAt()))
        .bind("tombstonedAt", text(s.tombstonedAt()))
        .execute();
  }

  @Override
  public void insertSourceVersion(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt) {
    h.createUpdate(
            """
            INSERT INTO source_versions (source_id, version, content_hash, content, applied, recorded_at)
            VALUES (:sourceId, :version, :hash, :content, :applied, :at)""")
        .bind("sourceId", sourceId)
        .bind("version", version)
        .bind("hash", contentHash)
        .bind("content", content)
        .bind("applied", applied)
        .bind("at", text(recordedAt))
        .execute();
  }

  @Override
  public void updateSourceContent(SourceRecord s) {
    h.createUpdate(
            """
            UPDATE sources SET version = :version, content_hash = :hash, content = :content,
              content_type = :contentType, scope = :scope, title = :title, author = :author,
              effective_at = :effectiveAt
            WHERE id = :id""")
        .bind("id", s.id())
        .bind("version", s.version())
        .bind("hash", s.contentHash())
        .bind("content", s.content())
        .bind("contentType", s.contentType())
        .bind("scope", s.scope().name())
        .bind("title", s.title())
        .bind("author", s.author())
        .bind("effectiveAt", text(s.effectiveAt()))
        .execute();
  }

  @Override
  public void updateSourceContext(String sourceId, String sourceContextJson) {
    h.createUpdate("UPDATE sources SET source_context = :ctx WHERE id = :id")
        .bind("id", sourceId)
        .bind("ctx", sourceContextJson)
        .execute();
  }

  @Override
  public void updateSourceDisplay(String sourceId, String title, String author) {
    h.createUpdate("UPDATE sources SET title = :title, author = :author WHERE id = :id")
        .bind("id", sourceId)
        .bind("title", title)
        .bind("author", author)
        .execute();
  }

  @Override
  public void tombstoneSource(String sourceId, Instant at) {
    h.createUpdate(
            "UPDATE sources SET tombstoned_at = :at WHERE id = :id AND tombstoned_at IS NULL")
        .bind("id", sourceId)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public Optional<OperationRecord> findOperation(String userId, String operationId) {
    return h.createQuery("SELECT * FROM operations WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", operationId)
        .map(Rows.OPERATION)
        .findOne();
  }

  @Override
  public Optional<OperationRecord> latestOperation(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT * FROM operations WHERE user_id = :user AND source_id = :source
            ORDER BY created_at DESC, source_version DESC, id DESC LIMIT 1""")
        .bind("user", userId)
        .bind("source", sourceId)
        .map(Rows.OPERATION)
        .findOne();
  }

  @Override
  public List<OperationRecord> unfinishedOperations(String userId, String sourceId) {
    return h.createQuery(
            """
            SELECT * FROM operations WHERE user_id = :user AND source_id = :source
              AND status IN ('queued', 'processing') ORDER BY created_at, id""")
        .bind("user", userId)
        .bind("source", sourceId)
        .map(Rows.OPERATION)
        .list();
  }

  @Override
  public void insertOperation(OperationRecord op) {
    h.createUpdate(
            """
            INSERT INTO operations (id, user_id, partition_key, source_id, source_version, status,
              stage, attempt, error_code, job_id, created_at, updated_at, completed_at)
            VALUES (:id, :userId, :partitionKey, :sourceId, :sourceVersion, :status, :stage,
              :attempt, :errorCode, :jobId, :createdAt, :updatedAt, :completedAt)""")
        .bind("id", op.id())
        .bind("userId", op.userId())
        .bind("partitionKey", op.partitionKey())
        .bind("sourceId", op.sourceId())
        .bind("sourceVersion", op.sourceVersion())
        .bind("status", op.status().name())
        .bind("stage", op.stage())
        .bind("attempt", op.attempt())
        .bind("errorCode", op.errorCode())
        .bind("jobId", op.jobId())
        .bind("createdAt", text(op.createdAt()))
        .bind("updatedAt", text(op.updatedAt()))
        .bind("completedAt", text(op.completedAt()))
        .execute();
  }

  @Override
  public void updateOperation(
      String operationId, ReceiptStatus status, String stage, String errorCode, Instant now) {
    h.createUpdate(
            """
            UPDATE operations SET status = :status, stage = :stage, error_code = :errorCode,
              updated_at = :now, completed_at = :completedAt
            WHERE id = :id""")
        .bind("id", operationId)
        .bind("status", status.name())
        .bind("stage", stage)
        .bind("errorCode", errorCode)
        .bind("now", text(now))
        .bind("completedAt", status.isTerminal() ? text(now) : null)
        .execute();
  }

  @Override
  public void insertJob(JobRecord j) {
    h.createUpdate(
            """
            INSERT INTO jobs (id, kind, operation_id, user_id, status, attempts, max_attempts,
              run_after, lease_owner, lease_until, last_error, created_at, updated_at)
            VALUES (:id, :kind, :operationId, :userId, :status, :attempts, :maxAttempts, :runAfter,
              NULL, NULL, NULL, :createdAt, :createdAt)""")
        .bind("id", j.id())
        .bind("kind", j.kind())
        .bind("operationId", j.operationId())
        .bind("userId", j.userId())
        .bind("status", j.status())
        .bind("attempts", j.attempts())
        .bind("maxAttempts", j.maxAttempts())
        .bind("runAfter", text(j.runAfter()))
        .bind("createdAt", text(j.createdAt()))
        .execute();
  }

  @Override
  public Optional<JobRecord> findJob(String jobId) {
    return h.createQuery("SELECT * FROM jobs WHERE id = :id")
        .bind("id", jobId)
        .map(Rows.JOB)
        .findOne();
  }

  @Override
  public void cancelJob(String jobId, Instant now) {
    h.createUpdate(
            """
            UPDATE jobs SET status = 'cancelled', updated_at = :now, lease_owner = NULL
            WHERE id = :id AND status IN ('queued', 'running')""")
        .bind("id", jobId)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public List<ChunkRecord> insertChunks(List<ChunkRecord> chunks) {
    List<ChunkRecord> inserted = new ArrayList<>();
    String now = text(Instant.now());
    for (ChunkRecord c : chunks) {
      int rows =
          h.createUpdate(
                  """
              INSERT INTO chunks (id, source_id, source_version, ordinal, user_id, partition_key,
                scope, source_kind, group_id, position, text, embedding, effective_at, created_at)
              VALUES (:id, :sourceId, :sourceVersion, :ordinal, :userId, :partitionKey, :scope,
                :sourceKind, :groupId, :position, :text, :embedding, :effectiveAt, :createdAt)
              ON CONFLICT (source_id, source_version, ordinal) DO NOTHING""")
              .bind("id", c.id())
              .bind("sourceId", c.sourceId())
              .bind("sourceVersion", c.sourceVersion())
              .bind("ordinal", c.ordinal())
              .bind("userId", c.userId())
              .bind("partitionKey", c.partitionKey())
              .bind("scope", c.scope().name())
              .bind("sourceKind", c.sourceKind())
              .bind("groupId", c.groupId())
              .bind("position", c.position())
              .bind("text", c.text())
              .bind("embedding", Vectors.toBytes(c.embedding()))
              .bind("effectiveAt", text(c.effectiveAt()))
              .bind("createdAt", now)
              .execute();
      if (rows > 0) {
        inserted.add(c);
      }
    }
    return inserted;
  }

  @Override
  public List<String> chunkIdsOfOtherVersions(String sourceId, int keepVersion) {
    return h.createQuery(
            "SELECT id FROM chunks WHERE source_id = :source AND source_version <> :v ORDER BY id")
        .bind("source", sourceId)
        .bind("v", keepVersion)
        .mapTo(String.class)
        .list();
  }

  @Override
  public List<String> chunkIdsOfSource(String sourceId) {
    return h.createQuery("SELECT id FROM chunks WHERE source_id = :source ORDER BY id")
        .bind("source", sourceId)
        .mapTo(String.class)
        .list();
  }

  @Override
  public void deleteChunks(Collection<String> chunkIds) {
    for (List<String> part : partition(chunkIds)) {
      h.createUpdate("DELETE FROM chunks WHERE id IN (<ids>)").bindList("ids", part).execute();
    }
  }

  @Override
  public List<ChunkRecord> chunksByIds(Collection<String> chunkIds) {
    List<ChunkRecord> out = new ArrayList<>();
    for (List<String> part : partition(chunkIds)) {
      out.addAll(
          h.createQuery("SELECT * FROM chunks WHERE id IN (<ids>)")
              .bindList("ids", part)
              .map(Rows.CHUNK)
              .list());
    }
    return out;
  }

  @Override
  public void appendChange(
      String userId, String entityType, String entityId, String action, Instant at) {
    if (!changeLogLocked && dialect.changeLogLockSql() != null) {
      h.createQuery(dialect.changeLogLockSql()).mapTo(String.class).findOne();
      changeLogLocked = true;
    }
    h.createUpdate(
            """
            INSERT INTO change_log (user_id, entity_type, entity_id, action, recorded_at)
            VALUES (:user, :type, :id, :action, :at)""")
        .bind("user", userId)
        .bind("type", entityType)
        .bind("id", entityId)
        .bind("action", action)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public List<ChangeRecord> changesAfter(long seq, int limit) {
    return h.createQuery(
            """
            SELECT seq, user_id, entity_type, entity_id, action FROM change_log
            WHERE seq > :seq ORDER BY seq LIMIT :limit""")
        .bind("seq", seq)
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new ChangeRecord(
                    rs.getLong("seq"),
                    rs.getString("user_id"),
                    rs.getString("entity_type"),
                    rs.getString("entity_id"),
                    rs.getString("action")))
        .list();
  }

  @Override
  public long lastChangeSeq() {
    return h.createQuery("SELECT coalesce(max(seq), 0) FROM change_log").mapTo(Long.class).one();
  }

  @Override
  public List<ChunkRecord> chunksAfter(String afterId, int limit) {
    return h.createQuery("SELECT * FROM chunks WHERE id > :after ORDER BY id LIMIT :limit")
        .bind("after", afterId)
        .bind("limit", limit)
        .map(Rows.CHUNK)
        .list();
  }

  @Override
  public long countQueuedJobs() {
    return h.createQuery("SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')")
        .mapTo(Long.class)
        .one();
  }

  private static List<List<String>> partition(Collection<String> ids) {
    List<String> all = new ArrayList<>(ids);
    List<List<String>> parts = new ArrayList<>();
    for (int i = 0; i < all.size(); i += IN_CHUNK) {
      parts.add(all.subList(i, Math.min(all.size(), i + IN_CHUNK)));
    }
    return parts;
  }
}
