package dev.assistantmemory.server.http.commitment;

import dev.assistantmemory.core.commitment.CommitmentDates;
import dev.assistantmemory.core.commitment.CommitmentService;
import dev.assistantmemory.core.commitment.Commitments;
import dev.assistantmemory.core.commitment.Commitments.Commitment;
import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.core.store.CommitmentTx.Band;
import dev.assistantmemory.core.util.IdentityMemo;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.commitment.CommitmentWire.CommitmentsView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.ConfirmedView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.CreateRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.CreatedView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.DetailView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.DismissedView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.DueRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.DueView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.GetRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.HistoryView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.ListRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.ListView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.ListedCommitment;
import dev.assistantmemory.server.http.commitment.CommitmentWire.OpenCommitment;
import dev.assistantmemory.server.http.commitment.CommitmentWire.Order;
import dev.assistantmemory.server.http.commitment.CommitmentWire.OwnerClaimView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.OwnerRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.OwnerSetView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.OwnerView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.Presentation;
import dev.assistantmemory.server.http.commitment.CommitmentWire.PresentedSource;
import dev.assistantmemory.server.http.commitment.CommitmentWire.RecoverRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.RecoveredTask;
import dev.assistantmemory.server.http.commitment.CommitmentWire.RecoveryView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.SourceView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.StatusRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.StatusView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.TaskRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.UpdateRequest;
import dev.assistantmemory.server.http.commitment.CommitmentWire.UpdatedView;
import dev.assistantmemory.server.http.commitment.CommitmentWire.ViewRequest;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The commitment routes of CONTRACT.md section 6 and /maintenance/recover-statusless-commitments
 * (section 10.1). Every route reaches only tasks in the request's partition scope; a task outside
 * it is 404 {@code TaskNotFoundError}.
 */
public final class CommitmentRoutes implements RouteModule {
  private static final String TAG = "commitments";
  private final CommitmentService commitments;

  public CommitmentRoutes(CommitmentService commitments) {
    this.commitments = commitments;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/commitments/open",
                TAG,
                "Open commitments: the newest active, trusted, personal status is open",
                ViewRequest.class,
                CommitmentsView.class,
                (req, call) -> view(commitments.open(call.scope(req), filter(req))))
            .describe(
                "Done or abandoned work never resurfaces from old evidence; candidates"
                    + " (assistant_inferred status) are listed by /commitments/candidates."),
        Endpoint.read(
            "/commitments/candidates",
            TAG,
            "Candidate commitments: open, with an assistant-inferred status",
            ViewRequest.class,
            CommitmentsView.class,
            (req, call) -> view(commitments.candidates(call.scope(req), filter(req)))),
        Endpoint.read(
            "/commitments/list",
            TAG,
            "Commitments by status, provenance, owner, due date and label, a page at a time",
            ListRequest.class,
            ListView.class,
            this::list),
        Endpoint.read(
            "/commitments/get",
            TAG,
            "One commitment with its sources and claim history (newest first)",
            GetRequest.class,
            DetailView.class,
            this::get),
        Endpoint.write(
                "/commitments/create",
                TAG,
                "Create a commitment (never deduplicated)",
                CreateRequest.class,
                CreatedView.class,
                this::create)
            .status(201),
        Endpoint.write(
            "/commitments/status",
            TAG,
            "Set a commitment's status (a repeated value is a fresh claim)",
            StatusRequest.class,
            StatusView.class,
            (req, call) -> {
              var s =
                  commitments.setStatus(
                      call.scope(req), req.taskId(), req.status(), req.note(), kind(req));
              return new StatusView(
                  s.taskId(), s.status(), s.claimId(), s.previousStatus(), s.previousClaimId());
            }),
        Endpoint.write(
            "/commitments/owner",
            TAG,
            "Assign a commitment; ownedBy null unassigns it",
            OwnerRequest.class,
            OwnerSetView.class,
            (req, call) -> {
              var o =
                  commitments.setOwner(
                      call.scope(req),
                      req.taskId(),
                      req.ownedBy(),
                      req.note(),
                      req.assertedByKind() == null ? null : req.assertedByKind().name());
              return new OwnerSetView(o.taskId(), owner(o.owner()), o.claimId(), o.retracted());
            }),
        Endpoint.write(
                "/commitments/due",
                TAG,
                "Set or clear a commitment's due date",
                DueRequest.class,
                DueView.class,
                (req, call) -> {
                  Due due = CommitmentDates.due(req.dueOn(), req.dueTime(), req.timeZone());
                  var d =
                      commitments.setDue(
                          call.scope(req),
                          req.taskId(),
                          due,
                          req.note(),
                          req.assertedByKind() == null ? null : req.assertedByKind().name());
                  return new DueView(
                      d.taskId(),
                      day(d.due()),
                      time(d.due()),
                      zone(d.due()),
                      d.due() == null ? null : WireTime.format(d.due().at()),
                      d.claimId(),
                      d.retracted());
                })
            .describe(
                "A date-only call clears an earlier time; dueTime and timeZone (IANA) come together"
                    + " and resolve dueAt."),
        Endpoint.write(
            "/commitments/update",
            TAG,
            "Change a commitment's label or description",
            UpdateRequest.class,
            UpdatedView.class,
            (req, call) -> {
              var u =
                  commitments.update(call.scope(req), req.taskId(), req.label(), req.description());
              return new UpdatedView(u.taskId(), u.label(), u.description());
            }),
        Endpoint.write(
            "/commitments/confirm",
            TAG,
            "Confirm a commitment: a user_confirmed status with the same value",
            TaskRequest.class,
            ConfirmedView.class,
            (req, call) -> {
              var c = commitments.confirm(call.scope(req), req.taskId());
              return new ConfirmedView(c.taskId(), c.status(), c.claimId());
            }),
        Endpoint.write(
                "/commitments/dismiss",
                TAG,
                "Dismiss a commitment: it leaves the open and candidate views",
                TaskRequest.class,
                DismissedView.class,
                (req, call) -> {
                  var d = commitments.dismiss(call.scope(req), req.taskId());
                  return new DismissedView(d.taskId(), d.retracted());
                })
            .describe("No sticky rejection: a later mention may bring the task back."),
        Endpoint.write(
                "/maintenance/recover-statusless-commitments",
                "maintenance",
                "Give statusless Tasks a pending candidate status",
                RecoverRequest.class,
                RecoveryView.class,
                this::recover)
            .describe(
                "Additive and idempotent; dismissed tasks (a retracted status) are skipped;"
                    + " dryRun (default true) writes nothing."));
  }

  private static Commitments.ViewFilter filter(ViewRequest req) {
    return new Commitments.ViewFilter(
        req.ownedBy(), CommitmentDates.day(req.dueBefore(), "dueBefore"));
  }

  private static String kind(StatusRequest req) {
    return req.assertedByKind() == null ? null : req.assertedByKind().name();
  }

  /** The wire views of the service's memoised lists: a repeated open view is not mapped again. */
  private final IdentityMemo<List<Commitment>, CommitmentsView> views = new IdentityMemo<>(64);

  private CommitmentsView view(List<Commitment> list) {
    return views.apply(list, CommitmentRoutes::wireView);
  }

  private static CommitmentsView wireView(List<Commitment> list) {
    return new CommitmentsView(
        list.stream()
            .map(
                c ->
                    new OpenCommitment(
                        c.taskId(),
                        c.label(),
                        c.status(),
                        owner(c.owner()),
                        c.dueOn(),
                        c.dueTime(),
                        c.timeZone(),
                        WireTime.format(c.dueAt()),
                        WireTime.format(c.statedAt()),
                        c.sourceId()))
            .toList());
  }

  private ListView list(ListRequest req, Call call) {
    Set<String> statuses = null;
    if (req.statuses() != null) {
      statuses = new LinkedHashSet<>();
      for (var s : req.statuses()) {
        statuses.add(s.name());
      }
    }
    var page =
        commitments.list(
            call.scope(req),
            new Commitments.ListFilter(
                statuses,
                req.provenance() == null ? Band.trusted : Band.valueOf(req.provenance().name()),
                req.ownedBy(),
                Boolean.TRUE.equals(req.unowned()),
                CommitmentDates.day(req.dueBefore(), "dueBefore"),
                CommitmentDates.day(req.dueAfter(), "dueAfter"),
                req.dueBeforeInstant() == null
                    ? null
                    : java.time.Instant.parse(req.dueBeforeInstant()),
                req.dueAfterInstant() == null
                    ? null
                    : java.time.Instant.parse(req.dueAfterInstant()),
                req.hasDueDate(),
                req.search(),
                req.sort() == null ? "statusChangedAt" : req.sort().name(),
                req.order() != Order.asc,
                req.limit() == null ? 50 : req.limit(),
                req.cursor()));
    return new ListView(
        page.commitments().stream()
            .map(
                c ->
                    new ListedCommitment(
                        c.taskId(),
                        c.label(),
                        c.status(),
                        owner(c.owner()),
                        c.dueOn(),
                        c.dueTime(),
                        c.timeZone(),
                        WireTime.format(c.dueAt()),
                        WireTime.format(c.statedAt()),
                        WireTime.format(c.createdAt()),
                        c.sourceId(),
                        presentation(c.presentation())))
            .toList(),
        page.nextCursor());
  }

  private DetailView get(GetRequest req, Call call) {
    var d =
        commitments.get(
            call.scope(req),
            req.taskId(),
            !Boolean.FALSE.equals(req.includeHistory()),
            !Boolean.FALSE.equals(req.includeSources()));
    return new DetailView(
        d.taskId(),
        d.label(),
        d.description(),
        WireTime.format(d.createdAt()),
        d.status(),
        d.statusClaimId(),
        WireTime.format(d.statusStatedAt()),
        d.statusAssertedByKind(),
        d.owner() == null
            ? null
            : new OwnerClaimView(d.owner().nodeId(), d.owner().label(), d.owner().claimId()),
        d.dueOn(),
        d.dueTime(),
        d.timeZone(),
        WireTime.format(d.dueAt()),
        d.dueClaimId(),
        d.sources().stream()
            .map(
                s ->
                    new SourceView(
                        s.sourceId(),
                        s.type(),
                        s.title(),
                        s.scope(),
                        WireTime.format(s.ingestedAt())))
            .toList(),
        d.history().stream()
            .map(
                h ->
                    new HistoryView(
                        h.claimId(),
                        h.predicate(),
                        h.value(),
                        h.objectNodeId(),
                        h.status(),
                        h.assertedByKind(),
                        h.sourceId(),
                        WireTime.format(h.statedAt())))
            .toList());
  }

  private CreatedView create(CreateRequest req, Call call) {
    Due due = CommitmentDates.due(req.dueOn(), req.dueTime(), req.timeZone());
    var c =
        commitments.create(
            call.scope(req),
            req.partitionKey(),
            new Commitments.NewCommitment(
                req.label(),
                req.description(),
                req.status() == null ? null : req.status().name(),
                due,
                req.ownedBy(),
                req.assertedByKind() == null ? null : req.assertedByKind().name()));
    return new CreatedView(
        c.taskId(),
        c.label(),
        c.status(),
        day(due),
        time(due),
        zone(due),
        due == null ? null : WireTime.format(due.at()),
        owner(c.owner()),
        c.statusClaimId(),
        c.dueClaimId(),
        c.ownerClaimId());
  }

  private RecoveryView recover(RecoverRequest req, Call call) {
    var r =
        commitments.recoverStatusless(
            call.scope(req),
            req.limit() == null ? 1000 : req.limit(),
            req.sampleLimit() == null ? 50 : req.sampleLimit(),
            !Boolean.FALSE.equals(req.dryRun()));
    return new RecoveryView(
        r.dryRun(),
        r.candidateCount(),
        r.recoveredCount(),
        r.hasMore(),
        r.taskIds(),
        r.candidates().stream()
            .map(t -> new RecoveredTask(t.id(), t.label(), WireTime.format(t.createdAt())))
            .toList());
  }

  private static OwnerView owner(Commitments.Owner o) {
    return o == null ? null : new OwnerView(o.nodeId(), o.label());
  }

  private static Presentation presentation(Commitments.Presentation p) {
    if (p == null) {
      return null;
    }
    return new Presentation(
        p.source() == null
            ? null
            : new PresentedSource(
                p.source().sourceId(),
                p.source().title(),
                WireTime.format(p.source().overheardAt())),
        p.excerpt(),
        p.why());
  }

  private static String day(Due d) {
    return d == null ? null : d.day().toString();
  }

  private static String time(Due d) {
    return d == null || d.time() == null ? null : d.time().toString();
  }

  private static String zone(Due d) {
    return d == null || d.zone() == null ? null : d.zone().getId();
  }
}
