package dev.assistantmemory.bench;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.EmbeddingTaskSimilarity;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.TaskSimilarity;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.extract.RuleBasedExtractor;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How well a follow-up ("The deck is done.", "Ik heb de presentatie af.") resolves to the user's
 * open task, on the labelled set {@code src/main/resources/resolution/cases.jsonl} (English and
 * Dutch; paraphrases, head nouns, terse anaphora, similar tasks and follow-ups about something that
 * is not an open task; every third case per language is held out as {@code test}).
 *
 * <p>A case is resolved when the extractor emits a status change; it is correct when the task is
 * the gold one, wrong when it is another task or the gold is none. Precision = correct / resolved,
 * recall = correct / cases with a gold task, wrong-task rate = wrong / cases. Wrong resolution
 * (marking the wrong task done) is worse than none, so the threshold is chosen for precision.
 *
 * <p>Prints words-only against words + embedding on both splits, then (with {@code --sweep}) the
 * threshold and margin grid on dev, the split the defaults were chosen on. Task card vectors are
 * the embeddings of the task labels, as the pipeline stores them.
 *
 * <p>Usage: {@code TaskResolutionBench [--sweep] [--errors] [model]}
 */
public final class TaskResolutionBench {

  record Case(
      String id,
      String split,
      String lang,
      String kind,
      String text,
      List<KnownTask> open,
      String gold,
      String status) {

    /** A deadline follow-up: scored by the task whose due day moves, and the new day. */
    boolean deadline() {
      return kind.startsWith("deadline");
    }
  }

  /** Counts over one split. */
  static final class Score {
    int cases;
    int positives;
    int resolved;
    int correct;
    int wrong;
    int statusRight;

    void add(Case c, StatusChange got) {
      cases++;
      if (c.gold() != null) {
        positives++;
      }
      if (got == null) {
        return;
      }
      resolved++;
      if (got.taskId().equals(c.gold())) {
        correct++;
        if (got.status().equals(c.status())) {
          statusRight++;
        }
      } else {
        wrong++;
      }
    }

    double precision() {
      return resolved == 0 ? 1.0 : (double) correct / resolved;
    }

    double recall() {
      return positives == 0 ? 1.0 : (double) correct / positives;
    }

    double wrongRate() {
      return cases == 0 ? 0 : (double) wrong / cases;
    }
  }

  public static void main(String[] args) throws IOException {
    boolean sweep = List.of(args).contains("--sweep");
    boolean errors = List.of(args).contains("--errors");
    String model =
        List.of(args).stream()
            .filter(a -> !a.startsWith("--"))
            .findFirst()
            .orElse(LocalOnnxEmbedder.MINILM);
    List<Case> cases = load();
    LocalOnnxEmbedder onnx = new LocalOnnxEmbedder(model);
    Embedder embedder = cached(onnx);
    RuleBasedExtractor rules = new RuleBasedExtractor();
    System.out.printf(
        Locale.ROOT,
        "resolution set: %d cases (%d dev, %d test); model %s%n",
        cases.size(),
        cases.stream().filter(c -> c.split().equals("dev")).count(),
        cases.stream().filter(c -> c.split().equals("test")).count(),
        model);
    Map<String, Function<Case, TaskSimilarity>> resolvers = new java.util.LinkedHashMap<>();
    resolvers.put("words", c -> TaskSimilarity.NONE);
    resolvers.put(
        String.format(
            Locale.ROOT,
            "words+embedding (cos>=%.2f, margin %.2f, far %.2f)",
            EmbeddingTaskSimilarity.THRESHOLD,
            EmbeddingTaskSimilarity.MARGIN,
            EmbeddingTaskSimilarity.FAR),
        c -> new EmbeddingTaskSimilarity(embedder, ids -> Map.of()));
    System.out.println(
        "\nresolver                                   split  cases  gold  resolved  correct  wrong"
            + "  precision  recall  wrong-rate  status-ok");
    for (boolean deadlines : new boolean[] {false, true}) {
      if (deadlines) {
        System.out.println(
            "\ndeadline follow-ups (correct = the task whose due day moves; status-ok = the right"
                + " day)");
      }
      for (var r : resolvers.entrySet()) {
        for (String split : List.of("dev", "test", "all")) {
          for (String lang : List.of("en", "nl", "all")) {
            Score s = new Score();
            for (Case c : cases) {
              if (c.deadline() == deadlines
                  && (split.equals("all") || c.split().equals(split))
                  && (lang.equals("all") || c.lang().equals(lang))) {
                StatusChange got = resolve(rules, c, r.getValue().apply(c));
                s.add(c, got);
                if (errors && lang.equals("all") && !split.equals("all")) {
                  explain(r.getKey(), c, got);
                }
              }
            }
            row(r.getKey(), split + (lang.equals("all") ? "" : "/" + lang), s);
          }
        }
      }
    }
    cases = cases.stream().filter(c -> !c.deadline()).toList(); // tuned on status follow-ups
    cost(cases, onnx, rules);
    if (List.of(args).contains("--cosines")) {
      for (Case c : cases) {
        if (!c.split().equals("dev")) {
          continue;
        }
        EmbeddingTaskSimilarity sim = new EmbeddingTaskSimilarity(embedder, ids -> Map.of());
        double[] cos = sim.cosines(c.text(), c.open());
        StatusChange words = resolve(rules, c, TaskSimilarity.NONE);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cos.length; i++) {
          KnownTask t = c.open().get(i);
          b.append(
              String.format(
                  Locale.ROOT,
                  " %s%.2f",
                  t.id().equals(c.gold())
                      ? "*"
                      : words != null && t.id().equals(words.taskId()) ? "w" : "",
                  cos[i]));
        }
        System.out.printf(
            Locale.ROOT,
            "%s %-14s %-55s words=%s gold=%s |%s%n",
            c.id(),
            c.kind(),
            c.text(),
            words == null ? "-" : words.taskId().replaceAll(".*-", ""),
            c.gold() == null ? "-" : c.gold().replaceAll(".*-", ""),
            b);
      }
    }
    if (sweep) {
      sweepFar(cases, embedder, rules);
      System.out.println("\nsweep on dev (words + embedding)");
      System.out.println("threshold  margin  resolved  correct  wrong  precision  recall");
      for (double t = 0.30; t <= 0.801; t += 0.05) {
        for (double m : new double[] {0.0, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2}) {
          double threshold = t;
          Score s = new Score();
          for (Case c : cases) {
            if (c.split().equals("dev")) {
              s.add(
                  c,
                  resolve(
                      rules,
                      c,
                      new EmbeddingTaskSimilarity(
                          embedder, ids -> Map.of(), threshold, m, EmbeddingTaskSimilarity.FAR)));
            }
          }
          System.out.printf(
              Locale.ROOT,
              "%9.2f  %6.3f  %8d  %7d  %5d  %9.3f  %6.3f%n",
              t,
              m,
              s.resolved,
              s.correct,
              s.wrong,
              s.precision(),
              s.recall());
        }
      }
    }
  }

  /**
   * Cost per message without any cache across messages: how many follow-ups needed the model at
   * all, how many texts it embedded, and the median and mean time of one extraction.
   */
  private static void cost(List<Case> cases, Embedder model, RuleBasedExtractor rules) {
    int[] texts = {0};
    Embedder counting =
        new Embedder() {
          @Override
          public List<float[]> embed(List<String> t) {
            texts[0] += t.size();
            return model.embed(t);
          }

          @Override
          public int dimension() {
            return model.dimension();
          }

          @Override
          public String modelId() {
            return model.modelId();
          }
        };
    for (int warm = 0; warm < 2; warm++) {
      for (Case c : cases) {
        resolve(rules, c, new EmbeddingTaskSimilarity(model, ids -> Map.of()));
      }
    }
    for (boolean meaning : new boolean[] {false, true}) {
      texts[0] = 0;
      int asked = 0;
      long[] nanos = new long[cases.size()];
      for (int i = 0; i < cases.size(); i++) {
        Case c = cases.get(i);
        int before = texts[0];
        long t0 = System.nanoTime();
        // the stored card vectors are read, not embedded: only the follow-up is
        Map<String, float[]> cards = new HashMap<>();
        if (meaning) {
          for (KnownTask t : c.open()) {
            cards.put(t.id(), model.embed(List.of(t.label())).get(0));
          }
          t0 = System.nanoTime();
        }
        resolve(
            rules,
            c,
            meaning ? new EmbeddingTaskSimilarity(counting, ids -> cards) : TaskSimilarity.NONE);
        nanos[i] = System.nanoTime() - t0;
        asked += texts[0] > before ? 1 : 0;
      }
      long[] sorted = nanos.clone();
      java.util.Arrays.sort(sorted);
      System.out.printf(
          Locale.ROOT,
          "%ncost %-16s messages %d, needed the model %d, texts embedded %d, median %.3f ms,"
              + " mean %.3f ms per message%n",
          meaning ? "words+embedding" : "words",
          cases.size(),
          asked,
          texts[0],
          sorted[sorted.length / 2] / 1e6,
          java.util.Arrays.stream(nanos).average().orElse(0) / 1e6);
    }
  }

  private static void sweepFar(List<Case> cases, Embedder embedder, RuleBasedExtractor rules) {
    System.out.printf(
        Locale.ROOT,
        "%nsweep of the verb-only floor on dev (threshold %.2f, margin %.2f)%n",
        EmbeddingTaskSimilarity.THRESHOLD,
        EmbeddingTaskSimilarity.MARGIN);
    System.out.println("far   resolved  correct  wrong  precision  recall");
    for (double far : new double[] {0.0, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5}) {
      Score s = new Score();
      for (Case c : cases) {
        if (c.split().equals("dev")) {
          s.add(
              c,
              resolve(
                  rules,
                  c,
                  new EmbeddingTaskSimilarity(
                      embedder,
                      ids -> Map.of(),
                      EmbeddingTaskSimilarity.THRESHOLD,
                      EmbeddingTaskSimilarity.MARGIN,
                      far)));
        }
      }
      System.out.printf(
          Locale.ROOT,
          "%4.2f  %8d  %7d  %5d  %9.3f  %6.3f%n",
          far,
          s.resolved,
          s.correct,
          s.wrong,
          s.precision(),
          s.recall());
    }
  }

  static StatusChange resolve(RuleBasedExtractor rules, Case c, TaskSimilarity similarity) {
    ExtractionInput in =
        ExtractionInput.of(
                c.text(),
                ExtractionInput.USER,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(c.open(), 0)
            .withTaskSimilarity(similarity);
    Extraction e = rules.extract(in);
    if (c.deadline()) {
      // a deadline change names the open task by its label, with the new day
      for (var t : e.tasks()) {
        for (KnownTask k : c.open()) {
          if (k.label().equalsIgnoreCase(t.label()) && t.due() != null) {
            return new StatusChange(k.id(), t.due().toString(), t.excerpt());
          }
        }
      }
      return null;
    }
    return e.statusChanges().isEmpty() ? null : e.statusChanges().get(0);
  }

  private static void explain(String resolver, Case c, StatusChange got) {
    String gotId = got == null ? null : got.taskId();
    if (java.util.Objects.equals(gotId, c.gold())) {
      return;
    }
    System.out.printf(
        Locale.ROOT,
        "  %s %s [%s] %s %-50s gold %-30s got %s%n",
        resolver.startsWith("words+") ? "E" : "W",
        c.id(),
        c.split(),
        c.kind(),
        c.text(),
        label(c, c.gold()),
        label(c, gotId));
  }

  private static String label(Case c, String id) {
    if (id == null) {
      return "-";
    }
    return c.open().stream()
        .filter(t -> t.id().equals(id))
        .findFirst()
        .map(KnownTask::label)
        .orElse(id);
  }

  private static void row(String name, String split, Score s) {
    System.out.printf(
        Locale.ROOT,
        "%-42s %-6s %5d  %4d  %8d  %7d  %5d  %9.3f  %6.3f  %10.3f  %9d%n",
        name,
        split,
        s.cases,
        s.positives,
        s.resolved,
        s.correct,
        s.wrong,
        s.precision(),
        s.recall(),
        s.wrongRate(),
        s.statusRight);
  }

  static List<Case> load() throws IOException {
    List<Case> out = new ArrayList<>();
    JsonMapper json = JsonMapper.builder().build();
    try (InputStream s = TaskResolutionBench.class.getResourceAsStream("/resolution/cases.jsonl")) {
      if (s == null) {
        throw new IOException("missing resource resolution/cases.jsonl");
      }
      for (String line : new String(s.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode row = json.readTree(line);
        List<KnownTask> open = new ArrayList<>();
        for (JsonNode t : row.path("openTasks")) {
          open.add(
              new KnownTask(
                  t.path("id").asString(),
                  t.path("label").asString(),
                  "pending",
                  t.path("due").isMissingNode() ? null : LocalDate.parse(t.path("due").asString()),
                  false));
        }
        out.add(
            new Case(
                row.path("id").asString(),
                row.path("split").asString(),
                row.path("lang").asString(),
                row.path("kind").asString(),
                row.path("text").asString(),
                List.copyOf(open),
                row.path("gold").isNull() ? null : row.path("gold").asString(),
                row.has("due")
                    ? (row.path("due").isNull() ? null : row.path("due").asString())
                    : (row.path("status").isNull() ? null : row.path("status").asString())));
      }
    }
    return out;
  }

  /** The model once per distinct text: the grid re-runs the same texts many times. */
  static Embedder cached(Embedder inner) {
    Map<String, float[]> memo = new ConcurrentHashMap<>();
    return new Embedder() {
      @Override
      public List<float[]> embed(List<String> texts) {
        List<float[]> out = new ArrayList<>();
        for (String t : texts) {
          out.add(memo.computeIfAbsent(t, k -> inner.embed(List.of(k)).get(0)));
        }
        return out;
      }

      @Override
      public int dimension() {
        return inner.dimension();
      }

      @Override
      public String modelId() {
        return inner.modelId();
      }
    };
  }

  private TaskResolutionBench() {}
}
