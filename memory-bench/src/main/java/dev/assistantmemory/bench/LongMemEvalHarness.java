package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Retrieval quality on LongMemEval: per question, its haystack sessions are ingested for a fresh
 * user ({@code lme-<question_id>}; one conversation per session, one message per turn, timestamps
 * from {@code haystack_dates} + 30 s per turn) into one running service, then the question is
 * searched ({@code limit} 20) under each ranking variant.
 *
 * <p>Scores: the hits' sessions in order of first appearance form the session ranking (a claim
 * counts for the sessions of the turns it cites); session hit@1 (the first session is a gold one),
 * session hit@5 and recall@5 (share of gold sessions among the first 5 sessions); turn recall@10
 * and hit@10 against the {@code has_answer} turns (questions without such turns are left out of the
 * turn figures). Abstention questions ({@code question_id} ending {@code _abs}) have no gold
 * evidence and are counted apart. Reported on the tune split, the held-out split ({@link Splits})
 * and all; per-question records (id, split, gold sessions and turns, ranked sessions and turns) go
 * to {@code <out>/<variant>.jsonl}.
 *
 * <p>Ingestion is the slow part (the sessions' long assistant turns). With {@code store=<dir>} the
 * data directory is kept: a question already ingested there is not ingested again, so a second run
 * (another ranking) only searches.
 *
 * <p>{@code limit=N} takes the first N questions of the split round-robin over the six question
 * types. Usage: {@code LongMemEvalHarness [data=<longmemeval.json[.xz]>] [out=<dir>] [split=tune|
 * held-out|all] [limit=N] [ids=<id,id,...>] [store=<dir>] [model=<model>] [extract=on|off]
 * [dated=true] [timing=R]}
 */
public final class LongMemEvalHarness {
  private static final int LIMIT = RetrievalHarness.DEPTH;

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new HashMap<>();
    for (String a : args) {
      int eq = a.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException("expected key=value, got " + a);
      }
      opt.put(a.substring(0, eq), a.substring(eq + 1));
    }
    Path data = Path.of(opt.getOrDefault("data", "../../shared/bench/longmemeval-dev60.json.xz"));
    Path out = Path.of(opt.getOrDefault("out", "target/longmemeval"));
    String split = opt.getOrDefault("split", Splits.ALL);
    int limit = Integer.parseInt(opt.getOrDefault("limit", "0"));
    String model = opt.getOrDefault("model", "all-minilm-l6-v2-q");
    boolean extraction = !"off".equals(opt.get("extract"));
    boolean dated = Boolean.parseBoolean(opt.getOrDefault("dated", "false"));
    Path dir =
        opt.containsKey("store")
            ? Files.createDirectories(Path.of(opt.get("store")))
            : Files.createTempDirectory("memory-bench-longmemeval");
    Files.createDirectories(out);

    List<LongMemEval.Question> questions = select(LongMemEval.load(data), split, limit);
    if (opt.containsKey("ids")) {
      // Only the named questions of the split, in the order named (a live check of a stage that
      // can move only some questions' lists; the store keeps them for a later run).
      List<String> ids = List.of(opt.get("ids").split(","));
      Map<String, LongMemEval.Question> byId = new LinkedHashMap<>();
      questions.forEach(q -> byId.put(q.id(), q));
      questions = new ArrayList<>();
      for (String id : ids) {
        if (!byId.containsKey(id)) {
          throw new IllegalArgumentException("no question " + id + " in split " + split);
        }
        questions.add(byId.get(id));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%d questions (split %s%s), store %s%n",
        questions.size(),
        split,
        limit > 0 ? ", limit " + limit : "",
        dir);
    Map<String, RankingConfig> variants = RetrievalHarness.selected(RetrievalHarness.variants());
    try (MemoryApplication app =
        new MemoryApplication(
                BenchApp.config(dir, model, Map.of(Setting.EXTRACTION, extraction ? "on" : "off")))
            .startBackground()) {
      Path done = Files.createDirectories(dir.resolve("ingested"));
      long t0 = System.nanoTime();
      int ingested = 0;
      int messages = 0;
      Path failedDir = Files.createDirectories(dir.resolve("failed"));
      List<LongMemEval.Question> failed = new ArrayList<>();
      for (LongMemEval.Question q : questions) {
        if (Files.exists(failedDir.resolve(q.id()))) {
          failed.add(q);
          continue;
        }
        if (Files.exists(done.resolve(q.id()))) {
          continue;
        }
        try {
          try {
            messages += ingest(app, q, user(q));
          } catch (IllegalStateException first) {
            // A question left half-ingested by an earlier run answers with that run's failed
            // receipt; ingest it once more under a fresh user, recorded in its marker.
            System.out.printf(
                Locale.ROOT, "ingestion of %s failed (%s); retrying%n", q.id(), first.getMessage());
            String fresh = user(q) + "-r" + Long.toString(System.currentTimeMillis(), 36);
            messages += ingest(app, q, fresh);
            Files.writeString(done.resolve(q.id()), fresh);
          }
        } catch (IllegalStateException e) {
          // Reported and left out of the scores, never silently: the count is printed below.
          System.out.printf(Locale.ROOT, "ingestion of %s failed: %s%n", q.id(), e.getMessage());
          Files.writeString(failedDir.resolve(q.id()), String.valueOf(e.getMessage()));
          failed.add(q);
          continue;
        }
        if (!Files.exists(done.resolve(q.id()))) {
          Files.writeString(done.resolve(q.id()), user(q));
        }
        ingested++;
        System.out.printf(
            Locale.ROOT,
            "ingested %s (%d/%d) %.0f s%n",
            q.id(),
            ingested,
            questions.size(),
            (System.nanoTime() - t0) / 1e9);
      }
      double secs = (System.nanoTime() - t0) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "ingested %d questions, %d messages in %.1f s (%.1f msg/s, model %s, extraction %s)%n",
          ingested,
          messages,
          secs,
          messages / Math.max(secs, 1e-9),
          model,
          extraction ? "on" : "off");
      if (!failed.isEmpty()) {
        System.out.printf(
            Locale.ROOT,
            "left out (ingestion failed): %s%n",
            failed.stream().map(LongMemEval.Question::id).toList());
        questions.removeAll(failed);
      }
      Map<String, List<String>> citations = BenchApp.claimCitations(dir);
      // Each variant's query vector by the service's own rule (QueryVectors).
      QueryVectors vectors = new QueryVectors(app);
      System.out.printf(
          Locale.ROOT,
          "%-34s %-13s %6s %6s %6s %6s %6s | %6s | %s%n",
          "variant",
          "split",
          "S-H@1",
          "S-H@5",
          "S-R@5",
          "T-R@10",
          "T-H@10",
          "ms/q",
          "session hit@1 / turn recall@10 by type");
      int timing = Integer.parseInt(opt.getOrDefault("timing", "0"));
      if (timing > 0) {
        time(app, questions, variants, vectors, dated, done, timing);
      }
      ObjectMapper json = JsonMapper.builder().build();
      for (Map.Entry<String, RankingConfig> v : variants.entrySet()) {
        Map<String, Agg> bySplit = new LinkedHashMap<>();
        Map<String, Map<String, Agg>> byType = new LinkedHashMap<>();
        for (String sp : List.of(Splits.TUNE, Splits.HELD_OUT, Splits.ALL)) {
          bySplit.put(sp, new Agg());
          byType.put(sp, new TreeMap<>());
        }
        Agg abstention = new Agg();
        long nanos = 0;
        try (BufferedWriter w =
            Files.newBufferedWriter(out.resolve(RetrievalHarness.fileName(v.getKey())))) {
          for (LongMemEval.Question q : questions) {
            String marked = Files.readString(done.resolve(q.id())).strip();
            String user = marked.isEmpty() ? user(q) : marked;
            SearchRequest req =
                new SearchRequest(
                    ReadScope.of(user, null, AccessScope.partition),
                    query(q, dated),
                    LIMIT,
                    Scope.personal,
                    Set.of(),
                    null);
            float[] vector = vectors.of(req, v.getValue());
            long st = System.nanoTime();
            List<Hit> hits = app.search().search(req, v.getValue(), vector).hits();
            nanos += System.nanoTime() - st;
            List<String> turns = new ArrayList<>();
            for (Hit h : hits) {
              List<String> externals = List.of();
              if (h instanceof ChunkHit c) {
                externals = List.of(c.externalId());
              } else if (h instanceof ClaimHit c) {
                externals = citations.getOrDefault(c.claim().id(), List.of());
              }
              for (String e : externals) {
                if (e != null && e.startsWith(q.id() + ":") && !turns.contains(e)) {
                  turns.add(e);
                }
              }
            }
            List<String> sessions = new ArrayList<>();
            for (String t : turns) {
              String sid = t.substring(q.id().length() + 1, t.lastIndexOf(':'));
              if (!sessions.contains(sid)) {
                sessions.add(sid);
              }
            }
            String sp = Splits.longMemEval(q.id());
            List<QuestionRecords.TraceRow> trace = QuestionRecords.trace(hits, e -> e);
            double[] m = null;
            if (q.abstention()) {
              abstention.n++;
            } else {
              m = metrics(q, sessions, turns);
              for (String s : List.of(sp, Splits.ALL)) {
                bySplit.get(s).add(m);
                byType.get(s).computeIfAbsent(q.type(), k -> new Agg()).add(m);
              }
            }
            var record = QuestionRecords.LongMemEvalQuestion.of(q, sp, sessions, turns, trace, m);
            w.write(json.writeValueAsString(record));
            w.newLine();
          }
        }
        for (Map.Entry<String, Agg> e : bySplit.entrySet()) {
          Agg a = e.getValue();
          StringBuilder types = new StringBuilder();
          byType
              .get(e.getKey())
              .forEach(
                  (t, ta) ->
                      types.append(
                          String.format(
                              Locale.ROOT, "%s %.2f/%.2f  ", shortType(t), ta.get(0), ta.get(3))));
          System.out.printf(
              Locale.ROOT,
              "%-34s %-13s %6.3f %6.3f %6.3f %6.3f %6.3f | %6.2f | %s%n",
              v.getKey(),
              e.getKey() + "(" + a.n + ")",
              a.get(0),
              a.get(1),
              a.get(2),
              a.get(3),
              a.get(4),
              nanos / 1e6 / Math.max(1, questions.size()),
              types);
        }
        System.out.printf(
            Locale.ROOT,
            "%-34s abstention questions: %d%s%n",
            v.getKey(),
            abstention.n,
            abstention.n == 0 ? " (none in this set)" : "");
      }
      System.out.println(vectors.summary());
    }
  }

  /**
   * Search time per variant, interleaved (each round searches every question once under every
   * variant in turn, so load swings fall on all of them alike): median and mean over {@code rounds}
   * rounds after one warm-up round.
   */
  private static void time(
      MemoryApplication app,
      List<LongMemEval.Question> questions,
      Map<String, RankingConfig> variants,
      QueryVectors vectors,
      boolean dated,
      Path done,
      int rounds)
      throws java.io.IOException {
    Map<String, List<Double>> ms = new LinkedHashMap<>();
    variants.keySet().forEach(k -> ms.put(k, new ArrayList<>()));
    for (int round = 0; round <= rounds; round++) {
      for (LongMemEval.Question q : questions) {
        String marked = Files.readString(done.resolve(q.id())).strip();
        String user = marked.isEmpty() ? user(q) : marked;
        SearchRequest req =
            new SearchRequest(
                ReadScope.of(user, null, AccessScope.partition),
                query(q, dated),
                LIMIT,
                Scope.personal,
                Set.of(),
                null);
        for (Map.Entry<String, RankingConfig> v : variants.entrySet()) {
          long st = System.nanoTime();
          app.search().search(req, v.getValue(), vectors.of(req, v.getValue()));
          if (round > 0) {
            ms.get(v.getKey()).add((System.nanoTime() - st) / 1e6);
          }
        }
      }
    }
    ms.forEach(
        (k, list) -> {
          List<Double> sorted = new ArrayList<>(list);
          sorted.sort(null);
          System.out.printf(
              Locale.ROOT,
              "timing %-40s n=%d median %.2f ms mean %.2f ms%n",
              k,
              sorted.size(),
              sorted.get(sorted.size() / 2),
              sorted.stream().mapToDouble(Double::doubleValue).average().orElse(0));
        });
  }

  /**
   * The questions of the split; with a limit, the first {@code limit} taken round-robin over the
   * question types (file order within a type), so a subset still covers every type.
   */
  static List<LongMemEval.Question> select(
      List<LongMemEval.Question> all, String split, int limit) {
    Map<String, List<LongMemEval.Question>> byType = new LinkedHashMap<>();
    for (LongMemEval.Question q : all) {
      if (Splits.selected(split, Splits.longMemEval(q.id()))) {
        byType.computeIfAbsent(q.type(), t -> new ArrayList<>()).add(q);
      }
    }
    List<LongMemEval.Question> out = new ArrayList<>();
    int total = byType.values().stream().mapToInt(List::size).sum();
    int want = limit > 0 ? Math.min(limit, total) : total;
    for (int round = 0; out.size() < want; round++) {
      for (List<LongMemEval.Question> qs : byType.values()) {
        if (round < qs.size() && out.size() < want) {
          out.add(qs.get(round));
        }
      }
    }
    return out;
  }

  static String query(LongMemEval.Question q, boolean dated) {
    return dated ? "Current date: " + q.questionDate() + ". " + q.question() : q.question();
  }

  static String user(LongMemEval.Question q) {
    return "lme-" + q.id();
  }

  private static String shortType(String type) {
    return switch (type) {
      case "knowledge-update" -> "ku";
      case "multi-session" -> "ms";
      case "single-session-assistant" -> "ssa";
      case "single-session-preference" -> "ssp";
      case "single-session-user" -> "ssu";
      case "temporal-reasoning" -> "tr";
      default -> type;
    };
  }

  /**
   * session hit@1, session hit@5, session recall@5, turn recall@10, turn hit@10 (NaN: no turns).
   */
  static double[] metrics(LongMemEval.Question q, List<String> sessions, List<String> turns) {
    double[] m = new double[5];
    m[0] = !sessions.isEmpty() && q.answerSessions().contains(sessions.get(0)) ? 1 : 0;
    int found = 0;
    for (int i = 0; i < Math.min(5, sessions.size()); i++) {
      if (q.answerSessions().contains(sessions.get(i))) {
        found++;
      }
    }
    m[1] = found > 0 ? 1 : 0;
    m[2] = q.answerSessions().isEmpty() ? 0 : (double) found / q.answerSessions().size();
    if (q.answerTurns().isEmpty()) {
      m[3] = Double.NaN;
      m[4] = Double.NaN;
    } else {
      int t = 0;
      for (int i = 0; i < Math.min(10, turns.size()); i++) {
        if (q.answerTurns().contains(turns.get(i))) {
          t++;
        }
      }
      m[3] = (double) t / q.answerTurns().size();
      m[4] = t > 0 ? 1 : 0;
    }
    return m;
  }

  /** Ingests a question's haystack for its user and waits until it is searchable. */
  static int ingest(MemoryApplication app, LongMemEval.Question q, String user)
      throws InterruptedException {
    List<String> ops = new ArrayList<>();
    int messages = 0;
    for (LongMemEval.Session s : q.sessions()) {
      List<MessageInput> batch = new ArrayList<>();
      for (LongMemEval.Turn t : s.turns()) {
        if (t.content().isBlank()) {
          continue;
        }
        batch.add(new MessageInput(t.id(), t.content(), t.role(), null, t.timestamp()));
      }
      if (batch.isEmpty()) {
        continue;
      }
      messages += batch.size();
      IngestReceipt r =
          app.ingest()
              .ingestConversation(new ConversationIngest(user, null, q.id() + ":" + s.id(), batch));
      ops.add(r.ingestionOperationId());
    }
    ReadScope scope = ReadScope.of(user, null, AccessScope.partition);
    for (String op : ops) {
      while (true) {
        var receipt = app.receipts().read(scope, op).orElseThrow();
        if (receipt.status() == ReceiptStatus.completed) {
          break;
        }
        if (receipt.status() == ReceiptStatus.failed) {
          throw new IllegalStateException("ingestion failed: " + receipt.errorCode());
        }
        Thread.sleep(20);
      }
    }
    app.tailer().catchUp();
    return messages;
  }

  /** Sums of the five measures; turn measures over the questions that have answer turns. */
  static final class Agg {
    final double[] sum = new double[5];
    final int[] count = new int[5];
    int n;

    void add(double[] m) {
      n++;
      for (int i = 0; i < m.length; i++) {
        if (!Double.isNaN(m[i])) {
          sum[i] += m[i];
          count[i]++;
        }
      }
    }

    double get(int i) {
      return count[i] == 0 ? Double.NaN : sum[i] / count[i];
    }
  }
}
