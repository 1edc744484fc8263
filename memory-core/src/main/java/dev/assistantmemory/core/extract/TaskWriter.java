package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.extract.ExtractionApplier.Unit;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The task writes of one plan: task candidates become tasks (or meet the one already held), status
 * changes and deadline removals reach the tasks they name when the source may change them, and a
 * corrected email revision takes back what extraction inferred from the request it replaces.
 */
final class TaskWriter {
  private final ClaimResolver claims;
  private final GraphBatch b;
  private final Plan plan;

  /** The task each {@code new:N} of the plan became. */
  private final Map<String, String> newTaskIds = new HashMap<>();

  private List<KnownTask> tasks;

  TaskWriter(ClaimResolver claims, Plan plan) {
    this.claims = claims;
    this.b = claims.batch();
    this.plan = plan;
  }

  void task(Unit u, TaskCandidate t, String plannedId, String kind, String speakerId) {
    Optional<KnownTask> same =
        plannedId.startsWith("new:")
            ? TaskMatch.sameOpenTask(tasks(), t.label())
            : tasks().stream().filter(k -> k.id().equals(plannedId)).findFirst();
    String taskId;
    if (same.isPresent()) {
      taskId = same.get().id();
      newTaskIds.put(plannedId, taskId);
    } else {
      String description =
          t.owner() == null
              ? "Asked of the assistant"
              : Extraction.SELF.equals(t.owner()) ? null : "Owner: " + t.owner();
      Optional<NodeRecord> task =
          b.createNode(
              new NodeCreate(
                  b.userId(),
                  u.partitionKey(),
                  u.input().scope(),
                  "Task",
                  t.label(),
                  description,
                  false),
              claims.vector(t.label()));
      if (task.isEmpty()) {
        return;
      }
      taskId = task.get().id();
      newTaskIds.put(plannedId, taskId);
      tasks().add(0, new KnownTask(taskId, t.label(), "pending", t.due(), false));
      claims.claim(
          u,
          taskId,
          "HAS_TASK_STATUS",
          null,
          "pending",
          t.label() + " is pending",
          t.excerpt(),
          kind,
          speakerId,
          false);
      // Contract: email and message sources never store ASSIGNED_TO; documents may.
      if (t.owner() != null && !Extraction.SELF.equals(t.owner()) && ownerMayBeStored(u)) {
        claims
            .node(u, "Person", t.owner())
            .ifPresent(
                o ->
                    claims.claim(
                        u,
                        taskId,
                        "ASSIGNED_TO",
                        o.id(),
                        null,
                        t.label()
                            + " is owned by "
                            + (Extraction.SELF.equals(t.owner()) ? "the user" : t.owner()),
                        t.excerpt(),
                        kind,
                        speakerId,
                        false));
      }
    }
    if (t.due() != null) {
      String day = t.due().toString();
      Optional<ClaimRecord> held =
          b.activeClaims(taskId, "DUE_ON").stream()
              .filter(c -> claims.nodeLabel(c.objectNodeId()).equals(day))
              .findFirst();
      // The same deadline again: the source becomes further evidence (the NOOP of a repeat).
      held.ifPresent(c -> claims.addEvidence(c.id(), u, t.excerpt()));
      if (held.isEmpty()) {
        claims
            .node(u, "Temporal", day)
            .ifPresent(
                d ->
                    claims.claim(
                        u,
                        taskId,
                        "DUE_ON",
                        d.id(),
                        null,
                        taskLabel(taskId) + " is due on " + day,
                        t.excerpt(),
                        kind,
                        speakerId,
                        false));
      }
    }
  }

  /** A new status of the task the change names, when the unit's source may change it. */
  void statusChange(Unit u, StatusChange s, String kind, String speakerId) {
    String taskId = s.taskId().startsWith("new:") ? newTaskIds.get(s.taskId()) : s.taskId();
    if (taskId != null && mayUpdate(u, taskId)) {
      claims.claim(
          u,
          taskId,
          "HAS_TASK_STATUS",
          null,
          s.status(),
          taskLabel(taskId) + " is " + s.status().replace('_', ' '),
          s.excerpt(),
          kind,
          speakerId,
          false);
    }
  }

  /** Ends the deadlines extraction inferred for the task (manual ones stay). */
  void removeDeadline(Unit u, DeadlineRemoval r) {
    for (ClaimRecord due : b.activeClaims(r.taskId(), "DUE_ON")) {
      if (ClaimRecord.ORIGIN_EXTRACTION.equals(due.origin())) {
        b.invalidate(due, "deadline removed by " + u.sourceId());
      }
    }
  }

  /**
   * The stored tasks as of now, read on first need (most jobs create or touch none): the plan read
   * them earlier and another job may have added some since. Tasks this job creates are added as
   * they are.
   */
  private List<KnownTask> tasks() {
    if (tasks == null) {
      Unit first = plan.units().get(0);
      tasks =
          new ArrayList<>(
              ExtractionApplier.history(
                      b.tasks(
                          first.partitionKey(),
                          first.input().scope(),
                          ExtractionApplier.TASK_SCAN_LIMIT))
                  .tasks());
    }
    return tasks;
  }

  /**
   * Email and message sources (person to person, from their sourceContext) never store an owner; a
   * chat turn or a document naming who will do something does.
   */
  private static boolean ownerMayBeStored(Unit u) {
    return !u.input().isEmail();
  }

  /**
   * Whether a person-to-person message may change a task's status: an incoming one only when its
   * sender is the known requester of the task (same account), an outgoing one only when the
   * authenticated user sent it and the task is theirs (no owner, or the user's self). Chat turns
   * and documents may.
   */
  private boolean mayUpdate(Unit u, String taskId) {
    SourceFacts f = u.input().source();
    if (!u.input().isEmail() || f == null) {
      return !u.input().isEmail();
    }
    if (f.isIncoming()) {
      String requester = f.requester();
      return requester != null && requester.equals(requesterOf(taskId));
    }
    if (f.isAuthenticatedOutgoing()) {
      return b.activeClaims(taskId, "ASSIGNED_TO").stream()
          .allMatch(c -> c.objectNodeId().equals(b.self().id()));
    }
    return false;
  }

  /** The requester of a task: the sender of the message its first status claim cites. */
  private String requesterOf(String taskId) {
    return b.besideTheGraph().commitments().origins(b.userId(), List.of(taskId)).stream()
        .findFirst()
        .flatMap(o -> b.besideTheGraph().commitments().sourceFacts(b.userId(), o.sourceId()))
        .map(SourceFacts::requester)
        .orElse(null);
  }

  /**
   * A corrected revision of an email source: the status and deadline claims extraction later
   * inferred for the tasks this source requested are removed (their predecessors restored); manual
   * decisions (API claims) and the user's own statements stay.
   */
  void correct(Unit u) {
    Set<String> request = new HashSet<>();
    request.addAll(b.besideTheGraph().commitments().replacedSources(b.userId(), u.sourceId()));
    if (u.version() > 1) {
      request.add(u.sourceId());
    }
    if (request.isEmpty()) {
      return;
    }
    request.add(u.sourceId());
    for (var state :
        b.tasks(u.partitionKey(), u.input().scope(), ExtractionApplier.TASK_SCAN_LIMIT)) {
      var origin =
          b.besideTheGraph().commitments().origins(b.userId(), List.of(state.taskId())).stream()
              .findFirst();
      if (origin.isEmpty() || !request.contains(origin.get().sourceId())) {
        continue;
      }
      for (String predicate : List.of("HAS_TASK_STATUS", "DUE_ON")) {
        for (ClaimRecord c : b.activeClaims(state.taskId(), predicate)) {
          boolean inferred = ClaimRecord.ORIGIN_EXTRACTION.equals(c.origin()) && c.isCandidate();
          boolean itself = request.contains(c.sourceId()) && "HAS_TASK_STATUS".equals(predicate);
          if (inferred && !itself) {
            b.invalidateRestoring(c, "request " + u.sourceId() + " was corrected");
          }
        }
      }
    }
    tasks = null;
  }

  private String taskLabel(String taskId) {
    return tasks().stream()
        .filter(t -> t.id().equals(taskId))
        .map(KnownTask::label)
        .findFirst()
        .orElse("The task");
  }
}
