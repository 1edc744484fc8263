package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Graph data operations inside one store transaction; every read is bounded to one user. Reads that
 * take a {@link ReadScope} also carry its partitions as a predicate of the query (empty = all of
 * the user's): an object outside them is not found. Reads by id alone are system operations and
 * live on {@link SystemTx}.
 */
public interface GraphTx {
  void insertNode(NodeRecord node);

  /**
   * Inserts the node with its card's embedding ({@code vector}; null: none): as {@link
   * #insertNode(NodeRecord)} then {@link #setEmbedding}, in one statement where the store can.
   */
  default void insertNode(NodeRecord node, float[] vector) {
    insertNode(node);
    if (vector != null) {
      setEmbedding("node", node.id(), vector);
    }
  }

  Optional<NodeRecord> findNode(String userId, String nodeId);

  /** The node (live, deleted or merged) when it is the scope's user's and in its partitions. */
  Optional<NodeRecord> findNode(ReadScope scope, String nodeId);

  /**
   * Clears {@code assertedByNodeId} on the claims that name the node as speaker, then marks it
   * deleted; returns how many claims were cleared.
   */
  int markNodeDeleted(String nodeId, Instant at);

  void updateNode(String nodeId, String nodeType, String label, String description, Instant now);

  /**
   * Live nodes of the user in one scope and the given partitions (empty = all), ascending id,
   * optionally typed.
   */
  List<NodeRecord> nodesById(
      String userId,
      dev.assistantmemory.model.Scope scope,
      java.util.Set<String> partitions,
      java.util.Set<String> nodeTypes,
      int limit);

  Optional<NodeRecord> findSelfNode(String userId);

  /**
   * Live, unmerged nodes of the type in the partition and scope whose label or an alias equals
   * {@code name} case-insensitively, oldest first.
   */
  List<NodeRecord> findNodesByName(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name);

  /**
   * {@link #findNodesByName} for each of {@code names}, by name (each answer what that call
   * answers): in one statement where the store can (PostgreSQL: one round trip for a job's names
   * instead of one a name).
   */
  default java.util.Map<NodeName, List<NodeRecord>> findNodesByNames(
      String userId, java.util.Collection<NodeName> names) {
    java.util.Map<NodeName, List<NodeRecord>> out = new java.util.LinkedHashMap<>();
    for (NodeName n : names) {
      out.computeIfAbsent(
          n, k -> findNodesByName(userId, k.partitionKey(), k.scope(), k.nodeType(), k.name()));
    }
    return out;
  }

  /**
   * Live, unmerged nodes of the type in the partition and scope with {@code word} (lower case) as a
   * whole word at the start of a word of their label or of an alias, oldest first, at most {@code
   * limit}: the candidates a partial name ("Marcel" for "Marcel de Vries") may resolve to. People
   * and organisations only.
   */
  List<NodeRecord> findNodesWithWord(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String word,
      int limit);

  /**
   * {@link #findNodesWithWord} for each of {@code words}, by word (each answer what that call
   * answers): in one statement where the store can (PostgreSQL: one round trip for the words of a
   * job's people and organisations instead of one a name, stop 45).
   */
  default java.util.Map<NodeWord, List<NodeRecord>> findNodesWithWords(
      String userId, java.util.Collection<NodeWord> words, int limit) {
    java.util.Map<NodeWord, List<NodeRecord>> out = new java.util.LinkedHashMap<>();
    for (NodeWord w : words) {
      out.computeIfAbsent(
          w,
          k ->
              findNodesWithWord(
                  userId, k.partitionKey(), k.scope(), k.nodeType(), k.word(), limit));
    }
    return out;
  }

  /**
   * The active claim of {@code predicate} whose subject is a node named {@code name} (as {@link
   * #findNodesByName}: the first such node, oldest first, that has one) and whose object node is of
   * type {@code objectType} and labelled {@code objectLabel}; of several claims of that node, the
   * newest (as {@link #activeClaims} orders them). Read from the object's side: an event named
   * "Run" on its day is found among the few claims on that day, not among the claims of every run
   * the user logged (hundreds of nodes so named).
   */
  Optional<ClaimRecord> findClaimOfNamedNode(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String nodeType,
      String name,
      String predicate,
      String objectType,
      String objectLabel);

  /**
   * The user's live tasks in the partition and scope with their active status and due claims: open
   * ones first, then dismissed (no active status), then closed; newest first within each.
   */
  List<TaskState> taskStates(
      String userId, String partitionKey, dev.assistantmemory.model.Scope scope, int limit);

  /**
   * The user's events in the partition and scope whose active {@code OCCURRED_ON} day lies from
   * {@code fromDay} to {@code toDay} (ISO days, both included): at most {@code limit}, the most
   * recently stated first. One read from the days' side (the few day nodes of the window, their
   * claims of that predicate), so its cost does not grow with the events the user ever had.
   */
  List<EventState> eventStates(
      String userId,
      String partitionKey,
      dev.assistantmemory.model.Scope scope,
      String fromDay,
      String toDay,
      int limit);

  /**
   * Moves everything of {@code fromId} to {@code intoId} (claims' subject, object and speaker,
   * aliases), marks {@code fromId} merged and deleted, and returns the ids of the claims moved.
   */
  List<String> mergeNodeInto(String userId, String fromId, String intoId, Instant at);

  void insertAlias(
      String id,
      String userId,
      String partitionKey,
      String nodeId,
      String text,
      String normalized,
      Instant at);

  /** The node's aliases, by id. */
  List<AliasRecord> aliasesOf(String userId, String nodeId);

  /** The alias when it is the scope's user's and in its partitions. */
  Optional<AliasRecord> findAlias(ReadScope scope, String aliasId);

  /** Deletes the alias; false when it is not the user's. */
  boolean deleteAlias(String userId, String aliasId);

  /** Source ids cited by claims about the node (claim source and evidence links). */
  List<String> sourceIdsOfNode(String userId, String nodeId);

  /**
   * Of the given nodes, those whose every source still in the store is tombstoned (search leaves
   * them out); a node no stored source cites (an API-made one) is not among them. Cheap however
   * many sources cite a node.
   */
  java.util.Set<String> nodesKnownOnlyFromRemovedSources(
      String userId, java.util.Collection<String> nodeIds);

  /**
   * Of the given claims, those extracted only from removed (tombstoned or purged) sources: their
   * source and every evidence source is removed; a claim made through the API without a source is
   * not among them. The reads that leave such a node out leave such a claim out too.
   */
  java.util.Set<String> claimsOnlyFromRemovedSources(
      String userId, java.util.Collection<String> claimIds);

  /**
   * Whether any source of the user is removed (tombstoned or purged): when none is, no claim or
   * node of the user is known only from removed sources, and the two questions above answer
   * nothing. One indexed read of the removed sources alone; true (ask them) where a store cannot
   * tell.
   */
  default boolean hasRemovedSources(String userId) {
    return true;
  }

  /** The user's nodes among {@code nodeIds} (any state; unknown ids are skipped), in no order. */
  List<NodeRecord> findNodes(String userId, java.util.Collection<String> nodeIds);

  /**
   * The user's claims among {@code claimIds} (any status; unknown ids are skipped), in no order.
   */
  List<ClaimRecord> findClaims(String userId, java.util.Collection<String> claimIds);

  void insertClaim(ClaimRecord claim);

  /**
   * Inserts the claim with its statement's embedding ({@code vector}; null: none): as {@link
   * #insertClaim(ClaimRecord)} then {@link #setEmbedding}, in one statement where the store can.
   */
  default void insertClaim(ClaimRecord claim, float[] vector) {
    insertClaim(claim);
    if (vector != null) {
      setEmbedding("claim", claim.id(), vector);
    }
  }

  Optional<ClaimRecord> findClaim(String userId, String claimId);

  /** The claim when it is the scope's user's and in its partitions. */
  Optional<ClaimRecord> findClaim(ReadScope scope, String claimId);

  /** Claims about or pointing at the node, every status, in record order. */
  List<ClaimRecord> claimsOfNode(String userId, String nodeId);

  /**
   * {@link #claimsOfNode(String, String)} for many nodes in one read: node id to its claims in
   * record order (a claim linking two of the nodes is listed under both); nodes without claims have
   * no entry.
   */
  java.util.Map<String, List<ClaimRecord>> claimsOfNodes(
      String userId, java.util.Collection<String> nodeIds);

  /**
   * For each node, its links to distinct other nodes (the earliest active, not assistant-inferred
   * claim joining it to each), in record order, read from the node's first {@code perNode} such
   * claims in each direction; nodes without links have no entry. The read stays small however many
   * claims the node has.
   */
  java.util.Map<String, List<ClaimRecord>> linksOfNodes(
      String userId, java.util.Collection<String> nodeIds, int perNode);

  /** As {@link #claimsOfNode(String, String)}, limited to the scope's partitions. */
  List<ClaimRecord> claimsOfNode(ReadScope scope, String nodeId);

  /**
   * The active claims whose subject is one of the nodes, in the scope's partitions, in record
   * order: node id to its claims (nodes without any have no entry). One read for a page of cards.
   */
  java.util.Map<String, List<ClaimRecord>> activeClaimsAbout(
      ReadScope scope, java.util.Collection<String> subjectNodeIds);

  /** The scope's nodes among {@code nodeIds} (any state; unknown ids are skipped), in no order. */
  List<NodeRecord> findNodes(ReadScope scope, java.util.Collection<String> nodeIds);

  /** The aliases of many of the user's nodes in one read: node id to its aliases, in id order. */
  java.util.Map<String, List<AliasRecord>> aliasesOfNodes(
      String userId, java.util.Collection<String> nodeIds);

  List<ClaimRecord> activeClaims(String userId, String subjectNodeId, String predicate);

  /** The newest claim that {@code claimId} superseded, if any. */
  Optional<ClaimRecord> predecessorOf(String userId, String claimId);

  void updateClaimLifecycle(
      String claimId,
      String status,
      Instant expiredAt,
      Instant validTo,
      String supersededBy,
      String relation,
      String contradictedBy,
      Instant now);

  void deleteClaim(String claimId);

  /**
   * Rewrites the display statement of a claim (an attachment refinement of a request): its subject,
   * predicate, object, source, trust and lifecycle stay as they are.
   */
  void updateClaimStatement(String claimId, String statement, Instant now);

  /** Stores the embedding of a node card or claim ({@code entity} "node" or "claim"). */
  void setEmbedding(String entity, String id, float[] vector);

  /** The stored embedding of the user's node or claim, or null. */
  float[] embeddingOf(String userId, String entity, String id);

  /**
   * The stored embeddings of the user's nodes or claims among {@code ids}, by id, read in a bounded
   * number of statements; ids without one (unknown, another user's, never embedded) are absent.
   */
  java.util.Map<String, float[]> embeddingsOf(
      String userId, String entity, java.util.Collection<String> ids);

  void insertEvidence(String claimId, String sourceId, String excerpt, Instant at);

  List<Rejection> rejections(String userId, String partitionKey);

  void insertRejection(Rejection rejection);

  void countRejectionHit(String rejectionId, Instant at);

  /** Insert-only audit: written before the destructive act it describes. */
  void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at);
}
