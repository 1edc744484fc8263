package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.core.index.SearchIndex;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The named speaker's own lanes ({@link RankingConfig.Extras#speakerLaneShare}): when the question
 * names people who speak in the caller's messages, the source chunks' lexical and vector lanes are
 * asked once more inside the caller's filter narrowed to those people's own chunks ({@link
 * IndexFilter#spokenBy}), and fused in as two lanes of their own, each normalised over its own hits
 * and taking a share of its first lane's weight.
 *
 * <p>Why: a question about a person ("What activities does Melanie partake in?") is answered by
 * that person's own turns (on LoCoMo's tune split 237 of the 242 gold turns of the multi-hop
 * questions naming one speaker, all 48 of the open-domain ones), but a quarter to a third of the
 * first ten places go to the other speaker's turns: reactions and questions that echo the topic.
 * Over the whole slice the named person's best turns compete with those; over their own turns they
 * are each lane's best, and turns beyond the first lanes' candidate pools come in.
 *
 * <p>Deterministic; the narrowed filter keeps every clause of the caller's (user, scope,
 * partitions, kinds), so nothing outside the caller's read comes back. Only the weighted fusion
 * (under RRF the lanes are left as they were).
 */
final class SpeakerLanes {
  private SpeakerLanes() {}

  /**
   * Adds the named speakers' lanes to {@code candidates}; nothing when {@code speakers} is empty.
   *
   * @param terms the lexical lanes' terms (the question's, as the first lanes were asked)
   * @param vector the query vector the first vector lanes were asked with (null: no vector lane)
   */
  static void apply(
      Map<String, Fusion.Candidate> candidates,
      Set<String> speakers,
      List<String> terms,
      float[] vector,
      SearchIndex index,
      IndexFilter chunks,
      LexicalScoring scoring,
      RankingConfig cfg) {
    double share = Math.min(1, cfg.extras().speakerLaneShare());
    if (speakers.isEmpty() || share <= 0 || cfg.fusion() != RankingConfig.Fusion.WEIGHTED) {
      return;
    }
    IndexFilter own = chunks.sourceChunks().spokenBy(speakers);
    boolean lexicalOn = cfg.lexicalWeight() > 0 && !terms.isEmpty();
    boolean vectorOn = cfg.vectorWeight() > 0 && vector != null;
    List<LaneHit> lexical =
        lexicalOn ? index.lexical(terms, own, cfg.candidates(), scoring) : List.of();
    List<LaneHit> vectors = vectorOn ? index.vector(vector, own, cfg.candidates()) : List.of();
    if (lexical.isEmpty() && vectors.isEmpty()) {
      return;
    }
    // Each speaker lane takes its share of its first lane's weight, so the balance between words
    // and meaning, and the scale of every later stage, stays the configured one.
    double lexicalWeight = lexical.isEmpty() ? 0 : share * cfg.lexicalWeight();
    double vectorWeight = vectors.isEmpty() ? 0 : share * cfg.vectorWeight();
    candidates
        .values()
        .forEach(c -> c.fused -= lexicalWeight * c.lexical + vectorWeight * c.vector);
    addLane(candidates, lexical, lexicalWeight, cfg.minMax(), false);
    addLane(candidates, vectors, vectorWeight, cfg.minMax(), true);
  }

  /**
   * One lane normalised over its own hits (min-max or by its best, as the fusion normalises the
   * first lanes); a vector lane's scores are Lucene's {@code (1 + cos) / 2}.
   */
  static void addLane(
      Map<String, Fusion.Candidate> byId,
      List<LaneHit> lane,
      double weight,
      boolean minMax,
      boolean vector) {
    if (lane.isEmpty() || weight <= 0) {
      return;
    }
    double max = Double.NEGATIVE_INFINITY;
    double min = Double.POSITIVE_INFINITY;
    for (LaneHit h : lane) {
      double raw = vector ? 2 * h.score() - 1 : h.score();
      max = Math.max(max, raw);
      min = Math.min(min, raw);
    }
    if (!minMax) {
      min = 0;
    }
    for (LaneHit h : lane) {
      Fusion.Candidate c =
          byId.computeIfAbsent(
              h.chunkId(), id -> new Fusion.Candidate(id, h.groupId(), h.position()));
      double raw = vector ? 2 * h.score() - 1 : h.score();
      double norm = max > min ? Math.min(1, Math.max(0, (raw - min) / (max - min))) : 1;
      c.fused += weight * norm;
      if (vector) {
        c.cosine = Double.isNaN(c.cosine) ? raw : Math.max(c.cosine, raw);
      }
    }
  }
}
