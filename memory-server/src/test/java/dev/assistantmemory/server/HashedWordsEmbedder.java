package dev.assistantmemory.server;

import com.sun.net.httpserver.HttpServer;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A remote embedder for tests: a local HTTP server speaking the OpenAI embeddings protocol at
 * {@code /v1/embeddings}, with hashed bag-of-words vectors of {@value #DIM} dimensions. A test
 * decides per request whether it is answered ({@link Gate}); a refused request gets a 503.
 */
final class HashedWordsEmbedder implements AutoCloseable {
  static final int DIM = 16;

  /** Called with a request's input texts before it is answered; false refuses it with a 503. */
  @FunctionalInterface
  interface Gate {
    boolean answer(List<String> inputs);
  }

  private final HttpServer http;

  HashedWordsEmbedder(Gate gate) throws IOException {
    http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    http.createContext(
        "/v1/embeddings",
        exchange -> {
          JsonNode req = TestServer.JSON.readTree(exchange.getRequestBody().readAllBytes());
          List<String> inputs = new ArrayList<>();
          req.path("input").forEach(text -> inputs.add(text.asString()));
          if (!gate.answer(inputs)) {
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
            return;
          }
          List<Map<String, Object>> data = new ArrayList<>();
          for (int i = 0; i < inputs.size(); i++) {
            data.add(Map.of("index", i, "embedding", vector(inputs.get(i))));
          }
          byte[] bytes =
              TestServer.JSON
                  .writeValueAsString(Map.of("data", data))
                  .getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, bytes.length);
          exchange.getResponseBody().write(bytes);
          exchange.close();
        });
    http.start();
  }

  /** The settings that point a {@link TestServer} at this embedder. */
  Map<Setting, String> settings() {
    return Map.of(
        Setting.EMBEDDING_PROVIDER,
        "openai",
        Setting.EMBEDDING_BASE_URL,
        "http://127.0.0.1:" + http.getAddress().getPort() + "/v1",
        Setting.EMBEDDING_MODEL,
        "hashed-words",
        Setting.EMBEDDING_DIMENSION,
        Integer.toString(DIM));
  }

  @Override
  public void close() {
    http.stop(0);
  }

  private static List<Double> vector(String text) {
    double[] v = new double[DIM];
    v[0] = 0.01;
    for (String w : text.toLowerCase(Locale.ROOT).split("\\W+")) {
      if (!w.isEmpty()) {
        v[Math.floorMod(w.hashCode(), DIM)] += 1;
      }
    }
    List<Double> out = new ArrayList<>(DIM);
    for (double d : v) {
      out.add(d);
    }
    return out;
  }
}
