package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Raw MCP over a {@link TestServer}'s HTTP transports, for probes a client SDK would not send: an
 * initialized Streamable HTTP session on {@code /mcp}, and an HTTP+SSE stream on {@code /sse} with
 * the message endpoint its first event names.
 */
final class McpSession {
  private final TestServer server;
  private final HttpClient http;
  private final String id;

  private McpSession(TestServer server, HttpClient http, String id) {
    this.server = server;
    this.http = http;
    this.id = id;
  }

  /** Initializes a session as client {@code clientName} (fails unless the server answers 200). */
  static McpSession open(TestServer server, HttpClient http, String clientName)
      throws IOException, InterruptedException {
    String init =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
            + "\"protocolVersion\":\"2025-03-26\",\"capabilities\":{},"
            + "\"clientInfo\":{\"name\":\""
            + clientName
            + "\",\"version\":\"1\"}}}";
    HttpResponse<String> opened =
        http.send(request(server, init, null), HttpResponse.BodyHandlers.ofString());
    assertThat(opened.statusCode()).as(opened.body()).isEqualTo(200);
    McpSession session =
        new McpSession(server, http, opened.headers().firstValue("Mcp-Session-Id").orElseThrow());
    session.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    return session;
  }

  /** Posts one JSON-RPC message on the session; the answer as text. */
  HttpResponse<String> send(String message) throws IOException, InterruptedException {
    return http.send(request(server, message, id), HttpResponse.BodyHandlers.ofString());
  }

  /** A POST of {@code body} to {@code /mcp} on session {@code session} (null: none). */
  static HttpRequest request(TestServer server, String body, String session) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(server.base() + "/mcp"))
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (session != null) {
      b.header("Mcp-Session-Id", session);
    }
    return b.build();
  }

  /** Fails unless the session still answers a well-formed call (the user's empty scratchpad). */
  void assertStillServes(String userId) throws IOException, InterruptedException {
    HttpResponse<String> fine =
        send(
            "{\"jsonrpc\":\"2.0\",\"id\":43,\"method\":\"tools/call\",\"params\":{"
                + "\"name\":\"read_scratchpad\",\"arguments\":{\"userId\":\""
                + userId
                + "\"}}}");
    assertThat(fine.body()).contains("(empty scratchpad)");
  }

  /** An open HTTP+SSE stream and the endpoint its messages are posted to. */
  record SseStream(TestServer server, HttpResponse<Stream<String>> response, String endpoint)
      implements AutoCloseable {
    /** Opens {@code /sse} and reads its endpoint event. */
    static SseStream open(TestServer server, HttpClient http)
        throws IOException, InterruptedException {
      HttpResponse<Stream<String>> stream =
          http.send(
              HttpRequest.newBuilder(URI.create(server.base() + "/sse"))
                  .header("Accept", "text/event-stream")
                  .GET()
                  .build(),
              HttpResponse.BodyHandlers.ofLines());
      Iterator<String> lines = stream.body().iterator();
      lines.next();
      return new SseStream(server, stream, lines.next().substring("data: ".length()).trim());
    }

    /** Posts one JSON-RPC message to the stream's endpoint. */
    TestServer.Response post(String message) {
      return server.post(endpoint, message, Map.of());
    }

    @Override
    public void close() {
      response.body().close();
    }
  }
}
