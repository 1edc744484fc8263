package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code /scratchpad/*} through real HTTP: modes, edits, bad input writing nothing, isolation. */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ScratchpadRoutesIT {
  private final TestServer server;

  ScratchpadRoutesIT(TestServer server) {
    this.server = server;
  }

  private Response read(String user) {
    return server.post("/scratchpad/read", Map.of("userId", user));
  }

  @Test
  void aUserWhoNeverWroteReadsAnEmptyPad() {
    Response r = read("pad-empty");
    assertThat(r.status()).isEqualTo(200);
    assertThat(r.body().path("content").asString()).isEmpty();
    assertThat(r.body().path("updatedAt").isNull()).isTrue();
  }

  @Test
  void overwriteAppendAndEdit() {
    Response w =
        server.post("/scratchpad/write", Map.of("userId", "pad-a", "content", "Plan: call Bo"));
    assertThat(w.status()).as(w.raw()).isEqualTo(200);
    assertThat(w.body().path("updatedAt").asString()).endsWith("Z");
    server.post(
        "/scratchpad/write", Map.of("userId", "pad-a", "content", "Then: book", "mode", "append"));
    assertThat(read("pad-a").body().path("content").asString())
        .isEqualTo("Plan: call Bo\nThen: book");

    Response edit =
        server.post(
            "/scratchpad/edit",
            Map.of("userId", "pad-a", "oldText", "call Bo", "newText", "call Bo on Monday"));
    assertThat(edit.body().path("applied").asBoolean()).isTrue();
    assertThat(edit.body().path("content").asString())
        .isEqualTo("Plan: call Bo on Monday\nThen: book");

    server.post("/scratchpad/write", Map.of("userId", "pad-a", "content", "fresh"));
    assertThat(read("pad-a").body().path("content").asString()).isEqualTo("fresh");
  }

  @Test
  void anEditThatDoesNotMatchExactlyOnceChangesNothing() {
    server.post("/scratchpad/write", Map.of("userId", "pad-e", "content", "tea, tea, coffee"));
    Response missing =
        server.post(
            "/scratchpad/edit", Map.of("userId", "pad-e", "oldText", "juice", "newText", "x"));
    assertThat(missing.status()).isEqualTo(200);
    assertThat(missing.body().path("applied").asBoolean()).isFalse();
    assertThat(missing.body().path("message").asString()).contains("not found");
    Response ambiguous =
        server.post(
            "/scratchpad/edit", Map.of("userId", "pad-e", "oldText", "tea", "newText", "x"));
    assertThat(ambiguous.body().path("applied").asBoolean()).isFalse();
    assertThat(ambiguous.body().path("message").asString()).contains("more than once");
    assertThat(read("pad-e").body().path("content").asString()).isEqualTo("tea, tea, coffee");
  }

  @Test
  void badInputNamesTheFieldAndWritesNothing() {
    server.post("/scratchpad/write", Map.of("userId", "pad-bad", "content", "keep me"));
    Response mode =
        server.post(
            "/scratchpad/write", Map.of("userId", "pad-bad", "content", "x", "mode", "prepend"));
    assertThat(mode.status()).isEqualTo(400);
    assertThat(mode.raw()).contains("mode");
    Response noContent = server.post("/scratchpad/write", Map.of("userId", "pad-bad"));
    assertThat(noContent.status()).isEqualTo(400);
    assertThat(noContent.raw()).contains("content");
    Response emptyOld =
        server.post("/scratchpad/edit", Map.of("userId", "pad-bad", "oldText", "", "newText", "x"));
    assertThat(emptyOld.status()).isEqualTo(400);
    assertThat(emptyOld.raw()).contains("oldText");
    Response tooBig =
        server.post(
            "/scratchpad/write",
            Map.of("userId", "pad-bad", "content", "y".repeat(60_000), "mode", "append"));
    Response tooBig2 =
        server.post(
            "/scratchpad/write",
            Map.of("userId", "pad-bad", "content", "z".repeat(60_000), "mode", "append"));
    assertThat(tooBig.status()).isEqualTo(200);
    assertThat(tooBig2.status()).isEqualTo(400);
    assertThat(tooBig2.raw()).contains("content");
    assertThat(read("pad-bad").body().path("content").asString())
        .startsWith("keep me\n")
        .doesNotContain("z");
  }

  @Test
  void anotherUsersPadNeverComesBack() {
    server.post("/scratchpad/write", Map.of("userId", "pad-owner", "content", "secret plan"));
    assertThat(read("pad-other").body().path("content").asString()).isEmpty();
    Response edit =
        server.post(
            "/scratchpad/edit",
            Map.of("userId", "pad-other", "oldText", "secret", "newText", "public"));
    assertThat(edit.body().path("applied").asBoolean()).isFalse();
    assertThat(read("pad-owner").body().path("content").asString()).isEqualTo("secret plan");
  }
}
