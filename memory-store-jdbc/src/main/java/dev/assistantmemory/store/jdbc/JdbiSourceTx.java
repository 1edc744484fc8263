package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SourceRow;
import dev.assistantmemory.core.store.SourceTx;
import dev.assistantmemory.core.store.StoredFile;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.SourceType;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.Query;

/** {@link SourceTx} on the handle of the enclosing {@link JdbiStoreTx}. */
final class JdbiSourceTx implements SourceTx {
  private final Handle h;

  JdbiSourceTx(Handle h) {
    this.h = h;
  }

  @Override
  public void recordUnappliedMessages(
      String userId, String operationId, List<UnappliedMessage> messages) {
    int ordinal = 0;
    for (UnappliedMessage m : messages) {
      h.createUpdate(
              """
              INSERT INTO operation_unapplied_messages
                (operation_id, user_id, ordinal, message_id, reason, existing_source_id,
                 existing_conversation_id)
              VALUES (:op, :user, :ordinal, :messageId, :reason, :sourceId, :conversationId)""")
          .bind("op", operationId)
          .bind("user", userId)
          .bind("ordinal", ordinal++)
          .bind("messageId", m.messageId())
          .bind("reason", m.reason().name())
          .bind("sourceId", m.existingSourceId())
          .bind("conversationId", m.existingConversationId())
          .execute();
    }
  }

  @Override
  public List<UnappliedMessage> unappliedMessages(String userId, String operationId) {
    return h.createQuery(
            """
            SELECT * FROM operation_unapplied_messages
            WHERE user_id = :user AND operation_id = :op ORDER BY ordinal""")
        .bind("user", userId)
        .bind("op", operationId)
        .map(
            (rs, ctx) ->
                new UnappliedMessage(
                    rs.getString("message_id"),
                    UnappliedMessage.Reason.valueOf(rs.getString("reason")),
                    rs.getString("existing_source_id"),
                    rs.getString("existing_conversation_id")))
        .list();
  }

  @Override
  public void recordFile(StoredFile f) {
    h.createUpdate(
            """
            INSERT INTO source_files
              (source_id, version, user_id, blob_sha256, blob_key, filename, mime_type, size_bytes,
               created_at)
            VALUES (:source, :version, :user, :sha, :key, :filename, :mime, :size, :created)""")
        .bind("source", f.sourceId())
        .bind("version", f.version())
        .bind("user", f.userId())
        .bind("sha", f.blobSha256())
        .bind("key", f.blobKey())
        .bind("filename", f.filename())
        .bind("mime", f.mimeType())
        .bind("size", f.sizeBytes())
        .bind("created", text(f.createdAt()))
        .execute();
  }

  @Override
  public Optional<StoredFile> fileOf(String userId, String sourceId, int version) {
    return h.createQuery(
            """
            SELECT * FROM source_files
            WHERE user_id = :user AND source_id = :source AND version = :version""")
        .bind("user", userId)
        .bind("source", sourceId)
        .bind("version", version)
        .map(
            (rs, ctx) ->
                new StoredFile(
                    rs.getString("source_id"),
                    rs.getInt("version"),
                    rs.getString("user_id"),
                    rs.getString("blob_sha256"),
                    rs.getString("blob_key"),
                    rs.getString("filename"),
                    rs.getString("mime_type"),
                    rs.getLong("size_bytes"),
                    Rows.instant(rs, "created_at")))
        .findOne();
  }

  @Override
  public void storeConvertedContent(String userId, String sourceId, int version, String markdown) {
    h.createUpdate(
            """
            UPDATE sources SET content = :content, content_type = 'markdown'
            WHERE user_id = :user AND id = :id AND version = :version AND tombstoned_at IS NULL""")
        .bind("content", markdown)
        .bind("user", userId)
        .bind("id", sourceId)
        .bind("version", version)
        .execute();
  }

  /**
   * A source row with its context, node count and latest receipt status. Nodes count through claims
   * (and evidence) from the source or its children.
   */
  private static final String SOURCE_ROW_SELECT =
      """
      SELECT s.*,
        (SELECT COUNT(DISTINCT n.id) FROM nodes n JOIN claims c
           ON (c.subject_node_id = n.id OR c.object_node_id = n.id)
         WHERE n.user_id = s.user_id AND c.user_id = s.user_id
           AND n.deleted_at IS NULL AND n.merged_into IS NULL
           AND (c.source_id IN (SELECT x.id FROM sources x
                                WHERE x.user_id = s.user_id AND (x.id = s.id OR x.parent_id = s.id))
             OR c.id IN (SELECT e.claim_id FROM claim_evidence e JOIN sources x ON x.id = e.source_id
                         WHERE x.user_id = s.user_id AND (x.id = s.id OR x.parent_id = s.id))))
          AS node_count,
        (SELECT o.status FROM operations o
         WHERE o.user_id = s.user_id AND (o.source_id = s.id OR o.id = s.operation_id)
         ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS latest_status
      FROM sources s
      WHERE s.user_id = :user AND s.tombstoned_at IS NULL AND s.type IN (<types>)""";

  private static final RowMapper<SourceRow> SOURCE_ROW =
      (rs, ctx) -> {
        String status = rs.getString("latest_status");
        return new SourceRow(
            Rows.SOURCE.map(rs, ctx),
            rs.getString("source_context"),
            rs.getInt("node_count"),
            status == null ? null : ReceiptStatus.valueOf(status));
      };

  /** {@code sql} with the scope's partitions (if narrowed) as a predicate on {@code column}. */
  private Query scoped(String sql, String column, String tail, ReadScope scope) {
    boolean narrowed = !scope.partitions().isEmpty();
    Query q =
        h.createQuery(sql + (narrowed ? " AND " + column + " IN (<partitions>)" : "") + " " + tail)
            .bind("user", scope.userId());
    if (narrowed) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }

  private static List<String> names(Collection<SourceType> types) {
    return types.stream().map(Enum::name).toList();
  }

  @Override
  public List<SourceRow> listSources(
      ReadScope scope, Collection<SourceType> types, ListCursor after, int limit) {
    String page =
        after == null
            ? ""
            : " AND (s.received_at < :afterAt OR (s.received_at = :afterAt AND s.id < :afterId))";
    Query q =
        scoped(
            SOURCE_ROW_SELECT + page,
            "s.partition_key",
            "ORDER BY s.received_at DESC, s.id DESC LIMIT :limit",
            scope);
    q.bindList("types", names(types)).bind("limit", limit);
    if (after != null) {
      q.bind("afterAt", text(after.receivedAt())).bind("afterId", after.id());
    }
    return q.map(SOURCE_ROW).list();
  }

  @Override
  public Optional<SourceRow> findSource(
      ReadScope scope, Collection<SourceType> types, String sourceId) {
    return scoped(SOURCE_ROW_SELECT + " AND s.id = :id", "s.partition_key", "", scope)
        .bindList("types", names(types))
        .bind("id", sourceId)
        .map(SOURCE_ROW)
        .findOne();
  }

  @Override
  public List<SourceRecord> childrenOf(String userId, String parentId) {
    return h.createQuery(
            """
            SELECT * FROM sources WHERE user_id = :user AND parent_id = :parent
            ORDER BY position, id""")
        .bind("user", userId)
        .bind("parent", parentId)
        .map(Rows.SOURCE)
        .list();
  }

  /** Claims (by source or evidence) from the given sources or their children. */
  private static final String CLAIMS_FROM_SOURCES =
      """
      (c.source_id IN (SELECT x.id FROM sources x WHERE x.user_id = :user
                         AND (x.id IN (<sourceIds>) OR x.parent_id IN (<sourceIds>)))
       OR c.id IN (SELECT e.claim_id FROM claim_evidence e JOIN sources x ON x.id = e.source_id
                   WHERE x.user_id = :user
                     AND (x.id IN (<sourceIds>) OR x.parent_id IN (<sourceIds>))))""";

  @Override
  public List<NodeRecord> nodesOfSources(
      ReadScope scope,
      Collection<String> sourceIds,
      Collection<String> nodeTypes,
      Collection<String> excludedTypes,
      String afterNodeId,
      int limit) {
    String sql =
        """
        SELECT n.* FROM nodes n
        WHERE n.user_id = :user AND n.deleted_at IS NULL AND n.merged_into IS NULL
          AND EXISTS (SELECT 1 FROM claims c WHERE c.user_id = :user
                        AND (c.subject_node_id = n.id OR c.object_node_id = n.id) AND """
            + CLAIMS_FROM_SOURCES
            + ")"
            + (nodeTypes.isEmpty() ? "" : " AND n.node_type IN (<nodeTypes>)")
            + (nodeTypes.isEmpty() && !excludedTypes.isEmpty()
                ? " AND n.node_type NOT IN (<excluded>)"
                : "")
            + (afterNodeId == null ? "" : " AND n.id > :after");
    Query q = scoped(sql, "n.partition_key", "ORDER BY n.id LIMIT :limit", scope);
    q.bindList("sourceIds", List.copyOf(sourceIds)).bind("limit", limit);
    if (!nodeTypes.isEmpty()) {
      q.bindList("nodeTypes", List.copyOf(nodeTypes));
    } else if (!excludedTypes.isEmpty()) {
      q.bindList("excluded", List.copyOf(excludedTypes));
    }
    if (afterNodeId != null) {
      q.bind("after", afterNodeId);
    }
    return q.map(Rows.NODE).list();
  }

  @Override
  public List<ClaimRecord> claimsOfSources(
      ReadScope scope, Collection<String> sourceIds, Collection<String> nodeIds) {
    if (nodeIds.isEmpty()) {
      return List.of();
    }
    String sql =
        """
        SELECT c.* FROM claims c
        WHERE c.user_id = :user AND c.status = 'active'
          AND (c.subject_node_id IN (<nodeIds>) OR c.object_node_id IN (<nodeIds>))
          AND """
            + CLAIMS_FROM_SOURCES;
    return scoped(sql, "c.partition_key", "ORDER BY c.id", scope)
        .bindList("sourceIds", List.copyOf(sourceIds))
        .bindList("nodeIds", List.copyOf(nodeIds))
        .map(Rows.CLAIM)
        .list();
  }
}
