package dev.assistantmemory.server.http.graph;

import dev.assistantmemory.core.graph.ClaimEnd;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.Distinct;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.OneOf;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Requests and responses of the raw graph routes (CONTRACT.md section 8). Every object route takes
 * an optional {@code partitionKey}: the object must live in the request's reach (strict: that
 * partition or memory:personal; workspace: any of the user's), else it is not found.
 */
public final class GraphWire {
  static final int MAX_LABEL = 1000;
  static final int MAX_TEXT = 10_000;
  static final int MAX_REASON = 2000;

  private GraphWire() {}

  /** The contract's claim predicates (CONTRACT.md section 2). */
  public enum Predicate {
    HAS_STATUS,
    HAS_TASK_STATUS,
    HAS_PREFERENCE,
    HAS_GOAL,
    MADE_DECISION,
    HAS_ATTRIBUTE,
    PARTICIPATED_IN,
    OCCURRED_AT,
    OCCURRED_ON,
    RECORDED_ON,
    INVOLVED_ITEM,
    EXHIBITED_EMOTION,
    TAGGED_WITH,
    ASSIGNED_TO,
    DUE_ON,
    PRECEDES,
    FOLLOWS,
    WORKS_AT,
    FOUNDED,
    CREATED,
    LOCATED_IN,
    PART_OF,
    USES,
    OWNS,
    AFFILIATED_WITH,
    RELATED_TO
  }

  /** Claim lifecycle states. */
  public enum ClaimStatus {
    active,
    superseded,
    contradicted,
    retracted
  }

  /** Who asserted a claim. */
  public enum AssertedByKind {
    user,
    user_confirmed,
    assistant_inferred,
    participant,
    document_author,
    system
  }

  /** The one status {@code /claim/update} sets. */
  public enum RetractStatus {
    retracted
  }

  // ---- requests ----

  public record NodeIdRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String nodeId)
      implements UserRequest {}

  public record NodeGetRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String nodeId,
      @Schema(description = "Replay the node's claims as they were at this instant.") @WireDatetime
          String asOf,
      @Valid ClaimFilter claimFilter)
      implements UserRequest {}

  @RequestPart
  public record ClaimFilter(
      Set<Predicate> predicates,
      @Schema(description = "Default [active]; [] returns every status.")
          Set<ClaimStatus> statuses) {}

  public record NodeCreateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull NodeType nodeType,
      @NotNull @NotBlank @Size(max = MAX_LABEL) String label,
      @Size(min = 1, max = MAX_TEXT) String description,
      @Schema(description = "Written with the node, all or nothing.") @Size(max = 100)
          List<@NotNull @Valid InitialClaim> initialClaims)
      implements UserRequest {}

  @RequestPart
  @OneOf({"objectNodeId", "objectValue"})
  @InOrder(first = "validFrom", last = "validTo")
  public record InitialClaim(
      @NotNull Predicate predicate,
      @NotNull @NotBlank @Size(max = MAX_TEXT) String statement,
      @Size(min = 1, max = 200) String objectNodeId,
      @Size(min = 1, max = MAX_TEXT) String objectValue,
      @Size(min = 1, max = MAX_TEXT) String description,
      @Size(min = 1, max = 200) String sourceId,
      @WireDatetime(anyDate = true) String statedAt,
      @WireDatetime(anyDate = true) String validFrom,
      @WireDatetime(anyDate = true) String validTo,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind,
      @Size(min = 1, max = 200) String assertedByNodeId) {}

  @OneOf({"objectNodeId", "objectValue"})
  @InOrder(first = "validFrom", last = "validTo")
  public record ClaimCreateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String subjectNodeId,
      @NotNull Predicate predicate,
      @NotNull @NotBlank @Size(max = MAX_TEXT) String statement,
      @Size(min = 1, max = 200) String objectNodeId,
      @Size(min = 1, max = MAX_TEXT) String objectValue,
      @Size(min = 1, max = MAX_TEXT) String description,
      @Schema(description = "Evidence; without it the claim cites the user's manual source.")
          @Size(min = 1, max = 200)
          String sourceId,
      @WireDatetime(anyDate = true) String statedAt,
      @WireDatetime(anyDate = true) String validFrom,
      @WireDatetime(anyDate = true) String validTo,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind,
      @Size(min = 1, max = 200) String assertedByNodeId)
      implements UserRequest {}

  public record NodeUpdateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String nodeId,
      @Size(min = 1, max = MAX_LABEL) String label,
      NodeType nodeType,
      @Schema(description = "\"\" clears it.") @Size(max = MAX_TEXT) String description)
      implements UserRequest {}

  public record NodeDeleteRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String nodeId,
      @Size(max = MAX_REASON) String reason)
      implements UserRequest {}

  public record NodeBatchDeleteRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 1000) List<@NotNull @Size(min = 1, max = 200) String> nodeIds)
      implements UserRequest {}

  public record NodeMergeRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 2, max = 100) @Distinct
          List<@NotNull @Size(min = 1, max = 200) String> nodeIds,
      @Size(min = 1, max = MAX_LABEL) String targetLabel,
      @Size(max = MAX_TEXT) String targetDescription)
      implements UserRequest {}

  public record NeighborhoodRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String nodeId,
      @Schema(defaultValue = "1") @Min(1) @Max(2) Integer depth)
      implements UserRequest {}

  public record ClaimIdRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String claimId)
      implements UserRequest {}

  public record ClaimUpdateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String claimId,
      @NotNull RetractStatus status,
      @Size(max = MAX_REASON) String reason)
      implements UserRequest {}

  public record ClaimDeleteRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String claimId,
      @Size(max = MAX_REASON) String reason)
      implements UserRequest {}

  public record ClaimReattributeRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String claimId,
      @NotNull ClaimEnd replace,
      @ObjectId String newNodeId)
      implements UserRequest {}

  public record AliasCreateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String canonicalNodeId,
      @NotNull @NotBlank @Size(max = 500) String aliasText)
      implements UserRequest {}

  public record AliasDeleteRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String aliasId)
      implements UserRequest {}

  public record AliasListRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String canonicalNodeId)
      implements UserRequest {}

  public record SelfAliasesRequest(
      @UserId String userId,
      @Schema(description = "Replaces the list; user-global.") @NotNull @Size(max = 100)
          List<@NotNull @NotBlank @Size(max = 200) String> aliases)
      implements UserRequest {}

  public record BackfillSelfIdentityRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "The names the user goes by; omitted = keep the self node's current aliases. An"
                      + " empty effective list removes them all.")
          @Size(max = 100)
          List<@NotNull @NotBlank @Size(max = 200) String> aliases)
      implements UserRequest {}

  public record SelfIdentityView(
      String selfNodeId,
      @Schema(description = "The aliases newly attached to the self node (their text).")
          List<String> primaryAliasesSeeded,
      @Schema(
              description =
                  "Names left off (or taken off) the self node because another person of the user"
                      + " carries them as label or alias.")
          int removedAmbiguousAliases) {}

  public record QueryGraphRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "100") @Min(1) @Max(10_000) Integer maxNodes,
      Set<NodeType> nodeTypes,
      @Schema(
              description =
                  "With a query: up to five similar seeds expanded hop by hop. An empty or blank"
                      + " query is no query (the initial read), as in the original.")
          @Size(max = 10_000)
          String query)
      implements UserRequest {}

  // ---- responses ----

  public record NodeBrief(String id, String nodeType, String label, String description) {}

  public record NodeDetail(
      String id,
      String nodeType,
      String label,
      String description,
      String createdAt,
      boolean isUserSelf,
      List<String> sourceIds,
      List<AliasBrief> aliases) {}

  public record AliasBrief(String id, String aliasText, String createdAt) {}

  @Schema(description = "A claim with its endpoints' labels (NodeClaim plus lifecycle fields).")
  public record NodeClaim(
      String id,
      String userId,
      String subjectNodeId,
      String objectNodeId,
      String objectValue,
      String predicate,
      String statement,
      String description,
      String subjectLabel,
      String objectLabel,
      String sourceId,
      String scope,
      String assertedByKind,
      String assertedByNodeId,
      String status,
      String statedAt,
      String validFrom,
      String validTo,
      String recordedAt,
      String expiredAt,
      String supersededByClaimId,
      String supersessionRelation,
      String contradictedByClaimId,
      @Schema(description = "When the claim was recorded (as recordedAt).") String createdAt,
      @Schema(description = "Its last lifecycle change: expiredAt, else recordedAt.")
          String updatedAt) {}

  public record NodeWithClaims(NodeDetail node, List<NodeClaim> claims) {}

  public record NodeCreated(NodeBrief node, List<String> initialClaimIds) {}

  public record NodeChanged(NodeBrief node) {}

  public record AffectedClaims(int cascadeDeleted, int assertedByCleared) {}

  public record NodeDeleted(boolean deleted, AffectedClaims affectedClaims) {}

  public record Deleted(boolean deleted) {}

  public record BatchDeleted(boolean deleted, int count) {}

  public record Summary(@Schema(description = "A proposal, not saved.") String summary) {}

  public record NodeSource(String sourceId, String type, String timestamp) {}

  public record NodeSources(List<NodeSource> sources) {}

  public record ClaimHistory(List<NodeClaim> claims) {}

  public record NodeProfile(String nodeId, Map<String, List<NodeClaim>> profile) {}

  public record ClaimView(NodeClaim claim) {}

  public record Alias(
      String id,
      String userId,
      @Schema(
              description = "The partition of the aliased node (null for legacy rows).",
              nullable = true)
          String partitionKey,
      String aliasText,
      String normalizedAliasText,
      String canonicalNodeId,
      String createdAt) {}

  public record AliasView(Alias alias) {}

  public record AliasList(List<Alias> aliases) {}

  public record SelfAliases(List<String> aliases) {}

  public record GraphClaim(
      String id,
      String subject,
      @Schema(description = "The object node id (attribute claims are not edges and are left out).")
          String object,
      String predicate,
      String statement,
      String description,
      String sourceId,
      String scope,
      String assertedByKind,
      String assertedByNodeId,
      String statedAt,
      String status) {}

  public record Subgraph(List<NodeBrief> nodes, List<GraphClaim> claims) {}
}
