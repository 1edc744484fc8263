package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.model.SourceType;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Source operations beyond acceptance (kept apart from {@link StoreTx} so each feature's SQL lives
 * in its own class): what a receipt records about messages it did not apply, and source reads.
 * Every read takes the caller's {@link ReadScope} as a predicate inside the query.
 */
public interface SourceTx {
  /** Records, in order, the messages an operation did not apply. */
  void recordUnappliedMessages(String userId, String operationId, List<UnappliedMessage> messages);

  /** The messages an operation did not apply, in request order. */
  List<UnappliedMessage> unappliedMessages(String userId, String operationId);

  /** Records the original upload behind a source version (before it is converted). */
  void recordFile(StoredFile file);

  /** The original upload behind a source version, if it came from a file. */
  Optional<StoredFile> fileOf(String userId, String sourceId, int version);

  /**
   * Stores the Markdown converted from a file as the content of that source version (only while it
   * is still the live version; a newer revision leaves it untouched).
   */
  void storeConvertedContent(String userId, String sourceId, int version, String markdown);

  /** Where a page of {@link #listSources} ends: the last row's receipt time and id. */
  record ListCursor(Instant receivedAt, String id) {}

  /**
   * Live sources of the given types in scope, newest first (received time, then id), after {@code
   * after} (null: from the start), at most {@code limit}.
   */
  List<SourceRow> listSources(
      ReadScope scope, Collection<SourceType> types, ListCursor after, int limit);

  /** A live source of one of the given types in scope. */
  Optional<SourceRow> findSource(ReadScope scope, Collection<SourceType> types, String sourceId);

  /** The children (conversation messages) of a source, in position order. */
  List<SourceRecord> childrenOf(String userId, String parentId);

  /**
   * Live, unmerged nodes in scope touched by claims whose source (or evidence) is one of {@code
   * sourceIds} or a child of one, in id order after {@code afterNodeId}; {@code nodeTypes} empty
   * means every type except {@code excludedTypes}.
   */
  List<NodeRecord> nodesOfSources(
      ReadScope scope,
      Collection<String> sourceIds,
      Collection<String> nodeTypes,
      Collection<String> excludedTypes,
      String afterNodeId,
      int limit);

  /** Active claims in scope from these sources (or their children) that touch these nodes. */
  List<ClaimRecord> claimsOfSources(
      ReadScope scope, Collection<String> sourceIds, Collection<String> nodeIds);
}
