package dev.assistantmemory.core.commitment;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.Commitments.Commitment;
import dev.assistantmemory.core.commitment.Commitments.Confirmed;
import dev.assistantmemory.core.commitment.Commitments.Created;
import dev.assistantmemory.core.commitment.Commitments.Detail;
import dev.assistantmemory.core.commitment.Commitments.DetailSource;
import dev.assistantmemory.core.commitment.Commitments.Dismissed;
import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.core.commitment.Commitments.DueSet;
import dev.assistantmemory.core.commitment.Commitments.HistoryEntry;
import dev.assistantmemory.core.commitment.Commitments.ListFilter;
import dev.assistantmemory.core.commitment.Commitments.NewCommitment;
import dev.assistantmemory.core.commitment.Commitments.Owner;
import dev.assistantmemory.core.commitment.Commitments.OwnerSet;
import dev.assistantmemory.core.commitment.Commitments.Page;
import dev.assistantmemory.core.commitment.Commitments.Presentation;
import dev.assistantmemory.core.commitment.Commitments.PresentedSource;
import dev.assistantmemory.core.commitment.Commitments.RecoveredTask;
import dev.assistantmemory.core.commitment.Commitments.Recovery;
import dev.assistantmemory.core.commitment.Commitments.StatusSet;
import dev.assistantmemory.core.commitment.Commitments.Updated;
import dev.assistantmemory.core.commitment.Commitments.ViewFilter;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.CommitmentTx.Band;
import dev.assistantmemory.core.store.CommitmentTx.CommitmentQuery;
import dev.assistantmemory.core.store.CommitmentTx.CommitmentRow;
import dev.assistantmemory.core.store.CommitmentTx.DueTime;
import dev.assistantmemory.core.store.CommitmentTx.Origin;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.util.IdentityMemo;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Commitments (CONTRACT.md section 6): Task nodes whose state lives in claims. Reads are one
 * indexed query over the newest active status claim of each task; writes go through the graph's
 * claim writer ({@link GraphBatch}), so supersession and the trust rule are the graph's own.
 *
 * <p>A task outside the caller's {@link ReadScope} (another user's, another partition's, or not a
 * Task) is {@code TaskNotFoundError} (404), checked inside the same transaction as the write.
 * Dismissing and clearing end claims without recording their values as rejected: no sticky
 * rejection, a later mention may bring the task back.
 */
public final class CommitmentService {
  static final Set<String> OPEN = Set.of("pending", "in_progress");
  private static final int MAX_RECOVER = 10_000;

  private final MemoryStore store;
  private final GraphService graph;
  private final NodeMaintenance nodes;
  private final Embedder embedder;

  /** The open and candidate views of the store's cached row lists (see IdentityMemo). */
  private final IdentityMemo<List<CommitmentRow>, List<Commitment>> views = new IdentityMemo<>(64);

  public CommitmentService(
      MemoryStore store, GraphService graph, NodeMaintenance nodes, Embedder embedder) {
    this.store = store;
    this.graph = graph;
    this.nodes = nodes;
    this.embedder = embedder;
  }

  // ------------------------------------------------------------------ reads

  /** Tasks whose newest active, trusted, personal status is open. */
  public List<Commitment> open(ReadScope scope, ViewFilter filter) {
    return view(scope, filter, Band.trusted);
  }

  /** Tasks whose newest active personal status is open and only assistant-inferred. */
  public List<Commitment> candidates(ReadScope scope, ViewFilter filter) {
    return view(scope, filter, Band.candidate);
  }

  private List<Commitment> view(ReadScope scope, ViewFilter f, Band band) {
    CommitmentQuery q =
        new CommitmentQuery(
            scope,
            band,
            OPEN,
            f.ownedBy(),
            false,
            f.dueBefore() == null ? null : f.dueBefore().toString(),
            null,
            null,
            null,
            null,
            null,
            "statusChangedAt",
            true,
            0,
            0);
    List<CommitmentRow> rows = store.read(scope.userId(), tx -> tx.commitments().commitments(q));
    return views.apply(rows, r -> r.stream().map(row -> commitment(row, null)).toList());
  }

  /** Every filter, sort and order of the list route, a page at a time. */
  public Page list(ReadScope scope, ListFilter f) {
    if (f.ownedBy() != null && f.unowned()) {
      throw invalid("unowned", "ownedBy and unowned exclude each other");
    }
    int offset = decodeCursor(f.cursor());
    Set<String> statuses = new java.util.LinkedHashSet<>();
    if (f.statuses() != null) {
      for (String s : f.statuses()) {
        statuses.add(
            Predicates.normalizeTaskStatus(s)
                .orElseThrow(() -> invalid("statuses", "'" + s + "' is not a task status")));
      }
    }
    CommitmentQuery q =
        new CommitmentQuery(
            scope,
            f.band() == null ? Band.trusted : f.band(),
            statuses,
            f.ownedBy(),
            f.unowned(),
            f.dueBefore() == null ? null : f.dueBefore().toString(),
            f.dueAfter() == null ? null : f.dueAfter().toString(),
            f.dueBeforeInstant(),
            f.dueAfterInstant(),
            f.hasDueDate(),
            f.search(),
            f.sort(),
            f.descending(),
            f.limit() + 1,
            offset);
    return store.read(
        scope.userId(),
        tx -> {
          List<CommitmentRow> rows = tx.commitments().commitments(q);
          boolean more = rows.size() > f.limit();
          List<CommitmentRow> page = more ? rows.subList(0, f.limit()) : rows;
          Map<String, Origin> origins = new HashMap<>();
          if (!page.isEmpty()) {
            tx.commitments()
                .origins(scope.userId(), page.stream().map(CommitmentRow::taskId).toList())
                .forEach(o -> origins.put(o.taskId(), o));
          }
          List<Commitment> out = new ArrayList<>(page.size());
          for (CommitmentRow r : page) {
            out.add(commitment(r, presentation(origins.get(r.taskId()))));
          }
          return new Page(out, more ? encodeCursor(offset + page.size()) : null);
        });
  }

  /** One task with its current state, the sources that evidence it and its claim history. */
  public Detail get(ReadScope scope, String taskId, boolean history, boolean sources) {
    return store.read(
        scope.userId(),
        tx -> {
          NodeRecord task = requireTask(tx, scope, taskId);
          List<ClaimRecord> claims =
              tx.claimsOfNode(scope, taskId).stream()
                  .filter(c -> taskId.equals(c.subjectNodeId()))
                  .sorted(
                      Comparator.comparing(ClaimRecord::statedAt)
                          .thenComparing(ClaimRecord::recordedAt)
                          .thenComparing(ClaimRecord::id)
                          .reversed())
                  .toList();
          ClaimRecord status = newestActive(claims, "HAS_TASK_STATUS");
          ClaimRecord owner = newestActive(claims, "ASSIGNED_TO");
          ClaimRecord due = newestActive(claims, "DUE_ON");
          Owner ownerView = null;
          if (owner != null) {
            Optional<NodeRecord> o = tx.findNode(scope, owner.objectNodeId());
            if (o.isPresent() && !o.get().isUserSelf()) {
              ownerView = new Owner(o.get().id(), o.get().label(), owner.id());
            }
          }
          String dueOn = null;
          DueTime time = null;
          if (due != null) {
            dueOn = tx.findNode(scope, due.objectNodeId()).map(NodeRecord::label).orElse(null);
            time = tx.commitments().dueTime(scope.userId(), due.id()).orElse(null);
          }
          List<DetailSource> sourceList = List.of();
          if (sources) {
            sourceList =
                tx
                    .findSourceHeads(scope.userId(), tx.sourceIdsOfNode(scope.userId(), taskId))
                    .stream()
                    .map(
                        s ->
                            new DetailSource(
                                s.id(),
                                s.type().name(),
                                s.title(),
                                s.scope().name(),
                                s.receivedAt()))
                    .toList();
          }
          List<HistoryEntry> historyList = List.of();
          if (history) {
            // value: the status for HAS_TASK_STATUS, the object's label for owner and due claims.
            Map<String, String> labels = new HashMap<>();
            for (ClaimRecord c : claims) {
              if (c.objectNodeId() != null && !labels.containsKey(c.objectNodeId())) {
                labels.put(
                    c.objectNodeId(),
                    tx.findNode(scope, c.objectNodeId()).map(NodeRecord::label).orElse(null));
              }
            }
            historyList =
                claims.stream()
                    .map(
                        c ->
                            new HistoryEntry(
                                c.id(),
                                c.predicate(),
                                c.objectValue() != null
                                    ? c.objectValue()
                                    : labels.get(c.objectNodeId()),
                                c.objectNodeId(),
                                c.status(),
                                c.assertedByKind(),
                                c.sourceId(),
                                c.statedAt()))
                    .toList();
          }
          return new Detail(
              task.id(),
              task.label(),
              task.description(),
              task.createdAt(),
              status == null ? null : status.objectValue(),
              status == null ? null : status.id(),
              status == null ? null : status.statedAt(),
              status == null ? null : status.assertedByKind(),
              ownerView,
              dueOn,
              time == null ? null : time.dueTime(),
              time == null ? null : time.timeZone(),
              time == null ? null : time.dueAt(),
              due == null ? null : due.id(),
              sourceList,
              historyList);
        });
  }

  // ------------------------------------------------------------------ writes

  /** Creates a task (never deduplicated) with its status and, if given, due date and owner. */
  public Created create(ReadScope scope, String partitionKey, NewCommitment c) {
    String status =
        Predicates.normalizeTaskStatus(c.status() == null ? "pending" : c.status())
            .orElseThrow(() -> invalid("status", "'" + c.status() + "' is not a task status"));
    if (!OPEN.contains(status)) {
      throw invalid(
          "status", "a new commitment is pending or in_progress; use /commitments/status");
    }
    String kind = c.assertedByKind() == null ? "user" : c.assertedByKind();
    float[] vector =
        embedder.embed(List.of(GraphService.cardText(c.label(), c.description()))).get(0);
    return write(
        scope,
        (tx, b) -> {
          NodeRecord owner = c.ownedBy() == null ? null : requireOwner(b, scope, c.ownedBy());
          NodeRecord task =
              b.createNode(
                      new NodeCreate(
                          scope.userId(),
                          partitionKey,
                          Scope.personal,
                          "Task",
                          c.label(),
                          c.description(),
                          false),
                      vector)
                  .orElseThrow(
                      () ->
                          new MemoryException(
                              ErrorCode.WRITE_REFUSED,
                              "label: '" + c.label() + "' matches a rejected value"));
          ClaimRecord statusClaim = statusClaim(b, task, status, null, kind);
          ClaimRecord dueClaim =
              c.due() == null ? null : dueClaim(tx, b, task, c.due(), null, kind);
          ClaimRecord ownerClaim = owner == null ? null : ownerClaim(b, task, owner, null, kind);
          return new Created(
              task.id(),
              task.label(),
              statusClaim.objectValue(),
              c.due(),
              owner == null || owner.isUserSelf()
                  ? null
                  : new Owner(owner.id(), owner.label(), ownerClaim.id()),
              statusClaim.id(),
              dueClaim == null ? null : dueClaim.id(),
              ownerClaim == null ? null : ownerClaim.id());
        });
  }

  /**
   * A new status claim (a repeated value is a fresh claim); any TaskStatus or synonym. The answer
   * is the task's status after the write: when the trust rule keeps the current one (an
   * assistant-inferred status over the user's word is stored as contradicted), it names the status
   * and claim that still hold, the same as {@code previousStatus} and {@code previousClaimId}, so a
   * host never reads a refused change as done.
   */
  public StatusSet setStatus(
      ReadScope scope, String taskId, String status, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          ClaimRecord previous = newestActive(b.activeClaims(taskId, "HAS_TASK_STATUS"));
          ClaimRecord claim = statusClaim(b, task, status, note, kind);
          ClaimRecord holds =
              "active".equals(claim.status()) || previous == null ? claim : previous;
          return new StatusSet(
              taskId,
              holds.objectValue(),
              holds.id(),
              previous == null ? null : previous.objectValue(),
              previous == null ? null : previous.id());
        });
  }

  /** Assigns the task; null ends every active owner claim (unassigned). */
  public OwnerSet setOwner(
      ReadScope scope, String taskId, String ownedBy, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          if (ownedBy == null) {
            return new OwnerSet(taskId, null, null, end(b, taskId, "ASSIGNED_TO", note));
          }
          NodeRecord owner = requireOwner(b, scope, ownedBy);
          ClaimRecord claim = ownerClaim(b, task, owner, note, kind);
          return new OwnerSet(
              taskId,
              owner.isUserSelf() ? null : new Owner(owner.id(), owner.label(), claim.id()),
              claim.id(),
              List.of());
        });
  }

  /** Sets the due date (a date-only call clears an earlier time); null ends every due claim. */
  public DueSet setDue(ReadScope scope, String taskId, Due due, String note, String kind) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          if (due == null) {
            return new DueSet(taskId, null, null, end(b, taskId, "DUE_ON", note));
          }
          ClaimRecord claim = dueClaim(tx, b, task, due, note, kind);
          return new DueSet(taskId, due, claim.id(), List.of());
        });
  }

  /** Changes the label and/or description ("" clears the description). */
  public Updated update(ReadScope scope, String taskId, String label, String description) {
    if (label == null && description == null) {
      throw invalid("label", "give a label, a description or both");
    }
    store.read(scope.userId(), tx -> requireTask(tx, scope, taskId));
    NodeRecord n = nodes.updateNode(scope, taskId, label, null, description);
    return new Updated(n.id(), n.label(), n.description());
  }

  /** A new {@code user_confirmed} status claim with the current value: a candidate becomes open. */
  public Confirmed confirm(ReadScope scope, String taskId) {
    return write(
        scope,
        (tx, b) -> {
          NodeRecord task = requireTask(b, scope, taskId);
          ClaimRecord current = newestActive(b.activeClaims(taskId, "HAS_TASK_STATUS"));
          if (current == null) {
            throw new MemoryException(
                ErrorCode.CLAIM_NOT_ACTIVE,
                "Task "
                    + taskId
                    + " has no active status (dismissed); set one with"
                    + " /commitments/status",
                Map.of("name", "TaskDismissedError", "taskId", taskId));
          }
          ClaimRecord claim = statusClaim(b, task, current.objectValue(), null, "user_confirmed");
          return new Confirmed(taskId, claim.objectValue(), claim.id());
        });
  }

  /**
   * Ends the task's active status claims: it leaves the open and candidate views. Not a rejection:
   * nothing is recorded for the write guard, so the task can come back.
   */
  public Dismissed dismiss(ReadScope scope, String taskId) {
    return write(
        scope,
        (tx, b) -> {
          requireTask(b, scope, taskId);
          return new Dismissed(taskId, end(b, taskId, "HAS_TASK_STATUS", "dismissed"));
        });
  }

  /**
   * Gives every statusless Task in scope a pending candidate status (additive, idempotent); a
   * dismissed task still has its retracted status claims and is skipped.
   */
  public Recovery recoverStatusless(ReadScope scope, int limit, int sampleLimit, boolean dryRun) {
    int cap = Math.max(1, Math.min(limit, MAX_RECOVER));
    java.util.function.Function<StoreTx, Recovery> work =
        tx -> {
          List<NodeRecord> found = tx.commitments().statuslessTasks(scope, cap + 1);
          boolean more = found.size() > cap;
          List<NodeRecord> tasks = more ? found.subList(0, cap) : found;
          int recovered = 0;
          if (!dryRun) {
            GraphBatch b = graph.batchIn(tx, scope.userId(), ClaimRecord.ORIGIN_API);
            for (NodeRecord t : tasks) {
              if (b.createClaim(
                      new ClaimCreate(
                          scope.userId(),
                          t.id(),
                          "HAS_TASK_STATUS",
                          null,
                          "pending",
                          t.label() + " is pending",
                          "recovered: the task had no status",
                          null,
                          null,
                          null,
                          null,
                          null,
                          "assistant_inferred",
                          null),
                      null,
                      false)
                  .isPresent()) {
                recovered++;
              }
            }
          }
          return new Recovery(
              dryRun,
              tasks.size(),
              recovered,
              more,
              tasks.stream().map(NodeRecord::id).toList(),
              tasks.stream()
                  .limit(Math.max(0, sampleLimit))
                  .map(t -> new RecoveredTask(t.id(), t.label(), t.createdAt()))
                  .toList());
        };
    return dryRun ? store.read(scope.userId(), work) : store.write(scope.userId(), work);
  }

  // ------------------------------------------------------------------ helpers

  private interface Work<T> {
    T run(StoreTx tx, GraphBatch b);
  }

  private <T> T write(ReadScope scope, Work<T> work) {
    return store.write(
        scope.userId(),
        tx -> work.run(tx, graph.batchIn(tx, scope.userId(), ClaimRecord.ORIGIN_API)));
  }

  private static NodeRecord requireTask(GraphBatch b, ReadScope scope, String taskId) {
    return b.liveNode(scope, taskId)
        .filter(n -> "Task".equals(n.nodeType()) && n.mergedInto() == null)
        .orElseThrow(() -> taskNotFound(taskId));
  }

  private static NodeRecord requireTask(StoreTx tx, ReadScope scope, String taskId) {
    return tx.findNode(scope, taskId)
        .filter(n -> "Task".equals(n.nodeType()) && n.deletedAt() == null && n.mergedInto() == null)
        .orElseThrow(() -> taskNotFound(taskId));
  }

  private static NodeRecord requireOwner(GraphBatch b, ReadScope scope, String nodeId) {
    return b.liveNode(scope, nodeId)
        .orElseThrow(
            () ->
                new MemoryException(
                    ErrorCode.NOT_FOUND,
                    "Node not found: " + nodeId,
                    Map.of("name", "NodesNotFoundError", "missingNodeIds", List.of(nodeId))));
  }

  static MemoryException taskNotFound(String taskId) {
    return new MemoryException(
        ErrorCode.NOT_FOUND,
        "Task not found: " + taskId,
        Map.of("name", "TaskNotFoundError", "taskId", taskId));
  }

  private static MemoryException invalid(String field, String message) {
    return MemoryException.invalid(field, message);
  }

  private static ClaimRecord statusClaim(
      GraphBatch b, NodeRecord task, String status, String note, String kind) {
    String value =
        Predicates.normalizeTaskStatus(status)
            .orElseThrow(() -> GraphService.notATaskStatus("status", status));
    return b.createClaimOrRefuse(
        claim(b, task, "HAS_TASK_STATUS", null, value, task.label() + " is " + value, note, kind),
        null);
  }

  private static ClaimRecord ownerClaim(
      GraphBatch b, NodeRecord task, NodeRecord owner, String note, String kind) {
    return b.createClaimOrRefuse(
        claim(
            b,
            task,
            "ASSIGNED_TO",
            owner.id(),
            null,
            task.label() + " is owned by " + (owner.isUserSelf() ? "the user" : owner.label()),
            note,
            kind),
        null);
  }

  private static ClaimRecord dueClaim(
      StoreTx tx, GraphBatch b, NodeRecord task, Due due, String note, String kind) {
    String day = due.day().toString();
    NodeRecord temporal =
        b.findByName(task.partitionKey(), task.scope(), "Temporal", day)
            .or(
                () ->
                    b.createNode(
                        new NodeCreate(
                            task.userId(),
                            task.partitionKey(),
                            task.scope(),
                            "Temporal",
                            day,
                            null,
                            false),
                        null))
            .orElseThrow(
                () -> new MemoryException(ErrorCode.WRITE_REFUSED, "dueOn: refused: " + day));
    String when = due.time() == null ? day : day + " " + due.time() + " " + due.zone().getId();
    ClaimRecord claim =
        b.createClaimOrRefuse(
            claim(
                b,
                task,
                "DUE_ON",
                temporal.id(),
                null,
                task.label() + " is due on " + when,
                note,
                kind),
            null);
    if (due.time() != null) {
      tx.commitments()
          .insertDueTime(
              claim.id(),
              claim.userId(),
              claim.partitionKey(),
              due.time().toString(),
              due.zone().getId(),
              due.at());
    }
    return claim;
  }

  private static ClaimCreate claim(
      GraphBatch b,
      NodeRecord task,
      String predicate,
      String objectNodeId,
      String objectValue,
      String statement,
      String note,
      String kind) {
    return new ClaimCreate(
        b.userId(),
        task.id(),
        predicate,
        objectNodeId,
        objectValue,
        statement,
        note,
        null,
        null,
        null,
        null,
        null,
        kind == null ? "user" : kind,
        null);
  }

  /** Ends the task's active claims of the predicate (audited, not rejected); their ids. */
  private static List<String> end(GraphBatch b, String taskId, String predicate, String why) {
    List<String> ids = new ArrayList<>();
    for (ClaimRecord c : b.activeClaims(taskId, predicate)) {
      b.invalidate(c, why == null || why.isBlank() ? "cleared through the API" : why);
      ids.add(c.id());
    }
    return ids;
  }

  private static ClaimRecord newestActive(List<ClaimRecord> claims) {
    return claims.stream()
        .filter(c -> ClaimRecord.ACTIVE.equals(c.status()))
        .max(Comparator.comparing(ClaimRecord::statedAt).thenComparing(ClaimRecord::id))
        .orElse(null);
  }

  private static ClaimRecord newestActive(List<ClaimRecord> claims, String predicate) {
    return newestActive(claims.stream().filter(c -> predicate.equals(c.predicate())).toList());
  }

  private static Commitment commitment(CommitmentRow r, Presentation p) {
    Owner owner =
        r.ownerNodeId() == null || r.ownerIsSelf()
            ? null
            : new Owner(r.ownerNodeId(), r.ownerLabel(), r.ownerClaimId());
    return new Commitment(
        r.taskId(),
        r.label(),
        r.status(),
        r.statusClaimId(),
        r.statusKind(),
        owner,
        r.dueOn(),
        r.dueTime(),
        r.timeZone(),
        r.dueAt(),
        r.statedAt(),
        r.createdAt(),
        r.sourceId(),
        p);
  }

  private static Presentation presentation(Origin o) {
    if (o == null) {
      return null;
    }
    if ("manual".equals(o.sourceType())) {
      return new Presentation(null, null, "Recorded by hand");
    }
    String title = o.title() != null ? o.title() : o.sourceType().replace('_', ' ');
    return new Presentation(
        new PresentedSource(o.sourceId(), o.title(), o.overheardAt()),
        o.excerpt(),
        "Mentioned in " + title);
  }

  static String encodeCursor(int offset) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(("o:" + offset).getBytes(StandardCharsets.UTF_8));
  }

  static int decodeCursor(String cursor) {
    if (cursor == null) {
      return 0;
    }
    try {
      String s = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
      if (s.startsWith("o:")) {
        int offset = Integer.parseInt(s.substring(2));
        if (offset >= 0) {
          return offset;
        }
      }
    } catch (IllegalArgumentException e) {
      // falls through to the refusal
    }
    throw invalid("cursor", "not a cursor this route returned");
  }

  /** Parses a day, a time of day and an IANA zone of a request (400 when malformed). */
  public static Due due(String day, String time, String zone) {
    if (day == null) {
      if (time != null || zone != null) {
        throw invalid("dueOn", "dueTime and timeZone need dueOn");
      }
      return null;
    }
    if ((time == null) != (zone == null)) {
      throw time == null
          ? invalid("dueTime", "needed with timeZone")
          : invalid("timeZone", "needed with dueTime");
    }
    LocalDate d = day(day, "dueOn");
    if (time == null) {
      return new Due(d, null, null);
    }
    LocalTime t;
    try {
      t = LocalTime.parse(time);
    } catch (java.time.format.DateTimeParseException e) {
      throw invalid("dueTime", "expected HH:mm (24 h)");
    }
    if (!time.matches("\\d{2}:\\d{2}")) {
      throw invalid("dueTime", "expected HH:mm (24 h)");
    }
    if (!java.time.ZoneId.getAvailableZoneIds().contains(zone)) {
      throw invalid("timeZone", "not an IANA time zone: " + zone);
    }
    return new Due(d, t, java.time.ZoneId.of(zone));
  }

  /** A request's day YYYY-MM-DD (400 naming the field when malformed); null stays null. */
  public static LocalDate day(String value, String field) {
    if (value == null) {
      return null;
    }
    try {
      if (value.matches("\\d{4}-\\d{2}-\\d{2}")) {
        return LocalDate.parse(value);
      }
    } catch (java.time.format.DateTimeParseException e) {
      // falls through to the refusal
    }
    throw invalid(field, "expected a day YYYY-MM-DD");
  }
}
