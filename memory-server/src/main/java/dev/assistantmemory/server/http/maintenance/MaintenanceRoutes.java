package dev.assistantmemory.server.http.maintenance;

import dev.assistantmemory.core.commitment.CommitmentService;
import dev.assistantmemory.core.maintenance.GraphMaintenance;
import dev.assistantmemory.core.maintenance.GraphMaintenance.StaleParams;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.DryRunnable;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The user-data maintenance routes of CONTRACT.md section 10.1 (recover-statusless lives with the
 * commitments). Prune-stale, prune-orphan, the dedup sweep and {@code /cleanup} run here without a
 * language model; the passes that need one (placeholder resolution, source titles, rollup,
 * summaries, dreams) answer what the contract's shape asks for and say plainly that no model is
 * configured, so nothing was queued.
 */
public final class MaintenanceRoutes implements RouteModule {
  private static final String TAG = "maintenance";
  static final String NO_MODEL =
      "No language model is configured in this service (extraction is rule-based),"
          + " so this pass has nothing to run; nothing was queued.";

  private final GraphMaintenance maintenance;
  private final CommitmentService commitments;

  public MaintenanceRoutes(GraphMaintenance maintenance, CommitmentService commitments) {
    this.maintenance = maintenance;
    this.commitments = commitments;
  }

  // ---- requests ----

  public record PruneStaleRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "0.5") @DecimalMin("0") @DecimalMax("1") Double aggressiveness,
      @DecimalMin("0") @DecimalMax("1") Double minScore,
      @Schema(defaultValue = "30") @Min(0) @Max(36_500) Integer minIdleDays,
      @Schema(defaultValue = "365") @Min(1) @Max(36_500) Integer stalenessHorizonDays,
      @Schema(defaultValue = "false") Boolean includeReference,
      @Schema(defaultValue = "1000") @Min(1) @Max(10_000) Integer limit,
      @Schema(defaultValue = "50") @Min(0) @Max(500) Integer sampleLimit,
      @Schema(defaultValue = "true") Boolean dryRun,
      @Schema(description = "Default: the entity and task types. [] scans nothing.")
          Set<@jakarta.validation.constraints.NotNull NodeType> nodeTypes)
      implements UserRequest, DryRunnable {
    @Override
    public boolean readsOnly() {
      return !Boolean.FALSE.equals(dryRun);
    }
  }

  public record PruneOrphanRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "7") @Min(0) @Max(36_500) Integer olderThanDays,
      @Schema(defaultValue = "1000") @Min(1) @Max(10_000) Integer limit,
      @Schema(defaultValue = "10000") @Min(1) @Max(50_000) Integer sourceScanLimit,
      @Schema(defaultValue = "50") @Min(0) @Max(500) Integer sampleLimit,
      @Schema(defaultValue = "true") Boolean dryRun,
      @Schema(description = "Default: the entity and task types. [] scans nothing.")
          Set<@jakarta.validation.constraints.NotNull NodeType> nodeTypes)
      implements UserRequest, DryRunnable {
    @Override
    public boolean readsOnly() {
      return !Boolean.FALSE.equals(dryRun);
    }
  }

  public record UserOnlyRequest(@UserId String userId, @PartitionKey String partitionKey)
      implements UserRequest {}

  public record CleanupRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @WireDatetime @jakarta.validation.constraints.NotNull String since,
      @Schema(defaultValue = "5") @Min(1) @Max(100) Integer entryNodeLimit,
      @Schema(defaultValue = "15") @Min(0) @Max(200) Integer semanticNeighborLimit,
      @Schema(defaultValue = "2") @Min(1) @Max(2) Integer graphHopDepth,
      @Schema(defaultValue = "200") @Min(1) @Max(10_000) Integer maxSubgraphNodes,
      @Schema(defaultValue = "200") @Min(1) @Max(10_000) Integer maxSubgraphClaims,
      @Schema(defaultValue = "true") Boolean recoverStatuslessCommitments,
      @Schema(defaultValue = "true") Boolean pruneOrphanNodes,
      @Schema(defaultValue = "7") @Min(0) @Max(36_500) Integer orphanPruneOlderThanDays,
      @Schema(defaultValue = "10000") @Min(1) @Max(10_000) Integer orphanPruneLimit)
      implements UserRequest {}

  public record PlaceholderRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "7") @Min(1) @Max(36_500) Integer olderThanDays,
      @Schema(defaultValue = "50") @Min(1) @Max(500) Integer limit,
      @Schema(defaultValue = "false") Boolean triggerCleanup)
      implements UserRequest, DryRunnable {
    @Override
    public boolean readsOnly() {
      return !Boolean.TRUE.equals(triggerCleanup);
    }
  }

  public record SourceTitlesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "500") @Min(1) @Max(5_000) Integer limit)
      implements UserRequest {}

  public record RollupRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "50") @Min(1) @Max(500) Integer maxLlmCalls,
      @jakarta.validation.constraints.Pattern(regexp = "\\d{4}-\\d{2}-\\d{2}") String startDate)
      implements UserRequest {}

  public record DreamRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @NotBlank @Size(max = 500) String assistantId,
      @NotNull @NotBlank @Size(max = 10_000) String assistantDescription)
      implements UserRequest {}

  // ---- responses ----

  public record StaleCandidateView(
      String id,
      String nodeType,
      String label,
      String createdAt,
      String lastActivityAt,
      long idleDays,
      double score,
      int activeClaimCount,
      int totalClaimCount,
      List<String> reasons) {}

  public record PruneStaleView(
      boolean dryRun,
      double appliedThreshold,
      int minIdleDays,
      int scannedCount,
      int candidateCount,
      int deletedCount,
      boolean hasMore,
      List<String> scannedNodeTypes,
      List<StaleCandidateView> candidates) {}

  public record MissingBlobSourceView(
      String id, String type, String externalId, String createdAt) {}

  public record OrphanView(String id, String nodeType, String label, String createdAt) {}

  public record PruneOrphanView(
      boolean dryRun,
      int sourceScanCount,
      boolean sourceScanHasMore,
      int missingBlobSourceCandidateCount,
      int deletedMissingBlobSourceCount,
      int candidateCount,
      int deletedCount,
      boolean hasMore,
      List<String> scannedNodeTypes,
      List<MissingBlobSourceView> missingBlobSources,
      List<OrphanView> candidates) {}

  public record DedupView(int mergedGroups, int mergedNodes, int crossScopeCollisionsSkipped) {}

  public record MessageView(String message) {}

  public record EnqueuedMessageView(String message, boolean enqueued) {}

  public record PlaceholderCandidateView(String id, String label, Double score) {}

  public record PlaceholderView(
      String id, String label, List<PlaceholderCandidateView> candidates) {}

  public record PlaceholdersView(
      int placeholderCount,
      int candidatesFound,
      List<PlaceholderView> placeholders,
      boolean seededCleanupJob,
      @com.fasterxml.jackson.annotation.JsonInclude(
              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
          @Schema(
              requiredMode = Schema.RequiredMode.NOT_REQUIRED,
              description =
                  "Left out when no job was seeded (the original's jobId is optional,"
                      + " never null).")
          String jobId) {}

  public record EnqueuedView(int enqueued) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/maintenance/prune-stale-nodes",
                TAG,
                "Rank stale nodes by the contract's score; delete them when dryRun is false",
                PruneStaleRequest.class,
                PruneStaleView.class,
                this::pruneStale)
            .describe(
                "score = round3(0.40 staleness + 0.25 isolation + 0.20 weakProvenance + 0.15"
                    + " claimDecay); threshold minScore, else 1 - aggressiveness. Open tasks,"
                    + " the self node and (unless includeReference) reference nodes are"
                    + " protected. dryRun (default true) writes nothing."),
        Endpoint.write(
                "/maintenance/prune-orphan-nodes",
                TAG,
                "Delete nodes no claim or alias names any more",
                PruneOrphanRequest.class,
                PruneOrphanView.class,
                this::pruneOrphans)
            .describe(
                "Orphan = no claim as subject, object or speaker and no alias (source links do"
                    + " not count), older than olderThanDays. Sources keep their content in the"
                    + " store here, so the missing-blob scan finds none. dryRun (default true)"
                    + " writes nothing."),
        Endpoint.write(
                "/cleanup/dedup-sweep",
                TAG,
                "Merge same-label nodes of mergeable types within one scope and partition",
                UserOnlyRequest.class,
                DedupView.class,
                (req, call) -> {
                  var r = maintenance.dedupSweep(call.scope(req));
                  return new DedupView(
                      r.mergedGroups(), r.mergedNodes(), r.crossScopeCollisionsSkipped());
                })
            .describe(
                "Never record types, the self node or across scopes (counted as collisions);"
                    + " merged ids redirect to the oldest node of their group."),
        Endpoint.write(
                "/cleanup",
                TAG,
                "Run the graph cleanup passes: recover statusless tasks, prune orphans, dedup",
                CleanupRequest.class,
                MessageView.class,
                this::cleanup)
            .describe(
                "Runs in the request: recover-statusless (unless recoverStatuslessCommitments is"
                    + " false), then orphan pruning (unless pruneOrphanNodes is false), then the"
                    + " dedup sweep. The language-model passes of the original do not run: no"
                    + " model is configured. Refused for workspace access (409 PARTITIONED_CLEANUP_UNSUPPORTED), and so is any partitionKey."),
        Endpoint.write(
                "/maintenance/cleanup-placeholders",
                TAG,
                "List placeholder nodes and their candidates",
                PlaceholderRequest.class,
                PlaceholdersView.class,
                (req, call) -> {
                  if (Boolean.TRUE.equals(req.triggerCleanup())) {
                    unpartitioned(req, call);
                  } else {
                    call.scope(req);
                  }
                  return new PlaceholdersView(0, 0, List.of(), false, null);
                })
            .describe(
                "The rule-based extractor never mints placeholder nodes (it names people or"
                    + " leaves them out), so there are none to resolve; triggerCleanup seeds"
                    + " nothing."),
        Endpoint.write(
                "/maintenance/backfill-source-titles",
                TAG,
                "Queue title generation for untitled sources",
                SourceTitlesRequest.class,
                EnqueuedView.class,
                (req, call) -> {
                  call.scope(req);
                  return new EnqueuedView(0);
                })
            .describe("Titles come from a language model; none is configured: enqueued is 0."),
        Endpoint.write(
                "/rollup",
                TAG,
                "Queue the daily roll-up summaries",
                RollupRequest.class,
                EnqueuedMessageView.class,
                (req, call) -> {
                  // A calendar day, as every other day field (the pattern alone takes 2026-13-01).
                  dev.assistantmemory.server.http.context.ContextRoutes.date(
                      "startDate", req.startDate());
                  call.scope(req);
                  return new EnqueuedMessageView(NO_MODEL, false);
                })
            .describe("Needs a language model; none is configured: enqueued is false."),
        Endpoint.write(
                "/summarize",
                TAG,
                "Queue node summaries",
                UserOnlyRequest.class,
                MessageView.class,
                (req, call) -> {
                  call.scope(req);
                  return new MessageView(NO_MODEL);
                })
            .describe(
                "Needs a language model; none is configured. /node/summarize gives a"
                    + " deterministic summary proposal per node."),
        Endpoint.write(
                "/dream",
                TAG,
                "Queue an assistant dream pass",
                DreamRequest.class,
                MessageView.class,
                (req, call) -> {
                  call.scope(req);
                  return new MessageView(NO_MODEL);
                })
            .describe("Needs a language model; none is configured."));
  }

  private PruneStaleView pruneStale(PruneStaleRequest req, Call call) {
    var r =
        maintenance.pruneStale(
            call.scope(req),
            new StaleParams(
                req.aggressiveness() == null ? 0.5 : req.aggressiveness(),
                req.minScore(),
                req.minIdleDays() == null ? 30 : req.minIdleDays(),
                req.stalenessHorizonDays() == null ? 365 : req.stalenessHorizonDays(),
                Boolean.TRUE.equals(req.includeReference()),
                req.limit() == null ? 1000 : req.limit(),
                req.sampleLimit() == null ? 50 : req.sampleLimit(),
                !Boolean.FALSE.equals(req.dryRun()),
                types(req.nodeTypes())));
    return new PruneStaleView(
        r.dryRun(),
        r.appliedThreshold(),
        r.minIdleDays(),
        r.scannedCount(),
        r.candidateCount(),
        r.deletedCount(),
        r.hasMore(),
        r.scannedNodeTypes(),
        r.candidates().stream()
            .map(
                c ->
                    new StaleCandidateView(
                        c.id(),
                        c.nodeType(),
                        c.label(),
                        WireTime.format(c.createdAt()),
                        WireTime.format(c.lastActivityAt()),
                        c.idleDays(),
                        c.score(),
                        c.activeClaimCount(),
                        c.totalClaimCount(),
                        c.reasons()))
            .toList());
  }

  private PruneOrphanView pruneOrphans(PruneOrphanRequest req, Call call) {
    var r =
        maintenance.pruneOrphans(
            call.scope(req),
            req.olderThanDays() == null ? 7 : req.olderThanDays(),
            req.limit() == null ? 1000 : req.limit(),
            req.sourceScanLimit() == null ? 10_000 : req.sourceScanLimit(),
            req.sampleLimit() == null ? 50 : req.sampleLimit(),
            !Boolean.FALSE.equals(req.dryRun()),
            types(req.nodeTypes()));
    return new PruneOrphanView(
        r.dryRun(),
        r.sourceScanCount(),
        r.sourceScanHasMore(),
        r.missingBlobSourceCandidateCount(),
        r.deletedMissingBlobSourceCount(),
        r.candidateCount(),
        r.deletedCount(),
        r.hasMore(),
        r.scannedNodeTypes(),
        r.missingBlobSources().stream()
            .map(
                m ->
                    new MissingBlobSourceView(
                        m.id(), m.type(), m.externalId(), WireTime.format(m.createdAt())))
            .toList(),
        r.candidates().stream()
            .map(
                o ->
                    new OrphanView(o.id(), o.nodeType(), o.label(), WireTime.format(o.createdAt())))
            .toList());
  }

  private MessageView cleanup(CleanupRequest req, Call call) {
    var scope = unpartitioned(req, call);
    StringBuilder done = new StringBuilder("Cleanup ran:");
    if (!Boolean.FALSE.equals(req.recoverStatuslessCommitments())) {
      var r = commitments.recoverStatusless(scope, 10_000, 0, false);
      done.append(" recovered ").append(r.recoveredCount()).append(" statusless task(s);");
    }
    if (!Boolean.FALSE.equals(req.pruneOrphanNodes())) {
      var r =
          maintenance.pruneOrphans(
              scope,
              req.orphanPruneOlderThanDays() == null ? 7 : req.orphanPruneOlderThanDays(),
              req.orphanPruneLimit() == null ? 10_000 : req.orphanPruneLimit(),
              10_000,
              0,
              false,
              null);
      done.append(" pruned ").append(r.deletedCount()).append(" orphan node(s);");
    }
    var d = maintenance.dedupSweep(scope);
    done.append(" merged ").append(d.mergedNodes()).append(" duplicate node(s).");
    done.append(" The language-model passes did not run: no model is configured.");
    return new MessageView(done.toString());
  }

  /**
   * The personal scope a cleanup runs in: refused (409 PARTITIONED_CLEANUP_UNSUPPORTED) with a
   * partitionKey or workspace access, as CONTRACT.md section 2 says.
   */
  private static dev.assistantmemory.core.access.ReadScope unpartitioned(
      UserRequest req, Call call) {
    var scope = call.scope(req);
    if (req.partitionKey() != null || scope.partitions().isEmpty()) {
      throw new dev.assistantmemory.model.MemoryException(
          dev.assistantmemory.model.ErrorCode.PARTITIONED_CLEANUP_UNSUPPORTED,
          "Cleanup runs on the personal partition only: leave out partitionKey and workspace"
              + " access.");
    }
    return scope;
  }

  private static Set<String> types(Set<NodeType> types) {
    return types == null
        ? null
        : types.stream().map(NodeType::name).collect(Collectors.toUnmodifiableSet());
  }
}
