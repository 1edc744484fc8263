package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.MemoryStore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Lexical pseudo-relevance feedback, RM3-like ({@link RankingConfig.Extras#feedbackDocs()}): the
 * words of the first fused source chunks, each weighed by its share of a chunk's words times that
 * chunk's share of the feedback chunks' scores and by its inverse document frequency, give a second
 * lexical query of the weightiest words the question does not hold. Its hits are fused as a lane of
 * their own beside the first lanes (the interpolation of RM3), so a turn that shares the top turns'
 * vocabulary but not the question's words can enter the candidates. Deterministic: ties break on
 * the word.
 */
final class TermFeedback {
  private TermFeedback() {}

  /** Words shorter than this, and words of digits only, are not used as feedback. */
  private static final int MIN_WORD = 3;

  /** The texts of the given chunks, by chunk id (from the store). */
  static Function<List<String>, Map<String, String>> fromStore(MemoryStore store, String user) {
    return ids ->
        store.read(
            user,
            tx -> {
              Map<String, String> out = new HashMap<>();
              for (ChunkRecord c : tx.chunksWithoutEmbedding(user, ids)) {
                out.put(c.id(), c.text());
              }
              return out;
            });
  }

  /**
   * The feedback query: the {@code count} weightiest words of {@code texts} (chunk id to text,
   * weighed by {@code weights}, chunk id to its score) that are not among {@code questionTerms}. A
   * word's weight is {@code sum over chunks of weight(chunk) * tf(word, chunk) / |chunk|}, times
   * BM25's {@code idf} over the whole index.
   */
  static List<String> words(
      Map<String, String> texts,
      Map<String, Double> weights,
      Set<String> questionTerms,
      SearchIndex index,
      int count) {
    double total = 0;
    for (String id : texts.keySet()) {
      total += Math.max(0, weights.getOrDefault(id, 0.0));
    }
    if (total <= 0) {
      return List.of();
    }
    Map<String, Double> relevance = new HashMap<>();
    for (Map.Entry<String, String> e : texts.entrySet()) {
      double share = Math.max(0, weights.getOrDefault(e.getKey(), 0.0)) / total;
      List<String> words = index.analyze(e.getValue());
      if (words.isEmpty() || share == 0) {
        continue;
      }
      for (String w : words) {
        if (w.length() >= MIN_WORD && !w.chars().allMatch(Character::isDigit)) {
          relevance.merge(w, share / words.size(), Double::sum);
        }
      }
    }
    relevance.keySet().removeAll(questionTerms);
    if (relevance.isEmpty()) {
      return List.of();
    }
    Map<String, Integer> df = index.documentFrequencies(relevance.keySet());
    long docs = Math.max(1, index.size());
    List<Map.Entry<String, Double>> scored = new ArrayList<>();
    for (Map.Entry<String, Double> e : relevance.entrySet()) {
      Integer n = df.get(e.getKey());
      if (n == null) {
        continue;
      }
      double idf = Math.log(1 + (docs - n + 0.5) / (n + 0.5));
      scored.add(Map.entry(e.getKey(), e.getValue() * idf));
    }
    scored.sort(
        Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
            .thenComparing(Map.Entry.comparingByKey()));
    return scored.stream().limit(count).map(Map.Entry::getKey).toList();
  }

  /**
   * Adds the feedback lane to {@code candidates}: the first {@code feedbackDocs} source chunks give
   * the feedback query; its hits get {@code feedbackWeight} times the lexical weight, normalised
   * over the lane as the fusion normalises the first lexical lane. Nothing changes when no chunk
   * text or no feedback word is found.
   */
  static void apply(
      Map<String, Fusion.Candidate> candidates,
      List<String> questionTerms,
      Function<List<String>, Map<String, String>> texts,
      SearchIndex index,
      IndexFilter chunks,
      LexicalScoring scoring,
      RankingConfig cfg) {
    RankingConfig.Extras x = cfg.extras();
    List<Fusion.Candidate> top = Fusion.seeds(candidates, x.feedbackDocs());
    if (top.isEmpty()) {
      return;
    }
    Map<String, Double> weights = new HashMap<>();
    top.forEach(c -> weights.put(c.chunkId, c.total()));
    Map<String, String> read = texts.apply(top.stream().map(c -> c.chunkId).toList());
    List<String> words =
        words(read, weights, new HashSet<>(questionTerms), index, x.feedbackTerms());
    if (words.isEmpty()) {
      return;
    }
    List<LaneHit> lane = index.lexical(words, chunks, cfg.candidates(), scoring);
    addLane(candidates, lane, x.feedbackWeight() * cfg.lexicalWeight(), cfg.minMax());
  }

  /** Adds a lexical lane with its own weight, normalised over its own hits. */
  static void addLane(
      Map<String, Fusion.Candidate> byId, List<LaneHit> lane, double weight, boolean minMax) {
    double max = lane.stream().mapToDouble(LaneHit::score).max().orElse(1);
    double min = minMax ? lane.stream().mapToDouble(LaneHit::score).min().orElse(0) : 0;
    for (LaneHit h : lane) {
      Fusion.Candidate c =
          byId.computeIfAbsent(
              h.chunkId(), id -> new Fusion.Candidate(id, h.groupId(), h.position()));
      double norm = max > min ? Math.min(1, Math.max(0, (h.score() - min) / (max - min))) : 1;
      c.fused += weight * norm;
    }
  }
}
