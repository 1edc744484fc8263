package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.EventMove;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.MetricReading;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionApplier.Plan;
import dev.assistantmemory.core.extract.ExtractionApplier.Unit;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.metric.StandardMetrics;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Writes one plan, unit by unit and in the order a unit's extraction reads: mentions, facts, tasks
 * and their status and deadline changes, events, and readings. Names and claims are resolved by a
 * {@link ClaimResolver}, tasks by a {@link TaskWriter}; both live for the one plan, so what the job
 * wrote is found again without a read.
 */
final class PlanWriter {
  private final GraphBatch b;
  private final Plan plan;
  private final MetricService metrics;
  private final ClaimResolver claims;
  private final TaskWriter tasks;

  /** Event nodes of this job by the excerpt that named them (readings there attach to them). */
  private final Map<String, String> eventsByExcerpt = new HashMap<>();

  PlanWriter(GraphBatch b, Plan plan, MetricService metrics) {
    this.b = b;
    this.plan = plan;
    this.metrics = metrics;
    this.claims = new ClaimResolver(b, plan);
    this.tasks = new TaskWriter(claims, plan);
  }

  void unit(Unit u, Extraction e, List<String> taskIds) {
    Scope scope = u.input().scope();
    String kind = kind(u.input());
    String speakerId = speakerNode(u, kind);
    if (u.input().isEmail() && !plan.repeat()) {
      tasks.correct(u);
    }
    for (Mention m : e.mentions()) {
      claims.node(u, m.nodeType(), m.name());
    }
    for (Fact f : e.facts()) {
      fact(u, f, kind, speakerId);
    }
    for (int i = 0; i < e.tasks().size(); i++) {
      tasks.task(u, e.tasks().get(i), taskIds.get(i), kind, speakerId);
    }
    for (StatusChange s : e.statusChanges()) {
      tasks.statusChange(u, s, kind, speakerId);
    }
    for (DeadlineRemoval r : e.deadlineRemovals()) {
      tasks.removeDeadline(u, r);
    }
    for (EventMove m : e.eventMoves()) {
      moveEvent(u, m);
    }
    for (EventCandidate ev : e.events()) {
      event(u, ev, kind, speakerId);
    }
    if (scope == Scope.personal) {
      for (MetricReading r : e.metrics()) {
        metric(u, r, kind, speakerId);
      }
    }
  }

  /**
   * The names the plan's units look up as {@link #unit} writes them (through {@link
   * ClaimResolver#node}): speakers, mentions, the subjects and objects of facts, task owners and
   * days, event days. The batch reads them together at the first lookup.
   */
  static List<NodeName> names(Plan plan) {
    List<NodeName> out = new ArrayList<>();
    for (int i = 0; i < plan.units().size(); i++) {
      Unit u = plan.units().get(i);
      Extraction e = plan.extractions().get(i);
      BiConsumer<String, String> add =
          (type, name) -> {
            if (name != null && !Extraction.SELF.equals(name)) {
              out.add(new NodeName(u.partitionKey(), u.input().scope(), type, name));
            }
          };
      String speaker = u.input().speakerName();
      if ("participant".equals(kind(u.input())) && speaker != null && !speaker.isBlank()) {
        add.accept("Person", speaker);
      }
      e.mentions().forEach(m -> add.accept(m.nodeType(), m.name()));
      for (Fact f : e.facts()) {
        add.accept("Person", f.subject());
        if (!Predicates.ATTRIBUTE.contains(f.predicate())) {
          add.accept(f.objectType() == null ? "Concept" : f.objectType(), f.objectName());
        }
      }
      for (var t : e.tasks()) {
        add.accept("Person", t.owner());
        add.accept("Temporal", t.due() == null ? null : t.due().toString());
      }
      e.events().forEach(ev -> add.accept("Temporal", ev.date().toString()));
    }
    return out;
  }

  /** Who asserts what a unit says: its claims' {@code assertedByKind}. */
  private static String kind(ExtractionInput in) {
    if (in.isEmail()) {
      // Requests and updates from person-to-person messages are tentative: candidates.
      return "assistant_inferred";
    }
    return switch (in.role()) {
      case ExtractionInput.ASSISTANT -> "assistant_inferred";
      case ExtractionInput.PARTICIPANT -> "participant";
      case ExtractionInput.DOCUMENT -> "document_author";
      default -> "user";
    };
  }

  private String speakerNode(Unit u, String kind) {
    if (!"participant".equals(kind)) {
      return null;
    }
    String name = u.input().speakerName();
    return name == null || name.isBlank()
        ? null
        : claims.node(u, "Person", name).map(NodeRecord::id).orElse(null);
  }

  private void fact(Unit u, Fact f, String kind, String speakerId) {
    Optional<NodeRecord> subject =
        Extraction.SELF.equals(f.subject())
            ? Optional.of(b.self())
            : claims.node(u, "Person", f.subject());
    if (subject.isEmpty()) {
      return;
    }
    String who = Statements.who(f.subject());
    if (Predicates.ATTRIBUTE.contains(f.predicate())) {
      if (f.objectValue() == null) {
        return;
      }
      claims.claim(
          u,
          subject.get().id(),
          f.predicate(),
          null,
          f.objectValue(),
          Statements.statement(who, f.predicate(), f.objectValue()),
          f.excerpt(),
          kind,
          speakerId,
          f.replacesPrevious());
    } else if (f.objectName() != null) {
      claims
          .node(u, f.objectType() == null ? "Concept" : f.objectType(), f.objectName())
          .ifPresent(
              o ->
                  claims.claim(
                      u,
                      subject.get().id(),
                      f.predicate(),
                      o.id(),
                      null,
                      Statements.statement(who, f.predicate(), f.objectName()),
                      f.excerpt(),
                      kind,
                      speakerId,
                      f.replacesPrevious()));
    }
  }

  /**
   * A known event moved to another day or called off: its claim on the old day ends (the event on
   * the new day is an event of the same extraction).
   */
  private void moveEvent(Unit u, EventMove m) {
    u.input().knownEvents().stream()
        .filter(k -> k.id().equals(m.eventId()))
        .findFirst()
        .flatMap(
            k ->
                b.claimOfNamed(
                    u.partitionKey(),
                    u.input().scope(),
                    "Event",
                    k.label(),
                    "OCCURRED_ON",
                    "Temporal",
                    k.date().toString()))
        .ifPresent(
            c ->
                b.invalidate(
                    c,
                    (m.date() == null ? "event called off by " : "event moved by ")
                        + u.sourceId()));
  }

  private void event(Unit u, EventCandidate ev, String kind, String speakerId) {
    String day = ev.date().toString();
    // Events of one name on several days are several nodes: the one on this day is the same
    // (one statement: a user's "Run" events grow by one a day).
    Optional<ClaimRecord> held =
        b.claimOfNamed(
            u.partitionKey(),
            u.input().scope(),
            "Event",
            ev.label(),
            "OCCURRED_ON",
            "Temporal",
            day);
    if (held.isPresent()) {
      // The same event again: the source becomes further evidence (the NOOP of a repeat).
      claims.addEvidence(held.get().id(), u, ev.excerpt());
      eventsByExcerpt.putIfAbsent(ev.excerpt(), held.get().subjectNodeId());
      return;
    }
    Optional<NodeRecord> event =
        b.createNode(
            new NodeCreate(
                b.userId(), u.partitionKey(), u.input().scope(), "Event", ev.label(), null, false),
            claims.vector(ev.label()));
    if (event.isEmpty()) {
      return;
    }
    eventsByExcerpt.putIfAbsent(ev.excerpt(), event.get().id());
    claims
        .node(u, "Temporal", day)
        .ifPresent(
            d ->
                claims.claim(
                    u,
                    event.get().id(),
                    "OCCURRED_ON",
                    d.id(),
                    null,
                    ev.label() + " on " + day,
                    ev.excerpt(),
                    kind,
                    speakerId,
                    false));
  }

  /**
   * A reading becomes a metric observation (unit-normalised, citing the source), attached to the
   * Event the same sentence names; a run without one gets a "Run" Event on the unit's day.
   */
  private void metric(Unit u, MetricReading r, String kind, String speakerId) {
    if (metrics == null) {
      return;
    }
    String eventId = eventsByExcerpt.get(r.excerpt());
    boolean activity =
        StandardMetrics.normalize(r.metric(), r.value(), r.unit())
            .map(n -> StandardMetrics.isActivity(n.definition().slug()))
            .orElse(false);
    if (eventId == null && activity && r.excerpt() != null) {
      event(u, new EventCandidate("Run", u.input().day(), r.excerpt()), kind, speakerId);
      eventId = eventsByExcerpt.get(r.excerpt());
    }
    metrics.recordExtracted(
        b,
        u.partitionKey(),
        r.metric(),
        r.value(),
        r.unit(),
        u.input().timestamp(),
        ClaimResolver.excerpt(r.excerpt()),
        eventId,
        u.sourceId());
  }
}
