package dev.assistantmemory.server.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The stdio transport's input, one line at a time, with every line the SDK cannot take answered
 * here instead of reaching it. The SDK's stdio loop stops reading for good at the first line it
 * cannot read as a JSON-RPC message (a stray line, a blank line, a batch, an object id): every
 * later request then goes unanswered and the process no longer notices the host closing stdin. And
 * it answers params it cannot bind with -32603 and a Java exception's text, and decodes bytes that
 * are not UTF-8 as U+FFFD. The HTTP transports refuse all of these before the SDK (the sixth,
 * eighth and tenth audits); this does the same for stdio, writing the answer itself under the lock
 * the SDK writes its own lines under, so lines never interleave:
 *
 * <ul>
 *   <li>a blank line is skipped (it is no message, and nothing may answer it);
 *   <li>bytes that are not UTF-8, or a line that is not JSON: -32700 with a null id;
 *   <li>params the SDK cannot bind ({@link UnreadableParams}): -32602 with the request's id;
 *   <li>JSON that is no JSON-RPC message the SDK reads: -32600 with a null id;
 *   <li>a request before {@code notifications/initialized} (the SDK would hold it unanswered for
 *       good): -32600 with the request's id ({@link SessionStarts}).
 * </ul>
 *
 * Every other line passes through unchanged, with its line end.
 */
final class StdioFrames extends InputStream {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final InputStream in;
  private final OutputStream out;
  private final McpJsonMapper json;
  private byte[] line = new byte[0];
  private int pos;
  private boolean initialized;

  /**
   * {@code in} is the host's input; answers go to {@code out}, the stream the SDK writes to (and
   * locks while writing one message).
   */
  StdioFrames(InputStream in, OutputStream out, McpJsonMapper json) {
    this.in = in;
    this.out = out;
    this.json = json;
  }

  @Override
  public int read() throws IOException {
    if (!fill()) {
      return -1;
    }
    return line[pos++] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (!fill()) {
      return -1;
    }
    int n = Math.min(len, line.length - pos);
    System.arraycopy(line, pos, b, off, n);
    pos += n;
    return n;
  }

  @Override
  public int available() {
    return line.length - pos;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** Makes a line the SDK can read available; false at the end of the input. */
  private boolean fill() throws IOException {
    while (pos >= line.length) {
      byte[] next = readLine();
      if (next == null) {
        return false;
      }
      byte[] answer = answer(next, json);
      if (answer == SKIP) {
        continue;
      }
      if (answer == null) {
        answer = early(trimmed(next));
      }
      if (answer != null) {
        synchronized (out) {
          out.write(answer);
          out.write('\n');
          out.flush();
        }
        continue;
      }
      line = next;
      pos = 0;
    }
    return true;
  }

  /**
   * The -32600 answer to a request sent before {@code notifications/initialized} (which the SDK
   * would never answer: {@link SessionStarts}), or null to pass the line on. Lines reach the SDK in
   * order, so nothing sent after the notification is refused.
   */
  private byte[] early(byte[] message) {
    SessionStarts.Step step = SessionStarts.step(message);
    if (step == SessionStarts.Step.INITIALIZED) {
      initialized = true;
    } else if (step == SessionStarts.Step.REQUEST && !initialized) {
      return UnreadableParams.bytes(SessionStarts.refusal(message));
    }
    return null;
  }

  /** The next line with its {@code \n} (the last one may lack it), or null at the end. */
  private byte[] readLine() throws IOException {
    ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
    int c;
    while ((c = in.read()) >= 0) {
      buf.write(c);
      if (c == '\n') {
        break;
      }
    }
    return buf.size() == 0 ? null : buf.toByteArray();
  }

  /** Marks a line that is dropped without an answer. */
  static final byte[] SKIP = new byte[0];

  /**
   * What the edge answers for one input line: null to pass it to the SDK, {@link #SKIP} to drop it
   * silently, else the JSON-RPC error to write.
   */
  static byte[] answer(byte[] raw, McpJsonMapper json) {
    byte[] line = trimmed(raw);
    if (line.length == 0) {
      return SKIP;
    }
    if (!UnreadableParams.validUtf8(line)) {
      return UnreadableParams.parseError(UnreadableParams.NOT_UTF8);
    }
    if (!UnreadableParams.parses(line)) {
      return UnreadableParams.parseError(UnreadableParams.NOT_JSON);
    }
    UnreadableParams.Refusal refusal = UnreadableParams.refusal(line);
    if (refusal != null) {
      return UnreadableParams.bytes(refusal.answer());
    }
    try {
      McpSchema.deserializeJsonRpcMessage(json, new String(line, StandardCharsets.UTF_8));
      return null;
    } catch (Exception e) {
      return UnreadableParams.bytes(
          JsonRpcError.of(
              readableId(line),
              StreamableErrorsServlet.INVALID_REQUEST,
              StreamableErrorsServlet.NOT_JSON_RPC));
    }
  }

  /** The id of a message the SDK could not read, when it is one a reply may carry, else null. */
  private static Object readableId(byte[] line) {
    try {
      JsonNode id = JSON.readTree(line).get("id");
      if (id != null && id.isString()) {
        return id.asString();
      }
      return id != null && id.isIntegralNumber() && id.canConvertToLong() ? id.asLong() : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  /** The line without its line end and surrounding ASCII white space. */
  private static byte[] trimmed(byte[] raw) {
    int start = 0;
    int end = raw.length;
    while (start < end && isSpace(raw[start])) {
      start++;
    }
    while (end > start && isSpace(raw[end - 1])) {
      end--;
    }
    return Arrays.copyOfRange(raw, start, end);
  }

  private static boolean isSpace(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\n';
  }
}
