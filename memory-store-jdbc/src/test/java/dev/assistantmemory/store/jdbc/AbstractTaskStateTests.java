package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.CommitmentService;
import dev.assistantmemory.core.commitment.Commitments.Commitment;
import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.core.commitment.Commitments.NewCommitment;
import dev.assistantmemory.core.commitment.Commitments.ViewFilter;
import dev.assistantmemory.core.graph.ClaimCorrections;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.CommitmentTx.Band;
import dev.assistantmemory.core.store.CommitmentTx.CommitmentQuery;
import dev.assistantmemory.core.store.CommitmentTx.CommitmentRow;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The task-state read model (V22) against the join it is derived from, on every backend: a seeded
 * random sequence of commitment operations through the service (create, status, owner, due,
 * confirm, dismiss, relabel, claim delete and retract restoring an older claim, node delete, merge,
 * owner relabel/delete/merge) for two users in two partitions, and after every step each view, band
 * and filter answers the same from the read model as from the join, with no task left dirty (so the
 * read model, not the fallback, answered).
 */
abstract class AbstractTaskStateTests {
  private static final String U1 = "ts-user-1";
  private static final String U2 = "ts-user-2";
  private static final String WORK = "work:alpha";
  private static final Set<String> OPEN = Set.of("pending", "in_progress");

  MutableClock clock = new MutableClock(Instant.parse("2026-11-01T09:00:00Z"));
  JdbiMemoryStore store;
  GraphService graph;
  ClaimCorrections corrections;
  NodeMaintenance nodes;
  CommitmentService service;

  protected abstract JdbiMemoryStore openStore();

  /** The same database again (an upgrade, a restart). */
  protected abstract JdbiMemoryStore reopenStore();

  @BeforeEach
  void open() {
    store = openStore();
    wire();
  }

  private void wire() {
    GraphServices services =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder());
    graph = services.writes();
    corrections = services.corrections();
    nodes = services.nodes();
    service = new CommitmentService(store, graph, nodes, new RowLevelSecurityIT.FixedEmbedder());
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  static ReadScope all(String user) {
    return ReadScope.of(user, null, AccessScope.workspace);
  }

  static ReadScope in(String user, String partition) {
    return ReadScope.of(user, partition, AccessScope.partition);
  }

  /** The state the random walk keeps: which ids exist, per user and partition. */
  private final class World {
    final String user;
    final List<String[]> tasks = new ArrayList<>(); // {id, partition}
    final List<String[]> people = new ArrayList<>(); // {id, partition}
    String self;
    int n;

    World(String user) {
      this.user = user;
    }

    String partition(Random r) {
      return r.nextBoolean() ? Partitions.PERSONAL : WORK;
    }

    String[] task(Random r) {
      return tasks.isEmpty() ? null : tasks.get(r.nextInt(tasks.size()));
    }

    String person(Random r, String partition) {
      List<String> in = people.stream().filter(p -> p[1].equals(partition)).map(p -> p[0]).toList();
      if (Partitions.PERSONAL.equals(partition) && self != null && r.nextInt(4) == 0) {
        return self;
      }
      return in.isEmpty() ? null : in.get(r.nextInt(in.size()));
    }
  }

  private String person(World w, String partition, String label) {
    NodeRecord p =
        graph.createNode(
            new NodeCreate(w.user, partition, Scope.personal, "Person", label, null, false));
    w.people.add(new String[] {p.id(), partition});
    return p.id();
  }

  private static final String[] STATUSES = {
    "pending", "in_progress", "done", "abandoned", "completed", "todo"
  };
  private static final String[] KINDS = {"user", "assistant_inferred", "user_confirmed"};

  private Due due(Random r) {
    LocalDate day = LocalDate.of(2026, 12, 1).plusDays(r.nextInt(20));
    if (r.nextBoolean()) {
      return new Due(day, null, null);
    }
    return new Due(
        day,
        LocalTime.of(r.nextInt(24), r.nextBoolean() ? 0 : 30),
        ZoneId.of(r.nextBoolean() ? "Europe/Amsterdam" : "America/New_York"));
  }

  /** One random operation; a refusal (write guard, a dismissed task's confirm) is a valid step. */
  private String step(World w, Random r) {
    int op = w.tasks.size() < 4 ? 0 : r.nextInt(20);
    String[] t = w.task(r);
    ReadScope scope = all(w.user);
    try {
      switch (op) {
        case 0, 1, 2 -> {
          String partition = w.partition(r);
          var created =
              service.create(
                  scope,
                  partition,
                  new NewCommitment(
                      "task " + w.user + " " + (w.n++),
                      null,
                      r.nextBoolean() ? "pending" : "in_progress",
                      r.nextBoolean() ? due(r) : null,
                      r.nextInt(3) == 0 ? w.person(r, partition) : null,
                      r.nextInt(3) == 0 ? "assistant_inferred" : "user"));
          w.tasks.add(new String[] {created.taskId(), partition});
          return "create " + created.taskId();
        }
        case 3, 4, 5 -> {
          service.setStatus(
              scope, t[0], STATUSES[r.nextInt(STATUSES.length)], null, KINDS[r.nextInt(3)]);
          return "status " + t[0];
        }
        case 6 -> {
          service.setOwner(scope, t[0], r.nextInt(4) == 0 ? null : w.person(r, t[1]), null, null);
          return "owner " + t[0];
        }
        case 7 -> {
          service.setDue(scope, t[0], r.nextInt(4) == 0 ? null : due(r), null, null);
          return "due " + t[0];
        }
        case 8 -> {
          service.confirm(scope, t[0]);
          return "confirm " + t[0];
        }
        case 9 -> {
          service.dismiss(scope, t[0]);
          return "dismiss " + t[0];
        }
        case 10 -> {
          service.update(scope, t[0], "renamed " + w.user + " " + (w.n++), null);
          return "relabel " + t[0];
        }
        case 11 -> {
          // Deleting the newest status (or owner/due) claim restores the one it superseded.
          var d = service.get(scope, t[0], true, false);
          List<String> active =
              d.history().stream()
                  .filter(h -> ClaimRecord.ACTIVE.equals(h.status()))
                  .map(h -> h.claimId())
                  .toList();
          if (active.isEmpty()) {
            return "noop";
          }
          String claim = active.get(r.nextInt(active.size()));
          if (r.nextBoolean()) {
            corrections.deleteClaim(scope, claim, "test: delete");
          } else {
            corrections.retractClaim(scope, claim, "test: retract");
          }
          return "claim-end " + claim;
        }
        case 12 -> {
          nodes.deleteNode(scope, t[0], "test");
          w.tasks.remove(t);
          return "delete " + t[0];
        }
        case 13 -> {
          List<String> same =
              w.tasks.stream()
                  .filter(o -> o[1].equals(t[1]) && !o[0].equals(t[0]))
                  .map(o -> o[0])
                  .toList();
          if (same.isEmpty()) {
            return "noop";
          }
          String other = same.get(r.nextInt(same.size()));
          // Tasks are a record type: the merge is refused (MERGE_REFUSED) and changes nothing.
          nodes.mergeNodes(scope, List.of(t[0], other), null, null);
          return "merge " + t[0] + " " + other;
        }
        case 14 -> {
          return "person " + person(w, w.partition(r), "Person " + w.user + " " + (w.n++));
        }
        case 15 -> {
          String p = w.person(r, w.partition(r));
          if (p == null || p.equals(w.self)) {
            return "noop";
          }
          nodes.updateNode(scope, p, "Renamed person " + (w.n++), null, null);
          return "relabel-person " + p;
        }
        case 16 -> {
          String p = w.person(r, w.partition(r));
          if (p == null || p.equals(w.self)) {
            return "noop";
          }
          nodes.deleteNode(scope, p, "test");
          w.people.removeIf(x -> x[0].equals(p));
          return "delete-person " + p;
        }
        case 17 -> {
          String partition = w.partition(r);
          String a = w.person(r, partition);
          String b = w.person(r, partition);
          if (a == null || b == null || a.equals(b) || a.equals(w.self) || b.equals(w.self)) {
            return "noop";
          }
          String kept = nodes.mergeNodes(scope, List.of(a, b), null, null).id();
          w.people.removeIf(x -> (x[0].equals(a) || x[0].equals(b)) && !x[0].equals(kept));
          return "merge-person " + a + " " + b;
        }
        case 18 -> {
          // A claim written in the same transaction as a read of the view: the read sees it.
          String taskId = t[0];
          List<CommitmentRow> seen =
              store.write(
                  w.user,
                  tx -> {
                    graph
                        .batchIn(tx, w.user, ClaimRecord.ORIGIN_API)
                        .createClaim(statusClaim(w.user, taskId, "done"), null, false);
                    return tx.commitments().commitments(query(scope, Band.all, OPEN));
                  });
          boolean stillOpen = seen.stream().anyMatch(c -> c.taskId().equals(taskId));
          if (stillOpen) {
            // Only when the write was refused (the guard) or the task is not live.
            assertThat(
                    store.<Boolean>read(
                        w.user,
                        tx ->
                            tx
                                .commitments()
                                .commitmentsByJoin(query(scope, Band.all, OPEN))
                                .stream()
                                .anyMatch(c -> c.taskId().equals(taskId))))
                .as("in-transaction read after completing %s", taskId)
                .isTrue();
          }
          return "in-tx " + taskId;
        }
        default -> {
          service.setStatus(scope, t[0], r.nextBoolean() ? "pending" : "in_progress", null, "user");
          return "reopen " + t[0];
        }
      }
    } catch (MemoryException e) {
      return "refused-" + op + "-" + e.code() + "-" + e.getMessage();
    } finally {
      if (r.nextInt(5) != 0) {
        clock.advance(Duration.ofSeconds(1 + r.nextInt(90)));
      } // else: the same stated_at as the last write (ties break by id)
    }
  }

  private static ClaimCreate statusClaim(String user, String taskId, String value) {
    return new ClaimCreate(
        user,
        taskId,
        "HAS_TASK_STATUS",
        null,
        value,
        "is " + value,
        null,
        null,
        null,
        null,
        null,
        null,
        "user",
        null);
  }

  /**
   * The store keeps recent views keyed by the user's task-state version (V24): a repeated read is
   * served from memory, and every write that changes a row, through this store or another on the
   * same database, makes the next read answer afresh.
   */
  @Test
  void aRepeatedViewIsServedFromMemoryUntilAnyWriteChangesItEvenFromAnotherStore() {
    ReadScope u1 = all(U1);
    CommitmentQuery open = query(u1, Band.trusted, OPEN);
    var first =
        service.create(
            u1,
            Partitions.PERSONAL,
            new NewCommitment("Send the deck", null, null, null, null, null));
    List<CommitmentRow> a = store.read(U1, tx -> tx.commitments().commitments(open));
    List<CommitmentRow> b = store.read(U1, tx -> tx.commitments().commitments(open));
    assertThat(a).extracting(CommitmentRow::taskId).containsExactly(first.taskId());
    assertThat(b).as("served from memory").isSameAs(a);

    service.setStatus(u1, first.taskId(), "done", null, null);
    assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
        .as("a completed task never stays open from the cache")
        .isEmpty();

    // Another user's write leaves this user's view (and version) alone.
    service.create(
        all(U2), Partitions.PERSONAL, new NewCommitment("Theirs", null, null, null, null, null));
    List<CommitmentRow> empty = store.read(U1, tx -> tx.commitments().commitments(open));
    assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
        .isSameAs(empty);

    // A second store on the same database (a second node, the stdio process) writes: the first
    // store's next read sees it.
    JdbiMemoryStore other = reopenStore();
    try {
      CommitmentService otherService =
          new CommitmentService(
              other,
              GraphServices.over(other, clock, new RowLevelSecurityIT.FixedEmbedder()).writes(),
              GraphServices.over(other, clock, new RowLevelSecurityIT.FixedEmbedder()).nodes(),
              new RowLevelSecurityIT.FixedEmbedder());
      var second =
          otherService.create(
              u1,
              Partitions.PERSONAL,
              new NewCommitment("Call Bram", null, null, null, null, null));
      assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
          .extracting(CommitmentRow::taskId)
          .containsExactly(second.taskId());
      otherService.setStatus(u1, second.taskId(), "done", null, null);
      assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
          .isEmpty();
    } finally {
      other.close();
    }
  }

  private static CommitmentQuery query(ReadScope scope, Band band, Set<String> statuses) {
    return new CommitmentQuery(
        scope,
        band,
        statuses,
        null,
        false,
        null,
        null,
        null,
        null,
        null,
        null,
        "statusChangedAt",
        true,
        0,
        0);
  }

  private List<CommitmentQuery> queries(World w, Random r) {
    List<CommitmentQuery> out = new ArrayList<>();
    List<ReadScope> scopes =
        List.of(all(w.user), in(w.user, Partitions.PERSONAL), in(w.user, WORK));
    for (ReadScope s : scopes) {
      for (Band band : Band.values()) {
        out.add(query(s, band, OPEN));
        out.add(query(s, band, Set.of()));
      }
    }
    ReadScope s = scopes.get(r.nextInt(3));
    String owner = w.person(r, r.nextBoolean() ? Partitions.PERSONAL : WORK);
    String day = LocalDate.of(2026, 12, 1).plusDays(r.nextInt(20)).toString();
    Instant at = Instant.parse("2026-12-01T00:00:00Z").plus(Duration.ofHours(r.nextInt(480)));
    String[] sorts = {"statusChangedAt", "dueOn", "dueAt", "createdAt", "label"};
    Band band = Band.values()[r.nextInt(3)];
    out.add(
        new CommitmentQuery(
            s,
            band,
            OPEN,
            owner,
            false,
            day,
            null,
            null,
            null,
            null,
            null,
            "statusChangedAt",
            true,
            0,
            0));
    out.add(
        new CommitmentQuery(
            s,
            band,
            Set.of("done", "abandoned"),
            null,
            r.nextBoolean(),
            null,
            day,
            at,
            null,
            r.nextBoolean() ? null : r.nextBoolean(),
            null,
            sorts[r.nextInt(5)],
            r.nextBoolean(),
            0,
            0));
    out.add(
        new CommitmentQuery(
            s,
            band,
            Set.of(),
            null,
            false,
            null,
            null,
            null,
            at,
            null,
            "task",
            sorts[r.nextInt(5)],
            r.nextBoolean(),
            1 + r.nextInt(5),
            r.nextInt(4)));
    return out;
  }

  private int dirtyRows() {
    return store.readAsSystem(
        tx ->
            ((JdbiStoreTx) tx)
                .handle()
                .createQuery("SELECT count(*) FROM task_state_dirty")
                .mapTo(Integer.class)
                .one());
  }

  private final Set<String> seen = new HashSet<>();

  private void assertSameAsJoin(World w, Random r, String after) {
    assertThat(dirtyRows()).as("dirty tasks after %s", after).isZero();
    Set<String> mine = new HashSet<>();
    w.tasks.forEach(t -> mine.add(t[0]));
    for (CommitmentQuery q : queries(w, r)) {
      List<CommitmentRow> model = store.read(w.user, tx -> tx.commitments().commitments(q));
      List<CommitmentRow> join = store.read(w.user, tx -> tx.commitments().commitmentsByJoin(q));
      assertThat(model).as("%s after %s", q, after).isEqualTo(join);
      for (CommitmentRow row : model) {
        seen.add("status:" + row.status());
        seen.add("kind:" + row.statusKind());
        if (row.ownerNodeId() != null) {
          seen.add(row.ownerIsSelf() ? "owner:self" : "owner:person");
        }
        if (row.dueOn() != null) {
          seen.add(row.dueAt() == null ? "due:day" : "due:time");
        }
        assertThat(mine).as("another user's task in %s's view", w.user).contains(row.taskId());
      }
    }
    // The task states extraction resolves against, served from memory between writes: always
    // what the tables say now.
    for (String partition : List.of(Partitions.PERSONAL, WORK)) {
      List<TaskState> served =
          store.read(w.user, tx -> tx.taskStates(w.user, partition, Scope.personal, 2_000));
      List<TaskState> tables =
          store.read(
              w.user,
              tx ->
                  new JdbiNodeRows(((JdbiStoreTx) tx).handle())
                      .taskStates(w.user, partition, Scope.personal, 2_000));
      assertThat(served).as("task states in %s after %s", partition, after).isEqualTo(tables);
      if (store.<List<TaskState>>read(
              w.user, tx -> tx.taskStates(w.user, partition, Scope.personal, 2_000))
          == served) {
        seen.add("taskStates:from memory");
      }
    }
  }

  @Test
  void randomOperationsKeepTheReadModelEqualToTheJoin() {
    Random r = new Random(20261202L);
    World w1 = new World(U1);
    World w2 = new World(U2);
    for (World w : List.of(w1, w2)) {
      w.self =
          graph
              .createNode(new NodeCreate(w.user, null, Scope.personal, "Person", "Me", null, true))
              .id();
      person(w, Partitions.PERSONAL, "Marcel " + w.user);
      person(w, WORK, "Bram " + w.user);
    }
    int nonTrivial = 0;
    java.util.Map<String, Integer> done = new java.util.TreeMap<>();
    for (int i = 0; i < 260; i++) {
      World w = r.nextInt(4) == 0 ? w2 : w1;
      String did = step(w, r);
      if (did.startsWith("refused")) {
        done.merge(did.substring(0, Math.min(did.length(), 40)), 1, Integer::sum);
      } else if (!did.startsWith("noop")) {
        nonTrivial++;
        done.merge(did.split(" ")[0], 1, Integer::sum);
      }
      assertSameAsJoin(w1, r, i + ": " + did);
      assertSameAsJoin(w2, r, i + ": " + did);
    }
    assertThat(nonTrivial).isGreaterThan(150);
    assertThat(done.keySet())
        .as("operations that succeeded: %s", done)
        .contains(
            "create",
            "status",
            "owner",
            "due",
            "confirm",
            "dismiss",
            "relabel",
            "claim-end",
            "delete",
            "person",
            "relabel-person",
            "delete-person",
            "merge-person",
            "in-tx",
            "reopen");
    // The comparisons compared every kind of answer.
    assertThat(seen)
        .contains(
            "status:pending",
            "status:in_progress",
            "status:done",
            "status:abandoned",
            "kind:assistant_inferred",
            "kind:user_confirmed",
            "owner:person",
            "owner:self",
            "due:day",
            "due:time",
            "taskStates:from memory");
  }

  @Test
  void otherUsersAndPartitionsNeverAppear() {
    ReadScope u1 = all(U1);
    var mine =
        service.create(
            u1, Partitions.PERSONAL, new NewCommitment("Mine", null, null, null, null, null));
    var work = service.create(u1, WORK, new NewCommitment("Work", null, null, null, null, null));
    var theirs =
        service.create(
            all(U2), Partitions.PERSONAL, new NewCommitment("Mine", null, null, null, null, null));
    assertThat(service.open(u1, new ViewFilter(null, null)))
        .extracting(Commitment::taskId)
        .containsExactlyInAnyOrder(mine.taskId(), work.taskId());
    assertThat(service.open(in(U1, Partitions.PERSONAL), new ViewFilter(null, null)))
        .extracting(Commitment::taskId)
        .containsExactly(mine.taskId());
    assertThat(service.open(in(U1, WORK), new ViewFilter(null, null)))
        .extracting(Commitment::taskId)
        .containsExactly(work.taskId());
    assertThat(service.open(all(U2), new ViewFilter(null, null)))
        .extracting(Commitment::taskId)
        .containsExactly(theirs.taskId());
    assertThat(service.open(all("ts-nobody"), new ViewFilter(null, null))).isEmpty();
    // Another user's status write on my task id is refused and changes nothing.
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> service.setStatus(all(U2), mine.taskId(), "done", null, null))
        .isInstanceOf(MemoryException.class);
    assertThat(service.open(u1, new ViewFilter(null, null))).hasSize(2);
  }

  @Test
  void aWriteOutsideTheStoreIsAnsweredFromTheJoinUntilRecomputed() {
    ReadScope u1 = all(U1);
    var task =
        service.create(
            u1, Partitions.PERSONAL, new NewCommitment("Raw", null, null, null, null, null));
    assertThat(service.open(u1, new ViewFilter(null, null))).hasSize(1);
    // A raw UPDATE (no service, no flush): the trigger marks the task, reads use the join.
    store
        .writer()
        .useTransaction(
            h -> {
              store.actAs(h, null);
              h.createUpdate("UPDATE claims SET status = 'retracted' WHERE id = :id")
                  .bind("id", task.statusClaimId())
                  .execute();
            });
    assertThat(dirtyRows()).isPositive();
    assertThat(service.open(u1, new ViewFilter(null, null))).isEmpty();
    // The next write of the user recomputes it.
    service.create(
        u1, Partitions.PERSONAL, new NewCommitment("Other", null, null, null, null, null));
    assertThat(dirtyRows()).isZero();
    assertThat(service.open(u1, new ViewFilter(null, null)))
        .extracting(Commitment::label)
        .containsExactly("Other");
  }

  @Test
  void anUpgradedDatabaseGivesTheSameAnswers() {
    ReadScope u1 = all(U1);
    String marcel =
        graph
            .createNode(new NodeCreate(U1, null, Scope.personal, "Person", "Marcel", null, false))
            .id();
    for (int i = 0; i < 30; i++) {
      var t =
          service.create(
              u1,
              i % 3 == 0 ? WORK : Partitions.PERSONAL,
              new NewCommitment(
                  "Task " + i,
                  null,
                  i % 2 == 0 ? "pending" : "in_progress",
                  i % 4 == 0 ? new Due(LocalDate.of(2026, 12, 1 + i % 20), null, null) : null,
                  i % 5 == 0 && i % 3 != 0 ? marcel : null,
                  i % 7 == 0 ? "assistant_inferred" : "user"));
      if (i % 6 == 0) {
        service.setStatus(u1, t.taskId(), "done", null, null);
      }
      clock.advance(Duration.ofMinutes(1));
    }
    CommitmentQuery open = query(u1, Band.trusted, OPEN);
    CommitmentQuery candidates = query(u1, Band.candidate, OPEN);
    List<CommitmentRow> before = store.read(U1, tx -> tx.commitments().commitments(open));
    List<CommitmentRow> beforeCandidates =
        store.read(U1, tx -> tx.commitments().commitments(candidates));
    assertThat(before).hasSizeGreaterThan(10);
    assertThat(beforeCandidates).isNotEmpty();
    // The database as V22 leaves it (written outside the store: no flush): no rows, every task
    // marked.
    store
        .writer()
        .useTransaction(
            h -> {
              store.actAs(h, null);
              h.createUpdate("DELETE FROM task_state").execute();
              h.createUpdate(
                      "INSERT INTO task_state_dirty (user_id, node_id) SELECT user_id, id FROM nodes"
                          + " WHERE node_type = 'Task'")
                  .execute();
            });
    assertThat(dirtyRows()).isPositive();
    // Before the store settles them, reads answer from the join: the same answers.
    assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
        .isEqualTo(before);
    store.close();
    store = reopenStore();
    wire();
    assertThat(dirtyRows()).isZero();
    assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(open)))
        .isEqualTo(before);
    assertThat(store.<List<CommitmentRow>>read(U1, tx -> tx.commitments().commitments(candidates)))
        .isEqualTo(beforeCandidates);
    assertThat(
            store.<Integer>readAsSystem(
                tx ->
                    ((JdbiStoreTx) tx)
                        .handle()
                        .createQuery("SELECT count(*) FROM task_state")
                        .mapTo(Integer.class)
                        .one()))
        .isEqualTo(30);
  }
}
