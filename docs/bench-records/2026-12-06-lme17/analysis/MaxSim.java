import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.*;
import java.io.*;
import java.nio.file.*;
import java.util.*;

/** MaxSim (late interaction) of a question against candidate texts with the shipped MiniLM's token states. */
public class MaxSim {
  static OrtEnvironment env;
  static OrtSession session;
  static HuggingFaceTokenizer tok;

  static float[][] states(String text, int max) throws Exception {
    Encoding e = tok.encode(text);
    long[] ids = e.getIds(), mask = e.getAttentionMask(), types = e.getTypeIds();
    int n = Math.min(ids.length, max);
    if (n < ids.length) { ids = Arrays.copyOf(ids, n); ids[n - 1] = 102; mask = Arrays.copyOf(mask, n); types = Arrays.copyOf(types, n); }
    try (OnnxTensor a = OnnxTensor.createTensor(env, new long[][] {ids});
        OnnxTensor b = OnnxTensor.createTensor(env, new long[][] {mask});
        OnnxTensor c = OnnxTensor.createTensor(env, new long[][] {types});
        OrtSession.Result r = session.run(Map.of("input_ids", a, "attention_mask", b, "token_type_ids", c))) {
      float[][] h = ((float[][][]) r.get(0).getValue())[0];
      // drop [CLS] and [SEP]; L2-normalise each token
      float[][] out = new float[Math.max(1, h.length - 2)][];
      for (int i = 1; i < h.length - 1; i++) out[i - 1] = norm(h[i]);
      if (h.length <= 2) out[0] = norm(h[0]);
      return out;
    }
  }

  static float[] norm(float[] v) {
    double s = 0; for (float x : v) s += x * x; s = Math.sqrt(s);
    float[] o = new float[v.length]; for (int i = 0; i < v.length; i++) o[i] = (float) (v[i] / s); return o;
  }

  static String perToken(float[][] q, float[][] d) {
    StringBuilder sb = new StringBuilder();
    for (float[] qi : q) {
      double best = -1;
      for (float[] dj : d) { double dot = 0; for (int k = 0; k < qi.length; k++) dot += qi[k] * dj[k]; if (dot > best) best = dot; }
      sb.append(String.format(Locale.ROOT, "%.4f ", best));
    }
    return sb.toString().trim();
  }

  static double maxSim(float[][] q, float[][] d) {
    double sum = 0;
    for (float[] qi : q) {
      double best = -1;
      for (float[] dj : d) { double dot = 0; for (int k = 0; k < qi.length; k++) dot += qi[k] * dj[k]; if (dot > best) best = dot; }
      sum += best;
    }
    return sum / q.length;
  }

  public static void main(String[] a) throws Exception {
    byte[] model;
    try (InputStream in = MaxSim.class.getClassLoader().getResourceAsStream("all-minilm-l6-v2-q.onnx")) { model = in.readAllBytes(); }
    env = OrtEnvironment.getEnvironment();
    OrtSession.SessionOptions so = new OrtSession.SessionOptions();
    so.setIntraOpNumThreads(1);
    session = env.createSession(model, so);
    try (InputStream in = MaxSim.class.getClassLoader().getResourceAsStream("all-minilm-l6-v2-q-tokenizer.json")) {
      tok = HuggingFaceTokenizer.newInstance(in, Map.of("padding", "false", "truncation", "false"));
    }
    int max = Integer.parseInt(a[2]);
    List<String> lines = Files.readAllLines(Path.of(a[0]));
    String lastQ = null; String[] qtoks = null; float[][] qs = null;
    long docNanos = 0, tokens = 0; int docs = 0, qn = 0; Set<String> qids = new HashSet<>(); Map<String, float[][]> cache = new HashMap<>(); int encoded = 0;
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(a[1])))) {
      for (String line : lines) {
        String[] f = line.split("\t", 4);
        if (!f[0].equals(lastQ)) { lastQ = f[0]; qs = states(f[1], max); qids.add(f[0]); String[] tk = tok.encode(f[1]).getTokens(); qtoks = Arrays.copyOfRange(tk, 1, Math.max(2, tk.length - 1)); }
        long t = System.nanoTime();
        float[][] ds = cache.get(f[3]);
        if (ds == null) { ds = states(f[3], max); cache.put(f[3], ds); encoded++; }
        double s = maxSim(qs, ds);
        docNanos += System.nanoTime() - t; docs++; tokens += ds.length + 2;
        w.printf(Locale.ROOT, "%s\t%s\t%.5f\t%s\t%s%n", f[0], f[2], s, String.join(" ", qtoks), perToken(qs, ds));
      }
    }
    System.out.println("distinct texts encoded " + encoded); System.out.printf(Locale.ROOT, "%d questions, %d candidates, %d tokens: %.2f ms per candidate, %.1f ms per question (single thread, encode + MaxSim)%n",
        qids.size(), docs, tokens, docNanos / 1e6 / docs, docNanos / 1e6 / qids.size());
  }
}
