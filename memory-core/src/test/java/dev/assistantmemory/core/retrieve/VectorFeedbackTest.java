package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.LaneHit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
}
