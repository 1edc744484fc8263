package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.server.TestServer.Response;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * API keys through real HTTP: open while no key exists; once one does, 401 (problem+json, {@code
 * WWW-Authenticate: Bearer}) without a valid key, health and docs open, and a key made or revoked
 * by another process (the CLI) seen within the refresh window.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ApiKeyIT {
  private final TestServer server;

  /** Keys as the CLI sees them: another instance on the same store, with its own cache. */
  ApiKeys elsewhere;

  private final HttpClient http = HttpClient.newHttpClient();

  ApiKeyIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    elsewhere = MemoryApplication.apiKeys(server.app().store(), Clock.systemUTC());
  }

  private Response read(String user, String key) {
    return server.post(
        "/scratchpad/read",
        TestServer.JSON.writeValueAsString(Map.of("userId", user)),
        key == null ? Map.of() : Map.of("Authorization", "Bearer " + key));
  }

  private HttpResponse<String> get(String path) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create(server.base() + path)).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static void assertUnauthorized(Response r) {
    assertThat(r.status()).as(r.raw()).isEqualTo(401);
    assertThat(r.contentType()).startsWith("application/problem+json");
    assertThat(r.body().path("data").path("code").asString()).isEqualTo("UNAUTHORIZED");
    assertThat(r.body().path("code").asString()).isEqualTo("UNAUTHORIZED");
    assertThat(r.body().path("status").asInt()).isEqualTo(401);
    assertThat(r.body().path("statusCode").asInt()).isEqualTo(401);
    assertThat(r.body().path("statusMessage").asString()).isEqualTo("Unauthorized");
    assertThat(r.body().path("title").asString()).isEqualTo("Unauthorized");
    assertThat(r.body().path("error").asBoolean()).isTrue();
    assertThat(r.body().path("url").asString()).isEqualTo("/scratchpad/read");
    assertThat(r.body().path("type").asString()).endsWith("/unauthorized");
    assertThat(r.body().path("message").asString()).isNotBlank();
    assertThat(r.body().path("detail").asString()).isNotBlank();
  }

  @Test
  @Order(1)
  void withoutKeysTheApiIsOpen() {
    assertThat(read("alice", null).status()).isEqualTo(200);
    assertThat(read("alice", "amk_whatever").status())
        .as("a header changes nothing")
        .isEqualTo(200);
  }

  @Test
  @Order(2)
  void onceAKeyExistsRequestsNeedIt() throws Exception {
    ApiKeys.Created alice = elsewhere.create("alice", KeyScope.write);
    // The server notices a key made elsewhere within its refresh window.
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> read("alice", null).status() == 401);

    Response missing = read("alice", null);
    assertUnauthorized(missing);
    HttpResponse<String> raw =
        http.send(
            HttpRequest.newBuilder(URI.create(server.base() + "/scratchpad/read"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"alice\"}"))
                .header("Content-Type", "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(raw.headers().firstValue("WWW-Authenticate")).contains("Bearer");

    assertUnauthorized(read("alice", alice.key() + "x"));
    assertUnauthorized(read("alice", "amk_" + "A".repeat(43)));
    assertUnauthorized(
        server.post(
            "/scratchpad/read",
            "{\"userId\":\"alice\"}",
            Map.of("Authorization", "Basic " + alice.key())));

    Response ok = read("alice", alice.key());
    assertThat(ok.status()).as(ok.raw()).isEqualTo(200);
    Response okLower =
        server.post(
            "/scratchpad/read",
            "{\"userId\":\"alice\"}",
            Map.of("Authorization", "bearer " + alice.key()));
    assertThat(okLower.status()).isEqualTo(200);

    // Health and documentation hold no user data.
    assertThat(get("/health").statusCode()).isEqualTo(200);
    assertThat(get("/").statusCode()).isEqualTo(200);
    assertThat(get("/openapi.json").statusCode())
        .as("not a 401 (404 until it exists)")
        .isNotEqualTo(401);
    assertThat(get("/docs").statusCode()).isNotEqualTo(401);
    assertThat(get("/webjars/x/y.js").statusCode()).isNotEqualTo(401);
    // ...but only those: an unknown route is guarded too, and so is POST /health.
    assertThat(get("/no/such/route").statusCode()).isEqualTo(401);
    assertThat(get("/healthz").statusCode()).isEqualTo(401);
  }

  @Test
  @Order(3)
  void aRevokedKeyIsRefusedWithinTheRefreshWindow() {
    ApiKeys.Created bob = elsewhere.create("bob", KeyScope.read);
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> read("bob", bob.key()).status() == 200);
    long revokedAt = System.nanoTime();
    assertThat(elsewhere.revoke(bob.record().id())).isTrue();
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> read("bob", bob.key()).status() == 401);
    assertThat(Duration.ofNanos(System.nanoTime() - revokedAt))
        .isLessThan(ApiKeys.DEFAULT_REFRESH.plusSeconds(2));
    assertUnauthorized(read("bob", bob.key()));
  }

  @Test
  @Order(4)
  void aKeyActsOnlyForItsUserAndAReadKeyNeverWrites() {
    ApiKeys keys = server.app().apiKeys();
    String dave = keys.create("dave", KeyScope.read).key();
    String erin = keys.create("erin", KeyScope.write).key();
    String admin = keys.create(null, KeyScope.admin).key();

    assertThat(read("dave", dave).status()).isEqualTo(200);
    assertForbidden(write("dave", dave, "from a read key"));
    assertForbidden(read("erin", dave));

    assertThat(write("erin", erin, "erin's own").status()).isEqualTo(200);
    assertForbidden(write("dave", erin, "erin writing as dave"));
    assertForbidden(read("dave", erin));

    // An admin key acts for any user, and shows that the refused writes left nothing.
    assertThat(read("dave", admin).body().path("content").asString()).isEmpty();
    assertThat(read("erin", admin).body().path("content").asString()).isEqualTo("erin's own");
    assertThat(write("dave", admin, "set by admin").status()).isEqualTo(200);
    assertThat(read("dave", dave).body().path("content").asString()).isEqualTo("set by admin");

    // The same rule on every kind of route: a graph write and an ingest.
    Response node =
        server.post(
            "/node/create",
            TestServer.JSON.writeValueAsString(
                Map.of("userId", "dave", "nodeType", "Person", "label", "Zed")),
            Map.of("Authorization", "Bearer " + dave));
    assertForbidden(node);
    Response ingest =
        server.post(
            "/ingest/document",
            TestServer.JSON.writeValueAsString(
                Map.of("userId", "dave", "document", Map.of("id", "d", "content", "x"))),
            Map.of("Authorization", "Bearer " + erin));
    assertForbidden(ingest);
  }

  private Response write(String user, String key, String content) {
    return server.post(
        "/scratchpad/write",
        TestServer.JSON.writeValueAsString(Map.of("userId", user, "content", content)),
        Map.of("Authorization", "Bearer " + key));
  }

  private static void assertForbidden(Response r) {
    assertThat(r.status()).as(r.raw()).isEqualTo(403);
    assertThat(r.body().path("data").path("code").asString()).isEqualTo("FORBIDDEN");
  }
}
