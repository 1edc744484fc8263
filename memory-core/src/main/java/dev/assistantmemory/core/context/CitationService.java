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

  /** Resolves ids in request order; merged node ids follow their redirects. */
  public List<Citation> resolve(ReadScope scope, List<String> ids) {
    return store.read(
        scope.userId(),
        tx -> {
          List<Citation> out = new ArrayList<>();
          for (String id : ids) {
            out.add(resolve(tx, scope, id));
          }
          return out;
        });
  }

  private static Citation resolve(StoreTx tx, ReadScope scope, String id) {
    if (id.startsWith("claim_")) {
      Optional<ClaimRecord> claim = tx.findClaim(scope, id);
      if (claim.isEmpty()) {
        return missing(id, "claim");
      }
      ClaimRecord c = claim.get();
      if (!tx.claimsOnlyFromRemovedSources(scope.userId(), List.of(c.id())).isEmpty()) {
        // Extracted only from removed sources: the reads leave it out, so its text is not read.
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
    if (id.startsWith("src_")) {
      Optional<SourceRecord> source = tx.context().findSource(scope, id);
      if (source.isEmpty()) {
        return missing(id, "source");
      }
      SourceRecord s = source.get();
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
    Optional<NodeRecord> node = tx.findNode(scope, id);
    for (int hop = 0;
        hop < MAX_REDIRECTS && node.isPresent() && node.get().mergedInto() != null;
        hop++) {
      node = tx.findNode(scope, node.get().mergedInto());
    }
    if (node.isEmpty()) {
      return missing(id, "node");
    }
    NodeRecord n = node.get();
    if (n.deletedAt() == null && NodeRedirects.knownOnlyFromRemoved(tx, scope.userId(), n.id())) {
      // Known only from removed sources: every list and node read leaves it out until a restore.
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
