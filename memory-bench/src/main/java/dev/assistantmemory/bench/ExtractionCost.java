package dev.assistantmemory.bench;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.extract.Extractors;
import dev.assistantmemory.extract.LearnedTaskDetector;
import dev.assistantmemory.extract.RuleBasedExtractor;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The extractor's cost (issue 13) as the service runs it, the rules behind the learned components
 * ({@link Extractors#learnedAround}; stop 40: before it the rules alone, which {@code
 * -Dextract.learnedTasks=off} still measures), on two input sets: {@code bench}, every message of
 * the labelled extraction sets (as {@link ExtractionBench} runs them), and {@code load}, the LoCoMo
 * turns in order as the load driver sends them, each with the known tasks the earlier turns made
 * (newest first, at most 300; status changes applied), so the status and deadline rules compare
 * every sentence with a realistic task list. A third set, {@code synthetic}, is the load driver's
 * synthetic corpus ({@link SyntheticCorpus}, 10 messages a session): {@code users} users with
 * {@code sessions} sessions each, extracted in order with each user's own known tasks, of which the
 * sessions from {@code sessions - last} on are measured (the task lists a user has deep into a 100k
 * run). A fourth, {@code longmemeval} ({@code messages=600}), is issue 14 item 4's long messages:
 * the first LongMemEval haystack sessions' turns as {@link EmbedderThroughput} ingests them.
 *
 * <p>Usage: {@code ExtractionCost data=locomo.json golden=FILE} writes every extraction of both
 * sets (to diff before and after a change that must not change output); {@code ExtractionCost
 * data=locomo.json set=load|bench|synthetic|longmemeval seconds=60} prints the warm CPU time per
 * message of each pass; with {@code meaning=count} it first prints how often the status rules'
 * meaning fallback asked the model for that set ({@link MeaningCount}).
 */
public final class ExtractionCost {
  private ExtractionCost() {}

  public static void main(String[] args) throws IOException {
    var opts = new java.util.HashMap<String, String>();
    for (String a : args) {
      int eq = a.indexOf('=');
      opts.put(a.substring(0, eq), a.substring(eq + 1));
    }
    RuleBasedExtractor rules = new RuleBasedExtractor();
    // as the service runs it (Adapters.extractor): the rules behind the learned components;
    // -Dextract.learnedTasks=off measures the rules alone
    Extractor extractor =
        "off".equals(System.getProperty(LearnedTaskDetector.PROPERTY))
            ? rules
            : Extractors.learnedAround(rules);
    boolean golden = opts.containsKey("golden");
    String set = opts.getOrDefault("set", "load");
    List<ExtractionInput> bench = golden || set.equals("bench") ? benchInputs() : List.of();
    List<ExtractionInput> load =
        golden || set.equals("load")
            ? loadInputs(
                extractor, Path.of(opts.getOrDefault("data", "../shared/bench/locomo-dev5.json")))
            : List.of();
    List<ExtractionInput> synthetic =
        !golden && !set.equals("synthetic")
            ? List.of()
            : syntheticInputs(
                extractor,
                Integer.parseInt(opts.getOrDefault("users", "10")),
                Integer.parseInt(opts.getOrDefault("sessions", "100")),
                Integer.parseInt(opts.getOrDefault("last", "20")));
    if (golden) {
      try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(opts.get("golden"))))) {
        for (ExtractionInput in : bench) {
          w.println(extractor.extract(in));
        }
        for (ExtractionInput in : load) {
          w.println(extractor.extract(in));
        }
        for (ExtractionInput in : synthetic) {
          w.println(extractor.extract(in));
        }
      }
      System.out.printf(
          "%d bench, %d load and %d synthetic extractions written%n",
          bench.size(), load.size(), synthetic.size());
      return;
    }
    List<ExtractionInput> inputs =
        switch (set) {
          case "bench" -> bench;
          case "synthetic" -> synthetic;
          case "longmemeval" ->
              longMemEvalInputs(
                  Path.of(
                      opts.getOrDefault("data", "../../shared/bench/longmemeval-dev60.json.xz")),
                  Integer.parseInt(opts.getOrDefault("messages", "600")));
          default -> load;
        };
    if (opts.containsKey("meaning")) { // stop 34: how often the meaning fallback asks the model
      MeaningCount.print(set, rules, inputs);
    }
    double seconds = Double.parseDouble(opts.getOrDefault("seconds", "60"));
    var threads = ManagementFactory.getThreadMXBean();
    long end = System.nanoTime() + (long) (seconds * 1e9);
    for (int pass = 1; pass <= 2 || System.nanoTime() < end; pass++) {
      long t0 = threads.getCurrentThreadCpuTime();
      for (ExtractionInput in : inputs) {
        extractor.extract(in);
      }
      long cpu = threads.getCurrentThreadCpuTime() - t0;
      if (pass > 2) { // two warm-up passes
        System.out.printf(
            Locale.ROOT,
            "%s pass %d: %.3f ms/message CPU (%d messages)%n",
            set,
            pass,
            cpu / 1e6 / inputs.size(),
            inputs.size());
      }
    }
  }

  /** Every message of the labelled sets, as ExtractionBench's CPU pass runs them. */
  static List<ExtractionInput> benchInputs() throws IOException {
    return ExtractionBench.inputs(List.of("en.jsonl", "nl.jsonl", "v2/en.jsonl", "v2/nl.jsonl"));
  }

  /**
   * Issue 14 item 4's long messages: the first LongMemEval haystack sessions' turns (long assistant
   * answers among them), as {@link EmbedderThroughput} ingests them, without known tasks.
   */
  static List<ExtractionInput> longMemEvalInputs(Path data, int wanted) throws IOException {
    List<ExtractionInput> inputs = new ArrayList<>();
    List<LongMemEval.Question> questions;
    try {
      questions = LongMemEval.load(data);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    for (LongMemEval.Question q : questions) {
      for (LongMemEval.Session s : q.sessions()) {
        if (inputs.size() >= wanted) {
          return inputs;
        }
        for (LongMemEval.Turn t : s.turns()) {
          if (!t.content().isBlank()) {
            inputs.add(
                ExtractionInput.of(
                    t.content(), t.role(), Scope.personal, t.timestamp(), ZoneOffset.UTC));
          }
        }
      }
    }
    return inputs;
  }

  /** The LoCoMo turns in order, each with the known tasks the turns before it made. */
  static List<ExtractionInput> loadInputs(Extractor extractor, Path data) throws IOException {
    List<ExtractionInput> inputs = new ArrayList<>();
    List<KnownTask> known = new ArrayList<>();
    int[] made = {0};
    for (Locomo.Sample s : Locomo.load(data)) {
      for (Locomo.Session session : s.sessions()) {
        for (Locomo.Turn t : session.turns()) {
          ExtractionInput in =
              ExtractionInput.of(
                      t.text(), ExtractionInput.USER, Scope.personal, t.timestamp(), ZoneOffset.UTC)
                  .withKnownTasks(List.copyOf(known), 0);
          inputs.add(in);
          learn(known, extractor.extract(in), made);
        }
      }
    }
    return inputs;
  }

  /**
   * What one message's extraction does to the user's known tasks: status changes applied, new tasks
   * added first (ids from {@code made}), at most 300 kept.
   */
  private static void learn(List<KnownTask> known, Extraction e, int[] made) {
    for (Extraction.StatusChange c : e.statusChanges()) {
      known.replaceAll(
          k ->
              k.id().equals(c.taskId())
                  ? new KnownTask(k.id(), k.label(), c.status(), k.due(), k.dueSetByUser())
                  : k);
    }
    for (Extraction.TaskCandidate c : e.tasks()) {
      if (known.stream().noneMatch(k -> k.label().equalsIgnoreCase(c.label()))) {
        known.add(0, new KnownTask("t" + made[0]++, c.label(), "pending", c.due(), false));
        if (known.size() > 300) {
          known.remove(known.size() - 1);
        }
      }
    }
  }

  /** The synthetic corpus's late sessions, each message with its user's known tasks so far. */
  static List<ExtractionInput> syntheticInputs(
      Extractor extractor, int users, int sessions, int last) {
    SyntheticCorpus corpus = new SyntheticCorpus(1, users, 10);
    Map<String, List<KnownTask>> knownByUser = new HashMap<>();
    int[] made = {0};
    List<ExtractionInput> inputs = new ArrayList<>();
    for (int r = 0; r < users * sessions; r++) {
      SyntheticCorpus.Session s = corpus.session(r);
      List<KnownTask> known = knownByUser.computeIfAbsent(s.user(), u -> new ArrayList<>());
      for (SyntheticCorpus.Message m : s.messages()) {
        ExtractionInput in =
            ExtractionInput.of(m.content(), m.role(), Scope.personal, m.timestamp(), ZoneOffset.UTC)
                .withKnownTasks(List.copyOf(known), 0);
        if (r >= users * (sessions - last)) {
          inputs.add(in);
        }
        learn(known, extractor.extract(in), made);
      }
    }
    return inputs;
  }
}
