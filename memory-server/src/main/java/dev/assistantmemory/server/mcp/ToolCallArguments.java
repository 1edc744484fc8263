package dev.assistantmemory.server.mcp;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * A JSON-RPC {@code tools/call} whose {@code params} or {@code params.arguments} is not a JSON
 * object. The SDK cannot read one: over {@code /mcp} it then ends the response without any answer
 * (the client waits for its id forever), over {@code /messages} it answers -32603 with a Java
 * exception's text. The HTTP transports look at the body first and refuse such a call as invalid
 * params (JSON-RPC -32602, the code an unknown tool gets), naming the request's id.
 */
final class ToolCallArguments {
  static final int INVALID_PARAMS = -32602;
  static final String MESSAGE = "Invalid params: tools/call arguments must be a JSON object";

  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private ToolCallArguments() {}

  /**
   * The JSON-RPC error answering {@code body}, or null when the body is not such a call (anything
   * that is not JSON-RPC at all is left to the SDK's own checks).
   */
  static Map<String, Object> refusal(byte[] body) {
    JsonNode call;
    try {
      call = JSON.readTree(body);
    } catch (JacksonException e) {
      return null;
    }
    if (call == null
        || !call.isObject()
        || !"tools/call".equals(call.path("method").asString(""))) {
      return null;
    }
    JsonNode params = call.get("params");
    JsonNode arguments = params == null ? null : params.get("arguments");
    boolean readable =
        (params == null || params.isObject())
            && (arguments == null || arguments.isNull() || arguments.isObject());
    if (readable) {
      return null;
    }
    Map<String, Object> error = new LinkedHashMap<>();
    error.put("code", INVALID_PARAMS);
    error.put("message", MESSAGE);
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("jsonrpc", "2.0");
    answer.put("id", call.get("id"));
    answer.put("error", error);
    return answer;
  }

  static byte[] bytes(Map<String, Object> answer) {
    return JSON.writeValueAsBytes(answer);
  }

  /** {@code req} with its body, already read here, readable once more by the SDK. */
  static HttpServletRequest replaying(HttpServletRequest req, byte[] body) {
    return new HttpServletRequestWrapper(req) {
      @Override
      public ServletInputStream getInputStream() {
        ByteArrayInputStream in = new ByteArrayInputStream(body);
        return new ServletInputStream() {
          @Override
          public boolean isFinished() {
            return in.available() == 0;
          }

          @Override
          public boolean isReady() {
            return true;
          }

          @Override
          public void setReadListener(ReadListener listener) {
            throw new UnsupportedOperationException("the body is already read");
          }

          @Override
          public int read() {
            return in.read();
          }

          @Override
          public int read(byte[] b, int off, int len) {
            return in.read(b, off, len);
          }
        };
      }

      @Override
      public BufferedReader getReader() {
        return new BufferedReader(
            new InputStreamReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8));
      }
    };
  }
}
