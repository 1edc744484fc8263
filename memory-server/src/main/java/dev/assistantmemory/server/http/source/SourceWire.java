package dev.assistantmemory.server.http.source;

import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.graph.GraphWire.NodeClaim;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingReceipt;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Requests and responses of the source read routes (CONTRACT.md 4.7). */
public final class SourceWire {
  private SourceWire() {}

  public record ListRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Only this listable type.") ListableSourceType type,
      @Schema(defaultValue = "50") @Min(1) @Max(200) Integer limit,
      @Schema(description = "nextCursor of the previous page (opaque).") @Size(min = 1, max = 500)
          String cursor)
      implements UserRequest {}

  public record GetRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String sourceId,
      @Schema(description = "Also return the stored text and, for conversations, the messages.")
          Boolean includeContent)
      implements UserRequest {}

  public record NodesRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 100) List<@ObjectId String> sourceIds,
      @Schema(description = "Only these node types; default drops AssistantDream, Atlas, Temporal.")
          List<@NotNull NodeType> nodeTypes,
      @Schema(defaultValue = "true") Boolean includeClaims,
      @Schema(defaultValue = "200") @Min(1) @Max(500) Integer limit,
      @Size(min = 1, max = 500) String cursor)
      implements UserRequest {}

  @Schema(description = "A stored source as listings show it.")
  public record SourceSummary(
      String sourceId,
      @Schema(nullable = true) String partitionKey,
      int version,
      String type,
      @Schema(nullable = true) String title,
      @Schema(nullable = true) String author,
      @Schema(allowableValues = {"pending", "processing", "completed", "failed", "summarized"})
          String status,
      String scope,
      @Schema(description = "The source's effective date.") String ingestedAt,
      @Schema(description = "When it was written.") String receivedAt,
      int nodeCount,
      @Schema(nullable = true) JsonNode sourceContext) {}

  public record SourceList(
      List<SourceSummary> sources, @Schema(nullable = true) String nextCursor) {}

  public record Content(
      String text, @Schema(allowableValues = {"text", "markdown"}) String format) {}

  public record ConversationMessage(
      String sourceId,
      @Schema(nullable = true) String speaker,
      @Schema(nullable = true) String speakerNodeId,
      String role,
      String timestamp,
      String text) {}

  public record ConversationContent(
      @Schema(nullable = true) String sourceKind, List<ConversationMessage> messages) {}

  @Schema(description = "SourceSummary plus the latest receipt and, when asked, the content.")
  public record SourceDetail(
      String sourceId,
      @Schema(nullable = true) String partitionKey,
      int version,
      String type,
      @Schema(nullable = true) String title,
      @Schema(nullable = true) String author,
      String status,
      String scope,
      String ingestedAt,
      String receivedAt,
      int nodeCount,
      @Schema(nullable = true) JsonNode sourceContext,
      @Schema(nullable = true) ProcessingReceipt processing,
      @Schema(description = "With includeContent; never binary.", nullable = true) Content content,
      @Schema(nullable = true) ConversationContent conversation) {}

  public record SourceView(SourceDetail source) {}

  public record SourceNode(
      String id,
      String nodeType,
      @Schema(nullable = true) String label,
      @Schema(nullable = true) String description,
      String createdAt,
      @Schema(description = "The requested sourceIds this node is linked to.")
          List<String> sourceIds,
      String scope) {}

  public record SourceNodes(
      List<SourceNode> nodes, List<NodeClaim> claims, @Schema(nullable = true) String nextCursor) {}
}
