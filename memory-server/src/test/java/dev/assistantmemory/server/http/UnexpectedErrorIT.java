package dev.assistantmemory.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.assistantmemory.server.http.wire.UserId;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A failure nobody caused: the caller gets a 500 whose body names an error id and carries no stack
 * trace; the log holds the stack trace once, under the same id.
 */
class UnexpectedErrorIT {
  public record BoomRequest(@UserId String userId) implements UserRequest {}

  public record BoomView(String never) {}

  @Test
  void aFailureIsLoggedOnceWithItsStackTraceUnderTheIdTheBodyCarries() throws Exception {
    RouteModule boom =
        () ->
            List.of(
                Endpoint.read(
                    "/boom",
                    "test",
                    "Always fails",
                    BoomRequest.class,
                    BoomView.class,
                    (req, call) -> {
                      throw new IllegalStateException("secret internal detail");
                    }));
    ListAppender<ILoggingEvent> log = new ListAppender<>();
    log.start();
    Logger logger = (Logger) LoggerFactory.getLogger(HttpApi.class);
    logger.addAppender(log);
    HttpApi api =
        new HttpApi(
                new HttpApi.Options("127.0.0.1", 0, 1_000_000, Set.of(), Set.of()),
                List.of(boom),
                List.of())
            .start();
    try {
      HttpResponse<String> res =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + api.port() + "/boom"))
                      .header("Content-Type", "application/json")
                      .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"u\"}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(res.statusCode()).isEqualTo(500);
      JsonNode body = JsonMapper.builder().build().readTree(res.body());
      String errorId = body.path("data").path("errorId").asString();
      assertThat(errorId).isNotBlank();
      assertThat(body.path("data").path("code").asString()).isEqualTo("INTERNAL_ERROR");
      assertThat(body.path("message").asString()).contains(errorId);
      assertThat(res.body())
          .doesNotContain("secret internal detail", "IllegalStateException", "at dev.");

      List<ILoggingEvent> errors =
          log.list.stream().filter(e -> e.getLevel() == Level.ERROR).toList();
      assertThat(errors).hasSize(1);
      assertThat(errors.get(0).getFormattedMessage()).contains(errorId);
      assertThat(errors.get(0).getThrowableProxy()).isNotNull();
      assertThat(errors.get(0).getThrowableProxy().getMessage())
          .isEqualTo("secret internal detail");
    } finally {
      api.close();
      logger.detachAppender(log);
    }
  }

  /**
   * The eighteenth audit's X2: an {@link Error} (here a linkage error) thrown by a handler escaped
   * Javalin's exception mapper and ended the request with an empty 500; it gets the same JSON body.
   */
  @Test
  void anErrorNotAnExceptionAlsoAnswersTheJsonBody() throws Exception {
    RouteModule boom =
        () ->
            List.of(
                Endpoint.read(
                    "/boom-error",
                    "test",
                    "Always fails with an Error",
                    BoomRequest.class,
                    BoomView.class,
                    (req, call) -> {
                      throw new NoClassDefFoundError("secret internal detail");
                    }));
    HttpApi api =
        new HttpApi(
                new HttpApi.Options("127.0.0.1", 0, 1_000_000, Set.of(), Set.of()),
                List.of(boom),
                List.of())
            .start();
    try {
      HttpResponse<String> res =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          URI.create("http://127.0.0.1:" + api.port() + "/boom-error"))
                      .header("Content-Type", "application/json")
                      .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"u\"}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(res.statusCode()).isEqualTo(500);
      JsonNode body = JsonMapper.builder().build().readTree(res.body());
      assertThat(body.path("data").path("code").asString()).isEqualTo("INTERNAL_ERROR");
      assertThat(body.path("data").path("errorId").asString()).isNotBlank();
      assertThat(res.body()).doesNotContain("secret internal detail", "NoClassDefFoundError");
    } finally {
      api.close();
    }
  }
}
