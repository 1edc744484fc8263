package dev.assistantmemory.server.http.maintenance;

import dev.assistantmemory.core.partition.MigrationState;
import dev.assistantmemory.core.partition.MigrationState.PartitionMigration;
import dev.assistantmemory.core.partition.PartitionMaintenance;
import dev.assistantmemory.core.store.PartitionTx.Reclassification;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.auth.MaintenanceToken;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.stream.Stream;

/**
 * The partition maintenance routes of CONTRACT.md 10.2 (initialize, migration, reclassify,
 * progress, inventory), behind the partition maintenance token (never an API key).
 */
public final class PartitionMaintenanceRoutes implements RouteModule {
  private static final String TAG = "maintenance";
  private static final String TOKEN_WORDS =
      "Authorization: Bearer <PARTITION_MAINTENANCE_TOKEN>, never an API key: 503"
          + " PARTITION_MAINTENANCE_UNAVAILABLE when the token is not configured, 401 PARTITION_MAINTENANCE_UNAUTHORIZED when it is"
          + " missing or wrong. ";

  private final PartitionMaintenance partitions;
  private final MaintenanceToken token;

  public PartitionMaintenanceRoutes(PartitionMaintenance partitions, MaintenanceToken token) {
    this.partitions = partitions;
    this.token = token;
  }

  // ---- requests ----

  public record InitializeRequest(
      @UserId String userId,
      @Schema(description = "The partition that takes content stored without a key.")
          @NotNull
          @PartitionKey
          String unassignedPartitionKey)
      implements UserRequest {}

  /** The states a migration may move to. */
  public enum NextState {
    migrating,
    migrated
  }

  public record MigrationRequest(
      @UserId String userId,
      @NotNull MigrationState expectedState,
      @Schema(description = "The version the caller read (compare-and-set).") @NotNull @Min(0)
          Integer expectedVersion,
      @NotNull NextState nextState,
      @Schema(description = "Required when nextState is migrated.") @PartitionKey
          String unassignedPartitionKey)
      implements UserRequest {}

  public record ReclassifyRequest(
      @UserId String userId,
      @ObjectId String sourceId,
      @Schema(
              description =
                  "The partition the caller believes the source is in; null = unassigned"
                      + " (this service: memory:personal).",
              nullable = true)
          @PartitionKey
          String expectedPartitionKey,
      @NotNull @PartitionKey String targetPartitionKey,
      @NotNull @Min(0) Integer expectedSourceVersion,
      @Schema(description = "Replay key: the same value answers the stored result again.")
          @NotNull
          @Size(min = 1, max = 200)
          String bindingGeneration)
      implements UserRequest {}

  public record ProgressRequest(@UserId String userId, @Size(min = 1, max = 200) String sourceId)
      implements UserRequest {}

  public record InventoryRequest(
      @UserId String userId,
      @Schema(description = "nextCursor of the previous page.") @Size(min = 1, max = 500)
          String cursor,
      @Schema(defaultValue = "50") @Min(1) @Max(200) Integer limit)
      implements UserRequest {}

  // ---- responses ----

  public record InitializeView(
      @Schema(allowableValues = {"migrated"}) String state, int version, boolean created) {}

  public record MigrationView(
      @Schema(allowableValues = {"unmigrated", "migrating", "migrated"}) String state,
      int version) {}

  public record NodeMappingView(
      String sourceNodeId, String partitionKey, String replacementNodeId) {}

  public record ReclassifyView(
      String sourceId,
      String partitionKey,
      int sourceVersion,
      String bindingGeneration,
      @Schema(description = "True when this bindingGeneration was applied before.")
          boolean replayed,
      int movedClaimCount,
      List<NodeMappingView> nodeMappings) {}

  public record SourcePartitionView(String sourceId, String partitionKey, int version) {}

  public record ProgressView(MigrationView migration, SourcePartitionView source) {}

  /** One artifact of a split node and how the split left it. */
  public record ArtifactView(
      @Schema(
              allowableValues = {
                "aliases",
                "node_embeddings",
                "redirects",
                "summary",
                "user_profile",
                "commitment_presentation"
              })
          String kind,
      @Schema(allowableValues = {"pending", "rebuilt", "quarantined", "not_applicable"})
          String disposition,
      int sourceCount,
      int rebuiltCount,
      int quarantinedCount) {}

  /**
   * One node a reclassification split (the original's inventory row): the node, the partition it
   * was split into, its replacement there, the source and binding generation that split it.
   */
  public record InventoryItem(
      String sourceNodeId,
      String partitionKey,
      @Schema(nullable = true) String replacementNodeId,
      String sourceId,
      String bindingGeneration,
      @Schema(allowableValues = {"quarantined", "completed"}) String state,
      @Schema(
              description =
                  "Derived artifacts of the split node. Empty here: a split copies the node's"
                      + " label, type and claims in the same transaction, so nothing is left"
                      + " pending or quarantined.")
          List<ArtifactView> artifacts) {}

  public record InventoryView(List<InventoryItem> items, String nextCursor) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return Stream.<Endpoint<?, ?>>of(
            Endpoint.maintenance(
                    "/maintenance/partition-initialize",
                    TAG,
                    "Create or confirm a user in the migrated partition state (maintenance token)",
                    InitializeRequest.class,
                    InitializeView.class,
                    this::initialize)
                .describe(
                    TOKEN_WORDS
                        + "A new user is created migrated (created: true) and unassignedPartitionKey"
                        + " is registered; a migrated user is answered as it is; a user whose"
                        + " migration has not finished: 409 MIGRATION_STATE_CONFLICT (data.current)."),
            Endpoint.maintenance(
                    "/maintenance/partition-migration",
                    TAG,
                    "Move the partition migration fence by compare-and-set (maintenance token)",
                    MigrationRequest.class,
                    MigrationView.class,
                    this::migrate)
                .describe(
                    TOKEN_WORDS
                        + "Moves unmigrated -> migrating -> migrated (forward only) when the fence is"
                        + " at expectedState and expectedVersion; the version counts transitions."
                        + " 409 MIGRATION_STATE_CONFLICT (data.current {state, version}) otherwise."
                        + " Finishing (nextState migrated) needs unassignedPartitionKey. While"
                        + " migrating, strict calls need a registered partitionKey (409"
                        + " PARTITION_REQUIRED / PARTITION_UNAUTHORIZED; a write registers a new"
                        + " key); while unmigrated, a partitionKey is 409"
                        + " PARTITION_MIGRATION_REQUIRED."),
            Endpoint.maintenance(
                    "/maintenance/partition-reclassify",
                    TAG,
                    "Move a source and its claims to another partition (maintenance token)",
                    ReclassifyRequest.class,
                    ReclassifyView.class,
                    this::reclassify)
                .describe(
                    TOKEN_WORDS
                        + "Moves the source's tree (root and descendants), its receipts, chunks and"
                        + " every claim it is evidence of; a node also used by claims that stay is"
                        + " split into a replacement in the target partition (nodeMappings). The"
                        + " source version goes up by one. The same bindingGeneration replays the"
                        + " stored answer (replayed: true). 404 for a source the user does not have;"
                        + " 409 PARTITION_MIGRATION_REQUIRED (unmigrated user),"
                        + " SOURCE_PARTITION_CONFLICT (data.current), SOURCE_VERSION_CONFLICT"
                        + " (data.currentSourceVersion), RECLASSIFICATION_REFUSED (data.reason:"
                        + " binding_generation_reused, source_processing, identity_in_use)."),
            Endpoint.maintenance(
                    "/maintenance/partition-progress",
                    TAG,
                    "The migration fence and one source's partition (maintenance token)",
                    ProgressRequest.class,
                    ProgressView.class,
                    this::progress)
                .describe(TOKEN_WORDS + "source is null without sourceId; 404 for an unknown one."),
            Endpoint.maintenance(
                    "/maintenance/partition-inventory",
                    TAG,
                    "The nodes reclassifications split, with their replacements, a page at a time"
                        + " (maintenance token)",
                    InventoryRequest.class,
                    InventoryView.class,
                    this::inventory)
                .describe(
                    TOKEN_WORDS
                        + "One row per node a reclassification split into another partition (the"
                        + " original's inventory rows), in binding generation then node id order;"
                        + " pass nextCursor back as cursor (opaque; null on the last page). A cursor"
                        + " this route did not return: 400."))
        // The token before the body: 503/401 whatever the caller sent (CONTRACT.md 10.2).
        .<Endpoint<?, ?>>map(e -> e.gated(token::check))
        .toList();
  }

  private InitializeView initialize(InitializeRequest req, Call call) {
    token.check(call.authorization());
    PartitionMaintenance.Initialized r =
        partitions.initialize(req.userId(), req.unassignedPartitionKey());
    return new InitializeView(r.migration().state().name(), r.migration().version(), r.created());
  }

  private MigrationView migrate(MigrationRequest req, Call call) {
    token.check(call.authorization());
    return view(
        partitions.migrate(
            req.userId(),
            req.expectedState(),
            req.expectedVersion(),
            MigrationState.valueOf(req.nextState().name()),
            req.unassignedPartitionKey()));
  }

  private ReclassifyView reclassify(ReclassifyRequest req, Call call) {
    token.check(call.authorization());
    PartitionMaintenance.Reclassified r =
        partitions.reclassify(
            req.userId(),
            req.sourceId(),
            req.expectedPartitionKey(),
            req.targetPartitionKey(),
            req.expectedSourceVersion(),
            req.bindingGeneration());
    Reclassification c = r.result();
    return new ReclassifyView(
        c.sourceId(),
        c.partitionKey(),
        c.sourceVersion(),
        c.bindingGeneration(),
        r.replayed(),
        c.movedClaimCount(),
        c.nodeMappings().stream()
            .map(
                m -> new NodeMappingView(m.sourceNodeId(), m.partitionKey(), m.replacementNodeId()))
            .toList());
  }

  private ProgressView progress(ProgressRequest req, Call call) {
    token.check(call.authorization());
    PartitionMaintenance.Progress p = partitions.progress(req.userId(), req.sourceId());
    SourceRecord s = p.source();
    return new ProgressView(
        view(p.migration()),
        s == null ? null : new SourcePartitionView(s.id(), s.partitionKey(), s.version()));
  }

  private InventoryView inventory(InventoryRequest req, Call call) {
    token.check(call.authorization());
    PartitionMaintenance.Inventory page =
        partitions.inventory(req.userId(), req.cursor(), req.limit() == null ? 50 : req.limit());
    return new InventoryView(
        page.items().stream()
            .map(
                m ->
                    new InventoryItem(
                        m.sourceNodeId(),
                        m.partitionKey(),
                        m.replacementNodeId(),
                        m.sourceId(),
                        m.bindingGeneration(),
                        "completed",
                        List.of()))
            .toList(),
        page.nextCursor());
  }

  private static MigrationView view(PartitionMigration m) {
    return new MigrationView(m.state().name(), m.version());
  }
}
