package dev.assistantmemory.server.mcp;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.ProblemWriter;
import dev.assistantmemory.server.http.RequestBinder;
import jakarta.servlet.Servlet;
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

/**
 * {@code POST /messages?sessionId=…} of the HTTP+SSE transport as CONTRACT.md section 11 gives it:
 * a request for a live session is accepted with 202 (its reply travels on the session's event
 * stream); a missing or unknown {@code sessionId} is a 400 with the edge's one error body. The
 * SDK's servlet answers those with 400 / 404 and a serialized Java exception (stack trace
 * included), so its answer is buffered here and an error is replaced by ours. A {@code tools/call}
 * whose arguments are not an object (the SDK answers -32603 with a Java exception's text on the
 * stream) is a 400 here too ({@link UnreadableParams}), and so is a request sent before the
 * session's start finished, which the SDK would hold, with this POST's thread, for good ({@link
 * SessionStarts}). A body that is not {@code application/json} is a 415 naming the {@code
 * Content-Type}, as on the REST routes and {@code /mcp} (the SDK answered a bare 400).
 */
final class SseMessagesServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;

  private final transient Servlet delegate;
  private final transient ProblemWriter problems = new ProblemWriter();
  private final transient SessionStarts starts = new SessionStarts();

  SseMessagesServlet(Servlet delegate) {
    this.delegate = delegate;
  }

  @Override
  protected void service(HttpServletRequest req, HttpServletResponse res)
      throws ServletException, IOException {
    if (!"POST".equals(req.getMethod())) {
      delegate.service(req, res);
      return;
    }
    String session = req.getParameter("sessionId");
    if (session == null || session.isBlank()) {
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.BAD_REQUEST,
              "sessionId is required: open GET /sse and post to the endpoint its first event"
                  + " gives.",
              new ErrorDetails.McpMessageRefused(null, null, "sessionId")));
      return;
    }
    try {
      RequestBinder.requireJson(req.getContentType());
    } catch (MemoryException e) {
      problems.write(res, req.getRequestURI(), e);
      return;
    }
    byte[] body = req.getInputStream().readAllBytes();
    String parseError =
        !UnreadableParams.validUtf8(body)
            ? UnreadableParams.NOT_UTF8
            : UnreadableParams.parses(body) ? null : UnreadableParams.NOT_JSON;
    if (parseError != null) {
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.MALFORMED_JSON,
              parseError + " Nothing was called.",
              new ErrorDetails.McpMessageRefused(session, UnreadableParams.PARSE_ERROR, null)));
      return;
    }
    UnreadableParams.Refusal refusal = UnreadableParams.refusal(body);
    if (refusal != null) {
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.BAD_REQUEST,
              refusal.message() + "; nothing was called.",
              new ErrorDetails.McpMessageRefused(session, null, refusal.field())));
      return;
    }
    SessionStarts.Step step = SessionStarts.step(body);
    if (step == SessionStarts.Step.REQUEST && !starts.ready(session)) {
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.BAD_REQUEST,
              "MCP session '"
                  + session
                  + "' is not initialized (or unknown): send 'initialize', then"
                  + " 'notifications/initialized', before any other request. Nothing was called.",
              new ErrorDetails.McpMessageRefused(
                  session, SessionStarts.INVALID_REQUEST, "method")));
      return;
    }
    Buffered buffered = new Buffered(res);
    delegate.service(UnreadableParams.replaying(req, body), buffered);
    if (buffered.status < 400 && step == SessionStarts.Step.INITIALIZE) {
      starts.initializing(session);
    } else if (buffered.status < 400 && step == SessionStarts.Step.INITIALIZED) {
      starts.initialized(session);
    } else if (buffered.status == 404) {
      starts.forget(session);
    }
    if (buffered.status >= 400) {
      problems.write(
          res,
          req.getRequestURI(),
          new MemoryException(
              ErrorCode.BAD_REQUEST,
              buffered.status == 404
                  ? "Unknown or closed MCP session '"
                      + session
                      + "': open GET /sse again and use the endpoint it gives."
                  : "The MCP message was refused.",
              new ErrorDetails.McpMessageRefused(session, null, null)));
      return;
    }
    res.setStatus(202);
    byte[] answer = buffered.bytes();
    if (answer.length > 0) {
      res.getOutputStream().write(answer);
    }
  }

  /** Holds the SDK's status and body until it is known whether they can go out as they are. */
  private static final class Buffered extends HttpServletResponseWrapper {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private PrintWriter writer;
    int status = 200;

    Buffered(HttpServletResponse res) {
      super(res);
    }

    byte[] bytes() {
      if (writer != null) {
        writer.flush();
      }
      return out.toByteArray();
    }

    @Override
    public void setStatus(int sc) {
      status = sc;
    }

    @Override
    public int getStatus() {
      return status;
    }

    @Override
    public void sendError(int sc) {
      status = sc;
    }

    @Override
    public void sendError(int sc, String msg) {
      status = sc;
    }

    @Override
    public void flushBuffer() {}

    @Override
    public PrintWriter getWriter() {
      if (writer == null) {
        writer = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
      }
      return writer;
    }

    @Override
    public ServletOutputStream getOutputStream() {
      return new HeldOutputStream(out);
    }
  }
}
