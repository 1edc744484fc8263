package dev.assistantmemory.server;

import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.QuerySpeakers;
import dev.assistantmemory.core.retrieve.RankingConfig;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The set-up of the ranking ITs: one user's conversations ingested straight through the service,
 * and the order a ranking gives their turns.
 */
final class RankedTurns {
  /**
   * The lexical lane alone over the whole question, without the neighbour bonus and the default's
   * coherence and speaker stages.
   */
  static final RankingConfig LEXICAL =
      RankingConfig.DEFAULT
          .withWeights(1, 0)
          .withAdjacency(0, 0)
          .withCoherence(0, 0, false)
          .withSpeakerWeight(0, false)
          .withSpeakerNamesOut(QuerySpeakers.Out.KEEP);

  private final TestServer server;
  private final String userId;

  RankedTurns(TestServer server, String userId) {
    this.server = server;
    this.userId = userId;
  }

  /** A conversation of the user's: its external id and its turns. */
  record Conversation(String externalId, List<MessageInput> turns) {}

  /** Ingests the conversations in order, then waits until every one is searchable. */
  void ingest(Conversation... conversations) {
    List<String> operations = new ArrayList<>();
    for (Conversation c : conversations) {
      operations.add(
          server
              .app()
              .ingest()
              .ingestConversation(new ConversationIngest(userId, null, c.externalId(), c.turns()))
              .ingestionOperationId());
    }
    operations.forEach(op -> server.awaitProcessed(userId, op));
  }

  /** The external ids of the turns a search of {@code question} ranks, best first. */
  List<String> turns(String question, RankingConfig cfg) {
    return server.chunkHits(userId, question, cfg, null).stream()
        .map(ChunkHit::externalId)
        .toList();
  }

  /**
   * {@code count} turns of small talk ({@code o0}, {@code o1}, ...) a minute apart from {@code
   * start}, Alice and the assistant in turn: words many turns share, so the ones a test is about
   * stand out.
   */
  static List<MessageInput> smallTalk(int count, Instant start) {
    List<MessageInput> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(
          new MessageInput(
              "o" + i,
              "Some other talk about cooking dinner and the weather today " + i,
              i % 2 == 0 ? "user" : "assistant",
              i % 2 == 0 ? "Alice" : "Assistant",
              start.plusSeconds(60L * i)));
    }
    return out;
  }
}
