package dev.assistantmemory.embed;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Embeddings from any OpenAI-compatible {@code POST {baseUrl}/embeddings} endpoint (OpenAI, Ollama,
 * vLLM, llama.cpp server, LocalAI). Off by default; chosen by configuration.
 */
public final class OpenAiCompatibleEmbedder implements Embedder {
  private final HttpClient http;
  private final URI endpoint;
  private final String model;
  private final String apiKey;
  private final int dimension;
  private final ObjectMapper json = JsonMapper.builder().build();

  public OpenAiCompatibleEmbedder(
      String baseUrl, String model, String apiKey, int dimension, Duration timeout) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.endpoint = URI.create(base + "/embeddings");
    this.model = model;
    this.apiKey = apiKey;
    this.dimension = dimension;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  @Override
  public List<float[]> embed(List<String> texts) {
    if (texts.isEmpty()) {
      return List.of();
    }
    try {
      byte[] body = json.writeValueAsBytes(Map.of("model", model, "input", texts));
      HttpRequest.Builder req =
          HttpRequest.newBuilder(endpoint)
              .timeout(Duration.ofSeconds(60))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofByteArray(body));
      if (apiKey != null && !apiKey.isBlank()) {
        req.header("Authorization", "Bearer " + apiKey);
      }
      HttpResponse<byte[]> res = http.send(req.build(), HttpResponse.BodyHandlers.ofByteArray());
      if (res.statusCode() / 100 != 2) {
        throw unavailable("embedding endpoint answered " + res.statusCode(), null);
      }
      JsonNode data = json.readTree(res.body()).path("data");
      float[][] out = new float[texts.size()][];
      for (JsonNode item : data) {
        int index = item.path("index").asInt();
        JsonNode vec = item.path("embedding");
        float[] v = new float[vec.size()];
        for (int i = 0; i < v.length; i++) {
          v[i] = (float) vec.get(i).asDouble();
        }
        if (index < 0 || index >= out.length || v.length != dimension) {
          throw unavailable("embedding endpoint returned an unexpected vector", null);
        }
        out[index] = LocalOnnxEmbedder.normalize(v);
      }
      List<float[]> result = new ArrayList<>(out.length);
      for (float[] v : out) {
        if (v == null) {
          throw unavailable("embedding endpoint returned too few vectors", null);
        }
        result.add(v);
      }
      return result;
    } catch (IOException e) {
      throw unavailable("embedding endpoint unreachable", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw unavailable("interrupted", e);
    }
  }

  private static MemoryException unavailable(String message, Throwable cause) {
    return new MemoryException(
        ErrorCode.EMBEDDER_UNAVAILABLE, message, ErrorDetails.NONE, List.of(), cause);
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public String modelId() {
    return "openai-compatible:" + model;
  }

  @Override
  public CheckResult check() {
    return CheckResult.OK;
  }
}
