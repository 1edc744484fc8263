package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.embed.CachingEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.EventState;
import dev.assistantmemory.core.store.MemoryStore;
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
 *
 * <p>Writing is shared out per plan: {@link PlanWriter} walks the units, {@link ClaimResolver}
 * finds or creates the nodes names stand for and decides each claim, {@link TaskWriter} handles
 * tasks, their status and deadlines. {@link TaskMatch} is the one rule by which the plan and the
 * writer agree which task a candidate names, {@link Statements} the one text of each fact.
 */
public final class ExtractionApplier {
  /** Request history an extractor sees: at most this many serialized characters. */
  public static final int HISTORY_BUDGET_CHARS = 32_000;

  /** Attachment evidence an extractor sees: total, per attachment, attachments. */
  public static final int ATTACHMENT_BUDGET_CHARS = 32_000;

  public static final int ATTACHMENT_PREFIX_CHARS = 4_000;
  public static final int ATTACHMENT_MAX_COUNT = 100;

  private static final Logger LOG = LoggerFactory.getLogger(ExtractionApplier.class);
  static final int TASK_SCAN_LIMIT = 2_000;

  /** Stored events a job's extraction sees: at most this many, of the days of its window. */
  static final int EVENT_SCAN_LIMIT = 200;

  /** The window's last day: this many days after the job's last message. */
  static final int EVENT_DAYS_AHEAD = 400;

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
    // In the worker's own thread: a job's few texts do not wait behind other jobs' content batches
    // in the model's shared pool (the same vectors).
    this.embedder = new CachingEmbedder(embedder.inCallersThread(), REMEMBERED_VECTORS);
    this.metrics = metrics;
  }

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
    // The window of the user's events this job may move or call off: from the day before its
    // earliest message to a year and a month after its latest (an occasion already past is not
    // moved).
    LocalDate earliest = LocalDate.MAX;
    LocalDate latest = LocalDate.MIN;
    for (SourceText s : sources) {
      LocalDate d = day(s);
      earliest = d.isBefore(earliest) ? d : earliest;
      latest = d.isAfter(latest) ? d : latest;
    }
    String fromDay = earliest.minusDays(1).toString();
    String toDay = latest.plusDays(EVENT_DAYS_AHEAD).toString();
    Context context =
        store.read(
            userId,
            tx ->
                new Context(
                    tx.taskStates(userId, first.partitionKey(), first.scope(), TASK_SCAN_LIMIT),
                    tx.eventStates(
                        userId,
                        first.partitionKey(),
                        first.scope(),
                        fromDay,
                        toDay,
                        EVENT_SCAN_LIMIT)));
    List<TaskState> states = context.tasks();
    History history = history(states);
    List<KnownTask> known = new ArrayList<>(history.tasks());
    TaskSimilarity meaning = new EmbeddingTaskSimilarity(embedder, ids -> storedCards(userId, ids));
    List<Unit> units = new ArrayList<>();
    List<Extraction> extractions = new ArrayList<>();
    List<List<String>> taskIds = new ArrayList<>();
    Set<String> texts = new LinkedHashSet<>();
    int pending = 0;
    // The events earlier sources of the job gave are known to later ones, as their tasks are: a
    // later message that moves one to another day or calls it off names it (stop 38). Before them,
    // the user's stored events of the window, as the stored tasks are (stop 39).
    List<KnownEvent> events = storedEvents(context.events());
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
              meaning,
              List.copyOf(events));
      Extraction e = ExtractionPolicy.admit(extractor.extract(in), in);
      KnownEvents.carry(events, e, units.size());
      units.add(new Unit(s.sourceId(), s.partitionKey(), in, s.version()));
      extractions.add(e);
      List<String> ids = new ArrayList<>();
      for (TaskCandidate t : e.tasks()) {
        Optional<KnownTask> same = TaskMatch.sameOpenTask(known, t.label());
        if (same.isEmpty() && repeat) {
          same = TaskMatch.sameTask(known, t.label());
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
      Statements.collectVectorTexts(e, texts);
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

  /** What a job's extraction reads of the store, in one transaction. */
  private record Context(List<TaskState> tasks, List<EventState> events) {}

  /** A source's day (UTC, as the extractor reads its days); today when it has no time. */
  private static LocalDate day(SourceText s) {
    return (s.timestamp() == null ? Instant.now() : s.timestamp())
        .atZone(ZoneOffset.UTC)
        .toLocalDate();
  }

  /**
   * The stored events as the extractor sees them, the most recently stated last (a move said of
   * "it" names the latest); one of a label and day once.
   */
  static List<KnownEvent> storedEvents(List<EventState> states) {
    List<KnownEvent> out = new ArrayList<>();
    for (int i = states.size() - 1; i >= 0; i--) {
      EventState s = states.get(i);
      LocalDate date = parseDay(s.day());
      if (date != null
          && out.stream()
              .noneMatch(k -> k.label().equalsIgnoreCase(s.label()) && k.date().equals(date))) {
        out.add(new KnownEvent(s.eventId(), s.label(), date));
      }
    }
    return out;
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
    PlanWriter w = new PlanWriter(b, plan, metrics);
    // The writer changes the graph only through the batch: the nodes it wrote or found are not read
    // back for each claim, nor a subject's active claims read to compare a new claim with read
    // again to supersede them.
    boolean remembered = b.remembersWhatItHolds();
    b.rememberWhatItHolds(true);
    b.expectNames(PlanWriter.names(plan));
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

  private static LocalDate parseDay(String s) {
    try {
      return LocalDate.parse(s);
    } catch (java.time.format.DateTimeParseException e) {
      return null;
    }
  }
}
