package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.store.ContextTx.OpenTask;
import dev.assistantmemory.core.store.ContextTx.RecentClaim;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The daily digest (CONTRACT.md section 7) and the recent changes it embeds: open commitments
 * bucketed against a day in a time zone, what is new since an instant, and the pinned subset of the
 * bootstrap bundle, and the metric movers (MetricService).
 */
public final class DigestService {
  /** Node types recent changes leave out by default. */
  public static final Set<String> DEFAULT_EXCLUDED = Set.of("Temporal", "Atlas", "AssistantDream");

  private final MemoryStore store;
  private final OpenCommitmentReader commitments;
  private final ContextService context;
  private final Clock clock;
  private final dev.assistantmemory.core.metric.MetricService metrics;

  public DigestService(
      MemoryStore store,
      OpenCommitmentReader commitments,
      ContextService context,
      dev.assistantmemory.core.metric.MetricService metrics,
      Clock clock) {
    this.store = store;
    this.commitments = commitments;
    this.context = context;
    this.metrics = metrics;
    this.clock = clock;
  }

  /** What changed in a window: claims, nodes and sources, newest first, each list up to limit. */
  public record RecentChanges(
      List<RecentClaim> claims, List<NodeRecord> nodes, List<SourceRecord> sources) {}

  /**
   * Changes recorded in [since, until): active personal claims, nodes (of the types, none when
   * {@code types} is empty; all but {@code excludedTypes} when it is null) and root sources.
   */
  public RecentChanges recentChanges(
      ReadScope scope,
      Instant since,
      Instant until,
      int limit,
      Set<String> types,
      Set<String> excludedTypes) {
    Instant to = until != null ? until : clock.instant().plusMillis(1);
    return store.read(
        scope.userId(),
        tx -> {
          List<NodeRecord> nodes =
              types != null && types.isEmpty()
                  ? List.of()
                  : tx.context()
                      .recentNodes(
                          scope, since, to, types == null ? Set.of() : types, excludedTypes, limit);
          // As search and the day views: a node known only from removed sources is not news.
          Set<String> removed =
              nodes.isEmpty()
                  ? Set.of()
                  : tx.nodesKnownOnlyFromRemovedSources(
                      scope.userId(), nodes.stream().map(NodeRecord::id).toList());
          List<RecentClaim> claims = tx.context().recentClaims(scope, since, to, limit);
          return new RecentChanges(
              claims,
              nodes.stream().filter(n -> !removed.contains(n.id())).toList(),
              sourcesOf(tx, scope, claims, tx.context().recentSources(scope, since, to, limit)));
        });
  }

  /**
   * The sources of a recent-changes answer (sixteenth audit W1): every distinct source behind the
   * returned claims, so that a client grouping claims by {@code sourceId} finds each ("N facts from
   * <source>", the original's list; a conversation's claims cite its message sources), then the
   * root sources received in the window that no claim cites (a document that gave no claim is news
   * too); newest first. Each read through the scope's own source lookup.
   */
  private static List<SourceRecord> sourcesOf(
      StoreTx tx, ReadScope scope, List<RecentClaim> claims, List<SourceRecord> received) {
    Set<String> cited = new LinkedHashSet<>();
    for (RecentClaim c : claims) {
      if (c.claim().sourceId() != null) {
        cited.add(c.claim().sourceId());
      }
    }
    Map<String, SourceRecord> out = new LinkedHashMap<>();
    // one read for all of them, then the scope's own predicate on each (partition and user)
    for (SourceRecord src :
        cited.isEmpty() ? List.<SourceRecord>of() : tx.findSourceHeads(scope.userId(), cited)) {
      if (src.tombstonedAt() == null && scope.admits(src.userId(), src.partitionKey())) {
        out.put(src.id(), src);
      }
    }
    received.forEach(src -> out.putIfAbsent(src.id(), src));
    List<SourceRecord> all = new ArrayList<>(out.values());
    all.sort(
        Comparator.comparing(SourceRecord::receivedAt).thenComparing(SourceRecord::id).reversed());
    return all;
  }

  /** Open commitments by due bucket. */
  public record Buckets(List<OpenTask> overdue, List<OpenTask> dueToday, List<OpenTask> upcoming) {}

  /**
   * Buckets open tasks against {@code date} in {@code zone} at {@code now}. Date-only tasks compare
   * days: before = overdue, equal = today, up to date + N = upcoming. Timed tasks compare their
   * instant with now and the zone's day boundaries: passed = overdue, before the end of the day =
   * today, before the end of date + N = upcoming. Undated and later tasks are left out.
   */
  public static Buckets bucket(
      List<OpenTask> tasks, LocalDate date, ZoneId zone, int upcomingDays, Instant now) {
    List<OpenTask> overdue = new ArrayList<>();
    List<OpenTask> today = new ArrayList<>();
    List<OpenTask> upcoming = new ArrayList<>();
    Instant dayStart = date.atStartOfDay(zone).toInstant();
    Instant dayEnd = date.plusDays(1).atStartOfDay(zone).toInstant();
    Instant horizonEnd = date.plusDays(1L + upcomingDays).atStartOfDay(zone).toInstant();
    LocalDate horizon = date.plusDays(upcomingDays);
    for (OpenTask t : tasks) {
      if (t.dueAt() != null) {
        Instant due = t.dueAt();
        if (due.isBefore(dayStart) || !due.isAfter(now)) {
          overdue.add(t);
        } else if (due.isBefore(dayEnd)) {
          today.add(t);
        } else if (due.isBefore(horizonEnd)) {
          upcoming.add(t);
        }
        continue;
      }
      if (t.dueOn() == null) {
        continue;
      }
      LocalDate due;
      try {
        due = LocalDate.parse(t.dueOn());
      } catch (java.time.format.DateTimeParseException e) {
        continue;
      }
      if (due.isBefore(date)) {
        overdue.add(t);
      } else if (due.isEqual(date)) {
        today.add(t);
      } else if (!due.isAfter(horizon)) {
        upcoming.add(t);
      }
    }
    return new Buckets(overdue, today, upcoming);
  }

  /** The digest's data. */
  public record Digest(
      LocalDate date,
      ZoneId zone,
      Instant since,
      Instant generatedAt,
      Buckets commitments,
      RecentChanges whatsNew,
      ContextService.Bootstrap pinned,
      List<dev.assistantmemory.core.metric.MetricService.Mover> metricMovers) {}

  public Digest digest(
      ReadScope scope,
      LocalDate date,
      ZoneId zone,
      Instant since,
      int upcomingDays,
      int whatsNewLimit,
      boolean includePinned,
      int metricMoverLimit) {
    Instant now = clock.instant();
    Instant from = since != null ? since : date.atStartOfDay(zone).toInstant();
    Buckets buckets = bucket(commitments.open(scope, true), date, zone, upcomingDays, now);
    RecentChanges news = recentChanges(scope, from, null, whatsNewLimit, null, DEFAULT_EXCLUDED);
    ContextService.Bootstrap pinned = null;
    if (includePinned) {
      ContextService.Bootstrap all = context.bootstrap(scope, false);
      pinned =
          new ContextService.Bootstrap(
              all.sections().stream()
                  .filter(s -> "pinned".equals(s.kind()) || "preferences".equals(s.kind()))
                  .toList(),
              all.assembledAt());
    }
    return new Digest(
        date, zone, from, now, buckets, news, pinned, metrics.movers(scope, now, metricMoverLimit));
  }
}
