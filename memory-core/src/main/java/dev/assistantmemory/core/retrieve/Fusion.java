package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.LaneHit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fuses the lanes into one ranking. Pure and deterministic: ties break on chunk id, so the same
 * lane results always give the same order.
 */
final class Fusion {
  /** A fused candidate with the parts of its score. */
  static final class Candidate {
    final String chunkId;
    final String groupId;
    final int position;
    double lexical;
    double vector;
    double fused;
    double adjacency;

    Candidate(String chunkId, String groupId, int position) {
      this.chunkId = chunkId;
      this.groupId = groupId;
      this.position = position;
    }

    double total() {
      return fused + adjacency;
    }
  }

  static final Comparator<Candidate> ORDER =
      Comparator.comparingDouble(Candidate::total).reversed().thenComparing(c -> c.chunkId);

  private Fusion() {}

  static Map<String, Candidate> fuse(
      List<LaneHit> lexical, List<LaneHit> vector, RankingConfig cfg) {
    Map<String, Candidate> byId = new LinkedHashMap<>();
    double maxLex = lexical.stream().mapToDouble(LaneHit::score).max().orElse(1);
    double minLex = cfg.minMax() ? lexical.stream().mapToDouble(LaneHit::score).min().orElse(0) : 0;
    // Lucene's cosine score is (1 + cos) / 2; bring it back to cos before normalising.
    double maxCos = vector.stream().mapToDouble(h -> 2 * h.score() - 1).max().orElse(1);
    double minCos =
        cfg.minMax() ? vector.stream().mapToDouble(h -> 2 * h.score() - 1).min().orElse(0) : 0;
    for (int i = 0; i < lexical.size(); i++) {
      LaneHit h = lexical.get(i);
      Candidate c =
          byId.computeIfAbsent(h.chunkId(), id -> new Candidate(id, h.groupId(), h.position()));
      c.lexical = maxLex > minLex ? (h.score() - minLex) / (maxLex - minLex) : 1;
      c.fused +=
          cfg.fusion() == RankingConfig.Fusion.RRF
              ? cfg.lexicalWeight() / (cfg.rrfK() + i + 1)
              : cfg.lexicalWeight() * c.lexical;
    }
    for (int i = 0; i < vector.size(); i++) {
      LaneHit h = vector.get(i);
      Candidate c =
          byId.computeIfAbsent(h.chunkId(), id -> new Candidate(id, h.groupId(), h.position()));
      double cos = 2 * h.score() - 1;
      c.vector = maxCos > minCos ? Math.max(0, (cos - minCos) / (maxCos - minCos)) : 1;
      c.fused +=
          cfg.fusion() == RankingConfig.Fusion.RRF
              ? cfg.vectorWeight() / (cfg.rrfK() + i + 1)
              : cfg.vectorWeight() * c.vector;
    }
    return byId;
  }

  /** The top seeds, whose neighbours earn a share of their score. */
  static List<Candidate> seeds(Map<String, Candidate> byId, int count) {
    List<Candidate> sorted = new ArrayList<>(byId.values());
    sorted.sort(ORDER);
    return sorted.subList(0, Math.min(count, sorted.size()));
  }

  static Map<String, List<Integer>> neighbourPositions(List<Candidate> seeds) {
    Map<String, List<Integer>> wanted = new HashMap<>();
    for (Candidate s : seeds) {
      if (s.groupId == null) {
        continue;
      }
      List<Integer> positions = wanted.computeIfAbsent(s.groupId, g -> new ArrayList<>());
      positions.add(s.position - 1);
      positions.add(s.position + 1);
    }
    return wanted;
  }
}
