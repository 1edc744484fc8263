package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class VectorFeedbackTest {
  private static double cos(float[] a, float[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return dot / Math.sqrt(na * nb);
  }

  @Test
  void theMovedQueryIsTheNormalisedSumOfTheQueryAndTheWeightedFeedbackMean() {
    float[] q = {2, 0, 0};
    // Two feedback vectors of different lengths: each counts by its direction only.
    List<float[]> feedback = List.of(new float[] {0, 3, 0}, new float[] {0, 0, 0.5f});

    float[] moved = VectorFeedback.moved(q, feedback, 1.0);

    // normalize((1,0,0) + 1.0 * (0, 0.5, 0.5))
    double n = Math.sqrt(1 + 0.25 + 0.25);
    assertThat((double) moved[0]).isCloseTo(1 / n, Offset.offset(1e-6));
    assertThat((double) moved[1]).isCloseTo(0.5 / n, Offset.offset(1e-6));
    assertThat((double) moved[2]).isCloseTo(0.5 / n, Offset.offset(1e-6));
  }

  @Test
  void aLargerAlphaMovesTheQueryFurtherTowardsTheFeedback() {
    float[] q = {1, 0, 0, 0};
    List<float[]> feedback = List.of(new float[] {0, 1, 0, 0}, new float[] {0, 0.8f, 0.6f, 0});
    float[] mean = {0, 0.9f, 0.3f, 0};

    double near = cos(VectorFeedback.moved(q, feedback, 0.5), mean);
    double far = cos(VectorFeedback.moved(q, feedback, 2.0), mean);

    assertThat(near).isGreaterThan(cos(q, mean));
    assertThat(far).isGreaterThan(near);
    assertThat(cos(VectorFeedback.moved(q, feedback, 0), q)).isCloseTo(1, Offset.offset(1e-6));
  }

  @Test
  void withoutFeedbackTheQueryStays() {
    float[] q = {0.3f, 0.4f};
    assertThat(VectorFeedback.moved(q, List.of(), 1.0)).isSameAs(q);
  }

  @Test
  void aFeedbackLaneAddsItsWeightedMinMaxScoreAndNewCandidates() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    Fusion.Candidate known = new Fusion.Candidate("chk_a", "A", 1);
    known.fused = 0.5;
    byId.put("chk_a", known);
    // Lucene cosine scores (1 + cos) / 2: cosines 0.8, 0.6, 0.4.
    List<LaneHit> lane =
        List.of(
            new LaneHit("chk_b", "B", 4, 0.9),
            new LaneHit("chk_a", "A", 1, 0.8),
            new LaneHit("chk_c", "A", 7, 0.7));

    VectorFeedback.addLane(byId, lane, 0.4, true);

    assertThat(byId.get("chk_b").fused).isCloseTo(0.4, Offset.offset(1e-9));
    assertThat(byId.get("chk_a").fused).isCloseTo(0.5 + 0.4 * 0.5, Offset.offset(1e-9));
    assertThat(byId.get("chk_c").fused).isCloseTo(0, Offset.offset(1e-9));
    assertThat(byId.get("chk_b").groupId).isEqualTo("B");
    assertThat(byId.get("chk_b").position).isEqualTo(4);
    // The lane moves no candidate's cosine (its absolute relevance stays the question's).
    assertThat(byId.get("chk_a").cosine).isNaN();
  }

  /** Chunk vectors in memory; the vector lane is an exact cosine scan; nothing else is asked. */
  static final class VectorsOnly extends EmptySearchIndex {
    final Map<String, float[]> vectors = new LinkedHashMap<>();
    int vectorCalls;

    @Override
    public List<LaneHit> vector(float[] q, IndexFilter filter, int k) {
      vectorCalls++;
      List<LaneHit> out = new ArrayList<>();
      vectors.forEach((id, v) -> out.add(new LaneHit(id, "G", 0, (1 + cos(q, v)) / 2)));
      out.sort(Comparator.comparingDouble(LaneHit::score).reversed());
      return out.subList(0, Math.min(k, out.size()));
    }

    @Override
    public Map<String, float[]> vectors(Collection<String> ids, IndexFilter filter) {
      Map<String, float[]> out = new HashMap<>();
      ids.forEach(
          id -> {
            if (vectors.containsKey(id)) {
              out.put(id, vectors.get(id));
            }
          });
      return out;
    }

    @Override
    public long size() {
      return vectors.size();
    }
  }

  private static final IndexFilter ANY = new IndexFilter("u", Set.of(), Scope.personal, Set.of());

  /**
   * The question (1,0,0) matches chk_a; chk_far shares chk_a's meaning (0,1,0) but not the
   * question's, so the first vector lane ranks it last.
   */
  private static VectorsOnly index() {
    VectorsOnly index = new VectorsOnly();
    index.vectors.put("chk_a", new float[] {0.8f, 0.6f, 0});
    index.vectors.put("chk_near", new float[] {0.7f, 0, 0.71f});
    index.vectors.put("chk_far", new float[] {0, 1, 0});
    index.vectors.put("chk_off", new float[] {0.3f, 0, -0.95f});
    return index;
  }

  @Test
  void inPlaceOfTheVectorLaneTheMovedQueryLiftsEvidenceThatSharesTheTopHitsMeaning() {
    VectorsOnly index = index();
    float[] q = {1, 0, 0};
    RankingConfig cfg =
        RankingConfig.DEFAULT.withExtras(RankingConfig.Extras.NONE).withPrf(1, 2.0, 0);
    List<LaneHit> first = index.vector(q, ANY, 10);
    Map<String, Fusion.Candidate> byId = Fusion.fuse(List.of(), first, cfg);
    List<Fusion.Candidate> before = new ArrayList<>(byId.values());
    before.sort(Fusion.ORDER);
    assertThat(before.get(before.size() - 1).chunkId).isEqualTo("chk_far");

    Map<String, Fusion.Candidate> after =
        VectorFeedback.apply(
            byId,
            new VectorFeedback.Lanes(List.of(), List.of(), first, List.of()),
            q,
            index,
            ANY,
            ANY,
            10,
            cfg);

    List<Fusion.Candidate> ranked = new ArrayList<>(after.values());
    ranked.sort(Fusion.ORDER);
    assertThat(ranked.get(0).chunkId).isEqualTo("chk_a");
    assertThat(ranked.indexOf(after.get("chk_far")))
        .isLessThan(ranked.indexOf(after.get("chk_off")));
    // The cosine stays the question's own (the absolute relevance does not move).
    assertThat(after.get("chk_far").cosine).isCloseTo(0, Offset.offset(1e-6));
  }

  @Test
  void asALaneOfItsOwnTheFeedbackTakesItsShareOfTheVectorWeight() {
    VectorsOnly index = index();
    float[] q = {1, 0, 0};
    RankingConfig cfg =
        RankingConfig.DEFAULT.withExtras(RankingConfig.Extras.NONE).withPrf(1, 2.0, 0.5);
    List<LaneHit> first = index.vector(q, ANY, 10);
    Map<String, Fusion.Candidate> byId = Fusion.fuse(List.of(), first, cfg);
    double topBefore = byId.get("chk_a").fused;

    VectorFeedback.apply(
        byId,
        new VectorFeedback.Lanes(List.of(), List.of(), first, List.of()),
        q,
        index,
        ANY,
        ANY,
        10,
        cfg);

    // chk_a tops both the first and the moved lane: half the vector weight from each, the same sum.
    assertThat(byId.get("chk_a").fused).isCloseTo(topBefore, Offset.offset(1e-9));
    assertThat(byId.get("chk_a").fused).isCloseTo(cfg.vectorWeight(), Offset.offset(1e-9));
    // chk_far, last in the first lane (0), gains from the moved one.
    assertThat(byId.get("chk_far").fused).isGreaterThan(0);
    assertThat(index.vectorCalls).isEqualTo(2);
  }

  @Test
  void withoutStoredVectorsNothingChanges() {
    VectorsOnly index = index();
    float[] q = {1, 0, 0};
    RankingConfig cfg =
        RankingConfig.DEFAULT.withExtras(RankingConfig.Extras.NONE).withPrf(3, 1.0, 0);
    List<LaneHit> first = index.vector(q, ANY, 10);
    Map<String, Fusion.Candidate> byId = Fusion.fuse(List.of(), first, cfg);
    index.vectors.clear();

    Map<String, Fusion.Candidate> after =
        VectorFeedback.apply(
            byId,
            new VectorFeedback.Lanes(List.of(), List.of(), first, List.of()),
            q,
            index,
            ANY,
            ANY,
            10,
            cfg);

    assertThat(after).isSameAs(byId);
    assertThat(index.vectorCalls).isEqualTo(1);
  }

  @Test
  void broadQuestionsGatherEvidenceNarrowOnesLookOneFactUp() {
    assertThat(VectorFeedback.broad("Would Caroline pursue writing as a career option?")).isTrue();
    assertThat(VectorFeedback.broad("What books has Melanie read?")).isTrue();
    assertThat(VectorFeedback.broad("What kind of art does Caroline make?")).isFalse();
    assertThat(VectorFeedback.broad("What kinds of pottery do they make?")).isFalse();
    assertThat(VectorFeedback.broad("What instruments does Melanie play?")).isTrue();
    assertThat(VectorFeedback.broad("Where has Melanie camped?")).isTrue();
    assertThat(VectorFeedback.broad("What did Caroline research?")).isFalse();
    assertThat(VectorFeedback.broad("What does Melanie do to destress?")).isFalse();
    assertThat(VectorFeedback.broad("When did Melanie paint a sunrise?")).isFalse();
    assertThat(VectorFeedback.broad("What class does she take?")).isFalse();
  }
}
