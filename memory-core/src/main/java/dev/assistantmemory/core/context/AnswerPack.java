package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.NodeHit;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code /context/answer-pack} (Chain-of-Note reading): the hybrid recall's claims, source chunks
 * and node cards as memories with their validity window, confidence, provenance and source ids,
 * plus default instructions that make a model take notes, synthesise, cite, abstain when no memory
 * supports the answer and surface conflicts instead of picking silently.
 */
public final class AnswerPack {
  static final Set<String> EXCLUDED = Set.of("AssistantDream", "Temporal");

  /** The default instructions; each clause is named as the seed names it. */
  public static final String INSTRUCTIONS =
      String.join(
          "\n",
          "Answer the question from the memories below only. Work in five steps:",
          "NOTES: for each memory, note in one line what it says about the question, or that it"
              + " is irrelevant. Respect each memory's validity window (validTo null means it"
              + " still holds) and weigh its confidence.",
          "SYNTHESIS: combine the relevant notes into an answer; prefer memories that are still"
              + " valid, more confident and user-asserted over older, weaker or inferred ones.",
          "CITE: after every statement, cite the ids of the memories that support it, as"
              + " [memory id].",
          "ABSTAIN: if no memory supports an answer, say that memory does not hold it. Do not"
              + " guess or fill the gap from general knowledge.",
          "CONFLICT: if memories disagree (different values for the same fact, overlapping"
              + " validity windows), do not pick one silently: state each version with its"
              + " citation and validity, and say which is more recent.");

  private final SearchService search;
  private final MemoryStore store;
  private final Clock clock;

  public AnswerPack(SearchService search, MemoryStore store, Clock clock) {
    this.search = search;
    this.store = store;
    this.clock = clock;
  }

  /**
   * One memory. {@code kind} is claim, chunk or node; {@code validTo} null means still valid;
   * {@code assertedBy} is the claim's provenance (null for chunks and nodes); {@code citation} is
   * the marker to cite it with.
   */
  public record Memory(
      String id,
      String kind,
      String content,
      Instant validFrom,
      Instant validTo,
      double confidence,
      String assertedBy,
      List<String> sourceIds,
      String citation) {}

  /** With a token budget: what the packing used and what it left out, per kind. */
  public record Budget(int tokenBudget, int tokensUsed, List<ContextService.Omitted> omitted) {}

  public record Pack(
      String query,
      Instant asOf,
      List<Memory> memories,
      String instructions,
      Budget budget,
      String degraded) {}

  /** The tokens a memory costs a prompt: its content (one token per four characters). */
  public static int tokens(Memory m) {
    return ContextService.tokens(m.content());
  }

  /**
   * The pack for {@code query}: at most {@code limit} memories in rank order, replaying memory as
   * of {@code asOf} when given, packed whole into {@code tokenBudget} tokens when given.
   */
  public Pack build(ReadScope scope, String query, int limit, Integer tokenBudget, Instant asOf) {
    SearchResult result =
        search.search(new SearchRequest(scope, query, limit, Scope.personal, EXCLUDED, null, asOf));
    List<Memory> memories =
        store.read(
            scope.userId(),
            tx -> {
              List<Memory> out = new ArrayList<>();
              for (Hit hit : result.hits()) {
                if (out.size() >= limit) {
                  break;
                }
                if (hit instanceof ClaimHit c) {
                  ClaimRecord claim = c.claim();
                  out.add(
                      new Memory(
                          claim.id(),
                          "claim",
                          claim.statement(),
                          claim.validFrom() == null ? claim.statedAt() : claim.validFrom(),
                          claim.validTo(),
                          c.confidence(),
                          claim.assertedByKind(),
                          claim.sourceId() == null ? List.of() : List.of(claim.sourceId()),
                          cite(claim.id())));
                } else if (hit instanceof ChunkHit k) {
                  out.add(
                      new Memory(
                          k.chunkId(),
                          "chunk",
                          k.excerpt(),
                          k.timestamp(),
                          null,
                          k.confidence(),
                          null,
                          List.of(k.sourceId()),
                          cite(k.chunkId())));
                } else if (hit instanceof NodeHit n
                    && (asOf == null || !n.node().createdAt().isAfter(asOf))) {
                  // The recall's asOf replays claims and sources; a node made later was not
                  // known then either.
                  NodeRecord node = n.node();
                  String content =
                      node.description() == null || node.description().isBlank()
                          ? node.label()
                          : node.label() + ": " + node.description();
                  out.add(
                      new Memory(
                          node.id(),
                          "node",
                          content,
                          node.createdAt(),
                          node.deletedAt(),
                          n.confidence(),
                          null,
                          List.copyOf(tx.sourceIdsOfNode(scope.userId(), node.id())),
                          cite(node.id())));
                }
              }
              return out;
            });
    Budget budget = null;
    if (tokenBudget != null) {
      TokenPacker.Packed<Memory> p =
          TokenPacker.pack(memories, tokenBudget, AnswerPack::tokens, Memory::kind);
      memories = p.kept();
      budget = new Budget(p.tokenBudget(), p.tokensUsed(), p.omitted());
    }
    return new Pack(
        query,
        asOf == null ? clock.instant() : asOf,
        List.copyOf(memories),
        INSTRUCTIONS,
        budget,
        result.degraded());
  }

  private static String cite(String id) {
    return "[" + id + "]";
  }
}
