package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.RelevanceModel;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Calibrates and checks the search hits' {@code confidence} (RelevanceModel) on LoCoMo: ingests the
 * dev conversations, asks every question with the default ranking, and records for each of the top
 * 10 hits its cosine, its coverage and whether it is evidence (the evidence turn's chunk, or a
 * claim citing it). Fits the logistic model on the training conversations (all but conv-30 and
 * conv-43; categories 1-4, whose evidence is the answer), then reports on both splits, with the
 * fitted and with the shipped coefficients: how often the top hit falls under the threshold for
 * adversarial questions (category 5) and for answerable ones (1-4), per-hit calibration, and the
 * AUC of the top hit's confidence for answerable versus adversarial.
 *
 * <p>Usage: {@code ConfidenceBench <locomo.json> [model]}
 */
public final class ConfidenceBench {
  static final Set<String> HELD_OUT = Set.of("conv-30", "conv-43");

  record Row(
      String sample, int category, int rank, double cosine, double coverage, boolean evidence) {}

  public static void main(String[] args) throws Exception {
    Path data = Path.of(args.length > 0 ? args[0] : "../../shared/bench/locomo-dev5.json");
    String model = args.length > 1 ? args[1] : "all-minilm-l6-v2-q";
    List<Locomo.Sample> samples = Locomo.load(data);
    Path dir = Files.createTempDirectory("memory-bench-confidence");
    List<Row> rows = new ArrayList<>();
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, model, Map.of(Setting.EXTRACTION, "on")))
            .startBackground()) {
      BenchApp.ingestLocomoTimed(app, samples);
      Map<String, List<String>> citations = BenchApp.claimCitations(dir);
      for (Locomo.Sample s : samples) {
        ReadScope scope = ReadScope.of(s.id(), null, AccessScope.partition);
        for (Locomo.Question q : s.questions()) {
          float[] vector = app.embedder().embed(List.of(q.question())).get(0);
          List<Hit> hits =
              app.search()
                  .search(
                      new SearchRequest(scope, q.question(), 10, Scope.personal, Set.of(), null),
                      RankingConfig.DEFAULT,
                      vector)
                  .hits();
          int rank = 0;
          for (Hit h : hits) {
            List<String> externals = List.of();
            if (h instanceof ChunkHit c) {
              externals = c.externalId() == null ? List.of() : List.of(c.externalId());
            } else if (h instanceof ClaimHit c) {
              externals = citations.getOrDefault(c.claim().id(), List.of());
            } else {
              continue; // node cards and connections cite no turn
            }
            boolean evidence = false;
            for (String e : externals) {
              if (e.startsWith(s.id() + ":")
                  && q.evidence().contains(e.substring(s.id().length() + 1))) {
                evidence = true;
              }
            }
            rows.add(
                new Row(
                    s.id(),
                    q.category(),
                    rank++,
                    h.relevance().cosine(),
                    h.relevance().coverage(),
                    evidence));
          }
          if (hits.isEmpty()) {
            rows.add(new Row(s.id(), q.category(), 0, Double.NaN, 0, false));
          }
        }
      }
    }
    Path csv = Path.of(args.length > 2 ? args[2] : "target/confidence-rows.csv");
    List<String> lines = new ArrayList<>(List.of("sample,category,rank,cosine,coverage,evidence"));
    for (Row r : rows) {
      lines.add(
          String.format(
              Locale.ROOT,
              "%s,%d,%d,%.4f,%.4f,%d",
              r.sample(),
              r.category(),
              r.rank(),
              r.cosine(),
              r.coverage(),
              r.evidence() ? 1 : 0));
    }
    Files.write(csv, lines);
    List<Row> train =
        rows.stream()
            .filter(
                r ->
                    !HELD_OUT.contains(r.sample())
                        && r.category() != 5
                        && !Double.isNaN(r.cosine()))
            .toList();
    double[] b = fit(train);
    System.out.printf(
        Locale.ROOT,
        "fitted on %d hits (%d evidence) of %s: B0 %.3f  B_COS %.3f  B_COV %.3f%n",
        train.size(),
        train.stream().filter(Row::evidence).count(),
        "conv-26, conv-41, conv-42 (categories 1-4)",
        b[0],
        b[1],
        b[2]);
    double fittedThreshold = youden(rows, b);
    System.out.printf(
        Locale.ROOT,
        "threshold chosen on the training split (top hit, answerable vs adversarial, max"
            + " balanced accuracy): %.3f%n",
        fittedThreshold);
    double[] shipped = {RelevanceModel.B0, RelevanceModel.B_COS, RelevanceModel.B_COV};
    for (int k = 0; k < 2; k++) {
      double[] coef = k == 0 ? b : shipped;
      double t = k == 0 ? fittedThreshold : RelevanceModel.THRESHOLD;
      System.out.printf(
          Locale.ROOT,
          "%n%s coefficients %.3f %.3f %.3f, threshold %.3f%n",
          k == 0 ? "fitted" : "shipped",
          coef[0],
          coef[1],
          coef[2],
          t);
      report("train (conv-26, conv-41, conv-42)", rows, coef, t, false);
      report("held out (conv-30, conv-43)", rows, coef, t, true);
    }
  }

  static double conf(double[] b, Row r) {
    return Double.isNaN(r.cosine())
        ? 0
        : RelevanceModel.confidence(b[0], b[1], b[2], r.cosine(), r.coverage());
  }

  /** The top-hit threshold with the best balanced accuracy on the training split. */
  static double youden(List<Row> all, double[] b) {
    List<Row> tops =
        all.stream().filter(r -> r.rank() == 0 && !HELD_OUT.contains(r.sample())).toList();
    double best = 0.5;
    double bestScore = -1;
    for (int i = 1; i < 1000; i++) {
      double t = i / 1000.0;
      double answerableOver = 0;
      double adversarialUnder = 0;
      int nAns = 0;
      int nAdv = 0;
      for (Row r : tops) {
        double c = conf(b, r);
        if (r.category() == 5) {
          nAdv++;
          adversarialUnder += c < t ? 1 : 0;
        } else {
          nAns++;
          answerableOver += c >= t ? 1 : 0;
        }
      }
      double score = answerableOver / Math.max(1, nAns) + adversarialUnder / Math.max(1, nAdv);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
    return best;
  }

  static void report(String name, List<Row> all, double[] b, double t, boolean heldOut) {
    List<Row> rows = all.stream().filter(r -> HELD_OUT.contains(r.sample()) == heldOut).toList();
    List<Row> tops = rows.stream().filter(r -> r.rank() == 0).toList();
    List<Double> answerable = new ArrayList<>();
    List<Double> adversarial = new ArrayList<>();
    for (Row r : tops) {
      (r.category() == 5 ? adversarial : answerable).add(conf(b, r));
    }
    System.out.printf(
        Locale.ROOT,
        "  %-36s top hit under %.2f: adversarial %5.1f%% (%d q), answerable %5.1f%% (%d q);"
            + " AUC answerable>adversarial %.3f%n",
        name,
        t,
        100.0 * under(adversarial, t),
        adversarial.size(),
        100.0 * under(answerable, t),
        answerable.size(),
        auc(answerable, adversarial));
    // Per-hit calibration (categories 1-4): predicted against observed evidence rate, by bin.
    StringBuilder bins = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      double lo = i / 5.0;
      double hi = (i + 1) / 5.0;
      int n = 0;
      int pos = 0;
      double pred = 0;
      for (Row r : rows) {
        double c = conf(b, r);
        if (r.category() != 5 && !Double.isNaN(r.cosine()) && c >= lo && (c < hi || i == 4)) {
          n++;
          pred += c;
          pos += r.evidence() ? 1 : 0;
        }
      }
      bins.append(
          n == 0
              ? String.format(Locale.ROOT, "[%.1f-%.1f) -  ", lo, hi)
              : String.format(
                  Locale.ROOT,
                  "[%.1f-%.1f) n=%d pred %.2f obs %.2f  ",
                  lo,
                  hi,
                  n,
                  pred / n,
                  (double) pos / n));
    }
    System.out.println("    per-hit calibration (cat 1-4): " + bins);
    long topEvidence = tops.stream().filter(r -> r.category() != 5 && r.evidence()).count();
    long topEvidenceUnder =
        tops.stream().filter(r -> r.category() != 5 && r.evidence() && conf(b, r) < t).count();
    long topNotEvidence = tops.stream().filter(r -> r.category() != 5 && !r.evidence()).count();
    long topNotEvidenceUnder =
        tops.stream().filter(r -> r.category() != 5 && !r.evidence() && conf(b, r) < t).count();
    System.out.printf(
        Locale.ROOT,
        "    answerable, top hit is evidence: %d, under threshold %.1f%%; top hit not evidence: %d,"
            + " under threshold %.1f%%%n",
        topEvidence,
        topEvidence == 0 ? 0 : 100.0 * topEvidenceUnder / topEvidence,
        topNotEvidence,
        topNotEvidence == 0 ? 0 : 100.0 * topNotEvidenceUnder / topNotEvidence);
  }

  static double under(List<Double> xs, double t) {
    return xs.isEmpty() ? 0 : (double) xs.stream().filter(x -> x < t).count() / xs.size();
  }

  /** Probability that a random answerable question's top hit outscores an adversarial one's. */
  static double auc(List<Double> pos, List<Double> neg) {
    double s = 0;
    for (double p : pos) {
      for (double n : neg) {
        s += p > n ? 1 : p == n ? 0.5 : 0;
      }
    }
    return pos.isEmpty() || neg.isEmpty() ? Double.NaN : s / pos.size() / neg.size();
  }

  /** Logistic regression (Newton's method, a little L2 for stability) on [1, cosine, coverage]. */
  static double[] fit(List<Row> rows) {
    double[] b = new double[3];
    for (int iter = 0; iter < 50; iter++) {
      double[] g = new double[3];
      double[][] hess = new double[3][3];
      for (Row r : rows) {
        double[] x = {1, r.cosine(), r.coverage()};
        double p = 1 / (1 + Math.exp(-(b[0] * x[0] + b[1] * x[1] + b[2] * x[2])));
        double y = r.evidence() ? 1 : 0;
        for (int i = 0; i < 3; i++) {
          g[i] += (y - p) * x[i];
          for (int j = 0; j < 3; j++) {
            hess[i][j] += p * (1 - p) * x[i] * x[j];
          }
        }
      }
      for (int i = 0; i < 3; i++) {
        g[i] -= 1e-3 * b[i];
        hess[i][i] += 1e-3;
      }
      double[] step = solve(hess, g);
      double size = 0;
      for (int i = 0; i < 3; i++) {
        b[i] += step[i];
        size += Math.abs(step[i]);
      }
      if (size < 1e-9) {
        break;
      }
    }
    return b;
  }

  static double[] solve(double[][] a, double[] y) {
    int n = y.length;
    double[][] m = new double[n][n + 1];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], 0, m[i], 0, n);
      m[i][n] = y[i];
    }
    for (int c = 0; c < n; c++) {
      int p = c;
      for (int r = c + 1; r < n; r++) {
        if (Math.abs(m[r][c]) > Math.abs(m[p][c])) {
          p = r;
        }
      }
      double[] tmp = m[c];
      m[c] = m[p];
      m[p] = tmp;
      for (int r = 0; r < n; r++) {
        if (r != c) {
          double f = m[r][c] / m[c][c];
          for (int k = c; k <= n; k++) {
            m[r][k] -= f * m[c][k];
          }
        }
      }
    }
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = m[i][n] / m[i][i];
    }
    return x;
  }
}
