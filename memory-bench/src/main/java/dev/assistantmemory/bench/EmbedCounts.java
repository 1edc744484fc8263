package dev.assistantmemory.bench;

import dev.assistantmemory.embed.LocalOnnxEmbedder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * What the local embedders of this process embed, by caller: every call's texts and the first frame
 * outside the embedders that made it, recorded cheaply while the service runs and counted
 * afterwards with the model's own tokenizer ({@link ModelTokens}: the text's word pieces, and the
 * tokens the model computes, at most 128 a text). Each text is one ONNX run of batch size 1, so
 * there is no padding to count.
 */
final class EmbedCounts implements AutoCloseable {
  private record Call(String caller, List<String> texts) {}

  private final ConcurrentLinkedQueue<Call> calls = new ConcurrentLinkedQueue<>();

  private static final StackWalker WALKER = StackWalker.getInstance();

  EmbedCounts() {
    LocalOnnxEmbedder.observe(texts -> calls.add(new Call(caller(), List.copyOf(texts))));
  }

  /** The first frame of the project's code that is not an embedder. */
  private static String caller() {
    return WALKER.walk(
        frames ->
            frames
                .filter(
                    f -> {
                      String c = f.getClassName();
                      return c.startsWith("dev.assistantmemory.")
                          && !c.startsWith("dev.assistantmemory.embed.")
                          && !c.startsWith("dev.assistantmemory.bench.EmbedCounts")
                          && !c.startsWith("dev.assistantmemory.core.embed.");
                    })
                .findFirst()
                .map(f -> simple(f.getClassName()) + "." + f.getMethodName())
                .orElse("?"));
  }

  private static String simple(String className) {
    String s = className.substring(className.lastIndexOf('.') + 1);
    int inner = s.indexOf('$');
    return inner > 0 ? s.substring(0, inner) : s;
  }

  /** Forgets what was recorded so far. */
  void reset() {
    calls.clear();
  }

  /**
   * The table of what was recorded since the last reset, per source message ({@code messages}) and
   * against {@code messageTokens}, the messages' own word pieces.
   */
  String table(int messages, long messageTokens) {
    List<Call> all = new ArrayList<>(calls);
    Map<String, long[]> by = new TreeMap<>();
    Set<String> seen = new HashSet<>();
    long[] total = new long[6];
    try (ModelTokens tokens = new ModelTokens()) {
      for (Call c : all) {
        long[] row = by.computeIfAbsent(c.caller(), k -> new long[6]);
        row[0]++;
        total[0]++;
        for (String t : c.texts()) {
          long[] add = {0, 1, tokens.wordPieces(t), tokens.computed(t), t.length(), 0};
          add[5] = seen.add(t) ? 0 : 1;
          for (int i = 1; i < add.length; i++) {
            row[i] += add[i];
            total[i] += add[i];
          }
        }
      }
    }
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "what the service embedded: %,d messages of %,d word pieces%n"
                + "| caller | calls | texts | word pieces | tokens the model computes | chars |"
                + " repeats of a text embedded before | computed tokens / message |%n"
                + "| --- | --- | --- | --- | --- | --- | --- | --- |%n",
            messages,
            messageTokens));
    by.forEach((caller, row) -> out.append(line(caller, row, messages)));
    out.append(line("all", total, messages));
    return out.toString();
  }

  private static String line(String caller, long[] row, int messages) {
    return String.format(
        Locale.ROOT,
        "| %s | %,d | %,d | %,d | %,d | %,d | %,d | %.1f |%n",
        caller,
        row[0],
        row[1],
        row[2],
        row[3],
        row[4],
        row[5],
        (double) row[3] / messages);
  }

  @Override
  public void close() {
    LocalOnnxEmbedder.observe(null);
  }
}
