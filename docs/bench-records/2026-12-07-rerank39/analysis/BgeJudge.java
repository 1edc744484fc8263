import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import java.io.*;
import java.nio.file.*;
import java.util.*;

/**
 * A second-stage judge of the first N candidates with bge-small-en-v1.5-q (the repo's own
 * LocalOnnxEmbedder, one thread): the question with and without bge's query instruction against each
 * candidate's text. Input: prep.py's tsv (qid, question, turn, text). Output: qid, turn, cos with the
 * instruction, cos without. Also the same candidate texts through MiniLM (same class) for the
 * ingest cost ratio, and the query-embedding time of both models.
 */
public class BgeJudge {
  static final String INSTR = "Represent this sentence for searching relevant passages: ";

  static double dot(float[] a, float[] b) { double s = 0; for (int i = 0; i < a.length; i++) s += a[i] * b[i]; return s; }

  public static void main(String[] a) throws Exception {
    Embedder bge = new LocalOnnxEmbedder(LocalOnnxEmbedder.BGE_SMALL).inCallersThread();
    Embedder mini = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM).inCallersThread();
    int costSample = a.length > 2 ? Integer.parseInt(a[2]) : 0;
    List<String> lines = Files.readAllLines(Path.of(a[0]));
    Map<String, float[]> cache = new HashMap<>();
    Map<String, float[][]> qcache = new HashMap<>();
    long docNanos = 0, qNanos = 0; int encoded = 0, qn = 0;
    bge.embed(List.of("warm up the model")); mini.embed(List.of("warm up the model"));
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(a[1])))) {
      for (String line : lines) {
        String[] f = line.split("\t", 4);
        float[][] q = qcache.get(f[0]);
        if (q == null) {
          long t = System.nanoTime();
          float[] qi = bge.embed(List.of(INSTR + f[1])).get(0);
          qNanos += System.nanoTime() - t; qn++;
          q = new float[][] {qi, bge.embed(List.of(f[1])).get(0)};
          qcache.put(f[0], q);
        }
        float[] d = cache.get(f[3]);
        if (d == null) {
          long t = System.nanoTime();
          d = bge.embed(List.of(f[3])).get(0);
          docNanos += System.nanoTime() - t; encoded++;
          cache.put(f[3], d);
        }
        w.printf(Locale.ROOT, "%s\t%s\t%.5f\t%.5f%n", f[0], f[2], dot(q[0], d), dot(q[1], d));
      }
    }
    System.out.printf(Locale.ROOT, "bge: %d questions, %.1f ms per query embedding (with instruction); %d distinct candidate texts, %.1f ms each%n",
        qn, qNanos / 1e6 / qn, encoded, docNanos / 1e6 / encoded);
    if (costSample > 0) {
      // the same texts through both models, interleaved, for the ingest cost ratio and the query cost
      List<String> texts = new ArrayList<>(cache.keySet()); Collections.sort(texts);
      List<String> qs = new ArrayList<>(); for (String line : lines) qs.add(line.split("\t", 4)[1]);
      qs = new ArrayList<>(new TreeSet<>(qs));
      long tb = 0, tm = 0, qb = 0, qm = 0; int n = Math.min(costSample, texts.size()), nq = Math.min(costSample, qs.size());
      for (int i = 0; i < n; i++) {
        String t = texts.get(i * texts.size() / n);
        long s = System.nanoTime(); bge.embed(List.of(t)); tb += System.nanoTime() - s;
        s = System.nanoTime(); mini.embed(List.of(t)); tm += System.nanoTime() - s;
      }
      for (int i = 0; i < nq; i++) {
        String t = qs.get(i * qs.size() / nq);
        long s = System.nanoTime(); bge.embed(List.of(INSTR + t)); qb += System.nanoTime() - s;
        s = System.nanoTime(); mini.embed(List.of(t)); qm += System.nanoTime() - s;
      }
      System.out.printf(Locale.ROOT, "interleaved, %d candidate texts: bge %.1f ms, minilm %.1f ms each (ratio %.2f); %d questions: bge+instr %.1f ms, minilm %.1f ms%n",
          n, tb / 1e6 / n, tm / 1e6 / n, (double) tb / tm, nq, qb / 1e6 / nq, qm / 1e6 / nq);
    }
    LocalOnnxEmbedder.awaitOpening(java.time.Duration.ofSeconds(5));
  }
}
