package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The slice-statistics stage ({@code RankingConfig.Extras#sliceStatistics}) end to end on a real
 * SQLite file and index shared by two users: Alice's turns name Caroline, whom she talks with, and
 * one of them is about pottery; Bob talks about pottery all the time. Over the shared index
 * "Caroline" is the rare word and decides Alice's ranking; within her own memory it is everywhere,
 * and the pottery turn is the one that matches.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SliceStatisticsIT {
  private final TestServer server;
  static final String ALICE = "alice-slice";
  static final String BOB = "bob-slice";

  SliceStatisticsIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    Instant t = Instant.parse("2026-05-01T10:00:00Z");
    List<MessageInput> alice = new ArrayList<>();
    String[] days = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    for (int i = 0; i < days.length; i++) {
      alice.add(
          new MessageInput(
              "a" + i,
              "Thanks Caroline, see you on " + days[i] + "!",
              "user",
              "Alice",
              t.plusSeconds(60L * i)));
    }
    alice.add(
        new MessageInput(
            "a-bowl",
            "I glazed my first pottery bowl at last.",
            "user",
            "Alice",
            t.plusSeconds(600)));
    List<MessageInput> bob = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      bob.add(
          new MessageInput(
              "b" + i,
              "Pottery class " + i + ": centring the clay on the pottery wheel.",
              "user",
              "Bob",
              t.plusSeconds(60L * i)));
    }
    var a =
        server
            .app()
            .ingest()
            .ingestConversation(new ConversationIngest(ALICE, null, "chat", alice));
    var b =
        server.app().ingest().ingestConversation(new ConversationIngest(BOB, null, "chat", bob));
    server.awaitProcessed(ALICE, a.ingestionOperationId());
    server.awaitProcessed(BOB, b.ingestionOperationId());
  }

  private List<String> aliceTurns(String question, RankingConfig cfg) {
    return server.chunkHits(ALICE, question, cfg, null).stream().map(ChunkHit::externalId).toList();
  }

  @Test
  void theCallersOwnStatisticsFindThePotteryTurnFirst() {
    String q = "What did Caroline hear about my pottery?";
    // The lexical lane alone: the stage changes only its term weights.
    RankingConfig lexical = RankingConfig.DEFAULT.withWeights(1, 0);
    assertThat(aliceTurns(q, lexical).get(0)).isNotEqualTo("a-bowl");
    List<String> sliced = aliceTurns(q, lexical.withSliceStatistics(true));
    assertThat(sliced.get(0)).isEqualTo("a-bowl");
    // Bob's turns stay out either way.
    assertThat(sliced).allMatch(id -> id.startsWith("a"));
  }
}
