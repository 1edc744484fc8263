package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The named speaker's own lanes ({@code RankingConfig.Extras#speakerLaneShare}, {@code
 * SpeakerLanes}) end to end on a real SQLite file, Lucene index and embedding model. Alice's
 * conversation between Caroline and Melanie: Caroline's turns echo the question's words, Melanie's
 * own turn (the answer) says one of them; the lanes over Melanie's own turns lift it. The lanes
 * read inside the caller's filter only: Melanie's turns in Alice's work partition, and another
 * user's Melanie, who both match the question better than anything in Alice's personal memory,
 * never come back.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SpeakerLanesIT {
  static final String ALICE = "alice-speaker-lanes";
  static final String BOB = "bob-speaker-lanes";
  static final String QUESTION = "What activities does Melanie enjoy with her kids?";

  /**
   * The default without the date stage and without the speaker stage (which lifts the named
   * person's turns among the first candidates by itself), with and without the lanes (at their
   * largest share).
   */
  private static final RankingConfig WITHOUT =
      RankingConfig.DEFAULT
          .withQuestionDates(0, 0)
          .withSpeakerWeight(0, false)
          .withSpeakerLanes(0, false);

  private static final RankingConfig WITH = WITHOUT.withSpeakerLanes(1, false);

  private final TestServer server;

  SpeakerLanesIT(TestServer server) {
    this.server = server;
  }

  private static MessageInput turn(String id, String speaker, String text, Instant t) {
    return new MessageInput(id, text, "user", speaker, t);
  }

  @BeforeAll
  void ingest() {
    Instant t = Instant.parse("2023-05-08T13:56:00Z");
    List<MessageInput> chat = new ArrayList<>();
    chat.add(turn("m0", "Melanie", "Hi Caroline, long time no see!", t));
    chat.add(
        turn(
            "c1",
            "Caroline",
            "What activities do you enjoy with your kids? Kids activities are so much fun.",
            t.plusSeconds(60)));
    chat.add(
        turn(
            "m2",
            "Melanie",
            "We went swimming at the lake with the kids and roasted marshmallows.",
            t.plusSeconds(120)));
    chat.add(
        turn(
            "c3",
            "Caroline",
            "I enjoy activities with kids too, my favourite activities are with kids!",
            t.plusSeconds(180)));
    new RankedTurns(server, ALICE)
        .ingest(
            new RankedTurns.Conversation("chat", chat),
            new RankedTurns.Conversation("other", RankedTurns.smallTalk(6, t.plusSeconds(600))));
    // Melanie in Alice's work partition, and Bob's own Melanie: each says the question's words.
    String echo =
        "The activities I enjoy with my kids: activities like swimming, my kids enjoy them.";
    var work =
        server
            .app()
            .ingest()
            .ingestConversation(
                new ConversationIngest(
                    ALICE, "memory:work", "work-chat", List.of(turn("w1", "Melanie", echo, t))));
    server.awaitProcessed(ALICE, work.ingestionOperationId());
    new RankedTurns(server, BOB)
        .ingest(
            new RankedTurns.Conversation(
                "bob-chat", List.of(turn("b1", "Melanie Stone", echo, t))));
  }

  private List<String> turns(String user, String partition, RankingConfig cfg) {
    SearchRequest req =
        new SearchRequest(
            ReadScope.of(user, partition, AccessScope.partition),
            QUESTION,
            10,
            Scope.personal,
            Set.of(),
            null);
    float[] vector =
        server
            .app()
            .embedder()
            .embed(List.of(server.app().search().embeddedQuery(req, cfg)))
            .get(0);
    return server.app().search().search(req, cfg, vector).hits().stream()
        .filter(ChunkHit.class::isInstance)
        .map(h -> ((ChunkHit) h).externalId())
        .toList();
  }

  @Test
  void theNamedSpeakersOwnTurnRanksHigherWithHerLanes() {
    List<String> without = turns(ALICE, null, WITHOUT);
    List<String> with = turns(ALICE, null, WITH);
    assertThat(with).as("with the lanes: %s", with).contains("m2");
    assertThat(with.indexOf("m2"))
        .as("with %s, without %s", with, without)
        .isLessThan(without.contains("m2") ? without.indexOf("m2") : Integer.MAX_VALUE);
  }

  @Test
  void anotherPartitionsTurnsNeverComeBackThroughTheLanes() {
    assertThat(turns(ALICE, null, WITH)).doesNotContain("w1", "b1");
    // A read of the work partition does find its Melanie: the lanes act there, inside that read.
    assertThat(turns(ALICE, "memory:work", WITH)).contains("w1").doesNotContain("b1", "m2");
  }

  @Test
  void anotherUsersMemoryNeverComesBackThroughTheLanes() {
    assertThat(turns(ALICE, null, WITH)).doesNotContain("b1");
    List<String> bob = turns(BOB, null, WITH);
    assertThat(bob).contains("b1").doesNotContain("m0", "c1", "m2", "c3", "w1");
  }
}
