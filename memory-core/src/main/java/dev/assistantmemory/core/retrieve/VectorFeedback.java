package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Vector pseudo-relevance feedback (Rocchio), {@link RankingConfig.Extras#prfDocs()}: the first
 * fused ranking's top source chunks pull the query vector towards what they mean, and the chunk
 * vector lane is asked again. Evidence that shares meaning with the other evidence turns rather
 * than with the question's wording (multi-hop questions) can enter the pool this way.
 */
final class VectorFeedback {
  private VectorFeedback() {}

  private static final Pattern YES_NO =
      Pattern.compile(
          "^\\s*(would|could|might|is|are|does|do|did|has|have|was|were|will|can)\\b",
          Pattern.CASE_INSENSITIVE);

  /** "What books", "Which kinds of tools": the word after the question word (and "kind of"). */
  private static final Pattern LIST =
      Pattern.compile(
          "^\\s*(what|which)\\s+(?:(?:kinds?|types?|sorts?) of\\s+)?(\\w+)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern PERFECT =
      Pattern.compile("\\b(has|have)\\b", Pattern.CASE_INSENSITIVE);

  private static final Set<String> AUXILIARIES =
      Set.of(
          "is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "will", "would",
          "can", "could", "should", "might");

  /**
   * A question that gathers evidence from several turns rather than looking one fact up: a yes/no
   * judgement ("Would Caroline pursue writing?"), a list ("What books has Melanie read?", "What
   * kinds of books ...": a plural noun right after the question word) or the present perfect
   * ("Where has Melanie camped?").
   */
  static boolean broad(String query) {
    if (YES_NO.matcher(query).find() || PERFECT.matcher(query).find()) {
      return true;
    }
    Matcher m = LIST.matcher(query);
    if (!m.find()) {
      return false;
    }
    String word = m.group(2).toLowerCase(Locale.ROOT);
    return !AUXILIARIES.contains(word) && word.endsWith("s") && !word.endsWith("ss");
  }

  /**
   * {@code normalize(normalize(q) + alpha * mean)}, where {@code mean} is the mean of the
   * normalised {@code feedback} vectors; {@code q} itself when there is no feedback.
   */
  static float[] moved(float[] q, List<float[]> feedback, double alpha) {
    if (feedback.isEmpty()) {
      return q;
    }
    double[] sum = new double[q.length];
    double qn = norm(q);
    for (int i = 0; i < q.length; i++) {
      sum[i] = qn > 0 ? q[i] / qn : 0;
    }
    for (float[] f : feedback) {
      double fn = norm(f);
      if (fn == 0) {
        continue;
      }
      for (int i = 0; i < q.length; i++) {
        sum[i] += alpha * f[i] / fn / feedback.size();
      }
    }
    double sn = 0;
    for (double v : sum) {
      sn += v * v;
    }
    sn = Math.sqrt(sn);
    float[] out = new float[q.length];
    for (int i = 0; i < q.length; i++) {
      out[i] = sn > 0 ? (float) (sum[i] / sn) : 0f;
    }
    return out;
  }

  private static double norm(float[] v) {
    double s = 0;
    for (float x : v) {
      s += x * (double) x;
    }
    return Math.sqrt(s);
  }

  /** The lanes of the first fusion, kept to fuse again. */
  record Lanes(
      List<LaneHit> lexical,
      List<LaneHit> lexicalGraph,
      List<LaneHit> vector,
      List<LaneHit> vectorGraph) {}

  /**
   * The candidates after feedback: with a lane share {@code s}, the moved query's chunk lane is
   * added to {@code candidates} as a lane of its own weighing {@code s} times the vector weight,
   * and the first vector lanes keep {@code 1 - s} of it; without, both vector lanes are asked with
   * the moved query and the lanes are fused again in place of the first vector lanes. A candidate's
   * cosine (its absolute relevance) stays the original query's. Nothing changes when the index
   * returns no vectors.
   */
  static Map<String, Fusion.Candidate> apply(
      Map<String, Fusion.Candidate> candidates,
      Lanes lanes,
      float[] query,
      SearchIndex index,
      IndexFilter chunks,
      IndexFilter graph,
      int graphCandidates,
      RankingConfig cfg) {
    RankingConfig.Extras x = cfg.extras();
    List<Fusion.Candidate> top = Fusion.seeds(candidates, x.prfDocs());
    Map<String, float[]> stored = index.vectors(top.stream().map(c -> c.chunkId).toList(), chunks);
    List<float[]> feedback = new ArrayList<>();
    top.forEach(
        c -> {
          float[] v = stored.get(c.chunkId);
          if (v != null) {
            feedback.add(v);
          }
        });
    if (feedback.isEmpty()) {
      return candidates;
    }
    float[] moved = moved(query, feedback, x.prfAlpha());
    List<LaneHit> lane = index.vector(moved, chunks, cfg.candidates());
    if (x.prfLaneWeight() > 0) {
      // The feedback lane takes its share of the vector weight from the first vector lanes, so
      // the balance between words and meaning stays the configured one.
      double share = Math.min(1, x.prfLaneWeight());
      candidates.values().forEach(c -> c.fused -= share * cfg.vectorWeight() * c.vector);
      addLane(candidates, lane, share * cfg.vectorWeight(), cfg.minMax());
      return candidates;
    }
    List<LaneHit> movedGraph =
        lanes.vectorGraph().isEmpty() ? List.of() : index.vector(moved, graph, graphCandidates);
    Map<String, Fusion.Candidate> refused =
        Fusion.fuse(lanes.lexical(), lanes.lexicalGraph(), lane, movedGraph, cfg);
    Map<String, Double> cosine = new HashMap<>();
    for (LaneHit h : lanes.vector()) {
      cosine.put(h.chunkId(), 2 * h.score() - 1);
    }
    for (LaneHit h : lanes.vectorGraph()) {
      cosine.put(h.chunkId(), 2 * h.score() - 1);
    }
    refused.forEach((id, c) -> c.cosine = cosine.getOrDefault(id, Double.NaN));
    return refused;
  }

  /**
   * Adds a vector lane (Lucene's cosine scores) with its own weight, normalised over its own
   * candidates as the fusion normalises each lane.
   */
  static void addLane(
      Map<String, Fusion.Candidate> byId, List<LaneHit> lane, double weight, boolean minMax) {
    double max = lane.stream().mapToDouble(h -> 2 * h.score() - 1).max().orElse(1);
    double min = minMax ? lane.stream().mapToDouble(h -> 2 * h.score() - 1).min().orElse(0) : 0;
    for (LaneHit h : lane) {
      Fusion.Candidate c =
          byId.computeIfAbsent(
              h.chunkId(), id -> new Fusion.Candidate(id, h.groupId(), h.position()));
      double raw = 2 * h.score() - 1;
      double norm = max > min ? Math.min(1, Math.max(0, (raw - min) / (max - min))) : 1;
      c.fused += weight * norm;
    }
  }
}
