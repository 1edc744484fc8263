import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import java.lang.management.*;
import java.nio.file.*;
import java.util.*;

/** CPU time (this thread; ONNX runs in the calling thread with one intra-op thread) of bge-small vs MiniLM on the same texts. */
public class BgeCost {
  public static void main(String[] a) throws Exception {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Embedder bge = new LocalOnnxEmbedder(LocalOnnxEmbedder.BGE_SMALL).inCallersThread();
    Embedder mini = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM).inCallersThread();
    List<String> lines = Files.readAllLines(Path.of(a[0]));
    int n = Integer.parseInt(a[1]);
    TreeSet<String> ts = new TreeSet<>(), qs = new TreeSet<>();
    for (String l : lines) { String[] f = l.split("\t", 4); ts.add(f[3]); qs.add(f[1]); }
    List<String> texts = new ArrayList<>(ts), qlist = new ArrayList<>(qs);
    for (int i = 0; i < 20; i++) { bge.embed(List.of(texts.get(i))); mini.embed(List.of(texts.get(i))); }
    long tb = 0, tm = 0, qb = 0, qm = 0, chars = 0; int nt = Math.min(n, texts.size()), nq = Math.min(n, qlist.size());
    for (int i = 0; i < nt; i++) {
      String t = texts.get((int) ((long) i * texts.size() / nt)); chars += t.length();
      long s = mx.getCurrentThreadCpuTime(); bge.embed(List.of(t)); tb += mx.getCurrentThreadCpuTime() - s;
      s = mx.getCurrentThreadCpuTime(); mini.embed(List.of(t)); tm += mx.getCurrentThreadCpuTime() - s;
    }
    for (int i = 0; i < nq; i++) {
      String t = qlist.get((int) ((long) i * qlist.size() / nq));
      long s = mx.getCurrentThreadCpuTime(); bge.embed(List.of("Represent this sentence for searching relevant passages: " + t)); qb += mx.getCurrentThreadCpuTime() - s;
      s = mx.getCurrentThreadCpuTime(); mini.embed(List.of(t)); qm += mx.getCurrentThreadCpuTime() - s;
    }
    System.out.printf(Locale.ROOT, "CPU, one thread: %d candidate texts (%.0f chars mean): bge %.1f ms, minilm %.1f ms each (bge/minilm %.2f); %d questions: bge+instruction %.1f ms, minilm %.1f ms each%n",
        nt, (double) chars / nt, tb / 1e6 / nt, tm / 1e6 / nt, (double) tb / tm, nq, qb / 1e6 / nq, qm / 1e6 / nq);
    LocalOnnxEmbedder.awaitOpening(java.time.Duration.ofSeconds(5));
  }
}
