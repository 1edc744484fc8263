package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class RankingStagesTest {
  private static Fusion.Candidate candidate(String id, String group, int position, double fused) {
    Fusion.Candidate c = new Fusion.Candidate(id, group, position);
    c.fused = fused;
    return c;
  }

  @Test
  void sessionPriorLiftsTheOtherTurnsOfASessionWithSeveralGoodTurns() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    // Session A: one strong turn alone. Session B: two good turns and a weak one.
    byId.put("chk_a1", candidate("chk_a1", "A", 1, 0.9));
    byId.put("chk_b1", candidate("chk_b1", "B", 1, 0.7));
    byId.put("chk_b2", candidate("chk_b2", "B", 2, 0.6));
    byId.put("chk_b3", candidate("chk_b3", "B", 3, 0.3));
    byId.put("claim_x", candidate("claim_x", null, 0, 0.8));

    RankingStages.sessions(byId, 0.4);

    // B scores 0.7 + 0.3 = 1.0 (the best group); A scores 0.9.
    assertThat(byId.get("chk_b3").session).isCloseTo(0.4, Offset.offset(1e-9));
    assertThat(byId.get("chk_a1").session).isCloseTo(0.4 * 0.9, Offset.offset(1e-9));
    assertThat(byId.get("claim_x").session).isZero();
    List<Fusion.Candidate> ranked = new ArrayList<>(byId.values());
    ranked.sort(Fusion.ORDER);
    assertThat(ranked.get(0).chunkId).isEqualTo("chk_a1");
    assertThat(ranked.get(1).chunkId).isEqualTo("chk_b1");
  }

  @Test
  void sessionPriorCountsTwoChunksOfOneMessageOnce() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    byId.put("chk_a1", candidate("chk_a1", "A", 1, 0.8));
    byId.put("chk_a1b", candidate("chk_a1b", "A", 1, 0.8));
    byId.put("chk_b1", candidate("chk_b1", "B", 1, 0.8));
    byId.put("chk_b2", candidate("chk_b2", "B", 2, 0.2));

    RankingStages.sessions(byId, 1.0);

    assertThat(byId.get("chk_a1").session).isLessThan(byId.get("chk_b1").session);
  }

  @Test
  void collapseKeepsTheBestChunkOfEachMessageAndMovesTheRestDown() {
    List<Fusion.Candidate> ranked =
        List.of(
            candidate("chk_1", "A", 4, 0.9),
            candidate("chk_2", "A", 4, 0.8),
            candidate("claim_c", null, 0, 0.7),
            candidate("chk_3", "A", 5, 0.6),
            candidate("chk_4", "B", 4, 0.5));

    List<String> order = RankingStages.collapse(ranked).stream().map(c -> c.chunkId).toList();

    assertThat(order).containsExactly("chk_1", "claim_c", "chk_3", "chk_4", "chk_2");
  }

  @Test
  void temporalQuestionsAreRecognised() {
    assertThat(RankingStages.TEMPORAL_QUESTION.matcher("When did Caroline go to the group?").find())
        .isTrue();
    assertThat(RankingStages.TEMPORAL_QUESTION.matcher("How long ago was the trip?").find())
        .isTrue();
    assertThat(
            RankingStages.TEMPORAL_QUESTION
                .matcher("Which event happened first, the move or the wedding?")
                .find())
        .isTrue();
    assertThat(RankingStages.TEMPORAL_QUESTION.matcher("What is Caroline's identity?").find())
        .isFalse();
  }

  @Test
  void diversityLetsASecondSessionInAboveAThirdTurnOfTheFirst() {
    List<Fusion.Candidate> ranked =
        List.of(
            candidate("chk_a1", "A", 1, 1.0),
            candidate("chk_a1b", "A", 1, 0.95),
            candidate("chk_a2", "A", 2, 0.9),
            candidate("claim_c", null, 0, 0.85),
            candidate("chk_a3", "A", 3, 0.8),
            candidate("chk_b1", "B", 1, 0.7));

    // d = 0.2: a2 scores 0.9 * 0.8 = 0.72 after a1, a3 0.8 * 0.64 = 0.512 after a1 and a2;
    // the second chunk of a1 and the claim are not discounted.
    List<String> order =
        RankingStages.diversify(ranked, 0.2, 10).stream().map(c -> c.chunkId).toList();

    assertThat(order).containsExactly("chk_a1", "chk_a1b", "claim_c", "chk_a2", "chk_b1", "chk_a3");
    assertThat(RankingStages.diversify(ranked, 0.2, 2).stream().map(c -> c.chunkId).toList())
        .containsExactly("chk_a1", "chk_a1b", "chk_a2", "claim_c", "chk_a3", "chk_b1");
  }

  @Test
  void firstPersonQuestionsAreRecognisedByWholeWordsOnly() {
    assertThat(RankingStages.FIRST_PERSON.matcher("What time do I wake up on Saturdays?").find())
        .isTrue();
    assertThat(RankingStages.FIRST_PERSON.matcher("How many plants did my sister buy?").find())
        .isTrue();
    assertThat(RankingStages.FIRST_PERSON.matcher("My kitchen is a mess again. Any tips?").find())
        .isTrue();
    assertThat(RankingStages.FIRST_PERSON.matcher("What did Caroline research in Iowa?").find())
        .isFalse();
    assertThat(RankingStages.FIRST_PERSON.matcher("Which enemy did Melanie mention?").find())
        .isFalse();
  }

  @Test
  void theAskedRoleFollowsTheQuestion() {
    assertThat(RankingStages.askedRole("Which mode of transport did I use most recently?"))
        .isEqualTo("user");
    assertThat(RankingStages.askedRole("My kitchen is a mess again. Any tips?")).isEqualTo("user");
    assertThat(
            RankingStages.askedRole(
                "I was going through our previous chat. Can you remind me of the last venue?"))
        .isEqualTo("assistant");
    assertThat(RankingStages.askedRole("What song did you say best exemplified the album?"))
        .isEqualTo("assistant");
    assertThat(RankingStages.askedRole("What has Melanie painted?")).isNull();
  }

  @Test
  void theAskedRoleLiftsTheUsersShortTurnAboveTheAssistantsReply() {
    // The assistant's reply repeats the question's words; the user's turn holds the fact.
    Fusion.Candidate reply = candidate("chk_reply", "A", 3, 0.8);
    Fusion.Candidate turn = candidate("chk_turn", "A", 2, 0.6);
    turn.adjacency = 0.1;
    Fusion.Candidate other = candidate("chk_other", "B", 1, 0.75);
    List<Fusion.Candidate> head = List.of(reply, other, turn);
    Map<String, String> roleOf =
        Map.of("chk_reply", "assistant", "chk_turn", "user", "chk_other", "assistant");

    RankingStages.favourRole(head, roleOf, "user", 0.2);

    assertThat(turn.role).isCloseTo(0.2 * 0.7, Offset.offset(1e-9));
    assertThat(reply.role).isZero();
    List<Fusion.Candidate> ranked = new ArrayList<>(head);
    ranked.sort(Fusion.ORDER);
    assertThat(ranked.stream().map(c -> c.chunkId))
        .containsExactly("chk_turn", "chk_reply", "chk_other");
    RankingStages.favourRole(head, roleOf, "assistant", 0.2);
    assertThat(reply.role).isCloseTo(0.16, Offset.offset(1e-9));
  }

  @Test
  void withinSessionsTheRoleMovesTurnsOnlyAmongTheirSessionsPlaces() {
    // Page: A's reply, B's turn, a claim, A's user turn, B's reply. The user's turns get the role
    // share; B's turn would overtake A's reply in a plain sort, and A's turn B's.
    Fusion.Candidate aReply = candidate("chk_a_reply", "A", 2, 0.80);
    Fusion.Candidate bTurn = candidate("chk_b_turn", "B", 1, 0.75);
    Fusion.Candidate claim = candidate("claim_x", null, 0, 0.70);
    Fusion.Candidate aTurn = candidate("chk_a_turn", "A", 1, 0.60);
    Fusion.Candidate bReply = candidate("chk_b_reply", "B", 2, 0.55);
    List<Fusion.Candidate> head = new ArrayList<>(List.of(aReply, bTurn, claim, aTurn, bReply));
    Map<String, String> roleOf =
        Map.of(
            "chk_a_reply", "assistant",
            "chk_b_turn", "user",
            "chk_a_turn", "user",
            "chk_b_reply", "assistant");

    RankingStages.favourRole(head, roleOf, "user", 0.5);
    RankingStages.keepSessionPlaces(head);

    // The sessions still first appear in the order A, B; the claim keeps its place; A's user turn
    // takes A's first place, and B's turn (already first in B) stays.
    assertThat(head.stream().map(c -> c.chunkId))
        .containsExactly("chk_a_turn", "chk_b_turn", "claim_x", "chk_a_reply", "chk_b_reply");
    // A plain sort would have put B first.
    List<Fusion.Candidate> sorted = new ArrayList<>(head);
    sorted.sort(Fusion.ORDER);
    assertThat(sorted.get(0).chunkId).isEqualTo("chk_b_turn");
  }

  @Test
  void openersMoveBehindTheirConversationsBestWithinThePool() {
    // A, B, D: each conversation's best turn first; c0 opens C and is its best; d0 is past the
    // pool.
    List<Fusion.Candidate> head = new ArrayList<>();
    for (String id :
        List.of("chk_a2", "chk_d1", "chk_c0", "chk_b1", "chk_a4", "chk_b0", "chk_a0", "chk_d0")) {
      head.add(candidate(id, id.substring(4, 5).toUpperCase(), id.charAt(5) - '0', 0));
    }
    RankingStages.openersBehindBest(
        head, java.util.Set.of("chk_a0", "chk_b0", "chk_c0", "chk_d0"), 7, 10);

    assertThat(head.stream().map(c -> c.chunkId))
        .containsExactly(
            "chk_a2", "chk_a0", "chk_d1", "chk_c0", "chk_b1", "chk_b0", "chk_a4", "chk_d0");
    // The order in which conversations first appear is unchanged: A, D, C, B.
  }

  @Test
  void aLiftThatWouldPushAConversationOffThePageIsNotMade() {
    // Page of 4 holds A, B and C. Lifting a0 behind a1 keeps all three on it; lifting b0 behind
    // b1 would push c1, C's only candidate on the page, to place 5: that lift is not made.
    List<Fusion.Candidate> head = new ArrayList<>();
    for (String id : List.of("chk_a1", "chk_b1", "chk_a0", "chk_c1", "chk_c2", "chk_b0")) {
      head.add(candidate(id, id.substring(4, 5).toUpperCase(), id.charAt(5) - '0', 0));
    }
    List<Fusion.Candidate> longPage = new ArrayList<>(head);
    java.util.Set<String> openers = java.util.Set.of("chk_a0", "chk_b0", "chk_c0");

    RankingStages.openersBehindBest(head, openers, 30, 4);
    RankingStages.openersBehindBest(longPage, openers, 30, 6);

    assertThat(head.stream().map(c -> c.chunkId))
        .containsExactly("chk_a1", "chk_a0", "chk_b1", "chk_c1", "chk_c2", "chk_b0");
    // A page as long as what the stage reads holds nothing back.
    assertThat(longPage.stream().map(c -> c.chunkId))
        .containsExactly("chk_a1", "chk_a0", "chk_b1", "chk_b0", "chk_c1", "chk_c2");
  }

  @Test
  void aShortPageReadsTheOpenerStagesWholePool() {
    // A page of 10 with spares reads 20 candidates; the stage's pool of 30 reaches past them.
    assertThat(RankingStages.rerankedHead(10, 30)).isEqualTo(30);
    assertThat(RankingStages.rerankedHead(20, 30)).isEqualTo(40);
    assertThat(RankingStages.rerankedHead(10, 0)).isEqualTo(20);
  }

  @Test
  void theOpenerStageIsOnByDefaultOverThirtyAndSetByItsWither() {
    assertThat(RankingConfig.DEFAULT.extras().openerPool()).isEqualTo(30);
    assertThat(RankingConfig.DEFAULT.withOpeners(0).extras().openerPool()).isZero();
    assertThat(RankingConfig.DEFAULT.withOpeners(40).extras().openerPool()).isEqualTo(40);
  }
}
