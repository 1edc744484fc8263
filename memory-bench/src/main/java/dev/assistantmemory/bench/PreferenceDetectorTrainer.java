package dev.assistantmemory.bench;

import static dev.assistantmemory.bench.ExtractionScoring.expected;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.extract.LearnedPreferenceDetector;
import dev.assistantmemory.extract.PreferenceClauses;
import dev.assistantmemory.extract.PreferenceClauses.Clause;
import dev.assistantmemory.extract.RuleBasedExtractor;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import opennlp.tools.ml.model.AbstractModel;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;
import tools.jackson.databind.JsonNode;

/**
 * Trains {@link LearnedPreferenceDetector}'s maximum-entropy model (OpenNLP GIS) on the readable
 * labelled lines of {@link TrainingRows#SETS} (every line of v1 to v3, only the {@code dev} split
 * of v4 on: a blind test split is dropped as it is read). Every clause of a user's message ({@link
 * PreferenceClauses}) is an event; its outcome is the sign of the labelled preference whose words
 * it holds most of (the bench's similarity), else {@code none}. Prints a cross-validation leaving
 * one labelled set out per fold of the polarity column (the rules' tastes plus the detector's) for
 * a grid of like and dislike thresholds, with the dislikes the detector stores as likes and the
 * span errors (a clause of the right sign whose object is not the labelled thing), then (with an
 * output path) fits on all the lines and writes the model. Usage: {@code PreferenceDetectorTrainer
 * [modelOut.bin.gz] [iterations] [cutoff] [cv|fit]}; the shipped model is {@code
 * PreferenceDetectorTrainer preference-detector.bin.gz 150 2 fit} (300 iterations with cutoff 1,
 * 44,000 predicates, were too slow for the leave-one-set-out run on the shared machine).
 */
public final class PreferenceDetectorTrainer {
  static final double[] LIKE = {0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 2.0};
  static final double[] DISLIKE = {0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 2.0};

  /** {@code -Dpref.train=open}: train on the clauses the rules read no taste in only. */
  static final boolean OPEN_ONLY = "open".equals(System.getProperty("pref.train", "all"));

  private PreferenceDetectorTrainer() {}

  /** A clause and its labelled outcome. */
  record Labelled(Clause clause, String outcome, String gold) {}

  /** A readable line: its clauses, the rules' polarity items and the expected ones. */
  record Line(
      String set,
      List<Labelled> clauses,
      List<ExtractionScoring.Item> rules,
      List<ExtractionScoring.Item> expected) {}

  public static void main(String[] args) throws IOException {
    int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    int cutoff = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    List<Line> lines = lines(new RuleBasedExtractor());
    Map<String, Integer> counts = new LinkedHashMap<>();
    int spanErrors = 0;
    int positives = 0;
    for (Line l : lines) {
      for (Labelled c : l.clauses()) {
        counts.merge(c.outcome() + (c.clause().ruled() ? "/ruled" : "/open"), 1, Integer::sum);
        if (c.gold() != null) {
          positives++;
          if (!ExtractionScoring.similar(c.gold(), c.clause().object())) {
            spanErrors++;
          }
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d readable lines, clauses %s; span errors %d of %d labelled clauses; GIS %d, cutoff %d%n",
        lines.size(),
        counts,
        spanErrors,
        positives,
        iterations,
        cutoff);
    if (!(args.length > 3 && args[3].equals("fit"))) {
      crossValidate(lines, iterations, cutoff);
    }
    if (args.length > 0 && !args[0].isEmpty()) {
      GisModels.write(train(lines, iterations, cutoff), args[0]);
    }
  }

  static List<Line> lines(Extractor rules) throws IOException {
    List<Line> out = new ArrayList<>();
    for (String set : TrainingRows.SETS) {
      if (set.equals("v1")) {
        continue; // v1's labels carry no polarity
      }
      for (JsonNode row : TrainingRows.readable(List.of(set))) {
        List<ExtractionScoring.Item> expected =
            expected(row.path("expect")).getOrDefault("polarity", List.of());
        List<Clause> clauses = new ArrayList<>();
        List<ExtractionScoring.Item> byRules = new ArrayList<>();
        for (ExtractionInput in : messages(row)) {
          Extraction found = ExtractionPolicy.admit(rules.extract(in), in);
          byRules.addAll(ExtractionScoring.actual(found, in).getOrDefault("polarity", List.of()));
          clauses.addAll(PreferenceClauses.clauses(in, found, true));
        }
        out.add(new Line(set, label(clauses, expected), byRules, expected));
      }
    }
    return out;
  }

  static List<ExtractionInput> messages(JsonNode row) {
    if (!row.has("turns")) {
      return List.of(ExtractionBench.input(row));
    }
    List<ExtractionInput> out = new ArrayList<>();
    for (JsonNode turn : row.path("turns")) {
      out.add(
          ExtractionInput.of(
              turn.path("text").asString(),
              turn.path("role").asString("user"),
              Scope.valueOf(row.path("scope").asString("personal")),
              Instant.parse(turn.path("timestamp").asString()),
              ZoneOffset.UTC));
    }
    return out;
  }

  /** Each labelled taste goes to the clause holding most of its words (first on a tie). */
  static List<Labelled> label(List<Clause> clauses, List<ExtractionScoring.Item> expected) {
    String[] outcome = new String[clauses.size()];
    String[] gold = new String[clauses.size()];
    for (ExtractionScoring.Item e : expected) {
      int best = -1;
      int bestCommon = 0;
      for (int i = 0; i < clauses.size(); i++) {
        if (!ExtractionScoring.similar(e.key(), clauses.get(i).text())) {
          continue;
        }
        int common = 0;
        var text = ExtractionScoring.words(clauses.get(i).text());
        for (String w : ExtractionScoring.words(e.key())) {
          common += text.contains(w) ? 1 : 0;
        }
        if (common > bestCommon) {
          best = i;
          bestCommon = common;
        }
      }
      if (best >= 0 && outcome[best] == null) {
        outcome[best] = e.a();
        gold[best] = e.key();
      }
    }
    List<Labelled> out = new ArrayList<>();
    for (int i = 0; i < clauses.size(); i++) {
      String o = outcome[i] == null ? LearnedPreferenceDetector.NONE : outcome[i];
      out.add(new Labelled(clauses.get(i), o, gold[i]));
    }
    return out;
  }

  static AbstractModel train(List<Line> lines, int iterations, int cutoff) throws IOException {
    List<Event> events = new ArrayList<>();
    for (Line l : lines) {
      for (Labelled c : l.clauses()) {
        if (!OPEN_ONLY || !c.clause().ruled()) {
          events.add(new Event(c.outcome(), c.clause().context()));
        }
      }
    }
    return GisModels.fit(events, iterations, cutoff);
  }

  static void crossValidate(List<Line> lines, int iterations, int cutoff) throws IOException {
    int n = LIKE.length * DISLIKE.length;
    int[][] sums = new int[n][4]; // tp fp fn dislikes-as-likes
    List<String> folds = new ArrayList<>();
    for (Line l : lines) {
      if (!folds.contains(l.set())) {
        folds.add(l.set());
      }
    }
    for (String fold : folds) {
      List<Line> train = new ArrayList<>();
      List<Line> test = new ArrayList<>();
      for (Line l : lines) {
        (l.set().equals(fold) ? test : train).add(l);
      }
      MaxentModel model = train(train, iterations, cutoff);
      for (Line l : test) {
        int k = 0;
        for (double like : LIKE) {
          for (double dislike : DISLIKE) {
            int[] s = score(l, model, like, dislike);
            for (int j = 0; j < 4; j++) {
              sums[k][j] += s[j];
            }
            k++;
          }
        }
      }
    }
    System.out.printf(
        Locale.ROOT, "%nleave-one-set-out cross-validation, polarity (rules + detector)%n");
    System.out.printf(
        Locale.ROOT, "%-10s %s%n", "like/disl", "P R F1 (tp fp fn) dislikes-as-likes");
    int k = 0;
    for (double like : LIKE) {
      for (double dislike : DISLIKE) {
        int[] s = sums[k++];
        double p = s[0] + s[1] == 0 ? 0 : (double) s[0] / (s[0] + s[1]);
        double r = s[0] + s[2] == 0 ? 0 : (double) s[0] / (s[0] + s[2]);
        double f = p + r == 0 ? 0 : 2 * p * r / (p + r);
        System.out.printf(
            Locale.ROOT,
            "%.2f/%.2f  %.3f %.3f %.3f (%d %d %d) %d%n",
            like,
            dislike,
            p,
            r,
            f,
            s[0],
            s[1],
            s[2],
            s[3]);
      }
    }
  }

  /** The polarity score of a line (tp fp fn) and its dislikes stored as likes. */
  static int[] score(Line l, MaxentModel model, double like, double dislike) {
    List<ExtractionScoring.Item> got = new ArrayList<>(l.rules());
    int flipped = 0;
    for (Labelled c : l.clauses()) {
      if (c.clause().ruled()) {
        continue;
      }
      String sign = LearnedPreferenceDetector.decide(model, c.clause(), like, dislike);
      if (sign != null) {
        got.add(new ExtractionScoring.Item(c.clause().object(), sign, null));
        if (sign.equals(LearnedPreferenceDetector.LIKE)) {
          for (ExtractionScoring.Item e : l.expected()) {
            if (e.a().equals("dislike")
                && ExtractionScoring.similar(e.key(), c.clause().object())) {
              flipped++;
            }
          }
        }
      }
    }
    ExtractionScoring.Score s =
        ExtractionScoring.score("polarity", l.expected(), got, new ArrayList<>(), "");
    return new int[] {s.tp(), s.fp(), s.fn(), flipped};
  }
}
