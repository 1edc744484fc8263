package dev.assistantmemory.server.mcp;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * A JSON-RPC request whose {@code params} the SDK cannot read into its request record: {@code
 * params} not a JSON object (MCP params are always objects); for {@code tools/call} {@code
 * arguments} or {@code _meta} not an object or {@code name} an object, an array or text with an
 * unpaired surrogate; for {@code initialize} {@code capabilities} or {@code clientInfo} not an
 * object; for {@code logging/setLevel} {@code level} not a string. Over {@code /mcp} the SDK then
 * ends the response without any answer or answers -32603 with a Java exception's text, over {@code
 * /messages} it puts that text on the event stream. The HTTP transports look at the body first and
 * refuse such a request as invalid params (JSON-RPC -32602, the code an unknown tool gets), naming
 * the request's id and the field. Notifications (no id) are left to the SDK: nothing may answer
 * them.
 */
final class UnreadableParams {
  static final int INVALID_PARAMS = -32602;
  static final String MESSAGE = "Invalid params: tools/call arguments must be a JSON object";
  static final String NAME_MESSAGE = "Invalid params: tools/call name must be a string";
  static final String META_MESSAGE = "Invalid params: tools/call _meta must be a JSON object";
  static final String TEXT_MESSAGE =
      "Invalid params: tools/call name must be Unicode text (it holds an unpaired surrogate)";

  /** A refused request: its id (any JSON value, as sent), method, what is wrong and where. */
  record Refusal(JsonNode id, String method, String message, String field) {
    JsonRpcError answer() {
      return JsonRpcError.of(id, INVALID_PARAMS, message);
    }
  }

  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private UnreadableParams() {}

  /**
   * The refusal of {@code body}, or null when the body is not such a call (anything that is not
   * JSON-RPC at all is left to the SDK's own checks).
   */
  static Refusal refusal(byte[] body) {
    JsonNode call;
    try {
      call = JSON.readTree(body);
    } catch (JacksonException e) {
      return null;
    }
    if (call == null || !call.isObject() || !call.path("method").isString()) {
      return null;
    }
    String method = call.path("method").asString();
    JsonNode id = call.get("id");
    JsonNode params = call.get("params");
    if (params == null || id == null) {
      return null;
    }
    if (!params.isObject()) {
      return new Refusal(
          id,
          method,
          "tools/call".equals(method)
              ? MESSAGE
              : "Invalid params: " + method + " params must be a JSON object",
          "params");
    }
    return switch (method) {
      case "tools/call" -> toolCall(id, method, params);
      case "initialize" -> firstNotObject(id, method, params, "capabilities", "clientInfo");
      case "logging/setLevel" ->
          params.has("level") && !params.get("level").isString()
              ? new Refusal(
                  id,
                  method,
                  "Invalid params: logging/setLevel level must be a string",
                  "params.level")
              : null;
      default -> null;
    };
  }

  private static Refusal toolCall(JsonNode id, String method, JsonNode params) {
    JsonNode arguments = params.get("arguments");
    if (arguments != null && !arguments.isNull() && !arguments.isObject()) {
      return new Refusal(id, method, MESSAGE, "params.arguments");
    }
    JsonNode name = params.get("name");
    if (name != null && (name.isObject() || name.isArray())) {
      return new Refusal(id, method, NAME_MESSAGE, "params.name");
    }
    // The SDK echoes an unknown name back, and a lone surrogate goes out as bytes that are not
    // UTF-8 (the tenth audit's T13): such a name is no tool's and is refused here.
    if (name != null && name.isString() && hasUnpairedSurrogate(name.asString())) {
      return new Refusal(id, method, TEXT_MESSAGE, "params.name");
    }
    JsonNode meta = params.get("_meta");
    if (meta != null && !meta.isNull() && !meta.isObject()) {
      return new Refusal(id, method, META_MESSAGE, "params._meta");
    }
    return null;
  }

  static boolean hasUnpairedSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  private static Refusal firstNotObject(
      JsonNode id, String method, JsonNode params, String... fields) {
    for (String field : fields) {
      JsonNode value = params.get(field);
      if (value != null && !value.isNull() && !value.isObject()) {
        return new Refusal(
            id,
            method,
            "Invalid params: " + method + " " + field + " must be a JSON object",
            "params." + field);
      }
    }
    return null;
  }

  /**
   * The id of a JSON-RPC response (an object with {@code result} or {@code error} and no {@code
   * method}), or null when the body is no response. This server sends no requests to clients, so
   * any response a client posts answers nothing it asked.
   */
  static JsonNode responseId(byte[] body) {
    try {
      JsonNode message = JSON.readTree(body);
      return message != null
              && message.isObject()
              && !message.has("method")
              && (message.has("result") || message.has("error"))
          ? message.path("id")
          : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  static final int PARSE_ERROR = -32700;

  static final String NOT_UTF8 = "Parse error: the body is not valid UTF-8 JSON.";

  /** Whether the body is well-formed UTF-8 (JSON text is; the SDK would decode it leniently). */
  static boolean validUtf8(byte[] body) {
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(body));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  static final String NOT_JSON = "Parse error: the body is not valid JSON.";

  /**
   * Whether the body is one JSON value (anything else is a JSON-RPC parse error; white space alone
   * is no value, though the reader answers it with a "missing" node).
   */
  static boolean parses(byte[] body) {
    try {
      JsonNode value = body.length > 0 ? JSON.readTree(body) : null;
      return value != null && !value.isMissingNode();
    } catch (JacksonException e) {
      return false;
    }
  }

  /** The JSON-RPC parse-error answer (no id: the request could not be read). */
  static byte[] parseError(String message) {
    return bytes(JsonRpcError.of(null, PARSE_ERROR, message));
  }

  static byte[] bytes(JsonRpcError answer) {
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
