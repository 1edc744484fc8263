package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.extract.ExtractionApplier.Unit;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The nodes and claims of one plan, resolved against what the graph holds and written through the
 * batch: a name becomes the node that carries it (found or created once per job), a claim is ADD,
 * UPDATE (through the graph's lifecycle rules) or NOOP (the same value held: the source is added as
 * further evidence).
 */
final class ClaimResolver {
  private static final int EXCERPT_CHARS = 500;

  private final GraphBatch b;
  private final Plan plan;

  /** Nodes this job wrote or found, by type, scope and lower-cased name. */
  private final Map<String, NodeRecord> nodes = new HashMap<>();

  ClaimResolver(GraphBatch b, Plan plan) {
    this.b = b;
    this.plan = plan;
  }

  GraphBatch batch() {
    return b;
  }

  /** The vector the plan computed for {@code text}, or null. */
  float[] vector(String text) {
    return plan.vectors().get(text);
  }

  /** The node of {@code type} named {@code name} in the unit's partition: found, or created. */
  Optional<NodeRecord> node(Unit u, String type, String name) {
    if (Extraction.SELF.equals(name)) {
      return Optional.of(b.self());
    }
    String key = type + "|" + u.input().scope() + "|" + name.toLowerCase(Locale.ROOT);
    NodeRecord cached = nodes.get(key);
    if (cached != null) {
      return Optional.of(cached);
    }
    Optional<NodeRecord> found = b.resolveByName(u.partitionKey(), u.input().scope(), type, name);
    if (found.isEmpty()) {
      found =
          b.createNode(
              new NodeCreate(
                  b.userId(), u.partitionKey(), u.input().scope(), type, name, null, false),
              "Temporal".equals(type) ? null : vector(name));
    }
    found.ifPresent(n -> nodes.put(key, n));
    return found;
  }

  String nodeLabel(String nodeId) {
    for (NodeRecord n : nodes.values()) {
      if (n.id().equals(nodeId)) {
        return n.label();
      }
    }
    return b.nodeLabel(nodeId).orElse("");
  }

  /** ADD, UPDATE (through lifecycle rules) or NOOP (same value held: evidence added). */
  void claim(
      Unit u,
      String subjectId,
      String predicate,
      String objectNodeId,
      String objectValue,
      String statement,
      String excerpt,
      String kind,
      String speakerId,
      boolean replaces) {
    String value = objectValue != null ? WriteGuard.normalize(objectValue) : null;
    for (ClaimRecord held : b.activeClaims(subjectId, predicate)) {
      boolean same =
          objectNodeId != null
              ? objectNodeId.equals(held.objectNodeId())
              : value.equals(WriteGuard.normalize(held.objectValue()));
      if (same && !"HAS_TASK_STATUS".equals(predicate)
          || same && kind.equals(held.assertedByKind())) {
        b.addEvidence(held.id(), u.sourceId(), excerpt(excerpt));
        return;
      }
    }
    b.createClaim(
        new ClaimCreate(
            b.userId(),
            subjectId,
            predicate,
            objectNodeId,
            objectValue,
            statement,
            null,
            u.sourceId(),
            excerpt(excerpt),
            u.input().timestamp(),
            null,
            null,
            kind,
            speakerId),
        vector(statement),
        replaces);
  }

  /** Adds the unit's source as further evidence of a held claim (the NOOP of a repeat). */
  void addEvidence(String claimId, Unit u, String excerpt) {
    b.addEvidence(claimId, u.sourceId(), excerpt(excerpt));
  }

  static String excerpt(String s) {
    return s == null || s.length() <= EXCERPT_CHARS ? s : s.substring(0, EXCERPT_CHARS);
  }
}
