import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import java.io.*;
import java.nio.file.*;
import java.util.*;

/** MiniLM (the service's vector model) cosine of the question with each candidate's own text and with
 * the candidate's text preceded by the previous turn (ctxprep.py's tsv). Output: qid, turn, cos, cos ctx. */
public class ContextJudge {
  static double dot(float[] a, float[] b) { double s = 0; for (int i = 0; i < a.length; i++) s += a[i] * b[i]; return s; }
  public static void main(String[] a) throws Exception {
    Embedder mini = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM).inCallersThread();
    Map<String, float[]> cache = new HashMap<>();
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(a[1])))) {
      for (String line : Files.readAllLines(Path.of(a[0]))) {
        String[] f = line.split("\t", 5);
        float[] q = cache.computeIfAbsent("Q\u0000" + f[1], k -> mini.embed(List.of(f[1])).get(0));
        float[] d = cache.computeIfAbsent(f[3], k -> mini.embed(List.of(f[3])).get(0));
        float[] c = cache.computeIfAbsent(f[4], k -> mini.embed(List.of(f[4])).get(0));
        w.printf(Locale.ROOT, "%s\t%s\t%.5f\t%.5f%n", f[0], f[2], dot(q, d), dot(q, c));
      }
    }
    LocalOnnxEmbedder.awaitOpening(java.time.Duration.ofSeconds(5));
  }
}
