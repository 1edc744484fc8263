package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.server.RankedTurns.Conversation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The default ranking's BM25 saturation on the source chunks' lane ({@code
 * RankingConfig.Extras#bm25K1}, {@code bm25FactsOnly}) end to end on a real SQLite file and index:
 * the user's short turn that states the fact ("We adopted Max") against the assistant's long reply
 * that repeats one of the question's words six times. With the index's k1 of 1.2 the repetitions
 * win; with the default's 0.3 they saturate and the turn holding the rarer word comes first. A
 * request for suggestions keeps the index's k1.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Bm25SaturationIT {
  static final String ALICE = "alice-bm25";

  private final RankedTurns ranked;

  Bm25SaturationIT(TestServer server) {
    this.ranked = new RankedTurns(server, ALICE);
  }

  @BeforeAll
  void ingest() {
    Instant t = Instant.parse("2026-05-01T10:00:00Z");
    List<MessageInput> pets = new ArrayList<>();
    pets.add(
        new MessageInput(
            "u-adopted", "We adopted Max from the shelter in May.", "user", "Alice", t));
    pets.add(
        new MessageInput(
            "a-puppy",
            "A new puppy needs patience: feed the puppy on a schedule, walk the puppy often,"
                + " praise the puppy, and let the puppy sleep in a crate so the puppy feels safe"
                + " at night.",
            "assistant",
            "Assistant",
            t.plusSeconds(60)));
    List<MessageInput> other = new ArrayList<>(RankedTurns.smallTalk(100, t.plusSeconds(3600)));
    for (int i = 0; i < 2; i++) {
      other.add(
          new MessageInput(
              "n" + i,
              "The neighbour's puppy barked again " + i,
              "user",
              "Alice",
              t.plusSeconds(9000 + 60L * i)));
    }
    ranked.ingest(new Conversation("pets", pets), new Conversation("other", other));
  }

  private List<String> turns(String question, RankingConfig cfg) {
    return ranked.turns(question, cfg);
  }

  @Test
  void theDefaultLetsTheStatingTurnPassTheRepetitiveReply() {
    String q = "Which puppy did we adopt?";
    // The lexical lane alone, without the neighbour bonus (the two turns are neighbours).
    RankingConfig lexical = RankingConfig.DEFAULT.withWeights(1, 0).withAdjacency(0, 0);
    RankingConfig indexOwn = lexical.withBm25(0, -1);
    assertThat(turns(q, indexOwn).get(0)).isEqualTo("a-puppy");
    List<String> ranked = turns(q, lexical);
    assertThat(ranked.get(0)).isEqualTo("u-adopted");
    assertThat(ranked).contains("a-puppy");
    // The index's k1 named: the same ranking as the index's own.
    assertThat(turns(q, lexical.withBm25(1.2, 0.75))).isEqualTo(turns(q, indexOwn));
  }

  @Test
  void aRequestForSuggestionsKeepsTheIndexsK1() {
    String q = "We adopted a puppy: any tips for the first week?";
    RankingConfig lexical = RankingConfig.DEFAULT.withWeights(1, 0).withAdjacency(0, 0);
    assertThat(turns(q, lexical)).isEqualTo(turns(q, lexical.withBm25(0, -1)));
    // Without the gate the same words would rank by the saturated k1.
    assertThat(turns(q, lexical.withBm25(0.3, -1, false))).isNotEqualTo(turns(q, lexical));
  }
}
