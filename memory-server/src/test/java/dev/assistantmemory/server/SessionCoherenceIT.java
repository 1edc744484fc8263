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
 * The session coherence stage ({@code RankingConfig.Extras#coherenceWeight}) end to end through
 * {@code SearchService} on a real SQLite file and index: a short passing mention of pottery alone
 * in its conversation against the turn that states the course, whose conversation also holds the
 * turn about when the classes start. Without the stage the short mention ranks first (BM25 favours
 * the shorter turn); with it the stated course passes it, lent a share of its session's other
 * strong turn. A question that gathers evidence over sessions is left as it was when the stage is
 * for questions about one fact only.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SessionCoherenceIT {
  static final String ALICE = "alice-coherence";

  // The lexical lane alone, without the neighbour bonus (the course turns are two apart) and
  // without the default's own coherence and speaker stages.
  private static final RankingConfig LEXICAL = RankedTurns.LEXICAL;

  private final RankedTurns ranked;

  SessionCoherenceIT(TestServer server) {
    this.ranked = new RankedTurns(server, ALICE);
  }

  @BeforeAll
  void ingest() {
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
    List<MessageInput> other = new ArrayList<>(RankedTurns.smallTalk(60, t.plusSeconds(7200)));
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
    ranked.ingest(
        new Conversation("mention", mention),
        new Conversation("course", course),
        new Conversation("other", other));
  }

  private List<String> turns(String question, RankingConfig cfg) {
    return ranked.turns(question, cfg);
  }

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
