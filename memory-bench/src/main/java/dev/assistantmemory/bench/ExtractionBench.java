package dev.assistantmemory.bench;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.EmbeddingTaskSimilarity;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.extract.RuleBasedExtractor;
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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Precision and recall of an extractor per category on the labelled sets in {@code
 * src/main/resources/extraction} (format in its README): v1 (455 utterances, the rules were written
 * from its dev split) and v2 (911 utterances written blind to the rules; its {@code test} split is
 * never tuned on). Prints one table per set, split, language and (v2) class; writes every miss and
 * false hit to {@code <out>/extraction-errors.txt}.
 *
 * <p>A v2 line with {@code turns} is replayed turn by turn as the pipeline would: tasks found in a
 * turn become the known open tasks of the next (a task naming an open one updates it, by the
 * resolver's own rule), status changes and deadline removals apply to them, and the expectation is
 * scored against the state after the last turn ({@code taskStatus}: each task's final status).
 * preference objects with like/dislike (a dislike is stored as "dislikes X").
 *
 * <p>v3 (stop 28) is a third set written blind to the rules; its {@code test} split's misses are
 * never written out (only its aggregate tables are printed), so that no rule is tuned on them.
 *
 * <p>Usage: {@code ExtractionBench [outDir] [v1|v2|v3|v1,v2,v3|all] [meaning|words]} ({@code all}
 * is v1 and v2)
 */
public final class ExtractionBench {
  static final List<String> CATEGORIES =
      List.of(
          "people",
          "organizations",
          "preferences",
          "goals",
          "decisions",
          "facts",
          "tasks",
          "owners",
          "deadlines",
          "dates",
          "statusChanges",
          "events",
          "metrics",
          "polarity",
          "taskStatus");

  record Item(String key, String a, String b) {}

  record Score(int tp, int fp, int fn) {
    Score plus(Score o) {
      return new Score(tp + o.tp, fp + o.fp, fn + o.fn);
    }

    double precision() {
      return tp + fp == 0 ? 1 : tp / (double) (tp + fp);
    }

    double recall() {
      return tp + fn == 0 ? 1 : tp / (double) (tp + fn);
    }
  }

  /** Sets whose test split is blind: only its aggregates are printed, never its lines. */
  static final Set<String> BLIND = Set.of("v3");

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
        case "v2", "v3" -> files.addAll(List.of(name + "/en.jsonl", name + "/nl.jsonl"));
        default ->
            throw new IllegalArgumentException("unknown set '" + name + "': v1, v2, v3 or all");
      }
    }
    return files;
  }

  public static void main(String[] args) throws IOException {
    if (args.length > 1 && args[0].equals("--explain")) {
      for (int i = 1; i < args.length; i++) {
        ExtractionInput in =
            new ExtractionInput(
                args[i],
                "user",
                null,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC,
                List.of(),
                0);
        System.out.println(args[i] + "\n  -> " + new RuleBasedExtractor().extract(in));
      }
      return;
    }
    Path out = Path.of(args.length > 0 ? args[0] : "target/extraction");
    String sets = args.length > 1 ? args[1] : "all";
    Files.createDirectories(out);
    Extractor extractor = resolver(args.length > 2 ? args[2] : "meaning");
    Map<String, Map<String, Score>> tables = new LinkedHashMap<>();
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
        Replay replay = replay(extractor, row);
        nanos += System.nanoTime() - t0;
        messages += replay.turns;
        Map<String, List<Item>> expected = expected(row.path("expect"));
        String split = row.path("split").asString("dev");
        String lang = row.path("lang").asString("en");
        String where = row.path("id").asString() + " [" + split + "] " + text(row);
        // v3's test split is read only as aggregates: its misses are not written anywhere
        List<String> lineErrors =
            BLIND.contains(set) && split.equals("test") ? new ArrayList<>() : errors;
        for (String cat : CATEGORIES) {
          if (set.equals("v1") && (cat.equals("polarity") || cat.equals("taskStatus"))) {
            continue; // v1 labels carry neither
          }
          Score s =
              score(
                  cat,
                  expected.getOrDefault(cat, List.of()),
                  replay.actual.getOrDefault(cat, List.of()),
                  lineErrors,
                  where);
          List<String> keys = new ArrayList<>(List.of(set, set + " " + split, set + " " + lang));
          if (row.has("class")) {
            keys.add(set + " " + split + " class " + row.path("class").asString());
          }
          for (String table : keys) {
            tables.computeIfAbsent(table, k -> new LinkedHashMap<>()).merge(cat, s, Score::plus);
          }
        }
        for (Item e : expected.getOrDefault("polarity", List.of())) {
          boolean flipped =
              e.a().equals("dislike")
                  && replay.actual.getOrDefault("polarity", List.of()).stream()
                      .anyMatch(a -> a.a().equals("like") && words(e.key()).equals(words(a.key())));
          int[] n = dislikes.computeIfAbsent(set + " " + split, k -> new int[2]);
          n[0] += e.a().equals("dislike") ? 1 : 0;
          if (flipped) {
            n[1]++;
            lineErrors.add("DISLIKE STORED AS A LIKE :: " + where);
          }
        }
        if (row.path("negative").asBoolean(false)) {
          boolean open = replay.openTasks > 0;
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
        Score s = c.getValue();
        System.out.printf(
            Locale.ROOT,
            "%-14s %9.3f %7.3f %5d %5d %5d%n",
            c.getKey(),
            s.precision(),
            s.recall(),
            s.tp,
            s.fp,
            s.fn);
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
    System.out.printf(
        Locale.ROOT,
        "rule-based extraction CPU time, warm (3rd pass over every message): %.3f ms/message%n",
        cpuPerMessage(extractor, files));
    try (PrintWriter w =
        new PrintWriter(Files.newBufferedWriter(out.resolve("extraction-errors.txt")))) {
      errors.forEach(w::println);
    }
  }

  /**
   * The extractor's CPU time per message on this thread after two warm-up passes: on a shared
   * machine wall time measures the neighbours as much as the rules.
   */
  private static double cpuPerMessage(Extractor extractor, List<String> files) throws IOException {
    List<ExtractionInput> inputs = new ArrayList<>();
    for (String file : files) {
      for (JsonNode row : load(file)) {
        if (row.has("turns")) {
          for (JsonNode t : row.path("turns")) {
            inputs.add(
                new ExtractionInput(
                    t.path("text").asString(),
                    t.path("role").asString("user"),
                    null,
                    Scope.personal,
                    Instant.parse(t.path("timestamp").asString()),
                    ZoneOffset.UTC,
                    List.of(),
                    0));
          }
        } else {
          inputs.add(input(row));
        }
      }
    }
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

  /** The extraction of a line: one message, or a conversation replayed turn by turn. */
  record Replay(Map<String, List<Item>> actual, int turns, int openTasks) {}

  static Replay replay(Extractor extractor, JsonNode row) {
    ExtractionInput first = input(row);
    List<JsonNode> turns = new ArrayList<>();
    if (row.has("turns")) {
      row.path("turns").forEach(turns::add);
    }
    if (turns.isEmpty()) {
      Extraction got = ExtractionPolicy.admit(extractor.extract(first), first);
      Map<String, List<Item>> actual = actual(got, first);
      int open = got.tasks().size();
      for (var t : got.tasks()) {
        add(actual, "taskStatus", new Item(t.label(), "open", null));
      }
      for (var s : got.statusChanges()) {
        String label = label(first.knownTasks(), s.taskId());
        add(actual, "taskStatus", new Item(label, finalStatus(s.status()), null));
      }
      return new Replay(actual, 1, open);
    }
    // The conversation: tasks carry over from turn to turn as the pipeline's known tasks.
    List<KnownTask> known = new ArrayList<>(first.knownTasks());
    Map<String, String> owners = new HashMap<>();
    Map<String, List<Item>> actual = new HashMap<>();
    Set<String> seenDates = new LinkedHashSet<>();
    int next = known.size();
    for (JsonNode turn : turns) {
      ExtractionInput in =
          new ExtractionInput(
              turn.path("text").asString(),
              turn.path("role").asString("user"),
              null,
              Scope.valueOf(row.path("scope").asString("personal")),
              Instant.parse(turn.path("timestamp").asString()),
              ZoneOffset.UTC,
              List.copyOf(known),
              0);
      Extraction got = ExtractionPolicy.admit(extractor.extract(in), in);
      Map<String, List<Item>> once = actual(got, in);
      for (String cat :
          List.of(
              "people",
              "organizations",
              "preferences",
              "goals",
              "decisions",
              "facts",
              "events",
              "metrics",
              "polarity")) {
        once.getOrDefault(cat, List.of()).forEach(i -> add(actual, cat, i));
      }
      for (Item d : once.getOrDefault("dates", List.of())) {
        if (seenDates.add(d.key())) {
          add(actual, "dates", d);
        }
      }
      for (var t : got.tasks()) {
        var same =
            dev.assistantmemory.core.extract.ExtractionApplier.sameOpenTask(known, t.label());
        if (same.isPresent()) {
          KnownTask k = same.get();
          replace(
              known,
              k,
              new KnownTask(
                  k.id(),
                  k.label(),
                  k.status(),
                  t.due() != null ? t.due() : k.due(),
                  k.dueSetByUser()));
          if (t.owner() != null) {
            owners.put(k.id(), t.owner());
          }
        } else {
          String id = "task" + next++;
          known.add(new KnownTask(id, t.label(), "pending", t.due(), false));
          if (t.owner() != null) {
            owners.put(id, t.owner());
          }
        }
      }
      for (var s : got.statusChanges()) {
        known.stream()
            .filter(k -> k.id().equals(s.taskId()))
            .findFirst()
            .ifPresent(
                k -> {
                  replace(
                      known,
                      k,
                      new KnownTask(k.id(), k.label(), s.status(), k.due(), k.dueSetByUser()));
                  add(actual, "statusChanges", new Item(k.label(), s.status(), null));
                });
      }
      for (var r : got.deadlineRemovals()) {
        known.stream()
            .filter(k -> k.id().equals(r.taskId()))
            .findFirst()
            .ifPresent(
                k -> {
                  replace(
                      known,
                      k,
                      new KnownTask(k.id(), k.label(), k.status(), null, k.dueSetByUser()));
                  add(actual, "deadlines", new Item(k.label(), "none", null));
                });
      }
    }
    int open = 0;
    Set<String> given = new java.util.HashSet<>();
    first.knownTasks().forEach(k -> given.add(k.id()));
    for (KnownTask k : known) {
      if (given.contains(k.id()) && k.status().equals("pending")) {
        continue; // a task of the context that nothing touched is not an extraction
      }
      if (!given.contains(k.id())) {
        add(actual, "tasks", new Item(k.label(), null, null));
        if (owners.containsKey(k.id())) {
          add(actual, "owners", new Item(k.label(), owners.get(k.id()), null));
        }
        if (k.due() != null) {
          add(actual, "deadlines", new Item(k.label(), k.due().toString(), null));
        }
      }
      add(actual, "taskStatus", new Item(k.label(), finalStatus(k.status()), null));
      if (k.isOpen() && !given.contains(k.id())) {
        open++;
      }
    }
    return new Replay(actual, turns.size(), open);
  }

  private static void replace(List<KnownTask> known, KnownTask old, KnownTask now) {
    known.set(known.indexOf(old), now);
  }

  private static String label(List<KnownTask> known, String id) {
    return known.stream()
        .filter(k -> k.id().equals(id))
        .map(KnownTask::label)
        .findFirst()
        .orElse(null);
  }

  /** Task status as the v2 labels name it: pending is "open". */
  private static String finalStatus(String status) {
    return "pending".equals(status) ? "open" : status;
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
    return new ExtractionInput(
        row.path("text").asString(),
        row.path("role").asString("user"),
        null,
        Scope.valueOf(row.path("scope").asString("personal")),
        Instant.parse(
            row.has("turns")
                ? row.path("turns").get(0).path("timestamp").asString()
                : row.path("timestamp").asString()),
        ZoneOffset.UTC,
        List.copyOf(tasks.values()),
        0);
  }

  static Map<String, List<Item>> expected(JsonNode e) {
    Map<String, List<Item>> m = new HashMap<>();
    for (String c : List.of("people", "organizations", "goals", "decisions")) {
      for (JsonNode v : e.path(c)) {
        add(m, c, new Item(v.asString(), null, null));
      }
    }
    for (JsonNode v : e.path("preferences")) {
      if (v.isObject()) {
        add(m, "preferences", new Item(v.path("object").asString(), null, null));
        add(
            m,
            "polarity",
            new Item(v.path("object").asString(), v.path("polarity").asString(), null));
      } else {
        add(m, "preferences", new Item(v.asString(), null, null));
      }
    }
    for (JsonNode f : e.path("facts")) {
      add(
          m,
          "facts",
          new Item(
              f.path("object").asString(),
              f.path("predicate").asString(),
              f.path("subject").asString()));
    }
    for (JsonNode t : e.path("tasks")) {
      String label = t.path("label").asString();
      add(m, "tasks", new Item(label, null, null));
      add(m, "taskStatus", new Item(label, t.path("status").asString("open"), null));
      if (!t.path("owner").isNull() && !t.path("owner").isMissingNode()) {
        add(m, "owners", new Item(label, t.path("owner").asString(), null));
      }
      if (!t.path("due").isNull() && !t.path("due").isMissingNode()) {
        add(m, "deadlines", new Item(label, t.path("due").asString(), null));
      }
    }
    for (JsonNode r : e.path("deadlineRemoved")) {
      add(m, "deadlines", new Item(r.asString(), "none", null));
    }
    for (JsonNode d : e.path("dates")) {
      add(m, "dates", new Item(d.asString(), null, null));
    }
    for (JsonNode s : e.path("statusChanges")) {
      add(
          m,
          "statusChanges",
          new Item(s.path("task").asString(), s.path("status").asString(), null));
    }
    for (JsonNode v : e.path("events")) {
      add(m, "events", new Item(v.path("label").asString(), v.path("date").asString(), null));
    }
    for (JsonNode v : e.path("metrics")) {
      add(
          m,
          "metrics",
          new Item(
              v.path("metric").asString(),
              v.path("unit").asString(),
              String.valueOf(v.path("value").asDouble())));
    }
    return m;
  }

  static Map<String, List<Item>> actual(Extraction x, ExtractionInput in) {
    Map<String, List<Item>> m = new HashMap<>();
    Map<String, String> labels = new HashMap<>();
    in.knownTasks().forEach(t -> labels.put(t.id(), t.label()));
    for (var mention : x.mentions()) {
      if ("Person".equals(mention.nodeType())) {
        add(m, "people", new Item(mention.name(), null, null));
      } else if ("Organization".equals(mention.nodeType())) {
        add(m, "organizations", new Item(mention.name(), null, null));
      }
    }
    for (var f : x.facts()) {
      String cat =
          switch (f.predicate()) {
            case "HAS_PREFERENCE" -> "preferences";
            case "HAS_GOAL" -> "goals";
            case "MADE_DECISION" -> "decisions";
            default -> "facts";
          };
      String object = f.objectValue() != null ? f.objectValue() : f.objectName();
      boolean dislike = cat.equals("preferences") && object.startsWith(RuleBasedExtractor.DISLIKES);
      if (dislike) {
        object = object.substring(RuleBasedExtractor.DISLIKES.length());
      }
      add(m, cat, new Item(object, cat.equals("facts") ? f.predicate() : null, f.subject()));
      if (cat.equals("preferences")) {
        add(m, "polarity", new Item(object, dislike ? "dislike" : "like", null));
      }
    }
    for (var t : x.tasks()) {
      add(m, "tasks", new Item(t.label(), null, null));
      if (t.owner() != null) {
        add(m, "owners", new Item(t.label(), t.owner(), null));
      }
      if (t.due() != null) {
        add(m, "deadlines", new Item(t.label(), t.due().toString(), null));
      }
    }
    for (var r : x.deadlineRemovals()) {
      add(m, "deadlines", new Item(labels.get(r.taskId()), "none", null));
    }
    Set<String> seenDates = new LinkedHashSet<>();
    for (var d : x.dates()) {
      if (seenDates.add(d.date().toString() + "@" + d.text())) {
        add(m, "dates", new Item(d.date().toString(), null, null));
      }
    }
    for (var s : x.statusChanges()) {
      add(m, "statusChanges", new Item(labels.get(s.taskId()), s.status(), null));
    }
    for (var e : x.events()) {
      add(m, "events", new Item(e.label(), e.date().toString(), null));
    }
    for (var r : x.metrics()) {
      add(m, "metrics", new Item(r.metric(), r.unit(), String.valueOf(r.value())));
    }
    return m;
  }

  static Score score(
      String cat, List<Item> expected, List<Item> actual, List<String> errors, String where) {
    BiPredicate<Item, Item> match = matcher(cat);
    List<Item> left = new ArrayList<>(actual);
    int tp = 0;
    for (Item e : expected) {
      Item hit = null;
      for (Item a : left) {
        if (match.test(e, a)) {
          hit = a;
          break;
        }
      }
      if (hit != null) {
        left.remove(hit);
        tp++;
      } else {
        errors.add("MISS  " + cat + " " + e + " :: " + where);
      }
    }
    left.forEach(a -> errors.add("FALSE " + cat + " " + a + " :: " + where));
    return new Score(tp, left.size(), expected.size() - tp);
  }

  static BiPredicate<Item, Item> matcher(String cat) {
    return switch (cat) {
      case "people", "organizations" -> (e, a) -> sameName(e.key, a.key);
      case "dates" -> (e, a) -> e.key.equals(a.key);
      case "metrics" ->
          (e, a) ->
              e.key.equals(a.key)
                  && e.a.equals(a.a)
                  && Math.abs(Double.parseDouble(e.b) - Double.parseDouble(a.b)) < 0.02;
      case "facts" -> (e, a) -> e.a.equals(a.a) && sameName(e.b, a.b) && similar(e.key, a.key);
      case "owners" -> (e, a) -> similar(e.key, a.key) && sameName(e.a, a.a);
      case "deadlines", "events" -> (e, a) -> e.a.equals(a.a) && similar(e.key, a.key);
      case "statusChanges" -> (e, a) -> e.a.equals(a.a) && similar(e.key, a.key);
      case "polarity", "taskStatus" -> (e, a) -> e.a.equals(a.a) && similar(e.key, a.key);
      default -> (e, a) -> similar(e.key, a.key);
    };
  }

  static boolean sameName(String a, String b) {
    if (a == null || b == null) {
      return a == b;
    }
    String x = a.toLowerCase(Locale.ROOT).strip();
    String y = b.toLowerCase(Locale.ROOT).strip();
    return x.equals(y) || x.startsWith(y + " ") || y.startsWith(x + " ");
  }

  /** Phrases meet when most content words of the shorter one appear in the other. */
  static boolean similar(String a, String b) {
    if (a == null || b == null) {
      return false;
    }
    Set<String> x = words(a);
    Set<String> y = words(b);
    if (x.isEmpty() || y.isEmpty()) {
      return a.equalsIgnoreCase(b);
    }
    int common = 0;
    for (String w : x) {
      if (y.contains(w)) {
        common++;
      }
    }
    return common > 0 && common >= Math.ceil(0.5 * Math.min(x.size(), y.size()));
  }

  private static final Set<String> STOP =
      Set.of(
          "a", "an", "the", "to", "of", "for", "on", "in", "at", "my", "your", "me", "i", "it",
          "and", "with", "de", "het", "een", "van", "voor", "naar", "met", "mijn", "je", "ik", "te",
          "om", "op", "aan", "en");

  private static Set<String> words(String s) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty() && !STOP.contains(w)) {
        out.add(w.length() > 4 ? w.substring(0, 4) : w);
      }
    }
    return out;
  }

  private static void add(Map<String, List<Item>> m, String cat, Item item) {
    m.computeIfAbsent(cat, k -> new ArrayList<>()).add(item);
  }
}
