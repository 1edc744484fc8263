package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The stdio edge (fourteenth audit W1-W3): what passes to the SDK and what is answered here. */
class StdioFramesTest {
  private static final McpJsonMapper MCP = McpJsonDefaults.getMapper();
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static byte[] answer(String line) {
    return StdioFrames.answer(line.getBytes(StandardCharsets.UTF_8), MCP);
  }

  private static JsonNode error(String line) {
    byte[] a = answer(line);
    assertThat(a).as(line).isNotNull().isNotSameAs(StdioFrames.SKIP);
    return JSON.readTree(a);
  }

  @Test
  void messagesTheSdkReadsPassThrough() {
    assertThat(answer("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n")).isNull();
    assertThat(answer("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}\r\n")).isNull();
    assertThat(answer("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")).isNull();
    assertThat(answer("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n")).isNull();
  }

  @Test
  void blankLinesAreSkippedWithoutAnswer() {
    assertThat(answer("\n")).isSameAs(StdioFrames.SKIP);
    assertThat(answer(" \t\r\n")).isSameAs(StdioFrames.SKIP);
  }

  @Test
  void eachKindOfUnreadableLineGetsItsJsonRpcError() {
    assertThat(error("not json\n").path("error").path("code").asInt()).isEqualTo(-32700);
    assertThat(error("not json\n").path("id").isNull()).isTrue();
    JsonNode batch = error("[{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}]\n");
    assertThat(batch.path("error").path("code").asInt()).isEqualTo(-32600);
    assertThat(batch.path("id").isNull()).isTrue();
    JsonNode objectId = error("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}\n");
    assertThat(objectId.path("error").path("code").asInt()).isEqualTo(-32600);
    assertThat(objectId.path("id").isNull()).isTrue();
    JsonNode args =
        error(
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\","
                + "\"params\":{\"name\":\"x\",\"arguments\":[1]}}\n");
    assertThat(args.path("error").path("code").asInt()).isEqualTo(-32602);
    assertThat(args.path("id").asInt()).isEqualTo(3);
    assertThat(args.toString()).doesNotContain("Exception");
  }

  @Test
  void bytesThatAreNotUtf8AreAParseError() {
    byte[] line =
        new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xFF, (byte) 0xFE, '"', '}', '\n'};
    JsonNode a = JSON.readTree(StdioFrames.answer(line, MCP));
    assertThat(a.path("error").path("code").asInt()).isEqualTo(-32700);
    assertThat(a.path("error").path("message").asString()).contains("UTF-8");
  }

  @Test
  void theStreamHandsOnGoodLinesAndWritesTheAnswersOfBadOnes() throws Exception {
    // A started session (requests before notifications/initialized are answered here: W1 of the
    // fifteenth audit, below).
    String started = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n";
    String input =
        started
            + "\nnot json\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n"
            + "[1]\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StdioFrames frames =
        new StdioFrames(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, MCP);
    String passed = new String(frames.readAllBytes(), StandardCharsets.UTF_8);
    assertThat(passed)
        .isEqualTo(
            started
                + "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n"
                + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}");
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(answers).hasSize(2);
    assertThat(JSON.readTree(answers[0]).path("error").path("code").asInt()).isEqualTo(-32700);
    assertThat(JSON.readTree(answers[1]).path("error").path("code").asInt()).isEqualTo(-32600);
  }

  /** Fifteenth audit W1: a request before notifications/initialized is answered, not passed on. */
  @Test
  void aRequestBeforeTheSessionStartIsAnsweredAndTheStartPassesOn() throws Exception {
    String in =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{}}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\"}\n"
            + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\"}\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StdioFrames frames =
        new StdioFrames(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out, MCP);
    String passed = new String(frames.readAllBytes(), StandardCharsets.UTF_8);
    assertThat(passed)
        .contains("\"id\":2,\"method\":\"initialize\"")
        .contains("notifications/initialized")
        .contains("\"id\":4,\"method\":\"tools/list\"")
        .doesNotContain("\"id\":1,")
        .doesNotContain("\"id\":3,");
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(answers).hasSize(2);
    for (int i = 0; i < 2; i++) {
      JsonNode a = JSON.readTree(answers[i]);
      assertThat(a.path("id").asInt()).isEqualTo(i == 0 ? 1 : 3);
      assertThat(a.path("error").path("code").asInt()).isEqualTo(-32600);
      assertThat(a.path("error").path("message").asString()).contains("not initialized");
    }
  }
}
