package dev.assistantmemory.bench;

import static dev.assistantmemory.bench.ExtractionScoring.expected;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.extract.TaskMatch;
import dev.assistantmemory.extract.LearnedStatusDetector;
import dev.assistantmemory.extract.LearnedStatusDetector.Pair;
import dev.assistantmemory.extract.LearnedTaskDetector;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import opennlp.tools.ml.model.AbstractModel;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;
import tools.jackson.databind.JsonNode;

/**
 * Trains {@link LearnedStatusDetector}'s maximum-entropy model (OpenNLP GIS) on the readable
 * labelled lines of {@link TrainingRows#STATUS_SETS}: every line of v1 to v3 and only the {@code
 * dev} split of v4 to v14 (their test split is blind: it is dropped by its split field as the line
 * is read; v15's dev split, open since stop 42, is left out, see {@code STATUS_SETS}). A line with
 * open tasks in its context is one message; a conversation is replayed turn by turn as the bench
 * does (tasks the extractor finds become the next turn's open tasks, its status changes close
 * them). Every (message, open task) pair is an event. Its outcome: the labelled status of the task
 * (its label similar to the task's, as the bench scores) in the turn the rules changed it to that
 * status, else in the last user turn it was open in; {@code none} in the other turns and for tasks
 * whose status the labels leave alone. A task the labels send back to pending (a change undone) and
 * a turn where the rules changed the task to another status are left out.
 *
 * <p>Prints a 5-fold cross-validation (folds by line position) of the statusChanges column for a
 * grid of propose and veto thresholds, then (with an output path) fits on all the lines and writes
 * the model. Deterministic: lines in file order, GIS with a fixed iteration count, one thread.
 * Usage: {@code StatusDetectorTrainer [modelOut.bin.gz] [iterations] [cutoff] [words|meaning]
 * [cv|fit] [text|rules]}: the shipped model is {@code StatusDetectorTrainer status-detector.bin.gz
 * 200 1 meaning fit text} (text only: the rules' status of the pair, {@code rule=...}, is left out
 * of the events; {@code rules} keeps it, the variant measured by cross-validation and not shipped).
 * {@code -Dstatus.debug=<propose>} prints the changes the detector adds at that threshold during
 * the cross-validation (readable lines only).
 */
public final class StatusDetectorTrainer {
  static final double[] PROPOSE = {2.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3};
  static final double[] VETO = {2.0, 0.99, 0.97};

  /**
   * {@code -Dstatus.folds=sets}: leave one labelled set out per fold instead of 5 folds by line
   * position.
   */
  static final boolean BY_SET = "sets".equals(System.getProperty("status.folds", ""));

  static final int FOLDS = 5;
  static final String SKIP = "skip";
  static final double DEBUG = Double.parseDouble(System.getProperty("status.debug", "-1"));

  /**
   * Feature prefixes left out of the events ({@code -Dstatus.drop=w=,b=}): a model that never saw a
   * feature ignores it, so this measures the detector without that feature family.
   */
  static final List<String> DROP =
      System.getProperty("status.drop", "").isBlank()
          ? List.of()
          : List.of(System.getProperty("status.drop").split(","));

  private StatusDetectorTrainer() {}

  /** One message of a line with open tasks: its input, the extractor's finding, its pairs. */
  record Step(ExtractionInput in, Extraction found, List<Pair> pairs, List<String> outcomes) {}

  /** One readable line with at least one step, and its expected status changes. */
  record Line(String set, List<Step> steps, List<ExtractionScoring.Item> expected) {}

  public static void main(String[] args) throws IOException {
    int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    int cutoff = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    String resolver = args.length > 3 ? args[3] : "meaning";
    textOnly = args.length > 5 && args[5].equals("text");
    meaning = resolver.equals("meaning");
    Extractor extractor =
        LearnedTaskDetector.behind(ExtractionBench.resolver(meaning ? "words" : resolver));
    List<Line> lines = lines(extractor);
    long events = 0;
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (Line l : lines) {
      for (Step s : l.steps()) {
        for (int i = 0; i < s.outcomes().size(); i++) {
          String o = s.outcomes().get(i);
          counts.merge(o, 1, Integer::sum);
          if (!o.equals(LearnedStatusDetector.NONE) && !o.equals(SKIP)) {
            String rule = s.pairs().get(i).ruleStatus();
            String by = rule == null ? "rules-none" : rule.equals(o) ? "rules-same" : "rules-other";
            counts.merge(o + "/" + by, 1, Integer::sum);
          }
          events++;
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d readable lines with open tasks, %d pairs %s; GIS %d iterations, cutoff %d, %s%n",
        lines.size(),
        events,
        counts,
        iterations,
        cutoff,
        resolver);
    if (!(args.length > 4 && args[4].equals("fit"))) {
      crossValidate(lines, iterations, cutoff);
    }
    if (args.length > 0 && !args[0].isEmpty()) {
      GisModels.write(train(lines, iterations, cutoff), args[0]);
    }
  }

  static List<Line> lines(Extractor extractor) throws IOException {
    List<Line> out = new ArrayList<>();
    for (String set : TrainingRows.STATUS_SETS) {
      for (JsonNode row : TrainingRows.readable(List.of(set))) {
        List<Step> steps = steps(extractor, row);
        if (steps.isEmpty()) {
          continue;
        }
        List<ExtractionScoring.Item> expected =
            expected(row.path("expect")).getOrDefault("statusChanges", List.of());
        label(steps, expected);
        out.add(new Line(set, steps, expected));
      }
    }
    return out;
  }

  /**
   * Whether the inputs resolve follow-ups by meaning ({@code meaning}): set on the input itself, as
   * ingest does, so that the rules and the status detector's candidates both read it.
   */
  static boolean meaning = true;

  private static ExtractionInput resolved(ExtractionInput in) {
    return meaning ? ExtractionBench.withMeaning(in) : in;
  }

  /** The messages of a line that have open tasks, replayed as the bench replays them. */
  static List<Step> steps(Extractor extractor, JsonNode row) {
    ExtractionInput first = resolved(ExtractionBench.input(row));
    List<Step> out = new ArrayList<>();
    if (!row.has("turns")) {
      Extraction found = ExtractionPolicy.admit(extractor.extract(first), first);
      List<Pair> pairs = LearnedStatusDetector.pairs(first, found);
      if (!pairs.isEmpty()) {
        out.add(new Step(first, found, pairs, new ArrayList<>()));
      }
      return out;
    }
    List<KnownTask> known = new ArrayList<>(first.knownTasks());
    int next = known.size();
    for (JsonNode turn : row.path("turns")) {
      ExtractionInput in =
          ExtractionInput.of(
                  turn.path("text").asString(),
                  turn.path("role").asString("user"),
                  Scope.valueOf(row.path("scope").asString("personal")),
                  Instant.parse(turn.path("timestamp").asString()),
                  ZoneOffset.UTC)
              .withKnownTasks(List.copyOf(known), 0);
      in = resolved(in);
      Extraction found = ExtractionPolicy.admit(extractor.extract(in), in);
      List<Pair> pairs = LearnedStatusDetector.pairs(in, found);
      if (!pairs.isEmpty()) {
        out.add(new Step(in, found, pairs, new ArrayList<>()));
      }
      for (var t : found.tasks()) {
        if (TaskMatch.sameOpenTask(known, t.label()).isEmpty()) {
          known.add(new KnownTask("task" + next++, t.label(), "pending", t.due(), false));
        }
      }
      for (var s : found.statusChanges()) {
        for (int i = 0; i < known.size(); i++) {
          KnownTask k = known.get(i);
          if (k.id().equals(s.taskId())) {
            known.set(i, new KnownTask(k.id(), k.label(), s.status(), k.due(), k.dueSetByUser()));
          }
        }
      }
    }
    return out;
  }

  /** The outcome of every pair of a line's steps, from its expected status changes. */
  static void label(List<Step> steps, List<ExtractionScoring.Item> expected) {
    Map<String, String> status = new HashMap<>(); // task id -> labelled status
    for (Step s : steps) {
      for (Pair p : s.pairs()) {
        for (ExtractionScoring.Item e : expected) {
          if (!status.containsKey(p.task().id())
              && ExtractionScoring.similar(e.key(), p.task().label())) {
            status.put(p.task().id(), e.a());
          }
        }
      }
    }
    Map<String, Integer> chosen = new HashMap<>();
    for (Map.Entry<String, String> t : status.entrySet()) {
      int byRules = -1;
      int lastUser = -1;
      int last = -1;
      for (int i = 0; i < steps.size(); i++) {
        for (Pair p : steps.get(i).pairs()) {
          if (!p.task().id().equals(t.getKey())) {
            continue;
          }
          last = i;
          if (t.getValue().equals(p.ruleStatus())) {
            byRules = i;
          }
          if (!ExtractionInput.ASSISTANT.equals(steps.get(i).in().role())) {
            lastUser = i;
          }
        }
      }
      chosen.put(t.getKey(), byRules >= 0 ? byRules : lastUser >= 0 ? lastUser : last);
    }
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      for (Pair p : s.pairs()) {
        String id = p.task().id();
        String want = status.get(id);
        String outcome;
        if (want == null) {
          outcome = LearnedStatusDetector.NONE;
        } else if (!LearnedStatusDetector.STATUSES.contains(want)) {
          outcome = SKIP; // back to pending: a change undone, not a follow-up's status
        } else if (chosen.get(id) == i) {
          outcome = want;
        } else if (p.ruleStatus() != null && !p.ruleStatus().equals(want)) {
          outcome = SKIP;
        } else {
          outcome = LearnedStatusDetector.NONE;
        }
        s.outcomes().add(outcome);
      }
    }
  }

  /** Whether the events leave out the rules' finding ({@code rule=...}): the text alone. */
  static boolean textOnly = false;

  static AbstractModel train(List<Line> lines, int iterations, int cutoff) throws IOException {
    List<Event> events = new ArrayList<>();
    for (Line l : lines) {
      for (Step s : l.steps()) {
        for (int i = 0; i < s.pairs().size(); i++) {
          if (!s.outcomes().get(i).equals(SKIP)) {
            String[] context = s.pairs().get(i).context();
            if (textOnly) {
              context =
                  java.util.Arrays.stream(context)
                      .filter(x -> !x.startsWith("rule=") && !x.equals("ruleOther"))
                      .toArray(String[]::new);
            }
            if (!DROP.isEmpty()) {
              context =
                  java.util.Arrays.stream(context)
                      .filter(x -> DROP.stream().noneMatch(x::startsWith))
                      .toArray(String[]::new);
            }
            events.add(new Event(s.outcomes().get(i), context));
          }
        }
      }
    }
    return GisModels.fit(events, iterations, cutoff);
  }

  static void crossValidate(List<Line> lines, int iterations, int cutoff) throws IOException {
    int n = PROPOSE.length * VETO.length;
    ExtractionScoring.Score[] sums = new ExtractionScoring.Score[n];
    ExtractionScoring.Score rules = null;
    List<String> folds = new ArrayList<>();
    if (BY_SET) {
      for (Line l : lines) {
        if (!folds.contains(l.set())) {
          folds.add(l.set());
        }
      }
    } else {
      for (int f = 0; f < FOLDS; f++) {
        folds.add(Integer.toString(f));
      }
    }
    for (int f = 0; f < folds.size(); f++) {
      List<Line> train = new ArrayList<>();
      List<Line> test = new ArrayList<>();
      for (int i = 0; i < lines.size(); i++) {
        boolean held = BY_SET ? lines.get(i).set().equals(folds.get(f)) : i % FOLDS == f;
        (held ? test : train).add(lines.get(i));
      }
      MaxentModel model = train(train, iterations, cutoff);
      for (Line l : test) {
        ExtractionScoring.Score r = score(l, null, 0, 0);
        rules = rules == null ? r : rules.plus(r);
        int k = 0;
        for (double propose : PROPOSE) {
          for (double veto : VETO) {
            ExtractionScoring.Score s = score(l, model, propose, veto);
            sums[k] = sums[k] == null ? s : sums[k].plus(s);
            k++;
          }
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%n%s cross-validation over the readable lines%n",
        BY_SET ? "leave-one-set-out" : FOLDS + "-fold");
    System.out.printf(Locale.ROOT, "%-16s %s%n", "propose/veto", "statusChanges P R F1 (tp fp fn)");
    print("rules", rules);
    int k = 0;
    for (double propose : PROPOSE) {
      for (double veto : VETO) {
        print(String.format(Locale.ROOT, "%.2f/%.2f", propose, veto), sums[k++]);
      }
    }
  }

  /** The statusChanges score of a line: the rules' (model null) or the detector's behind them. */
  static ExtractionScoring.Score score(Line l, MaxentModel model, double propose, double veto) {
    Map<String, ExtractionScoring.Item> last = new LinkedHashMap<>();
    for (Step s : l.steps()) {
      Extraction got = s.found();
      if (model != null) {
        got =
            ExtractionPolicy.admit(
                new LearnedStatusDetector(
                        TaskDetectorTrainer.fixed(s.found()), model, propose, veto)
                    .extract(s.in()),
                s.in());
      }
      if (model != null && DEBUG == propose && veto > 1) {
        for (var c : got.statusChanges()) {
          if (s.found().statusChanges().stream().noneMatch(x -> x.taskId().equals(c.taskId()))) {
            String label =
                s.in().knownTasks().stream()
                    .filter(k -> k.id().equals(c.taskId()))
                    .map(KnownTask::label)
                    .findFirst()
                    .orElse("?");
            System.out.println(
                "ADDED "
                    + c.status()
                    + " ["
                    + label
                    + "] "
                    + s.in().text()
                    + " :: "
                    + l.expected());
          }
        }
      }
      for (var c : got.statusChanges()) {
        for (KnownTask k : s.in().knownTasks()) {
          if (k.id().equals(c.taskId())) {
            last.put(k.id(), new ExtractionScoring.Item(k.label(), c.status(), null));
          }
        }
      }
    }
    return ExtractionScoring.score(
        "statusChanges", l.expected(), new ArrayList<>(last.values()), new ArrayList<>(), "");
  }

  static void print(String name, ExtractionScoring.Score c) {
    double p = c.tp() + c.fp() == 0 ? 0 : (double) c.tp() / (c.tp() + c.fp());
    double r = c.tp() + c.fn() == 0 ? 0 : (double) c.tp() / (c.tp() + c.fn());
    double f = p + r == 0 ? 0 : 2 * p * r / (p + r);
    System.out.printf(
        Locale.ROOT, "%-16s %.3f %.3f %.3f (%d %d %d)%n", name, p, r, f, c.tp(), c.fp(), c.fn());
  }
}
