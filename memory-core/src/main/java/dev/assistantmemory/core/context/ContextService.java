package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.EvidenceRenderer;
import dev.assistantmemory.core.retrieve.EvidenceRenderer.Section;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.ContextTx;
import dev.assistantmemory.core.store.ContextTx.DayLink;
import dev.assistantmemory.core.store.ContextTx.DayRow;
import dev.assistantmemory.core.store.ContextTx.OpenTask;
import dev.assistantmemory.core.store.ContextTx.RankedNode;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Context for a chat host: the day view, the timeline, the user atlas and the bootstrap bundle,
 * each rendered with the one prompt renderer ({@link EvidenceRenderer}).
 */
public final class ContextService {
  public static final Duration BOOTSTRAP_TTL = Duration.ofHours(6);
  static final String ATLAS_USAGE =
      "Stable personal context. Prefer current user statements if they conflict.";
  static final String OPEN_USAGE =
      "Pending or in-progress only. Do not reintroduce completed work as pending.";
  static final String CANDIDATE_USAGE =
      "Possible follow-ups the assistant inferred; not confirmed by the user. Do not present them"
          + " as the user's commitments.";
  static final String SUPERSESSION_USAGE =
      "Facts replaced in the last 24 hours. Do not repeat the old value as current.";
  static final String PREFERENCE_USAGE =
      "The user's stated preferences and goals. Honour them unless the user says otherwise now.";
  static final String DAY_USAGE =
      "What memory recorded on this day. Use it for questions about the day; it is not exhaustive.";
  static final Set<String> PEOPLE = Set.of("Person");
  static final Set<String> PROJECTS = Set.of("Organization", "Concept", "Idea", "Object", "Event");
  static final Set<String> RECORDS = Set.of("Conversation", "Document");

  private final MemoryStore store;
  private final OpenCommitmentReader commitments;
  private final Clock clock;
  private final Map<ReadScope, Cached> cache = new ConcurrentHashMap<>();

  public ContextService(MemoryStore store, OpenCommitmentReader commitments, Clock clock) {
    this.store = store;
    this.commitments = commitments;
    this.clock = clock;
  }

  /** A node of a day with the predicate joining it to the day. */
  public record DayNode(NodeRecord node, String predicate) {}

  /** The day view; {@code found} false when memory holds no day node for the date. */
  public record Day(LocalDate date, boolean found, List<DayNode> nodes, String formattedResult) {}

  public Day day(ReadScope scope, LocalDate date) {
    return store.read(
        scope.userId(),
        tx -> {
          ContextTx ctx = tx.context();
          List<NodeRecord> days = ctx.dayNodes(scope, Scope.personal, List.of(date.toString()));
          if (days.isEmpty()) {
            return new Day(date, false, List.of(), null);
          }
          Map<String, DayNode> nodes = new LinkedHashMap<>();
          for (DayLink l : ctx.linksOf(scope, days.stream().map(NodeRecord::id).toList())) {
            nodes.putIfAbsent(l.node().id(), new DayNode(l.node(), l.predicate()));
          }
          List<DayNode> list = live(tx, scope.userId(), nodes);
          return new Day(date, true, list, renderDay(date, list));
        });
  }

  /** Nodes of the types on a day: linked to its day node, or created on it (UTC). */
  public Day nodesOfTypes(ReadScope scope, Set<String> types, LocalDate date) {
    return store.read(
        scope.userId(),
        tx -> {
          ContextTx ctx = tx.context();
          Map<String, DayNode> nodes = new LinkedHashMap<>();
          List<NodeRecord> days = ctx.dayNodes(scope, Scope.personal, List.of(date.toString()));
          for (DayLink l : ctx.linksOf(scope, days.stream().map(NodeRecord::id).toList())) {
            if (types.contains(l.node().nodeType())) {
              nodes.putIfAbsent(l.node().id(), new DayNode(l.node(), l.predicate()));
            }
          }
          Instant from = date.atStartOfDay(ZoneOffset.UTC).toInstant();
          for (NodeRecord n :
              ctx.nodesCreatedBetween(
                  scope, Scope.personal, types, from, from.plus(Duration.ofDays(1)), 500)) {
            nodes.putIfAbsent(n.id(), new DayNode(n, null));
          }
          List<DayNode> list = live(tx, scope.userId(), nodes);
          boolean found = !days.isEmpty() || !list.isEmpty();
          return new Day(date, found, list, found ? renderDay(date, list) : null);
        });
  }

  /**
   * The day's nodes without those known only from removed (tombstoned or purged) sources, as search
   * leaves them out: an {@code updateExisting} replacement's old record node is not listed beside
   * the new one.
   */
  private static List<DayNode> live(StoreTx tx, String userId, Map<String, DayNode> nodes) {
    Set<String> removed =
        nodes.isEmpty() ? Set.of() : tx.nodesKnownOnlyFromRemovedSources(userId, nodes.keySet());
    return nodes.values().stream().filter(n -> !removed.contains(n.node().id())).toList();
  }

  private String renderDay(LocalDate date, List<DayNode> nodes) {
    List<String> items = new ArrayList<>();
    for (DayNode n : nodes) {
      items.add(
          EvidenceRenderer.element(
              "node",
              describe(n.node()),
              "node_id",
              n.node().id(),
              "type",
              n.node().nodeType(),
              "predicate",
              n.predicate()));
    }
    return EvidenceRenderer.render(
        clock.instant(),
        List.of(new Section("day", DAY_USAGE, List.of("date", date.toString()), items)));
  }

  private static String describe(NodeRecord n) {
    String label = n.label() == null ? "" : n.label();
    return n.description() == null || n.description().isBlank()
        ? label
        : label + ": " + n.description();
  }

  /** One day of the timeline with its nodes. */
  public record TimelineDay(DayRow day, List<DayNode> nodes) {}

  public record Timeline(List<TimelineDay> days, int totalDays, boolean hasMore) {}

  public Timeline timeline(
      ReadScope scope,
      LocalDate since,
      LocalDate until,
      int limit,
      int offset,
      Set<String> nodeTypes) {
    String from = since == null ? null : since.toString();
    String to = until == null ? null : until.toString();
    return store.read(
        scope.userId(),
        tx -> {
          ContextTx ctx = tx.context();
          int total = ctx.countDays(scope, Scope.personal, from, to);
          List<TimelineDay> out = new ArrayList<>();
          for (DayRow row : ctx.days(scope, Scope.personal, from, to, limit, offset)) {
            List<NodeRecord> days = ctx.dayNodes(scope, Scope.personal, List.of(row.date()));
            Map<String, DayNode> nodes = new LinkedHashMap<>();
            for (DayLink l : ctx.linksOf(scope, days.stream().map(NodeRecord::id).toList())) {
              if (nodeTypes.isEmpty() || nodeTypes.contains(l.node().nodeType())) {
                nodes.putIfAbsent(l.node().id(), new DayNode(l.node(), l.predicate()));
              }
            }
            List<DayNode> list = live(tx, scope.userId(), nodes);
            out.add(
                new TimelineDay(new DayRow(row.date(), row.temporalNodeId(), list.size()), list));
          }
          return new Timeline(out, total, offset + out.size() < total);
        });
  }

  /** The user atlas: its text (empty when memory holds nothing) and the nodes it names. */
  public record Atlas(String text, List<String> nodeIds) {}

  /**
   * The deterministic user atlas: the self node, pinned preferences and goals, key people, key
   * projects and topics, open commitments and (while nothing else is known) the latest records.
   * Built from the store on demand, so it is current after every ingestion.
   */
  public Atlas atlas(ReadScope scope) {
    List<OpenTask> open = commitments.open(scope, true);
    return store.read(
        scope.userId(),
        tx -> {
          ContextTx ctx = tx.context();
          StringBuilder sb = new StringBuilder();
          Set<String> ids = new LinkedHashSet<>();
          Optional<NodeRecord> self = tx.findSelfNode(scope.userId());
          if (self.isPresent()) {
            NodeRecord s = self.get();
            ids.add(s.id());
            sb.append("User: ").append(describe(s)).append('\n');
          }
          List<ClaimRecord> prefs =
              ctx.trustedClaims(scope, Set.of("HAS_PREFERENCE", "HAS_GOAL"), 10);
          if (!prefs.isEmpty()) {
            sb.append("Preferences and goals:\n");
            for (ClaimRecord c : prefs) {
              sb.append("- ").append(c.statement()).append('\n');
            }
          }
          appendNodes(sb, ids, "Key people", ctx.keyNodes(scope, PEOPLE, 8));
          appendNodes(sb, ids, "Key projects and topics", ctx.keyNodes(scope, PROJECTS, 8));
          if (!open.isEmpty()) {
            sb.append("Open commitments:\n");
            for (OpenTask t : open.subList(0, Math.min(10, open.size()))) {
              ids.add(t.taskId());
              sb.append("- ").append(t.label()).append(" (").append(t.status());
              if (t.dueOn() != null) {
                sb.append(", due ").append(t.dueOn());
              }
              sb.append(")\n");
            }
          }
          if (sb.length() == 0 || (self.isPresent() && ids.size() == 1)) {
            appendNodes(sb, ids, "Recent records", ctx.keyNodes(scope, RECORDS, 5));
          }
          return new Atlas(sb.toString().strip(), List.copyOf(ids));
        });
  }

  private static void appendNodes(
      StringBuilder sb, Set<String> ids, String title, List<RankedNode> nodes) {
    if (nodes.isEmpty()) {
      return;
    }
    sb.append(title).append(":\n");
    for (RankedNode n : nodes) {
      ids.add(n.node().id());
      sb.append("- ").append(describe(n.node())).append('\n');
    }
  }

  /** A claim and the source it cites. */
  public record EvidenceRef(String claimId, String sourceId) {}

  /** One bootstrap section. */
  public record BootstrapSection(
      String kind, String content, String usage, List<EvidenceRef> evidence) {}

  public record Bootstrap(List<BootstrapSection> sections, Instant assembledAt) {}

  private record Cached(Bootstrap bundle, String stamp) {}

  /**
   * The bootstrap bundle: sections in the fixed order pinned, atlas, open_commitments,
   * candidate_commitments, recent_supersessions, preferences; empty ones left out. Cached per user
   * and partitions for six hours; a change to any commitment claim (a task completed a minute ago)
   * invalidates it, as does {@code forceRefresh}.
   */
  public Bootstrap bootstrap(ReadScope scope, boolean forceRefresh) {
    String stamp = store.read(scope.userId(), tx -> tx.context().commitmentStamp(scope.userId()));
    Instant now = clock.instant();
    Cached hit = cache.get(scope);
    if (!forceRefresh
        && hit != null
        && hit.stamp().equals(stamp)
        && hit.bundle().assembledAt().plus(BOOTSTRAP_TTL).isAfter(now)) {
      return hit.bundle();
    }
    Bootstrap fresh = assemble(scope, now);
    cache.put(scope, new Cached(fresh, stamp));
    return fresh;
  }

  /** Drops the cached bundles of a user (every partition). */
  public void invalidate(String userId) {
    cache.keySet().removeIf(k -> k.userId().equals(userId));
  }

  private Bootstrap assemble(ReadScope scope, Instant now) {
    List<BootstrapSection> out = new ArrayList<>();
    Atlas atlas = atlas(scope);
    if (!atlas.text().isEmpty()) {
      out.add(new BootstrapSection("atlas", atlas.text(), ATLAS_USAGE, null));
    }
    List<OpenTask> all = commitments.open(scope, false);
    List<OpenTask> trusted = new ArrayList<>();
    List<OpenTask> candidates = new ArrayList<>();
    for (OpenTask t : all) {
      ("assistant_inferred".equals(t.statusAssertedByKind()) ? candidates : trusted).add(t);
    }
    addTasks(out, "open_commitments", OPEN_USAGE, trusted);
    addTasks(out, "candidate_commitments", CANDIDATE_USAGE, candidates);
    List<ClaimRecord> superseded =
        store.read(
            scope.userId(),
            tx -> tx.context().supersededSince(scope, now.minus(Duration.ofHours(24)), 20));
    addClaims(out, "recent_supersessions", SUPERSESSION_USAGE, superseded);
    List<ClaimRecord> prefs =
        store.read(
            scope.userId(),
            tx -> tx.context().trustedClaims(scope, Set.of("HAS_PREFERENCE", "HAS_GOAL"), 20));
    addClaims(out, "preferences", PREFERENCE_USAGE, prefs);
    return new Bootstrap(List.copyOf(out), now);
  }

  /** The seed's {@code <commitment>} line of an open task. */
  public static String commitmentLine(OpenTask t) {
    return EvidenceRenderer.element(
        "commitment",
        t.label() == null ? "" : t.label(),
        "task_id",
        t.taskId(),
        "status",
        t.status(),
        "owner",
        t.ownerIsSelf() ? null : t.ownerLabel(),
        "due_on",
        t.dueOn(),
        "due_at",
        t.dueAt() == null ? null : WireTime.format(t.dueAt()),
        "source_id",
        t.sourceId());
  }

  private static void addTasks(
      List<BootstrapSection> out, String kind, String usage, List<OpenTask> tasks) {
    if (tasks.isEmpty()) {
      return;
    }
    List<String> lines = new ArrayList<>();
    List<EvidenceRef> evidence = new ArrayList<>();
    for (OpenTask t : tasks) {
      lines.add(commitmentLine(t));
      evidence.add(new EvidenceRef(t.statusClaimId(), t.sourceId()));
    }
    out.add(new BootstrapSection(kind, String.join("\n", lines), usage, evidence));
  }

  private static void addClaims(
      List<BootstrapSection> out, String kind, String usage, List<ClaimRecord> claims) {
    if (claims.isEmpty()) {
      return;
    }
    List<String> lines = new ArrayList<>();
    List<EvidenceRef> evidence = new ArrayList<>();
    for (ClaimRecord c : claims) {
      lines.add(
          EvidenceRenderer.element(
              "claim",
              c.statement(),
              "claim_id",
              c.id(),
              "predicate",
              c.predicate(),
              "source_id",
              c.sourceId(),
              "asserted_by",
              c.assertedByKind(),
              "stated_at",
              WireTime.format(c.statedAt())));
      evidence.add(new EvidenceRef(c.id(), c.sourceId()));
    }
    out.add(new BootstrapSection(kind, String.join("\n", lines), usage, evidence));
  }

  /** A section's items left out by a token budget. */
  public record Omitted(String kind, int items, int tokens) {}

  /** A bundle packed to a budget, with what it used and what it left out. */
  public record Packed(Bootstrap bundle, int tokenBudget, int tokensUsed, List<Omitted> omitted) {}

  /** The token estimate used for budgets: one token per four characters, rounded up. */
  public static int tokens(String text) {
    return (text.length() + 3) / 4;
  }

  /**
   * Packs a bundle into {@code budget} tokens: sections in their fixed order, items (lines) in
   * their order within each, most relevant first; an item that does not fit whole is left out (and
   * counted), never cut, and smaller later items may still fit. The usage text of a kept section
   * counts too. Sections left with no item are dropped.
   */
  public static Packed pack(Bootstrap b, int budget) {
    int used = 0;
    List<BootstrapSection> kept = new ArrayList<>();
    List<Omitted> omitted = new ArrayList<>();
    for (BootstrapSection s : b.sections()) {
      int sectionUsed = tokens(s.usage()) + tokens(s.kind());
      String[] items = s.content().split("\n");
      List<String> lines = new ArrayList<>();
      List<EvidenceRef> evidence = new ArrayList<>();
      int leftItems = 0;
      int leftTokens = 0;
      for (int i = 0; i < items.length; i++) {
        int t = tokens(items[i]);
        if (used + sectionUsed + t <= budget) {
          lines.add(items[i]);
          sectionUsed += t;
          // Commitment and claim sections carry one evidence entry per item, in item order.
          if (s.evidence() != null && i < s.evidence().size()) {
            evidence.add(s.evidence().get(i));
          }
        } else {
          leftItems++;
          leftTokens += t;
        }
      }
      if (leftItems > 0) {
        omitted.add(new Omitted(s.kind(), leftItems, leftTokens));
      }
      if (lines.isEmpty()) {
        continue;
      }
      used += sectionUsed;
      kept.add(
          new BootstrapSection(
              s.kind(),
              String.join("\n", lines),
              s.usage(),
              s.evidence() == null ? null : List.copyOf(evidence)));
    }
    return new Packed(new Bootstrap(List.copyOf(kept), b.assembledAt()), budget, used, omitted);
  }
}
