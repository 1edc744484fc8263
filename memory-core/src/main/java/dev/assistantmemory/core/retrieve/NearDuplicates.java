package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.SearchIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Maximal marginal relevance over the page and its spares ({@link
 * RankingConfig.Extras#mmrLambda()}, {@link RankingConfig.Extras#duplicateCosine()}): each place of
 * the first {@code window} goes, greedily, to the candidate that is both relevant and unlike the
 * chunks already placed, by the cosine of their stored vectors (no embedding, one read of the
 * index's own vectors). Claims and node cards have no stored chunk vector and are compared with
 * nothing. Deterministic: ties keep the earlier candidate.
 */
final class NearDuplicates {
  private NearDuplicates() {}

  /**
   * Reorders the first {@code window} places of {@code ranked} (already in {@link Fusion#ORDER}).
   *
   * @param lambda MMR's balance: a place goes to the candidate with the best {@code lambda * rel -
   *     (1 - lambda) * maxSim}, where {@code rel} is its total over the first candidate's and
   *     {@code maxSim} its highest cosine to a chunk placed above it (0 = MMR off)
   * @param duplicate a chunk whose cosine to a chunk placed above it reaches this is a near
   *     duplicate and moves after the window's other candidates, in its order (0 = off)
   */
  static List<Fusion.Candidate> apply(
      List<Fusion.Candidate> ranked,
      SearchIndex index,
      IndexFilter chunks,
      double lambda,
      double duplicate,
      int window) {
    int n = Math.min(window, ranked.size());
    if (n < 2) {
      return ranked;
    }
    List<Fusion.Candidate> head = new ArrayList<>(ranked.subList(0, n));
    Map<String, float[]> stored = index.vectors(head.stream().map(c -> c.chunkId).toList(), chunks);
    if (stored.size() < 2) {
      return ranked;
    }
    float[][] vectors = new float[n][];
    for (int i = 0; i < n; i++) {
      float[] v = stored.get(head.get(i).chunkId);
      vectors[i] = v == null ? null : unit(v);
    }
    List<Integer> order = lambda > 0 ? mmr(head, vectors, lambda) : identity(n);
    if (duplicate > 0) {
      order = demoteDuplicates(order, vectors, duplicate);
    }
    List<Fusion.Candidate> out = new ArrayList<>(ranked.size());
    order.forEach(i -> out.add(head.get(i)));
    out.addAll(ranked.subList(n, ranked.size()));
    return out;
  }

  private static List<Integer> mmr(List<Fusion.Candidate> head, float[][] vectors, double lambda) {
    int n = head.size();
    double top = head.get(0).total();
    double scale = top > 0 ? top : 1;
    double[] maxSim = new double[n];
    boolean[] placed = new boolean[n];
    List<Integer> order = new ArrayList<>(n);
    while (order.size() < n) {
      int best = -1;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        if (placed[i]) {
          continue;
        }
        double s = lambda * head.get(i).total() / scale - (1 - lambda) * maxSim[i];
        if (s > bestScore) {
          bestScore = s;
          best = i;
        }
      }
      placed[best] = true;
      order.add(best);
      if (vectors[best] != null) {
        for (int i = 0; i < n; i++) {
          if (!placed[i] && vectors[i] != null) {
            maxSim[i] = Math.max(maxSim[i], dot(vectors[best], vectors[i]));
          }
        }
      }
    }
    return order;
  }

  private static List<Integer> demoteDuplicates(
      List<Integer> order, float[][] vectors, double duplicate) {
    List<Integer> kept = new ArrayList<>(order.size());
    List<Integer> moved = new ArrayList<>();
    for (int i : order) {
      boolean dup = false;
      if (vectors[i] != null) {
        for (int k : kept) {
          if (vectors[k] != null && dot(vectors[k], vectors[i]) >= duplicate) {
            dup = true;
            break;
          }
        }
      }
      (dup ? moved : kept).add(i);
    }
    kept.addAll(moved);
    return kept;
  }

  private static List<Integer> identity(int n) {
    List<Integer> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(i);
    }
    return out;
  }

  private static float[] unit(float[] v) {
    double norm = Math.sqrt(dot(v, v));
    float[] out = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = norm == 0 ? 0 : (float) (v[i] / norm);
    }
    return out;
  }

  private static double dot(float[] a, float[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }
}
