package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.scratchpad.ScratchpadService;
import dev.assistantmemory.core.status.HealthService;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The REST edge: Javalin routes per feature, one error mapping for all of them. Bodies are parsed
 * and validated here (field by field, naming the offending field); services receive valid commands
 * only.
 */
public final class HttpApi implements AutoCloseable {
  static final String ACCESS_SCOPE_HEADER = "x-memory-access-scope";
  private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);

  private final Javalin app;
  private final ObjectMapper json = JsonMapper.builder().build();

  public HttpApi(
      String host,
      int port,
      long maxRequestBytes,
      IngestService ingest,
      SearchService search,
      ProcessingReceipts receipts,
      GraphServices graph,
      ScratchpadService scratchpads,
      HealthService health) {
    IngestRoutes ingestRoutes = new IngestRoutes(this, ingest, receipts);
    QueryRoutes queryRoutes = new QueryRoutes(this, search);
    GraphRoutes graphRoutes = new GraphRoutes(this, graph, search);
    ScratchpadRoutes scratchpadRoutes = new ScratchpadRoutes(this, scratchpads);
    this.app =
        Javalin.create(
            cfg -> {
              cfg.jetty.host = host;
              cfg.jetty.port = port;
              cfg.http.maxRequestSize = maxRequestBytes;
              cfg.startup.showJavalinBanner = false;
              cfg.routes.before(HttpApi::checkAccessScope);
              cfg.routes.get(
                  "/", ctx -> ctx.result("Assistant Memory is running. See GET /health."));
              cfg.routes.get(
                  "/health",
                  ctx -> {
                    Map<String, Object> report = health.report();
                    ctx.status("ok".equals(report.get("status")) ? 200 : 503);
                    send(ctx, report);
                  });
              ingestRoutes.register(cfg.routes);
              queryRoutes.register(cfg.routes);
              graphRoutes.register(cfg.routes);
              scratchpadRoutes.register(cfg.routes);
              cfg.routes.exception(MemoryException.class, (e, ctx) -> problem(ctx, e));
              cfg.routes.exception(
                  HttpResponseException.class, (e, ctx) -> problem(ctx, fromHttp(e)));
              cfg.routes.exception(
                  Exception.class,
                  (e, ctx) -> {
                    LOG.error("unexpected error on {} {}", ctx.method(), ctx.path(), e);
                    problem(ctx, Problems.of(ErrorCode.INTERNAL_ERROR, "Unexpected server error."));
                  });
              cfg.routes.error(
                  404,
                  ctx -> {
                    if (!ctx.res().isCommitted()
                        && !Problems.CONTENT_TYPE.equals(ctx.res().getContentType())) {
                      problem(
                          ctx,
                          Problems.of(
                              ErrorCode.NOT_FOUND,
                              "No route for " + ctx.method() + " " + ctx.path()));
                    }
                  });
            });
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

  private static void checkAccessScope(Context ctx) {
    accessScope(ctx);
  }

  static AccessScope accessScope(Context ctx) {
    String header = ctx.header(ACCESS_SCOPE_HEADER);
    if (header == null || header.isBlank()) {
      return AccessScope.partition;
    }
    return switch (header.trim().toLowerCase(Locale.ROOT)) {
      case "partition" -> AccessScope.partition;
      case "workspace" -> AccessScope.workspace;
      default ->
          throw new MemoryException(
              ErrorCode.INVALID_ACCESS_SCOPE,
              "x-memory-access-scope must be 'partition' or 'workspace'");
    };
  }

  JsonFields body(Context ctx) {
    return JsonFields.parse(json, ctx.bodyAsBytes());
  }

  void send(Context ctx, Object body) {
    ctx.contentType("application/json");
    ctx.result(json.writeValueAsBytes(body));
  }

  private void problem(Context ctx, MemoryException e) {
    if (!e.code().isClientError()) {
      LOG.warn("{} {} -> {} {}", ctx.method(), ctx.path(), e.code(), e.getMessage());
    }
    ctx.status(e.code().httpStatus());
    ctx.contentType(Problems.CONTENT_TYPE);
    ctx.result(json.writeValueAsBytes(Problems.body(e, ctx.path())));
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
