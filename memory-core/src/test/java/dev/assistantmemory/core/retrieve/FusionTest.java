package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.LaneHit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FusionTest {
  @Test
  void weightedFusionNormalisesEachLaneByItsBest() {
    List<LaneHit> lexical = List.of(new LaneHit("a", "g", 0, 10), new LaneHit("b", "g", 1, 5));
    // Lucene cosine scores: (1 + cos) / 2; cos 0.8 -> 0.9, cos 0.4 -> 0.7
    List<LaneHit> vector = List.of(new LaneHit("b", "g", 1, 0.9), new LaneHit("c", "g", 2, 0.7));
    RankingConfig cfg =
        RankingConfig.DEFAULT.withMinMax(false).withWeights(0.5, 0.5).withAdjacency(0, 0);

    Map<String, Fusion.Candidate> fused = Fusion.fuse(lexical, vector, cfg);

    assertThat(fused.get("a").fused).isEqualTo(0.5);
    assertThat(fused.get("b").fused)
        .isCloseTo(0.25 + 0.5, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(fused.get("c").fused).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void minMaxFusionStretchesEachLaneOverItsCandidates() {
    List<LaneHit> lexical =
        List.of(
            new LaneHit("a", "g", 0, 10), new LaneHit("b", "g", 1, 6), new LaneHit("c", "g", 2, 2));
    // cos 0.5 -> 0.75, cos 0.3 -> 0.65, cos 0.1 -> 0.55
    List<LaneHit> vector =
        List.of(
            new LaneHit("c", "g", 2, 0.75),
            new LaneHit("b", "g", 1, 0.65),
            new LaneHit("a", "g", 0, 0.55));
    RankingConfig cfg =
        RankingConfig.DEFAULT.withMinMax(true).withWeights(0.6, 0.4).withAdjacency(0, 0);

    Map<String, Fusion.Candidate> fused = Fusion.fuse(lexical, vector, cfg);

    assertThat(fused.get("a").lexical).isEqualTo(1.0);
    assertThat(fused.get("c").lexical).isEqualTo(0.0);
    assertThat(fused.get("b").vector).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(fused.get("a").fused).isCloseTo(0.6, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(fused.get("c").fused).isCloseTo(0.4, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void rrfUsesRanksOnly() {
    List<LaneHit> lexical = List.of(new LaneHit("a", "g", 0, 100), new LaneHit("b", "g", 1, 1));
    List<LaneHit> vector = List.of(new LaneHit("b", "g", 1, 0.6));
    RankingConfig cfg =
        RankingConfig.DEFAULT.withFusion(RankingConfig.Fusion.RRF).withWeights(1, 1);

    Map<String, Fusion.Candidate> fused = Fusion.fuse(lexical, vector, cfg);

    assertThat(fused.get("a").fused).isEqualTo(1.0 / 61);
    assertThat(fused.get("b").fused).isEqualTo(1.0 / 62 + 1.0 / 61);
  }

  @Test
  void tiesBreakOnIdSoOrderIsDeterministic() {
    List<LaneHit> lexical =
        List.of(
            new LaneHit("z", "g", 0, 1), new LaneHit("m", "g", 1, 1), new LaneHit("a", "g", 2, 1));
    List<Fusion.Candidate> ranked =
        new ArrayList<>(Fusion.fuse(lexical, List.of(), RankingConfig.DEFAULT).values());
    ranked.sort(Fusion.ORDER);
    assertThat(ranked).extracting(c -> c.chunkId).containsExactly("a", "m", "z");
  }

  @Test
  void neighboursOfSeedsAreTheAdjacentPositions() {
    Fusion.Candidate seed = new Fusion.Candidate("a", "conv", 5);
    assertThat(Fusion.neighbourPositions(List.of(seed))).containsEntry("conv", List.of(4, 6));
  }

  @Test
  void aNeighbourOfSeveralChunksGetsASmallerBonusWhenTheExponentIsSet() {
    Fusion.Candidate seed = new Fusion.Candidate("chk_seed", "conv", 5);
    seed.fused = 0.8;
    // Position 4: a short turn (one chunk); position 6: a long reply in four chunks.
    List<LaneHit> neighbours =
        List.of(
            new LaneHit("chk_short", "conv", 4, 1),
            new LaneHit("chk_long1", "conv", 6, 1),
            new LaneHit("chk_long2", "conv", 6, 1),
            new LaneHit("chk_long3", "conv", 6, 1),
            new LaneHit("chk_long4", "conv", 6, 1));

    Map<String, Fusion.Candidate> flat = new java.util.HashMap<>(Map.of("chk_seed", seed));
    Fusion.lendToNeighbours(flat, List.of(seed), neighbours, 0.5, 0);
    Map<String, Fusion.Candidate> scaled = new java.util.HashMap<>(Map.of("chk_seed", seed));
    Fusion.lendToNeighbours(scaled, List.of(seed), neighbours, 0.5, 1);

    org.assertj.core.data.Offset<Double> eps = org.assertj.core.data.Offset.offset(1e-9);
    assertThat(flat.get("chk_short").adjacency).isCloseTo(0.4, eps);
    assertThat(flat.get("chk_long3").adjacency).isCloseTo(0.4, eps);
    assertThat(scaled.get("chk_short").adjacency).isCloseTo(0.4, eps);
    assertThat(scaled.get("chk_long3").adjacency).isCloseTo(0.1, eps);
    assertThat(scaled.get("chk_seed").adjacency).isZero();
  }

  @Test
  void aNeighbourNoLaneReturnedGetsTheDiscountedBonus() {
    Fusion.Candidate seed = new Fusion.Candidate("chk_seed", "conv", 5);
    seed.fused = 0.8;
    // Position 4 was returned by a lane (it matches the question on its own); 6 was not.
    Fusion.Candidate known = new Fusion.Candidate("chk_known", "conv", 4);
    known.fused = 0.1;
    List<LaneHit> neighbours =
        List.of(new LaneHit("chk_known", "conv", 4, 1), new LaneHit("chk_stranger", "conv", 6, 1));

    Map<String, Fusion.Candidate> full =
        new java.util.HashMap<>(Map.of("chk_seed", seed, "chk_known", known));
    Fusion.lendToNeighbours(full, List.of(seed), neighbours, 0.5, 0, 0);
    Fusion.Candidate known2 = new Fusion.Candidate("chk_known", "conv", 4);
    known2.fused = 0.1;
    Map<String, Fusion.Candidate> discounted =
        new java.util.HashMap<>(Map.of("chk_seed", seed, "chk_known", known2));
    Fusion.lendToNeighbours(discounted, List.of(seed), neighbours, 0.5, 0, 0.5);

    org.assertj.core.data.Offset<Double> eps = org.assertj.core.data.Offset.offset(1e-9);
    assertThat(full.get("chk_stranger").adjacency).isCloseTo(0.4, eps);
    assertThat(discounted.get("chk_stranger").adjacency).isCloseTo(0.2, eps);
    assertThat(discounted.get("chk_known").adjacency).isCloseTo(0.4, eps);
  }

  @Test
  void withTwoAwayTheSeedsPositionsTwoAwayAreLookedUpToo() {
    Fusion.Candidate seed = new Fusion.Candidate("a", "conv", 5);
    assertThat(Fusion.neighbourPositions(List.of(seed), true))
        .containsEntry("conv", List.of(4, 6, 3, 7));
    assertThat(Fusion.neighbourPositions(List.of(seed), false))
        .containsEntry("conv", List.of(4, 6));
  }

  @Test
  void aChunkTwoAwayGetsItsShareOfTheBonusShrinkingWithTheExchangesLength() {
    Fusion.Candidate seed = new Fusion.Candidate("chk_seed", "conv", 5);
    seed.fused = 0.8;
    // Before the seed: a short answer (4) and the short question before it (3). After it: a long
    // reply in two chunks (6) and a short follow-up (7).
    List<LaneHit> neighbours =
        List.of(
            new LaneHit("chk_q", "conv", 3, 1),
            new LaneHit("chk_a", "conv", 4, 1),
            new LaneHit("chk_r1", "conv", 6, 1),
            new LaneHit("chk_r2", "conv", 6, 1),
            new LaneHit("chk_f", "conv", 7, 1));
    org.assertj.core.data.Offset<Double> eps = org.assertj.core.data.Offset.offset(1e-9);

    Map<String, Fusion.Candidate> off = new java.util.HashMap<>(Map.of("chk_seed", seed));
    Fusion.lendToNeighbours(off, List.of(seed), neighbours, 0.5, 1, 0, 0, 0);
    // Off: two away is lent nothing (the lookup would not even return those positions).
    assertThat(off.get("chk_q").adjacency).isZero();
    assertThat(off.get("chk_f").adjacency).isZero();
    assertThat(off.get("chk_a").adjacency).isCloseTo(0.4, eps);

    Map<String, Fusion.Candidate> flat = new java.util.HashMap<>(Map.of("chk_seed", seed));
    Fusion.lendToNeighbours(flat, List.of(seed), neighbours, 0.5, 1, 0, 0.5, 0);
    // Half the bonus beside the seed, whatever lies between.
    assertThat(flat.get("chk_q").adjacency).isCloseTo(0.2, eps);
    assertThat(flat.get("chk_f").adjacency).isCloseTo(0.2, eps);
    // The positions beside the seed keep their own bonus.
    assertThat(flat.get("chk_a").adjacency).isCloseTo(0.4, eps);
    assertThat(flat.get("chk_r1").adjacency).isCloseTo(0.2, eps);

    Map<String, Fusion.Candidate> scaled = new java.util.HashMap<>(Map.of("chk_seed", seed));
    Fusion.lendToNeighbours(scaled, List.of(seed), neighbours, 0.5, 1, 0, 0.5, 2);
    // Across a short answer: the full share; across the two-chunk reply: (2 * 1)^-2 of it.
    assertThat(scaled.get("chk_q").adjacency).isCloseTo(0.2, eps);
    assertThat(scaled.get("chk_f").adjacency).isCloseTo(0.05, eps);
  }
}
