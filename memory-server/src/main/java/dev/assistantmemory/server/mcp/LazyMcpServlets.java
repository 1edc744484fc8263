package dev.assistantmemory.server.mcp;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.ProblemWriter;
import jakarta.servlet.Servlet;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The HTTP MCP servlets, mounted at start but built on the first MCP request: the tool catalog's
 * input schemas and the two SDK servers take about a second of CPU, which a start that serves REST
 * first (and a cold start timed to its first search) need not spend. The first request to any of
 * the paths builds both transports once; every later request goes straight to the built servlet.
 * Jetty's filters (Host, Origin, CORS, API key) run before these as before.
 */
final class LazyMcpServlets implements AutoCloseable {
  /**
   * The methods each transport path serves: Streamable HTTP posts messages, opens its event stream
   * with GET and ends a session with DELETE; HTTP+SSE opens its stream with GET and takes messages
   * by POST. Anything else is a 405 with the error body every route gives.
   */
  private static final Map<String, Set<String>> METHODS =
      Map.of(
          McpServers.STREAMABLE_PATH,
          new LinkedHashSet<>(List.of("GET", "POST", "DELETE")),
          McpServers.SSE_PATH,
          Set.of("GET"),
          McpServers.MESSAGES_PATH,
          Set.of("POST"));

  private final ProblemWriter problems = new ProblemWriter();
  private final Supplier<McpServers> build;
  private final Map<String, ServletConfig> configs = new LinkedHashMap<>();
  private volatile McpServers built;

  LazyMcpServlets(Supplier<McpServers> build) {
    this.build = build;
  }

  /** Path spec → a servlet standing in for the one built on first use. */
  Map<String, Servlet> servlets() {
    Map<String, Servlet> out = new LinkedHashMap<>();
    for (String path :
        new String[] {McpServers.STREAMABLE_PATH, McpServers.SSE_PATH, McpServers.MESSAGES_PATH}) {
      out.put(path, new Standing(path));
    }
    return out;
  }

  private McpServers built() throws ServletException {
    McpServers b = built;
    if (b != null) {
      return b;
    }
    synchronized (this) {
      if (built == null) {
        McpServers servers = build.get();
        for (Map.Entry<String, Servlet> e : servers.servlets().entrySet()) {
          ServletConfig config = configs.get(e.getKey());
          if (config != null) {
            e.getValue().init(config);
          }
        }
        built = servers;
      }
      return built;
    }
  }

  @Override
  public void close() {
    McpServers b = built;
    if (b != null) {
      b.close();
    }
  }

  private final class Standing implements Servlet {
    private final String path;
    private ServletConfig config;

    Standing(String path) {
      this.path = path;
    }

    @Override
    public void init(ServletConfig config) {
      this.config = config;
      synchronized (LazyMcpServlets.this) {
        configs.put(path, config);
      }
    }

    @Override
    public ServletConfig getServletConfig() {
      return config;
    }

    @Override
    public void service(ServletRequest req, ServletResponse res)
        throws ServletException, IOException {
      Set<String> allowed = METHODS.get(path);
      String method = ((HttpServletRequest) req).getMethod();
      if (allowed != null && !allowed.contains(method)) {
        // The REST routes' answer to a wrong method (CONTRACT.md 1), before the SDK is built.
        HttpServletResponse http = (HttpServletResponse) res;
        http.setHeader("Allow", String.join(", ", allowed));
        problems.write(
            http,
            ((HttpServletRequest) req).getRequestURI(),
            new MemoryException(
                ErrorCode.METHOD_NOT_ALLOWED,
                method
                    + " is not served on "
                    + path
                    + "; use "
                    + String.join(" or ", allowed)
                    + "."));
        return;
      }
      built().servlets().get(path).service(req, res);
    }

    @Override
    public String getServletInfo() {
      return "MCP " + path;
    }

    @Override
    public void destroy() {
      McpServers b = built;
      if (b != null) {
        b.servlets().get(path).destroy();
      }
    }
  }
}
