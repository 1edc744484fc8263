package dev.assistantmemory.core.graph;

import static dev.assistantmemory.core.graph.GraphService.ACTOR_API;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Changes to existing nodes: update, delete (one or several), merge, and the summary proposal. Each
 * resolves its nodes in the caller's {@link ReadScope} inside the write's transaction: a node of
 * another partition is not found and nothing is written.
 */
public final class NodeMaintenance {
  /** Node types that may be merged by label; record types (Task, Event, Idea, Document…) never. */
  public static final Set<String> LABEL_MERGEABLE =
      Set.of(
          "Person",
          "Organization",
          "Location",
          "Object",
          "Emotion",
          "Concept",
          "Media",
          "Temporal");

  private final MemoryStore store;
  private final Clock clock;
  private final Embedder embedder;
  private final GraphService writes;

  public NodeMaintenance(MemoryStore store, Clock clock, Embedder embedder, GraphService writes) {
    this.store = store;
    this.clock = clock;
    this.embedder = embedder;
    this.writes = writes;
  }

  /**
   * Renames, retypes or re-describes a node ("" clears the description; a blank label is refused,
   * as on creation); the guard checks labels. A node retyped as a Task with no status claim in any
   * state gets the default {@code pending} candidate status, as {@code /node/create} gives one: no
   * path makes a statusless Task (CONTRACT.md 13.8).
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public NodeRecord updateNode(
      ReadScope scope, String nodeId, String label, String nodeType, String description) {
    if (nodeType != null && !NodeType.NAMES.contains(nodeType)) {
      throw MemoryException.invalid("nodeType", "unknown node type " + nodeType);
    }
    if (label != null && label.isBlank()) {
      // As /node/create and /commitments/create refuse one: a blank label names nothing.
      throw MemoryException.invalid("label", "Must not be blank");
    }
    String userId = scope.userId();
    String text = label == null ? null : GraphService.cardText(label, description);
    float[] vector = embedder.embed(List.of(text != null ? text : "")).get(0);
    return WriteGuard.guarded(
        store,
        clock,
        userId,
        tx -> {
          Instant now = clock.instant();
          NodeRecord n = InScope.requireNode(tx, scope, nodeId);
          if (label != null) {
            WriteGuard.refuseIfRejected(tx, userId, n.partitionKey(), null, null, label);
          }
          String newLabel = label != null ? label : n.label();
          String newDescription =
              description == null ? n.description() : description.isEmpty() ? null : description;
          String newType = nodeType != null ? nodeType : n.nodeType();
          tx.updateNode(n.id(), newType, newLabel, newDescription, now);
          if ("Task".equals(newType) && !"Task".equals(n.nodeType())) {
            giveStatusIfNone(tx, userId, n.id(), newLabel);
          }
          tx.setEmbedding(
              "node",
              n.id(),
              label != null
                  ? vector
                  : embedder
                      .embed(List.of(GraphService.cardText(newLabel, newDescription)))
                      .get(0));
          tx.appendChange(userId, "node", n.id(), "upsert", now);
          return tx.findNode(scope, n.id()).orElseThrow();
        });
  }

  /**
   * Relabels a live node inside the caller's transaction (a job's, whose writes land together),
   * with the embedding of its new card; false, writing only the guard's hit count, when the guard
   * refuses the label (as {@link #updateNode} refuses it).
   */
  public boolean relabelIn(
      StoreTx tx, String userId, NodeRecord node, String label, float[] vector) {
    Instant now = clock.instant();
    var refused = WriteGuard.find(tx, userId, node.partitionKey(), null, null, label);
    if (refused.isPresent()) {
      tx.countRejectionHit(refused.get().id(), now);
      return false;
    }
    tx.updateNode(node.id(), node.nodeType(), label, node.description(), now);
    tx.setEmbedding("node", node.id(), vector);
    tx.appendChange(userId, "node", node.id(), "upsert", now);
    return true;
  }

  private void giveStatusIfNone(StoreTx tx, String userId, String taskId, String label) {
    boolean hasStatus =
        tx.claimsOfNode(userId, taskId).stream()
            .anyMatch(
                c -> taskId.equals(c.subjectNodeId()) && "HAS_TASK_STATUS".equals(c.predicate()));
    if (hasStatus) {
      return;
    }
    writes
        .batchIn(tx, userId, ClaimRecord.ORIGIN_API)
        .createClaim(
            new ClaimCreate(
                userId,
                taskId,
                "HAS_TASK_STATUS",
                null,
                "pending",
                label + " is pending",
                "default status: the node became a Task",
                null,
                null,
                null,
                null,
                null,
                "assistant_inferred",
                null),
            null,
            false);
  }

  /**
   * Deletes a node (audited first) and the claims about or pointing at it; claims that named it as
   * their speaker lose that link.
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public NodeDeletion deleteNode(ReadScope scope, String nodeId, String reason) {
    return store.write(scope.userId(), tx -> deleteNodeIn(tx, scope, nodeId, reason));
  }

  /**
   * Deletes several nodes all-or-nothing; returns how many distinct nodes went. An id named twice
   * is one node: it is deleted once and counted once (the original counts the rows it deleted).
   *
   * @throws MemoryException {@code NOT_FOUND} when any of them is not live in scope
   */
  public int deleteNodes(ReadScope scope, List<String> nodeIds, String reason) {
    List<String> distinct = List.copyOf(new LinkedHashSet<>(nodeIds));
    return store.write(
        scope.userId(),
        tx -> {
          for (String id : distinct) {
            deleteNodeIn(tx, scope, id, reason);
          }
          return distinct.size();
        });
  }

  /**
   * After a merge the surviving node may hold the same claim twice (each merged node had it): the
   * same subject, predicate, object, source, speaker kind and speaker in the same status. The
   * earliest recorded is kept and the later copies are deleted (CONTRACT.md 13.14, "identical
   * claims keep the earliest"), so cards, search and counts do not show a fact twice.
   */
  private static void collapseIdenticalClaims(
      StoreTx tx, String userId, String nodeId, Instant now) {
    List<ClaimRecord> claims = new ArrayList<>(tx.claimsOfNode(userId, nodeId));
    claims.sort(
        java.util.Comparator.comparing(ClaimRecord::recordedAt).thenComparing(ClaimRecord::id));
    Map<List<Object>, ClaimRecord> earliest = new java.util.HashMap<>();
    for (ClaimRecord c : claims) {
      List<Object> identity =
          java.util.Arrays.asList(
              c.subjectNodeId(),
              c.predicate(),
              c.objectNodeId(),
              c.objectValue(),
              c.sourceId(),
              c.assertedByKind(),
              c.assertedByNodeId(),
              c.status());
      ClaimRecord kept = earliest.putIfAbsent(identity, c);
      if (kept == null) {
        continue;
      }
      tx.audit(
          userId,
          ACTOR_API,
          "delete",
          "claim",
          c.id(),
          "identical to " + kept.id() + " after a merge",
          ClaimCorrections.describe(c),
          now);
      tx.appendChange(userId, "claim", c.id(), "delete", now);
      tx.deleteClaim(c.id());
    }
  }

  private NodeDeletion deleteNodeIn(StoreTx tx, ReadScope scope, String nodeId, String reason) {
    String userId = scope.userId();
    // The writers' turn before the node's claims are read (stop 44): an extraction holding it may
    // be adding a claim on this node; read before its commit, that claim outlived the deletion.
    // The turn was taken at the first change-log append anyway: no round trip more.
    tx.serializeWithOtherWriters();
    Instant now = clock.instant();
    NodeRecord node = InScope.requireNode(tx, scope, nodeId);
    // The node is in scope; the cascade takes every claim that references it.
    List<ClaimRecord> claims = tx.claimsOfNode(userId, node.id());
    tx.audit(
        userId,
        ACTOR_API,
        "delete",
        "node",
        node.id(),
        reason,
        node.nodeType() + ": " + node.label() + " (" + claims.size() + " claims)",
        now);
    int cascaded = 0;
    for (ClaimRecord c : claims) {
      tx.audit(
          userId,
          ACTOR_API,
          "delete",
          "claim",
          c.id(),
          "cascade from " + node.id(),
          ClaimCorrections.describe(c),
          now);
      tx.appendChange(userId, "claim", c.id(), "delete", now);
      tx.deleteClaim(c.id());
      cascaded++;
    }
    int cleared = tx.markNodeDeleted(node.id(), now);
    tx.appendChange(userId, "node", node.id(), "delete", now);
    return new NodeDeletion(cascaded, cleared);
  }

  /**
   * Merges nodes into the first: their claims and aliases move to it, their labels become its
   * aliases, their ids redirect to it. Refused (409 MERGE_REFUSED) across scopes or partitions (a
   * workspace caller reaches both), for record types and for the user's self node. Each merged node
   * is audited before it goes.
   *
   * @throws MemoryException {@code NOT_FOUND} when any node is not live in scope
   */
  public NodeRecord mergeNodes(
      ReadScope scope, List<String> nodeIds, String targetLabel, String targetDescription) {
    String userId = scope.userId();
    return store.write(
        userId,
        tx -> {
          tx.serializeWithOtherWriters(); // before the claims to move are read (see deleteNodeIn)
          Instant now = clock.instant();
          List<NodeRecord> nodes = new ArrayList<>();
          List<String> missing = new ArrayList<>();
          for (String id : nodeIds) {
            InScope.liveNode(tx, scope, id).ifPresentOrElse(nodes::add, () -> missing.add(id));
          }
          if (!missing.isEmpty()) {
            throw new MemoryException(
                ErrorCode.NOT_FOUND,
                "Nodes not found: " + missing,
                new ErrorDetails.NodesNotFound(null, missing));
          }
          NodeRecord target = nodes.get(0);
          for (NodeRecord n : nodes) {
            if (!LABEL_MERGEABLE.contains(n.nodeType()) || n.isUserSelf()) {
              throw new MemoryException(
                  ErrorCode.MERGE_REFUSED,
                  "Node "
                      + n.id()
                      + " ("
                      + n.nodeType()
                      + (n.isUserSelf() ? ", self" : "")
                      + ") cannot be merged");
            }
            if (n.scope() != target.scope() || !n.partitionKey().equals(target.partitionKey())) {
              throw new MemoryException(
                  ErrorCode.MERGE_REFUSED,
                  "Nodes of different scopes or partitions cannot be merged");
            }
          }
          for (NodeRecord from : nodes.subList(1, nodes.size())) {
            if (from.id().equals(target.id())) {
              continue;
            }
            tx.audit(
                userId,
                ACTOR_API,
                "merge",
                "node",
                from.id(),
                "merged into " + target.id(),
                from.nodeType() + ": " + from.label(),
                now);
            for (String claimId : tx.mergeNodeInto(userId, from.id(), target.id(), now)) {
              tx.appendChange(userId, "claim", claimId, "upsert", now);
            }
            if (from.label() != null && !from.label().equalsIgnoreCase(target.label())) {
              tx.insertAlias(
                  TypeId.newId(TypeId.ALIAS),
                  userId,
                  target.partitionKey(),
                  target.id(),
                  from.label(),
                  WriteGuard.normalize(from.label()),
                  now);
            }
            tx.appendChange(userId, "node", from.id(), "delete", now);
          }
          collapseIdenticalClaims(tx, userId, target.id(), now);
          String label = targetLabel != null ? targetLabel : target.label();
          String description = targetDescription != null ? targetDescription : target.description();
          tx.updateNode(target.id(), target.nodeType(), label, description, now);
          tx.appendChange(userId, "node", target.id(), "upsert", now);
          return tx.findNode(scope, target.id()).orElseThrow();
        });
  }

  /**
   * A deterministic summary proposal from the node's active claims (not saved): its label, then the
   * statements in record order; empty without active claims.
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope (after redirects)
   */
  public String summarize(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx -> {
          NodeRecord n = InScope.requireResolved(tx, scope, nodeId);
          List<String> statements = new ArrayList<>();
          for (ClaimRecord c : tx.claimsOfNode(scope, n.id())) {
            if (ClaimRecord.ACTIVE.equals(c.status()) && !c.isCandidate()) {
              statements.add(c.statement().strip().replaceAll("[.\\s]+$", ""));
            }
          }
          return statements.isEmpty() ? "" : n.label() + ": " + String.join("; ", statements) + ".";
        });
  }
}
