package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.util.IdentityMemo;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.auth.ApiPrincipal;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import jakarta.servlet.DispatcherType;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The REST edge: the feature {@link RouteModule}s' endpoints served by Javalin, one binder for
 * every request ({@link RequestBinder}), one error body for every failure ({@link Problems}), the
 * browser wall ({@link EdgeGuard}) as a servlet filter, and the OpenAPI document generated from the
 * same declarations at {@code GET /openapi.json} with Swagger UI at {@code /docs}.
 *
 * <p>Logging: a caller's mistake is logged once at DEBUG with its code; an unexpected failure once
 * at ERROR with its stack trace and an error id, which the 500 body carries as {@code data.errorId}
 * so a report can be matched to the log.
 */
public final class HttpApi implements AutoCloseable {
  static final String ACCESS_SCOPE_HEADER = "x-memory-access-scope";
  private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);

  /** Swagger UI's files, read from the webjar on the classpath when asked for. */
  static final String WEBJARS = "/webjars/<path>";

  /** Paths served outside the endpoint declarations (not user data, not in the document). */
  public static final Set<String> UNDOCUMENTED = Set.of("/", "/docs", WEBJARS);

  private final Javalin app;
  private final RequestBinder binder;
  private final MultipartBinder multipart;
  private final ObjectMapper json;

  /** The JSON of shared views (see {@link SharedView}), written once per view instance. */
  private final IdentityMemo<Object, byte[]> sharedBodies = new IdentityMemo<>(64);

  private final List<Endpoint<?, ?>> endpoints = new ArrayList<>();
  // Built on the first GET /openapi.json: describing every route's records by reflection took
  // about a quarter of the start's main thread (JFR, stop 24).
  private volatile byte[] openApi;

  /** This service's OpenAPI document, built once, on first use. */
  private byte[] openApi() {
    byte[] doc = openApi;
    if (doc == null) {
      synchronized (this) {
        doc = openApi;
        if (doc == null) {
          doc =
              json.writerWithDefaultPrettyPrinter()
                  .writeValueAsBytes(OpenApiDocument.build(endpoints, "0.1.0"));
          openApi = doc;
        }
      }
    }
    return doc;
  }

  /** How the edge is reached and guarded. */
  public record Options(
      String host,
      int port,
      long maxRequestBytes,
      Set<String> allowedHosts,
      Set<String> allowedOrigins,
      long maxFileBytes) {
    /** The default upload limit of multipart routes (INGEST_FILE_MAX_BYTES). */
    public static final long DEFAULT_MAX_FILE_BYTES = 52_428_800;

    public Options(
        String host,
        int port,
        long maxRequestBytes,
        Set<String> allowedHosts,
        Set<String> allowedOrigins) {
      this(host, port, maxRequestBytes, allowedHosts, allowedOrigins, DEFAULT_MAX_FILE_BYTES);
    }
  }

  public HttpApi(Options options, List<RouteModule> modules, List<jakarta.servlet.Filter> filters) {
    this(options, modules, filters, Map.of());
  }

  /**
   * The edge with servlets mounted beside Javalin (MCP), keyed by path spec: async support on,
   * behind the same filters (Host/Origin/CORS, API keys) as every route.
   */
  public HttpApi(
      Options options,
      List<RouteModule> modules,
      List<jakarta.servlet.Filter> filters,
      Map<String, jakarta.servlet.Servlet> servlets) {
    this.binder = new RequestBinder(options.maxRequestBytes());
    this.multipart = new MultipartBinder(binder, options.maxFileBytes());
    this.json = binder.mapper();
    modules.forEach(m -> endpoints.addAll(m.endpoints()));
    endpoints.add(
        Endpoint.get(
            "/openapi.json",
            "documentation",
            "This document (OpenAPI 3.1)",
            ObjectNode.class,
            (none, call) -> null));
    String swaggerUi = webjarVersion("swagger-ui");
    Set<String> hosts = new java.util.HashSet<>(options.allowedHosts());
    hosts.add(options.host());
    EdgeGuard guard = new EdgeGuard(hosts, options.allowedOrigins(), new ProblemWriter());
    this.app =
        Javalin.create(
            cfg -> {
              cfg.jetty.host = options.host();
              cfg.jetty.port = options.port();
              cfg.http.maxRequestSize = options.maxRequestBytes();
              // Multipart uploads spool to disk past 1 MiB; the limit is checked again per part.
              cfg.jetty.multipartConfig.maxFileSize(
                  options.maxFileBytes(), io.javalin.config.SizeUnit.BYTES);
              cfg.jetty.multipartConfig.maxTotalRequestSize(
                  multipart.maxTotalBytes(), io.javalin.config.SizeUnit.BYTES);
              cfg.jetty.multipartConfig.maxInMemoryFileSize(1, io.javalin.config.SizeUnit.MB);
              cfg.http.prefer405over404 = true;
              cfg.startup.showJavalinBanner = false;
              // Not cfg.staticFiles.enableWebjars(): that mounts the whole jar as a file system
              // at start (tens of thousands of entries, ~0.15 s of a cold start) for a page few
              // open; the route below reads the one file asked for.
              cfg.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
              cfg.jetty.modifyServletContextHandler(
                  handler -> {
                    handler.addFilter(
                        new FilterHolder(guard), "/*", EnumSet.of(DispatcherType.REQUEST));
                    for (jakarta.servlet.Filter f : filters) {
                      handler.addFilter(
                          new FilterHolder(f), "/*", EnumSet.of(DispatcherType.REQUEST));
                    }
                    servlets.forEach(
                        (pathSpec, servlet) -> {
                          ServletHolder holder = new ServletHolder(servlet);
                          holder.setAsyncSupported(true);
                          handler.addServlet(holder, pathSpec);
                        });
                  });
              cfg.routes.get(
                  "/",
                  ctx -> ctx.result("Assistant Memory is running. See GET /health and /docs."));
              cfg.routes.get("/docs", ctx -> ctx.html(docsPage(swaggerUi)));
              cfg.routes.get(WEBJARS, HttpApi::webjar);
              for (Endpoint<?, ?> e : endpoints) {
                register(cfg.routes, e);
              }
              cfg.routes.exception(MemoryException.class, (e, ctx) -> problem(ctx, e));
              cfg.routes.exception(
                  HttpResponseException.class,
                  (e, ctx) -> {
                    allow(ctx, e);
                    problem(ctx, fromHttp(e));
                  });
              cfg.routes.exception(
                  Exception.class,
                  (e, ctx) -> {
                    String errorId = UUID.randomUUID().toString();
                    LOG.error("unexpected error {} on {} {}", errorId, ctx.method(), ctx.path(), e);
                    problem(
                        ctx,
                        new MemoryException(
                            ErrorCode.INTERNAL_ERROR,
                            "Unexpected server error (error id " + errorId + ").",
                            new ErrorDetails.UnexpectedError(errorId),
                            List.of(),
                            null));
                  });
              cfg.routes.error(404, ctx -> fallback(ctx, ErrorCode.NOT_FOUND));
              cfg.routes.error(405, ctx -> fallback(ctx, ErrorCode.METHOD_NOT_ALLOWED));
            });
  }

  /** Every declared endpoint (for the documentation test and for MCP). */
  public List<Endpoint<?, ?>> endpoints() {
    return List.copyOf(endpoints);
  }

  /**
   * Every method and path Javalin serves, read from its router (so a route registered by hand shows
   * up here whether or not it is declared), e.g. {@code POST /query/search}.
   */
  public List<String> servedRoutes() {
    return app.unsafe.internalRouter.allHttpHandlers().stream()
        .map(p -> p.endpoint.method + " " + p.endpoint.path)
        .toList();
  }

  private void fallback(Context ctx, ErrorCode code) {
    if (ctx.res().isCommitted() || Problems.CONTENT_TYPE.equals(ctx.res().getContentType())) {
      return;
    }
    String message =
        code == ErrorCode.NOT_FOUND
            ? "No route for " + ctx.method() + " " + ctx.path()
            : "Method " + ctx.method() + " is not allowed on " + ctx.path();
    problem(ctx, Problems.of(code, message));
  }

  private <Q, R> void register(io.javalin.config.RoutesConfig routes, Endpoint<Q, R> e) {
    io.javalin.http.Handler inner =
        ctx -> {
          AccessScope access = accessScope(ctx);
          if (e.gate() != null) {
            e.gate().check(ctx.header("Authorization"));
          }
          Q request = null;
          Upload upload = null;
          if (e.multipart()) {
            MultipartBinder.Bound<Q> bound = multipart.bind(ctx, e.request());
            request = bound.request();
            upload = bound.upload();
            authorize(ctx, request, e.access());
          } else if (e.hasBody()) {
            RequestBinder.requireJson(ctx.header("Content-Type"));
            request = binder.bind(ctx.bodyAsBytes(), e.request());
            authorize(ctx, request, e.access());
          }
          if (e.path().equals("/openapi.json")) {
            ctx.contentType("application/json");
            ctx.result(openApi());
            return;
          }
          Call call = new Call(access, upload, ctx.header("Authorization"));
          R response = e.handler().handle(request, call);
          ctx.status(call.statusOverride() != null ? call.statusOverride() : e.status());
          send(ctx, response);
        };
    // Javalin maps exceptions only: an Error (a linkage or assertion error) would end the request
    // with an empty 500. Wrapped, it reaches the INTERNAL_ERROR mapper: a JSON body with an error
    // id, the stack trace logged once (CONTRACT.md 9). Out of memory and the JVM's internal errors
    // are left alone; a stack overflow of one request's data is that request's error.
    io.javalin.http.Handler handler =
        ctx -> {
          try {
            inner.handle(ctx);
          } catch (OutOfMemoryError | InternalError fatal) {
            throw fatal;
          } catch (Error err) {
            throw new IllegalStateException("unexpected error", err);
          }
        };
    if ("GET".equals(e.method())) {
      routes.get(e.path(), handler);
    } else {
      routes.post(e.path(), handler);
    }
  }

  /**
   * API keys: the filter authenticated the key (or found none configured); here, where the
   * request's user and the route's access are known, a key bound to another user, or a read key on
   * a write, is refused with 403. A preview of a write route ({@link DryRunnable}: a dry run writes
   * nothing, CONTRACT.md 13.16) is a read, as the partition fence also counts it.
   */
  private static void authorize(Context ctx, Object request, Endpoint.Access access) {
    ApiPrincipal principal = ApiPrincipal.of(ctx.req());
    if (principal != null
        && access != Endpoint.Access.PUBLIC
        && access != Endpoint.Access.MAINTENANCE
        && request instanceof UserRequest user) {
      String userId = user.userId();
      boolean writes =
          access == Endpoint.Access.WRITE
              && !(request instanceof DryRunnable preview && preview.readsOnly());
      principal.authorize(userId, writes);
    }
  }

  /**
   * A 405 names the methods its path serves (RFC 9110 15.5.6), as the MCP transport paths do; the
   * router lists them in the response's details ({@code availableMethods}, or {@code Available
   * methods} for a browser).
   */
  private static void allow(Context ctx, HttpResponseException e) {
    if (e.getStatus() != 405) {
      return;
    }
    e.getDetails().entrySet().stream()
        .filter(
            d ->
                d.getKey().equalsIgnoreCase("availableMethods")
                    || d.getKey().equalsIgnoreCase("Available methods"))
        .map(Map.Entry::getValue)
        .findFirst()
        .ifPresent(methods -> ctx.header("Allow", methods));
  }

  private static MemoryException fromHttp(HttpResponseException e) {
    return switch (e.getStatus()) {
      case 413 ->
          Problems.of(ErrorCode.PAYLOAD_TOO_LARGE, "Request body is larger than the limit.");
      case 404 -> Problems.of(ErrorCode.NOT_FOUND, "Not found.");
      case 405 -> Problems.of(ErrorCode.METHOD_NOT_ALLOWED, "Method not allowed.");
      case 415 -> Problems.of(ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Unsupported media type.");
      default ->
          e.getStatus() >= 500
              ? Problems.of(ErrorCode.INTERNAL_ERROR, "Unexpected server error.")
              : Problems.of(ErrorCode.VALIDATION_FAILED, "Bad request.");
    };
  }

  static AccessScope accessScope(Context ctx) {
    return accessScope(ctx.header(ACCESS_SCOPE_HEADER));
  }

  /** The access scope an {@code x-memory-access-scope} value names (absent = partition). */
  public static AccessScope accessScope(String header) {
    if (header == null) {
      return AccessScope.partition;
    }
    // Exactly the original's enum: "WORKSPACE" or an empty value is a caller mistake, not strict.
    return switch (header) {
      case "partition" -> AccessScope.partition;
      case "workspace" -> AccessScope.workspace;
      default ->
          throw new MemoryException(
              ErrorCode.INVALID_ACCESS_SCOPE,
              "x-memory-access-scope must be 'partition' or 'workspace'");
    };
  }

  private void send(Context ctx, Object body) {
    ctx.contentType("application/json");
    ctx.result(
        body instanceof SharedView
            ? sharedBodies.apply(body, json::writeValueAsBytes)
            : json.writeValueAsBytes(body));
  }

  private void problem(Context ctx, MemoryException e) {
    if (e.code().isClientError()) {
      LOG.debug("{} {} -> {} {}", ctx.method(), ctx.path(), e.code(), e.getMessage());
    } else if (e.code() != ErrorCode.INTERNAL_ERROR) {
      LOG.warn("{} {} -> {} {}", ctx.method(), ctx.path(), e.code(), e.getMessage());
    }
    ctx.status(e.code().httpStatus());
    if (e.code().httpStatus() == 401) {
      // RFC 9110 15.5.2: a 401 carries the challenge; the maintenance token is a bearer token
      // (CONTRACT.md 10.2), as the API keys' 401 from ApiKeyFilter says too.
      ctx.header("WWW-Authenticate", "Bearer");
    }
    ctx.contentType(Problems.CONTENT_TYPE);
    ctx.result(json.writeValueAsBytes(Problems.body(e, ctx.path())));
  }

  /** One file of a webjar ({@code /webjars/<name>/<version>/<file>}), or the 404 problem. */
  private static void webjar(Context ctx) throws IOException {
    String path = ctx.pathParam("path");
    InputStream in =
        !path.substring(path.lastIndexOf('/') + 1).contains(".") // a folder
                || path.endsWith("/")
                || path.contains("..")
                || path.contains("\\")
                || path.startsWith("/")
            ? null
            : HttpApi.class.getResourceAsStream("/META-INF/resources/webjars/" + path);
    if (in == null) {
      throw Problems.of(ErrorCode.NOT_FOUND, "No route for GET " + ctx.path());
    }
    ctx.header("Cache-Control", "max-age=31622400");
    ctx.contentType(mediaType(path));
    ctx.result(in);
  }

  private static String mediaType(String path) {
    String ext = path.substring(path.lastIndexOf('.') + 1).toLowerCase(java.util.Locale.ROOT);
    return switch (ext) {
      case "js" -> "text/javascript;charset=utf-8";
      case "css" -> "text/css;charset=utf-8";
      case "html" -> "text/html;charset=utf-8";
      case "png" -> "image/png";
      case "json", "map" -> "application/json";
      case "txt" -> "text/plain;charset=utf-8";
      default -> "application/octet-stream";
    };
  }

  private static String webjarVersion(String name) {
    String path = "/META-INF/maven/org.webjars/" + name + "/pom.properties";
    try (InputStream in = HttpApi.class.getResourceAsStream(path)) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p.getProperty("version", "");
    } catch (IOException e) {
      return "";
    }
  }

  private static String docsPage(String version) {
    String base = "/webjars/swagger-ui/" + version;
    return """
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <title>Assistant Memory API</title>
          <link rel="stylesheet" href="%1$s/swagger-ui.css">
        </head>
        <body>
          <div id="swagger-ui"></div>
          <script src="%1$s/swagger-ui-bundle.js"></script>
          <script>
            window.ui = SwaggerUIBundle({url: "/openapi.json", dom_id: "#swagger-ui"});
          </script>
        </body>
        </html>
        """
        .formatted(base);
  }

  public HttpApi start() {
    app.start();
    return this;
  }

  public int port() {
    return app.port();
  }

  @Override
  public void close() {
    app.stop();
  }
}
