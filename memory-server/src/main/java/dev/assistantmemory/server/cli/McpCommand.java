package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.server.mcp.McpServers;
import dev.assistantmemory.server.mcp.ServiceFile;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code mcp}: the MCP server over stdio. Standard output carries nothing but JSON-RPC (anything
 * else written to {@code System.out} is sent to stderr, as are all logs). When {@code serve}
 * already runs on the same data directory (its {@code service.json} answers), every tool call is
 * forwarded to it over Streamable HTTP; otherwise the store and index are opened here. If the index
 * is held by another process that does not answer, the command refuses with a message on stderr.
 */
@Command(
    name = "mcp",
    mixinStandardHelpOptions = true,
    description = "Serve MCP over stdio (for Claude Desktop, Claude Code, Cursor, Codex).")
final class McpCommand implements Callable<Integer> {
  @Mixin CommonOptions common = new CommonOptions();

  @Option(
      names = "--user",
      description =
          "The user tool calls act for when they name none (env MEMORY_MCP_USER); a call naming"
              + " another user is refused.")
  String user;

  @Option(
      names = "--api-key",
      description =
          "API key presented to a running service this process forwards to (env"
              + " MEMORY_MCP_API_KEY).")
  String apiKey;

  @Override
  public Integer call() {
    PrintStream protocol = System.out;
    System.setOut(System.err);
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    if (user != null) {
      flags.put(Setting.MCP_USER, user);
    }
    if (apiKey != null) {
      flags.put(Setting.MCP_API_KEY, apiKey);
    }
    MemoryConfig config;
    try {
      config = common.load(flags);
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    }
    String boundUser = config.get(Setting.MCP_USER);
    CountDownLatch eof = new CountDownLatch(1);
    InputStream in = new EofWatch(System.in, eof);
    Optional<URI> running = ServiceFile.running(config.dataDir());
    if (running.isPresent()) {
      return proxy(running.get(), config.get(Setting.MCP_API_KEY), boundUser, in, protocol, eof);
    }
    MemoryApplication app;
    try {
      app = new MemoryApplication(config);
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    } catch (RuntimeException e) {
      if (isLocked(e)) {
        System.err.println(
            "assistant-memory mcp: the index in "
                + config.dataDir().toAbsolutePath()
                + " is held by another assistant-memory process that does not answer over HTTP."
                + " Stop it, or start 'serve' on this data directory and run 'mcp' again (it then"
                + " forwards to the service).");
        return Main.EXIT_FAILURE;
      }
      throw e;
    }
    app.startBackground();
    System.err.println(
        "assistant-memory mcp: stdio on data-dir " + config.dataDir().toAbsolutePath());
    try (McpServers server = McpServers.stdio(app.mcpTools(), boundUser, in, protocol)) {
      await(eof);
    } finally {
      app.close();
    }
    return Main.EXIT_OK;
  }

  private static int proxy(
      URI base,
      String apiKey,
      String boundUser,
      InputStream in,
      PrintStream protocol,
      CountDownLatch eof) {
    HttpClientStreamableHttpTransport.Builder transport =
        HttpClientStreamableHttpTransport.builder(base.toString())
            .endpoint(McpServers.STREAMABLE_PATH);
    if (apiKey != null && !apiKey.isBlank()) {
      transport.httpRequestCustomizer(
          (request, method, uri, body, ctx) -> request.header("Authorization", "Bearer " + apiKey));
    }
    McpSyncClient client =
        McpClient.sync(transport.build()).requestTimeout(Duration.ofSeconds(120)).build();
    try {
      client.initialize();
    } catch (RuntimeException e) {
      System.err.println(
          "assistant-memory mcp: the service at " + base + " refused MCP: " + e.getMessage());
      client.close();
      return Main.EXIT_FAILURE;
    }
    System.err.println("assistant-memory mcp: forwarding to the running service at " + base);
    try (McpServers server = McpServers.stdioProxy(client, boundUser, in, protocol)) {
      await(eof);
    } finally {
      client.close();
    }
    return Main.EXIT_OK;
  }

  private static boolean isLocked(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof org.apache.lucene.store.LockObtainFailedException) {
        return true;
      }
    }
    return false;
  }

  private static void await(CountDownLatch eof) {
    try {
      eof.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Counts the latch down when the host closes standard input (the session is over). */
  private static final class EofWatch extends FilterInputStream {
    private final CountDownLatch eof;

    EofWatch(InputStream in, CountDownLatch eof) {
      super(in);
      this.eof = eof;
    }

    @Override
    public int read() throws IOException {
      return watch(super.read());
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      try {
        return watch(super.read(b, off, len));
      } catch (IOException e) {
        eof.countDown();
        throw e;
      }
    }

    private int watch(int n) {
      if (n < 0) {
        eof.countDown();
      }
      return n;
    }
  }
}
