package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Retrieval quality on the LoCoMo dev conversations: ingests each session as a conversation (each
 * sample under its own user), asks every question, and scores whether the evidence turns come back:
 * recall@k (share of evidence turns in the top k) and hit@k (any evidence turn in the top k), for k
 * = 1, 5, 10, 20, per category, for each ranking variant, on the tune split, the held-out split
 * ({@link Splits}: conv-30 and conv-43) and all. Per-question records (id, split, gold evidence,
 * ranked turn ids) go to {@code <out>/<variant>.jsonl}.
 *
 * <p>A result counts as an evidence turn when it is that turn's chunk, or (mode {@code cited}, the
 * default) an extracted claim citing that turn (its source or further evidence, in citation order);
 * mode {@code chunks} counts chunks only.
 *
 * <p>Usage: {@code RetrievalHarness <locomo.json> <outDir> [model] [cited|chunks]
 * [extract|noextract]}; {@code -Dstore=<dir>} keeps the ingested data directory (a second run only
 * searches), {@code -Dvariants=a,b} selects variants.
 */
public final class RetrievalHarness {
  static final int[] KS = {1, 5, 10, 20};

  /**
   * How many hits each search asks for ({@code -Ddepth=N}, default 20): a deeper list shows where
   * the missed evidence ranks, or that it is not among the candidates at all.
   */
  static final int DEPTH = Integer.getInteger("depth", 20);

  public static void main(String[] args) throws Exception {
    Path data = Path.of(args.length > 0 ? args[0] : "../shared/bench/locomo-dev5.json");
    Path out = Path.of(args.length > 1 ? args[1] : "bench-results");
    String model = args.length > 2 ? args[2] : "all-minilm-l6-v2-q";
    boolean cited = args.length <= 3 || !"chunks".equals(args[3]);
    boolean extraction = args.length <= 4 || !"noextract".equals(args[4]);
    Files.createDirectories(out);
    List<Locomo.Sample> samples = Locomo.load(data);
    // -Dstore=<dir> keeps the data directory: a second run finds the marker and only searches.
    String store = System.getProperty("store");
    Path dir =
        store == null
            ? Files.createTempDirectory("memory-bench-retrieval")
            : Files.createDirectories(Path.of(store));
    Path marker = dir.resolve("ingested-" + data.getFileName());
    Map<String, RankingConfig> variants = selected(variants());
    try (MemoryApplication app =
        new MemoryApplication(
                BenchApp.config(dir, model, Map.of(Setting.EXTRACTION, extraction ? "on" : "off")))
            .startBackground()) {
      long t0 = System.nanoTime();
      if (!Files.exists(marker)) {
        BenchApp.ingestLocomo(app, samples);
        Files.writeString(marker, model);
      }
      System.out.printf(
          Locale.ROOT,
          "ingested %d samples in %.1f s (model %s)%n",
          samples.size(),
          (System.nanoTime() - t0) / 1e9,
          model);
      BenchApp.printGraphCounts(dir);
      Map<String, List<String>> citations = BenchApp.claimCitations(dir);
      System.out.println("counting " + (cited ? "chunks and claims citing a turn" : "chunks only"));
      Map<String, Integer> mix = new java.util.TreeMap<>();
      // Each variant's query vector by the service's own rule (QueryVectors).
      QueryVectors vectors = new QueryVectors(app);
      // -Dtiming=R: only the interleaved latency of the variants (-DtimingMatch=<regex>: of the
      // questions whose text it finds), no quality figures.
      int timing = Integer.getInteger("timing", 0);
      if (timing > 0) {
        time(app, samples, variants, vectors, timing, System.getProperty("timingMatch"));
        return;
      }
      System.out.printf(
          Locale.ROOT,
          "%-34s %-14s %7s %7s %7s %7s | %7s %7s | %s%n",
          "variant",
          "split",
          "R@1",
          "R@5",
          "R@10",
          "R@20",
          "H@10",
          "ms/q",
          "R@10 by category");
      ObjectMapper json = JsonMapper.builder().build();
      for (Map.Entry<String, RankingConfig> v : variants.entrySet()) {
        Map<String, Score> bySplit = new LinkedHashMap<>();
        Map<String, Map<Integer, Score>> byCategory = new LinkedHashMap<>();
        for (String split : List.of(Splits.TUNE, Splits.HELD_OUT, Splits.ALL)) {
          bySplit.put(split, new Score());
          byCategory.put(split, new TreeMap<>());
        }
        long searchNanos = 0;
        int questions = 0;
        try (BufferedWriter w = Files.newBufferedWriter(out.resolve(fileName(v.getKey())))) {
          for (Locomo.Sample s : samples) {
            ReadScope scope = ReadScope.of(s.id(), null, AccessScope.partition);
            String split = Splits.locomo(s.id());
            for (Locomo.Question q : s.questions()) {
              SearchRequest req =
                  new SearchRequest(scope, q.question(), DEPTH, Scope.personal, Set.of(), null);
              float[] vector = vectors.of(req, v.getValue());
              long st = System.nanoTime();
              List<dev.assistantmemory.core.retrieve.Hit> hits =
                  app.search().search(req, v.getValue(), vector).hits();
              searchNanos += System.nanoTime() - st;
              questions++;
              for (var h : hits) {
                mix.merge(v.getKey() + " " + h.getClass().getSimpleName(), 1, Integer::sum);
              }
              List<String> ranked = new ArrayList<>();
              for (dev.assistantmemory.core.retrieve.Hit h : hits) {
                List<String> externals = List.of();
                if (h instanceof ChunkHit c) {
                  externals = List.of(c.externalId());
                } else if (cited && h instanceof dev.assistantmemory.core.retrieve.ClaimHit c) {
                  externals = citations.getOrDefault(c.claim().id(), List.of());
                }
                for (String external : externals) {
                  if (external != null && external.startsWith(s.id() + ":")) {
                    String turn = external.substring(s.id().length() + 1);
                    if (!ranked.contains(turn)) {
                      ranked.add(turn);
                    }
                  }
                }
              }
              double[] recall = new double[KS.length];
              boolean[] hit = new boolean[KS.length];
              for (int i = 0; i < KS.length; i++) {
                int found = 0;
                for (String e : q.evidence()) {
                  int pos = ranked.indexOf(e);
                  if (pos >= 0 && pos < KS[i]) {
                    found++;
                  }
                }
                recall[i] = (double) found / q.evidence().size();
                hit[i] = found > 0;
              }
              for (String sp : List.of(split, Splits.ALL)) {
                bySplit.get(sp).add(recall, hit);
                byCategory.get(sp).computeIfAbsent(q.category(), c -> new Score()).add(recall, hit);
              }
              var record =
                  new QuestionRecords.LocomoQuestion(
                      q.id(),
                      split,
                      s.id(),
                      q.category(),
                      q.question(),
                      q.evidence(),
                      ranked,
                      QuestionRecords.trace(hits, e -> e.substring(s.id().length() + 1)),
                      recall[2],
                      hit[2]);
              w.write(json.writeValueAsString(record));
              w.newLine();
            }
          }
        }
        for (Map.Entry<String, Score> e : bySplit.entrySet()) {
          Score total = e.getValue();
          StringBuilder cats = new StringBuilder();
          byCategory
              .get(e.getKey())
              .forEach(
                  (c, sc) ->
                      cats.append(
                          String.format(
                              Locale.ROOT, "%s %.3f  ", Locomo.CATEGORY.get(c), sc.recall(2))));
          System.out.printf(
              Locale.ROOT,
              "%-34s %-14s %7.3f %7.3f %7.3f %7.3f | %7.3f %7.2f | %s%n",
              v.getKey(),
              e.getKey() + "(" + total.n + ")",
              total.recall(0),
              total.recall(1),
              total.recall(2),
              total.recall(3),
              total.hit(2),
              searchNanos / 1e6 / questions,
              cats);
        }
      }
      System.out.println("result mix (hits over all questions): " + mix);
      System.out.println(vectors.summary());
    }
  }

  /** A variant's record file name: its name with anything but letters, digits, '.', '-' as '_'. */
  static String fileName(String variant) {
    return variant.replaceAll("[^A-Za-z0-9.-]+", "_").replaceAll("_+$", "") + ".jsonl";
  }

  /**
   * The ranking variants measured: the floors (each lane alone), plain RRF, the fused ranking
   * without the neighbour bonus, and the default. Further rows are ablations of the default.
   */
  /**
   * The variants named in the system property {@code variants} (comma-separated), or all of them.
   */
  static Map<String, RankingConfig> selected(Map<String, RankingConfig> all) {
    String names = System.getProperty("variants");
    if (names == null || names.isBlank()) {
      return all;
    }
    Map<String, RankingConfig> out = new LinkedHashMap<>();
    for (String n : names.split(",")) {
      RankingConfig c = all.get(n.trim());
      if (c == null) {
        throw new IllegalArgumentException("unknown variant " + n + "; known: " + all.keySet());
      }
      out.put(n.trim(), c);
    }
    return out;
  }

  static Map<String, RankingConfig> variants() {
    // "default" is the ranking before the stages of issue 14 (lane fusion and the neighbour bonus);
    // every stage is measured on top of it, whatever RankingConfig.DEFAULT now switches on.
    RankingConfig d = RankingConfig.DEFAULT.withExtras(RankingConfig.Extras.NONE);
    Map<String, RankingConfig> v = new LinkedHashMap<>();
    v.put("bm25", d.withWeights(1, 0).withDropQuestionWords(false).withAdjacency(0, 0));
    v.put("vector", d.withWeights(0, 1).withAdjacency(0, 0));
    v.put(
        "rrf",
        d.withFusion(RankingConfig.Fusion.RRF)
            .withWeights(1, 1)
            .withDropQuestionWords(false)
            .withAdjacency(0, 0));
    v.put("minmax-0.6-dropqw (no adjacency)", d.withAdjacency(0, 0));
    v.put("default", d);
    v.put("default+session0.15", d.withSessionWeight(0.15));
    v.put("default+session0.3", d.withSessionWeight(0.3));
    v.put("default+collapse", d.withCollapseMessages(true));
    v.put("default+temporal0.1", d.withTemporalWeight(0.1));
    v.put("default+temporal0.2", d.withTemporalWeight(0.2));
    v.put("default+claimevidence0.5", d.withClaimEvidence(0.5));
    v.put("default+adjacency0.3", d.withAdjacency(0.3, d.adjacencySeeds()));
    v.put("default+collapse+temporal0.2", d.withCollapseMessages(true).withTemporalWeight(0.2));
    v.put(
        "default+session0.15+collapse+temporal0.2",
        d.withSessionWeight(0.15).withCollapseMessages(true).withTemporalWeight(0.2));
    // Stop 20: the neighbour bonus by the neighbour's length, collapse with it, session diversity.
    for (double e : new double[] {1, 2, 4}) {
      String n = String.format(Locale.ROOT, "%.0f", e);
      v.put("default+adjchunks" + n, d.withAdjacencyChunkExponent(e));
      v.put(
          "default+collapse+adjchunks" + n,
          d.withCollapseMessages(true).withAdjacencyChunkExponent(e));
    }
    for (double div : new double[] {0.1, 0.2, 0.3}) {
      v.put("default+diversity" + div, d.withSessionDiversity(div));
      v.put(
          "default+collapse+adjchunks1+diversity" + div,
          d.withCollapseMessages(true).withAdjacencyChunkExponent(1).withSessionDiversity(div));
    }
    for (double w : new double[] {0.1, 0.2, 0.4}) {
      v.put("default+speaker" + w, d.withSpeakerWeight(w));
      v.put(
          "default+collapse+adjchunks1+speaker" + w,
          d.withCollapseMessages(true).withAdjacencyChunkExponent(1).withSpeakerWeight(w));
    }
    // Issue 14, third pass: stages on top of the current default (collapse + adjchunks1).
    RankingConfig now = d.withCollapseMessages(true).withAdjacencyChunkExponent(1);
    for (double w : new double[] {0.1, 0.2, 0.4, 0.8, 1.6}) {
      v.put("default+collapse+adjchunks1+role" + w, now.withRoleWeight(w));
    }
    for (double sd : new double[] {0.5, 1}) {
      v.put("default+collapse+adjchunks1+stranger" + sd, now.withStrangerDiscount(sd));
    }
    for (int k : new int[] {150, 200}) {
      v.put(
          "default+collapse+adjchunks1+cand" + k,
          new RankingConfig(
              now.minMax(),
              now.fusion(),
              now.lexicalWeight(),
              now.vectorWeight(),
              now.rrfK(),
              now.dropQuestionWords(),
              now.adjacencyBonus(),
              now.adjacencySeeds(),
              k,
              now.extras()));
    }
    // Issue 14, fourth pass: vector pseudo-relevance feedback (k top chunks, alpha; "s": as a lane
    // of its own taking that share of the vector weight, else in place of the vector lanes; "g":
    // for broad questions only) and the role stage within the sessions' places.
    for (int k : new int[] {3, 5, 10}) {
      for (double a : new double[] {0.5, 1, 2}) {
        String n = "default+collapse+adjchunks1+prf" + k + "a" + a;
        v.put(n, now.withPrf(k, a, 0));
        v.put(n + "g", now.withPrf(k, a, 0, true));
        for (double s : new double[] {0.25, 0.5}) {
          v.put(n + "s" + s, now.withPrf(k, a, s));
        }
      }
    }
    for (double w : new double[] {0.4, 0.8, 1.6}) {
      v.put("default+collapse+adjchunks1+rolesess" + w, now.withRoleWithinSessions(w));
    }
    // The two chosen on tune together.
    v.put(
        "default+collapse+adjchunks1+prf3a0.5s0.5+rolesess0.4",
        now.withPrf(3, 0.5, 0.5).withRoleWithinSessions(0.4));
    // Issue 14, fifth pass: BM25 statistics from the caller's slice of the index.
    RankingConfig slice = now.withSliceStatistics(true);
    v.put("default+collapse+adjchunks1+slice", slice);
    v.put("default+collapse+adjchunks1+slice+rolesess0.4", slice.withRoleWithinSessions(0.4));
    v.put("default+collapse+adjchunks1+slice+speaker0.2", slice.withSpeakerWeight(0.2));
    v.put("default+collapse+adjchunks1+slice+temporal0.2", slice.withTemporalWeight(0.2));
    v.put("default+collapse+adjchunks1+slice+session0.15", slice.withSessionWeight(0.15));
    sixthPass(v, now);
    seventhPass(v, now);
    eighthPass(v, now);
    ninthPass(v, now);
    FeedbackVariants.tenthPass(v, now);
    return v;
  }

  /**
   * Issue 14, sixth pass: BM25's k1 and b on the source chunks' lane (alone and with slice
   * statistics), MMR and near-duplicate demotion over the page, claim-to-evidence on the current
   * default.
   */
  private static void sixthPass(Map<String, RankingConfig> v, RankingConfig now) {
    String n = "default+collapse+adjchunks1";
    for (double k1 : new double[] {0.3, 0.6, 0.9, 1.2, 1.6}) {
      for (double b : new double[] {0.3, 0.5, 0.75, 0.9, 1.0}) {
        String p = "+bm25k" + k1 + "b" + b;
        v.put(n + p, now.withBm25(k1, b));
        v.put(n + "+slice" + p, now.withSliceStatistics(true).withBm25(k1, b));
        v.put(n + p + "+rolesess0.4", now.withBm25(k1, b).withRoleWithinSessions(0.4));
      }
    }
    for (double lambda : new double[] {0.5, 0.7, 0.8, 0.85, 0.9, 0.95}) {
      v.put(n + "+mmr" + lambda, now.withMmr(lambda, 0));
      v.put(n + "+mmrs" + lambda, now.withMmr(lambda, 0, true));
      v.put(n + "+bm25k0.3b0.75+mmrs" + lambda, now.withBm25(0.3, 0.75).withMmr(lambda, 0, true));
      v.put(
          n + "+mmr" + lambda + "+rolesess0.4", now.withMmr(lambda, 0).withRoleWithinSessions(0.4));
      for (double[] kb :
          new double[][] {{0.3, 0.75}, {0.3, 0.9}, {0.6, 0.75}, {0.9, 0.75}, {0.6, 1}}) {
        String p = "+bm25k" + kb[0] + "b" + kb[1];
        v.put(n + p + "+mmr" + lambda, now.withBm25(kb[0], kb[1]).withMmr(lambda, 0));
        v.put(
            n + "+slice" + p + "+mmr" + lambda,
            now.withSliceStatistics(true).withBm25(kb[0], kb[1]).withMmr(lambda, 0));
        v.put(
            n + p + "+mmr" + lambda + "+rolesess0.4",
            now.withBm25(kb[0], kb[1]).withMmr(lambda, 0).withRoleWithinSessions(0.4));
      }
    }
    for (double t : new double[] {0.8, 0.85, 0.9, 0.95}) {
      v.put(n + "+dup" + t, now.withMmr(0, t));
    }
    for (double share : new double[] {0.5, 1}) {
      v.put(n + "+claimevidence" + share, now.withClaimEvidence(share));
    }
    // The low k1 for questions about a fact only (a request for suggestions keeps the index's).
    for (double[] kb : new double[][] {{0.3, 0.75}, {0.3, 0.5}, {0.6, 0.75}, {0.6, 0.3}}) {
      String p = "+bm25k" + kb[0] + "b" + kb[1] + "f";
      v.put(n + p, now.withBm25(kb[0], kb[1], true));
      v.put(n + p + "+rolesess0.4", now.withBm25(kb[0], kb[1], true).withRoleWithinSessions(0.4));
      v.put(n + p + "+mmr0.85", now.withBm25(kb[0], kb[1], true).withMmr(0.85, 0));
      v.put(n + "+slice" + p, now.withSliceStatistics(true).withBm25(kb[0], kb[1], true));
    }
  }

  /**
   * Issue 14, seventh pass (retrieval7): on top of the current default ({@code bm25k0.3b0.75f}),
   * the lexical lane without question words common in the caller's slice.
   */
  private static void seventhPass(Map<String, RankingConfig> v, RankingConfig now) {
    String n = "default+collapse+adjchunks1+bm25k0.3b0.75f";
    RankingConfig current = now.withBm25(0.3, 0.75, true);
    for (double share : new double[] {0.1, 0.15, 0.2, 0.3, 0.4, 0.5}) {
      v.put(n + "+common" + share, current.withCommonTermShare(share));
      v.put(n + "+first" + share, current.withCommonTerms(share, true));
      for (double w : new double[] {0.1, 0.2, 0.4}) {
        v.put(
            n + "+common" + share + "+speaker" + w,
            current.withCommonTermShare(share).withSpeakerWeight(w));
      }
    }
    for (double w : new double[] {0.1, 0.2, 0.4}) {
      v.put(n + "+speaker" + w, current.withSpeakerWeight(w));
    }
    for (double t : new double[] {0.25, 0.5, 0.75}) {
      v.put(n + "+twoaway" + t, current.withAdjacencyTwoAway(t));
      for (double m : new double[] {1, 2, 4}) {
        String e = String.format(Locale.ROOT, "%.0f", m);
        v.put(n + "+twoaway" + t + "m" + e, current.withAdjacencyTwoAway(t, m));
      }
    }
    for (double w : new double[] {0.4, 0.8, 1.6}) {
      v.put(n + "+twoaway0.5m2+role" + w, current.withAdjacencyTwoAway(0.5, 2).withRoleWeight(w));
    }
    for (double d : new double[] {0.25, 0.5, 1}) {
      v.put(n + "+stranger" + d, current.withStrangerDiscount(d));
    }
    for (double w : new double[] {0.2, 0.4, 0.8, 1.6, 3.2}) {
      v.put(n + "+role" + w, current.withRoleWeight(w));
      v.put(n + "+first0.3+role" + w, current.withCommonTerms(0.3, true).withRoleWeight(w));
    }
  }

  /**
   * Issue 14, eighth pass (retrieval8): on top of the current default, session coherence (a share
   * of the best score of another message of the candidate's session among the first candidates;
   * {@code f}: not for questions that gather evidence over sessions).
   */
  private static void eighthPass(Map<String, RankingConfig> v, RankingConfig now) {
    String n = "default+collapse+adjchunks1+bm25k0.3b0.75f";
    RankingConfig current = now.withBm25(0.3, 0.75, true);
    for (double w : new double[] {0.05, 0.1, 0.15, 0.2, 0.3}) {
      for (int pool : new int[] {20, 30, 50}) {
        String p = "+coh" + w + "p" + pool;
        v.put(n + p, current.withCoherence(w, pool, false));
        v.put(n + p + "f", current.withCoherence(w, pool, true));
        for (double r : new double[] {0.4, 0.8, 1.6}) {
          v.put(n + p + "f+role" + r, current.withCoherence(w, pool, true).withRoleWeight(r));
          v.put(
              n + p + "f+rolesess" + r,
              current.withCoherence(w, pool, true).withRoleWithinSessions(r));
        }
      }
    }
    // The speaker stage for questions that gather evidence only ("b"), alone and with coherence.
    for (double w : new double[] {0.2, 0.4, 0.8, 1.6}) {
      v.put(n + "+speakerb" + w, current.withSpeakerWeight(w, true));
      v.put(
          n + "+coh0.2p30f+speakerb" + w,
          current.withCoherence(0.2, 30, true).withSpeakerWeight(w, true));
      for (double c : new double[] {0.1, 0.15, 0.2}) {
        for (int pool : new int[] {20, 30}) {
          v.put(
              n + "+coh" + c + "p" + pool + "f+speakerb" + w,
              current.withCoherence(c, pool, true).withSpeakerWeight(w, true));
        }
      }
    }
  }

  /**
   * Issue 14, ninth pass (retrieval9): on top of the current default ({@code
   * bm25k0.3b0.75f+coh0.1p20f+speakerb0.8}), the question's date against the messages' dates
   * ({@code dateW p P}: in-window candidates among the first P get W times the first's score).
   */
  private static void ninthPass(Map<String, RankingConfig> v, RankingConfig now) {
    String n = "default+collapse+adjchunks1+bm25k0.3b0.75f+coh0.1p20f+speakerb0.8";
    RankingConfig current =
        now.withBm25(0.3, 0.75, true).withCoherence(0.1, 20, true).withSpeakerWeight(0.8, true);
    for (double w : new double[] {0.25, 0.5, 1}) {
      for (int pool : new int[] {30, 50, 100}) {
        v.put(n + "+date" + w + "p" + pool, current.withQuestionDates(w, pool));
      }
    }
  }

  /**
   * The search latency of each variant, interleaved (every variant on a question before the next
   * question, so load swings fall on all alike): median and p90 over {@code rounds} rounds after
   * one warm-up round, over the questions {@code match} finds (all when null).
   */
  private static void time(
      MemoryApplication app,
      List<Locomo.Sample> samples,
      Map<String, RankingConfig> variants,
      QueryVectors vectors,
      int rounds,
      String match) {
    java.util.regex.Pattern p = match == null ? null : java.util.regex.Pattern.compile(match);
    Map<String, List<Double>> ms = new LinkedHashMap<>();
    variants.keySet().forEach(k -> ms.put(k, new ArrayList<>()));
    int asked = 0;
    for (int round = 0; round <= rounds; round++) {
      for (Locomo.Sample s : samples) {
        ReadScope scope = ReadScope.of(s.id(), null, AccessScope.partition);
        for (Locomo.Question q : s.questions()) {
          if (p != null && !p.matcher(q.question()).find()) {
            continue;
          }
          asked += round == 0 ? 1 : 0;
          SearchRequest req =
              new SearchRequest(scope, q.question(), 10, Scope.personal, Set.of(), null);
          for (Map.Entry<String, RankingConfig> v : variants.entrySet()) {
            // The names' lookup (under a variant without them) counts; the embedding is cached.
            long st = System.nanoTime();
            app.search().search(req, v.getValue(), vectors.of(req, v.getValue()));
            if (round > 0) {
              ms.get(v.getKey()).add((System.nanoTime() - st) / 1e6);
            }
          }
        }
      }
    }
    System.out.printf(Locale.ROOT, "timing over %d questions, %d rounds%n", asked, rounds);
    ms.forEach(
        (k, list) -> {
          List<Double> sorted = new ArrayList<>(list);
          sorted.sort(null);
          System.out.printf(
              Locale.ROOT,
              "timing %-40s n=%d median %.2f ms p90 %.2f ms%n",
              k,
              sorted.size(),
              sorted.get(sorted.size() / 2),
              sorted.get((int) (sorted.size() * 0.9)));
        });
  }

  /** Sums of recall and hits at each k. */
  static final class Score {
    final double[] recall = new double[KS.length];
    final int[] hits = new int[KS.length];
    int n;

    void add(double[] r, boolean[] h) {
      for (int i = 0; i < KS.length; i++) {
        recall[i] += r[i];
        hits[i] += h[i] ? 1 : 0;
      }
      n++;
    }

    double recall(int i) {
      return n == 0 ? 0 : recall[i] / n;
    }

    double hit(int i) {
      return n == 0 ? 0 : (double) hits[i] / n;
    }
  }
}
