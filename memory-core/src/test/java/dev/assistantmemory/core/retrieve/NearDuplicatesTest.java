package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** MMR and near-duplicate demotion over the page, by the candidates' stored vectors. */
class NearDuplicatesTest {
  private static final IndexFilter ANY = new IndexFilter("u", Set.of(), Scope.personal, Set.of());

  /**
   * chk_a and chk_twin say nearly the same (cosine 0.99); chk_other says something else and scores
   * a little lower than the twin; clm_x is a claim (no stored chunk vector).
   */
  private static VectorFeedbackTest.VectorsOnly index() {
    VectorFeedbackTest.VectorsOnly index = new VectorFeedbackTest.VectorsOnly();
    index.vectors.put("chk_a", new float[] {1, 0, 0});
    index.vectors.put("chk_twin", new float[] {0.99f, 0.141f, 0});
    index.vectors.put("chk_other", new float[] {0, 0, 1});
    index.vectors.put("chk_tail", new float[] {0.98f, 0, 0.2f});
    return index;
  }

  private static List<Fusion.Candidate> ranked() {
    List<Fusion.Candidate> out = new ArrayList<>();
    double score = 1.0;
    for (String id : List.of("chk_a", "chk_twin", "clm_x", "chk_other", "chk_tail")) {
      Fusion.Candidate c = new Fusion.Candidate(id, "g-" + id, 0);
      c.fused = score;
      score -= 0.05;
      out.add(c);
    }
    return out;
  }

  private static List<String> ids(List<Fusion.Candidate> cs) {
    return cs.stream().map(c -> c.chunkId).toList();
  }

  @Test
  void aNearDuplicateMovesAfterThePagesOtherCandidates() {
    List<Fusion.Candidate> out = NearDuplicates.apply(ranked(), index(), ANY, 0, 0.95, false, 10);
    // The twin (0.99 to chk_a) and chk_tail (0.98 to chk_a) move below the rest, in their order.
    assertThat(ids(out)).containsExactly("chk_a", "clm_x", "chk_other", "chk_twin", "chk_tail");
  }

  @Test
  void mmrPrefersTheUnlikeCandidateOverTheTwin() {
    List<Fusion.Candidate> out = NearDuplicates.apply(ranked(), index(), ANY, 0.7, 0, false, 10);
    assertThat(out.get(0).chunkId).isEqualTo("chk_a");
    // The twin's relevance (0.95) less its likeness to chk_a loses to chk_other (0.85, unlike).
    assertThat(ids(out).indexOf("chk_other")).isLessThan(ids(out).indexOf("chk_twin"));
    assertThat(out).hasSize(5);
  }

  @Test
  void withinSessionsOnlyASessionsOwnTwinMoves() {
    List<Fusion.Candidate> ranked = ranked();
    // chk_tail belongs to chk_a's session; the twin to a session of its own.
    Fusion.Candidate tail = new Fusion.Candidate("chk_tail", "g-chk_a", 1);
    tail.fused = ranked.get(4).fused;
    ranked.set(4, tail);
    List<Fusion.Candidate> out = NearDuplicates.apply(ranked, index(), ANY, 0, 0.95, true, 10);
    assertThat(ids(out)).containsExactly("chk_a", "chk_twin", "clm_x", "chk_other", "chk_tail");
  }

  @Test
  void offOrOutsideTheWindowNothingMoves() {
    assertThat(ids(NearDuplicates.apply(ranked(), index(), ANY, 0, 0, false, 10)))
        .containsExactlyElementsOf(ids(ranked()));
    // A window of two reorders only the first two places; the rest keep their order.
    List<Fusion.Candidate> out = NearDuplicates.apply(ranked(), index(), ANY, 0, 0.95, false, 2);
    assertThat(ids(out)).containsExactlyElementsOf(ids(ranked()));
  }
}
