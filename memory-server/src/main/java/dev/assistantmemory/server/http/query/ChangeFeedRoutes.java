package dev.assistantmemory.server.http.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.feed.ChangeFeedService;
import dev.assistantmemory.core.feed.ChangeFeedService.CursorInvalid;
import dev.assistantmemory.core.feed.ChangeFeedService.Event;
import dev.assistantmemory.core.feed.ChangeFeedService.Page;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** {@code /query/change-feed} (CONTRACT.md section 5). */
public final class ChangeFeedRoutes implements RouteModule {
  private final ChangeFeedService feed;

  public ChangeFeedRoutes(ChangeFeedService feed) {
    this.feed = feed;
  }

  public record ChangeFeedRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Opaque: the nextCursor of the previous page; omit to start.")
          @Size(min = 1, max = 2048)
          String cursor,
      @Schema(defaultValue = "100") @Min(1) @Max(500) Integer limit)
      implements UserRequest {}

  public record FeedEvent(
      String eventId,
      String userId,
      String partitionKey,
      int feedEpoch,
      long sequence,
      @Schema(
              allowableValues = {
                "source",
                "ingestion",
                "claim",
                "commitment",
                "node",
                "provenance",
                "redirect",
                "deletion",
                "freshness",
                "status"
              })
          String kind,
      @Schema(allowableValues = {"upsert", "tombstone"}) String action,
      @Schema(allowableValues = {"node", "claim", "chunk"}) String entityType,
      String entityId,
      String sourceId,
      String effectiveChangeTime,
      @Schema(
              description =
                  "An object (clients parse a record or null): claims {band: trusted|candidate"
                      + " (assistant-inferred)}; else null.")
          Provenance provenance,
      @Schema(
              description =
                  "An object (a record or null): {state: indexed (searchable now) | pending (not"
                      + " yet)}.")
          Freshness freshness,
      @Schema(description = "The entity now: a claim's status, live/deleted/merged for nodes.")
          String status,
      FeedPayload payload,
      String tieBreaker) {}

  public record Provenance(@Schema(allowableValues = {"trusted", "candidate"}) String band) {}

  public record Freshness(@Schema(allowableValues = {"indexed", "pending"}) String state) {}

  @Schema(description = "Only the fields that apply to the entity.")
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record FeedPayload(
      @Schema(description = "A node's type.") String nodeType,
      @Schema(description = "A claim's predicate.") String predicate,
      @Schema(description = "A merged node's tombstone: the node it was merged into.")
          String redirectTo) {}

  public record InvalidCursor(
      @Schema(
              allowableValues = {
                "malformed",
                "user_mismatch",
                "partition_mismatch",
                "epoch_mismatch",
                "sequence_unavailable"
              })
          String reason,
      String message,
      Integer requestedFeedEpoch,
      int currentFeedEpoch,
      Long throughSequence) {}

  public record ChangeFeedView(
      int feedSchemaEpoch,
      int feedEpoch,
      String partitionKey,
      long throughSequence,
      List<FeedEvent> events,
      String nextCursor,
      @Schema(description = "The pass is done: every event up to throughSequence was delivered.")
          boolean complete,
      @Schema(description = "The same as complete (kept for consumers that name it so).")
          boolean pageComplete,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          InvalidCursor cursorInvalid) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/query/change-feed",
                "query",
                "What changed in memory, in order, for a consumer to keep in sync",
                ChangeFeedRequest.class,
                ChangeFeedView.class,
                this::page)
            .describe(
                "The user's change log (the one the search index tails) in sequence order, paged"
                    + " by an opaque cursor. The first page freezes throughSequence; following"
                    + " nextCursor delivers every event up to it exactly once; a cursor at the"
                    + " end of a pass starts the next one. Deletions are tombstones; a merged"
                    + " node's tombstone is kind redirect with payload.redirectTo. A cursor that"
                    + " cannot continue answers cursorInvalid (reason malformed, user_mismatch,"
                    + " partition_mismatch, epoch_mismatch, sequence_unavailable) and no events:"
                    + " start again without a cursor."));
  }

  private ChangeFeedView page(ChangeFeedRequest req, Call call) {
    Page p = feed.page(call.scope(req), req.cursor(), req.limit() == null ? 100 : req.limit());
    CursorInvalid inv = p.cursorInvalid();
    return new ChangeFeedView(
        ChangeFeedService.FEED_SCHEMA_EPOCH,
        p.feedEpoch(),
        req.partitionKey(),
        p.throughSequence(),
        p.events().stream().map(ChangeFeedRoutes::event).toList(),
        p.nextCursor(),
        p.complete(),
        p.pageComplete(),
        inv == null
            ? null
            : new InvalidCursor(
                inv.reason().name(),
                inv.message(),
                inv.requestedFeedEpoch(),
                inv.currentFeedEpoch(),
                inv.throughSequence()));
  }

  private static FeedEvent event(Event e) {
    return new FeedEvent(
        e.eventId(),
        e.userId(),
        e.partitionKey(),
        e.feedEpoch(),
        e.sequence(),
        e.kind(),
        e.action(),
        e.entityType(),
        e.entityId(),
        e.sourceId(),
        WireTime.format(e.effectiveChangeTime()),
        e.provenance() == null ? null : new Provenance(e.provenance()),
        e.freshness() == null ? null : new Freshness(e.freshness()),
        e.status(),
        new FeedPayload(e.payload().nodeType(), e.payload().predicate(), e.payload().redirectTo()),
        e.tieBreaker());
  }
}
