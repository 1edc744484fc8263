package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.NodeRedirects;
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
      CardSource source) {
    Card withConfidence(double c) {
      return new Card(node, aliases, currentFacts, preferencesGoals, recentEvidence, c, source);
    }
  }

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
          // The page's nodes, then their claims, objects and aliases: four reads for all the
          // cards rather than four for each.
          java.util.Map<String, NodeRecord> found = new java.util.HashMap<>();
          List<String> wanted =
              nodeIds.keySet().stream().filter(id -> !carded.contains(id)).toList();
          if (!wanted.isEmpty()) {
            tx.findNodes(scope, wanted).forEach(n -> found.put(n.id(), n));
          }
          List<NodeRecord> page = new ArrayList<>();
          for (String id : wanted) {
            NodeRecord node = found.get(id);
            if (cards.size() + page.size() >= limit) {
              break;
            }
            if (node == null
                || node.deletedAt() != null
                || node.scope() != memoryScope
                || excluded.contains(node.nodeType())) {
              continue;
            }
            page.add(node);
          }
          List<Card> pageCards = cards(tx, scope, page, evidence);
          for (int i = 0; i < page.size(); i++) {
            cards.add(pageCards.get(i).withConfidence(nodeIds.get(page.get(i).id())));
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
              Card c = cards(tx, scope, List.of(n), evidence).get(0).withConfidence(confidence);
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
   * One node's card by id (MCP {@code get_entity}), in the caller's scope (a merged id: the
   * surviving node's card, as {@code /node/get}); empty when the node is unknown, deleted or
   * outside the scope. Its confidence is 1: the caller named the node.
   */
  public Optional<Card> card(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx ->
            NodeRedirects.live(tx, scope, nodeId)
                .map(n -> cards(tx, scope, List.of(n), new LinkedHashSet<>()).get(0)));
  }

  /**
   * The cards of the nodes, in their order, at confidence 1, adding each card's evidence to {@code
   * evidence} in card order: the nodes' active claims, their objects' labels and their aliases in
   * one read each.
   */
  private static List<Card> cards(
      StoreTx tx, ReadScope scope, List<NodeRecord> nodes, Set<Evidence> evidence) {
    if (nodes.isEmpty()) {
      return List.of();
    }
    List<String> ids = nodes.stream().map(NodeRecord::id).toList();
    java.util.Map<String, List<ClaimRecord>> claims = tx.activeClaimsAbout(scope, ids);
    java.util.Map<String, List<ClaimRecord>> mine = new java.util.HashMap<>();
    Set<String> objectIds = new LinkedHashSet<>();
    for (NodeRecord node : nodes) {
      List<ClaimRecord> own = new ArrayList<>();
      for (ClaimRecord c : claims.getOrDefault(node.id(), List.of())) {
        if (ClaimRecord.ACTIVE.equals(c.status())
            && !c.isCandidate()
            && c.subjectNodeId().equals(node.id())
            && c.scope() == node.scope()) {
          own.add(c);
          if (c.objectNodeId() != null) {
            objectIds.add(c.objectNodeId());
          }
        }
      }
      mine.put(node.id(), own);
    }
    // The objects' labels; an object outside the reader's partitions has none.
    java.util.Map<String, String> objectLabels = new java.util.HashMap<>();
    if (!objectIds.isEmpty()) {
      for (NodeRecord o : tx.findNodes(scope.userId(), objectIds)) {
        if (scope.admits(o.userId(), o.partitionKey())) {
          objectLabels.put(o.id(), o.label());
        }
      }
    }
    java.util.Map<String, List<AliasRecord>> aliases = tx.aliasesOfNodes(scope.userId(), ids);
    List<Card> out = new ArrayList<>(nodes.size());
    for (NodeRecord node : nodes) {
      out.add(
          card(
              node,
              mine.get(node.id()),
              objectLabels,
              aliases.getOrDefault(node.id(), List.of()),
              evidence));
    }
    return out;
  }

  private static Card card(
      NodeRecord node,
      List<ClaimRecord> mine,
      java.util.Map<String, String> objectLabels,
      List<AliasRecord> aliasRecords,
      Set<Evidence> evidence) {
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
    List<String> aliases = aliasRecords.stream().map(AliasRecord::aliasText).toList();
    return new Card(node, aliases, facts, prefs, recent, 1.0, null);
  }
}
