package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.model.TypeId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Session coherence ({@link RankingConfig.Extras#coherenceWeight}): among the first source-chunk
 * candidates, each gets a share of the best score of another message of its own conversation (or
 * document) among them. The turn the question is about tends to sit in a session that holds other
 * candidates too (the exchange around a fact: the question before it, the follow-up after it); an
 * equally scored turn alone in its session is more often a passing mention. Deterministic, reads
 * nothing: the scores are the fused, neighbour and earlier stages' ones.
 */
final class SessionCoherence {
  private static final String CHUNK_PREFIX = TypeId.CHUNK + "_";

  private SessionCoherence() {}

  /**
   * Sets each of the first {@code pool} source-chunk candidates' coherence part to {@code weight}
   * times the best total of another message (another position) of its group among them; chunks of
   * the candidate's own message lend nothing. Candidates outside the pool, without a group, and
   * claims and node cards are left as they are.
   */
  static void apply(Map<String, Fusion.Candidate> candidates, double weight, int pool) {
    List<Fusion.Candidate> chunks = new ArrayList<>();
    for (Fusion.Candidate c : candidates.values()) {
      if (c.groupId != null && c.chunkId.startsWith(CHUNK_PREFIX)) {
        chunks.add(c);
      }
    }
    chunks.sort(Fusion.ORDER);
    List<Fusion.Candidate> head = chunks.subList(0, Math.min(pool, chunks.size()));
    // Per group: the best total and its message's position, and the best of another message.
    Map<String, double[]> best = new HashMap<>();
    Map<String, Integer> bestPosition = new HashMap<>();
    for (Fusion.Candidate c : head) {
      double total = c.total();
      double[] b = best.computeIfAbsent(c.groupId, g -> new double[] {-1, -1});
      Integer position = bestPosition.putIfAbsent(c.groupId, c.position);
      if (position == null) {
        b[0] = total;
      } else if (position != c.position && b[1] < 0) {
        b[1] = total;
      }
    }
    double[] lent = new double[head.size()];
    for (int i = 0; i < head.size(); i++) {
      Fusion.Candidate c = head.get(i);
      double[] b = best.get(c.groupId);
      double other = bestPosition.get(c.groupId) == c.position ? b[1] : b[0];
      lent[i] = other > 0 ? weight * other : 0;
    }
    // Set after every share is read, so the order within the pool does not feed on itself.
    for (int i = 0; i < head.size(); i++) {
      head.get(i).coherence = lent[i];
    }
  }
}
