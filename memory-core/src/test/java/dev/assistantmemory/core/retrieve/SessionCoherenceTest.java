package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class SessionCoherenceTest {
  private static Fusion.Candidate candidate(String id, String group, int position, double fused) {
    Fusion.Candidate c = new Fusion.Candidate(id, group, position);
    c.fused = fused;
    return c;
  }

  private static List<String> order(Map<String, Fusion.Candidate> byId) {
    List<Fusion.Candidate> ranked = new ArrayList<>(byId.values());
    ranked.sort(Fusion.ORDER);
    return ranked.stream().map(c -> c.chunkId).toList();
  }

  @Test
  void aTurnWhoseSessionHoldsAnotherStrongCandidatePassesAnEqualTurnAloneInItsSession() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    // A passing mention alone in session A; in session B the fact and the question before it.
    byId.put("chk_a1", candidate("chk_a1", "A", 7, 0.62));
    byId.put("chk_b4", candidate("chk_b4", "B", 4, 0.60));
    byId.put("chk_b3", candidate("chk_b3", "B", 3, 0.45));
    byId.put("claim_x", candidate("claim_x", null, 0, 0.55));
    assertThat(order(byId)).containsExactly("chk_a1", "chk_b4", "claim_x", "chk_b3");

    SessionCoherence.apply(byId, 0.2, 30);

    // Each B turn gets 0.2 times the other B turn's score; A's turn has no other to lend.
    assertThat(byId.get("chk_b4").coherence).isCloseTo(0.2 * 0.45, Offset.offset(1e-9));
    assertThat(byId.get("chk_b3").coherence).isCloseTo(0.2 * 0.60, Offset.offset(1e-9));
    assertThat(byId.get("chk_a1").coherence).isZero();
    assertThat(byId.get("claim_x").coherence).isZero();
    assertThat(order(byId)).containsExactly("chk_b4", "chk_a1", "chk_b3", "claim_x");
  }

  @Test
  void theChunksOfOneMessageDoNotLendToEachOther() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    // One long message in two chunks (same position) and nothing else of its session.
    byId.put("chk_m1", candidate("chk_m1", "A", 2, 0.8));
    byId.put("chk_m2", candidate("chk_m2", "A", 2, 0.7));
    byId.put("chk_b1", candidate("chk_b1", "B", 1, 0.5));
    byId.put("chk_b2", candidate("chk_b2", "B", 2, 0.4));

    SessionCoherence.apply(byId, 0.5, 30);

    assertThat(byId.get("chk_m1").coherence).isZero();
    assertThat(byId.get("chk_m2").coherence).isZero();
    assertThat(byId.get("chk_b1").coherence).isCloseTo(0.2, Offset.offset(1e-9));
    assertThat(byId.get("chk_b2").coherence).isCloseTo(0.25, Offset.offset(1e-9));
  }

  @Test
  void onlyThePoolLendsAndTakes() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    byId.put("chk_a1", candidate("chk_a1", "A", 1, 0.9));
    byId.put("chk_b1", candidate("chk_b1", "B", 1, 0.8));
    byId.put("chk_a2", candidate("chk_a2", "A", 2, 0.1));

    SessionCoherence.apply(byId, 0.5, 2);

    // chk_a2 is outside the first two: it neither lends to chk_a1 nor takes from it.
    assertThat(byId.get("chk_a1").coherence).isZero();
    assertThat(byId.get("chk_a2").coherence).isZero();
    assertThat(byId.get("chk_b1").coherence).isZero();
  }
}
