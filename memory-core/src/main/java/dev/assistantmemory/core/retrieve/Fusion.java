package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.model.TypeId;
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
    double session;
    double temporal;
    double evidence;
    double speaker;
    double role;
    double coherence;
    double dated;

    /** Added as a neighbour only: no lane returned it. */
    boolean stranger;

    /** The raw cosine similarity from a vector lane that returned it (NaN: none did). */
    double cosine = Double.NaN;

    Candidate(String chunkId, String groupId, int position) {
      this.chunkId = chunkId;
      this.groupId = groupId;
      this.position = position;
    }

    double total() {
      return fused + adjacency + session + temporal + evidence + speaker + role + coherence + dated;
    }
  }

  static final Comparator<Candidate> ORDER =
      Comparator.comparingDouble(Candidate::total).reversed().thenComparing(c -> c.chunkId);

  private Fusion() {}

  static Map<String, Candidate> fuse(
      List<LaneHit> lexical, List<LaneHit> vector, RankingConfig cfg) {
    return fuse(lexical, List.of(), vector, List.of(), cfg);
  }

  /**
   * Fuses chunk lanes and graph lanes. Each lane is normalised on its chunks' scores (as if only
   * chunks were searched); graph entries are put on that same scale, clipped to 0..1, so a claim
   * ranks above a chunk only when it matched better.
   */
  static Map<String, Candidate> fuse(
      List<LaneHit> lexical,
      List<LaneHit> lexicalGraph,
      List<LaneHit> vector,
      List<LaneHit> vectorGraph,
      RankingConfig cfg) {
    Map<String, Candidate> byId = new LinkedHashMap<>();
    List<LaneHit> lexScale = lexical.isEmpty() ? lexicalGraph : lexical;
    double maxLex = lexScale.stream().mapToDouble(LaneHit::score).max().orElse(1);
    double minLex =
        cfg.minMax() ? lexScale.stream().mapToDouble(LaneHit::score).min().orElse(0) : 0;
    // Lucene's cosine score is (1 + cos) / 2; bring it back to cos before normalising.
    List<LaneHit> vecScale = vector.isEmpty() ? vectorGraph : vector;
    double maxCos = vecScale.stream().mapToDouble(h -> 2 * h.score() - 1).max().orElse(1);
    double minCos =
        cfg.minMax() ? vecScale.stream().mapToDouble(h -> 2 * h.score() - 1).min().orElse(0) : 0;
    addLane(byId, lexical, cfg, true, minLex, maxLex);
    addLane(byId, lexicalGraph, cfg, true, minLex, maxLex);
    addLane(byId, vector, cfg, false, minCos, maxCos);
    addLane(byId, vectorGraph, cfg, false, minCos, maxCos);
    return byId;
  }

  private static void addLane(
      Map<String, Candidate> byId,
      List<LaneHit> lane,
      RankingConfig cfg,
      boolean lexical,
      double min,
      double max) {
    for (int i = 0; i < lane.size(); i++) {
      LaneHit h = lane.get(i);
      Candidate c =
          byId.computeIfAbsent(h.chunkId(), id -> new Candidate(id, h.groupId(), h.position()));
      double raw = lexical ? h.score() : 2 * h.score() - 1;
      double norm = max > min ? Math.min(1, Math.max(0, (raw - min) / (max - min))) : 1;
      double weight = lexical ? cfg.lexicalWeight() : cfg.vectorWeight();
      if (lexical) {
        c.lexical = norm;
      } else {
        c.vector = norm;
        c.cosine = Double.isNaN(c.cosine) ? raw : Math.max(c.cosine, raw);
      }
      c.fused +=
          cfg.fusion() == RankingConfig.Fusion.RRF ? weight / (cfg.rrfK() + i + 1) : weight * norm;
    }
  }

  /**
   * The top source-chunk seeds, whose neighbours in the same conversation or document earn a share
   * of their score (claims and node cards have no neighbours, so they lend nothing).
   */
  static List<Candidate> seeds(Map<String, Candidate> byId, int count) {
    List<Candidate> sorted = new ArrayList<>();
    for (Candidate c : byId.values()) {
      if (c.chunkId.startsWith(TypeId.CHUNK + "_")) {
        sorted.add(c);
      }
    }
    sorted.sort(ORDER);
    return sorted.subList(0, Math.min(count, sorted.size()));
  }

  static Map<String, List<Integer>> neighbourPositions(List<Candidate> seeds) {
    return neighbourPositions(seeds, false);
  }

  /** As above; with {@code twoAway} the positions two before and two after too. */
  static Map<String, List<Integer>> neighbourPositions(List<Candidate> seeds, boolean twoAway) {
    Map<String, List<Integer>> wanted = new HashMap<>();
    for (Candidate s : seeds) {
      if (s.groupId == null) {
        continue;
      }
      List<Integer> positions = wanted.computeIfAbsent(s.groupId, g -> new ArrayList<>());
      positions.add(s.position - 1);
      positions.add(s.position + 1);
      if (twoAway) {
        positions.add(s.position - 2);
        positions.add(s.position + 2);
      }
    }
    return wanted;
  }

  /**
   * Each neighbour chunk gets {@code bonus} times the better fused score of the seeds beside it
   * (one position before or after in its group), times {@code n^-exponent} where {@code n} is the
   * number of chunks of the neighbour's message among {@code neighbours}; neighbours not yet
   * candidates are added.
   */
  static void lendToNeighbours(
      Map<String, Candidate> candidates,
      List<Candidate> seeds,
      List<LaneHit> neighbours,
      double bonus,
      double exponent) {
    lendToNeighbours(candidates, seeds, neighbours, bonus, exponent, 0);
  }

  /**
   * As above; a neighbour that was not yet a candidate (neither lane returned it) gets the bonus
   * times {@code 1 - strangerDiscount}.
   */
  static void lendToNeighbours(
      Map<String, Candidate> candidates,
      List<Candidate> seeds,
      List<LaneHit> neighbours,
      double bonus,
      double exponent,
      double strangerDiscount) {
    lendToNeighbours(candidates, seeds, neighbours, bonus, exponent, strangerDiscount, 0, 0);
  }

  /**
   * As above; a chunk two positions from a seed (and not beside a stronger one) gets {@code
   * twoAway} times what it would get beside it (0 = only the positions beside a seed lend), times
   * {@code (m * n)^-middleExponent} where {@code m} is the number of chunks of the message between
   * them and {@code n} the chunk's own message's: a short exchange (question, short answer,
   * follow-up) carries the topic on, a long message in it has its own content.
   */
  static void lendToNeighbours(
      Map<String, Candidate> candidates,
      List<Candidate> seeds,
      List<LaneHit> neighbours,
      double bonus,
      double exponent,
      double strangerDiscount,
      double twoAway,
      double middleExponent) {
    Map<String, Double> seedScore = new HashMap<>();
    for (Candidate s : seeds) {
      seedScore.put(s.groupId + "#" + s.position, s.fused);
    }
    // Sorted by id so equal scores keep a stable order.
    List<LaneHit> sorted = new ArrayList<>(neighbours);
    sorted.sort(Comparator.comparing(LaneHit::chunkId));
    Map<String, Integer> chunksOfMessage = new HashMap<>();
    for (LaneHit n : sorted) {
      chunksOfMessage.merge(n.groupId() + "#" + n.position(), 1, Integer::sum);
    }
    for (LaneHit n : sorted) {
      double lend =
          Math.max(
              seedScore.getOrDefault(n.groupId() + "#" + (n.position() - 1), 0.0),
              seedScore.getOrDefault(n.groupId() + "#" + (n.position() + 1), 0.0));
      if (twoAway > 0) {
        for (int side : new int[] {-1, 1}) {
          double seed = seedScore.getOrDefault(n.groupId() + "#" + (n.position() + 2 * side), 0.0);
          if (seed > 0 && middleExponent > 0) {
            int middle = chunksOfMessage.getOrDefault(n.groupId() + "#" + (n.position() + side), 1);
            int own = chunksOfMessage.get(n.groupId() + "#" + n.position());
            seed *= Math.pow((double) middle * own, -middleExponent);
          }
          lend = Math.max(lend, twoAway * seed);
        }
      }
      if (exponent > 0) {
        lend *= Math.pow(chunksOfMessage.get(n.groupId() + "#" + n.position()), -exponent);
      }
      Candidate c = candidates.get(n.chunkId());
      if (c == null || c.stranger) {
        lend *= 1 - strangerDiscount;
        if (c == null) {
          c = new Candidate(n.chunkId(), n.groupId(), n.position());
          c.stranger = true;
          candidates.put(n.chunkId(), c);
        }
      }
      c.adjacency = Math.max(c.adjacency, bonus * lend);
    }
  }
}
