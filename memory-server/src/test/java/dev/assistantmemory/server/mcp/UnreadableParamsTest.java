package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UnreadableParamsTest {

  private static UnreadableParams.Refusal refusal(String json) {
    return UnreadableParams.refusal(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void aToolNameWithALoneSurrogateIsRefusedAtItsField() {
    UnreadableParams.Refusal r =
        refusal(
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\","
                + "\"params\":{\"name\":\"x\\ud800y\",\"arguments\":{}}}");
    assertThat(r).isNotNull();
    assertThat(r.field()).isEqualTo("params.name");
    assertThat(r.id().asInt()).isEqualTo(7);
    assertThat(new String(UnreadableParams.bytes(r.answer()), StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\""
                + UnreadableParams.TEXT_MESSAGE
                + "\"}}");
    assertThat(
            refusal(
                    "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\","
                        + "\"params\":{\"name\":\"\\udc00\"}}")
                .field())
        .isEqualTo("params.name");
  }

  @Test
  void aParseErrorAnswersWithANullId() {
    assertThat(new String(UnreadableParams.parseError("Parse error"), StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse"
                + " error\"}}");
  }

  @Test
  void aToolNameOfPairedSurrogatesOrPlainTextIsLeftToTheSdk() {
    assertThat(
            refusal(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"memo\\ud83d\\ude00\",\"arguments\":{}}}"))
        .isNull();
    assertThat(
            refusal(
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"get_commitment\",\"arguments\":{}}}"))
        .isNull();
  }

  @Test
  void theSurrogateCheckReadsPairsAsOneCharacter() {
    assertThat(UnreadableParams.hasUnpairedSurrogate("a\ud83d\ude00b")).isFalse();
    assertThat(UnreadableParams.hasUnpairedSurrogate("\ude00\ud83d")).isTrue();
    assertThat(UnreadableParams.hasUnpairedSurrogate("end\ud83d")).isTrue();
    assertThat(UnreadableParams.hasUnpairedSurrogate("")).isFalse();
  }
}
