package dev.assistantmemory.server.http.auth;

import dev.assistantmemory.core.auth.ApiKeyRecord;
import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.Problems;
import dev.assistantmemory.server.http.Problems.Problem;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The API key check, as a servlet filter so it guards every servlet on the context (Javalin's and
 * any mounted beside it). With no active key in the store every request passes, unless keys are
 * mandatory (a non-loopback bind without {@code --insecure-no-auth}), then every guarded request is
 * refused. With one, each request except the open documentation and health routes needs {@code
 * Authorization: Bearer <key>} naming an active key; otherwise 401 with the project's problem+json
 * body and {@code WWW-Authenticate: Bearer}. A valid key is put on the request as {@link
 * ApiPrincipal}; which user and which kind of route it may touch is decided by {@link
 * ApiPrincipal#authorize}.
 */
public final class ApiKeyFilter implements Filter {
  private static final Logger LOG = LoggerFactory.getLogger(ApiKeyFilter.class);
  private static final String PROBLEM_JSON = "application/problem+json";
  private static final String BEARER = "bearer ";

  /** Routes guarded by the partition maintenance token instead of an API key. */
  public static final java.util.Set<String> OWN_TOKEN_ROUTES =
      java.util.Set.of(
          "/maintenance/source-lifecycle",
          "/maintenance/source-lifecycle-cleanup-sweep",
          "/maintenance/source-lifecycle-read-model-sweep",
          "/maintenance/partition-initialize",
          "/maintenance/partition-migration",
          "/maintenance/partition-reclassify",
          "/maintenance/partition-progress",
          "/maintenance/partition-inventory");

  private final ApiKeys keys;
  private final boolean keysMandatory;
  private final ObjectMapper json = JsonMapper.builder().build();

  /** A filter that lets every request through while no key is active. */
  public ApiKeyFilter(ApiKeys keys) {
    this(keys, false);
  }

  /**
   * @param keysMandatory true when the service listens beyond loopback without {@code
   *     --insecure-no-auth}: then having no active key (say the last one was revoked) refuses
   *     requests with 401 instead of opening the API
   */
  public ApiKeyFilter(ApiKeys keys, boolean keysMandatory) {
    this.keys = keys;
    this.keysMandatory = keysMandatory;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    HttpServletRequest req = (HttpServletRequest) request;
    HttpServletResponse res = (HttpServletResponse) response;
    if (isOpen(req)) {
      chain.doFilter(request, response);
      return;
    }
    Optional<ApiKeyRecord> key;
    try {
      if (!keys.required()) {
        if (keysMandatory) {
          unauthorized(
              req,
              res,
              "No API key is configured and the service listens beyond loopback: create one"
                  + " with 'assistant-memory keys create'.");
          return;
        }
        chain.doFilter(request, response);
        return;
      }
      String presented = bearer(req.getHeader("Authorization"));
      if (presented == null) {
        unauthorized(req, res, "An API key is required: send Authorization: Bearer <key>.");
        return;
      }
      key = keys.authenticate(presented);
    } catch (MemoryException e) {
      // The keys could not be read (store down, never read before): fail closed.
      LOG.warn("API keys unavailable for {} {}: {}", req.getMethod(), pathOf(req), e.getMessage());
      problem(req, res, e.code(), "The store is unavailable; retry later.");
      return;
    }
    if (key.isEmpty()) {
      unauthorized(req, res, "The API key is unknown or revoked.");
      return;
    }
    ApiKeyRecord k = key.get();
    req.setAttribute(ApiPrincipal.ATTRIBUTE, new ApiPrincipal(k.id(), k.userId(), k.scope()));
    chain.doFilter(request, response);
  }

  /**
   * Routes that hold no user data (health, the landing page, the API description and its UI), and
   * the maintenance routes that check their own token (PARTITION_MAINTENANCE_TOKEN, never an API
   * key: see {@code MaintenanceToken}).
   */
  static boolean isOpen(HttpServletRequest req) {
    String method = req.getMethod();
    if ("POST".equals(method) && OWN_TOKEN_ROUTES.contains(pathOf(req))) {
      return true;
    }
    if (!"GET".equals(method) && !"HEAD".equals(method)) {
      return false;
    }
    String path = pathOf(req);
    return path.equals("/")
        || path.equals("/health")
        || path.equals("/openapi.json")
        || path.equals("/docs")
        || path.startsWith("/docs/")
        || path.startsWith("/webjars/");
  }

  private static String pathOf(HttpServletRequest req) {
    String uri = req.getRequestURI();
    String context = req.getContextPath();
    String path =
        context != null && uri.startsWith(context) ? uri.substring(context.length()) : uri;
    return path.isEmpty() ? "/" : path;
  }

  private static String bearer(String header) {
    if (header == null || header.length() <= BEARER.length()) {
      return null;
    }
    if (!header.substring(0, BEARER.length()).toLowerCase(Locale.ROOT).equals(BEARER)) {
      return null;
    }
    String key = header.substring(BEARER.length()).trim();
    return key.isEmpty() ? null : key;
  }

  private void unauthorized(HttpServletRequest req, HttpServletResponse res, String message)
      throws IOException {
    res.setHeader("WWW-Authenticate", "Bearer");
    problem(req, res, ErrorCode.UNAUTHORIZED, message);
  }

  /** The same fields as every other error body of the API (see {@code http.Problems}). */
  private void problem(
      HttpServletRequest req, HttpServletResponse res, ErrorCode code, String message)
      throws IOException {
    Problem body = Problems.body(new MemoryException(code, message), pathOf(req));
    res.setStatus(code.httpStatus());
    res.setContentType(PROBLEM_JSON);
    res.getOutputStream().write(json.writeValueAsBytes(body));
  }
}
