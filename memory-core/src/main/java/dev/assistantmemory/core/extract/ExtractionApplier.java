package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.embed.CachingEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.MetricReading;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.metric.StandardMetrics;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.core.store.TaskState;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns extractions into graph writes: the resolver. For every candidate it decides ADD (nothing
 * like it is held), UPDATE (a functional or replacing statement supersedes the held claim, through
 * the graph's lifecycle rules), INVALIDATE (explicit wording ends a claim extraction had inferred)
 * or NOOP (the same value is already held: the source is added as further evidence). Every write
 * goes through {@link GraphBatch}, so the write guard refuses what the user rejected.
 *
 * <p>Work is split so that the slow parts (extraction, embedding) run outside any transaction:
 * {@link #plan} reads the context and extracts; {@link #apply} writes a plan inside the caller's
 * transaction (the ingestion job completes its receipt in the same one, so a crash re-runs the
 * whole extraction and never half-applies it).
 */
public final class ExtractionApplier {
  /** Request history an extractor sees: at most this many serialized characters. */
  public static final int HISTORY_BUDGET_CHARS = 32_000;

  /** Attachment evidence an extractor sees: total, per attachment, attachments. */
  public static final int ATTACHMENT_BUDGET_CHARS = 32_000;

  public static final int ATTACHMENT_PREFIX_CHARS = 4_000;
  public static final int ATTACHMENT_MAX_COUNT = 100;

  private static final Logger LOG = LoggerFactory.getLogger(ExtractionApplier.class);
  private static final int TASK_SCAN_LIMIT = 2_000;
  private static final int EXCERPT_CHARS = 500;

  /**
   * Vectors of the short texts extraction writes and compares, remembered across jobs: a restated
   * fact is the same statement, a follow-up compares against the card its task was created with.
   * About 7 MB at most (384 floats and a short text each).
   */
  static final int REMEMBERED_VECTORS = 4_096;

  private final MemoryStore store;
  private final Extractor extractor;
  private final Embedder embedder;
  private final MetricService metrics;

  public ExtractionApplier(MemoryStore store, Extractor extractor, Embedder embedder) {
    this(store, extractor, embedder, null);
  }

  /** With {@code metrics}, readings become metric observations (without, they are dropped). */
  public ExtractionApplier(
      MemoryStore store, Extractor extractor, Embedder embedder, MetricService metrics) {
    this.store = store;
    this.extractor = extractor;
    this.embedder = new CachingEmbedder(embedder, REMEMBERED_VECTORS);
    this.metrics = metrics;
  }

  /** One source to extract: its id, partition, and what the extractor sees. */
  /** One source to extract: its id, partition, revision, and what the extractor sees. */
  public record Unit(String sourceId, String partitionKey, ExtractionInput input, int version) {}

  /** The source text and speaker of one unit before the context is attached. */
  public record SourceText(
      String sourceId,
      String partitionKey,
      Scope scope,
      String text,
      String role,
      String speakerName,
      Instant timestamp,
      int version,
      SourceFacts source) {

    /** A source without host-supplied context. */
    public SourceText(
        String sourceId,
        String partitionKey,
        Scope scope,
        String text,
        String role,
        String speakerName,
        Instant timestamp) {
      this(sourceId, partitionKey, scope, text, role, speakerName, timestamp, 1, null);
    }
  }

  /**
   * Extractions of a job's sources, in order, with the vectors their writes need. {@code taskIds}
   * holds, per unit and task candidate, the task the plan resolved it to: a stored task's id, or
   * {@code new:N} for a task this job creates (status changes of later units refer to those).
   * {@code repeat} marks a re-extraction of sources applied before (see {@link #planAgain}).
   */
  public record Plan(
      String userId,
      List<Unit> units,
      List<Extraction> extractions,
      List<List<String>> taskIds,
      Map<String, float[]> vectors,
      boolean repeat,
      long embedNanos) {}

  /** Reads the user's tasks, extracts every source in order, and embeds what will be written. */
  public Plan plan(String userId, List<SourceText> sources) {
    return plan(userId, sources, false);
  }

  /**
   * {@link #plan} for sources whose extraction was applied before (re-extraction after a rule or
   * model change). Two things differ, both because the graph already holds this source's earlier
   * result: a task candidate with no open task of its label resolves to a closed one of that label
   * (the task this source opened and the user since finished is not opened again), and the
   * correction of an email revision is not replayed (it was applied when that revision arrived;
   * replaying it would undo what later messages changed).
   */
  public Plan planAgain(String userId, List<SourceText> sources) {
    return plan(userId, sources, true);
  }

  private Plan plan(String userId, List<SourceText> sources, boolean repeat) {
    if (sources.isEmpty()) {
      return new Plan(userId, List.of(), List.of(), List.of(), Map.of(), repeat, 0);
    }
    SourceText first = sources.get(0);
    List<TaskState> states =
        store.read(
            userId,
            tx -> tx.taskStates(userId, first.partitionKey(), first.scope(), TASK_SCAN_LIMIT));
    History history = history(states);
    List<KnownTask> known = new ArrayList<>(history.tasks());
    TaskSimilarity meaning = new EmbeddingTaskSimilarity(embedder, ids -> storedCards(userId, ids));
    List<Unit> units = new ArrayList<>();
    List<Extraction> extractions = new ArrayList<>();
    List<List<String>> taskIds = new ArrayList<>();
    Set<String> texts = new LinkedHashSet<>();
    int pending = 0;
    for (SourceText s : sources) {
      ExtractionInput in =
          new ExtractionInput(
              s.text(),
              s.role(),
              s.speakerName(),
              s.scope(),
              s.timestamp(),
              ZoneOffset.UTC,
              List.copyOf(known),
              history.omitted(),
              s.source(),
              meaning);
      Extraction e = ExtractionPolicy.admit(extractor.extract(in), in);
      units.add(new Unit(s.sourceId(), s.partitionKey(), in, s.version()));
      extractions.add(e);
      List<String> ids = new ArrayList<>();
      for (TaskCandidate t : e.tasks()) {
        Optional<KnownTask> same = sameOpenTask(known, t.label());
        if (same.isEmpty() && repeat) {
          same = sameTask(known, t.label());
        }
        if (same.isPresent()) {
          ids.add(same.get().id());
        } else {
          String id = "new:" + pending++;
          known.add(0, new KnownTask(id, t.label(), "pending", t.due(), false));
          ids.add(id);
        }
      }
      taskIds.add(ids);
      collectTexts(e, texts);
    }
    Map<String, float[]> vectors = new HashMap<>();
    long embedStart = System.nanoTime();
    if (!texts.isEmpty()) {
      List<String> list = List.copyOf(texts);
      List<float[]> embedded = embedder.embed(list);
      for (int i = 0; i < list.size(); i++) {
        vectors.put(list.get(i), embedded.get(i));
      }
    }
    return new Plan(
        userId, units, extractions, taskIds, vectors, repeat, System.nanoTime() - embedStart);
  }

  /**
   * The stored card vectors of the user's tasks among {@code ids}, read in one transaction; a task
   * this job creates ({@code new:N}) has none yet. Reads are by user, so another user's task id
   * never yields a vector.
   */
  private Map<String, float[]> storedCards(String userId, List<String> ids) {
    List<String> stored = ids.stream().filter(id -> !id.startsWith("new:")).toList();
    if (stored.isEmpty()) {
      return Map.of();
    }
    return store.read(userId, tx -> tx.embeddingsOf(userId, "node", stored));
  }

  /** The request history an extractor sees, within its budget, and how many tasks were left out. */
  record History(List<KnownTask> tasks, int omitted) {}

  static History history(List<TaskState> states) {
    List<KnownTask> out = new ArrayList<>();
    int used = 0;
    int omitted = 0;
    for (TaskState s : states) {
      KnownTask t =
          new KnownTask(
              s.taskId(),
              s.label(),
              s.status(),
              s.dueDay() == null ? null : parseDay(s.dueDay()),
              s.dueDay() != null && !ClaimRecord.ORIGIN_EXTRACTION.equals(s.dueOrigin()));
      int size = serializedSize(t);
      if (used + size > HISTORY_BUDGET_CHARS) {
        omitted++;
        continue;
      }
      used += size;
      out.add(t);
    }
    return new History(out, omitted);
  }

  /**
   * The length of a task as it would be serialized into an extraction prompt, {@code
   * {"id":"…","label":"…","status":"…","due":"…"},} (an absent value written as null), counted
   * without building the text: a job measures up to 2,000 tasks.
   */
  static int serializedSize(KnownTask t) {
    return SERIALIZED_FRAME
        + length(t.id())
        + length(t.label())
        + length(t.status())
        + (t.due() == null ? 4 : t.due().toString().length());
  }

  /**
   * {@code {"id":"} + {@code ","label":"} + {@code ","status":"} + {@code ","due":"} + {@code "},}.
   */
  private static final int SERIALIZED_FRAME = 7 + 11 + 12 + 9 + 3;

  private static int length(String s) {
    return s == null ? 4 : s.length();
  }

  /**
   * Attachment evidence for a parent's extraction: at most {@link #ATTACHMENT_MAX_COUNT}
   * attachments, a prefix of at most {@link #ATTACHMENT_PREFIX_CHARS} of each, {@link
   * #ATTACHMENT_BUDGET_CHARS} in all. The complete text stays readable through source reads.
   */
  public static List<String> attachmentEvidence(List<String> attachments) {
    List<String> out = new ArrayList<>();
    int used = 0;
    for (int i = 0; i < attachments.size() && i < ATTACHMENT_MAX_COUNT; i++) {
      String a = attachments.get(i);
      String prefix =
          a.length() > ATTACHMENT_PREFIX_CHARS ? a.substring(0, ATTACHMENT_PREFIX_CHARS) : a;
      if (used + prefix.length() > ATTACHMENT_BUDGET_CHARS) {
        prefix = prefix.substring(0, ATTACHMENT_BUDGET_CHARS - used);
      }
      out.add(prefix);
      used += prefix.length();
      if (used >= ATTACHMENT_BUDGET_CHARS) {
        break;
      }
    }
    return out;
  }

  /** Writes a plan through the batch (inside the caller's transaction). */
  public void apply(GraphBatch b, Plan plan) {
    // Other jobs may be writing the same people or tasks right now (several workers, several
    // nodes): take the writers' turn first, then read what is stored, so a name or a task is
    // created once.
    b.serializeWithOtherWriters();
    Writer w = new Writer(b, plan, metrics);
    // The writer changes the graph only through the batch: the nodes it wrote or found are not read
    // back for each claim, nor a subject's active claims read to compare a new claim with read
    // again to supersede them.
    boolean remembered = b.remembersWhatItHolds();
    b.rememberWhatItHolds(true);
    try {
      for (int i = 0; i < plan.units().size(); i++) {
        w.unit(plan.units().get(i), plan.extractions().get(i), plan.taskIds().get(i));
      }
    } finally {
      b.rememberWhatItHolds(remembered);
    }
    if (!b.refused().isEmpty()) {
      LOG.info("extraction writes refused by the write guard: {}", b.refused().size());
    }
  }

  // ------------------------------------------------------------------ writing

  private static final class Writer {
    final GraphBatch b;
    final Plan plan;
    final Map<String, String> newTaskIds = new HashMap<>();
    final Map<String, NodeRecord> nodes = new HashMap<>();
    final MetricService metrics;

    /** Event nodes of this job by the excerpt that named them (readings there attach to them). */
    final Map<String, String> eventsByExcerpt = new HashMap<>();

    private List<KnownTask> tasks;

    Writer(GraphBatch b, Plan plan, MetricService metrics) {
      this.b = b;
      this.plan = plan;
      this.metrics = metrics;
    }

    void unit(Unit u, Extraction e, List<String> taskIds) {
      Scope scope = u.input().scope();
      String kind = kind(u.input());
      String speakerId = speakerNode(u, kind);
      if (u.input().isEmail() && !plan.repeat()) {
        correct(u);
      }
      for (Mention m : e.mentions()) {
        node(u, m.nodeType(), m.name());
      }
      for (Fact f : e.facts()) {
        fact(u, f, kind, speakerId);
      }
      for (int i = 0; i < e.tasks().size(); i++) {
        task(u, e.tasks().get(i), taskIds.get(i), kind, speakerId);
      }
      for (StatusChange s : e.statusChanges()) {
        String taskId = s.taskId().startsWith("new:") ? newTaskIds.get(s.taskId()) : s.taskId();
        if (taskId != null && mayUpdate(u, taskId)) {
          claim(
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
      for (DeadlineRemoval r : e.deadlineRemovals()) {
        for (ClaimRecord due : b.activeClaims(r.taskId(), "DUE_ON")) {
          if (ClaimRecord.ORIGIN_EXTRACTION.equals(due.origin())) {
            b.invalidate(due, "deadline removed by " + u.sourceId());
          }
        }
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

    String kind(ExtractionInput in) {
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

    String speakerNode(Unit u, String kind) {
      if (!"participant".equals(kind)) {
        return null;
      }
      String name = u.input().speakerName();
      return name == null || name.isBlank()
          ? null
          : node(u, "Person", name).map(NodeRecord::id).orElse(null);
    }

    Optional<NodeRecord> node(Unit u, String type, String name) {
      if (Extraction.SELF.equals(name)) {
        return Optional.of(b.self());
      }
      String key = type + "|" + u.input().scope() + "|" + name.toLowerCase(Locale.ROOT);
      NodeRecord cached = nodes.get(key);
      if (cached != null) {
        return Optional.of(cached);
      }
      Optional<NodeRecord> found = b.resolveByName(u.partitionKey(), u.input().scope(), type, name);
      if (found.isEmpty()) {
        found =
            b.createNode(
                new NodeCreate(
                    b.userId(), u.partitionKey(), u.input().scope(), type, name, null, false),
                "Temporal".equals(type) ? null : plan.vectors().get(name));
      }
      found.ifPresent(n -> nodes.put(key, n));
      return found;
    }

    void fact(Unit u, Fact f, String kind, String speakerId) {
      Optional<NodeRecord> subject =
          Extraction.SELF.equals(f.subject())
              ? Optional.of(b.self())
              : node(u, "Person", f.subject());
      if (subject.isEmpty()) {
        return;
      }
      String who = Extraction.SELF.equals(f.subject()) ? "The user" : f.subject();
      if (Predicates.ATTRIBUTE.contains(f.predicate())) {
        if (f.objectValue() == null) {
          return;
        }
        claim(
            u,
            subject.get().id(),
            f.predicate(),
            null,
            f.objectValue(),
            statement(who, f.predicate(), f.objectValue()),
            f.excerpt(),
            kind,
            speakerId,
            f.replacesPrevious());
      } else if (f.objectName() != null) {
        node(u, f.objectType() == null ? "Concept" : f.objectType(), f.objectName())
            .ifPresent(
                o ->
                    claim(
                        u,
                        subject.get().id(),
                        f.predicate(),
                        o.id(),
                        null,
                        statement(who, f.predicate(), f.objectName()),
                        f.excerpt(),
                        kind,
                        speakerId,
                        f.replacesPrevious()));
      }
    }

    void task(Unit u, TaskCandidate t, String plannedId, String kind, String speakerId) {
      Optional<KnownTask> same =
          plannedId.startsWith("new:")
              ? sameOpenTask(tasks(), t.label())
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
                plan.vectors().get(t.label()));
        if (task.isEmpty()) {
          return;
        }
        taskId = task.get().id();
        newTaskIds.put(plannedId, taskId);
        tasks().add(0, new KnownTask(taskId, t.label(), "pending", t.due(), false));
        claim(
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
          node(u, "Person", t.owner())
              .ifPresent(
                  o ->
                      claim(
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
                .filter(c -> nodeLabel(u, c.objectNodeId()).equals(day))
                .findFirst();
        // The same deadline again: the source becomes further evidence (the NOOP of a repeat).
        held.ifPresent(c -> b.addEvidence(c.id(), u.sourceId(), excerpt(t.excerpt())));
        if (held.isEmpty()) {
          node(u, "Temporal", day)
              .ifPresent(
                  d ->
                      claim(
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

    void event(Unit u, EventCandidate ev, String kind, String speakerId) {
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
        b.addEvidence(held.get().id(), u.sourceId(), excerpt(ev.excerpt()));
        eventsByExcerpt.putIfAbsent(ev.excerpt(), held.get().subjectNodeId());
        return;
      }
      Optional<NodeRecord> event =
          b.createNode(
              new NodeCreate(
                  b.userId(),
                  u.partitionKey(),
                  u.input().scope(),
                  "Event",
                  ev.label(),
                  null,
                  false),
              plan.vectors().get(ev.label()));
      if (event.isEmpty()) {
        return;
      }
      eventsByExcerpt.putIfAbsent(ev.excerpt(), event.get().id());
      node(u, "Temporal", day)
          .ifPresent(
              d ->
                  claim(
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
    void metric(Unit u, MetricReading r, String kind, String speakerId) {
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
          b.tx(),
          b.userId(),
          u.partitionKey(),
          r.metric(),
          r.value(),
          r.unit(),
          u.input().timestamp(),
          excerpt(r.excerpt()),
          eventId,
          u.sourceId());
    }

    /** ADD, UPDATE (through lifecycle rules) or NOOP (same value held: evidence added). */
    void claim(
        Unit u,
        String subjectId,
        String predicate,
        String objectNodeId,
        String objectValue,
        String statement,
        String excerpt,
        String kind,
        String speakerId,
        boolean replaces) {
      String value = objectValue != null ? WriteGuard.normalize(objectValue) : null;
      for (ClaimRecord held : b.activeClaims(subjectId, predicate)) {
        boolean same =
            objectNodeId != null
                ? objectNodeId.equals(held.objectNodeId())
                : value.equals(WriteGuard.normalize(held.objectValue()));
        if (same && !"HAS_TASK_STATUS".equals(predicate)
            || same && kind.equals(held.assertedByKind())) {
          b.addEvidence(held.id(), u.sourceId(), excerpt(excerpt));
          return;
        }
      }
      b.createClaim(
          new ClaimCreate(
              b.userId(),
              subjectId,
              predicate,
              objectNodeId,
              objectValue,
              statement,
              null,
              u.sourceId(),
              excerpt(excerpt),
              u.input().timestamp(),
              null,
              null,
              kind,
              speakerId),
          plan.vectors().get(statement),
          replaces);
    }

    /**
     * The stored tasks as of now, read on first need (most jobs create or touch none): the plan
     * read them earlier and another job may have added some since. Tasks this job creates are added
     * as they are.
     */
    List<KnownTask> tasks() {
      if (tasks == null) {
        Unit first = plan.units().get(0);
        tasks =
            new ArrayList<>(
                history(b.tasks(first.partitionKey(), first.input().scope(), TASK_SCAN_LIMIT))
                    .tasks());
      }
      return tasks;
    }

    /**
     * Email and message sources (person to person, from their sourceContext) never store an owner;
     * a chat turn or a document naming who will do something does.
     */
    boolean ownerMayBeStored(Unit u) {
      return !u.input().isEmail();
    }

    /**
     * Whether a person-to-person message may change a task's status: an incoming one only when its
     * sender is the known requester of the task (same account), an outgoing one only when the
     * authenticated user sent it and the task is theirs (no owner, or the user's self). Chat turns
     * and documents may.
     */
    boolean mayUpdate(Unit u, String taskId) {
      SourceFacts f = u.input().source();
      if (!u.input().isEmail() || f == null) {
        return !u.input().isEmail();
      }
      if (f.isIncoming()) {
        String requester = f.requester();
        return requester != null && requester.equals(requesterOf(u, taskId));
      }
      if (f.isAuthenticatedOutgoing()) {
        return b.activeClaims(taskId, "ASSIGNED_TO").stream()
            .allMatch(c -> c.objectNodeId().equals(b.self().id()));
      }
      return false;
    }

    /** The requester of a task: the sender of the message its first status claim cites. */
    String requesterOf(Unit u, String taskId) {
      return b.tx().commitments().origins(b.userId(), List.of(taskId)).stream()
          .findFirst()
          .flatMap(o -> b.tx().commitments().sourceFacts(b.userId(), o.sourceId()))
          .map(SourceFacts::requester)
          .orElse(null);
    }

    /**
     * A corrected revision of an email source: the status and deadline claims extraction later
     * inferred for the tasks this source requested are removed (their predecessors restored);
     * manual decisions (API claims) and the user's own statements stay.
     */
    void correct(Unit u) {
      Set<String> request = new java.util.HashSet<>();
      request.addAll(b.tx().commitments().replacedSources(b.userId(), u.sourceId()));
      if (u.version() > 1) {
        request.add(u.sourceId());
      }
      if (request.isEmpty()) {
        return;
      }
      request.add(u.sourceId());
      for (var state : b.tasks(u.partitionKey(), u.input().scope(), TASK_SCAN_LIMIT)) {
        var origin =
            b.tx().commitments().origins(b.userId(), List.of(state.taskId())).stream().findFirst();
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

    String taskLabel(String taskId) {
      return tasks().stream()
          .filter(t -> t.id().equals(taskId))
          .map(KnownTask::label)
          .findFirst()
          .orElse("The task");
    }

    String nodeLabel(Unit u, String nodeId) {
      for (NodeRecord n : nodes.values()) {
        if (n.id().equals(nodeId)) {
          return n.label();
        }
      }
      return b.nodeLabel(nodeId).orElse("");
    }
  }

  // ------------------------------------------------------------------ helpers

  static String statement(String who, String predicate, String object) {
    return switch (predicate) {
      case "HAS_PREFERENCE" ->
          object.startsWith("dislikes ") ? who + " " + object : who + " likes " + object;
      case "HAS_GOAL" -> who + " wants to " + object;
      case "MADE_DECISION" -> who + " decided: " + object;
      case "WORKS_AT" -> who + " works at " + object;
      case "LOCATED_IN" -> who + " lives in " + object;
      case "AFFILIATED_WITH" -> who + " is affiliated with " + object;
      default -> who + ": " + object;
    };
  }

  /**
   * The open task a label names: at least three quarters of the words shared, both ways. The plan
   * and the writer decide with this one rule, so the ids the plan hands out for tasks a job creates
   * ("new:0", "new:1", ...) are the ones the writer maps.
   */
  public static Optional<KnownTask> sameOpenTask(List<KnownTask> tasks, String label) {
    return sameTask(tasks.stream().filter(KnownTask::isOpen).toList(), label);
  }

  /** As {@link #sameOpenTask}, whatever the task's status. */
  static Optional<KnownTask> sameTask(List<KnownTask> tasks, String label) {
    Set<String> words = words(label);
    for (KnownTask t : tasks) {
      Set<String> other = words(t.label());
      if (words.isEmpty() || other.isEmpty()) {
        continue;
      }
      int common = 0;
      for (String w : words) {
        if (other.contains(w)) {
          common++;
        }
      }
      if (common >= 0.75 * Math.max(words.size(), other.size())) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  private static Set<String> words(String s) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : WriteGuard.normalize(s).split(" ")) {
      if (w.length() > 2) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * The texts worth a vector: task and event cards and fact statements, which are searched by
   * meaning. Names (people, places, organisations) and status or due statements are found by their
   * words; embedding them would cost more than extraction itself.
   */
  private static void collectTexts(Extraction e, Set<String> texts) {
    e.tasks().forEach(t -> texts.add(t.label()));
    e.events().forEach(ev -> texts.add(ev.label()));
    for (Fact f : e.facts()) {
      String who = Extraction.SELF.equals(f.subject()) ? "The user" : f.subject();
      String object = f.objectValue() != null ? f.objectValue() : f.objectName();
      if (object != null) {
        texts.add(statement(who, f.predicate(), object));
      }
    }
  }

  private static String excerpt(String s) {
    return s == null || s.length() <= EXCERPT_CHARS ? s : s.substring(0, EXCERPT_CHARS);
  }

  private static String format(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
  }

  private static LocalDate parseDay(String s) {
    try {
      return LocalDate.parse(s);
    } catch (java.time.format.DateTimeParseException e) {
      return null;
    }
  }
}
