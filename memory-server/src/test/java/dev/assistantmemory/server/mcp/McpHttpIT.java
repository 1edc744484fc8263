package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.server.TestServer;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both HTTP transports of one {@code serve} process, driven by the MCP SDK's own client: Streamable
 * HTTP at /mcp and HTTP+SSE at GET /sse + POST /messages; the edge's Host/Origin/CORS and API key
 * filters in front of them; the tool list pinned by a snapshot.
 */
class McpHttpIT {
  @TempDir Path dir;

  static McpSyncClient streamable(String base, String apiKey) {
    HttpClientStreamableHttpTransport.Builder t =
        HttpClientStreamableHttpTransport.builder(base).endpoint("/mcp");
    if (apiKey != null) {
      t.httpRequestCustomizer((r, m, u, b, c) -> r.header("Authorization", "Bearer " + apiKey));
    }
    return client(t.build());
  }

  static McpSyncClient sse(String base, String apiKey) {
    HttpClientSseClientTransport.Builder t =
        HttpClientSseClientTransport.builder(base).sseEndpoint("/sse");
    if (apiKey != null) {
      t.httpRequestCustomizer((r, m, u, b, c) -> r.header("Authorization", "Bearer " + apiKey));
    }
    return client(t.build());
  }

  static McpSyncClient client(McpClientTransport transport) {
    McpSyncClient c = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
    c.initialize();
    return c;
  }

  static String node(TestServer server, String user, String label) {
    Response r =
        server.post(
            "/node/create", Map.of("userId", user, "nodeType", "Organization", "label", label));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  @Test
  void streamableHttpServesEveryTool() {
    try (TestServer server = new TestServer(dir);
        McpSyncClient client = streamable(server.base(), null)) {
      McpToolCalls.exercise(client, "mcp-http", true, node(server, "mcp-http", "Hendriks"));
    }
  }

  @Test
  void sseServesEveryTool() {
    try (TestServer server = new TestServer(dir);
        McpSyncClient client = sse(server.base(), null)) {
      McpToolCalls.exercise(client, "mcp-sse", true, node(server, "mcp-sse", "Hendriks"));
    }
  }

  @Test
  void theServersAreBuiltOnceWhenBothTransportsArriveTogetherFirst() throws Exception {
    // The MCP servers are built on the first MCP request: clients of both transports opening at
    // once against a fresh service each get the whole tool list from the one build.
    try (TestServer server = new TestServer(dir)) {
      java.util.concurrent.ExecutorService two =
          java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        java.util.concurrent.Callable<Integer> viaStreamable =
            () -> {
              try (McpSyncClient c = streamable(server.base(), null)) {
                return c.listTools().tools().size();
              }
            };
        java.util.concurrent.Callable<Integer> viaSse =
            () -> {
              try (McpSyncClient c = sse(server.base(), null)) {
                return c.listTools().tools().size();
              }
            };
        var a = two.submit(viaStreamable);
        var b = two.submit(viaSse);
        int first = a.get(60, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(first).isGreaterThanOrEqualTo(ToolCatalog.TOOLS.size());
        assertThat(b.get(60, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(first);
      } finally {
        two.shutdownNow();
      }
    }
  }

  @Test
  void theToolListMatchesTheSnapshot() throws Exception {
    Path snapshot = Path.of("src/test/resources/mcp/tools.json");
    try (TestServer server = new TestServer(dir)) {
      MemoryTools tools = server.app().mcpTools();
      String actual =
          TestServer.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tools.describe())
              + "\n";
      if (Boolean.getBoolean("mcp.snapshot.update")) {
        Files.writeString(snapshot, actual);
      }
      assertThat(actual)
          .as("tool list changed: review the diff, then rerun with -Dmcp.snapshot.update=true")
          .isEqualTo(Files.readString(snapshot));
      // A declared tool is listed only once its route is served; waiting ones are never faked.
      assertThat(tools.waiting())
          .extracting(ToolCatalog.ToolDeclaration::name)
          .doesNotContain("retry_source_processing")
          .doesNotContainAnyElementsOf(McpToolCalls.TOOLS);
      assertThat(tools.tools())
          .extracting(MemoryTools.Tool::name)
          .contains("retry_source_processing");
    }
  }

  @Test
  void rawEditToolsCanBeWithheld() {
    try (TestServer server = new TestServer(dir, Map.of(Setting.MCP_RAW_EDIT_TOOLS, "false"));
        McpSyncClient client = streamable(server.base(), null)) {
      assertThat(client.listTools().tools())
          .extracting(McpSchema.Tool::name)
          .doesNotContain("update_node", "delete_node")
          .contains("search_memory");
      assertThatThrownBy(
              () ->
                  client.callTool(
                      new McpSchema.CallToolRequest(
                          "delete_node", Map.of("userId", "u", "nodeId", "x"))))
          .isInstanceOf(io.modelcontextprotocol.spec.McpError.class)
          .hasMessageContaining("Unknown tool");
    }
  }

  @Test
  void unknownToolIsACleanError() {
    try (TestServer server = new TestServer(dir);
        McpSyncClient client = streamable(server.base(), null)) {
      // A JSON-RPC error (invalid params), no stack trace; the session stays usable.
      assertThatThrownBy(
              () -> client.callTool(new McpSchema.CallToolRequest("no_such_tool", Map.of())))
          .isInstanceOf(io.modelcontextprotocol.spec.McpError.class)
          .hasMessageContaining("Unknown tool")
          .hasMessageNotContaining("\tat ");
      assertThat(client.listTools().tools()).isNotEmpty();
    }
  }

  /**
   * CONTRACT 11: GET /sse's first event is {@code endpoint} with {@code /messages?sessionId=}; a
   * request posted there is accepted (202); a missing or unknown session is a 400 with the edge's
   * JSON error body (the SDK's own answers were 400/404 with a serialized Java exception).
   */
  @Test
  void sseEndpointEventAndSessionErrors() throws Exception {
    try (TestServer server = new TestServer(dir)) {
      java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
      java.net.http.HttpResponse<java.util.stream.Stream<String>> stream =
          http.send(
              java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.base() + "/sse"))
                  .header("Accept", "text/event-stream")
                  .GET()
                  .build(),
              java.net.http.HttpResponse.BodyHandlers.ofLines());
      assertThat(stream.statusCode()).isEqualTo(200);
      java.util.Iterator<String> lines = stream.body().iterator();
      String event = lines.next();
      String data = lines.next();
      assertThat(event).isEqualTo("event: endpoint");
      assertThat(data).startsWith("data: /messages?sessionId=");
      String endpoint = data.substring("data: ".length()).trim();
      String init =
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
              + "\"protocolVersion\":\"2024-11-05\",\"capabilities\":{},"
              + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
      Response accepted = server.post(endpoint, init, Map.of());
      assertThat(accepted.status()).as(accepted.raw()).isEqualTo(202);

      for (String path : List.of("/messages", "/messages?sessionId=", "/messages?sessionId=nope")) {
        Response r = server.post(path, init, Map.of());
        assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(400);
        assertThat(r.body().path("statusCode").asInt()).as(path).isEqualTo(400);
        assertThat(r.body().path("data").path("code").asString()).as(path).isEqualTo("BAD_REQUEST");
        assertThat(r.raw()).as(path).doesNotContain("stackTrace").doesNotContain("Exception");
      }
      stream.body().close();
    }
  }

  @Test
  void foreignOriginIsRefusedAndAllowedOriginGetsCors() {
    try (TestServer server =
        new TestServer(dir, Map.of(Setting.ALLOWED_ORIGINS, "https://app.example"))) {
      String init =
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
              + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
              + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
      Map<String, String> accept = Map.of("Accept", "application/json, text/event-stream");
      Response foreign =
          server.post("/mcp", init, merge(accept, Map.of("Origin", "https://evil.example")));
      assertThat(foreign.status()).isEqualTo(403);
      assertThat(foreign.body().path("code").asString()).isEqualTo("ORIGIN_NOT_ALLOWED");
      Response sseForeign =
          server.post("/messages?sessionId=x", init, Map.of("Origin", "https://evil.example"));
      assertThat(sseForeign.status()).isEqualTo(403);

      java.net.http.HttpResponse<String> allowed =
          raw(server.base() + "/mcp", init, merge(accept, Map.of("Origin", "https://app.example")));
      assertThat(allowed.statusCode()).isEqualTo(200);
      assertThat(allowed.headers().firstValue("Access-Control-Allow-Origin"))
          .hasValue("https://app.example");
      assertThat(allowed.headers().firstValue("Access-Control-Expose-Headers").orElse(""))
          .contains("Mcp-Session-Id")
          // thirteenth audit W7: a browser client reads a 401's scheme and a 405's methods
          .contains("WWW-Authenticate")
          .contains("Allow");
      assertThat(allowed.headers().firstValue("Mcp-Session-Id")).isPresent();
    }
  }

  /**
   * Thirteenth audit W6: a request naming a protocol version the transport does not serve is a 400
   * with a JSON-RPC error (the specification's "Protocol Version Header"); a served one passes.
   * Before: any value was served.
   */
  @Test
  void anUnsupportedProtocolVersionHeaderIsRefused() {
    try (TestServer server = new TestServer(dir)) {
      String init =
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
              + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
              + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
      Map<String, String> accept = Map.of("Accept", "application/json, text/event-stream");
      java.net.http.HttpResponse<String> refused =
          raw(
              server.base() + "/mcp",
              init,
              merge(accept, Map.of("MCP-Protocol-Version", "1999-01-01")));
      assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
      assertThat(refused.body())
          .contains("\"jsonrpc\":\"2.0\"")
          .contains("-32600")
          .contains("Unsupported MCP-Protocol-Version")
          .doesNotContain("Exception");
      java.net.http.HttpResponse<String> served =
          raw(
              server.base() + "/mcp",
              init,
              merge(accept, Map.of("MCP-Protocol-Version", "2025-11-25")));
      assertThat(served.statusCode()).as(served.body()).isEqualTo(200);
    }
  }

  @Test
  void withKeysTheKeyDecidesTheUser() throws Exception {
    try (TestServer server = new TestServer(dir)) {
      String key =
          server
              .app()
              .apiKeys()
              .create("alice", dev.assistantmemory.core.auth.KeyScope.write)
              .key();
      String init =
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
              + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
              + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
      Response noKey =
          server.post("/mcp", init, Map.of("Accept", "application/json, text/event-stream"));
      assertThat(noKey.status()).isEqualTo(401);
      assertThat(server.get("/sse").status()).isEqualTo(401);

      for (McpSyncClient client :
          new McpSyncClient[] {streamable(server.base(), key), sse(server.base(), key)}) {
        try (client) {
          // No userId: the key's user.
          assertThat(
                  McpToolCalls.text(
                      client, "write_scratchpad", Map.of("content", "from the key's user")))
              .isEqualTo("from the key's user");
          assertThat(McpToolCalls.text(client, "read_scratchpad", Map.of("userId", "alice")))
              .isEqualTo("from the key's user");
          McpToolCalls.error(client, "read_scratchpad", Map.of("userId", "bob"), "FORBIDDEN");
        }
      }
      Response rest =
          server.post(
              "/scratchpad/read",
              "{\"userId\":\"alice\"}",
              Map.of("Authorization", "Bearer " + key));
      assertThat(rest.body().path("content").asString()).isEqualTo("from the key's user");
    }
  }

  private static Map<String, String> merge(Map<String, String> a, Map<String, String> b) {
    Map<String, String> out = new java.util.HashMap<>(a);
    out.putAll(b);
    return out;
  }

  private static java.net.http.HttpResponse<String> raw(
      String url, String body, Map<String, String> headers) {
    try {
      java.net.http.HttpRequest.Builder b =
          java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
              .header("Content-Type", "application/json")
              .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body));
      headers.forEach(b::header);
      return java.net.http.HttpClient.newHttpClient()
          .send(b.build(), java.net.http.HttpResponse.BodyHandlers.ofString());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
