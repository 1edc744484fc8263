package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.NodeRedirects;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.ContextTx.RankedNode;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.NodeType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Resolving cited ids for display, and a sample of the graph for an empty-state view. */
public final class CitationService {
  static final int SNIPPET = 280;
  static final int MAX_REDIRECTS = 16;
  static final Set<String> NOT_SAMPLED =
      Set.of("Temporal", "Atlas", "AssistantDream", "Conversation", "Document");

  private final MemoryStore store;

  public CitationService(MemoryStore store) {
    this.store = store;
  }

  /** A cited source's brief. */
  public record SourceBrief(String id, String title, String type) {}

  /** One resolved id; {@code available} false when it is not found in the scope or deleted. */
  public record Citation(
      String requestedId,
      String kind,
      boolean available,
      String canonicalId,
      String title,
      String snippet,
      SourceBrief source,
      String subjectNodeId) {}

  /**
   * Resolves ids in request order; merged node ids follow their redirects. Whether a claim or node
   * is known only from removed sources is asked once for all the ids (two queries), not per id.
   */
  public List<Citation> resolve(ReadScope scope, List<String> ids) {
    return store.read(
        scope.userId(),
        tx -> {
          List<Found> found = new ArrayList<>(ids.size());
          Set<String> claimIds = new HashSet<>();
          Set<String> nodeIds = new HashSet<>();
          for (String id : ids) {
            Found f = find(tx, scope, id);
            found.add(f);
            if (f.claim() != null) {
              claimIds.add(f.claim().id());
            } else if (f.node() != null && f.node().deletedAt() == null) {
              nodeIds.add(f.node().id());
            }
          }
          // Known only from removed sources: every list and read leaves these out until a
          // restore, so their text is not read here either.
          Set<String> removed = new HashSet<>();
          if (!claimIds.isEmpty()) {
            removed.addAll(tx.claimsOnlyFromRemovedSources(scope.userId(), claimIds));
          }
          if (!nodeIds.isEmpty()) {
            removed.addAll(tx.nodesKnownOnlyFromRemovedSources(scope.userId(), nodeIds));
          }
          List<Citation> out = new ArrayList<>(ids.size());
          for (int i = 0; i < ids.size(); i++) {
            out.add(citation(tx, scope, ids.get(i), found.get(i), removed));
          }
          return out;
        });
  }

  /** What an id names: its kind and, when found in the scope, its claim, source or node. */
  private record Found(String kind, ClaimRecord claim, SourceRecord source, NodeRecord node) {}

  /** The id's claim, source or node (a merged node's survivor). */
  private static Found find(StoreTx tx, ReadScope scope, String id) {
    if (id.startsWith("claim_")) {
      return new Found("claim", tx.findClaim(scope, id).orElse(null), null, null);
    }
    if (id.startsWith("src_")) {
      return new Found("source", null, tx.context().findSource(scope, id).orElse(null), null);
    }
    Optional<NodeRecord> node = tx.findNode(scope, id);
    for (int hop = 0;
        hop < MAX_REDIRECTS && node.isPresent() && node.get().mergedInto() != null;
        hop++) {
      node = tx.findNode(scope, node.get().mergedInto());
    }
    return new Found("node", null, null, node.orElse(null));
  }

  private static Citation citation(
      StoreTx tx, ReadScope scope, String id, Found found, Set<String> removed) {
    if (found.claim() != null) {
      ClaimRecord c = found.claim();
      if (removed.contains(c.id())) {
        return new Citation(id, "claim", false, c.id(), null, null, null, null);
      }
      return new Citation(
          id,
          "claim",
          ClaimRecord.ACTIVE.equals(c.status()),
          c.id(),
          c.predicate(),
          snippet(c.statement()),
          c.sourceId() == null ? null : brief(tx, scope, c.sourceId()),
          c.subjectNodeId());
    }
    if (found.source() != null) {
      SourceRecord s = found.source();
      if (s.tombstonedAt() != null) {
        // Removed (tombstoned or purged): /sources/get answers it 404, so its title and text are
        // not read here either until a restore.
        return new Citation(id, "source", false, s.id(), null, null, null, null);
      }
      return new Citation(
          id,
          "source",
          true,
          s.id(),
          title(s),
          snippet(s.content()),
          new SourceBrief(s.id(), title(s), s.type().name()),
          null);
    }
    NodeRecord n = found.node();
    if (n == null) {
      return missing(id, found.kind());
    }
    if (n.deletedAt() == null && removed.contains(n.id())) {
      return new Citation(id, "node", false, n.id(), null, null, null, null);
    }
    List<String> sources =
        NodeRedirects.liveSources(tx, scope.userId(), tx.sourceIdsOfNode(scope.userId(), n.id()))
            .stream()
            .map(SourceRecord::id)
            .toList();
    return new Citation(
        id,
        "node",
        n.deletedAt() == null,
        n.id(),
        n.label(),
        snippet(n.description()),
        sources.isEmpty() ? null : brief(tx, scope, sources.get(0)),
        null);
  }

  private static SourceBrief brief(StoreTx tx, ReadScope scope, String sourceId) {
    return tx.context()
        .findSource(scope, sourceId)
        .filter(s -> s.tombstonedAt() == null)
        .map(s -> new SourceBrief(s.id(), title(s), s.type().name()))
        .orElse(null);
  }

  private static String title(SourceRecord s) {
    return s.title() != null && !s.title().isBlank() ? s.title() : s.externalId();
  }

  private static Citation missing(String id, String kind) {
    return new Citation(id, kind, false, null, null, null, null, null);
  }

  static String snippet(String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip();
    return t.length() <= SNIPPET ? t : t.substring(0, SNIPPET - 1) + "…";
  }

  /**
   * The best-connected nodes of the types (default: every type but day, record, atlas and dream
   * nodes), most connected first: a deterministic sample.
   */
  public List<RankedNode> sample(ReadScope scope, Set<String> types, int limit) {
    Set<String> wanted =
        types.isEmpty()
            ? NodeType.NAMES.stream()
                .filter(t -> !NOT_SAMPLED.contains(t))
                .collect(Collectors.toSet())
            : types;
    return store.read(scope.userId(), tx -> tx.context().keyNodes(scope, wanted, limit));
  }
}
