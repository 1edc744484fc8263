import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import java.io.*;
import java.nio.file.*;
import java.util.*;
/** MiniLM vectors of every line's given columns: EmbedAll in.tsv col out.tsv (key = first two columns). */
public class EmbedAll {
  public static void main(String[] a) throws Exception {
    Embedder mini = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM).inCallersThread();
    int col = Integer.parseInt(a[1]);
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(a[2])))) {
      for (String line : Files.readAllLines(Path.of(a[0]))) {
        String[] f = line.split("\t");
        float[] v = mini.embed(List.of(f[col])).get(0);
        StringBuilder b = new StringBuilder(f[0]).append('\t').append(col == 1 ? "" : f[1]);
        for (float x : v) b.append('\t').append(String.format(Locale.ROOT, "%.5f", x));
        w.println(b);
      }
    }
    LocalOnnxEmbedder.awaitOpening(java.time.Duration.ofSeconds(5));
  }
}
