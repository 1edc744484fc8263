package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The role stage ({@code RankingConfig.Extras#roleWeight}) end to end on a real SQLite file and
 * index: a first-person question finds the user's own short turn above the assistant's reply that
 * repeats its words, and a question about the assistant's words finds the reply.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RoleRankingIT {
  private final TestServer server;
  static final String U = "role-user";

  RoleRankingIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    Instant t = Instant.parse("2026-05-01T10:00:00Z");
    var receipt =
        server
            .app()
            .ingest()
            .ingestConversation(
                new ConversationIngest(
                    U,
                    null,
                    "trip-chat",
                    List.of(
                        new MessageInput(
                            "m1", "I took the night train to Vienna last week.", "user", null, t),
                        new MessageInput(
                            "m2",
                            "Night trains to Vienna are a lovely way to travel. For your next train"
                                + " trip to Vienna, book the train early: night train tickets to"
                                + " Vienna sell out, and a train sleeper to Vienna is cheaper"
                                + " than a hotel.",
                            "assistant",
                            null,
                            t.plusSeconds(30)))));
    server.awaitProcessed(U, receipt.ingestionOperationId());
  }

  private String firstRole(String question, RankingConfig cfg) {
    float[] vector = server.app().embedder().embed(List.of(question)).get(0);
    return server.chunkHits(U, question, cfg, vector).get(0).role();
  }

  @Test
  void aFirstPersonQuestionFindsTheUsersTurnFirstOnlyWithTheRoleStage() {
    String q = "Which train did I take to Vienna?";
    assertThat(firstRole(q, RankingConfig.DEFAULT)).isEqualTo("assistant");
    assertThat(firstRole(q, RankingConfig.DEFAULT.withRoleWeight(0.8))).isEqualTo("user");
  }

  @Test
  void aQuestionAboutTheAssistantsWordsKeepsTheReplyFirst() {
    String q = "Remind me what you said about booking the train to Vienna?";
    assertThat(firstRole(q, RankingConfig.DEFAULT.withRoleWeight(0.8))).isEqualTo("assistant");
  }

  @Test
  void withinItsSessionsPlacesTheRoleStageStillLiftsTheUsersTurnAboveItsOwnSessionsReply() {
    String q = "Which train did I take to Vienna?";
    assertThat(firstRole(q, RankingConfig.DEFAULT.withRoleWithinSessions(0.8))).isEqualTo("user");
  }

  @Test
  void vectorFeedbackReadsTheIndexsOwnVectorsAndStillFindsBothTurns() {
    String q = "Which train did I take to Vienna?";
    float[] vector = server.app().embedder().embed(List.of(q)).get(0);
    for (RankingConfig cfg :
        List.of(
            RankingConfig.DEFAULT.withPrf(3, 0.5, 0.5), RankingConfig.DEFAULT.withPrf(3, 0.5, 0))) {
      var hits = server.chunkHits(U, q, cfg, vector).stream().map(ChunkHit::role).toList();
      assertThat(hits).containsExactlyInAnyOrder("user", "assistant");
    }
  }
}
