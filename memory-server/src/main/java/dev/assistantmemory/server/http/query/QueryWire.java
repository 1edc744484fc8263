package dev.assistantmemory.server.http.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.assistantmemory.core.retrieve.SearchTrace;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Set;

/** Request and response of {@code POST /query/search} (CONTRACT.md section 5). */
public final class QueryWire {
  private QueryWire() {}

  public record SearchMemoryRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "What to recall, in the user's words.")
          @NotNull
          @Size(min = 1, max = 10_000)
          String query,
      @Schema(defaultValue = "10") @Min(1) @Max(50) Integer limit,
      @Schema(description = "Node types to leave out; default [AssistantDream, Temporal].")
          Set<NodeType> excludeNodeTypes,
      @Size(min = 1, max = 500) String conversationId,
      @Schema(description = "Adds a timing trace of the ranking.", defaultValue = "false")
          Boolean includeTrace,
      @Schema(description = "Replay memory as it was at this instant.") @WireDatetime String asOf)
      implements UserRequest {}

  @Schema(
      description =
          "searchResults keeps the contract's closed union (similarNodes, similarClaims,"
              + " connections); source-chunk hits (the verbatim evidence) travel in sourceChunks.")
  public record SearchView(
      String query,
      @Schema(description = "The evidence block to place in the model's context.")
          String formattedResult,
      List<SearchResultItem> searchResults,
      List<SourceChunkResult> sourceChunks,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "With includeTrace: lane sizes and milliseconds per stage.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          SearchTrace trace,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(description = DEGRADED, requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String degraded) {}

  /** What {@code degraded} means, on every search response that carries it. */
  public static final String DEGRADED =
      "Present only when the ranking is degraded:"
          + " LEXICAL_ONLY_EMBEDDER_UNAVAILABLE means the configured embedder did not"
          + " answer and the hits come from the lexical lane alone.";

  /** What a hit's {@code confidence} means (docs/api.md, "Scores and confidence"). */
  public static final String CONFIDENCE =
      "Calibrated 0..1, comparable across queries (unlike relevance_score, which is relative to"
          + " this response): the estimated probability that the hit is evidence for the query,"
          + " from the query-hit cosine similarity and the share of the query's words it holds."
          + " Under 0.15 for the top hit: the memory probably does not hold the answer.";

  /** One item of the contract's union. */
  public sealed interface SearchResultItem
      permits SimilarNodeResult, SimilarClaimResult, ConnectionResult {}

  public record SimilarNodeResult(
      @Schema(allowableValues = "similarNodes") String group,
      SimilarNode item,
      @JsonProperty("relevance_score") double relevanceScore,
      @Schema(description = CONFIDENCE) double confidence)
      implements SearchResultItem {}

  public record SimilarClaimResult(
      @Schema(allowableValues = "similarClaims") String group,
      SimilarClaim item,
      @JsonProperty("relevance_score") double relevanceScore,
      @Schema(description = CONFIDENCE) double confidence)
      implements SearchResultItem {}

  public record ConnectionResult(
      @Schema(allowableValues = "connections") String group,
      Connection item,
      @JsonProperty("relevance_score") double relevanceScore,
      @Schema(description = CONFIDENCE) double confidence)
      implements SearchResultItem {}

  public record SourceChunkResult(
      @Schema(allowableValues = "sourceChunks") String group,
      SourceChunk item,
      @JsonProperty("relevance_score") double relevanceScore,
      @Schema(description = CONFIDENCE) double confidence) {}

  public record SimilarNode(
      String id,
      String type,
      String timestamp,
      String label,
      String description,
      double similarity) {}

  public record SimilarClaim(
      String id,
      String subjectNodeId,
      String objectNodeId,
      String objectValue,
      String subjectLabel,
      String objectLabel,
      String predicate,
      String statement,
      String description,
      String sourceId,
      String scope,
      String assertedByKind,
      String assertedByNodeId,
      String status,
      String statedAt,
      double similarity,
      String timestamp) {}

  public record Connection(
      String id,
      String type,
      String timestamp,
      String label,
      String description,
      String claimId,
      String claimSubjectId,
      String claimObjectId,
      String predicate,
      String statement,
      String scope,
      String assertedByKind,
      String subjectLabel,
      String objectLabel) {}

  @Schema(
      description =
          "A verbatim excerpt of a stored source. Conversation messages fill messageId,"
              + " conversationId, conversationSourceId, role and speaker; documents fill"
              + " documentId and title; the others are null.")
  public record SourceChunk(
      String id,
      String sourceId,
      String sourceType,
      String externalId,
      String messageId,
      String conversationId,
      String conversationSourceId,
      String role,
      String speaker,
      String documentId,
      String title,
      String partitionKey,
      String scope,
      String timestamp,
      String excerpt,
      Scores scores) {}

  public record Scores(double fused, double lexical, double vector, double adjacency) {}
}
