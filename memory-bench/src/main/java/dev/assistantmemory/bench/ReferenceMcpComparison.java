package dev.assistantmemory.bench;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Side by side through MCP over stdio, on the same facts: this service (the shaded jar's {@code
 * mcp} command) and the official MCP reference memory server ({@code
 * @modelcontextprotocol/server-memory} from npm, started with {@code npx}). Each fact is one
 * LoCoMo turn (padded by repeating turns up to {@code facts}): {@code save_memory} for us, {@code
 * create_entities} (one entity per fact, the text as its observation) for the reference. Reported:
 * write calls per second (for us also the time until every fact is processed and searchable),
 * search latency per question ({@code search_memory} against {@code search_nodes}), and LoCoMo
 * hit@10: a question counts when one of the first ten results is one of its evidence turns. The
 * reference's search is a case-insensitive substring match of the whole query against names,
 * types and observations, so a question rarely matches anything; the figures say what it returns.
 *
 * <p>Usage: {@code ReferenceMcpComparison jar=../memory-server/target/assistant-memory.jar
 * [facts=10000] [searches=500] [data=../../shared/bench/locomo-dev5.json] [npx=npx]}.
 */
public final class ReferenceMcpComparison {
  private static final ObjectMapper JSON = JsonMapper.builder().build();
  private static final Pattern DIA = Pattern.compile("D:?(\\d+):0*(\\d+)");
  private static final String USER = "compare";
  private static final java.io.PrintStream STDERR = stderrLog();

  private static java.io.PrintStream stderrLog() {
    try {
      return new java.io.PrintStream(
          Files.newOutputStream(Path.of("target", "compare-servers.stderr.log")), true);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  record Fact(String id, String gold, String text) {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int factCount = Integer.parseInt(opts.getOrDefault("facts", "10000"));
    int searches = Integer.parseInt(opts.getOrDefault("searches", "500"));
    String jar = opts.getOrDefault("jar", "../memory-server/target/assistant-memory.jar");
    String npx = opts.getOrDefault("npx", "npx");
    List<Locomo.Sample> samples =
        Locomo.load(Path.of(opts.getOrDefault("data", "../../shared/bench/locomo-dev5.json")));

    List<Fact> turns = new ArrayList<>();
    record Asked(String question, Set<String> gold) {}
    List<Asked> questions = new ArrayList<>();
    for (Locomo.Sample s : samples) {
      for (Locomo.Session session : s.sessions()) {
        for (Locomo.Turn t : session.turns()) {
          String gold = s.id() + "/" + dia(t.diaId());
          turns.add(new Fact(gold, gold, t.speaker() + ": " + t.text()));
        }
      }
      for (Locomo.Question q : s.questions()) {
        if (q.category() == 5) {
          continue; // adversarial: no answer in memory
        }
        Set<String> gold = new LinkedHashSet<>();
        q.evidence().forEach(e -> gold.add(s.id() + "/" + e));
        questions.add(new Asked(q.question(), gold));
      }
    }
    List<Fact> facts = new ArrayList<>(turns.subList(0, Math.min(factCount, turns.size())));
    for (int i = 0; facts.size() < factCount; i++) {
      Fact t = turns.get(i % turns.size());
      facts.add(new Fact("pad-" + i + "-" + t.id(), t.gold(), t.text()));
    }
    System.out.printf(
        Locale.ROOT,
        "facts=%,d (%,d LoCoMo turns, the rest repeats them), questions=%d (categories 1-4),"
            + " searches=%d, cores=%d%n",
        facts.size(),
        turns.size(),
        questions.size(),
        searches,
        Runtime.getRuntime().availableProcessors());

    Path dir = Files.createTempDirectory("memory-bench-compare");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Result ours;
    try (McpSyncClient c =
        client(
            ServerParameters.builder(java)
                .args(
                    "-Xlog:disable",
                    "-Xlog:all=warning:stderr",
                    "-jar",
                    jar,
                    "mcp",
                    "--data-dir",
                    dir.resolve("ours").toString(),
                    "--user",
                    USER)
                .build())) {
      ours =
          run(
              "assistant-memory",
              facts,
              questions.stream().map(Asked::question).toList(),
              questions.stream().map(Asked::gold).toList(),
              searches,
              f ->
                  call(c, "save_memory", new SaveMemory(new SaveMemory.Document(f.id(), f.text()))),
              () -> awaitProcessed(c),
              q -> ranked(call(c, "search_memory", new SearchMemory(q, 10))));
    }
    Result reference;
    try (McpSyncClient c =
        client(
            ServerParameters.builder(npx)
                .args("-y", "@modelcontextprotocol/server-memory")
                .env(Map.of("MEMORY_FILE_PATH", dir.resolve("reference.jsonl").toString()))
                .build())) {
      reference =
          run(
              "server-memory (reference)",
              facts,
              questions.stream().map(Asked::question).toList(),
              questions.stream().map(Asked::gold).toList(),
              searches,
              f ->
                  call(
                      c,
                      "create_entities",
                      new CreateEntities(
                          List.of(new CreateEntities.Entity(f.id(), "turn", List.of(f.text()))))),
              () -> {},
              q -> {
                List<String> out = new ArrayList<>();
                call(c, "search_nodes", new SearchNodes(q))
                    .path("entities")
                    .forEach(e -> out.add(e.path("name").asString()));
                return out;
              });
    }
    System.out.println();
    System.out.println("| | assistant-memory | server-memory | ratio |");
    System.out.println("| --- | --- | --- | --- |");
    System.out.printf(
        Locale.ROOT,
        "| write calls/s | %.0f | %.0f | %.2fx |%n",
        ours.writesPerSecond,
        reference.writesPerSecond,
        ours.writesPerSecond / reference.writesPerSecond);
    System.out.printf(
        Locale.ROOT,
        "| search p50 ms | %.2f | %.2f | %.2fx |%n",
        ours.searchP50,
        reference.searchP50,
        ours.searchP50 / reference.searchP50);
    System.out.printf(
        Locale.ROOT,
        "| LoCoMo hit@10 | %.3f | %.3f | |%n| questions with any result | %.3f | %.3f | |%n",
        ours.hitAt10,
        reference.hitAt10,
        ours.answered,
        reference.answered);
    System.exit(0);
  }

  interface Write {
    void run(Fact f) throws Exception;
  }

  interface Search {
    List<String> run(String query) throws Exception;
  }

  interface Wait {
    void run() throws Exception;
  }

  static final class Result {
    double writesPerSecond;
    double searchP50;
    double hitAt10;
    double answered;
  }

  private static Result run(
      String name,
      List<Fact> facts,
      List<String> questions,
      List<Set<String>> gold,
      int searches,
      Write write,
      Wait settle,
      Search search)
      throws Exception {
    Map<String, String> goldOf = new LinkedHashMap<>();
    facts.forEach(f -> goldOf.put(f.id(), f.gold()));
    long start = System.nanoTime();
    for (Fact f : facts) {
      write.run(f);
    }
    double writeSeconds = (System.nanoTime() - start) / 1e9;
    settle.run();
    double settledSeconds = (System.nanoTime() - start) / 1e9;
    Result r = new Result();
    r.writesPerSecond = facts.size() / writeSeconds;
    System.out.printf(
        Locale.ROOT,
        "%s: %,d write calls in %.1f s = %.0f calls/s; searchable after %.1f s%n",
        name,
        facts.size(),
        writeSeconds,
        r.writesPerSecond,
        settledSeconds);
    int hits = 0;
    int answered = 0;
    for (int i = 0; i < questions.size(); i++) {
      List<String> ranked = search.run(questions.get(i));
      if (!ranked.isEmpty()) {
        answered++;
      }
      for (String id : ranked.subList(0, Math.min(10, ranked.size()))) {
        if (gold.get(i).contains(goldOf.getOrDefault(id, id))) {
          hits++;
          break;
        }
      }
    }
    r.hitAt10 = hits / (double) questions.size();
    r.answered = answered / (double) questions.size();
    List<Long> nanos = new ArrayList<>();
    for (int i = 0; i < searches; i++) {
      long t = System.nanoTime();
      search.run(questions.get(i % questions.size()));
      nanos.add(System.nanoTime() - t);
    }
    r.searchP50 = LoadDriver.pct(nanos, 50);
    System.out.printf(
        Locale.ROOT,
        "%s: search over MCP n=%d p50 %.2f ms, p90 %.2f ms, p99 %.2f ms; LoCoMo hit@10 %.3f,"
            + " questions with any result %.3f%n",
        name,
        searches,
        r.searchP50,
        LoadDriver.pct(nanos, 90),
        LoadDriver.pct(nanos, 99),
        r.hitAt10,
        r.answered);
    return r;
  }

  /** The ids of the evidence ranked by our search: document ids of chunk hits, in order. */
  private static List<String> ranked(JsonNode response) {
    List<String> out = new ArrayList<>();
    for (JsonNode hit : response.path("sourceChunks")) {
      String id = hit.path("item").path("documentId").asString(null);
      if (id != null && !out.contains(id)) {
        out.add(id);
      }
    }
    return out;
  }

  private static void awaitProcessed(McpSyncClient c) throws InterruptedException {
    while (true) {
      JsonNode health = call(c, "memory_health", Map.of());
      if (health.path("queue").path("depth").asInt() == 0
          && health.path("index").path("lag").asInt() == 0) {
        return;
      }
      Thread.sleep(200);
    }
  }

  private static String dia(String raw) {
    Matcher m = DIA.matcher(raw);
    return m.find() ? "D" + Integer.parseInt(m.group(1)) + ":" + Integer.parseInt(m.group(2)) : raw;
  }

  /** save_memory's arguments: one document. */
  record SaveMemory(Document document) {
    record Document(String id, String content) {}
  }

  /** search_memory's arguments. */
  record SearchMemory(String query, int limit) {}

  /** The reference's create_entities arguments. */
  record CreateEntities(List<Entity> entities) {
    record Entity(String name, String entityType, List<String> observations) {}
  }

  /** The reference's search_nodes arguments. */
  record SearchNodes(String query) {}

  /** Calls {@code tool} with {@code args} (a record, or an empty map for none). */
  private static JsonNode call(McpSyncClient c, String tool, Object args) {
    McpSchema.CallToolResult r = c.callTool(ToolRequests.of(tool, args));
    String text = ((McpSchema.TextContent) r.content().get(0)).text();
    if (Boolean.TRUE.equals(r.isError())) {
      throw new IllegalStateException(tool + ": " + text);
    }
    return text.startsWith("{") || text.startsWith("[")
        ? JSON.readTree(text)
        : JSON.getNodeFactory().textNode(text);
  }

  private static McpSyncClient client(ServerParameters params) {
    StdioClientTransport stdio = new StdioClientTransport(params, McpJsonDefaults.getMapper());
    java.io.PrintStream log = STDERR;
    stdio.setStdErrorHandler(log::println);
    McpSyncClient c =
        McpClient.sync(stdio)
            .requestTimeout(Duration.ofSeconds(120))
            .initializationTimeout(Duration.ofSeconds(180))
            .build();
    c.initialize();
    return c;
  }
}
