package dev.assistantmemory.server.mcp;

import dev.assistantmemory.server.http.auth.ApiPrincipal;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpTransportContextExtractor;
import io.modelcontextprotocol.server.transport.HttpServletSseServerTransportProvider;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServletRequest;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The MCP servers over {@link MemoryTools}: Streamable HTTP at {@code /mcp} and the older HTTP+SSE
 * transport at {@code GET /sse} + {@code POST /messages?sessionId=} (both servlets mounted on the
 * edge, behind its Host/Origin/CORS and API key filters), and stdio. On HTTP the caller is the
 * request's {@link ApiPrincipal} and {@code x-memory-access-scope}, read per request.
 */
public final class McpServers implements AutoCloseable {
  public static final String STREAMABLE_PATH = "/mcp";
  public static final String SSE_PATH = "/sse";
  public static final String MESSAGES_PATH = "/messages";
  static final String VERSION = "0.1.0";

  /** The transport context's one entry: the caller an HTTP request names. */
  private static final String CALLER = "caller";

  private final List<McpSyncServer> servers;
  private final Map<String, Servlet> servlets;
  private final AutoCloseable built; // the lazily built servers, if any

  private McpServers(List<McpSyncServer> servers, Map<String, Servlet> servlets) {
    this(servers, servlets, null);
  }

  private McpServers(
      List<McpSyncServer> servers, Map<String, Servlet> servlets, AutoCloseable built) {
    this.servers = servers;
    this.servlets = servlets;
    this.built = built;
  }

  /**
   * Both HTTP transports over the tools, built (tools included) on the first MCP request; mount
   * {@link #servlets()} on the edge.
   */
  public static McpServers lazyHttp(java.util.function.Supplier<MemoryTools> tools) {
    LazyMcpServlets lazy = new LazyMcpServlets(() -> http(tools.get()));
    return new McpServers(List.of(), lazy.servlets(), lazy);
  }

  /** Both HTTP transports over the tools; mount {@link #servlets()} on the edge. */
  public static McpServers http(MemoryTools tools) {
    McpJsonMapper json = McpJsonDefaults.getMapper();
    McpTransportContextExtractor<HttpServletRequest> extractor =
        req ->
            McpTransportContext.create(
                Map.of(
                    CALLER,
                    new MemoryTools.Caller(
                        ApiPrincipal.of(req), null, req.getHeader("x-memory-access-scope"))));
    HttpServletStreamableServerTransportProvider streamable =
        HttpServletStreamableServerTransportProvider.builder()
            .jsonMapper(json)
            .mcpEndpoint(STREAMABLE_PATH)
            .contextExtractor(extractor)
            .build();
    HttpServletSseServerTransportProvider sse =
        HttpServletSseServerTransportProvider.builder()
            .jsonMapper(json)
            .sseEndpoint(SSE_PATH)
            .messageEndpoint(MESSAGES_PATH)
            .contextExtractor(extractor)
            .build();
    Function<McpTransportContext, MemoryTools.Caller> caller =
        ctx ->
            ctx.get(CALLER) instanceof MemoryTools.Caller c
                ? c
                : new MemoryTools.Caller(null, null, null);
    McpSyncServer a = configure(McpServer.sync(streamable), tools, caller, json).build();
    McpSyncServer b = configure(McpServer.sync(sse), tools, caller, json).build();
    Map<String, Servlet> servlets = new LinkedHashMap<>();
    servlets.put(STREAMABLE_PATH, new StreamableErrorsServlet(streamable));
    servlets.put(SSE_PATH, sse);
    servlets.put(MESSAGES_PATH, new SseMessagesServlet(sse));
    return new McpServers(List.of(a, b), servlets);
  }

  /**
   * The stdio transport over the tools: JSON-RPC lines on {@code in} and {@code out}; a call that
   * names no user acts for {@code boundUser} (null: every call must name one).
   */
  public static McpServers stdio(
      MemoryTools tools, String boundUser, InputStream in, OutputStream out) {
    McpJsonMapper json = McpJsonDefaults.getMapper();
    SerializedStdioTransport provider = new SerializedStdioTransport(json, in, out);
    MemoryTools.Caller caller = new MemoryTools.Caller(null, boundUser, null);
    McpSyncServer server = configure(McpServer.sync(provider), tools, ctx -> caller, json).build();
    return new McpServers(List.of(server), Map.of());
  }

  /**
   * The stdio transport forwarding every tool to a running service's MCP endpoint (the stdio
   * process then opens neither store nor index): the service's own tool list, each call passed on
   * with {@code boundUser} filled in when the call names no user.
   */
  public static McpServers stdioProxy(
      McpSyncClient client, String boundUser, InputStream in, OutputStream out) {
    McpJsonMapper json = McpJsonDefaults.getMapper();
    SerializedStdioTransport provider = new SerializedStdioTransport(json, in, out);
    List<SyncToolSpecification> specs =
        client.listTools().tools().stream()
            .map(
                tool ->
                    SyncToolSpecification.builder()
                        .tool(tool)
                        .callHandler((exchange, request) -> forward(client, boundUser, request))
                        .build())
            .toList();
    McpSyncServer server =
        McpServer.sync(provider)
            .serverInfo("assistant-memory", VERSION)
            .instructions(ToolCatalog.INSTRUCTIONS)
            .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
            .jsonMapper(json)
            .validateToolInputs(false)
            .tools(specs)
            .build();
    return new McpServers(List.of(server), Map.of());
  }

  private static McpSchema.CallToolResult forward(
      McpSyncClient client, String boundUser, McpSchema.CallToolRequest request) {
    ObjectNode args = MemoryTools.arguments(request.arguments());
    JsonNode named = args.get("userId");
    if (boundUser != null && !MemoryTools.named(args, "userId")) {
      args.put("userId", boundUser);
    } else if (boundUser != null
        && named.isString()
        && !named.asString().isBlank()
        && !boundUser.equals(named.asString())) {
      // A blank or mistyped userId goes on to the service, whose binder reports it (as locally).
      return MemoryTools.error(
          new dev.assistantmemory.model.MemoryException(
              dev.assistantmemory.model.ErrorCode.FORBIDDEN,
              "This MCP connection is bound to user '" + boundUser + "'."));
    }
    try {
      return client.callTool(
          new McpSchema.CallToolRequest(
              McpJsonDefaults.getMapper(), request.name(), args.toString()));
    } catch (RuntimeException e) {
      return MemoryTools.error(
          new dev.assistantmemory.model.MemoryException(
              dev.assistantmemory.model.ErrorCode.STORE_UNAVAILABLE,
              "The memory service did not answer: " + e.getMessage()));
    }
  }

  private static <S extends McpServer.SyncSpecification<S>>
      McpServer.SyncSpecification<S> configure(
          McpServer.SyncSpecification<S> spec,
          MemoryTools tools,
          Function<McpTransportContext, MemoryTools.Caller> caller,
          McpJsonMapper json) {
    List<SyncToolSpecification> specs =
        tools.tools().stream()
            .map(
                t ->
                    SyncToolSpecification.builder()
                        .tool(t.schema())
                        .callHandler(
                            (exchange, request) ->
                                tools.call(
                                    request.name(),
                                    MemoryTools.arguments(request.arguments()),
                                    caller.apply(exchange.transportContext())))
                        .build())
            .toList();
    return spec.serverInfo("assistant-memory", VERSION)
        .instructions(ToolCatalog.INSTRUCTIONS)
        .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
        .jsonMapper(json)
        .validateToolInputs(false)
        .tools(specs);
  }

  /** Path spec → servlet, for {@code HttpApi}. */
  public Map<String, Servlet> servlets() {
    return servlets;
  }

  @Override
  public void close() {
    if (built != null) {
      try {
        built.close();
      } catch (Exception e) {
        // closing the built servers must not keep the others open
      }
    }
    for (McpSyncServer s : servers) {
      try {
        s.close();
      } catch (RuntimeException e) {
        // closing one server must not keep the others open
      }
    }
  }
}
