package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.core.store.StoreTx.LiveSource;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: sources, their recorded
 * versions and their chunks.
 */
final class JdbiSourceRows {
  private final Handle h;

  JdbiSourceRows(Handle h) {
    this.h = h;
  }

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

  public Optional<SourceRecord> findSource(String userId, String sourceId) {
    return h.createQuery("SELECT * FROM sources WHERE user_id = :user AND id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .map(Rows.SOURCE)
        .findOne();
  }

  /** Every column of {@code sources} but the verbatim content (a document's can be megabytes). */
  static final String HEAD_COLUMNS =
      "id, user_id, partition_key, scope, type, external_id, parent_id, version, content_hash,"
          + " NULL AS content, content_type, title, author, role, speaker_name, position,"
          + " operation_id, effective_at, received_at, tombstoned_at";

  public List<SourceRecord> findSourceHeads(String userId, Collection<String> sourceIds) {
    List<SourceRecord> out = new ArrayList<>();
    for (List<String> part : InLists.partition(sourceIds)) {
      out.addAll(
          h.createQuery(
                  "SELECT "
                      + HEAD_COLUMNS
                      + " FROM sources WHERE user_id = :user AND id IN (<ids>)")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.SOURCE)
              .list());
    }
    return out;
  }

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

  public int countChildren(String userId, String parentId) {
    return h.createQuery(
            "SELECT count(*) FROM sources WHERE user_id = :user AND parent_id = :parent")
        .bind("user", userId)
        .bind("parent", parentId)
        .mapTo(Integer.class)
        .one();
  }

  public void insertSource(SourceRecord s) {
    sourceInsert(s).run(h);
  }

  /** The statement {@link #insertSource} runs. */
  static WriteStatement sourceInsert(SourceRecord s) {
    return WriteStatement.of(
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
        .build();
  }

  public void insertSourceVersion(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt) {
    sourceVersionInsert(sourceId, version, contentHash, content, applied, recordedAt).run(h);
  }

  /** The statement {@link #insertSourceVersion} runs. */
  static WriteStatement sourceVersionInsert(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt) {
    return WriteStatement.of(
            """
            INSERT INTO source_versions (source_id, version, content_hash, content, applied, recorded_at)
            VALUES (:sourceId, :version, :hash, :content, :applied, :at)""")
        .bind("sourceId", sourceId)
        .bind("version", version)
        .bind("hash", contentHash)
        .bind("content", content)
        .bind("applied", applied)
        .bind("at", text(recordedAt))
        .build();
  }

  /**
   * {@link dev.assistantmemory.core.store.StoreTx#findLiveSourcesUnlessRetired} in one statement
   * (PostgreSQL): the keys as arrays, each key's retirement as a column beside its live source's
   * row (none: a row of nulls), by the same predicates as {@code isRetired} and {@link
   * #findLiveSource}.
   */
  public java.util.Map<SourceKey, LiveSource> findLiveSourcesUnlessRetired(
      Collection<SourceKey> keys) {
    List<SourceKey> list = List.copyOf(new java.util.LinkedHashSet<>(keys));
    java.util.Map<SourceKey, LiveSource> out = new java.util.LinkedHashMap<>();
    if (list.isEmpty()) {
      return out;
    }
    h.createQuery(
            """
            SELECT k.ord, EXISTS (SELECT 1 FROM source_identity_retirements r
                WHERE r.user_id = k.user_id AND r.partition_key = k.partition_key
                  AND r.type = k.type AND r.external_id = k.external_id) AS retired_identity, s.*
            FROM unnest(CAST(:users AS text[]), CAST(:partitions AS text[]),
                CAST(:types AS text[]), CAST(:externalIds AS text[]))
              WITH ORDINALITY AS k(user_id, partition_key, type, external_id, ord)
            LEFT JOIN sources s ON s.user_id = k.user_id AND s.partition_key = k.partition_key
              AND s.type = k.type AND s.external_id = k.external_id AND s.tombstoned_at IS NULL
            ORDER BY k.ord""")
        .bindArray("users", String.class, list.stream().map(SourceKey::userId).toList())
        .bindArray("partitions", String.class, list.stream().map(SourceKey::partitionKey).toList())
        .bindArray("types", String.class, list.stream().map(k -> k.type().name()).toList())
        .bindArray("externalIds", String.class, list.stream().map(SourceKey::externalId).toList())
        .map(
            (rs, ctx) -> {
              SourceKey key = list.get(rs.getInt("ord") - 1);
              LiveSource found =
                  rs.getBoolean("retired_identity")
                      ? LiveSource.RETIRED
                      : new LiveSource(
                          false,
                          rs.getString("id") == null
                              ? Optional.empty()
                              : Optional.of(Rows.SOURCE.map(rs, ctx)));
              return java.util.Map.entry(key, found);
            })
        .forEach(
            e -> {
              if (out.put(e.getKey(), e.getValue()) != null) {
                throw new IllegalStateException("more than one live source of one identity");
              }
            });
    return out;
  }

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

  public void updateSourceContext(String sourceId, String sourceContextJson) {
    h.createUpdate("UPDATE sources SET source_context = :ctx WHERE id = :id")
        .bind("id", sourceId)
        .bind("ctx", sourceContextJson)
        .execute();
  }

  public void updateSourceDisplay(String sourceId, String title, String author) {
    h.createUpdate("UPDATE sources SET title = :title, author = :author WHERE id = :id")
        .bind("id", sourceId)
        .bind("title", title)
        .bind("author", author)
        .execute();
  }

  public void tombstoneSource(String sourceId, Instant at) {
    h.createUpdate(
            "UPDATE sources SET tombstoned_at = :at WHERE id = :id AND tombstoned_at IS NULL")
        .bind("id", sourceId)
        .bind("at", text(at))
        .execute();
    RemovedSources.markViewsStale(h, sourceId);
  }

  private static final String INSERT_CHUNK =
      """
      INSERT INTO chunks (id, source_id, source_version, ordinal, user_id, partition_key,
        scope, source_kind, group_id, position, text, embedding, effective_at, created_at)
      VALUES (:id, :sourceId, :sourceVersion, :ordinal, :userId, :partitionKey, :scope,
        :sourceKind, :groupId, :position, :text, :embedding, :effectiveAt, :createdAt)
      ON CONFLICT (source_id, source_version, ordinal) DO NOTHING""";

  public List<ChunkRecord> insertChunks(List<ChunkRecord> chunks) {
    List<ChunkRecord> inserted = new ArrayList<>();
    String now = text(Instant.now());
    for (ChunkRecord c : chunks) {
      int rows = bindChunk(h.createUpdate(INSERT_CHUNK), c, now).execute();
      if (rows > 0) {
        inserted.add(c);
      }
    }
    return inserted;
  }

  /**
   * As {@link #insertChunks}, the inserts sent as one batch (one round trip on PostgreSQL; each
   * insert's count tells whether it inserted).
   */
  public List<ChunkRecord> insertChunksBatched(List<ChunkRecord> chunks) {
    if (chunks.isEmpty()) {
      return List.of();
    }
    String now = text(Instant.now());
    var batch = h.prepareBatch(INSERT_CHUNK);
    for (ChunkRecord c : chunks) {
      bindChunk(batch, c, now).add();
    }
    int[] counts = batch.execute();
    List<ChunkRecord> inserted = new ArrayList<>();
    for (int i = 0; i < chunks.size(); i++) {
      if (counts[i] > 0) {
        inserted.add(chunks.get(i));
      }
    }
    return inserted;
  }

  private static <S extends org.jdbi.v3.core.statement.SqlStatement<S>> S bindChunk(
      S statement, ChunkRecord c, String now) {
    return statement
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
        .bind("createdAt", now);
  }

  public List<String> chunkIdsOfOtherVersions(String userId, String sourceId, int keepVersion) {
    return h.createQuery(
            """
            SELECT id FROM chunks WHERE user_id = :user AND source_id = :source
              AND source_version <> :v ORDER BY id""")
        .bind("user", userId)
        .bind("source", sourceId)
        .bind("v", keepVersion)
        .mapTo(String.class)
        .list();
  }

  public List<String> chunkIdsOfSource(String userId, String sourceId) {
    return h.createQuery(
            "SELECT id FROM chunks WHERE user_id = :user AND source_id = :source ORDER BY id")
        .bind("user", userId)
        .bind("source", sourceId)
        .mapTo(String.class)
        .list();
  }

  public List<String> chunkIdsOfSource(String sourceId) {
    return h.createQuery("SELECT id FROM chunks WHERE source_id = :source ORDER BY id")
        .bind("source", sourceId)
        .mapTo(String.class)
        .list();
  }

  public void deleteChunks(Collection<String> chunkIds) {
    for (List<String> part : InLists.partition(chunkIds)) {
      h.createUpdate("DELETE FROM chunks WHERE id IN (<ids>)").bindList("ids", part).execute();
    }
  }

  public List<ChunkRecord> chunksWithoutEmbedding(String userId, Collection<String> chunkIds) {
    List<ChunkRecord> out = new ArrayList<>();
    for (List<String> part : InLists.partition(chunkIds)) {
      out.addAll(
          h.createQuery(
                  """
                  SELECT id, source_id, source_version, ordinal, user_id, partition_key, scope,
                    source_kind, group_id, position, text, NULL AS embedding, effective_at
                  FROM chunks WHERE user_id = :user AND id IN (<ids>)""")
              .bind("user", userId)
              .bindList("ids", part)
              .map(Rows.CHUNK)
              .list());
    }
    return out;
  }

  /**
   * The chunk rows the index tailer reads, each with its source's speaker name (the index's speaker
   * term): one query, the source row joined by its primary key.
   */
  private static final String SPOKEN_CHUNKS =
      "SELECT c.*, s.speaker_name AS source_speaker_name FROM chunks c"
          + " LEFT JOIN sources s ON s.id = c.source_id";

  public List<SpokenChunk> chunksByIds(Collection<String> chunkIds) {
    List<SpokenChunk> out = new ArrayList<>();
    for (List<String> part : InLists.partition(chunkIds)) {
      out.addAll(
          h.createQuery(SPOKEN_CHUNKS + " WHERE c.id IN (<ids>)")
              .bindList("ids", part)
              .map(Rows.SPOKEN_CHUNK)
              .list());
    }
    return out;
  }

  public List<SpokenChunk> chunksAfter(String afterId, int limit) {
    return h.createQuery(SPOKEN_CHUNKS + " WHERE c.id > :after ORDER BY c.id LIMIT :limit")
        .bind("after", afterId)
        .bind("limit", limit)
        .map(Rows.SPOKEN_CHUNK)
        .list();
  }

  /** Purged sources whose stored files or lifecycle command still await their cleanup. */
  public List<SourceRecord> sourcesAwaitingStorageCleanup(int limit) {
    return h.createQuery(
            """
            SELECT * FROM sources s WHERE s.purged_at IS NOT NULL
              AND (EXISTS (SELECT 1 FROM blob_cleanup b WHERE b.source_id = s.id)
                OR EXISTS (SELECT 1 FROM source_lifecycle_commands c
                  WHERE c.source_id = s.id AND c.storage_cleanup_state = 'pending'))
            ORDER BY s.id LIMIT :limit""")
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }

  /** Purged sources that still have chunks or an operation not marked purged. */
  public List<SourceRecord> purgedSourcesWithReadModelLeftovers(int limit) {
    return h.createQuery(
            """
            SELECT * FROM sources s WHERE s.purged_at IS NOT NULL
              AND (EXISTS (SELECT 1 FROM chunks k WHERE k.source_id = s.id)
                OR EXISTS (SELECT 1 FROM operations o
                  WHERE o.source_id = s.id AND o.status <> 'purged'))
            ORDER BY s.id LIMIT :limit""")
        .bind("limit", limit)
        .map(Rows.SOURCE)
        .list();
  }
}
