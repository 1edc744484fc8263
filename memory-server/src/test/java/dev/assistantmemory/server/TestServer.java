package dev.assistantmemory.server;

import static org.awaitility.Awaitility.await;

import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** A real service on a random port over a real SQLite file and Lucene index in a temp directory. */
public final class TestServer implements AutoCloseable {
  public static final ObjectMapper JSON = JsonMapper.builder().build();
  public static final long MAX_REQUEST_BYTES = 1_048_576;

  private final MemoryApplication app;
  private final HttpClient http = HttpClient.newHttpClient();
  private final String base;
  private final Path dataDir;
  private boolean closed;

  public TestServer(Path dataDir) {
    this(dataDir, Map.of());
  }

  public TestServer(Path dataDir, Map<Setting, String> settings) {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    flags.putAll(settings);
    flags.put(Setting.DATA_DIR, dataDir.toString());
    flags.put(Setting.PORT, "0");
    flags.put(Setting.MAX_REQUEST_BYTES, Long.toString(MAX_REQUEST_BYTES));
    MemoryConfig config = new ConfigLoader(Map.of(), dataDir, dataDir).load(flags);
    this.app = new MemoryApplication(config).start();
    this.base = "http://127.0.0.1:" + app.port();
    this.dataDir = dataDir;
  }

  /** The directory of the server's index, blobs and (on SQLite) database file. */
  public Path dataDir() {
    return dataDir;
  }

  public MemoryApplication app() {
    return app;
  }

  public String base() {
    return base;
  }

  public record Response(int status, String contentType, JsonNode body, String raw) {}

  public Response post(String path, Object body) {
    return post(path, body instanceof String s ? s : JSON.writeValueAsString(body), Map.of());
  }

  /** A JSON object from alternating keys and values, in that order. */
  public static Map<String, Object> body(Object... kv) {
    Map<String, Object> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      out.put((String) kv[i], kv[i + 1]);
    }
    return out;
  }

  /** Posts {@code body} and fails unless the answer is a 2xx; its body. */
  public JsonNode ok(String path, Object body) {
    Response r = post(path, body);
    if (r.status() < 200 || r.status() > 299) {
      throw new AssertionError(path + " answered " + r.status() + ": " + r.raw());
    }
    return r.body();
  }

  /** A new node's id ({@code /node/create} of a label alone). */
  public String node(String userId, String nodeType, String label) {
    return ok("/node/create", body("userId", userId, "nodeType", nodeType, "label", label))
        .path("node")
        .path("id")
        .asString();
  }

  /** A validation 400 whose first issue is at {@code path} with {@code code}. */
  public static void assertInvalid(Response r, String path, String code) {
    org.assertj.core.api.Assertions.assertThat(r.status()).as(r.raw()).isEqualTo(400);
    JsonNode issues = r.body().path("data").path("issues");
    org.assertj.core.api.Assertions.assertThat(issues.isArray() && !issues.isEmpty())
        .as(r.raw())
        .isTrue();
    org.assertj.core.api.Assertions.assertThat(issues.get(0).path("path").asString())
        .as(r.raw())
        .isEqualTo(path);
    org.assertj.core.api.Assertions.assertThat(issues.get(0).path("code").asString())
        .as(r.raw())
        .isEqualTo(code);
  }

  public Response post(String path, String rawBody, Map<String, String> headers) {
    HttpRequest.Builder req =
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(rawBody));
    headers.forEach(req::header);
    return send(req.build());
  }

  /**
   * {@code POST /maintenance/source-lifecycle}: {@code action} on {@code source} (a {@code
   * /sources/get} body) at its current partition and version, with the maintenance {@code token}.
   */
  /** Ingests a document titled "Title ID", waits for it, and returns its /sources/get view. */
  public JsonNode ingestDocument(String user, String id, String content) {
    Map<String, Object> d = new java.util.LinkedHashMap<>();
    d.put("id", id);
    d.put("content", content);
    d.put("title", "Title " + id);
    Response r = post("/ingest/document", Map.of("userId", user, "document", d));
    org.assertj.core.api.Assertions.assertThat(r.status()).as(r.raw()).isEqualTo(202);
    awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    return ok(
            "/sources/get",
            Map.of("userId", user, "sourceId", r.body().path("sourceId").asString()))
        .path("source");
  }

  public Response sourceLifecycle(String user, JsonNode source, String action, String token) {
    Map<String, Object> body = new java.util.LinkedHashMap<>();
    body.put("userId", user);
    body.put("sourceId", source.path("sourceId").asString());
    body.put("expectedPartitionKey", source.path("partitionKey").asString());
    body.put("expectedSourceVersion", source.path("version").asInt());
    body.put("commandId", java.util.UUID.randomUUID().toString());
    body.put("action", action);
    return post(
        "/maintenance/source-lifecycle",
        JSON.writeValueAsString(body),
        Map.of("Authorization", "Bearer " + token));
  }

  public Response get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET().build());
  }

  private Response send(HttpRequest req) {
    try {
      HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
      JsonNode json = null;
      String ct = res.headers().firstValue("content-type").orElse("");
      if (ct.contains("json")) {
        json = JSON.readTree(res.body());
      }
      return new Response(res.statusCode(), ct, json, res.body());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * Waits until the receipt is terminal and every stored change is searchable; returns the receipt.
   */
  public JsonNode awaitProcessed(String userId, String operationId) {
    return awaitProcessed(userId, operationId, Duration.ofSeconds(60));
  }

  public JsonNode awaitProcessed(String userId, String operationId, Duration within) {
    JsonNode[] receipt = new JsonNode[1];
    await()
        .atMost(within)
        .pollInterval(Duration.ofMillis(50))
        .until(
            () -> {
              // Workspace reach: the receipt may live in any of the user's partitions.
              JsonNode r =
                  post(
                          "/sources/processing",
                          JSON.writeValueAsString(
                              Map.of("userId", userId, "operationId", operationId)),
                          Map.of("x-memory-access-scope", "workspace"))
                      .body()
                      .path("processing");
              receipt[0] = r;
              String status = r.path("status").asString();
              return "completed".equals(status) || "failed".equals(status);
            });
    awaitIndexed();
    return receipt[0];
  }

  /**
   * Makes {@code partitionKey} one of the user's registered partitions by a write that adds nothing
   * to the graph, search or commitments (a metric reading), so a read naming it is answered rather
   * than refused by the partition fence: an isolation test reading a never-written key would pass
   * on the 409 alone.
   */
  public void registerPartition(String userId, String partitionKey) {
    Response r =
        post(
            "/metrics/observations",
            Map.of(
                "userId",
                userId,
                "partitionKey",
                partitionKey,
                "metric",
                Map.of(
                    "slug",
                    "partition_marker",
                    "label",
                    "Partition marker",
                    "description",
                    "Written by tests to register a partition",
                    "unit",
                    "count",
                    "aggregationHint",
                    "sum"),
                "value",
                1,
                "occurredAt",
                "2000-01-01T00:00:00Z"));
    if (r.status() >= 300) {
      throw new IllegalStateException("could not register " + partitionKey + ": " + r.raw());
    }
  }

  public void awaitIndexed() {
    await()
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> app.tailer().lag() == 0);
  }

  /**
   * The chunk hits of a search of the user's personal memory (all partitions) with an explicit
   * ranking, in order; {@code vector} is the query's embedding, or null for a lexical-only ranking.
   */
  public java.util.List<dev.assistantmemory.core.retrieve.ChunkHit> chunkHits(
      String userId,
      String question,
      dev.assistantmemory.core.retrieve.RankingConfig cfg,
      float[] vector) {
    return app
        .search()
        .search(
            new dev.assistantmemory.core.retrieve.SearchRequest(
                dev.assistantmemory.core.access.ReadScope.of(
                    userId, null, dev.assistantmemory.core.access.AccessScope.partition),
                question,
                10,
                dev.assistantmemory.model.Scope.personal,
                java.util.Set.of(),
                null),
            cfg,
            vector)
        .hits()
        .stream()
        .filter(dev.assistantmemory.core.retrieve.ChunkHit.class::isInstance)
        .map(dev.assistantmemory.core.retrieve.ChunkHit.class::cast)
        .toList();
  }

  /** Stops the service; a second close does nothing. */
  @Override
  public synchronized void close() {
    if (!closed) {
      closed = true;
      app.close();
    }
  }
}
