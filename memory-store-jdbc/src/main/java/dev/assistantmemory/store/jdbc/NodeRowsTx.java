package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SystemTx;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The part of {@link JdbiStoreTx} that JdbiNodeRows serves: nodes, their names and aliases. A
 * default method per store call, each one statement on the transaction's rows.
 */
interface NodeRowsTx extends SystemTx {
  JdbiNodeRows nodeRows();

  @Override
  default void insertNode(NodeRecord n) {
    nodeRows().insertNode(n, null);
  }

  @Override
  default void insertNode(NodeRecord n, float[] vector) {
    nodeRows().insertNode(n, vector);
  }

  @Override
  default Optional<NodeRecord> findNode(String userId, String nodeId) {
    return nodeRows().findNode(userId, nodeId);
  }

  @Override
  default Optional<NodeRecord> findNode(ReadScope scope, String nodeId) {
    return nodeRows().findNode(scope, nodeId);
  }

  @Override
  default int markNodeDeleted(String nodeId, Instant at) {
    return nodeRows().markNodeDeleted(nodeId, at);
  }

  @Override
  default void updateNode(
      String nodeId, String nodeType, String label, String description, Instant now) {
    nodeRows().updateNode(nodeId, nodeType, label, description, now);
  }

  @Override
  default List<NodeRecord> nodesById(
      String userId,
      dev.assistantmemory.model.Scope scope,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int limit) {
    return nodeRows().nodesById(userId, scope, partitions, nodeTypes, limit);
  }

  @Override
  default List<String> mergeNodeInto(String userId, String fromId, String intoId, Instant at) {
    return nodeRows().mergeNodeInto(userId, fromId, intoId, at);
  }

  @Override
  default Optional<NodeRecord> findSelfNode(String userId) {
    return nodeRows().findSelfNode(userId);
  }

  @Override
  default List<NodeRecord> findNodesByName(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name) {
    return nodeRows().findNodesByName(userId, partitionKey, scope, nodeType, name);
  }

  @Override
  default java.util.Map<dev.assistantmemory.core.store.NodeName, List<NodeRecord>> findNodesByNames(
      String userId, java.util.Collection<dev.assistantmemory.core.store.NodeName> names) {
    return nodeRows().findNodesByNames(userId, names);
  }

  @Override
  default List<NodeRecord> findNodesWithWord(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String word,
      int limit) {
    return nodeRows().findNodesWithWord(userId, partitionKey, scope, nodeType, word, limit);
  }

  @Override
  default java.util.Map<dev.assistantmemory.core.store.NodeWord, List<NodeRecord>>
      findNodesWithWords(
          String userId,
          java.util.Collection<dev.assistantmemory.core.store.NodeWord> words,
          int limit) {
    return nodeRows().findNodesWithWords(userId, words, limit);
  }

  @Override
  default Optional<ClaimRecord> findClaimOfNamedNode(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name,
      String predicate,
      String objectType,
      String objectLabel) {
    return nodeRows()
        .findClaimOfNamedNode(
            userId, partitionKey, scope, nodeType, name, predicate, objectType, objectLabel);
  }

  @Override
  default List<dev.assistantmemory.core.store.EventState> eventStates(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String fromDay,
      String toDay,
      int limit) {
    return nodeRows().eventStates(userId, partitionKey, scope, fromDay, toDay, limit);
  }

  @Override
  default void insertAlias(
      String id,
      String userId,
      String partitionKey,
      String nodeId,
      String aliasText,
      String normalized,
      Instant at) {
    nodeRows().insertAlias(id, userId, partitionKey, nodeId, aliasText, normalized, at);
  }

  @Override
  default List<AliasRecord> aliasesOf(String userId, String nodeId) {
    return nodeRows().aliasesOf(userId, nodeId);
  }

  @Override
  default Optional<AliasRecord> findAlias(ReadScope scope, String aliasId) {
    return nodeRows().findAlias(scope, aliasId);
  }

  @Override
  default boolean deleteAlias(String userId, String aliasId) {
    return nodeRows().deleteAlias(userId, aliasId);
  }

  @Override
  default List<NodeRecord> findNodes(String userId, Collection<String> nodeIds) {
    return nodeRows().findNodes(userId, nodeIds);
  }

  @Override
  default List<NodeRecord> findNodes(ReadScope scope, Collection<String> nodeIds) {
    return nodeRows().findNodes(scope, nodeIds);
  }

  @Override
  default java.util.Map<String, List<AliasRecord>> aliasesOfNodes(
      String userId, Collection<String> nodeIds) {
    return nodeRows().aliasesOfNodes(userId, nodeIds);
  }
}
