package dev.assistantmemory.server.http.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.context.AnswerPack;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.query.QueryWire;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.Wire;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * {@code POST /context/answer-pack} (Chain-of-Note reading): recalled memories with validity,
 * confidence, provenance and sources, plus default instructions with abstain and conflict clauses.
 */
public final class AnswerPackRoutes implements RouteModule {
  private final AnswerPack packs;

  public AnswerPackRoutes(AnswerPack packs) {
    this.packs = packs;
  }

  public record AnswerPackRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 10_000) String query,
      @Schema(defaultValue = "10") @Min(1) @Max(50) Integer limit,
      @Schema(
              description =
                  "Pack the memories into about this many tokens (4 characters of content each):"
                      + " most relevant first, whole or not at all; what is left out is reported"
                      + " in budget.")
          @Min(1)
          @Max(1_000_000)
          Integer tokenBudget,
      @Schema(description = "Replay memory as it was at this instant.") @WireDatetime String asOf)
      implements UserRequest {}

  public record MemoryView(
      String id,
      @Schema(allowableValues = {"claim", "chunk", "node"}) String kind,
      String content,
      @Schema(description = "When it began to hold (a chunk: when it was said or written).")
          String validFrom,
      @Schema(description = "When it stopped holding; null: still valid.") String validTo,
      @Schema(description = QueryWire.CONFIDENCE) double confidence,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description =
                  "A claim's provenance (user, user_confirmed, participant, document_author,"
                      + " system);"
                      + " absent for chunks and nodes.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String assertedBy,
      List<String> sourceIds,
      @Schema(description = "The marker to cite this memory with: [id].") String citation) {}

  public record AnswerPackView(
      String query,
      @Schema(description = "The instant memory was read at: asOf, else now.") String asOf,
      List<MemoryView> memories,
      @Schema(
              description =
                  "Default Chain-of-Note prompt: NOTES, SYNTHESIS, CITE, ABSTAIN, CONFLICT.")
          String instructions,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description =
                  "With tokenBudget: what the packing used and left out, per memory kind.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          ContextRoutes.BudgetView budget,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(description = QueryWire.DEGRADED, requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String degraded) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
                "/context/answer-pack",
                "query",
                "Memories for answering a question, with default abstain and conflict instructions",
                AnswerPackRequest.class,
                AnswerPackView.class,
                this::pack)
            .describe(
                "The hybrid recall's claims, source chunks and node cards as memories (validity"
                    + " window, confidence, provenance, source ids, citation marker), plus a"
                    + " Chain-of-Note prompt: notes, synthesis, citations, abstain when no memory"
                    + " supports the answer, surface conflicting memories."));
  }

  private AnswerPackView pack(AnswerPackRequest req, Call call) {
    AnswerPack.Pack p =
        packs.build(
            call.scope(req),
            req.query(),
            req.limit() == null ? 10 : req.limit(),
            req.tokenBudget(),
            Wire.instant(req.asOf()));
    return new AnswerPackView(
        p.query(),
        WireTime.format(p.asOf()),
        p.memories().stream()
            .map(
                m ->
                    new MemoryView(
                        m.id(),
                        m.kind(),
                        m.content(),
                        m.validFrom() == null ? null : WireTime.format(m.validFrom()),
                        m.validTo() == null ? null : WireTime.format(m.validTo()),
                        m.confidence(),
                        m.assertedBy(),
                        m.sourceIds(),
                        m.citation()))
            .toList(),
        p.instructions(),
        p.budget() == null
            ? null
            : new ContextRoutes.BudgetView(
                p.budget().tokenBudget(),
                p.budget().tokensUsed(),
                p.budget().omitted().stream()
                    .map(o -> new ContextRoutes.OmittedView(o.kind(), o.items(), o.tokens()))
                    .toList()),
        p.degraded());
  }
}
