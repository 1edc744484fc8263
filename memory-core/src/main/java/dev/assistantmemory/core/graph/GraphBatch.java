package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.NodeWord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The graph writes of one writer inside one transaction (see {@link GraphService#batch}). Writes
 * pass the same guard and lifecycle rules as single API writes; a value the guard refuses is
 * skipped (and its occurrence counted), the rest of the batch goes on.
 */
public final class GraphBatch {
  private final ClaimWriter writer;
  private final StoreTx tx;
  private final String userId;
  private final String origin;
  private final List<Rejection> refused = new ArrayList<>();

  /**
   * The live nodes this batch created or found by name, by id: a claim written next names them as
   * its subject or object, and the writer would read each back to check that it is live. Nothing a
   * batch does deletes, merges or moves a node, so while it {@linkplain #rememberWhatItHolds
   * remembers} they stay as found.
   */
  private final java.util.Map<String, NodeRecord> liveNodes = new java.util.HashMap<>();

  /**
   * The active claims read through {@link #activeClaims} since this batch last wrote or ended a
   * claim (or handed its transaction out), by subject and predicate: a claim is checked against
   * them (same value: evidence) and, for a functional predicate, the writer reads them again to
   * supersede them.
   */
  private final java.util.Map<String, List<ClaimRecord>> activeRead = new java.util.HashMap<>();

  /**
   * The nodes this batch created since it last handed its transaction out: uncommitted, so no other
   * writer sees them, and this batch is the only one that writes claims about them. While it
   * {@linkplain #rememberWhatItHolds remembers}, such a node has no active claim of a predicate the
   * batch has not written about it ({@link #claimedOnCreated}), and {@link #activeClaims} answers
   * that without a read: a new task's status, deadline and owner, a new event's day.
   */
  private final java.util.Set<String> unclaimed = new java.util.HashSet<>();

  /** Subject and predicate of the claims this batch wrote about the nodes it created. */
  private final java.util.Set<String> claimedOnCreated = new java.util.HashSet<>();

  /**
   * The nodes this batch created or asked about being known only from removed sources: a node a
   * tombstone hid (its feed entry a delete) that a new claim names is shown again, and the feed
   * must say so with an upsert (as {@code HiddenByRemoval} does for a restore).
   */
  private final java.util.Set<String> nodesSeenLive = new java.util.HashSet<>();

  /**
   * Whether the user had a removed (tombstoned or purged) source when this batch first asked, under
   * the writers' turn; null when not asked yet, or asked without the turn. A removal or restore
   * takes the turn too, so none commits before this transaction does: without a removed source no
   * claim or node is known only from removed sources, and the batch asks of no repeated claim and
   * no node it names whether it is (stop 44: those reads were on every job's path for a rare case).
   */
  private Boolean removedSources;

  /** Whether this batch {@linkplain #serializeWithOtherWriters took} the writers' turn. */
  private boolean turnTaken;

  /**
   * Names the writer said it will look up ({@link #expectNames}) and has not yet: read together, in
   * one statement, at the first lookup of one of them.
   */
  private final java.util.Set<NodeName> expectedNames = new java.util.LinkedHashSet<>();

  /**
   * The answers of that read not yet asked for, by name (a lookup takes its answer), while they
   * hold: a node this batch creates or an alias it adds drops the answers it may change, and a hand
   * out of {@link #tx()} all of them; a dropped name is expected again (read afresh with the next).
   */
  private final java.util.Map<NodeName, List<NodeRecord>> namesRead = new java.util.HashMap<>();

  /** The word lookups of the expected people and organisations, read ahead together. */
  private final WordsReadAhead wordsRead = new WordsReadAhead(WORD_LOOKUP_LIMIT);

  /** The most candidates a partial name's word lookup reads. */
  private static final int WORD_LOOKUP_LIMIT = 25;

  private boolean remembering;

  /**
   * Whether this batch takes what it holds as it is instead of reading it again: the nodes it
   * created or found (live, for a claim's subject and object, a node's label, the self node), and
   * the active claims {@link #activeClaims} read, until it next writes or ends a claim. Only for a
   * writer that changes the graph through this batch alone (extraction: what it writes beside the
   * graph goes through {@link #tx()}, which forgets the claims); off by default, since other
   * callers also write through the transaction they hold (a merge, a deletion).
   */
  public void rememberWhatItHolds(boolean on) {
    remembering = on;
    activeRead.clear();
    unclaimed.clear();
    claimedOnCreated.clear();
    expectedNames.clear();
    namesRead.clear();
    wordsRead.clear();
    self = null;
  }

  /**
   * The names (by label or alias) this writer will look up while it {@linkplain
   * #rememberWhatItHolds remembers}: the first lookup of one of them reads all of them at once (one
   * round trip on PostgreSQL instead of one a name), under the writers' turn when the writer
   * {@linkplain #serializeWithOtherWriters took} it. A name not listed is read alone, as before.
   */
  public void expectNames(java.util.Collection<NodeName> names) {
    if (remembering) {
      for (NodeName n : names) {
        expectedNames.add(
            new NodeName(partition(n.partitionKey()), n.scope(), n.nodeType(), n.name()));
        if ("Person".equals(n.nodeType()) || "Organization".equals(n.nodeType())) {
          wordsRead.expect(
              new NodeWord(
                  partition(n.partitionKey()),
                  n.scope(),
                  n.nodeType(),
                  EntityNames.lookupWord(n.nodeType(), n.name())));
        }
      }
    }
  }

  /** Whether it {@linkplain #rememberWhatItHolds remembers} now. */
  public boolean remembersWhatItHolds() {
    return remembering;
  }

  private final ClaimWriter.Held held =
      new ClaimWriter.Held() {
        @Override
        public NodeRecord node(String nodeId) {
          return remembering ? liveNodes.get(nodeId) : null;
        }

        @Override
        public List<ClaimRecord> activeClaims(String subjectNodeId, String predicate) {
          return activeRead.get(subjectNodeId + '\u001f' + predicate);
        }
      };

  GraphBatch(ClaimWriter writer, StoreTx tx, String userId, String origin) {
    this.writer = writer;
    this.tx = tx;
    this.userId = userId;
    this.origin = origin;
  }

  /**
   * Waits for the other writers' transactions to commit and holds them off until this one does, so
   * reads from here on see every committed write and no other writer interleaves (a no-op where
   * writes are serial anyway, as on SQLite).
   */
  public void serializeWithOtherWriters() {
    tx.serializeWithOtherWriters();
    turnTaken = true;
  }

  public String userId() {
    return userId;
  }

  /**
   * The transaction this batch writes in, for a writer that may change the graph through it (a
   * metric definition's review task): the batch forgets what it holds.
   */
  public StoreTx tx() {
    activeRead.clear(); // what the caller writes through it is not seen by the batch
    unclaimed.clear();
    claimedOnCreated.clear();
    expectedNames.addAll(namesRead.keySet());
    namesRead.clear();
    wordsRead.forgetAll();
    removedSources = null;
    return tx;
  }

  /**
   * The transaction this batch writes in, for reads and for writes that change no node, alias,
   * claim or source (a metric's observation, a task's origin read): what the batch holds stays, the
   * names it read ahead too (stop 44: a read beside the batch dropped them, and they were read
   * again). A writer that may change the graph takes {@link #tx()}.
   */
  public StoreTx besideTheGraph() {
    return tx;
  }

  /** The rejections that refused a write of this batch, in order. */
  public List<Rejection> refused() {
    return List.copyOf(refused);
  }

  public Optional<NodeRecord> findByName(
      String partitionKey, Scope scope, String nodeType, String name) {
    return findAllByName(partitionKey, scope, nodeType, name).stream().findFirst();
  }

  /** Every live node of the type so named (label or alias), oldest first. */
  public List<NodeRecord> findAllByName(
      String partitionKey, Scope scope, String nodeType, String name) {
    NodeName key = new NodeName(partition(partitionKey), scope, nodeType, name);
    List<NodeRecord> found = remembering ? namesRead.remove(key) : null;
    if (found == null && remembering && expectedNames.remove(key)) {
      List<NodeName> names = new ArrayList<>();
      names.add(key);
      names.addAll(expectedNames);
      expectedNames.clear();
      tx.findNodesByNames(userId, names)
          .forEach((n, nodes) -> namesRead.put(n, List.copyOf(nodes)));
      found = namesRead.remove(key);
    }
    if (found == null) {
      found = tx.findNodesByName(userId, key.partitionKey(), scope, nodeType, name);
    }
    found.forEach(this::live);
    return found;
  }

  /**
   * Drops the names read that {@code created} may answer now: every name of its type but one that
   * cannot be its label in any case (both ASCII, different in ASCII case; a database's lower() may
   * fold other letters to ASCII ones, the Kelvin sign to k).
   */
  private void forgetNamesOf(NodeRecord created) {
    wordsRead.created(created.nodeType(), created.label());
    forgetNames(
        n ->
            n.nodeType().equals(created.nodeType())
                && !(ascii(n.name())
                    && ascii(created.label())
                    && !n.name().equalsIgnoreCase(created.label())));
  }

  private void forgetNames(java.util.function.Predicate<NodeName> which) {
    namesRead
        .keySet()
        .removeIf(
            n -> {
              boolean forget = which.test(n);
              if (forget) {
                expectedNames.add(n);
              }
              return forget;
            });
  }

  private static boolean ascii(String s) {
    return s.chars().allMatch(c -> c < 0x80);
  }

  private NodeRecord live(NodeRecord n) {
    liveNodes.put(n.id(), n);
    return n;
  }

  /**
   * The node a name in new text names (issue 13 item 5): the node labelled or aliased so; else, for
   * a person or an organisation, the one node whose name is compatible with it ({@link
   * EntityNames}: "Marcel" for "Marcel de Vries", "Acme" for "Acme Inc."). None or several
   * compatible: empty, so two different Marcels are never merged on a first name. A person's fuller
   * name resolved to a node known by a shorter one becomes its alias, so a later different surname
   * no longer fits that node.
   */
  public Optional<NodeRecord> resolveByName(
      String partitionKey, Scope scope, String nodeType, String name) {
    Optional<NodeRecord> exact = findByName(partitionKey, scope, nodeType, name);
    boolean person = "Person".equals(nodeType);
    if (exact.isPresent() || !(person || "Organization".equals(nodeType))) {
      return exact;
    }
    String word = EntityNames.lookupWord(nodeType, name);
    if (word.isEmpty()) {
      return exact;
    }
    NodeRecord match = null;
    String matchName = null;
    NodeWord key = new NodeWord(partition(partitionKey), scope, nodeType, word);
    List<NodeRecord> candidates =
        remembering && turnTaken ? wordsRead.take(tx, userId, key, WORD_LOOKUP_LIMIT) : null;
    if (candidates == null) {
      candidates =
          tx.findNodesWithWord(
              userId, key.partitionKey(), scope, nodeType, word, WORD_LOOKUP_LIMIT);
    }
    for (NodeRecord n : candidates) {
      if (n.isUserSelf()) {
        continue;
      }
      List<String> names = new ArrayList<>();
      names.add(n.label());
      tx.aliasesOf(userId, n.id()).forEach(a -> names.add(a.aliasText()));
      String fits = person ? fullestPersonName(names, name) : organizationName(names, name);
      if (fits == null) {
        continue;
      }
      if (match != null) {
        return Optional.empty();
      }
      match = n;
      matchName = fits;
    }
    if (match != null) {
      live(match);
    }
    if (match != null
        && person
        && EntityNames.personTokens(name).size() > EntityNames.personTokens(matchName).size()) {
      // A new alias: any name of the type may find this node now.
      String type = match.nodeType();
      forgetNames(n -> n.nodeType().equals(type));
      wordsRead.aliased(type);
      tx.insertAlias(
          TypeId.newId(TypeId.ALIAS),
          userId,
          match.partitionKey(),
          match.id(),
          name,
          WriteGuard.normalize(name),
          writer.now());
    }
    return Optional.ofNullable(match);
  }

  /** The node's fullest name when the mention fits it, else null. */
  private static String fullestPersonName(List<String> names, String mention) {
    String fullest = names.get(0);
    for (String n : names) {
      if (EntityNames.personTokens(n).size() > EntityNames.personTokens(fullest).size()) {
        fullest = n;
      }
    }
    return EntityNames.samePerson(fullest, mention) ? fullest : null;
  }

  private static String organizationName(List<String> names, String mention) {
    return names.stream()
        .filter(n -> EntityNames.sameOrganization(n, mention))
        .findFirst()
        .orElse(null);
  }

  /**
   * The active claim of {@code predicate} of the first node so named (label or alias, oldest first)
   * that has one on a node of type {@code objectType} labelled {@code objectLabel}, newest first.
   */
  public Optional<ClaimRecord> claimOfNamed(
      String partitionKey,
      Scope scope,
      String nodeType,
      String name,
      String predicate,
      String objectType,
      String objectLabel) {
    return tx.findClaimOfNamedNode(
        userId, partition(partitionKey), scope, nodeType, name, predicate, objectType, objectLabel);
  }

  /** The user's self node, created ("Me", personal) when there is none. */
  public NodeRecord self() {
    if (remembering && self != null) {
      return self;
    }
    self =
        live(
            tx.findSelfNode(userId)
                .orElseGet(
                    () -> {
                      NodeRecord created =
                          writer.insertNode(
                              tx,
                              new NodeCreate(
                                  userId, null, Scope.personal, "Person", "Me", "The user", true),
                              null);
                      forgetNamesOf(created);
                      return created;
                    }));
    return self;
  }

  private NodeRecord self;

  public List<TaskState> tasks(String partitionKey, Scope scope, int limit) {
    return tx.taskStates(userId, partition(partitionKey), scope, limit);
  }

  public Optional<ClaimRecord> claim(String claimId) {
    return tx.findClaim(userId, claimId);
  }

  /** The label of a node of the user, if it exists. */
  public Optional<String> nodeLabel(String nodeId) {
    NodeRecord known = remembering ? liveNodes.get(nodeId) : null;
    return known != null
        ? Optional.of(known.label())
        : tx.findNode(userId, nodeId).map(NodeRecord::label);
  }

  public List<ClaimRecord> activeClaims(String subjectNodeId, String predicate) {
    if (!remembering) {
      return tx.activeClaims(userId, subjectNodeId, predicate);
    }
    String key = subjectNodeId + '\u001f' + predicate;
    if (unclaimed.contains(subjectNodeId) && !claimedOnCreated.contains(key)) {
      List<ClaimRecord> none = List.of();
      activeRead.put(key, none);
      return none;
    }
    return activeRead.computeIfAbsent(
        key, k -> List.copyOf(tx.activeClaims(userId, subjectNodeId, predicate)));
  }

  /** The live node when it is in {@code scope} (the scope's user's, in its partitions). */
  public Optional<NodeRecord> liveNode(dev.assistantmemory.core.access.ReadScope scope, String id) {
    return InScope.liveNode(tx, scope, id);
  }

  /** Creates a node; empty when the guard refuses its label. */
  public Optional<NodeRecord> createNode(NodeCreate node, float[] vector) {
    try {
      NodeRecord created = live(writer.insertNode(tx, node, vector));
      forgetNamesOf(created);
      unclaimed.add(created.id());
      nodesSeenLive.add(created.id());
      return Optional.of(created);
    } catch (WriteGuard.Refused r) {
      count(r);
      return Optional.empty();
    }
  }

  /** Writes a claim under the lifecycle rules; empty when the guard refuses its value. */
  public Optional<ClaimRecord> createClaim(
      ClaimCreate claim, float[] vector, boolean replacesPrevious) {
    java.util.Set<String> shown = hiddenNodesNamedBy(claim);
    try {
      ClaimRecord written = writer.writeClaim(tx, held, claim, vector, origin, replacesPrevious);
      for (String node : shown) {
        tx.appendChange(userId, "node", node, ChangeRecord.UPSERT, writer.now());
      }
      return Optional.of(written);
    } catch (WriteGuard.Refused r) {
      nodesSeenLive.removeAll(shown); // still hidden: a later claim may show them
      count(r);
      return Optional.empty();
    } finally {
      activeRead.clear();
      claimedOnCreated.add(claim.subjectNodeId() + '\u001f' + claim.predicate());
    }
  }

  /**
   * Writes a claim under the lifecycle rules on behalf of a caller who must hear a refusal: the
   * guard's refusal is thrown (409 WRITE_REFUSED) and the caller's transaction rolls back.
   */
  public ClaimRecord createClaimOrRefuse(ClaimCreate claim, float[] vector) {
    try {
      return writer.writeClaim(tx, held, claim, vector, origin, false);
    } catch (WriteGuard.Refused r) {
      throw WriteGuard.refusal(r.rejection, r.value);
    } finally {
      activeRead.clear();
      claimedOnCreated.add(claim.subjectNodeId() + '\u001f' + claim.predicate());
    }
  }

  /** Adds a source as further evidence for a claim already held (the NOOP of a repeat). */
  public void addEvidence(String claimId, String sourceId, String excerpt) {
    boolean hidden =
        mayHide() && !tx.claimsOnlyFromRemovedSources(userId, List.of(claimId)).isEmpty();
    java.util.Set<String> shown =
        hidden
            ? tx.findClaim(userId, claimId)
                .map(c -> hiddenNodes(c.subjectNodeId(), c.objectNodeId()))
                .orElse(java.util.Set.of())
            : java.util.Set.of();
    tx.insertEvidence(claimId, sourceId, excerpt, writer.now());
    if (hidden) { // a claim a tombstone hid is read again: the feed's delete needs an upsert
      tx.appendChange(userId, "claim", claimId, ChangeRecord.UPSERT, writer.now());
    }
    for (String node : shown) {
      tx.appendChange(userId, "node", node, ChangeRecord.UPSERT, writer.now());
    }
  }

  /** The subject and object of {@code claim} that only removed sources knew (asked once each). */
  private java.util.Set<String> hiddenNodesNamedBy(ClaimCreate claim) {
    return hiddenNodes(claim.subjectNodeId(), claim.objectNodeId());
  }

  private java.util.Set<String> hiddenNodes(String subject, String object) {
    List<String> ask = new ArrayList<>(2);
    for (String id : new String[] {subject, object}) {
      if (id != null && nodesSeenLive.add(id)) {
        ask.add(id);
      }
    }
    return ask.isEmpty() || !mayHide()
        ? java.util.Set.of()
        : tx.nodesKnownOnlyFromRemovedSources(userId, ask);
  }

  /**
   * Whether a claim or node of the user may be known only from removed sources: asked once a batch
   * that took the writers' turn ({@link #removedSources}); without the turn, not asked (the
   * questions per claim and node are).
   */
  private boolean mayHide() {
    if (removedSources == null && turnTaken) {
      removedSources = tx.hasRemovedSources(userId);
    }
    return removedSources == null || removedSources;
  }

  /**
   * Ends a claim this writer's evidence no longer supports (a removed deadline): audited first,
   * then retracted, without recording its value as rejected (nobody rejected the value itself).
   */
  public void invalidate(ClaimRecord claim, String reason) {
    activeRead.clear();
    unclaimed.remove(claim.subjectNodeId());
    Instant now = writer.now();
    tx.audit(
        userId,
        origin,
        "retract",
        "claim",
        claim.id(),
        reason,
        ClaimCorrections.describe(claim),
        now);
    ClaimCorrections.retract(tx, claim, claim.validTo() != null ? claim.validTo() : now, now);
    tx.appendChange(userId, "claim", claim.id(), "upsert", now);
  }

  /**
   * As {@link #invalidate}, and the claim it replaced (if any) becomes active again: the evidence
   * for the change is gone, not the earlier state.
   */
  public void invalidateRestoring(ClaimRecord claim, String reason) {
    invalidate(claim, reason);
    ClaimCorrections.restorePredecessor(tx, claim, writer.now());
    activeRead.clear();
  }

  private void count(WriteGuard.Refused r) {
    tx.countRejectionHit(r.rejection.id(), writer.now());
    refused.add(r.rejection);
  }

  private static String partition(String partitionKey) {
    return partitionKey == null ? Partitions.PERSONAL : partitionKey;
  }
}
