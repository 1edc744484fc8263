package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.retrieve.RankingConfig.Extras;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each stage's wither changes its own stages and leaves every other one as it was. */
class RankingConfigTest {

  private static Map<String, Object> changed(Extras before, Extras after) throws Exception {
    Map<String, Object> out = new LinkedHashMap<>();
    for (RecordComponent c : Extras.class.getRecordComponents()) {
      Object a = c.getAccessor().invoke(before);
      Object b = c.getAccessor().invoke(after);
      if (!a.equals(b)) {
        out.put(c.getName(), b);
      }
    }
    return out;
  }

  @Test
  void theDefaultSaturatesBm25ForQuestionsAboutAFact() {
    Extras e = RankingConfig.DEFAULT.extras();
    assertThat(e.bm25K1()).isEqualTo(0.3);
    assertThat(e.bm25B()).isNegative();
    assertThat(e.bm25FactsOnly()).isTrue();
  }

  @Test
  void theDefaultLendsSessionCoherenceToFactsAndTheSpeakerToQuestionsGatheringEvidence() {
    Extras e = RankingConfig.DEFAULT.extras();
    assertThat(e.coherenceWeight()).isEqualTo(0.1);
    assertThat(e.coherencePool()).isEqualTo(20);
    assertThat(e.coherenceFactsOnly()).isTrue();
    assertThat(e.speakerWeight()).isEqualTo(0.8);
    assertThat(e.speakerBroadOnly()).isTrue();
  }

  @Test
  void theDefaultLiftsTheCandidatesDatedInTheQuestionsWindow() {
    Extras e = RankingConfig.DEFAULT.extras();
    assertThat(e.dateWeight()).isEqualTo(1.0);
    assertThat(e.datePool()).isEqualTo(100);
  }

  @Test
  void everyWitherSetsOnlyItsOwnStages() throws Exception {
    RankingConfig base = RankingConfig.DEFAULT;
    Extras e = base.extras();
    assertThat(changed(e, base.withSessionWeight(0.31).extras()))
        .containsExactlyEntriesOf(Map.of("sessionWeight", 0.31));
    assertThat(changed(e, base.withCollapseMessages(false).extras()))
        .containsExactlyEntriesOf(Map.of("collapseMessages", false));
    assertThat(changed(e, base.withTemporalWeight(0.32).extras()))
        .containsExactlyEntriesOf(Map.of("temporalWeight", 0.32));
    assertThat(changed(e, base.withClaimEvidence(0.33).extras()))
        .containsExactlyEntriesOf(Map.of("claimEvidence", 0.33));
    assertThat(changed(e, base.withAdjacencyChunkExponent(0.34).extras()))
        .containsExactlyEntriesOf(Map.of("adjacencyChunkExponent", 0.34));
    assertThat(changed(e, base.withSessionDiversity(0.35).extras()))
        .containsExactlyEntriesOf(Map.of("sessionDiversity", 0.35));
    assertThat(changed(e, base.withSpeakerWeight(0.36).extras()))
        .containsExactlyEntriesOf(Map.of("speakerWeight", 0.36));
    assertThat(changed(e, base.withRoleWeight(0.37).extras()))
        .containsExactlyEntriesOf(Map.of("roleWeight", 0.37));
    assertThat(changed(e, base.withStrangerDiscount(0.38).extras()))
        .containsExactlyEntriesOf(Map.of("strangerDiscount", 0.38));
    assertThat(changed(e, base.withPrf(3, 0.5, 0.2, true).extras()))
        .containsOnly(
            Map.entry("prfDocs", 3),
            Map.entry("prfAlpha", 0.5),
            Map.entry("prfLaneWeight", 0.2),
            Map.entry("prfBroadOnly", true));
    assertThat(changed(e, base.withRoleWithinSessions(0.4).extras()))
        .containsOnly(Map.entry("roleWeight", 0.4), Map.entry("roleWithinSessions", true));
    assertThat(changed(e, base.withSliceStatistics(true).extras()))
        .containsExactlyEntriesOf(Map.of("sliceStatistics", true));
    assertThat(changed(e, base.withBm25(0.41, 0.42).extras()))
        .containsOnly(Map.entry("bm25K1", 0.41), Map.entry("bm25B", 0.42));
    assertThat(changed(e, base.withBm25(0.46, 0.47, false).extras()))
        .containsOnly(
            Map.entry("bm25K1", 0.46), Map.entry("bm25B", 0.47), Map.entry("bm25FactsOnly", false));
    assertThat(changed(e, base.withMmr(0.43, 0.44).extras()))
        .containsOnly(Map.entry("mmrLambda", 0.43), Map.entry("duplicateCosine", 0.44));
    assertThat(changed(e, base.withMmr(0.45, 0, true).extras()))
        .containsOnly(Map.entry("mmrLambda", 0.45), Map.entry("mmrWithinSessions", true));
    assertThat(changed(e, base.withCommonTermShare(0.48).extras()))
        .containsExactlyEntriesOf(Map.of("commonTermShare", 0.48));
    assertThat(changed(e, base.withCommonTerms(0.49, true).extras()))
        .containsOnly(Map.entry("commonTermShare", 0.49), Map.entry("commonTermFirstOnly", true));
    assertThat(changed(e, base.withAdjacencyTwoAway(0.51).extras()))
        .containsExactlyEntriesOf(Map.of("adjacencyTwoAway", 0.51));
    assertThat(changed(e, base.withAdjacencyTwoAway(0.52, 2).extras()))
        .containsOnly(
            Map.entry("adjacencyTwoAway", 0.52), Map.entry("adjacencyTwoAwayMiddleExponent", 2.0));
    assertThat(changed(e, base.withCoherence(0.53, 31, false).extras()))
        .containsOnly(
            Map.entry("coherenceWeight", 0.53),
            Map.entry("coherencePool", 31),
            Map.entry("coherenceFactsOnly", false));
    assertThat(changed(e, base.withSpeakerWeight(0.54, false).extras()))
        .containsOnly(Map.entry("speakerWeight", 0.54), Map.entry("speakerBroadOnly", false));
    assertThat(changed(e, base.withQuestionDates(0.55, 32).extras()))
        .containsOnly(Map.entry("dateWeight", 0.55), Map.entry("datePool", 32));
    assertThat(changed(e, base.withTermFeedback(7, 11, 0.23, true).extras()))
        .containsOnly(
            Map.entry("feedbackDocs", 7),
            Map.entry("feedbackTerms", 11),
            Map.entry("feedbackWeight", 0.23),
            Map.entry("feedbackBroadOnly", true));
    // The share and the form reach the lexical lane's scoring.
    assertThat(base.withCommonTerms(0.49, true).extras().lexicalScoring("What do kids like?"))
        .isEqualTo(new dev.assistantmemory.core.index.LexicalScoring(false, 0.3, -1, 0.49, true));
    // Withers compose: the second keeps what the first set.
    assertThat(changed(e, base.withRoleWeight(0.2).withStrangerDiscount(0.5).extras()))
        .containsOnly(Map.entry("roleWeight", 0.2), Map.entry("strangerDiscount", 0.5));
  }

  @Test
  void questionDatesRefuseANegativeWeightOrAnEmptyPool() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withQuestionDates(-0.1, 50))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withQuestionDates(0.5, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(RankingConfig.DEFAULT.withQuestionDates(0, 0).extras().dateWeight()).isZero();
  }

  @Test
  void coherenceRefusesANegativeWeightOrAPoolTooSmallToLend() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withCoherence(-0.1, 30, true))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withCoherence(0.2, 1, true))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(RankingConfig.DEFAULT.withCoherence(0, 0, false).extras().coherenceWeight())
        .isZero();
  }

  @Test
  void termFeedbackIsOffByDefaultAndRefusesNegativeSettingsOrNoWords() {
    assertThat(RankingConfig.DEFAULT.extras().feedbackDocs()).isZero();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withTermFeedback(-1, 10, 0.2, false))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withTermFeedback(3, 0, 0.2, false))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RankingConfig.DEFAULT.withTermFeedback(3, 10, -0.2, false))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
