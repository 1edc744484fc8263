package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.index.lucene.LuceneSearchIndex;
import dev.assistantmemory.server.mcp.McpToolCalls;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code java -jar assistant-memory.jar mcp}: the real shaded jar as a child process, driven by the
 * SDK's StdioClientTransport. Its standard output is teed to a file and must hold nothing but
 * JSON-RPC messages, one per line.
 */
class McpStdioIT {
  @TempDir Path dir;

  static List<String> command(Path dataDir, String... extra) {
    String jar = System.getProperty("memory.jar");
    assertThat(jar).as("failsafe passes the shaded jar path").isNotNull();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> cmd = new ArrayList<>();
    cmd.addAll(
        List.of(
            java,
            "-Xlog:disable",
            "-Xlog:all=warning:stderr",
            "-jar",
            jar,
            "mcp",
            "--data-dir",
            dataDir.toString()));
    cmd.addAll(List.of(extra));
    return cmd;
  }

  /** The command through {@code sh}, its stdout also copied to {@code stdout}. */
  static McpSyncClient stdio(List<String> command, Path stdout, StringBuffer stderr) {
    StringBuilder line = new StringBuilder();
    for (String part : command) {
      line.append('\'').append(part.replace("'", "'\\''")).append("' ");
    }
    line.append("| tee '").append(stdout).append('\'');
    ServerParameters params = ServerParameters.builder("sh").args("-c", line.toString()).build();
    StdioClientTransport transport = new StdioClientTransport(params, McpJsonDefaults.getMapper());
    transport.setStdErrorHandler(s -> stderr.append(s).append('\n'));
    McpSyncClient client =
        McpClient.sync(transport)
            .requestTimeout(Duration.ofSeconds(90))
            .initializationTimeout(Duration.ofSeconds(120))
            .build();
    client.initialize();
    return client;
  }

  /**
   * The tee'd copy of stdout once {@code tee} has written it all: tee hands each chunk to the
   * client's pipe before the file, so right after the client closed, the file can still lack the
   * last message. Waits (up to 15 s) until the file ends a line and stops growing; a file that
   * never does is returned as it is, for the assertions to reject.
   */
  static byte[] settled(Path stdout) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
    byte[] bytes = Files.readAllBytes(stdout);
    while (System.nanoTime() < deadline) {
      Thread.sleep(200);
      byte[] again = Files.readAllBytes(stdout);
      boolean endsLine = again.length > 0 && again[again.length - 1] == '\n';
      if (endsLine && again.length == bytes.length) {
        return again;
      }
      bytes = again;
    }
    return bytes;
  }

  /** Every byte the process wrote to stdout is a JSON-RPC 2.0 message on its own line. */
  static void assertOnlyProtocol(Path stdout) throws Exception {
    byte[] bytes = settled(stdout);
    assertThat(bytes.length).isPositive();
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertThat(text).endsWith("\n");
    for (String l : text.substring(0, text.length() - 1).split("\n", -1)) {
      JsonNode message = TestServer.JSON.readTree(l);
      assertThat(message.isObject()).as(l).isTrue();
      assertThat(message.path("jsonrpc").asString()).as(l).isEqualTo("2.0");
    }
  }

  @Test
  void stdioServesEveryToolAndStdoutCarriesOnlyProtocol() throws Exception {
    String nodeId;
    try (TestServer server = new TestServer(dir)) {
      nodeId = mcpNode(server.post("/node/create", nodeBody("mcp-stdio")).body());
    }
    Path stdout = dir.resolve("stdout.jsonl");
    StringBuffer stderr = new StringBuffer();
    try (McpSyncClient client = stdio(command(dir, "--user", "mcp-stdio"), stdout, stderr)) {
      McpToolCalls.exercise(client, "mcp-stdio", false, nodeId);
      McpToolCalls.error(client, "read_scratchpad", Map.of("userId", "someone-else"), "FORBIDDEN");
    }
    assertOnlyProtocol(stdout);
  }

  @Test
  void stdioForwardsToTheServiceRunningOnTheSameDataDirectory() throws Exception {
    try (ServiceProcess service = new ServiceProcess(dir, ServiceProcess.freePort(), Map.of())) {
      service.awaitHealthy();
      String nodeId = mcpNode(service.post("/node/create", nodeBody("mcp-proxy")));
      Path stdout = dir.resolve("stdout.jsonl");
      StringBuffer stderr = new StringBuffer();
      try (McpSyncClient client = stdio(command(dir, "--user", "mcp-proxy"), stdout, stderr)) {
        McpToolCalls.exercise(client, "mcp-proxy", false, nodeId);
        McpToolCalls.error(client, "read_scratchpad", Map.of("userId", "other"), "FORBIDDEN");
      }
      assertThat(stderr.toString()).contains("forwarding to the running service");
      assertOnlyProtocol(stdout);
      // The service was neither locked out nor disturbed: it still answers and sees the writes.
      JsonNode pad = service.post("/scratchpad/read", Map.of("userId", "mcp-proxy"));
      assertThat(pad.path("content").asString()).isEqualTo("call the electrician");
    }
  }

  @Test
  void stdioRefusesClearlyWhenAnotherProcessHoldsTheIndex() throws Exception {
    try (TestServer server = new TestServer(dir)) {
      server.awaitIndexed();
    }
    try (LuceneSearchIndex held = new LuceneSearchIndex(dir.resolve("index"))) {
      ProcessBuilder pb = new ProcessBuilder(command(dir));
      pb.redirectOutput(dir.resolve("held.out").toFile());
      pb.redirectError(dir.resolve("held.err").toFile());
      Process p = pb.start();
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).isEqualTo(1);
      assertThat(Files.readString(dir.resolve("held.err"))).contains("is held by another");
      assertThat(Files.size(dir.resolve("held.out"))).isZero();
    }
  }

  private static Map<String, Object> nodeBody(String user) {
    return Map.of("userId", user, "nodeType", "Organization", "label", "Hendriks");
  }

  private static String mcpNode(JsonNode created) {
    return created.path("node").path("id").asString();
  }
}
