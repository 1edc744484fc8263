package dev.assistantmemory.bench;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.index.lucene.LuceneSearchIndex;
import dev.assistantmemory.model.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.store.FSDirectory;

/**
 * The vector lane's two paths on one user's slice of a shared index: Lucene's filtered HNSW walk
 * against an exact scan of the slice, at growing slice sizes, to choose {@link
 * LuceneSearchIndex#DEFAULT_EXACT_SCAN_MAX_DOCS}.
 *
 * <p>Usage: {@code VectorLaneBench [vectors=PATH-TO-A-LUCENE-INDEX] [total=40000]
 * [slices=250,500,1000,2000,4000,8000] [k=100] [queries=200] [rounds=3]}. Vectors are real sentence
 * embeddings read from an index the load driver built ({@code data-dir=.../index}), each reused
 * with a little noise so that every document is distinct; one user per slice size, the rest of the
 * {@code total} documents belong to a filler user. The two paths run alternately (exact, HNSW,
 * exact, ...) on reopened indexes so a noisy machine hits both alike.
 */
public final class VectorLaneBench {
  private VectorLaneBench() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int total = Integer.parseInt(opts.getOrDefault("total", "40000"));
    int[] slices =
        Arrays.stream(opts.getOrDefault("slices", "250,500,1000,2000,4000,8000").split(","))
            .mapToInt(Integer::parseInt)
            .toArray();
    int k = Integer.parseInt(opts.getOrDefault("k", "100"));
    int queries = Integer.parseInt(opts.getOrDefault("queries", "200"));
    int rounds = Integer.parseInt(opts.getOrDefault("rounds", "3"));
    Random random = new Random(42);
    List<float[]> base =
        opts.containsKey("vectors") ? read(Path.of(opts.get("vectors"))) : random(random, 2000);
    Path dir = Files.createTempDirectory("vector-lane-bench");
    int filler = total - Arrays.stream(slices).sum();
    try (LuceneSearchIndex index = new LuceneSearchIndex(dir, 0)) {
      List<IndexedChunk> batch = new ArrayList<>();
      int n = 0;
      List<String> owners = new ArrayList<>();
      for (int s : slices) {
        for (int i = 0; i < s; i++) {
          owners.add("u" + s);
        }
      }
      for (int i = 0; i < Math.max(0, filler); i++) {
        owners.add("filler");
      }
      java.util.Collections.shuffle(owners, random);
      long buildStart = System.nanoTime();
      long buildCpu = processCpuNanos();
      for (String owner : owners) {
        batch.add(
            new IndexedChunk(
                "chunk_" + n,
                owner,
                "default",
                Scope.personal,
                "conversation",
                "g" + (n / 10),
                n % 10,
                "text " + n,
                noisy(base.get(n % base.size()), random)));
        n++;
        if (batch.size() == 1000) {
          index.upsert(batch);
          batch.clear();
          index.refresh();
        }
      }
      index.upsert(batch);
      index.commit(1);
      double buildS = (System.nanoTime() - buildStart) / 1e9;
      double buildCpuS = (processCpuNanos() - buildCpu) / 1e9;
      int segments = index.segments();
      long foldStart = System.nanoTime();
      long foldCpu = processCpuNanos();
      boolean folded = index.foldSegments();
      while (index.folding()) {
        Thread.sleep(10);
      }
      double foldS = (System.nanoTime() - foldStart) / 1e9;
      double foldCpuS = (processCpuNanos() - foldCpu) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "build: %,d documents in %.1f s (%.1f s CPU) = %,.0f documents/s (refresh every 1,000;"
              + " %d segments); fold into one segment %s in %.1f s (%.1f s CPU) = %,.0f documents/s%n",
          n,
          buildS,
          buildCpuS,
          n / buildS,
          segments,
          folded ? "done" : "not needed",
          foldS,
          foldCpuS,
          n / foldS);
    }
    List<float[]> asks = new ArrayList<>();
    for (int q = 0; q < queries; q++) {
      asks.add(noisy(base.get(random.nextInt(base.size())), random));
    }
    System.out.printf(
        Locale.ROOT,
        "vector lane: %,d documents (%d base vectors), k=%d, %d queries per slice, %d rounds, cores=%d%n",
        total,
        base.size(),
        k,
        queries,
        rounds,
        Runtime.getRuntime().availableProcessors());
    Map<Integer, List<Double>> exactMs = new LinkedHashMap<>();
    Map<Integer, List<Double>> hnswMs = new LinkedHashMap<>();
    Map<Integer, List<Double>> exactCpuMs = new LinkedHashMap<>();
    Map<Integer, List<Double>> hnswCpuMs = new LinkedHashMap<>();
    Map<Integer, Double> recall = new LinkedHashMap<>();
    for (int r = 0; r < rounds; r++) {
      for (boolean exact : new boolean[] {true, false}) {
        try (LuceneSearchIndex index = new LuceneSearchIndex(dir, exact ? Integer.MAX_VALUE : 0)) {
          for (int s : slices) {
            IndexFilter filter =
                new IndexFilter("u" + s, Set.of(), Scope.personal, Set.of("claim", "node"));
            for (int q = 0; q < Math.min(50, queries); q++) {
              index.vector(asks.get(q), filter, k);
            }
            long start = System.nanoTime();
            long cpu = threadCpuNanos();
            for (float[] q : asks) {
              index.vector(q, filter, k);
            }
            double ms = (System.nanoTime() - start) / 1e6 / queries;
            (exact ? exactCpuMs : hnswCpuMs)
                .computeIfAbsent(s, x -> new ArrayList<>())
                .add((threadCpuNanos() - cpu) / 1e6 / queries);
            (exact ? exactMs : hnswMs).computeIfAbsent(s, x -> new ArrayList<>()).add(ms);
          }
        }
      }
    }
    Map<Integer, List<List<LaneHit>>> truth = new LinkedHashMap<>();
    try (LuceneSearchIndex exact = new LuceneSearchIndex(dir, Integer.MAX_VALUE)) {
      for (int s : slices) {
        IndexFilter filter =
            new IndexFilter("u" + s, Set.of(), Scope.personal, Set.of("claim", "node"));
        List<List<LaneHit>> perQuery = new ArrayList<>();
        for (float[] q : asks) {
          perQuery.add(exact.vector(q, filter, k));
        }
        truth.put(s, perQuery);
      }
    }
    {
      try (LuceneSearchIndex hnsw = new LuceneSearchIndex(dir, 0)) {
        for (int s : slices) {
          IndexFilter filter =
              new IndexFilter("u" + s, Set.of(), Scope.personal, Set.of("claim", "node"));
          double found = 0;
          double wanted = 0;
          for (int q = 0; q < asks.size(); q++) {
            Set<String> ids = new HashSet<>();
            truth.get(s).get(q).forEach(h -> ids.add(h.chunkId()));
            for (LaneHit h : hnsw.vector(asks.get(q), filter, k)) {
              if (ids.contains(h.chunkId())) {
                found++;
              }
            }
            wanted += ids.size();
          }
          recall.put(s, found / Math.max(1, wanted));
        }
      }
    }
    System.out.println(
        "slice docs | exact scan ms/query (per round) | HNSW ms/query (per round) | HNSW recall@k of"
            + " exact | exact / HNSW thread CPU ms/query");
    for (int s : slices) {
      System.out.printf(
          Locale.ROOT,
          "%,10d | %s | %s | %.3f | %s / %s%n",
          s,
          fmt(exactMs.get(s)),
          fmt(hnswMs.get(s)),
          recall.get(s),
          fmt(exactCpuMs.get(s)),
          fmt(hnswCpuMs.get(s)));
    }
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static long threadCpuNanos() {
    return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  private static String fmt(List<Double> ms) {
    StringBuilder b = new StringBuilder();
    double[] sorted = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    b.append(String.format(Locale.ROOT, "median %.2f (", sorted[sorted.length / 2]));
    for (int i = 0; i < ms.size(); i++) {
      b.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.2f", ms.get(i)));
    }
    return b.append(')').toString();
  }

  private static float[] noisy(float[] v, Random random) {
    float[] out = new float[v.length];
    double norm = 0;
    for (int i = 0; i < v.length; i++) {
      out[i] = (float) (v[i] + random.nextGaussian() * 0.02);
      norm += out[i] * out[i];
    }
    norm = Math.sqrt(norm);
    for (int i = 0; i < v.length; i++) {
      out[i] = (float) (out[i] / norm);
    }
    return out;
  }

  private static List<float[]> random(Random random, int n) {
    List<float[]> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      float[] v = new float[384];
      for (int d = 0; d < v.length; d++) {
        v[d] = (float) random.nextGaussian();
      }
      out.add(noisy(v, random));
    }
    return out;
  }

  private static List<float[]> read(Path indexDir) throws java.io.IOException {
    List<float[]> out = new ArrayList<>();
    try (FSDirectory d = FSDirectory.open(indexDir);
        DirectoryReader reader = DirectoryReader.open(d)) {
      for (LeafReaderContext leaf : reader.leaves()) {
        FloatVectorValues values = leaf.reader().getFloatVectorValues("vector");
        if (values == null) {
          continue;
        }
        for (int ord = 0; ord < values.size(); ord++) {
          out.add(values.vectorValue(ord).clone());
        }
      }
    }
    return out;
  }
}
