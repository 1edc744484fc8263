package dev.assistantmemory.embed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Against a local HTTP server speaking the OpenAI embeddings protocol (a hosted API cannot run
 * here).
 */
class OpenAiCompatibleEmbedderTest {
  HttpServer server;
  final AtomicReference<String> lastBody = new AtomicReference<>();
  final AtomicReference<String> lastAuth = new AtomicReference<>();
  volatile int status = 200;
  volatile String answer;

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/v1/embeddings",
        exchange -> {
          lastBody.set(
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
          lastAuth.set(exchange.getRequestHeaders().getFirst("Authorization"));
          byte[] body = answer.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(status, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private OpenAiCompatibleEmbedder embedder() {
    return new OpenAiCompatibleEmbedder(
        "http://127.0.0.1:" + server.getAddress().getPort() + "/v1/",
        "text-embedding-3-small",
        "sk-test",
        2,
        Duration.ofSeconds(5));
  }

  @Test
  void sendsTheBatchAndReturnsNormalisedVectorsInInputOrder() {
    // The protocol allows data in any order; index says which input each vector belongs to.
    answer =
        """
        {"object":"list","data":[
          {"object":"embedding","index":1,"embedding":[0.0,2.0]},
          {"object":"embedding","index":0,"embedding":[3.0,4.0]}],
         "model":"text-embedding-3-small","usage":{"prompt_tokens":4,"total_tokens":4}}""";

    List<float[]> vectors = embedder().embed(List.of("first", "second"));

    assertThat(lastBody.get())
        .contains("\"model\":\"text-embedding-3-small\"")
        .contains("[\"first\",\"second\"]");
    assertThat(lastAuth.get()).isEqualTo("Bearer sk-test");
    assertThat(vectors.get(0)).containsExactly(0.6f, 0.8f);
    assertThat(vectors.get(1)).containsExactly(0.0f, 1.0f);
  }

  @Test
  void anErrorStatusIsAnUnavailableEmbedderNotACrash() {
    status = 500;
    answer = "{\"error\":{\"message\":\"overloaded\"}}";
    assertThatThrownBy(() -> embedder().embed(List.of("x")))
        .isInstanceOf(MemoryException.class)
        .satisfies(
            e ->
                assertThat(((MemoryException) e).code()).isEqualTo(ErrorCode.EMBEDDER_UNAVAILABLE));
  }

  @Test
  void aVectorOfTheWrongSizeIsRefused() {
    answer = "{\"data\":[{\"index\":0,\"embedding\":[1.0,2.0,3.0]}]}";
    assertThatThrownBy(() -> embedder().embed(List.of("x"))).isInstanceOf(MemoryException.class);
  }
}
