package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.server.RankedTurns.Conversation;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The question's date against the messages' dates ({@code RankingConfig.Extras#dateWeight}) end to
 * end through {@code SearchService} on a real SQLite file and index: two conversations about
 * paintings, in May and in October. The May turn matches the question's words best; the question
 * names the October day, and with the stage the October turn (dated that day, read from the store)
 * passes it. A question naming no date keeps its order; a month names the whole month; a day
 * outside the window (more than a week before the message) lifts nothing.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QuestionDatesIT {
  static final String ALICE = "alice-dates";

  // The lexical lane alone, without the neighbour bonus and the default's later stages.
  private static final RankingConfig LEXICAL = RankedTurns.LEXICAL.withQuestionDates(0, 0);

  private final RankedTurns ranked;

  QuestionDatesIT(TestServer server) {
    this.ranked = new RankedTurns(server, ALICE);
  }

  @BeforeAll
  void ingest() {
    Instant may = Instant.parse("2023-05-08T13:56:00Z");
    Instant october = Instant.parse("2023-10-13T19:30:00Z");
    List<MessageInput> spring =
        List.of(
            new MessageInput(
                "may-painting", "Look at my new painting of a lake!", "user", "Alice", may));
    List<MessageInput> autumn =
        List.of(
            new MessageInput(
                "oct-painting",
                "Here is a painting I did last week, inspired by the sunsets on the coast; the"
                    + " colours make me feel calm and I have been at it every evening since then.",
                "user",
                "Alice",
                october));
    ranked.ingest(
        new Conversation("spring", spring),
        new Conversation("autumn", autumn),
        new Conversation("other", RankedTurns.smallTalk(40, may.plusSeconds(86_400L * 30))));
  }

  private List<String> turns(String question, RankingConfig cfg) {
    return ranked.turns(question, cfg);
  }

  @Test
  void theTurnOfTheNamedDayPassesTheBetterWordMatch() {
    String q = "What painting did Alice show on October 13, 2023?";
    List<String> plain = turns(q, LEXICAL);
    assertThat(plain.indexOf("may-painting")).isLessThan(plain.indexOf("oct-painting"));

    List<String> dated = turns(q, LEXICAL.withQuestionDates(0.5, 50));
    assertThat(dated.get(0)).isEqualTo("oct-painting");
    assertThat(dated.indexOf("oct-painting")).isLessThan(dated.indexOf("may-painting"));
    // A month is the whole month.
    List<String> month = turns("What painting did Alice show in October 2023?", LEXICAL);
    assertThat(month.indexOf("may-painting")).isLessThan(month.indexOf("oct-painting"));
    assertThat(
            turns(
                    "What painting did Alice show in October 2023?",
                    LEXICAL.withQuestionDates(0.5, 50))
                .get(0))
        .isEqualTo("oct-painting");
  }

  @Test
  void aQuestionNamingNoDateOrADayOutsideTheWindowKeepsItsOrder() {
    String q = "What painting did Alice show?";
    assertThat(turns(q, LEXICAL.withQuestionDates(0.5, 50))).isEqualTo(turns(q, LEXICAL));
    String early = "What painting did Alice show on 1 October, 2023?";
    assertThat(turns(early, LEXICAL.withQuestionDates(0.5, 50))).isEqualTo(turns(early, LEXICAL));
  }
}
