package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.model.ValidationIssue;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of claims and new nodes: every path that creates knowledge (REST, MCP, extraction,
 * import) comes through here, inside one store transaction, so the lifecycle rules and the {@link
 * WriteGuard} hold for all of them. Each write ends in {@link ClaimWriter}, which holds the
 * lifecycle rules below. Retracting, deleting and re-attributing claims are {@link
 * ClaimCorrections}', changes to existing nodes {@link NodeMaintenance}'s, aliases {@link
 * AliasService}'s, reads {@link GraphReads}'.
 *
 * <p>Scope. Public operations on existing objects take the caller's {@link ReadScope}: a claim or a
 * node outside it is not found, checked by the store's query in the same transaction as the write,
 * so nothing is written for an object the caller cannot reach.
 *
 * <p>Lifecycle. A claim on a functional predicate (status, task status, owner, due date) replaces
 * the active one on the same subject: the old claim becomes {@code superseded}, linked to the new
 * one ({@code updates}), its record time closed and its valid time ended where the new one begins.
 * Two exceptions keep the older belief: an {@code assistant_inferred} claim never replaces a {@code
 * user}/{@code user_confirmed} one (it is kept as {@code contradicted}), and a statement older than
 * the active one is filed as history, superseded by it. Retracting or deleting the active claim
 * brings its predecessor back, records the removed value with the write guard, and writes an audit
 * row before acting.
 */
public final class GraphService {
  static final String ACTOR_API = "api";

  private final MemoryStore store;
  private final Clock clock;
  private final Embedder embedder;
  private final ClaimWriter writer;

  public GraphService(MemoryStore store, Clock clock, Embedder embedder) {
    this.store = store;
    this.clock = clock;
    this.embedder = embedder;
    this.writer = new ClaimWriter(clock);
  }

  /** The text a node card is searched by. */
  public static String cardText(String label, String description) {
    return description == null || description.isBlank() ? label : label + ". " + description;
  }

  /** Creates a node (in its partition, null = personal) without claims. */
  public NodeRecord createNode(NodeCreate c) {
    return createNode(InScope.partition(c.userId(), c.partitionKey()), c, List.of(), List.of())
        .node();
  }

  /**
   * Writes a claim made through the API: its subject and object must be live nodes in {@code scope}
   * (else 422 NODES_NOT_FOUND, nothing written); without a {@code sourceId} it cites the
   * partition's manual source (made on first need).
   */
  public LabelledClaim createClaim(ReadScope scope, ClaimCreate c) {
    requireSameUser(scope, c.userId());
    float[] vector = embedder.embed(List.of(c.statement())).get(0);
    return guarded(
        scope.userId(),
        tx -> {
          checkCallerClaim(tx, scope, ClaimWriter.liveNode(tx, scope, c.subjectNodeId()), c);
          return InScope.labelled(
              tx, scope, writer.writeClaim(tx, scope, c, vector, ClaimRecord.ORIGIN_API, false));
        });
  }

  /** A single guarded claim write on behalf of another writer ({@link GraphImport}). */
  ClaimRecord createClaim(ReadScope scope, ClaimCreate c, String origin) {
    requireSameUser(scope, c.userId());
    float[] vector = embedder.embed(List.of(c.statement())).get(0);
    return guarded(c.userId(), tx -> writer.writeClaim(tx, scope, c, vector, origin, false));
  }

  /**
   * Creates a node and its initial claims all-or-nothing; the claims' object nodes must be live
   * nodes in {@code scope} (else 422 NODES_NOT_FOUND). A Task without a status claim gets a default
   * {@code pending} candidate status, so no Task is ever statusless.
   */
  public CreatedNode createNodeWithClaims(
      ReadScope scope, NodeCreate n, List<ClaimCreate> initialClaims) {
    requireSameUser(scope, n.userId());
    return createNode(scope, n, List.of(), initialClaims, true);
  }

  private static void requireSameUser(ReadScope scope, String userId) {
    if (!scope.userId().equals(userId)) {
      throw new IllegalArgumentException("the write's user is not the scope's user");
    }
  }

  /**
   * As {@link #createNodeWithClaims}, with aliases written in the same transaction; the guard
   * checks each alias as it checks the label.
   */
  CreatedNode createNode(
      ReadScope scope, NodeCreate n, List<String> aliases, List<ClaimCreate> initialClaims) {
    return createNode(scope, n, aliases, initialClaims, false);
  }

  private CreatedNode createNode(
      ReadScope scope,
      NodeCreate n,
      List<String> aliases,
      List<ClaimCreate> initialClaims,
      boolean fromCaller) {
    if (!NodeType.NAMES.contains(n.nodeType())) {
      throw MemoryException.invalid("nodeType", "unknown node type " + n.nodeType());
    }
    List<ClaimCreate> claims = new ArrayList<>(initialClaims);
    if ("Task".equals(n.nodeType())
        && claims.stream().noneMatch(c -> "HAS_TASK_STATUS".equals(c.predicate()))) {
      claims.add(
          ClaimCreate.pendingStatus(n.userId(), null, n.label(), null, "assistant_inferred"));
    }
    List<String> texts = new ArrayList<>();
    texts.add(cardText(n.label(), n.description()));
    claims.forEach(c -> texts.add(c.statement()));
    List<float[]> vectors = embedder.embed(texts);
    return guarded(
        n.userId(),
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(n.userId(), now);
          NodeRecord node = writer.insertNode(tx, n, vectors.get(0));
          for (String alias : aliases) {
            WriteGuard.refuseIfRejected(tx, n.userId(), node.partitionKey(), null, null, alias);
            tx.insertAlias(
                TypeId.newId(TypeId.ALIAS),
                n.userId(),
                node.partitionKey(),
                node.id(),
                alias,
                WriteGuard.normalize(alias),
                now);
          }
          List<ClaimRecord> written = new ArrayList<>();
          for (int i = 0; i < claims.size(); i++) {
            ClaimCreate c = claims.get(i);
            ClaimCreate bound =
                new ClaimCreate(
                    n.userId(),
                    node.id(),
                    c.predicate(),
                    c.objectNodeId(),
                    c.objectValue(),
                    c.statement(),
                    c.description(),
                    c.sourceId(),
                    c.excerpt(),
                    c.statedAt(),
                    c.validFrom(),
                    c.validTo(),
                    c.assertedByKind(),
                    c.assertedByNodeId());
            boolean callers = fromCaller && i < initialClaims.size();
            try {
              if (callers) {
                checkCallerClaim(tx, scope, node, bound);
              }
              written.add(
                  writer.writeClaim(
                      tx, scope, bound, vectors.get(i + 1), ClaimRecord.ORIGIN_API, false));
            } catch (MemoryException e) {
              throw callers ? inInitialClaim(e, i) : e;
            }
          }
          return new CreatedNode(node, List.copyOf(written));
        });
  }

  /**
   * A validation failure of the caller's {@code i}th initial claim, its fields named where the
   * request has them ({@code initialClaims[i].objectNodeId}, not {@code objectNodeId}).
   */
  private static MemoryException inInitialClaim(MemoryException e, int i) {
    if (e.issues().isEmpty()) {
      return e;
    }
    List<ValidationIssue> issues =
        e.issues().stream()
            .map(
                v ->
                    new ValidationIssue(
                        "initialClaims[" + i + "]." + v.path(), v.message(), v.code()))
            .toList();
    if (e.code() == ErrorCode.VALIDATION_FAILED) {
      return MemoryException.validation(issues);
    }
    return new MemoryException(
        e.code(), "initialClaims[" + i + "]." + e.getMessage(), e.details(), issues, null);
  }

  /**
   * 400 {@code INVALID_OBJECT_VALUE} ({@code InvalidObjectValueError}, CONTRACT.md 9) for a task
   * status that is not one of the four after synonym normalisation, naming the request's field
   * ({@code objectValue} on claim writes, {@code status} on {@code /commitments/status}) in the
   * message and in {@code data.issues}.
   */
  public static MemoryException notATaskStatus(String field, String value) {
    String message = "'" + value + "' is not a task status";
    return new MemoryException(
        ErrorCode.INVALID_OBJECT_VALUE,
        field + ": " + message,
        new ErrorDetails.InvalidObjectValue(
            "HAS_TASK_STATUS", value, List.copyOf(Predicates.TASK_STATUSES)),
        List.of(new ValidationIssue(field, message, "invalid_enum_value")),
        null);
  }

  /**
   * Runs several writes of one writer (extraction, import) in one transaction. Every write still
   * passes the guard and the lifecycle rules; a guard refusal skips that write only.
   */
  public <T> T batch(
      String userId, String origin, java.util.function.Function<GraphBatch, T> work) {
    return store.write(
        userId,
        tx -> {
          tx.ensureUser(userId, clock.instant());
          return work.apply(new GraphBatch(writer, tx, userId, origin));
        });
  }

  /** A batch bound to a transaction the caller already holds (the ingestion job's). */
  public GraphBatch batchIn(StoreTx tx, String userId, String origin) {
    tx.ensureUser(userId, clock.instant());
    return new GraphBatch(writer, tx, userId, origin);
  }

  /** Records an anti-pattern or a user rejection directly (not tied to a stored claim). */
  public Rejection recordRejection(
      String userId,
      String partitionKey,
      String predicate,
      String subjectNodeId,
      String pattern,
      String reason,
      String alternative,
      String origin) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(userId, now);
          Rejection r =
              new Rejection(
                  TypeId.newId("rej"),
                  userId,
                  partitionKey == null ? Partitions.PERSONAL : partitionKey,
                  predicate,
                  subjectNodeId,
                  pattern,
                  WriteGuard.normalize(pattern),
                  reason,
                  alternative,
                  origin,
                  0,
                  now);
          tx.insertRejection(r);
          return r;
        });
  }

  /**
   * What only a caller's claim (route or tool) is held to, before the write: a participant claim
   * names its speaker; the speaker is a live node in scope (else 422 NODES_NOT_FOUND); a given
   * {@code sourceId} is a live source of the subject's user and partition (else 404; a foreign
   * partition's source behaves as unknown), so a bad id is the caller's error, never a constraint
   * failure. Writers that copy a stored claim (reattribution, import) skip this.
   */
  private static void checkCallerClaim(
      StoreTx tx, ReadScope scope, NodeRecord subject, ClaimCreate c) {
    if ("participant".equals(c.assertedByKind()) && c.assertedByNodeId() == null) {
      throw MemoryException.invalid(
          "assertedByNodeId", "a participant claim needs the speaker's node id");
    }
    if (c.assertedByNodeId() != null) {
      ClaimWriter.liveNode(tx, scope, c.assertedByNodeId());
    }
    if (c.sourceId() != null) {
      requireEvidenceSource(tx, subject, c.sourceId());
    }
  }

  private static void requireEvidenceSource(StoreTx tx, NodeRecord subject, String sourceId) {
    boolean usable =
        tx.findSource(subject.userId(), sourceId)
            .filter(s -> s.tombstonedAt() == null)
            .filter(s -> java.util.Objects.equals(s.partitionKey(), subject.partitionKey()))
            .isPresent();
    if (!usable) {
      throw new MemoryException(
          ErrorCode.NOT_FOUND,
          "Source not found: " + sourceId,
          new ErrorDetails.SourceNotFound(sourceId));
    }
  }

  private <T> T guarded(String userId, java.util.function.Function<StoreTx, T> work) {
    return WriteGuard.guarded(store, clock, userId, work);
  }
}
