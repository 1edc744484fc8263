package dev.assistantmemory.core.graph;

import static dev.assistantmemory.core.graph.GraphService.ACTOR_API;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Other names of nodes: aliases of a node (in the caller's {@link ReadScope}, like the node) and
 * the user-global aliases of the user's self node.
 */
public final class AliasService {
  private final MemoryStore store;
  private final Clock clock;
  private final GraphService graph;

  public AliasService(MemoryStore store, Clock clock, GraphService graph) {
    this.store = store;
    this.clock = clock;
    this.graph = graph;
  }

  /**
   * Adds an alias to a node, in the node's partition. A name the node already has (the same
   * normalized text) is not added twice: the existing alias is the answer, so a retried call leaves
   * one alias (CONTRACT.md 8; the original's insert-or-return-existing).
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public AliasRecord addAlias(ReadScope scope, String nodeId, String aliasText) {
    String userId = scope.userId();
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          NodeRecord n = InScope.requireNode(tx, scope, nodeId);
          String normalized = WriteGuard.normalize(aliasText);
          for (AliasRecord existing : tx.aliasesOf(userId, n.id())) {
            if (existing.normalizedAliasText().equals(normalized)) {
              return existing;
            }
          }
          String id = TypeId.newId(TypeId.ALIAS);
          tx.insertAlias(id, userId, n.partitionKey(), n.id(), aliasText, normalized, now);
          return tx.findAlias(scope, id).orElseThrow();
        });
  }

  /**
   * The node's aliases, by id.
   *
   * @throws MemoryException {@code NOT_FOUND} for a node not live in scope
   */
  public List<AliasRecord> aliases(ReadScope scope, String nodeId) {
    return store.read(
        scope.userId(),
        tx -> tx.aliasesOf(scope.userId(), InScope.requireNode(tx, scope, nodeId).id()));
  }

  /**
   * Deletes an alias (audited first).
   *
   * @throws MemoryException {@code NOT_FOUND} for an alias not in scope
   */
  public void deleteAlias(ReadScope scope, String aliasId) {
    String userId = scope.userId();
    store.write(
        userId,
        tx -> {
          AliasRecord alias =
              tx.findAlias(scope, aliasId).orElseThrow(() -> MemoryException.notFound("Alias"));
          tx.audit(
              userId,
              ACTOR_API,
              "delete",
              "alias",
              alias.id(),
              null,
              alias.aliasText(),
              clock.instant());
          tx.deleteAlias(userId, alias.id());
          return null;
        });
  }

  /** What {@link #backfillSelfIdentity} did. */
  public record SelfIdentityBackfill(
      String selfNodeId, List<String> primaryAliasesSeeded, int removedAmbiguousAliases) {}

  /**
   * Makes sure the user's self node exists and carries exactly the effective aliases: {@code
   * aliases} when given, else the ones it has. A name that another live Person of the user (in any
   * partition) carries as label or alias is ambiguous: it is never attached to self, and is removed
   * from self when it was there, since a shared name would make the extractor read that person's
   * deeds as the user's. An empty effective list removes every self alias. Additive and idempotent
   * otherwise: a second run seeds nothing and removes nothing.
   */
  public SelfIdentityBackfill backfillSelfIdentity(String userId, List<String> aliases) {
    NodeRecord self = selfNode(userId);
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          List<AliasRecord> current = tx.aliasesOf(userId, self.id());
          java.util.Set<String> othersNames = new java.util.HashSet<>();
          for (NodeRecord person :
              tx.maintenance().liveNodes(new ReadScope(userId, java.util.Set.of()), PERSON)) {
            if (person.id().equals(self.id()) || person.isUserSelf()) {
              continue;
            }
            othersNames.add(WriteGuard.normalize(person.label()));
            for (AliasRecord a : tx.aliasesOf(userId, person.id())) {
              othersNames.add(a.normalizedAliasText());
            }
          }
          // Ambiguous: a name, asked for or already on self, that another person also carries.
          java.util.Set<String> ambiguous = new java.util.HashSet<>();
          java.util.Map<String, String> wanted = new java.util.LinkedHashMap<>();
          List<String> effective =
              aliases != null ? aliases : current.stream().map(AliasRecord::aliasText).toList();
          for (String alias : effective) {
            String normalized = WriteGuard.normalize(alias);
            if (normalized.isEmpty()) {
              continue;
            }
            if (othersNames.contains(normalized)) {
              ambiguous.add(normalized);
            } else {
              wanted.putIfAbsent(normalized, alias);
            }
          }
          java.util.Set<String> kept = new java.util.HashSet<>();
          for (AliasRecord a : current) {
            if (wanted.containsKey(a.normalizedAliasText()) && kept.add(a.normalizedAliasText())) {
              continue;
            }
            if (othersNames.contains(a.normalizedAliasText())) {
              ambiguous.add(a.normalizedAliasText());
            }
            tx.audit(
                userId,
                ACTOR_API,
                "delete",
                "alias",
                a.id(),
                "self identity backfill",
                a.aliasText(),
                now);
            tx.deleteAlias(userId, a.id());
          }
          List<String> seeded = new java.util.ArrayList<>();
          for (var e : wanted.entrySet()) {
            if (kept.contains(e.getKey())) {
              continue;
            }
            tx.insertAlias(
                TypeId.newId(TypeId.ALIAS),
                userId,
                self.partitionKey(),
                self.id(),
                e.getValue(),
                e.getKey(),
                now);
            seeded.add(e.getValue());
          }
          return new SelfIdentityBackfill(self.id(), List.copyOf(seeded), ambiguous.size());
        });
  }

  private static final java.util.Set<String> PERSON = java.util.Set.of("Person");

  private NodeRecord selfNode(String userId) {
    return store
        .read(userId, tx -> tx.findSelfNode(userId))
        .orElseGet(
            () ->
                graph.createNode(
                    new NodeCreate(
                        userId, null, Scope.personal, "Person", "Me", "The user", true)));
  }

  /**
   * Replaces the aliases of the user's self node (made on first use, marked isUserSelf). Self
   * aliases are user-global: no partition applies.
   */
  public List<String> setSelfAliases(String userId, List<String> aliases) {
    NodeRecord self = selfNode(userId);
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          for (AliasRecord a : tx.aliasesOf(userId, self.id())) {
            tx.audit(
                userId,
                ACTOR_API,
                "delete",
                "alias",
                a.id(),
                "self aliases replaced",
                a.aliasText(),
                now);
            tx.deleteAlias(userId, a.id());
          }
          // names that normalise alike ("Me", " me ", "ME") are one alias: the first is kept, as
          // /alias/create collapses a name that normalises to an existing alias
          Set<String> seen = new HashSet<>();
          for (String alias : aliases) {
            String normalized = WriteGuard.normalize(alias);
            if (!seen.add(normalized)) {
              continue;
            }
            tx.insertAlias(
                TypeId.newId(TypeId.ALIAS),
                userId,
                self.partitionKey(),
                self.id(),
                alias,
                normalized,
                now);
          }
          return tx.aliasesOf(userId, self.id()).stream().map(AliasRecord::aliasText).toList();
        });
  }
}
