package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Errors Jetty answers itself, before any servlet runs (a request line or header it cannot parse,
 * headers too large): the same JSON body as every other error instead of Jetty's HTML page.
 */
final class JettyErrors extends ErrorHandler {
  private final ProblemWriter problems = new ProblemWriter();

  @Override
  protected void generateResponse(
      Request request, Response response, int code, String message, Throwable cause, Callback cb) {
    ErrorCode error =
        switch (code) {
          case 404 -> ErrorCode.NOT_FOUND;
          case 405 -> ErrorCode.METHOD_NOT_ALLOWED;
          case 413 -> ErrorCode.PAYLOAD_TOO_LARGE;
          case 415 -> ErrorCode.UNSUPPORTED_MEDIA_TYPE;
          case 431 -> ErrorCode.HEADERS_TOO_LARGE;
          default -> code >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.BAD_REQUEST;
        };
    String text =
        error == ErrorCode.INTERNAL_ERROR ? "Unexpected server error." : describe(code, message);
    byte[] body = problems.bytes(new MemoryException(error, text), request.getHttpURI().getPath());
    response.setStatus(error.httpStatus());
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, Problems.CONTENT_TYPE);
    response.write(true, ByteBuffer.wrap(body), cb);
  }

  private static String describe(int code, String message) {
    String m = message == null ? "" : message.replaceAll("[\\p{Cntrl}]", "?");
    m = m.length() > 200 ? m.substring(0, 200) + "…" : m;
    return "The HTTP request was refused (" + code + (m.isEmpty() ? "" : ": " + m) + ").";
  }
}
