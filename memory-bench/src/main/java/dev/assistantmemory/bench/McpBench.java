package dev.assistantmemory.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.server.MemoryApplication;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * search_memory round trip per MCP transport beside its REST twin (/context/search: cards with
 * evidence), at a given number of ingested messages: one client, sequential calls, median and p90
 * after a warm-up. REST, Streamable HTTP and HTTP+SSE against one in-process service; stdio against
 * the shaded jar's {@code mcp} command as a child process on the same data directory (after the
 * service stopped).
 *
 * <p>Usage: {@code McpBench jar=../memory-server/target/assistant-memory.jar [messages=10000]
 * [searches=300] [warmup=500] [data=../../shared/bench/locomo-dev5.json] [data-dir=D
 * [skip-ingest]]}: {@code data-dir} keeps the ingested directory (a load driver's directory works:
 * same user), and {@code skip-ingest} searches it as it is. REST and the two HTTP transports take
 * turns query by query.
 */
public final class McpBench {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int messages = Integer.parseInt(opts.getOrDefault("messages", "10000"));
    int searches = Integer.parseInt(opts.getOrDefault("searches", "300"));
    // Each transport gets the same warm-up, so the stdio process (a fresh JVM) is not timed while
    // its JIT compiler is still catching up with the in-process server's.
    warmup = Integer.parseInt(opts.getOrDefault("warmup", "500"));
    String jar = opts.getOrDefault("jar", "../memory-server/target/assistant-memory.jar");
    List<Locomo.Sample> samples =
        Locomo.load(Path.of(opts.getOrDefault("data", "../../shared/bench/locomo-dev5.json")));
    List<String> texts = new ArrayList<>();
    List<String> questions = new ArrayList<>();
    for (Locomo.Sample s : samples) {
      s.sessions().forEach(session -> session.turns().forEach(t -> texts.add(t.text())));
      s.questions().forEach(q -> questions.add(q.question()));
    }
    Path dir =
        opts.containsKey("data-dir")
            ? Files.createDirectories(Path.of(opts.get("data-dir")))
            : Files.createTempDirectory("memory-bench-mcp");
    HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(4)).build();
    String user = LoadDriver.USER;
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, "all-minilm-l6-v2-q", Map.of())).start()) {
      String base = "http://127.0.0.1:" + app.port();
      if (!opts.containsKey("skip-ingest")) {
        long start = System.nanoTime();
        LoadDriver.ingest(http, base, texts, 0, messages, 10, 4);
        System.out.printf(
            Locale.ROOT,
            "ingested %,d messages in %.1f s (cores=%d)%n",
            messages,
            (System.nanoTime() - start) / 1e9,
            Runtime.getRuntime().availableProcessors());
      }
      LoadDriver.awaitSettled(http, base);
      try (McpSyncClient streamable =
              client(HttpClientStreamableHttpTransport.builder(base).endpoint("/mcp").build());
          McpSyncClient sse =
              client(HttpClientSseClientTransport.builder(base).sseEndpoint("/sse").build())) {
        // The three paths into the one service take turns query by query (the first of each turn
        // rotating), so a change in the machine's load falls on all three alike.
        List<Search> paths =
            List.of(
                q -> rest(http, base, user, q),
                q -> tool(streamable, user, q),
                q -> tool(sse, user, q));
        List<List<Long>> times = interleaved(searches, questions, paths);
        report("REST POST /context/search", times.get(0));
        report("MCP Streamable HTTP search_memory", times.get(1));
        report("MCP HTTP+SSE search_memory", times.get(2));
      }
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ServerParameters params =
        ServerParameters.builder(java)
            .args(
                "-Xlog:disable",
                "-Xlog:all=warning:stderr",
                // As bin/assistant-memory starts it: Lucene's vector code needs the incubator
                // module for SIMD (without it the child scored vectors in scalar code).
                "--add-modules",
                "jdk.incubator.vector",
                "--enable-native-access=ALL-UNNAMED",
                "-jar",
                jar,
                "mcp",
                "--data-dir",
                dir.toString(),
                "--user",
                user)
            .build();
    StdioClientTransport stdio = new StdioClientTransport(params, McpJsonDefaults.getMapper());
    stdio.setStdErrorHandler(line -> {});
    try (McpSyncClient c = client(stdio)) {
      report("MCP stdio search_memory", time(searches, questions, q -> tool(c, null, q)));
    }
    System.exit(0);
  }

  interface Search {
    void run(String query) throws Exception;
  }

  private static int warmup = 500;

  private static List<Long> time(int n, List<String> questions, Search search) throws Exception {
    for (int i = 0; i < warmup; i++) {
      search.run(questions.get(i % questions.size()));
    }
    List<Long> nanos = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String q = questions.get((i + warmup) % questions.size());
      long t = System.nanoTime();
      search.run(q);
      nanos.add(System.nanoTime() - t);
    }
    return nanos;
  }

  private static List<List<Long>> interleaved(int n, List<String> questions, List<Search> paths)
      throws Exception {
    for (int i = 0; i < warmup; i++) {
      for (Search p : paths) {
        p.run(questions.get(i % questions.size()));
      }
    }
    List<List<Long>> nanos = new ArrayList<>();
    paths.forEach(p -> nanos.add(new ArrayList<>()));
    for (int i = 0; i < n; i++) {
      String q = questions.get((i + warmup) % questions.size());
      for (int k = 0; k < paths.size(); k++) {
        int which = (i + k) % paths.size();
        long t = System.nanoTime();
        paths.get(which).run(q);
        nanos.get(which).add(System.nanoTime() - t);
      }
    }
    return nanos;
  }

  private static void report(String what, List<Long> nanos) {
    System.out.printf(
        Locale.ROOT,
        "%-36s n=%d p50 %.2f ms, p90 %.2f ms, p99 %.2f ms%n",
        what,
        nanos.size(),
        LoadDriver.pct(nanos, 50),
        LoadDriver.pct(nanos, 90),
        LoadDriver.pct(nanos, 99));
  }

  private static McpSyncClient client(McpClientTransport transport) {
    McpSyncClient c =
        McpClient.sync(transport)
            .requestTimeout(Duration.ofSeconds(60))
            .initializationTimeout(Duration.ofSeconds(120))
            .build();
    c.initialize();
    return c;
  }

  private static void rest(HttpClient http, String base, String user, String query)
      throws Exception {
    HttpResponse<String> res =
        http.send(
            HttpRequest.newBuilder(URI.create(base + "/context/search"))
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        JSON.writeValueAsString(new SearchArgs(user, query))))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (res.statusCode() != 200) {
      throw new IllegalStateException(res.body());
    }
  }

  /** search_memory's arguments (and /context/search's body): no userId over stdio. */
  record SearchArgs(@JsonInclude(JsonInclude.Include.NON_NULL) String userId, String query) {}

  private static void tool(McpSyncClient c, String user, String query) {
    McpSchema.CallToolResult r =
        c.callTool(ToolRequests.of("search_memory", new SearchArgs(user, query)));
    if (Boolean.TRUE.equals(r.isError())) {
      throw new IllegalStateException(r.content().toString());
    }
  }
}
