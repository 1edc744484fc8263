package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.QuerySpeakers;
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
 * The speakers' first names out of the embedded question ({@code
 * RankingConfig.Extras#speakerNamesOut}, {@code QuerySpeakers}) end to end on a real SQLite file,
 * Lucene index and embedding model: Alice's conversation between Caroline and Melanie, where
 * Melanie's turns say "Caroline" and Caroline's own turn (the answer) never does. Without the name
 * the query vector finds Caroline's turn higher. The names come from the index's speaker terms
 * within the caller's read scope only: a name that speaks only in another user's memory, or in
 * another partition of Alice's, stays in her question.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SpeakerNamesOutIT {
  static final String ALICE = "alice-speakers";
  static final String BOB = "bob-speakers";

  private static final RankingConfig VECTOR =
      RankedTurns.LEXICAL.withWeights(0, 1).withQuestionDates(0, 0);
  private static final RankingConfig NAMES_OUT =
      VECTOR.withSpeakerNamesOut(QuerySpeakers.Out.VECTOR);

  private final TestServer server;

  SpeakerNamesOutIT(TestServer server) {
    this.server = server;
  }

  private static MessageInput turn(String id, String speaker, String text, Instant t) {
    return new MessageInput(id, text, "user", speaker, t);
  }

  @BeforeAll
  void ingest() {
    Instant t = Instant.parse("2023-05-08T13:56:00Z");
    // Each chunk starts with its speaker's name ("Caroline: I knit ..."). With the name in the
    // query vector, Melanie's turn that says "Caroline" twice is nearer than Caroline's answer
    // (cosine 0.498 against 0.477 with all-MiniLM-L6-v2); without it the answer is first (0.173
    // against 0.129 and below).
    List<MessageInput> chat = new ArrayList<>();
    chat.add(turn("m0", "Melanie", "Caroline! Caroline, hi!", t));
    chat.add(
        turn("c1", "Caroline", "I knit scarves and sell them at the market.", t.plusSeconds(60)));
    chat.add(turn("m2", "Melanie", "Wow, Caroline, that looks awesome!", t.plusSeconds(120)));
    chat.add(turn("m3", "Melanie", "Caroline, you are so talented, Caroline!", t.plusSeconds(180)));
    chat.add(turn("c4", "Caroline", "Thanks, Mel.", t.plusSeconds(240)));
    new RankedTurns(server, ALICE)
        .ingest(
            new RankedTurns.Conversation("chat", chat),
            new RankedTurns.Conversation("other", RankedTurns.smallTalk(6, t.plusSeconds(600))));
    // Theodore speaks only in Alice's work partition.
    var work =
        server
            .app()
            .ingest()
            .ingestConversation(
                new ConversationIngest(
                    ALICE,
                    "memory:work",
                    "work-chat",
                    List.of(turn("w1", "Theodore", "The quarterly report is due.", t))));
    server.awaitProcessed(ALICE, work.ingestionOperationId());
    // Rosalind speaks only in Bob's memory.
    new RankedTurns(server, BOB)
        .ingest(
            new RankedTurns.Conversation(
                "bob-chat",
                List.of(turn("r1", "Rosalind Parker", "I paint watercolour birds.", t))));
  }

  private String embedded(String user, String partition, String question, RankingConfig cfg) {
    return server
        .app()
        .search()
        .embeddedQuery(
            new SearchRequest(
                ReadScope.of(user, partition, AccessScope.partition),
                question,
                10,
                Scope.personal,
                Set.of(),
                null),
            cfg);
  }

  private List<String> turns(String question, RankingConfig cfg) {
    String text = embedded(ALICE, null, question, cfg);
    float[] vector = server.app().embedder().embed(List.of(text)).get(0);
    return server.chunkHits(ALICE, question, cfg, vector).stream()
        .map(ChunkHit::externalId)
        .toList();
  }

  @Test
  void theNamedSpeakersOwnTurnRanksHigherWithoutTheNameInTheQueryVector() {
    String q = "What kind of art does Caroline make?";
    assertThat(embedded(ALICE, null, q, VECTOR)).isEqualTo(q);
    assertThat(embedded(ALICE, null, q, NAMES_OUT)).isEqualTo("What kind of art does make?");

    List<String> whole = turns(q, VECTOR);
    List<String> nameFree = turns(q, NAMES_OUT);
    assertThat(whole.get(0)).as("with the name: %s", whole).isEqualTo("m3");
    assertThat(nameFree.get(0)).as("without it: %s", nameFree).isEqualTo("c1");
    assertThat(nameFree.indexOf("c1")).isLessThan(whole.indexOf("c1"));
  }

  @Test
  void onlyCapitalisedWordsAfterTheFirstThatNameASpeakerGoWithTheirPossessive() {
    assertThat(embedded(ALICE, null, "Did Melanie's kids like Caroline’s painting?", NAMES_OUT))
        .isEqualTo("Did kids like painting?");
    // The first word, "I", a place, and a lower-case word are not looked up or not speakers.
    assertThat(
            embedded(ALICE, null, "Caroline said I should visit Lisbon with melanie?", NAMES_OUT))
        .isEqualTo("Caroline said I should visit Lisbon with melanie?");
  }

  @Test
  void aNameThatSpeaksOnlyInAnotherUsersMemoryStaysInTheQuestion() {
    String q = "What does Rosalind paint?";
    assertThat(embedded(ALICE, null, q, NAMES_OUT)).isEqualTo(q);
    assertThat(embedded(BOB, null, q, NAMES_OUT)).isEqualTo("What does paint?");
    // And Alice's speakers are not Bob's.
    assertThat(embedded(BOB, null, "What does Caroline paint?", NAMES_OUT))
        .isEqualTo("What does Caroline paint?");
  }

  @Test
  void aNameThatSpeaksOnlyInAnotherPartitionStaysInAReadOfThePersonalOne() {
    String q = "When is Theodore's report due?";
    assertThat(embedded(ALICE, null, q, NAMES_OUT)).isEqualTo(q);
    assertThat(embedded(ALICE, "memory:work", q, NAMES_OUT)).isEqualTo("When is report due?");
  }
}
