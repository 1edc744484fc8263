package dev.assistantmemory.bench;

import static dev.assistantmemory.bench.ConversationReplay.replay;
import static dev.assistantmemory.bench.ExtractionScoring.CATEGORIES;
import static dev.assistantmemory.bench.ExtractionScoring.expected;
import static dev.assistantmemory.bench.ExtractionScoring.score;
import static dev.assistantmemory.bench.ExtractionScoring.words;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.EmbeddingTaskSimilarity;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.extract.Extractors;
import dev.assistantmemory.extract.GatedExtractor;
import dev.assistantmemory.extract.LearnedTaskDetector;
import dev.assistantmemory.extract.RuleBasedExtractor;
import dev.assistantmemory.extract.TaskGate;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Precision and recall of an extractor per category on the labelled sets in {@code
 * src/main/resources/extraction} (format in its README): v1 (455 utterances, the rules were written
 * from its dev split) and v2 (911 utterances written blind to the rules; its {@code test} split is
 * never tuned on). Prints one table per set, split, language and (v2) class; writes every miss and
 * false hit to {@code <out>/extraction-errors.txt}.
 *
 * <p>A line with {@code turns} is replayed turn by turn ({@link ConversationReplay}) and scored
 * against the state after the last turn ({@link ExtractionScoring}).
 *
 * <p>v3 (stop 28) and v4 (stop 29) were each written blind to the rules. The {@code test} split of
 * the newest set (v4) is blind: its misses are never written out (only its aggregate tables are
 * printed), so that no rule is tuned on them. v3's test split was reported blind in stop 28 and
 * became a tuning split in stop 29, when v4 replaced it. v5 (stop 31) was written blind to the
 * rules too; from stop 31 both v4's and v5's test splits are blind. v6 (stop 32) likewise; from
 * stop 32 the test splits of v4, v5 and v6 are blind. v7 and v8 (stop 34) likewise: from stop 34
 * the test splits of v4 to v8 are blind. v9 (stop 35) likewise: from stop 35 the test splits of v4
 * to v9 are blind. v10 (stop 36) likewise, and held out whole in stop 36: neither of its splits
 * wrote its misses ({@link #HELD_OUT}); from stop 37 its dev split is read and its test split is
 * blind. v11 (stop 37) is held out whole in stop 37; from stop 38 its dev split is read and its
 * test split is blind. v12 (stop 38) is held out whole in stop 38; from stop 39 its dev split is
 * read and its test split is blind. v13 (stop 39) is held out whole in stop 39; from stop 40 its
 * dev split is read and its test split is blind. v14 (stop 40) is held out whole in stop 40; from
 * stop 41 its dev split is read and its test split is blind. v15 (stop 41) is held out whole in
 * stop 41; from stop 42 its dev split is read and its test split is blind. v16 (stop 42) is held
 * out whole in stop 42; from stop 43 its dev split is read and its test split is blind. v17 (stop
 * 43) is held out whole in stop 43; from stop 44 its dev split is read and its test split is blind.
 * v18 (stop 44) is held out whole in stop 44; from stop 45 its dev split is read and its test split
 * is blind. v19 (stop 45) is held out whole in stop 45.
 *
 * <p>Usage: {@code ExtractionBench [outDir] [v1|v2|...|v19|v1,v2,v3|all] [meaning|words]} ({@code
 * all} is v1 and v2)
 */
public final class ExtractionBench {
  /** Sets whose test split is blind: only its aggregates are printed, never its lines. */
  static final Set<String> BLIND =
      Set.of(
          "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16",
          "v17", "v18", "v19");

  /**
   * Sets no rule change of this stop may read: only aggregates, of both splits. A set written blind
   * stays here for the stop it was written in, so that it measures that stop's rules fresh.
   */
  static final Set<String> HELD_OUT = Set.of("v19");

  /**
   * The files of a set argument: {@code v1}, {@code v2}, {@code v3}, a comma list of them, or
   * {@code all} (v1 and v2, the sets every published table before stop 28 covers).
   */
  static List<String> files(String sets) {
    List<String> names = sets.equals("all") ? List.of("v1", "v2") : List.of(sets.split(","));
    List<String> files = new ArrayList<>();
    for (String name : names) {
      switch (name) {
        case "v1" -> files.addAll(List.of("en.jsonl", "nl.jsonl"));
        case "v2",
            "v3",
            "v4",
            "v5",
            "v6",
            "v7",
            "v8",
            "v9",
            "v10",
            "v11",
            "v12",
            "v13",
            "v14",
            "v15",
            "v16",
            "v17",
            "v18",
            "v19" ->
            files.addAll(List.of(name + "/en.jsonl", name + "/nl.jsonl"));
        default ->
            throw new IllegalArgumentException("unknown set '" + name + "': v1 to v19 or all");
      }
    }
    return files;
  }

  public static void main(String[] args) throws IOException {
    if (args.length > 1 && args[0].equals("--explain")) {
      Extractor explained = gated(new RuleBasedExtractor());
      for (int i = 1; i < args.length; i++) {
        ExtractionInput in =
            ExtractionInput.of(
                args[i],
                "user",
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC);
        System.out.println(args[i] + "\n  -> " + explained.extract(in));
      }
      return;
    }
    if (args.length > 1 && args[0].equals("--thread")) {
      // the arguments as the turns of one conversation, replayed as the bench replays a line
      // (a turn's tasks are the next turn's known tasks): what a thread leaves, by category
      tools.jackson.databind.node.ObjectNode row = JsonMapper.builder().build().createObjectNode();
      row.put("scope", "personal");
      tools.jackson.databind.node.ArrayNode turns = row.putArray("turns");
      for (int i = 1; i < args.length; i++) {
        turns
            .addObject()
            .put("role", "user")
            .put("text", args[i])
            .put(
                "timestamp",
                Instant.parse("2026-04-28T10:00:00Z").plusSeconds(600L * i).toString());
      }
      ConversationReplay.replay(gated(new RuleBasedExtractor()), row)
          .actual()
          .forEach((cat, items) -> System.out.println(cat + ": " + items));
      return;
    }
    Path out = Path.of(args.length > 0 ? args[0] : "target/extraction");
    String sets = args.length > 1 ? args[1] : "all";
    Files.createDirectories(out);
    String kind = args.length > 2 ? args[2] : "meaning";
    // the meaning resolver around the learned components, as the service's ExtractionApplier sets
    // it on the input: the status detector reads it too (stop 41), not the rules alone
    Extractor extractor =
        kind.equals("meaning")
            ? meaningAround(gated(new RuleBasedExtractor()))
            : gated(resolver(kind));
    Map<String, Map<String, ExtractionScoring.Score>> tables = new LinkedHashMap<>();
    List<String> errors = new ArrayList<>();
    Map<String, int[]> negatives = new LinkedHashMap<>();
    Map<String, int[]> dislikes = new LinkedHashMap<>();
    long nanos = 0;
    int lines = 0;
    int messages = 0;
    List<String> files = files(sets);
    for (String file : files) {
      String set = file.contains("/") ? file.substring(0, file.indexOf('/')) : "v1";
      for (JsonNode row : load(file)) {
        lines++;
        long t0 = System.nanoTime();
        ConversationReplay.Replay replay = replay(extractor, row);
        nanos += System.nanoTime() - t0;
        messages += replay.turns();
        Map<String, List<ExtractionScoring.Item>> expected = expected(row.path("expect"));
        String split = row.path("split").asString("dev");
        String lang = row.path("lang").asString("en");
        String where = row.path("id").asString() + " [" + split + "] " + text(row);
        // the blind set's test split (and a held-out set's every line) is read only as
        // aggregates: its misses are not written anywhere
        List<String> lineErrors =
            HELD_OUT.contains(set) || BLIND.contains(set) && split.equals("test")
                ? new ArrayList<>()
                : errors;
        for (String cat : CATEGORIES) {
          if (set.equals("v1") && (cat.equals("polarity") || cat.equals("taskStatus"))) {
            continue; // v1 labels carry neither
          }
          ExtractionScoring.Score s =
              score(
                  cat,
                  expected.getOrDefault(cat, List.of()),
                  replay.actual().getOrDefault(cat, List.of()),
                  lineErrors,
                  where);
          List<String> keys = new ArrayList<>(List.of(set, set + " " + split, set + " " + lang));
          if (row.has("class")) {
            keys.add(set + " " + split + " class " + row.path("class").asString());
          }
          for (String table : keys) {
            tables
                .computeIfAbsent(table, k -> new LinkedHashMap<>())
                .merge(cat, s, ExtractionScoring.Score::plus);
          }
        }
        for (ExtractionScoring.Item e : expected.getOrDefault("polarity", List.of())) {
          // a like whose words (cut to four letters) are an expected dislike's, unless they are an
          // expected like's of the same line too ("Modeltreinen: top. Modelschepen: echt niet."
          // cuts both to "mode": the like is the liked thing, not the dislike flipped; stop 45)
          List<ExtractionScoring.Item> likes =
              expected.getOrDefault("polarity", List.of()).stream()
                  .filter(x -> x.a().equals("like"))
                  .toList();
          boolean flipped =
              e.a().equals("dislike")
                  && replay.actual().getOrDefault("polarity", List.of()).stream()
                      .anyMatch(
                          a ->
                              a.a().equals("like")
                                  && words(e.key()).equals(words(a.key()))
                                  && likes.stream()
                                      .noneMatch(x -> words(x.key()).equals(words(a.key()))));
          int[] n = dislikes.computeIfAbsent(set + " " + split, k -> new int[2]);
          n[0] += e.a().equals("dislike") ? 1 : 0;
          if (flipped) {
            n[1]++;
            lineErrors.add("DISLIKE STORED AS A LIKE :: " + where);
          }
        }
        if (row.path("negative").asBoolean(false)) {
          boolean open = replay.openTasks() > 0;
          int[] n = negatives.computeIfAbsent(set + " " + split, k -> new int[2]);
          n[0]++;
          if (open) {
            n[1]++;
            lineErrors.add("OPEN TASK ON A NEGATIVE LINE :: " + where);
          }
        }
      }
    }
    for (var table : tables.entrySet()) {
      System.out.printf(Locale.ROOT, "%n== %s ==%n", table.getKey());
      System.out.printf(
          Locale.ROOT,
          "%-14s %9s %7s %5s %5s %5s%n",
          "category",
          "precision",
          "recall",
          "tp",
          "fp",
          "fn");
      for (var c : table.getValue().entrySet()) {
        ExtractionScoring.Score s = c.getValue();
        System.out.printf(
            Locale.ROOT,
            "%-14s %9.3f %7.3f %5d %5d %5d%n",
            c.getKey(),
            s.precision(),
            s.recall(),
            s.tp(),
            s.fp(),
            s.fn());
      }
    }
    System.out.println();
    negatives.forEach(
        (k, n) ->
            System.out.printf(
                Locale.ROOT,
                "%s: negative lines yielding an open task: %d of %d%n",
                k,
                n[1],
                n[0]));
    dislikes.forEach(
        (k, n) ->
            System.out.printf(
                Locale.ROOT, "%s: dislikes stored as a like: %d of %d%n", k, n[1], n[0]));
    System.out.printf(
        Locale.ROOT,
        "%n%d lines (%d messages), rule-based extraction %.3f ms/message%n",
        lines,
        messages,
        nanos / 1e6 / messages);
    try (PrintWriter w =
        new PrintWriter(Files.newBufferedWriter(out.resolve("extraction-errors.txt")))) {
      errors.forEach(w::println);
    }
    // -Dbench.cpu=off skips the three timed passes (a model comparison needs only the tables)
    if (!"off".equals(System.getProperty("bench.cpu"))) {
      System.out.printf(
          Locale.ROOT,
          "rule-based extraction CPU time, warm (3rd pass over every message): %.3f ms/message%n",
          cpuPerMessage(extractor, files));
    }
  }

  /**
   * The extractor's CPU time per message on this thread after two warm-up passes: on a shared
   * machine wall time measures the neighbours as much as the rules.
   */
  private static double cpuPerMessage(Extractor extractor, List<String> files) throws IOException {
    List<ExtractionInput> inputs = inputs(files);
    var threads = java.lang.management.ManagementFactory.getThreadMXBean();
    long cpu = 0;
    for (int pass = 0; pass < 3; pass++) {
      long t0 = threads.getCurrentThreadCpuTime();
      for (ExtractionInput in : inputs) {
        extractor.extract(in);
      }
      cpu = threads.getCurrentThreadCpuTime() - t0;
    }
    return cpu / 1e6 / inputs.size();
  }

  /**
   * Every message of the labelled sets in {@code files}: each turn of a thread on its own (no known
   * tasks), each single message with its context ({@link #input}).
   */
  static List<ExtractionInput> inputs(List<String> files) throws IOException {
    List<ExtractionInput> inputs = new ArrayList<>();
    for (String file : files) {
      for (JsonNode row : load(file)) {
        if (row.has("turns")) {
          for (JsonNode t : row.path("turns")) {
            inputs.add(
                ExtractionInput.of(
                    t.path("text").asString(),
                    t.path("role").asString("user"),
                    Scope.personal,
                    Instant.parse(t.path("timestamp").asString()),
                    ZoneOffset.UTC));
          }
        } else {
          inputs.add(input(row));
        }
      }
    }
    return inputs;
  }

  private static String text(JsonNode row) {
    if (!row.has("turns")) {
      return row.path("text").asString();
    }
    StringBuilder out = new StringBuilder();
    for (JsonNode t : row.path("turns")) {
      out.append(out.length() == 0 ? "" : " | ").append(t.path("text").asString());
    }
    return out.toString();
  }

  /**
   * The rules with follow-ups resolved by words and meaning, as ingest runs them ({@code meaning},
   * the default: task cards are the embeddings of the task labels, as stored), or by words alone
   * ({@code words}).
   */
  static Extractor resolver(String kind) {
    RuleBasedExtractor rules = new RuleBasedExtractor();
    if (kind.equals("words")) {
      return rules;
    }
    if (!kind.equals("meaning")) {
      throw new IllegalArgumentException("resolver must be words or meaning, got " + kind);
    }
    Embedder embedder = TaskResolutionBench.cached(new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM));
    return new Extractor() {
      @Override
      public String name() {
        return rules.name();
      }

      @Override
      public Extraction extract(ExtractionInput in) {
        return rules.extract(
            in.withTaskSimilarity(new EmbeddingTaskSimilarity(embedder, ids -> Map.of())));
      }
    };
  }

  private static Embedder meaningEmbedder;

  /** The embedder of task cards and follow-ups (MiniLM, cached by text), made once. */
  static synchronized Embedder meaningEmbedder() {
    if (meaningEmbedder == null) {
      meaningEmbedder = TaskResolutionBench.cached(new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM));
    }
    return meaningEmbedder;
  }

  /** The input with follow-ups resolved by meaning (task cards: the embeddings of the labels). */
  static ExtractionInput withMeaning(ExtractionInput in) {
    return in.withTaskSimilarity(new EmbeddingTaskSimilarity(meaningEmbedder(), ids -> Map.of()));
  }

  /**
   * {@code inner} with every input resolving follow-ups by meaning, as ingest sets it on the input
   * before the extractor (and its learned components) run.
   */
  static Extractor meaningAround(Extractor inner) {
    return new Extractor() {
      @Override
      public String name() {
        return inner.name();
      }

      @Override
      public Extraction extract(ExtractionInput in) {
        return inner.extract(withMeaning(in));
      }
    };
  }

  /**
   * The extractor as the service runs it: behind the learned task detector ({@link
   * LearnedTaskDetector#behind}, from stop 38; {@code -Dextract.learnedTasks=off} measures the
   * rules alone, {@code <propose>,<veto>} other thresholds), and behind {@link GatedExtractor}'s
   * task gate when {@code -Dextract.taskGate=<veto threshold>} is set (the stop 36 experiment).
   */
  static Extractor gated(Extractor extractor) {
    String learned = System.getProperty(LearnedTaskDetector.PROPERTY, "");
    if (learned.isBlank()) {
      // what the service runs (Adapters.extractor): the rules behind the learned components
      System.out.println("learned components on, as the service runs them");
      extractor = Extractors.learnedAround(extractor);
    } else if (learned.equals("off")) {
      System.out.println("learned task detector off: the rules alone");
    } else {
      // "-Dextract.learnedTasks=<propose>,<veto>" (stop 38's experiment)
      String[] t = learned.split(",");
      System.out.println("learned task detector on, propose at " + t[0] + ", veto below " + t[1]);
      extractor =
          new LearnedTaskDetector(
              extractor,
              LearnedTaskDetector.shipped(),
              Double.parseDouble(t[0]),
              Double.parseDouble(t[1]));
    }
    String threshold = System.getProperty(GatedExtractor.PROPERTY);
    if (threshold == null || threshold.isBlank()) {
      return extractor;
    }
    System.out.println("task gate on, veto below " + threshold);
    return new GatedExtractor(
        extractor,
        TaskResolutionBench.cached(new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM)),
        TaskGate.shipped(),
        Double.parseDouble(threshold));
  }

  static List<JsonNode> load(String file) throws IOException {
    List<JsonNode> rows = new ArrayList<>();
    JsonMapper json = JsonMapper.builder().build();
    try (InputStream s = ExtractionBench.class.getResourceAsStream("/extraction/" + file)) {
      if (s == null) {
        throw new IOException("missing resource extraction/" + file);
      }
      for (String line : new String(s.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank()) {
          rows.add(json.readTree(line));
        }
      }
    }
    return rows;
  }

  static ExtractionInput input(JsonNode row) {
    JsonNode ctx = row.path("context");
    Map<String, KnownTask> tasks = new LinkedHashMap<>();
    int i = 0;
    for (JsonNode t : ctx.path("openTasks")) {
      tasks.put(t.asString(), new KnownTask("task" + i++, t.asString(), "pending", null, false));
    }
    for (JsonNode d : ctx.path("deadlines")) {
      String label = d.path("task").asString();
      KnownTask prior = tasks.get(label);
      tasks.put(
          label,
          new KnownTask(
              prior != null ? prior.id() : "task" + i++,
              label,
              "pending",
              LocalDate.parse(d.path("date").asString()),
              "user".equals(d.path("setBy").asString())));
    }
    return ExtractionInput.of(
            row.path("text").asString(),
            row.path("role").asString("user"),
            Scope.valueOf(row.path("scope").asString("personal")),
            Instant.parse(
                row.has("turns")
                    ? row.path("turns").get(0).path("timestamp").asString()
                    : row.path("timestamp").asString()),
            ZoneOffset.UTC)
        .withKnownTasks(newestFirst(tasks.values()), 0);
  }

  /**
   * The context's tasks as production gives them: newest first (the context lists them in the order
   * they were said, so the last listed is the newest).
   */
  static List<KnownTask> newestFirst(java.util.Collection<KnownTask> said) {
    List<KnownTask> out = new java.util.ArrayList<>(said);
    java.util.Collections.reverse(out);
    return List.copyOf(out);
  }
}
