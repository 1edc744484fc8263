package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Fifteenth audit W1: which messages need a started session, and the short wait for one. */
class SessionStartsTest {
  private static SessionStarts.Step step(String json) {
    return SessionStarts.step(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void messagesAreReadAsTheSdkReadsThem() {
    assertThat(step("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"))
        .isEqualTo(SessionStarts.Step.INITIALIZE);
    assertThat(step("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"))
        .isEqualTo(SessionStarts.Step.INITIALIZED);
    assertThat(step("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}"))
        .isEqualTo(SessionStarts.Step.REQUEST);
    assertThat(step("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"tools/list\"}"))
        .isEqualTo(SessionStarts.Step.REQUEST);
    assertThat(step("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\"}"))
        .isEqualTo(SessionStarts.Step.OTHER);
    assertThat(step("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}"))
        .isEqualTo(SessionStarts.Step.OTHER);
    assertThat(step("[1]")).isEqualTo(SessionStarts.Step.OTHER);
    assertThat(step("{bad")).isEqualTo(SessionStarts.Step.OTHER);
  }

  @Test
  void aSessionIsReadyOnlyAfterItsNotificationAndARacingRequestWaitsForIt() throws Exception {
    SessionStarts starts = new SessionStarts();
    assertThat(starts.ready("never-started")).isFalse();
    starts.initializing("s");
    CompletableFuture<Boolean> racing = CompletableFuture.supplyAsync(() -> starts.ready("s"));
    Thread.sleep(200);
    starts.initialized("s");
    assertThat(racing.get(10, TimeUnit.SECONDS)).isTrue();
    assertThat(starts.ready("s")).isTrue();
    starts.forget("s");
    assertThat(starts.ready("s")).isFalse();
  }
}
