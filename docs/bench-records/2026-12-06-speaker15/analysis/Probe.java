import dev.assistantmemory.server.MemoryApplication;
import java.nio.file.*;
import java.util.*;

public class Probe {
  public static void main(String[] a) throws Exception {
    Path dir = Files.createTempDirectory("probe");
    var cfg = Class.forName("dev.assistantmemory.bench.BenchApp").getDeclaredMethod("config", Path.class, String.class, Map.class);
    cfg.setAccessible(true);
    Object c = cfg.invoke(null, dir, "all-minilm-l6-v2-q", Map.of(dev.assistantmemory.server.config.Setting.EXTRACTION, "off"));
    try (MemoryApplication app = new MemoryApplication((dev.assistantmemory.server.config.MemoryConfig) c)) {
      List<String> lines = Files.readAllLines(Path.of(a[0]));
      String q1 = lines.get(0), q2 = lines.get(1);
      List<String> docs = lines.subList(2, lines.size());
      List<float[]> qs = app.embedder().embed(List.of(q1, q2));
      List<float[]> ds = app.embedder().embed(docs);
      for (int i = 0; i < docs.size(); i++) {
        System.out.printf("%.3f %.3f  %s%n", cos(qs.get(0), ds.get(i)), cos(qs.get(1), ds.get(i)), docs.get(i));
      }
    }
  }
  static double cos(float[] x, float[] y) { double d=0,nx=0,ny=0; for (int i=0;i<x.length;i++){d+=x[i]*y[i];nx+=x[i]*x[i];ny+=y[i]*y[i];} return d/Math.sqrt(nx*ny); }
}
