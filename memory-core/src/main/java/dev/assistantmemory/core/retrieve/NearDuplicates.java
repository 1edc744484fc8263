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

  /** As below, with the stages' {@code mmrLambda}, {@code duplicateCosine}, within sessions. */
  static List<Fusion.Candidate> apply(
      List<Fusion.Candidate> ranked,
      SearchIndex index,
      IndexFilter chunks,
      RankingConfig.Extras x,
      int window) {
    return apply(
        ranked, index, chunks, x.mmrLambda(), x.duplicateCosine(), x.mmrWithinSessions(), window);
  }

  /**
   * Reorders the first {@code window} places of {@code ranked} (already in {@link Fusion#ORDER}).
   *
   * @param lambda MMR's balance: a place goes to the candidate with the best {@code lambda * rel -
   *     (1 - lambda) * maxSim}, where {@code rel} is its total over the first candidate's and
   *     {@code maxSim} its highest cosine to a chunk placed above it (0 = MMR off)
   * @param duplicate a chunk whose cosine to a chunk placed above it reaches this is a near
   *     duplicate and moves after the window's other candidates, in its order (0 = off)
   * @param withinSessions compare a chunk only with chunks of its own group (conversation or
   *     document)
   */
  static List<Fusion.Candidate> apply(
      List<Fusion.Candidate> ranked,
      SearchIndex index,
      IndexFilter chunks,
      double lambda,
      double duplicate,
      boolean withinSessions,
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
    Similarity sim =
        (i, j) ->
            vectors[i] == null
                    || vectors[j] == null
                    || (withinSessions
                        && !java.util.Objects.equals(head.get(i).groupId, head.get(j).groupId))
                ? 0
                : dot(vectors[i], vectors[j]);
    List<Integer> order = lambda > 0 ? mmr(head, sim, lambda) : identity(n);
    if (duplicate > 0) {
      order = demoteDuplicates(order, sim, duplicate);
    }
    List<Fusion.Candidate> out = new ArrayList<>(ranked.size());
    order.forEach(i -> out.add(head.get(i)));
    out.addAll(ranked.subList(n, ranked.size()));
    return out;
  }

  /** Cosine between two of the window's candidates (0 when either has no vector). */
  private interface Similarity {
    double of(int i, int j);
  }

  private static List<Integer> mmr(List<Fusion.Candidate> head, Similarity sim, double lambda) {
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
      for (int i = 0; i < n; i++) {
        if (!placed[i]) {
          maxSim[i] = Math.max(maxSim[i], sim.of(best, i));
        }
      }
    }
    return order;
  }

  private static List<Integer> demoteDuplicates(
      List<Integer> order, Similarity sim, double duplicate) {
    List<Integer> kept = new ArrayList<>(order.size());
    List<Integer> moved = new ArrayList<>();
    for (int i : order) {
      boolean dup = kept.stream().anyMatch(k -> sim.of(k, i) >= duplicate);
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
