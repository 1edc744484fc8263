package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SourceTx;
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
  public SourceTx sources() {
    return new JdbiSourceTx(h);
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
            WHERE id = :id AND status NOT IN ('completed', 'failed', 'purged')""")
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
    serializeWithOtherWriters();
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

  // ---- graph ----

  @Override
  public void insertNode(NodeRecord n) {
    h.createUpdate(
            """
            INSERT INTO nodes (id, user_id, partition_key, scope, node_type, label, description,
              is_user_self, created_at, updated_at)
            VALUES (:id, :userId, :partitionKey, :scope, :nodeType, :label, :description,
              :isUserSelf, :createdAt, :updatedAt)""")
        .bind("id", n.id())
        .bind("userId", n.userId())
        .bind("partitionKey", n.partitionKey())
        .bind("scope", n.scope().name())
        .bind("nodeType", n.nodeType())
        .bind("label", n.label())
        .bind("description", n.description())
        .bind("isUserSelf", n.isUserSelf())
        .bind("createdAt", text(n.createdAt()))
        .bind("updatedAt", text(n.updatedAt()))
        .execute();
  }

  @Override
  public Optional<NodeRecord> findNode(String userId, String nodeId) {
    return h.createQuery("SELECT * FROM nodes WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", nodeId)
        .map(Rows.NODE)
        .findOne();
  }

  @Override
  public Optional<NodeRecord> findNode(ReadScope scope, String nodeId) {
    return scoped("SELECT * FROM nodes WHERE user_id = :user AND id = :id", scope)
        .bind("id", nodeId)
        .map(Rows.NODE)
        .findOne();
  }

  /**
   * A query of the scope's user's rows, with the scope's partitions (if any) as a further predicate
   * on {@code partition_key}; {@code sql} ends in its WHERE clause.
   */
  private org.jdbi.v3.core.statement.Query scoped(String sql, ReadScope scope) {
    return scoped(sql, "", scope);
  }

  private org.jdbi.v3.core.statement.Query scoped(String sql, String tail, ReadScope scope) {
    boolean narrowed = !scope.partitions().isEmpty();
    var q =
        h.createQuery(sql + (narrowed ? " AND partition_key IN (<partitions>)" : "") + tail)
            .bind("user", scope.userId());
    if (narrowed) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }

  @Override
  public int markNodeDeleted(String nodeId, Instant at) {
    int cleared =
        h.createUpdate(
                "UPDATE claims SET asserted_by_node_id = NULL WHERE asserted_by_node_id = :id")
            .bind("id", nodeId)
            .execute();
    h.createUpdate("UPDATE nodes SET deleted_at = :at, updated_at = :at WHERE id = :id")
        .bind("id", nodeId)
        .bind("at", text(at))
        .execute();
    return cleared;
  }

  @Override
  public void updateNode(
      String nodeId, String nodeType, String label, String description, Instant now) {
    h.createUpdate(
            """
            UPDATE nodes SET node_type = :type, label = :label, description = :description,
              updated_at = :now WHERE id = :id""")
        .bind("id", nodeId)
        .bind("type", nodeType)
        .bind("label", label)
        .bind("description", description)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public List<NodeRecord> nodesById(
      String userId,
      dev.assistantmemory.model.Scope scope,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int limit) {
    StringBuilder sql =
        new StringBuilder(
            "SELECT * FROM nodes WHERE user_id = :user AND scope = :scope AND deleted_at IS NULL"
                + " AND label IS NOT NULL");
    if (!partitions.isEmpty()) {
      sql.append(" AND partition_key IN (<partitions>)");
    }
    if (!nodeTypes.isEmpty()) {
      sql.append(" AND node_type IN (<types>)");
    }
    sql.append(" ORDER BY id LIMIT :limit");
    var q =
        h.createQuery(sql.toString())
            .bind("user", userId)
            .bind("scope", scope.name())
            .bind("limit", limit);
    if (!partitions.isEmpty()) {
      q.bindList("partitions", List.copyOf(partitions));
    }
    if (!nodeTypes.isEmpty()) {
      q.bindList("types", List.copyOf(nodeTypes));
    }
    return q.map(Rows.NODE).list();
  }

  @Override
  public List<String> mergeNodeInto(String userId, String fromId, String intoId, Instant at) {
    List<String> moved =
        h.createQuery(
                """
                SELECT id FROM claims WHERE user_id = :user
                  AND (subject_node_id = :from OR object_node_id = :from) ORDER BY id""")
            .bind("user", userId)
            .bind("from", fromId)
            .mapTo(String.class)
            .list();
    for (String column : List.of("subject_node_id", "object_node_id", "asserted_by_node_id")) {
      h.createUpdate(
              "UPDATE claims SET "
                  + column
                  + " = :into WHERE user_id = :user AND "
                  + column
                  + " = :from")
          .bind("user", userId)
          .bind("from", fromId)
          .bind("into", intoId)
          .execute();
    }
    h.createUpdate(
            "UPDATE aliases SET canonical_node_id = :into WHERE user_id = :user AND canonical_node_id = :from")
        .bind("user", userId)
        .bind("from", fromId)
        .bind("into", intoId)
        .execute();
    h.createUpdate(
            "UPDATE nodes SET merged_into = :into, deleted_at = :at, updated_at = :at WHERE id = :from")
        .bind("from", fromId)
        .bind("into", intoId)
        .bind("at", text(at))
        .execute();
    return moved;
  }

  @Override
  public Optional<NodeRecord> findSelfNode(String userId) {
    return h.createQuery(
            """
            SELECT * FROM nodes WHERE user_id = :user AND is_user_self = :yes
              AND deleted_at IS NULL ORDER BY id LIMIT 1""")
        .bind("user", userId)
        .bind("yes", true)
        .map(Rows.NODE)
        .findOne();
  }

  @Override
  public void serializeWithOtherWriters() {
    if (!changeLogLocked && dialect.changeLogLockSql() != null) {
      h.createQuery(dialect.changeLogLockSql()).mapTo(String.class).findOne();
      changeLogLocked = true;
    }
  }

  @Override
  public Optional<dev.assistantmemory.core.store.Scratchpad> scratchpad(String userId) {
    return h.createQuery("SELECT content, updated_at FROM scratchpads WHERE user_id = :user")
        .bind("user", userId)
        .map(
            (rs, ctx) ->
                new dev.assistantmemory.core.store.Scratchpad(
                    rs.getString("content"), Rows.instant(rs, "updated_at")))
        .findOne();
  }

  @Override
  public void saveScratchpad(String userId, String content, Instant at) {
    h.createUpdate(
            """
            INSERT INTO scratchpads (user_id, content, updated_at) VALUES (:user, :content, :at)
            ON CONFLICT (user_id) DO UPDATE SET content = excluded.content,
              updated_at = excluded.updated_at""")
        .bind("user", userId)
        .bind("content", content)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public List<NodeRecord> findNodesByName(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name) {
    return h.createQuery(
            """
            SELECT * FROM nodes n WHERE n.user_id = :user AND n.partition_key = :partition
              AND n.scope = :scope AND n.node_type = :type AND n.deleted_at IS NULL
              AND n.merged_into IS NULL
              AND (lower(n.label) = :name OR EXISTS (SELECT 1 FROM aliases a
                WHERE a.user_id = :user AND a.canonical_node_id = n.id
                  AND a.normalized_alias_text = :normalized))
            ORDER BY n.id""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("type", nodeType)
        .bind("name", name.toLowerCase(java.util.Locale.ROOT))
        .bind("normalized", dev.assistantmemory.core.graph.WriteGuard.normalize(name))
        .map(Rows.NODE)
        .list();
  }

  @Override
  public List<dev.assistantmemory.core.store.TaskState> taskStates(
      String userId, String partitionKey, dev.assistantmemory.model.Scope scope, int limit) {
    return h.createQuery(
            """
            SELECT n.id, n.label, s.object_value AS status, s.id AS status_claim,
              dn.label AS due_day, d.id AS due_claim, d.origin AS due_origin
            FROM nodes n
            LEFT JOIN claims s ON s.subject_node_id = n.id AND s.user_id = :user
              AND s.predicate = 'HAS_TASK_STATUS' AND s.status = 'active'
            LEFT JOIN claims d ON d.subject_node_id = n.id AND d.user_id = :user
              AND d.predicate = 'DUE_ON' AND d.status = 'active'
            LEFT JOIN nodes dn ON dn.id = d.object_node_id
            WHERE n.user_id = :user AND n.partition_key = :partition AND n.scope = :scope
              AND n.node_type = 'Task' AND n.deleted_at IS NULL AND n.merged_into IS NULL
            ORDER BY CASE WHEN s.object_value IN ('pending', 'in_progress') THEN 0
                          WHEN s.object_value IS NULL THEN 1 ELSE 2 END, n.id DESC
            LIMIT :limit""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("scope", scope.name())
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new dev.assistantmemory.core.store.TaskState(
                    rs.getString("id"),
                    rs.getString("label"),
                    rs.getString("status"),
                    rs.getString("status_claim"),
                    rs.getString("due_day"),
                    rs.getString("due_claim"),
                    rs.getString("due_origin")))
        .list();
  }

  @Override
  public void insertAlias(
      String id,
      String userId,
      String partitionKey,
      String nodeId,
      String aliasText,
      String normalized,
      Instant at) {
    h.createUpdate(
            """
            INSERT INTO aliases (id, user_id, partition_key, canonical_node_id, alias_text,
              normalized_alias_text, created_at)
            VALUES (:id, :user, :partition, :node, :text, :normalized, :at)""")
        .bind("id", id)
        .bind("user", userId)
        .bind("partition", partitionKey)
        .bind("node", nodeId)
        .bind("text", aliasText)
        .bind("normalized", normalized)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public List<AliasRecord> aliasesOf(String userId, String nodeId) {
    return h.createQuery(
            "SELECT * FROM aliases WHERE user_id = :user AND canonical_node_id = :node ORDER BY id")
        .bind("user", userId)
        .bind("node", nodeId)
        .map(Rows.ALIAS)
        .list();
  }

  @Override
  public Optional<AliasRecord> findAlias(ReadScope scope, String aliasId) {
    return scoped("SELECT * FROM aliases WHERE user_id = :user AND id = :id", scope)
        .bind("id", aliasId)
        .map(Rows.ALIAS)
        .findOne();
  }

  @Override
  public boolean deleteAlias(String userId, String aliasId) {
    return h.createUpdate("DELETE FROM aliases WHERE user_id = :user AND id = :id")
            .bind("user", userId)
            .bind("id", aliasId)
            .execute()
        > 0;
  }

  @Override
  public List<String> sourceIdsOfNode(String userId, String nodeId) {
    return h.createQuery(
            """
            SELECT DISTINCT source_id FROM (
              SELECT c.source_id AS source_id FROM claims c
              WHERE c.user_id = :user AND (c.subject_node_id = :node OR c.object_node_id = :node)
                AND c.source_id IS NOT NULL
              UNION
              SELECT e.source_id AS source_id FROM claim_evidence e JOIN claims c ON c.id = e.claim_id
              WHERE c.user_id = :user AND (c.subject_node_id = :node OR c.object_node_id = :node)
            ) s ORDER BY source_id""")
        .bind("user", userId)
        .bind("node", nodeId)
        .mapTo(String.class)
        .list();
  }

  @Override
  public void insertClaim(ClaimRecord c) {
    h.createUpdate(
            """
            INSERT INTO claims (id, user_id, partition_key, scope, subject_node_id, predicate,
              object_node_id, object_value, statement, description, source_id, asserted_by_kind,
              asserted_by_node_id, status, stated_at, valid_from, valid_to, recorded_at,
              expired_at, superseded_by, supersession_relation, contradicted_by, origin,
              created_at, updated_at)
            VALUES (:id, :userId, :partitionKey, :scope, :subject, :predicate, :objectNode,
              :objectValue, :statement, :description, :sourceId, :kind, :assertedByNode, :status,
              :statedAt, :validFrom, :validTo, :recordedAt, :expiredAt, :supersededBy, :relation,
              :contradictedBy, :origin, :recordedAt, :recordedAt)""")
        .bind("id", c.id())
        .bind("userId", c.userId())
        .bind("partitionKey", c.partitionKey())
        .bind("scope", c.scope().name())
        .bind("subject", c.subjectNodeId())
        .bind("predicate", c.predicate())
        .bind("objectNode", c.objectNodeId())
        .bind("objectValue", c.objectValue())
        .bind("statement", c.statement())
        .bind("description", c.description())
        .bind("sourceId", c.sourceId())
        .bind("kind", c.assertedByKind())
        .bind("assertedByNode", c.assertedByNodeId())
        .bind("status", c.status())
        .bind("statedAt", text(c.statedAt()))
        .bind("validFrom", text(c.validFrom()))
        .bind("validTo", text(c.validTo()))
        .bind("recordedAt", text(c.recordedAt()))
        .bind("expiredAt", text(c.expiredAt()))
        .bind("supersededBy", c.supersededBy())
        .bind("relation", c.supersessionRelation())
        .bind("contradictedBy", c.contradictedBy())
        .bind("origin", c.origin() == null ? ClaimRecord.ORIGIN_API : c.origin())
        .execute();
  }

  @Override
  public Optional<ClaimRecord> findClaim(String userId, String claimId) {
    return h.createQuery("SELECT * FROM claims WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  @Override
  public Optional<ClaimRecord> findClaim(ReadScope scope, String claimId) {
    return scoped("SELECT * FROM claims WHERE user_id = :user AND id = :id", scope)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  @Override
  public List<ClaimRecord> claimsOfNode(ReadScope scope, String nodeId) {
    return scoped(
            "SELECT * FROM claims WHERE user_id = :user"
                + " AND (subject_node_id = :node OR object_node_id = :node)",
            " ORDER BY recorded_at, id",
            scope)
        .bind("node", nodeId)
        .map(Rows.CLAIM)
        .list();
  }

  @Override
  public List<ClaimRecord> claimsOfNode(String userId, String nodeId) {
    return h.createQuery(
            """
            SELECT * FROM claims WHERE user_id = :user
              AND (subject_node_id = :node OR object_node_id = :node)
            ORDER BY recorded_at, id""")
        .bind("user", userId)
        .bind("node", nodeId)
        .map(Rows.CLAIM)
        .list();
  }

  @Override
  public List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate) {
    return h.createQuery(
            """
            SELECT * FROM claims WHERE user_id = :user AND subject_node_id = :subject
              AND predicate = :predicate AND status = 'active'
            ORDER BY stated_at DESC, id DESC""")
        .bind("user", userId)
        .bind("subject", subjectNodeId)
        .bind("predicate", predicate)
        .map(Rows.CLAIM)
        .list();
  }

  @Override
  public Optional<ClaimRecord> predecessorOf(String userId, String claimId) {
    return h.createQuery(
            """
            SELECT * FROM claims WHERE user_id = :user AND superseded_by = :id
              AND status = 'superseded'
            ORDER BY stated_at DESC, recorded_at DESC, id DESC LIMIT 1""")
        .bind("user", userId)
        .bind("id", claimId)
        .map(Rows.CLAIM)
        .findOne();
  }

  @Override
  public void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now) {
    h.createUpdate(
            """
            UPDATE claims SET status = :status, expired_at = :expiredAt, valid_to = :validTo,
              superseded_by = :supersededBy, supersession_relation = :relation,
              contradicted_by = :contradictedBy, updated_at = :now
            WHERE id = :id""")
        .bind("id", claimId)
        .bind("status", status)
        .bind("expiredAt", text(expiredAt))
        .bind("validTo", text(validTo))
        .bind("supersededBy", supersededBy)
        .bind("relation", relation)
        .bind("contradictedBy", contradictedBy)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public void deleteClaim(String claimId) {
    // Keep the chain whole: whatever this claim superseded now points at its successor.
    h.createUpdate(
            """
            UPDATE claims SET superseded_by = (SELECT c.superseded_by FROM claims c WHERE c.id = :id)
            WHERE superseded_by = :id""")
        .bind("id", claimId)
        .execute();
    h.createUpdate("UPDATE claims SET contradicted_by = NULL WHERE contradicted_by = :id")
        .bind("id", claimId)
        .execute();
    h.createUpdate("DELETE FROM claim_evidence WHERE claim_id = :id").bind("id", claimId).execute();
    h.createUpdate("DELETE FROM claims WHERE id = :id").bind("id", claimId).execute();
  }

  @Override
  public void setEmbedding(String entity, String id, float[] vector) {
    h.createUpdate("UPDATE " + table(entity) + " SET embedding = :v WHERE id = :id")
        .bind("id", id)
        .bind("v", Vectors.toBytes(vector))
        .execute();
  }

  @Override
  public float[] embeddingOf(String entity, String id) {
    return h.createQuery("SELECT embedding FROM " + table(entity) + " WHERE id = :id")
        .bind("id", id)
        .map((rs, ctx) -> Vectors.fromBytes(rs.getBytes(1)))
        .findOne()
        .orElse(null);
  }

  private static String table(String entity) {
    return switch (entity) {
      case "node" -> "nodes";
      case "claim" -> "claims";
      default -> throw new IllegalArgumentException("no embeddings for " + entity);
    };
  }

  @Override
  public void insertEvidence(String claimId, String sourceId, String excerpt, Instant at) {
    h.createUpdate(
            """
            INSERT INTO claim_evidence (claim_id, source_id, excerpt, created_at)
            VALUES (:claim, :source, :excerpt, :at) ON CONFLICT (claim_id, source_id) DO NOTHING""")
        .bind("claim", claimId)
        .bind("source", sourceId)
        .bind("excerpt", excerpt)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public List<Rejection> rejections(String userId, String partitionKey) {
    return h.createQuery(
            """
            SELECT * FROM rejected_values WHERE user_id = :user AND partition_key = :partition
            ORDER BY created_at, id""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .map(Rows.REJECTION)
        .list();
  }

  @Override
  public void insertRejection(Rejection r) {
    h.createUpdate(
            """
            INSERT INTO rejected_values (id, user_id, partition_key, predicate, subject_node_id,
              pattern, normalized, reason, alternative, origin, occurrences, created_at, updated_at)
            VALUES (:id, :user, :partition, :predicate, :subject, :pattern, :normalized, :reason,
              :alternative, :origin, :occurrences, :at, :at)""")
        .bind("id", r.id())
        .bind("user", r.userId())
        .bind("partition", r.partitionKey())
        .bind("predicate", r.predicate())
        .bind("subject", r.subjectNodeId())
        .bind("pattern", r.pattern())
        .bind("normalized", r.normalized())
        .bind("reason", r.reason())
        .bind("alternative", r.alternative())
        .bind("origin", r.origin())
        .bind("occurrences", r.occurrences())
        .bind("at", text(r.createdAt()))
        .execute();
  }

  @Override
  public void countRejectionHit(String rejectionId, Instant at) {
    h.createUpdate(
            "UPDATE rejected_values SET occurrences = occurrences + 1, updated_at = :at WHERE id = :id")
        .bind("id", rejectionId)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at) {
    h.createUpdate(
            """
            INSERT INTO audit_log (user_id, actor, action, entity_type, entity_id, reason,
              removed_value, recorded_at)
            VALUES (:user, :actor, :action, :type, :id, :reason, :removed, :at)""")
        .bind("user", userId)
        .bind("actor", actor)
        .bind("action", action)
        .bind("type", entityType)
        .bind("id", entityId)
        .bind("reason", reason)
        .bind("removed", removedValue)
        .bind("at", text(at))
        .execute();
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
