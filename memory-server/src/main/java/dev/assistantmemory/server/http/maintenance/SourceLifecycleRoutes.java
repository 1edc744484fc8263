package dev.assistantmemory.server.http.maintenance;

import dev.assistantmemory.core.source.SourceLifecycle;
import dev.assistantmemory.core.source.SourceLifecycle.Action;
import dev.assistantmemory.core.source.SourceLifecycleSweeps;
import dev.assistantmemory.core.store.LifecycleCommand;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.auth.MaintenanceToken;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.stream.Stream;

/**
 * POST /maintenance/source-lifecycle (CONTRACT.md 10.2): tombstone, restore or purge one source;
 * and its two sweeps, source-lifecycle-cleanup-sweep and source-lifecycle-read-model-sweep; all
 * behind the partition maintenance token (never an API key).
 */
public final class SourceLifecycleRoutes implements RouteModule {
  private static final String TAG = "maintenance";
  private static final String UUID =
      "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

  private final SourceLifecycle lifecycle;
  private final SourceLifecycleSweeps sweeps;
  private final MaintenanceToken token;

  public SourceLifecycleRoutes(
      SourceLifecycle lifecycle, SourceLifecycleSweeps sweeps, MaintenanceToken token) {
    this.lifecycle = lifecycle;
    this.sweeps = sweeps;
    this.token = token;
  }

  @RequestPart
  public record SweepRequest(@Schema(defaultValue = "100") @Min(1) @Max(1_000) Integer limit) {}

  public record SweepView(
      @Schema(description = "Sources the sweep took up.") int attempted,
      @Schema(description = "Of those, the ones it finished (the rest stay for the next sweep).")
          int completed) {}

  public record SourceLifecycleRequest(
      @UserId String userId,
      @ObjectId String sourceId,
      @Schema(
              description =
                  "The partition the caller believes the source is in (409 otherwise); null ="
                      + " unassigned (the original's legacy NULL partition; here"
                      + " memory:personal).",
              nullable = true)
          @PartitionKey
          String expectedPartitionKey,
      @Schema(description = "The source version the caller read (409 SOURCE_VERSION_CONFLICT).")
          @NotNull
          @Min(0)
          Integer expectedSourceVersion,
      @Schema(description = "A UUID; the same commandId answers the stored result again.")
          @NotNull
          @Pattern(regexp = UUID)
          String commandId,
      @NotNull Action action)
      implements UserRequest {}

  public record SourceLifecycleView(
      String sourceId,
      String commandId,
      @Schema(allowableValues = {"tombstone", "restore", "purge"}) String action,
      @Schema(allowableValues = {"tombstoned", "restored", "purged"}) String state,
      @Schema(description = "True when this commandId was applied before; nothing changed now.")
          boolean replayed,
      @Schema(description = "True once purged: the content is gone, ingest it again.")
          boolean freshIngestionRequired,
      @Schema(allowableValues = {"not_required", "pending", "completed"})
          String storageCleanupState,
      int sourceVersion,
      @Schema(description = "Until when a tombstoned source can be restored (null otherwise).")
          String restorableUntil) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return Stream.<Endpoint<?, ?>>of(
            Endpoint.write(
                    "/maintenance/source-lifecycle",
                    TAG,
                    "Tombstone, restore or purge one source (maintenance token)",
                    SourceLifecycleRequest.class,
                    SourceLifecycleView.class,
                    this::apply)
                .describe(
                    "Authorization: Bearer <PARTITION_MAINTENANCE_TOKEN>, never an API key: 503"
                        + " PARTITION_MAINTENANCE_UNAVAILABLE when the token is not configured, 401 PARTITION_MAINTENANCE_UNAUTHORIZED"
                        + " when it is missing or wrong. tombstone hides the source from reads and"
                        + " search (restorable until restorableUntil); restore undoes a tombstone but"
                        + " never makes purged content readable again (freshIngestionRequired: true);"
                        + " purge erases content, external identity and content hash, drops the"
                        + " source's chunks from search, and ends its receipts purged /"
                        + " SOURCE_PURGED. 404 for a source the user does not have; 409"
                        + " SOURCE_PARTITION_CONFLICT or SOURCE_VERSION_CONFLICT when the"
                        + " expectations do not hold; 409 LIFECYCLE_REFUSED (data.reason) when a"
                        + " commandId is reused for another source or action, a purged source is"
                        + " tombstoned, or a restore finds the identity taken or the window past."),
            Endpoint.maintenance(
                    "/maintenance/source-lifecycle-cleanup-sweep",
                    TAG,
                    "Delete the stored files purges left behind (maintenance token)",
                    SweepRequest.class,
                    SweepView.class,
                    this::cleanupSweep)
                .describe(
                    "Same token rules as source-lifecycle. Takes up to limit purged sources whose"
                        + " storageCleanupState is pending, deletes each queued blob that no stored"
                        + " file references any more (blobs are content-addressed and may be"
                        + " shared), and marks the purge completed. Across users."),
            Endpoint.maintenance(
                    "/maintenance/source-lifecycle-read-model-sweep",
                    TAG,
                    "Finish the read-model work of purged sources (maintenance token)",
                    SweepRequest.class,
                    SweepView.class,
                    this::readModelSweep)
                .describe(
                    "Same token rules as source-lifecycle. Takes up to limit purged sources that"
                        + " still have chunks or receipts not ended purged, removes the chunks"
                        + " (out of the search index through the change log) and ends the"
                        + " receipts purged / SOURCE_PURGED. Across users."))
        // The token before the body: 503/401 whatever the caller sent (CONTRACT.md 10.2).
        .<Endpoint<?, ?>>map(e -> e.gated(token::check))
        .toList();
  }

  private SweepView cleanupSweep(SweepRequest req, Call call) {
    token.check(call.authorization());
    SourceLifecycleSweeps.Sweep s = sweeps.cleanup(limit(req));
    return new SweepView(s.attempted(), s.completed());
  }

  private SweepView readModelSweep(SweepRequest req, Call call) {
    token.check(call.authorization());
    SourceLifecycleSweeps.Sweep s = sweeps.readModel(limit(req));
    return new SweepView(s.attempted(), s.completed());
  }

  private static int limit(SweepRequest req) {
    return req.limit() == null ? 100 : req.limit();
  }

  private SourceLifecycleView apply(SourceLifecycleRequest req, Call call) {
    token.check(call.authorization());
    SourceLifecycle.Result r =
        lifecycle.apply(
            req.userId(),
            req.sourceId(),
            req.expectedPartitionKey() == null
                ? dev.assistantmemory.model.Partitions.PERSONAL
                : req.expectedPartitionKey(),
            req.expectedSourceVersion(),
            req.commandId().toLowerCase(java.util.Locale.ROOT),
            req.action());
    LifecycleCommand c = r.command();
    return new SourceLifecycleView(
        c.sourceId(),
        c.commandId(),
        c.action(),
        c.state(),
        r.replayed(),
        c.freshIngestionRequired(),
        c.storageCleanupState(),
        c.sourceVersion(),
        WireTime.format(c.restorableUntil()));
  }
}
