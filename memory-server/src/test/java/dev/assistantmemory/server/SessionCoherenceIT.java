package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The session coherence stage ({@code RankingConfig.Extras#coherenceWeight}) end to end through
 * {@code SearchService} on a real SQLite file and index: a short passing mention of pottery alone
 * in its conversation against the turn that states the course, whose conversation also holds the
 * turn about when the classes start. Without the stage the short mention ranks first (BM25 favours
 * the shorter turn); with it the stated course passes it, lent a share of its session's other
 * strong turn. A question that gathers evidence over sessions is left as it was when the stage is
 * for questions about one fact only.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SessionCoherenceIT {
  @TempDir static Path dir;
  TestServer server;
  static final String ALICE = "alice-coherence";

  @BeforeAll
  void start() {
    server = new TestServer(dir);
    Instant t = Instant.parse("2026-05-01T10:00:00Z");
    List<MessageInput> mention =
        List.of(new MessageInput("m-pottery", "Pottery again, Bob?", "user", "Alice", t));
    List<MessageInput> course =
        List.of(
            new MessageInput(
                "c-course",
                "I signed up for a pottery course at the community centre last week.",
                "user",
                "Alice",
                t.plusSeconds(3600)),
            new MessageInput(
                "c-reply",
                "That sounds lovely, I hope you enjoy it a lot.",
                "assistant",
                "Assistant",
                t.plusSeconds(3660)),
            new MessageInput(
                "c-start",
                "The classes start on Tuesday evening.",
                "user",
                "Alice",
                t.plusSeconds(3720)));
    List<MessageInput> other = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      other.add(
          new MessageInput(
              "o" + i,
              "Some other talk about cooking dinner and the weather today " + i,
              i % 2 == 0 ? "user" : "assistant",
              i % 2 == 0 ? "Alice" : "Assistant",
              t.plusSeconds(7200 + 60L * i)));
    }
    for (int i = 0; i < 2; i++) {
      other.add(
          new MessageInput(
              "s" + i,
              "We will start cooking dinner early tonight because the weather is getting colder"
                  + " and everyone in the house is hungry after the long walk "
                  + i,
              "user",
              "Alice",
              t.plusSeconds(20000 + 60L * i)));
    }
    var ops = new ArrayList<String>();
    for (var c :
        List.of(
            new ConversationIngest(ALICE, null, "mention", mention),
            new ConversationIngest(ALICE, null, "course", course),
            new ConversationIngest(ALICE, null, "other", other))) {
      ops.add(server.app().ingest().ingestConversation(c).ingestionOperationId());
    }
    ops.forEach(op -> server.awaitProcessed(ALICE, op));
  }

  @AfterAll
  void stop() {
    server.close();
  }

  private List<String> turns(String question, RankingConfig cfg) {
    return server.chunkHits(ALICE, question, cfg, null).stream().map(ChunkHit::externalId).toList();
  }

  // The lexical lane alone, without the neighbour bonus (the course turns are two apart) and
  // without the default's own coherence and speaker stages.
  private static final RankingConfig LEXICAL =
      RankingConfig.DEFAULT
          .withWeights(1, 0)
          .withAdjacency(0, 0)
          .withCoherence(0, 0, false)
          .withSpeakerWeight(0, false);

  @Test
  void theTurnWhoseSessionHoldsAnotherStrongTurnPassesTheLoneMention() {
    String q = "When do the pottery classes start?";
    List<String> plain = turns(q, LEXICAL);
    assertThat(plain.get(0)).isEqualTo("c-start");
    assertThat(plain.indexOf("m-pottery")).isLessThan(plain.indexOf("c-course"));

    List<String> coherent = turns(q, LEXICAL.withCoherence(0.5, 30, true));
    assertThat(coherent.get(0)).isEqualTo("c-start");
    assertThat(coherent.indexOf("c-course")).isLessThan(coherent.indexOf("m-pottery"));
  }

  @Test
  void aQuestionGatheringEvidenceKeepsItsOrderWhenTheStageIsForFactsOnly() {
    String q = "Have the pottery classes started?";
    assertThat(turns(q, LEXICAL.withCoherence(0.5, 30, true))).isEqualTo(turns(q, LEXICAL));
    assertThat(turns(q, LEXICAL.withCoherence(0.5, 30, false))).isNotEqualTo(turns(q, LEXICAL));
  }
}
