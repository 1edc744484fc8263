package dev.assistantmemory.core.maintenance;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.source.HiddenByRemoval;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.MaintenanceTx.FileSource;
import dev.assistantmemory.core.store.MaintenanceTx.NodeActivity;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The user-data maintenance passes of CONTRACT.md section 10.1 that need no language model:
 * prune-stale (the contract's score), prune-orphan and the dedup sweep. Every pass reads in the
 * caller's {@link ReadScope}; deletions and merges go through {@link NodeMaintenance}, so they
 * cascade, audit and feed the change log exactly as the node routes do. Dry runs write nothing.
 */
public final class GraphMaintenance {
  /** The types prune-stale scans by default (CONTRACT.md 10.1). */
  public static final Set<String> STALE_TYPES =
      Set.of(
          "Person",
          "Organization",
          "Location",
          "Event",
          "Object",
          "Emotion",
          "Concept",
          "Media",
          "Feedback",
          "Idea",
          "Task");

  /** Orphan pruning looks at the same kinds of derived nodes. */
  public static final Set<String> ORPHAN_TYPES = STALE_TYPES;

  private static final String REASON = "maintenance";

  private final MemoryStore store;
  private final NodeMaintenance nodes;
  private final Clock clock;
  private final BlobStore blobs;

  public GraphMaintenance(MemoryStore store, NodeMaintenance nodes, Clock clock) {
    this(store, nodes, clock, null);
  }

  /**
   * @param blobs where uploads' original bytes live; null where this process keeps none (then no
   *     file source is scanned)
   */
  public GraphMaintenance(MemoryStore store, NodeMaintenance nodes, Clock clock, BlobStore blobs) {
    this.store = store;
    this.nodes = nodes;
    this.clock = clock;
    this.blobs = blobs;
  }

  /** Prune-stale parameters, defaults applied by the caller. */
  public record StaleParams(
      double aggressiveness,
      Double minScore,
      int minIdleDays,
      int stalenessHorizonDays,
      boolean includeReference,
      int limit,
      int sampleLimit,
      boolean dryRun,
      Set<String> nodeTypes) {}

  /** One ranked prune-stale candidate. */
  public record StaleCandidate(
      String id,
      String nodeType,
      String label,
      Instant createdAt,
      Instant lastActivityAt,
      long idleDays,
      double score,
      int activeClaimCount,
      int totalClaimCount,
      List<String> reasons) {}

  public record StaleResult(
      boolean dryRun,
      double appliedThreshold,
      int minIdleDays,
      int scannedCount,
      int candidateCount,
      int deletedCount,
      boolean hasMore,
      List<String> scannedNodeTypes,
      List<StaleCandidate> candidates) {}

  /**
   * Scores every live node of the scanned types: with idleDays from the newest of the node's
   * creation and its claims' {@code statedAt}, {@code score = round3(0.40 staleness + 0.25
   * isolation + 0.20 weakProvenance + 0.15 claimDecay)}; candidates reach the threshold ({@code
   * minScore}, else {@code 1 - aggressiveness}), are idle at least {@code minIdleDays}, are not
   * protected (an open task, the self node) and, unless {@code includeReference}, not reference.
   * Ranked by score, then id; applying deletes the first {@code limit}.
   */
  public StaleResult pruneStale(ReadScope scope, StaleParams p) {
    Set<String> types = p.nodeTypes() == null ? STALE_TYPES : p.nodeTypes();
    Instant now = clock.instant();
    double threshold = p.minScore() != null ? p.minScore() : 1 - p.aggressiveness();
    List<NodeActivity> scanned =
        store.read(scope.userId(), tx -> tx.maintenance().nodeActivity(scope, types));
    List<StaleCandidate> candidates = new ArrayList<>();
    for (NodeActivity a : scanned) {
      NodeRecord n = a.node();
      boolean reference =
          a.activeReferenceClaims() > 0 && a.activePersonalClaims() == 0
              || a.activeClaims() == 0 && n.scope() == Scope.reference;
      if (n.isUserSelf() || a.openTask() || (!p.includeReference() && reference)) {
        continue;
      }
      Instant last =
          a.lastClaimAt() != null && a.lastClaimAt().isAfter(n.createdAt())
              ? a.lastClaimAt()
              : n.createdAt();
      long idleDays = Math.max(0, Duration.between(last, now).toDays());
      if (idleDays < p.minIdleDays()) {
        continue;
      }
      double staleness = Math.min(1.0, idleDays / (double) p.stalenessHorizonDays());
      double isolation = a.activeClaims() == 0 ? 1.0 : 1.0 / (1 + a.activeClaims());
      double weak = a.strongActiveClaim() ? 0.0 : 1.0;
      double decay =
          a.totalClaims() == 0
              ? 1.0
              : (a.totalClaims() - a.activeClaims()) / (double) a.totalClaims();
      double score = round3(0.40 * staleness + 0.25 * isolation + 0.20 * weak + 0.15 * decay);
      if (score < threshold) {
        continue;
      }
      candidates.add(
          new StaleCandidate(
              n.id(),
              n.nodeType(),
              n.label(),
              n.createdAt(),
              last,
              idleDays,
              score,
              a.activeClaims(),
              a.totalClaims(),
              reasons(a, idleDays, decay)));
    }
    candidates.sort(
        Comparator.comparingDouble(StaleCandidate::score)
            .reversed()
            .thenComparing(StaleCandidate::id));
    List<StaleCandidate> chosen = candidates.subList(0, Math.min(p.limit(), candidates.size()));
    int deleted = 0;
    if (!p.dryRun() && !chosen.isEmpty()) {
      deleted = deleteLive(scope, chosen.stream().map(StaleCandidate::id).toList());
    }
    return new StaleResult(
        p.dryRun(),
        threshold,
        p.minIdleDays(),
        scanned.size(),
        candidates.size(),
        deleted,
        candidates.size() > p.limit(),
        types.stream().sorted().toList(),
        List.copyOf(chosen.subList(0, Math.min(p.sampleLimit(), chosen.size()))));
  }

  private static List<String> reasons(NodeActivity a, long idleDays, double decay) {
    List<String> out = new ArrayList<>();
    if (a.totalClaims() == 0) {
      out.add("no evidence: the node has never been named by a claim");
    }
    out.add("idle " + idleDays + "d");
    if (a.activeClaims() == 0) {
      out.add("no active claims");
    } else if (a.activeClaims() <= 2) {
      out.add("weakly connected (" + a.activeClaims() + " active claims)");
    }
    if (a.activeClaims() > 0 && !a.strongActiveClaim()) {
      out.add("assistant-inferred only");
    }
    if (a.totalClaims() > 0 && decay >= 0.5) {
      out.add(Math.round(decay * 100) + "% of claims superseded");
    }
    return out;
  }

  private static double round3(double v) {
    return Math.round(v * 1000.0) / 1000.0;
  }

  /** One orphan candidate. */
  public record Orphan(String id, String nodeType, String label, Instant createdAt) {}

  /** A file source whose original-bytes blob is missing. */
  public record MissingBlobSource(String id, String type, String externalId, Instant createdAt) {}

  public record OrphanResult(
      boolean dryRun,
      int sourceScanCount,
      boolean sourceScanHasMore,
      int missingBlobSourceCandidateCount,
      int deletedMissingBlobSourceCount,
      int candidateCount,
      int deletedCount,
      boolean hasMore,
      List<String> scannedNodeTypes,
      List<MissingBlobSource> missingBlobSources,
      List<Orphan> candidates) {}

  /**
   * First scans up to {@code sourceScanLimit} live file sources (oldest first) for a missing
   * original-bytes blob and, unless a dry run, removes those (tombstones them with their child
   * sources: a retry or re-conversion of such a source can no longer work); then deletes (or, on a
   * dry run, lists) live nodes older than {@code olderThanDays} that no claim names as subject,
   * object or speaker and no alias points to. Source links do not count. The self node is never an
   * orphan.
   */
  public OrphanResult pruneOrphans(
      ReadScope scope,
      int olderThanDays,
      int limit,
      int sourceScanLimit,
      int sampleLimit,
      boolean dryRun,
      Set<String> nodeTypes) {
    List<FileSource> scanned =
        blobs == null
            ? List.of()
            : store.read(
                scope.userId(), tx -> tx.maintenance().fileSources(scope, sourceScanLimit + 1));
    boolean scanHasMore = scanned.size() > sourceScanLimit;
    scanned = scanned.subList(0, Math.min(sourceScanLimit, scanned.size()));
    List<FileSource> missing = new ArrayList<>();
    for (FileSource f : scanned) {
      if (!blobExists(f)) {
        missing.add(f);
      }
    }
    int removedSources = dryRun ? 0 : removeSources(scope.userId(), missing);

    Set<String> types = nodeTypes == null ? ORPHAN_TYPES : nodeTypes;
    Instant before = clock.instant().minus(Duration.ofDays(olderThanDays));
    List<NodeRecord> found =
        store.read(
            scope.userId(), tx -> tx.maintenance().orphanNodes(scope, types, before, limit + 1));
    boolean hasMore = found.size() > limit;
    List<NodeRecord> chosen = found.subList(0, Math.min(limit, found.size()));
    int deleted = 0;
    if (!dryRun && !chosen.isEmpty()) {
      deleted = deleteLive(scope, chosen.stream().map(NodeRecord::id).toList());
    }
    List<Orphan> sample = new ArrayList<>();
    for (NodeRecord n : chosen.subList(0, Math.min(sampleLimit, chosen.size()))) {
      sample.add(new Orphan(n.id(), n.nodeType(), n.label(), n.createdAt()));
    }
    List<MissingBlobSource> sourceSample = new ArrayList<>();
    for (FileSource f : missing.subList(0, Math.min(sampleLimit, missing.size()))) {
      sourceSample.add(new MissingBlobSource(f.id(), f.type(), f.externalId(), f.receivedAt()));
    }
    return new OrphanResult(
        dryRun,
        scanned.size(),
        scanHasMore,
        missing.size(),
        removedSources,
        chosen.size(),
        deleted,
        hasMore,
        types.stream().sorted().toList(),
        sourceSample,
        sample);
  }

  private boolean blobExists(FileSource f) {
    try {
      // A bucket names the object by its key; the local folder by the SHA-256.
      return blobs.exists(f.blobKey() != null ? f.blobKey() : f.blobSha256());
    } catch (IOException e) {
      // The store could not answer (a bucket outage): not evidence that the blob is gone.
      return true;
    }
  }

  /** Tombstones the sources still live, with their child sources; the count removed. */
  private int removeSources(String userId, List<FileSource> missing) {
    if (missing.isEmpty()) {
      return 0;
    }
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          int removed = 0;
          for (FileSource f : missing) {
            Optional<SourceRecord> s = tx.findSource(userId, f.id());
            if (s.isEmpty() || s.get().tombstonedAt() != null) {
              continue;
            }
            List<SourceRecord> family = new ArrayList<>(List.of(s.get()));
            for (int i = 0; i < family.size(); i++) {
              family.addAll(tx.lifecycle().childSources(userId, family.get(i).id()));
            }
            List<SourceRecord> live =
                family.stream().filter(m -> m.tombstonedAt() == null).toList();
            HiddenByRemoval hidden =
                HiddenByRemoval.before(tx, userId, live.stream().map(SourceRecord::id).toList());
            for (SourceRecord member : live) {
              tx.tombstoneSource(member.id(), now);
              // The change feed is told, as for a source-lifecycle tombstone: a tombstone entry
              // per chunk (the rows stay), then the claims and nodes only these sources named.
              for (String chunkId : tx.chunkIdsOfSource(userId, member.id())) {
                tx.appendChange(userId, ChangeRecord.CHUNK, chunkId, ChangeRecord.DELETE, now);
              }
            }
            hidden.logChanges(tx, now);
            removed++;
          }
          return removed;
        });
  }

  public record DedupResult(int mergedGroups, int mergedNodes, int crossScopeCollisionsSkipped) {}

  /**
   * Merges live nodes of a label-mergeable type that share a normalised label within one scope and
   * partition into the oldest of them (never the self node). A label shared across scopes in one
   * partition is a collision that is counted and left alone.
   */
  public DedupResult dedupSweep(ReadScope scope) {
    List<NodeRecord> live =
        store.read(
            scope.userId(),
            tx -> tx.maintenance().liveNodes(scope, NodeMaintenance.LABEL_MERGEABLE));
    Map<String, List<NodeRecord>> groups = new LinkedHashMap<>();
    Map<String, Set<Scope>> scopesByLabel = new LinkedHashMap<>();
    for (NodeRecord n : live) {
      if (n.isUserSelf() || n.label() == null || n.label().isBlank()) {
        continue;
      }
      String label = n.partitionKey() + "\u0000" + n.nodeType() + "\u0000" + key(n.label());
      scopesByLabel.computeIfAbsent(label, k -> new LinkedHashSet<>()).add(n.scope());
      groups.computeIfAbsent(label + "\u0000" + n.scope(), k -> new ArrayList<>()).add(n);
    }
    int mergedGroups = 0;
    int mergedNodes = 0;
    for (List<NodeRecord> group : groups.values()) {
      if (group.size() < 2) {
        continue;
      }
      try {
        nodes.mergeNodes(scope, group.stream().map(NodeRecord::id).toList(), null, null);
        mergedGroups++;
        mergedNodes += group.size() - 1;
      } catch (MemoryException e) {
        if (e.code() != ErrorCode.NOT_FOUND && e.code() != ErrorCode.MERGE_REFUSED) {
          throw e;
        }
        // A node went away or changed since the scan: leave this group to the next sweep.
      }
    }
    int collisions = (int) scopesByLabel.values().stream().filter(s -> s.size() > 1).count();
    return new DedupResult(mergedGroups, mergedNodes, collisions);
  }

  private static String key(String label) {
    return WriteGuard.normalize(label);
  }

  /** Deletes the nodes still live in scope (a node gone since the scan is skipped). */
  private int deleteLive(ReadScope scope, List<String> ids) {
    int deleted = 0;
    for (String id : ids) {
      try {
        nodes.deleteNode(scope, id, REASON);
        deleted++;
      } catch (MemoryException e) {
        if (e.code() != ErrorCode.NOT_FOUND) {
          throw e;
        }
      }
    }
    return deleted;
  }
}
