package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.ConnectionHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.NodeHit;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * {@code /context/search}: the nodes the hybrid recall finds, each as a card of its current trusted
 * facts, preferences and goals and recent evidence, with the claims and sources behind it.
 */
public final class CardSearch {
  static final Set<String> PREFERENCES = Set.of("HAS_PREFERENCE", "HAS_GOAL");
  static final int RECENT = 3;

  private final SearchService search;
  private final MemoryStore store;

  public CardSearch(SearchService search, MemoryStore store) {
    this.search = search;
    this.store = store;
  }

  public record Evidence(String claimId, String sourceId) {}

  public record Fact(
      String predicate,
      String objectValue,
      String objectNodeId,
      String objectLabel,
      String statement,
      Instant statedAt,
      Evidence evidence) {}

  public record RecentEvidence(String statement, String sourceId, Instant statedAt) {}

  public record Card(
      NodeRecord node,
      List<String> aliases,
      List<Fact> currentFacts,
      List<Fact> preferencesGoals,
      List<RecentEvidence> recentEvidence,
      double confidence,
      CardSource source) {}

  /** The source a reference card stands for: where the material came from, by whom. */
  public record CardSource(
      String sourceId, String sourceNodeId, String type, String author, String title) {}

  /** {@code degraded}: as the recall set it, null when the ranking is whole. */
  public record Cards(List<Card> cards, List<Evidence> evidence, String degraded) {}

  public Cards search(
      ReadScope scope, String query, int limit, Scope memoryScope, Set<String> excluded) {
    SearchResult result =
        search.search(
            new SearchRequest(scope, query, Math.min(50, limit * 2), memoryScope, excluded, null));
    List<Hit> hits = result.hits();
    // Each card's confidence is the best of the hits that brought its node.
    java.util.Map<String, Double> nodeIds = new java.util.LinkedHashMap<>();
    // Reference material is found as source chunks: its card is the source's Document node.
    java.util.Map<String, Double> chunkConfidence = new java.util.LinkedHashMap<>();
    for (Hit hit : hits) {
      if (memoryScope == Scope.reference && hit instanceof ChunkHit c) {
        chunkConfidence.merge(
            c.parentSourceId() != null ? c.parentSourceId() : c.sourceId(),
            hit.confidence(),
            Math::max);
      }
      String id =
          hit instanceof NodeHit n
              ? n.node().id()
              : hit instanceof ClaimHit c
                  ? c.claim().subjectNodeId()
                  : hit instanceof ConnectionHit k ? k.node().id() : null;
      if (id != null && (nodeIds.size() < limit || nodeIds.containsKey(id))) {
        nodeIds.merge(id, hit.confidence(), Math::max);
      }
    }
    return store.read(
        scope.userId(),
        tx -> {
          List<Card> cards = new ArrayList<>();
          Set<Evidence> evidence = new LinkedHashSet<>();
          Set<String> carded = new java.util.HashSet<>();
          for (var e : chunkConfidence.entrySet()) {
            if (cards.size() >= limit) {
              break;
            }
            documentCard(tx, scope, e.getKey(), memoryScope, excluded, evidence, e.getValue())
                .filter(c -> carded.add(c.node().id()))
                .ifPresent(cards::add);
          }
          for (String id : nodeIds.keySet()) {
            if (carded.contains(id) || cards.size() >= limit) {
              continue;
            }
            Optional<NodeRecord> node = tx.findNode(scope, id);
            if (node.isEmpty()
                || node.get().deletedAt() != null
                || node.get().scope() != memoryScope
                || excluded.contains(node.get().nodeType())) {
              continue;
            }
            cards.add(card(tx, scope, node.get(), evidence, nodeIds.get(id)));
          }
          return new Cards(cards, List.copyOf(evidence), result.degraded());
        });
  }

  /**
   * The card of a reference source: its Document node (the node the source is recorded as), with
   * the source's type, author and title; empty when the source has no such node in scope.
   */
  private static Optional<Card> documentCard(
      StoreTx tx,
      ReadScope scope,
      String sourceId,
      Scope memoryScope,
      Set<String> excluded,
      Set<Evidence> evidence,
      double confidence) {
    if (excluded.contains("Document")) {
      return Optional.empty();
    }
    Optional<SourceRecord> source =
        tx.findSource(scope.userId(), sourceId).filter(s -> s.tombstonedAt() == null);
    if (source.isEmpty()) {
      return Optional.empty();
    }
    return tx
        .sources()
        .nodesOfSources(scope, List.of(sourceId), List.of("Document"), List.of(), null, 1)
        .stream()
        .filter(n -> n.deletedAt() == null && n.scope() == memoryScope)
        .findFirst()
        .map(
            n -> {
              Card c = card(tx, scope, n, evidence, confidence);
              SourceRecord s = source.get();
              return new Card(
                  c.node(),
                  c.aliases(),
                  c.currentFacts(),
                  c.preferencesGoals(),
                  c.recentEvidence(),
                  c.confidence(),
                  new CardSource(s.id(), n.id(), s.type().name(), s.author(), s.title()));
            });
  }

  /**
   * One node's card by id (MCP {@code get_entity}), in the caller's scope; empty when the node is
   * unknown, deleted or outside the scope. Its confidence is 1: the caller named the node.
   */
  public Optional<Card> card(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx ->
            tx.findNode(scope, nodeId)
                .filter(n -> n.deletedAt() == null)
                .map(n -> card(tx, scope, n, new LinkedHashSet<>(), 1.0)));
  }

  private static Card card(
      StoreTx tx, ReadScope scope, NodeRecord node, Set<Evidence> evidence, double confidence) {
    List<ClaimRecord> mine = new ArrayList<>();
    for (ClaimRecord c : tx.claimsOfNode(scope, node.id())) {
      if (ClaimRecord.ACTIVE.equals(c.status())
          && !c.isCandidate()
          && c.subjectNodeId().equals(node.id())
          && c.scope() == node.scope()) {
        mine.add(c);
      }
    }
    // The objects' labels in one read; an object outside the reader's partitions has none.
    java.util.Map<String, String> objectLabels = new java.util.HashMap<>();
    List<String> objectIds =
        mine.stream().map(ClaimRecord::objectNodeId).filter(Objects::nonNull).distinct().toList();
    if (!objectIds.isEmpty()) {
      for (NodeRecord o : tx.findNodes(scope.userId(), objectIds)) {
        if (scope.admits(o.userId(), o.partitionKey())) {
          objectLabels.put(o.id(), o.label());
        }
      }
    }
    List<Fact> facts = new ArrayList<>();
    List<Fact> prefs = new ArrayList<>();
    for (ClaimRecord c : mine) {
      Evidence e = new Evidence(c.id(), c.sourceId());
      evidence.add(e);
      Fact f =
          new Fact(
              c.predicate(),
              c.objectValue(),
              c.objectNodeId(),
              c.objectNodeId() == null ? null : objectLabels.get(c.objectNodeId()),
              c.statement(),
              c.statedAt(),
              e);
      (PREFERENCES.contains(c.predicate()) ? prefs : facts).add(f);
    }
    mine.sort(Comparator.comparing(ClaimRecord::statedAt).reversed());
    List<RecentEvidence> recent = new ArrayList<>();
    for (ClaimRecord c : mine.subList(0, Math.min(RECENT, mine.size()))) {
      recent.add(new RecentEvidence(c.statement(), c.sourceId(), c.statedAt()));
    }
    List<String> aliases =
        tx.aliasesOf(scope.userId(), node.id()).stream().map(AliasRecord::aliasText).toList();
    return new Card(node, aliases, facts, prefs, recent, confidence, null);
  }
}
