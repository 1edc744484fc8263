package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.core.store.SystemTx;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The part of {@link JdbiStoreTx} that JdbiSourceRows serves: sources, their versions and chunks. A
 * default method per store call, each one statement on the transaction's rows.
 */
interface SourceRowsTx extends SystemTx {
  JdbiSourceRows sourceRows();

  @Override
  default Optional<SourceRecord> findLiveSource(SourceKey key) {
    return sourceRows().findLiveSource(key);
  }

  @Override
  default Optional<SourceRecord> findSource(String userId, String sourceId) {
    return sourceRows().findSource(userId, sourceId);
  }

  @Override
  default List<SourceRecord> findSourceHeads(String userId, Collection<String> sourceIds) {
    return sourceRows().findSourceHeads(userId, sourceIds);
  }

  @Override
  default List<SourceRecord> sourcesCreatedBy(String userId, String operationId) {
    return sourceRows().sourcesCreatedBy(userId, operationId);
  }

  @Override
  default int countChildren(String userId, String parentId) {
    return sourceRows().countChildren(userId, parentId);
  }

  @Override
  default void insertSource(SourceRecord s) {
    sourceRows().insertSource(s);
  }

  @Override
  default void insertSourceVersion(
      String sourceId,
      int version,
      String contentHash,
      String content,
      boolean applied,
      Instant recordedAt) {
    sourceRows().insertSourceVersion(sourceId, version, contentHash, content, applied, recordedAt);
  }

  @Override
  default void updateSourceContent(SourceRecord s) {
    sourceRows().updateSourceContent(s);
  }

  @Override
  default void updateSourceContext(String sourceId, String sourceContextJson) {
    sourceRows().updateSourceContext(sourceId, sourceContextJson);
  }

  @Override
  default void updateSourceDisplay(String sourceId, String title, String author) {
    sourceRows().updateSourceDisplay(sourceId, title, author);
  }

  @Override
  default void tombstoneSource(String sourceId, Instant at) {
    sourceRows().tombstoneSource(sourceId, at);
  }

  @Override
  default List<ChunkRecord> insertChunks(List<ChunkRecord> chunks) {
    return sourceRows().insertChunks(chunks);
  }

  @Override
  default List<String> chunkIdsOfOtherVersions(String userId, String sourceId, int keepVersion) {
    return sourceRows().chunkIdsOfOtherVersions(userId, sourceId, keepVersion);
  }

  @Override
  default List<String> chunkIdsOfSource(String userId, String sourceId) {
    return sourceRows().chunkIdsOfSource(userId, sourceId);
  }

  @Override
  default List<String> chunkIdsOfSource(String sourceId) {
    return sourceRows().chunkIdsOfSource(sourceId);
  }

  @Override
  default void deleteChunks(Collection<String> chunkIds) {
    sourceRows().deleteChunks(chunkIds);
  }

  @Override
  default List<ChunkRecord> chunksWithoutEmbedding(String userId, Collection<String> chunkIds) {
    return sourceRows().chunksWithoutEmbedding(userId, chunkIds);
  }

  @Override
  default List<SpokenChunk> chunksByIds(Collection<String> chunkIds) {
    return sourceRows().chunksByIds(chunkIds);
  }

  @Override
  default List<SpokenChunk> chunksAfter(String afterId, int limit) {
    return sourceRows().chunksAfter(afterId, limit);
  }

  @Override
  default List<SourceRecord> sourcesAwaitingStorageCleanup(int limit) {
    return sourceRows().sourcesAwaitingStorageCleanup(limit);
  }

  @Override
  default List<SourceRecord> purgedSourcesWithReadModelLeftovers(int limit) {
    return sourceRows().purgedSourcesWithReadModelLeftovers(limit);
  }
}
