package dev.assistantmemory.core.commitment;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.Commitments.Commitment;
import dev.assistantmemory.core.commitment.Commitments.Detail;
import dev.assistantmemory.core.commitment.Commitments.DetailSource;
import dev.assistantmemory.core.commitment.Commitments.HistoryEntry;
import dev.assistantmemory.core.commitment.Commitments.ListFilter;
import dev.assistantmemory.core.commitment.Commitments.Owner;
import dev.assistantmemory.core.commitment.Commitments.Page;
import dev.assistantmemory.core.commitment.Commitments.Presentation;
import dev.assistantmemory.core.commitment.Commitments.PresentedSource;
import dev.assistantmemory.core.commitment.Commitments.ViewFilter;
import dev.assistantmemory.core.graph.NodeRedirects;
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
import dev.assistantmemory.core.util.CursorBinding;
import dev.assistantmemory.core.util.IdentityMemo;
import dev.assistantmemory.model.MemoryException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The commitment reads (CONTRACT.md section 6): the open and candidate views, the filtered list a
 * page at a time, and one task's detail. Each is one indexed query over the newest active status
 * claim of each task, scoped by the caller's {@link ReadScope}.
 */
final class CommitmentReads {
  private final MemoryStore store;

  /** The open and candidate views of the store's cached row lists (see IdentityMemo). */
  private final IdentityMemo<List<CommitmentRow>, List<Commitment>> views = new IdentityMemo<>(64);

  CommitmentReads(MemoryStore store) {
    this.store = store;
  }

  /** Tasks whose newest active, trusted, personal status is open. */
  List<Commitment> open(ReadScope scope, ViewFilter filter) {
    return view(scope, filter, Band.trusted);
  }

  /** Tasks whose newest active personal status is open and only assistant-inferred. */
  List<Commitment> candidates(ReadScope scope, ViewFilter filter) {
    return view(scope, filter, Band.candidate);
  }

  private List<Commitment> view(ReadScope scope, ViewFilter f, Band band) {
    CommitmentQuery q =
        new CommitmentQuery(
            scope,
            band,
            TaskClaims.OPEN,
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
    List<CommitmentRow> rows = store.read(scope.userId(), tx -> rows(tx, q));
    return views.apply(rows, r -> r.stream().map(row -> commitment(row, null)).toList());
  }

  /**
   * The rows of the query with its {@code ownedBy} read as the node that id names now: an owner
   * merged into another node (CONTRACT.md 8, "old ids redirect"; the dedup sweep merges people too)
   * filters by the surviving node, as every node read follows the redirect, instead of matching
   * nothing.
   */
  private static List<CommitmentRow> rows(StoreTx tx, CommitmentQuery q) {
    String owner =
        q.ownedBy() == null
            ? null
            : NodeRedirects.follow(tx, q.scope(), q.ownedBy())
                .map(NodeRecord::id)
                .orElse(q.ownedBy());
    CommitmentQuery resolved =
        owner == null || owner.equals(q.ownedBy())
            ? q
            : new CommitmentQuery(
                q.scope(),
                q.band(),
                q.statuses(),
                owner,
                q.unowned(),
                q.dueBefore(),
                q.dueAfter(),
                q.dueBeforeInstant(),
                q.dueAfterInstant(),
                q.hasDueDate(),
                q.search(),
                q.sort(),
                q.descending(),
                q.limit(),
                q.offset());
    return tx.commitments().commitments(resolved);
  }

  /** Every filter, sort and order of the list route, a page at a time. */
  Page list(ReadScope scope, ListFilter f) {
    if (f.ownedBy() != null && f.unowned()) {
      throw MemoryException.invalid("unowned", "ownedBy and unowned exclude each other");
    }
    Set<String> statuses = new java.util.LinkedHashSet<>();
    if (f.statuses() != null) {
      for (String s : f.statuses()) {
        statuses.add(
            Predicates.normalizeTaskStatus(s)
                .orElseThrow(
                    () -> MemoryException.invalid("statuses", "'" + s + "' is not a task status")));
      }
    }
    Band band = f.band() == null ? Band.trusted : f.band();
    String binding =
        CursorBinding.of(
            scope,
            band,
            new java.util.TreeSet<>(statuses),
            f.ownedBy(),
            f.unowned(),
            f.dueBefore(),
            f.dueAfter(),
            f.dueBeforeInstant(),
            f.dueAfterInstant(),
            f.hasDueDate(),
            f.search(),
            f.sort(),
            f.descending());
    int offset = decodeCursor(f.cursor(), binding);
    CommitmentQuery q =
        new CommitmentQuery(
            scope,
            band,
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
          List<CommitmentRow> rows = rows(tx, q);
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
          return new Page(out, more ? encodeCursor(offset + page.size(), binding) : null);
        });
  }

  /** One task with its current state, the sources that evidence it and its claim history. */
  Detail get(ReadScope scope, String taskId, boolean history, boolean sources) {
    return store.read(
        scope.userId(),
        tx -> {
          NodeRecord task = TaskClaims.requireTask(tx, scope, taskId);
          if (NodeRedirects.knownOnlyFromRemoved(tx, scope.userId(), task.id())) {
            // As the commitment lists leave it out: until a restore, the task is not found.
            throw TaskClaims.taskNotFound(taskId);
          }
          List<ClaimRecord> claims =
              tx.claimsOfNode(scope, taskId).stream()
                  .filter(c -> taskId.equals(c.subjectNodeId()))
                  .sorted(
                      Comparator.comparing(ClaimRecord::statedAt)
                          .thenComparing(ClaimRecord::recordedAt)
                          .thenComparing(ClaimRecord::id)
                          .reversed())
                  .toList();
          ClaimRecord status = TaskClaims.newestActive(claims, "HAS_TASK_STATUS");
          ClaimRecord owner = TaskClaims.newestActive(claims, "ASSIGNED_TO");
          ClaimRecord due = TaskClaims.newestActive(claims, "DUE_ON");
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
                NodeRedirects.liveSources(
                        tx, scope.userId(), tx.sourceIdsOfNode(scope.userId(), taskId))
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
            // Only the lifecycle predicates (status, owner, due), as the original's history;
            // value: the status for HAS_TASK_STATUS, the object's label for owner and due claims.
            List<ClaimRecord> lifecycle =
                claims.stream()
                    .filter(c -> Predicates.TASK_LIFECYCLE.contains(c.predicate()))
                    .toList();
            Map<String, String> labels = new HashMap<>();
            for (ClaimRecord c : lifecycle) {
              if (c.objectNodeId() != null && !labels.containsKey(c.objectNodeId())) {
                labels.put(
                    c.objectNodeId(),
                    tx.findNode(scope, c.objectNodeId()).map(NodeRecord::label).orElse(null));
              }
            }
            historyList =
                lifecycle.stream()
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

  /** A position in the list the binding names ({@link CursorBinding}). */
  static String encodeCursor(int offset, String binding) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(("o:" + offset + ":" + binding).getBytes(StandardCharsets.UTF_8));
  }

  /**
   * The cursor's offset; refused (400 at {@code cursor}) when it is not one this route returned or
   * was issued for another user, partition scope, sort, order or filter set.
   */
  static int decodeCursor(String cursor, String binding) {
    if (cursor == null) {
      return 0;
    }
    try {
      String[] parts =
          new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split(":", -1);
      if (parts.length == 3 && parts[0].equals("o")) {
        int offset = Integer.parseInt(parts[1]);
        if (offset >= 0 && parts[2].equals(binding)) {
          return offset;
        }
        if (offset >= 0) {
          throw MemoryException.invalid(
              "cursor",
              "the cursor was issued for another list (user, partition, sort, order or filters);"
                  + " start again without it");
        }
      }
    } catch (IllegalArgumentException e) {
      // falls through to the refusal
    }
    throw MemoryException.invalid("cursor", "not a cursor this route returned");
  }
}
