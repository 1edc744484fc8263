package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The browser wall, as a servlet filter so that it also guards servlets mounted beside Javalin
 * (MCP). Three checks, before anything reads the body:
 *
 * <ul>
 *   <li>Host allow-list against DNS rebinding: a page whose name re-resolves to 127.0.0.1 still
 *       sends its own name as {@code Host}. Allowed: {@code localhost}, any IP literal (a rebinding
 *       page never has one), the configured bind host, and {@code http.allowedHosts} ({@code *}
 *       turns the check off).
 *   <li>Origin: a request carrying {@code Origin} must come from the same origin as its {@code
 *       Host} or from {@code http.allowedOrigins} (none by default); anything else is 403 before a
 *       route runs, which with the JSON-only rule stops cross-site writes.
 *   <li>CORS: headers and a working preflight only for the configured origins.
 * </ul>
 */
public final class EdgeGuard implements Filter {
  private static final Logger LOG = LoggerFactory.getLogger(EdgeGuard.class);
  private static final Pattern IPV4 = Pattern.compile("^\\d{1,3}(\\.\\d{1,3}){3}$");
  static final String ALLOWED_HEADERS =
      "Content-Type, Authorization, x-memory-access-scope, Mcp-Session-Id, Mcp-Protocol-Version,"
          + " Last-Event-ID";

  private final Set<String> allowedHosts;
  private final boolean anyHost;
  private final Set<String> allowedOrigins;
  private final ProblemWriter problems;

  public EdgeGuard(Set<String> allowedHosts, Set<String> allowedOrigins, ProblemWriter problems) {
    this.anyHost = allowedHosts.contains("*");
    this.allowedHosts =
        allowedHosts.stream()
            .map(h -> h.toLowerCase(Locale.ROOT))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());
    this.allowedOrigins =
        allowedOrigins.stream()
            .map(EdgeGuard::normalizeOrigin)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());
    this.problems = problems;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    HttpServletRequest req = (HttpServletRequest) request;
    HttpServletResponse res = (HttpServletResponse) response;
    String host = req.getHeader("Host");
    if (host != null && !hostAllowed(hostName(host))) {
      LOG.info("refused Host {} on {} {}", abbreviate(host), req.getMethod(), req.getRequestURI());
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.HOST_NOT_ALLOWED,
              "Host '"
                  + abbreviate(host)
                  + "' is not allowed; add it to http.allowedHosts (MEMORY_ALLOWED_HOSTS)."));
      return;
    }
    String origin = req.getHeader("Origin");
    if (origin != null) {
      boolean configured = allowedOrigins.contains(normalizeOrigin(origin));
      if (!configured && !sameOrigin(origin, host)) {
        LOG.info(
            "refused Origin {} on {} {}", abbreviate(origin), req.getMethod(), req.getRequestURI());
        problems.write(
            res,
            req.getRequestURI(),
            new MemoryException(
                ErrorCode.ORIGIN_NOT_ALLOWED,
                "Origin '"
                    + abbreviate(origin)
                    + "' is not allowed; add it to http.allowedOrigins (MEMORY_ALLOWED_ORIGINS)."));
        return;
      }
      if (configured) {
        res.setHeader("Access-Control-Allow-Origin", origin);
        res.addHeader("Vary", "Origin");
        // what a browser client reads: the MCP session, a 401's scheme, a 405's methods
        res.setHeader("Access-Control-Expose-Headers", "Mcp-Session-Id, WWW-Authenticate, Allow");
        if ("OPTIONS".equals(req.getMethod())
            && req.getHeader("Access-Control-Request-Method") != null) {
          res.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS");
          res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
          res.setHeader("Access-Control-Max-Age", "600");
          res.setStatus(204);
          return;
        }
      }
    }
    // x-memory-access-scope fails at the boundary on every route (CONTRACT.md 1), the MCP
    // transports mounted beside Javalin included. Sent twice it is refused whatever the values:
    // every reader takes the first, so a second could never be checked (the original's Node
    // joins repeats with ", ", which its enum refuses).
    try {
      if (Collections.list(req.getHeaders(HttpApi.ACCESS_SCOPE_HEADER)).size() > 1) {
        throw new MemoryException(
            ErrorCode.INVALID_ACCESS_SCOPE,
            "x-memory-access-scope must be sent once, as 'partition' or 'workspace'");
      }
      HttpApi.accessScope(req.getHeader(HttpApi.ACCESS_SCOPE_HEADER));
      contentEncoding(req, res);
    } catch (MemoryException e) {
      problems.write(res, req.getRequestURI(), e);
      return;
    }
    chain.doFilter(request, response);
  }

  /**
   * Request bodies are read as sent: a body in a content coding (gzip, br, …) would be parsed as
   * its compressed bytes (a "CTRL-CHAR" parse error for gzip) or, worse, as if it were plain. So
   * any {@code Content-Encoding} but {@code identity} is 415 with {@code Accept-Encoding:
   * identity}, as RFC 9110 (12.5.3, 15.5.16) asks of a server that does not decode it.
   */
  private static void contentEncoding(HttpServletRequest req, HttpServletResponse res) {
    for (String value : Collections.list(req.getHeaders("Content-Encoding"))) {
      for (String coding : value.split(",", -1)) {
        String c = coding.trim().toLowerCase(Locale.ROOT);
        if (!c.isEmpty() && !c.equals("identity")) {
          res.setHeader("Accept-Encoding", "identity");
          throw new MemoryException(
              ErrorCode.UNSUPPORTED_MEDIA_TYPE,
              "Content-Encoding "
                  + abbreviate(c)
                  + " is not supported: send the body uncompressed (Content-Encoding: identity or"
                  + " none).");
        }
      }
    }
  }

  boolean hostAllowed(String name) {
    if (anyHost || name.isEmpty()) {
      return anyHost;
    }
    return name.equals("localhost")
        || allowedHosts.contains(name)
        || IPV4.matcher(name).matches()
        || name.startsWith("[")
        || name.contains(":");
  }

  /** The name part of a Host header, lower case, without the port ({@code [::1]} kept whole). */
  static String hostName(String host) {
    String h = host.trim().toLowerCase(Locale.ROOT);
    if (h.startsWith("[")) {
      int end = h.indexOf(']');
      return end < 0 ? "" : h.substring(0, end + 1);
    }
    int colon = h.indexOf(':');
    String name = colon < 0 ? h : h.substring(0, colon);
    return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
  }

  private static boolean sameOrigin(String origin, String host) {
    if (host == null) {
      return false;
    }
    try {
      URI uri = URI.create(origin.trim());
      if (uri.getHost() == null) {
        return false;
      }
      String authority = uri.getRawAuthority().toLowerCase(Locale.ROOT);
      String h = host.trim().toLowerCase(Locale.ROOT);
      if (authority.equals(h)) {
        return true;
      }
      // Default ports are left out of one or the other.
      int port = uri.getPort();
      String bare = uri.getHost().toLowerCase(Locale.ROOT);
      if (bare.contains(":") && !bare.startsWith("[")) {
        bare = "[" + bare + "]";
      }
      return (port == -1 || port == 80 || port == 443) && bare.equals(h);
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static String normalizeOrigin(String origin) {
    String o = origin.trim().toLowerCase(Locale.ROOT);
    return o.endsWith("/") ? o.substring(0, o.length() - 1) : o;
  }

  private static String abbreviate(String s) {
    String clean = s.replaceAll("[\\p{Cntrl}]", "?");
    return clean.length() > 100 ? clean.substring(0, 100) + "…" : clean;
  }
}
