package dev.assistantmemory.bench;

import static dev.assistantmemory.bench.ExtractionScoring.expected;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.extract.TaskGate;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Trains {@link TaskGate} on the labelled dev lines and writes its weights: every line of v1 to v3,
 * and only the {@code dev} split of v4 to v9 (their test split is blind: it is filtered out as it
 * is read, before anything looks at it). Multi-message lines are left out (their labels are for the
 * whole conversation). Prints a 5-fold cross-validation over those dev lines: the tasks, owners,
 * deadlines and task-status columns of the rules alone and of the rules whose tasks the gate vetoes
 * below each threshold, and the negative lines that still yield an open task.
 *
 * <p>Deterministic: lines in file order, folds by position, Newton steps from zero weights, the
 * embedding model's vectors (one text at a time, one thread). Re-running writes the same file.
 *
 * <p>Usage: {@code TrainGates [weightsOut] [lambda] [fit]} (no weightsOut: print the
 * cross-validation only; {@code fit}: write the weights without the cross-validation).
 */
public final class TrainGates {
  static final List<String> SETS = List.of("v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9");
  static final List<String> COLUMNS = List.of("tasks", "owners", "deadlines", "taskStatus");
  static final double[] THRESHOLDS = {0.1, 0.3, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95};
  static final int FOLDS = 5;

  private static final java.lang.management.ThreadMXBean CPU =
      java.lang.management.ManagementFactory.getThreadMXBean();
  private static long embedNanos; // CPU time of the embeddings on this thread

  private TrainGates() {}

  /** One dev line: its features, its label, and its scores with and without the rules' tasks. */
  record Line(
      double[] x,
      boolean task,
      boolean ruleTask,
      boolean negative,
      Score kept,
      Score vetoed,
      boolean preference,
      boolean rulePreference) {}

  /** The scores of a line's columns, and whether it yields an open task. */
  record Score(ExtractionScoring.Score[] columns, boolean open) {}

  public static void main(String[] args) throws IOException {
    double lambda = args.length > 1 ? Double.parseDouble(args[1]) : 3.0;
    Embedder embedder = TaskResolutionBench.cached(new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM));
    Extractor rules = ExtractionBench.resolver("meaning");
    List<Line> lines = lines(embedder, rules);
    long positives = lines.stream().filter(Line::task).count();
    System.out.printf(
        Locale.ROOT,
        "%d dev lines, %d with a task, lambda %.2f%n",
        lines.size(),
        positives,
        lambda);
    System.out.printf(
        Locale.ROOT,
        "MiniLM embedding of one message: %.2f ms CPU (mean over %d)%n",
        embedNanos / 1e6 / (lines.size() - 1),
        lines.size() - 1);
    List<Line> embeddingOnly = lines.stream().map(TrainGates::withoutRuleFeatures).toList();
    if (!(args.length > 2 && args[2].equals("fit"))) {
      crossValidate(lines, lambda, false);
      crossValidate(lines, lambda, true);
      System.out.printf(Locale.ROOT, "%n(the embedding alone, rule features zeroed)");
      crossValidate(embeddingOnly, lambda, false);
      crossValidate(embeddingOnly, lambda, true);
      PreferenceFlags.crossValidate(embeddingOnly, lambda);
    }
    if (args.length > 0 && !args[0].isEmpty()) {
      // the shipped gate is the embedding alone: with the rule features it only echoes the rules
      double[] w = Logistic.fit(xs(embeddingOnly), ys(embeddingOnly), lambda);
      Files.writeString(
          Path.of(args[0]),
          TaskGate.format(
              "TaskGate: TrainGates over "
                  + lines.size()
                  + " dev lines (v1-v3 all, v4-v9 dev), the MiniLM embedding alone (the "
                  + TaskGate.RULE_FEATURES
                  + " rule features zeroed: weight 0), lambda "
                  + lambda,
              w),
          StandardCharsets.UTF_8);
      System.out.println("wrote " + args[0]);
    }
  }

  static List<Line> lines(Embedder embedder, Extractor rules) throws IOException {
    Extractor dropped =
        new Extractor() {
          @Override
          public String name() {
            return "rules-without-tasks";
          }

          @Override
          public Extraction extract(ExtractionInput in) {
            Extraction e = rules.extract(in);
            return e.withTasks(List.of());
          }
        };
    List<Line> out = new ArrayList<>();
    for (String set : SETS) {
      for (String file : ExtractionBench.files(set)) {
        for (JsonNode row : ExtractionBench.load(file)) {
          boolean blind = ExtractionBench.BLIND.contains(set);
          if ((blind && !row.path("split").asString("dev").equals("dev")) || row.has("turns")) {
            continue; // a blind test line is never read further
          }
          ExtractionInput in = ExtractionBench.input(row);
          Extraction found = rules.extract(in);
          long t0 = CPU.getCurrentThreadCpuTime();
          float[] vector = embedder.embed(List.of(in.text())).get(0);
          if (!out.isEmpty()) { // the first call waits for the model to open
            embedNanos += CPU.getCurrentThreadCpuTime() - t0;
          }
          out.add(
              new Line(
                  TaskGate.features(vector, in.text(), found),
                  !row.path("expect").path("tasks").isEmpty(),
                  !found.tasks().isEmpty(),
                  row.path("negative").asBoolean(false),
                  score(row, rules),
                  score(row, dropped),
                  !row.path("expect").path("preferences").isEmpty(),
                  found.facts().stream().anyMatch(f -> f.predicate().equals("HAS_PREFERENCE"))));
        }
      }
    }
    return out;
  }

  private static Score score(JsonNode row, Extractor extractor) {
    ConversationReplay.Replay replay = ConversationReplay.replay(extractor, row);
    Map<String, List<ExtractionScoring.Item>> expected = expected(row.path("expect"));
    ExtractionScoring.Score[] s = new ExtractionScoring.Score[COLUMNS.size()];
    for (int i = 0; i < s.length; i++) {
      String cat = COLUMNS.get(i);
      s[i] =
          ExtractionScoring.score(
              cat,
              expected.getOrDefault(cat, List.of()),
              replay.actual().getOrDefault(cat, List.of()),
              new ArrayList<>(),
              "");
    }
    return new Score(s, replay.openTasks() > 0);
  }

  /**
   * Out-of-fold probabilities for every line, then the columns of the rules alone and of the rules
   * vetoed below each threshold. {@code ruleLinesOnly}: the gate is trained only on the lines where
   * the rules found a task (the only lines it acts on).
   */
  static void crossValidate(List<Line> lines, double lambda, boolean ruleLinesOnly) {
    double[] p = new double[lines.size()];
    for (int fold = 0; fold < FOLDS; fold++) {
      List<Line> train = new ArrayList<>();
      for (int i = 0; i < lines.size(); i++) {
        if (i % FOLDS != fold && (!ruleLinesOnly || lines.get(i).ruleTask())) {
          train.add(lines.get(i));
        }
      }
      TaskGate gate = new TaskGate(Logistic.fit(xs(train), ys(train), lambda));
      for (int i = fold; i < lines.size(); i += FOLDS) {
        p[i] = gate.probability(lines.get(i).x());
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%n== %d-fold cross-validation, trained on %s ==%n",
        FOLDS,
        ruleLinesOnly ? "the lines where the rules found a task" : "every dev line");
    System.out.printf(
        Locale.ROOT,
        "%-9s %6s %6s | %-13s | %-13s | %-13s | %-13s | %s%n",
        "veto <",
        "vetoed",
        "onTask",
        "tasks P/R",
        "owners P/R",
        "deadlines P/R",
        "taskStatus P/R",
        "negatives open");
    row(lines, p, -1);
    for (double t : THRESHOLDS) {
      row(lines, p, t);
    }
  }

  private static void row(List<Line> lines, double[] p, double threshold) {
    ExtractionScoring.Score[] sum = new ExtractionScoring.Score[COLUMNS.size()];
    java.util.Arrays.fill(sum, new ExtractionScoring.Score(0, 0, 0));
    int vetoed = 0;
    int onTask = 0;
    int negatives = 0;
    int open = 0;
    for (int i = 0; i < lines.size(); i++) {
      Line l = lines.get(i);
      boolean veto = l.ruleTask() && p[i] < threshold;
      vetoed += veto ? 1 : 0;
      onTask += veto && l.task() ? 1 : 0;
      Score s = veto ? l.vetoed() : l.kept();
      for (int c = 0; c < sum.length; c++) {
        sum[c] = sum[c].plus(s.columns()[c]);
      }
      if (l.negative()) {
        negatives++;
        open += s.open() ? 1 : 0;
      }
    }
    StringBuilder out =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%-9s %6d %6d",
                threshold < 0 ? "rules" : String.format(Locale.ROOT, "%.2f", threshold),
                vetoed,
                onTask));
    for (ExtractionScoring.Score s : sum) {
      out.append(String.format(Locale.ROOT, " | %.3f / %.3f", s.precision(), s.recall()));
    }
    out.append(String.format(Locale.ROOT, " | %d of %d", open, negatives));
    System.out.println(out);
  }

  private static Line withoutRuleFeatures(Line l) {
    double[] x = l.x().clone();
    java.util.Arrays.fill(x, x.length - TaskGate.RULE_FEATURES, x.length, 0);
    return new Line(
        x,
        l.task(),
        l.ruleTask(),
        l.negative(),
        l.kept(),
        l.vetoed(),
        l.preference(),
        l.rulePreference());
  }

  static double[][] xs(List<Line> lines) {
    return lines.stream().map(Line::x).toArray(double[][]::new);
  }

  private static boolean[] ys(List<Line> lines) {
    boolean[] y = new boolean[lines.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = lines.get(i).task();
    }
    return y;
  }
}
