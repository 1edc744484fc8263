package dev.assistantmemory.bench;

import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Load over real HTTP against an in-process service on a fresh data directory: sustained ingest
 * throughput (accepted, processed with embeddings and searchable) and search latency at growing
 * store sizes.
 *
 * <p>Usage: {@code LoadDriver [checkpoints=10000,100000] [batch=10] [clients=4] [searches=500]
 * [data-dir=PATH] [skip-ingest] [fold-idle=SECONDS] [workers=N]}. Message texts cycle through the
 * LoCoMo turns; questions cycle through the LoCoMo questions. {@code data-dir} keeps the store and
 * index in a directory of one's choosing (a fresh temporary one otherwise); with {@code
 * skip-ingest} a later run searches that directory as it is, one checkpoint at the size it was
 * ingested to, which makes repeated search-only runs (profiling, A/B of two builds) take seconds
 * instead of minutes. With {@code corpus=synthetic [users=100] [seed=1]} the messages come from
 * {@link SyntheticCorpus} instead: one chat session of {@code batch} turns per request, the users
 * in turn, and each query asks one of those users about their own memory. Before each search phase
 * the driver waits for the index to fold the ingest's segments (the service does it after {@code
 * fold-idle} seconds without writes; {@code fold-idle=0} keeps them, to measure what folding
 * gives). With {@code csv=PATH} each checkpoint appends one row to a CSV file (see {@link
 * GrowthRow}) that {@link GrowthChart} draws. On PostgreSQL, {@code
 * &socketFactory=dev.assistantmemory.bench.PgWireCounter} in the {@code db=} URL makes each
 * checkpoint print the round trips and statements its ingest sent, by thread and by statement
 * ({@code wire-top=N} of them), see {@link PgWireCounter}.
 */
public final class LoadDriver {
  private static final ObjectMapper JSON = JsonMapper.builder().build();
  static final String USER = "load-user";

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int[] checkpoints =
        Arrays.stream(opts.getOrDefault("checkpoints", "10000,100000").split(","))
            .mapToInt(Integer::parseInt)
            .toArray();
    int batch = Integer.parseInt(opts.getOrDefault("batch", "10"));
    int clients = Integer.parseInt(opts.getOrDefault("clients", "4"));
    int searches = Integer.parseInt(opts.getOrDefault("searches", "500"));
    // Searches before the measured ones: the JIT compiles the search path for thousands of them.
    int warmup = Integer.parseInt(opts.getOrDefault("warmup", "300"));
    String model = opts.getOrDefault("model", "all-minilm-l6-v2-q");
    List<Locomo.Sample> samples =
        Locomo.load(Path.of(opts.getOrDefault("data", "../shared/bench/locomo-dev5.json")));
    List<String> texts = new ArrayList<>();
    List<String> questions = new ArrayList<>();
    for (Locomo.Sample s : samples) {
      s.sessions().forEach(session -> session.turns().forEach(t -> texts.add(t.text())));
      s.questions().forEach(q -> questions.add(q.question()));
    }
    SyntheticCorpus corpus =
        "synthetic".equals(opts.get("corpus"))
            ? new SyntheticCorpus(
                Long.parseLong(opts.getOrDefault("seed", "1")),
                Integer.parseInt(opts.getOrDefault("users", "100")),
                batch)
            : null;
    Path dir =
        opts.containsKey("data-dir")
            ? Files.createDirectories(Path.of(opts.get("data-dir")))
            : Files.createTempDirectory("memory-bench-load");
    boolean skipIngest = opts.containsKey("skip-ingest");
    Path csv = opts.containsKey("csv") ? Path.of(opts.get("csv")) : null;
    String store = opts.containsKey("db") ? "postgresql" : "sqlite";
    String corpusName = corpus == null ? "locomo" : "synthetic";
    HttpClient http =
        HttpClient.newBuilder().executor(Executors.newFixedThreadPool(clients)).build();
    Map<Setting, String> settings = new java.util.EnumMap<>(Setting.class);
    if (opts.containsKey("db")) {
      settings.put(Setting.DB_URL, opts.get("db"));
      settings.put(Setting.RUN_MIGRATIONS, "true");
    }
    if (opts.containsKey("workers")) {
      settings.put(Setting.WORKERS, opts.get("workers"));
    }
    if (opts.containsKey("fold-idle")) {
      // fold-idle=0 measures an index left in the segments the ingest made.
      settings.put(Setting.INDEX_FOLD_IDLE_SECONDS, opts.get("fold-idle"));
    }
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, model, settings)).start()) {
      String base = "http://127.0.0.1:" + app.port();
      int ingested = 0;
      System.out.printf(
          Locale.ROOT,
          "load driver: store=%s, corpus=%s, batch=%d messages/request, clients=%d, model=%s,"
              + " cores=%d, workers=%s%n",
          store,
          corpus == null
              ? "locomo (one user)"
              : "synthetic (" + opts.getOrDefault("users", "100") + " users)",
          batch,
          clients,
          model,
          Runtime.getRuntime().availableProcessors(),
          opts.getOrDefault("workers", "default"));
      for (int target : checkpoints) {
        if (skipIngest) {
          awaitDrained(http, base);
          System.out.printf(
              Locale.ROOT, "ingest skipped: searching %s as it is (%s)%n", dir, target);
          List<Long> latencies =
              searchAndReport(http, base, questions, corpus, warmup, searches, target);
          GrowthRow.append(csv, store, corpusName, target, Double.NaN, latencies);
          continue;
        }
        int count = target - ingested;
        PgWireCounter.reset();
        long start = System.nanoTime();
        List<Long> acceptNanos =
            corpus == null
                ? ingest(http, base, texts, ingested, count, batch, clients)
                : ingest(http, base, corpus, ingested / batch, count / batch, clients);
        long accepted = System.nanoTime();
        awaitDrained(http, base);
        long drained = System.nanoTime();
        ingested = target;
        double seconds = (drained - start) / 1e9;
        System.out.printf(
            Locale.ROOT,
            "ingest to %,d: %,d messages in %.1f s = %.0f messages/s sustained (accepted in %.1f s; accept p50 %.1f ms p99 %.1f ms per request)%n",
            target,
            count,
            seconds,
            count / seconds,
            (accepted - start) / 1e9,
            pct(acceptNanos, 50),
            pct(acceptNanos, 99));
        var times = app.stageTimes();
        double content = times.contentNanos() / 1e9;
        double extraction = times.extractionNanos() / 1e9;
        System.out.printf(
            Locale.ROOT,
            "  worker time so far: content %.1f s, extraction %.1f s (%.0f%% of processing);"
                + " extraction alone %.0f messages/s per worker%n",
            content,
            extraction,
            100 * extraction / Math.max(1e-9, content + extraction),
            times.extractedSources() / Math.max(1e-9, extraction));
        System.out.printf(
            Locale.ROOT,
            "  extraction stage: extractor, resolver and their reads %.1f s, embedding its writes %.1f s, graph"
                + " write and after %.1f s%n",
            times.extractorNanos() / 1e9,
            times.extractionEmbedNanos() / 1e9,
            (times.extractionNanos() - times.extractorNanos() - times.extractionEmbedNanos())
                / 1e9);
        if (PgWireCounter.used()) {
          PgWireCounter.report(
              System.out, count, Integer.parseInt(opts.getOrDefault("wire-top", "40")));
        }
        List<Long> latencies =
            searchAndReport(http, base, questions, corpus, warmup, searches, target);
        GrowthRow.append(csv, store, corpusName, target, count / seconds, latencies);
      }
    }
    System.exit(0);
  }

  private static List<Long> searchAndReport(
      HttpClient http,
      String base,
      List<String> questions,
      SyntheticCorpus corpus,
      int warmup,
      int searches,
      int target)
      throws Exception {
    awaitSettled(http, base);
    List<Long> latencies = search(http, base, questions, corpus, warmup, searches);
    System.out.printf(
        Locale.ROOT,
        "search at %,d messages: %d queries over HTTP, p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
        target,
        searches,
        pct(latencies, 50),
        pct(latencies, 90),
        pct(latencies, 99),
        pct(latencies, 100));
    return latencies;
  }

  /** Ingests LoCoMo turns {@code offset .. offset + count - 1}, {@code batch} per request. */
  static List<Long> ingest(
      HttpClient http,
      String base,
      List<String> texts,
      int offset,
      int count,
      int batch,
      int clients)
      throws Exception {
    int requests = (count + batch - 1) / batch;
    return postAll(
        http,
        base,
        requests,
        clients,
        r -> {
          List<ConversationBody.Message> messages = new ArrayList<>();
          for (int m = 0; m < batch && r * batch + m < count; m++) {
            int n = offset + r * batch + m;
            messages.add(
                new ConversationBody.Message(
                    "m" + n,
                    n % 2 == 0 ? "user" : "assistant",
                    texts.get(n % texts.size()),
                    "2026-05-01T10:00:00.000Z"));
          }
          return ConversationBody.of(USER, "load-" + (offset + r * batch), messages);
        });
  }

  /** Ingests the synthetic corpus's sessions {@code first .. first + count - 1}. */
  static List<Long> ingest(
      HttpClient http, String base, SyntheticCorpus corpus, int first, int count, int clients)
      throws Exception {
    return postAll(http, base, count, clients, r -> corpus.request(first + r));
  }

  /**
   * Posts {@code requests} conversation bodies to {@code /ingest/conversation} from {@code clients}
   * threads, request {@code r} built by {@code body}; the latency of each post.
   */
  private static List<Long> postAll(
      HttpClient http,
      String base,
      int requests,
      int clients,
      java.util.function.IntFunction<ConversationBody> body)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    AtomicInteger next = new AtomicInteger();
    List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
    List<Future<?>> futures = new ArrayList<>();
    for (int c = 0; c < clients; c++) {
      futures.add(
          pool.submit(
              () -> {
                int r;
                while ((r = next.getAndIncrement()) < requests) {
                  ConversationBody b = body.apply(r);
                  long st = System.nanoTime();
                  post(http, base + "/ingest/conversation", b);
                  latencies.add(System.nanoTime() - st);
                }
                return null;
              }));
    }
    for (Future<?> f : futures) {
      f.get();
    }
    pool.shutdown();
    return latencies;
  }

  /** The {@code i}-th query: a LoCoMo question of the one load user, or a synthetic user's. */
  private static SyntheticCorpus.Query query(
      List<String> questions, SyntheticCorpus corpus, int i) {
    return corpus != null
        ? corpus.query(i)
        : new SyntheticCorpus.Query(USER, questions.get(i % questions.size()));
  }

  /**
   * Waits until the index has folded the segments the ingest made (the service does it after a
   * pause in writes, IndexTailer.DEFAULT_FOLD_AFTER_IDLE), so searches measure the index a pause
   * leaves rather than a fold competing with them for the cores.
   */
  static void awaitSettled(HttpClient http, String base) throws Exception {
    awaitDrained(http, base);
    long start = System.nanoTime();
    // (with fold-idle=0 the wait is idle time and the index keeps its segments)
    Thread.sleep(
        dev.assistantmemory.core.index.IndexTailer.DEFAULT_FOLD_AFTER_IDLE.toMillis() + 1_500);
    JsonNode index;
    do {
      Thread.sleep(200);
      index = health(http, base).path("index");
    } while (index.path("folding").asBoolean());
    System.out.printf(
        Locale.ROOT,
        "  index settled: %d segment(s), %,d documents (waited %.1f s)%n",
        index.path("segments").asInt(),
        index.path("documents").asLong(),
        (System.nanoTime() - start) / 1e9);
  }

  private static JsonNode health(HttpClient http, String base) throws Exception {
    return JSON.readTree(
        http.send(
                HttpRequest.newBuilder(URI.create(base + "/health")).build(),
                HttpResponse.BodyHandlers.ofString())
            .body());
  }

  static void awaitDrained(HttpClient http, String base) throws Exception {
    while (true) {
      JsonNode h =
          JSON.readTree(
              http.send(
                      HttpRequest.newBuilder(URI.create(base + "/health")).build(),
                      HttpResponse.BodyHandlers.ofString())
                  .body());
      if (h.path("queue").path("depth").asLong() == 0
          && h.path("index").path("lag").asLong() == 0) {
        return;
      }
      Thread.sleep(100);
    }
  }

  private static List<Long> search(
      HttpClient http,
      String base,
      List<String> questions,
      SyntheticCorpus corpus,
      int warmup,
      int n)
      throws Exception {
    for (int i = 0; i < warmup; i++) {
      SyntheticCorpus.Query q = query(questions, corpus, n + i);
      post(http, base + "/query/search", Map.of("userId", q.user(), "query", q.text()));
    }
    List<Long> latencies = new ArrayList<>();
    Map<String, Double> stages = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      long st = System.nanoTime();
      SyntheticCorpus.Query q = query(questions, corpus, i * 7);
      String body =
          post(
              http,
              base + "/query/search",
              Map.of("userId", q.user(), "query", q.text(), "limit", 10, "includeTrace", true));
      latencies.add(System.nanoTime() - st);
      JsonNode trace = JSON.readTree(body).path("trace");
      for (String stage :
          List.of("embedMs", "lexicalMs", "vectorMs", "fuseMs", "hydrateMs", "totalMs")) {
        stages.merge(stage, trace.path(stage).asDouble(), Double::sum);
      }
    }
    StringBuilder mean = new StringBuilder("  mean per stage (server side):");
    stages.forEach((k, v) -> mean.append(String.format(Locale.ROOT, " %s %.2f", k, v / n)));
    System.out.println(mean);
    return latencies;
  }

  private static String post(HttpClient http, String url, Object body) throws Exception {
    HttpResponse<String> res =
        http.send(
            HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (res.statusCode() / 100 != 2) {
      throw new IllegalStateException(url + " -> " + res.statusCode() + " " + res.body());
    }
    return res.body();
  }

  static double pct(List<Long> nanos, int p) {
    if (nanos.isEmpty()) {
      return 0;
    }
    long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    int idx = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, idx))] / 1e6;
  }
}
