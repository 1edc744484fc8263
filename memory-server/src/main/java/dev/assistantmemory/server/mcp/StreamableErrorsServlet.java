package dev.assistantmemory.server.mcp;

import jakarta.servlet.Servlet;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code /mcp} (Streamable HTTP) with the transport's refusals as JSON-RPC error bodies. The SDK's
 * servlet answers a missing or unknown {@code Mcp-Session-Id}, a body that is not JSON-RPC or a
 * missing {@code Accept} type with the right status (400, 404, …) but a serialized Java exception
 * as the body, stack trace included. Here the status is kept and the body becomes {@code
 * {"jsonrpc":"2.0","id":null,"error":{"code":…,"message":…}}} with the SDK's own code and message.
 * Successful answers (JSON, event streams, 202s) pass through untouched: only a response whose
 * status is an error before its first byte is held back, and a message the SDK worded with a Java
 * exception's text gets a plain one. A request whose params the SDK cannot read, which it would
 * leave unanswered or answer with exception text, is answered here ({@link UnreadableParams}).
 */
final class StreamableErrorsServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  /** JSON-RPC "server error" range: the code when the SDK gave none. */
  static final int DEFAULT_CODE = -32000;

  static final int INVALID_REQUEST = -32600;

  /** The -32600 message for JSON that is no JSON-RPC message the SDK reads. */
  static final String NOT_JSON_RPC =
      "Invalid message format: not a JSON-RPC 2.0 message this server can read (an object with"
          + " jsonrpc \"2.0\", a string or integer id, a string method and object params).";

  /**
   * The SDK words some refusals with a Java exception's text (class names, "Cannot construct
   * instance of `io.modelcontextprotocol…`"); such a message is replaced, never sent.
   */
  static final java.util.regex.Pattern JAVA_TEXT =
      java.util.regex.Pattern.compile(
          "Exception|\\bjava\\.|jakarta\\.|tools\\.jackson|com\\.fasterxml|io\\.modelcontextprotocol"
              + "|Cannot (deserialize|construct)|\\$[A-Z]");

  private final transient Servlet delegate;

  StreamableErrorsServlet(Servlet delegate) {
    this.delegate = delegate;
  }

  /** The SDK's servlet is not registered itself: it gets its life cycle through this one. */
  @Override
  public void init(ServletConfig config) throws ServletException {
    super.init(config);
    delegate.init(config);
  }

  @Override
  public void destroy() {
    delegate.destroy();
    super.destroy();
  }

  /**
   * The {@code MCP-Protocol-Version} values the transport serves; a request naming another is
   * refused with 400, as the specification (basic/transports, "Protocol Version Header") asks.
   * Empty when the delegate does not say (then nothing is refused here).
   */
  private java.util.List<String> protocolVersions() {
    return delegate instanceof io.modelcontextprotocol.spec.McpServerTransportProviderBase p
        ? p.protocolVersions()
        : java.util.List.of();
  }

  @Override
  protected void service(HttpServletRequest req, HttpServletResponse res)
      throws ServletException, IOException {
    String version = req.getHeader("MCP-Protocol-Version");
    java.util.List<String> served = protocolVersions();
    if (version != null && !served.isEmpty() && !served.contains(version.strip())) {
      res.setStatus(400);
      res.setContentType("application/json");
      res.setCharacterEncoding("UTF-8");
      res.getOutputStream()
          .write(
              JSON.writeValueAsBytes(
                  JsonRpcError.of(
                      null,
                      INVALID_REQUEST,
                      "Unsupported MCP-Protocol-Version; this server speaks "
                          + String.join(", ", served))));
      return;
    }
    JsonNode response = null;
    if ("POST".equals(req.getMethod())) {
      byte[] body = req.getInputStream().readAllBytes();
      // JSON is UTF-8: refused before the SDK, which would read U+FFFD in place of the bytes; a
      // body that is no JSON at all is JSON-RPC's parse error (the SDK said -32600).
      String parseError =
          !UnreadableParams.validUtf8(body)
              ? UnreadableParams.NOT_UTF8
              : UnreadableParams.parses(body) ? null : UnreadableParams.NOT_JSON;
      if (parseError != null) {
        res.setStatus(400);
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        res.getOutputStream().write(UnreadableParams.parseError(parseError));
        return;
      }
      UnreadableParams.Refusal refusal = UnreadableParams.refusal(body);
      // Without a session only initialize reaches the SDK; anything else is its 400 first.
      if (refusal != null
          && (req.getHeader("Mcp-Session-Id") != null || "initialize".equals(refusal.method()))) {
        res.setStatus(200);
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        res.getOutputStream().write(UnreadableParams.bytes(refusal.answer()));
        return;
      }
      req = UnreadableParams.replaying(req, body);
      response = UnreadableParams.responseId(body);
    }
    ErrorCatching caught = new ErrorCatching(res);
    delegate.service(req, caught);
    if (caught.errorStatus > 0 && !res.isCommitted()) {
      // The SDK answers a client's response to an id it never sent with a 500 ("Unexpected
      // response for unknown id"): the client's mistake, so a 400 (CONTRACT.md 1: invalid input
      // is a 4xx; MCP: a POSTed response the server cannot accept gets an HTTP error).
      if (response != null && caught.errorStatus >= 500) {
        res.resetBuffer();
        res.setStatus(400);
        res.setContentType("application/json");
        res.setCharacterEncoding("UTF-8");
        res.getOutputStream()
            .write(
                UnreadableParams.bytes(
                    JsonRpcError.of(
                        null,
                        INVALID_REQUEST,
                        "Invalid Request: a response to id "
                            + abbreviate(response.toString())
                            + ", which this server never sent as a request.")));
        return;
      }
      write(res, caught.errorStatus, caught.bytes());
    }
  }

  private static void write(HttpServletResponse res, int status, byte[] sdkBody)
      throws IOException {
    int code = DEFAULT_CODE;
    String message = "The MCP request was refused (HTTP " + status + ").";
    try {
      JsonNode body = sdkBody.length == 0 ? null : JSON.readTree(sdkBody);
      JsonNode rpc = body == null ? null : body.path("jsonRpcError");
      if (rpc != null && rpc.path("code").isInt()) {
        code = rpc.path("code").asInt();
      }
      if (rpc != null && rpc.path("message").isString()) {
        message = rpc.path("message").asString();
      } else if (body != null && body.path("message").isString()) {
        message = body.path("message").asString();
      }
    } catch (RuntimeException e) {
      // Not JSON: keep the generic message.
    }
    if (JAVA_TEXT.matcher(message).find()) {
      message =
          code == INVALID_REQUEST
              ? NOT_JSON_RPC
              : "The MCP request was refused (HTTP " + status + ").";
    }
    res.resetBuffer();
    res.setStatus(status);
    res.setContentType("application/json");
    res.setCharacterEncoding("UTF-8");
    res.getOutputStream().write(JSON.writeValueAsBytes(JsonRpcError.of(null, code, message)));
  }

  /**
   * Passes everything through until the SDK sets an error status; from then on its body is held
   * here instead of going out.
   */
  private static final class ErrorCatching extends HttpServletResponseWrapper {
    private final ByteArrayOutputStream held = new ByteArrayOutputStream();
    private PrintWriter writer;
    int errorStatus;

    ErrorCatching(HttpServletResponse res) {
      super(res);
    }

    byte[] bytes() {
      if (writer != null) {
        writer.flush();
      }
      return held.toByteArray();
    }

    @Override
    public void setStatus(int sc) {
      if (sc >= 400) {
        errorStatus = sc;
      } else {
        super.setStatus(sc);
      }
    }

    @Override
    public int getStatus() {
      return errorStatus > 0 ? errorStatus : super.getStatus();
    }

    @Override
    public void sendError(int sc) {
      errorStatus = sc;
    }

    @Override
    public void sendError(int sc, String msg) {
      errorStatus = sc;
      if (msg != null) {
        held.writeBytes(
            ("{\"message\":" + JSON.writeValueAsString(msg) + "}")
                .getBytes(StandardCharsets.UTF_8));
      }
    }

    @Override
    public void flushBuffer() throws IOException {
      if (errorStatus == 0) {
        super.flushBuffer();
      }
    }

    @Override
    public PrintWriter getWriter() throws IOException {
      if (errorStatus == 0) {
        return super.getWriter();
      }
      if (writer == null) {
        writer = new PrintWriter(new OutputStreamWriter(held, StandardCharsets.UTF_8));
      }
      return writer;
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
      if (errorStatus == 0) {
        return super.getOutputStream();
      }
      return new HeldOutputStream(held);
    }
  }

  private static String abbreviate(String s) {
    return s.length() > 100 ? s.substring(0, 100) + "…" : s;
  }
}
