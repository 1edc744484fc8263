package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The thirteenth audit (docs/contract-audit.md, "Thirteenth audit"): what a probe of the wire
 * contract found after twelve audits. Real HTTP, real SQLite. The API-key test runs last: once a
 * key exists every request of this server needs one.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ThirteenthAuditIT {
  private static final String TOKEN = "thirteenth-audit-maintenance-token-0123456789";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private static Map<String, Object> body(Object... kv) {
    return TestServer.body(kv);
  }

  private static Map<String, Object> metric(String slug, String hint) {
    return body(
        "slug",
        slug,
        "label",
        "Huge " + slug,
        "description",
        "A metric whose readings are very large",
        "unit",
        "u",
        "aggregationHint",
        hint);
  }

  // ------------------------------------------------------------------ W1

  /**
   * CONTRACT.md 7: a series point's {@code value}, a window's {@code avg} and a mover's {@code
   * delta} are numbers. Before: a reading of 1.7e308 was taken (it is finite), and every aggregate
   * that added two of them overflowed to infinity, which went out as the string {@code "Infinity"}
   * (a client's parse of the whole answer failed). Now a reading larger than 1e300 in magnitude is
   * refused: a validation 400 at {@code value} on the single route, a row error by index in a bulk
   * push; 1e300 itself is taken and its sums stay numbers.
   */
  @Test
  @Order(1)
  void aReadingTooLargeToAggregateIsRefusedAndTheAggregatesStayNumbers() {
    String user = "t13-huge";
    Response refused =
        server.post(
            "/metrics/observations",
            body(
                "userId",
                user,
                "metric",
                metric("huge_sum", "sum"),
                "value",
                1.7e308,
                "occurredAt",
                "2026-11-03T07:30:00.000Z"));
    TestServer.assertInvalid(refused, "value", "too_big");
    TestServer.assertInvalid(
        server.post(
            "/metrics/observations",
            body(
                "userId",
                user,
                "metric",
                metric("huge_sum", "sum"),
                "value",
                -1.7e308,
                "occurredAt",
                "2026-11-03T07:30:00.000Z")),
        "value",
        "too_small");
    assertThat(server.ok("/metrics/list", body("userId", user)).path("metrics").size())
        .as("nothing was written")
        .isZero();

    String metricId = null;
    for (String day : List.of("03", "04")) {
      JsonNode ok =
          server.ok(
              "/metrics/observations",
              body(
                  "userId",
                  user,
                  "metric",
                  metric("huge_sum", "sum"),
                  "value",
                  1e300,
                  "occurredAt",
                  "2026-11-" + day + "T07:30:00.000Z"));
      assertThat(ok.path("inserted").asInt()).isEqualTo(1);
      metricId = ok.path("metricId").asString();
    }

    JsonNode bulk =
        server.ok(
            "/metrics/observations/bulk",
            body(
                "userId",
                user,
                "sourceExternalId",
                "t13-push",
                "observations",
                List.of(
                    body(
                        "metricSlug", "huge_sum",
                        "value", 1e300,
                        "occurredAt", "2026-11-05T07:30:00.000Z"),
                    body(
                        "metricSlug", "huge_sum",
                        "value", 1.7e308,
                        "occurredAt", "2026-11-06T07:30:00.000Z"))));
    assertThat(bulk.path("inserted").asInt()).as(bulk.toString()).isEqualTo(1);
    assertThat(bulk.path("errors").size()).as(bulk.toString()).isEqualTo(1);
    assertThat(bulk.path("errors").get(0).path("index").asInt()).isEqualTo(1);
    assertThat(bulk.path("errors").get(0).path("code").asString()).isEqualTo("INVALID_INPUT");

    for (String agg : List.of("sum", "avg")) {
      JsonNode series =
          server.ok(
              "/metrics/series",
              body(
                  "userId",
                  user,
                  "metricIds",
                  List.of(metricId),
                  "from",
                  "2026-11-01T00:00:00.000Z",
                  "to",
                  "2026-11-30T00:00:00.000Z",
                  "bucket",
                  "month",
                  "agg",
                  agg));
      JsonNode value = series.path("series").get(0).path("points").get(0).path("value");
      assertThat(value.isNumber()).as(agg + ": " + series).isTrue();
    }
  }

  // ------------------------------------------------------------------ W2

  /**
   * CONTRACT.md 10.2: the maintenance routes take {@code Authorization: Bearer
   * <PARTITION_MAINTENANCE_TOKEN>}; RFC 9110 15.5.2: a 401 carries a {@code WWW-Authenticate}
   * challenge. Before: the 401 of a missing or wrong token had none (the API keys' 401 has).
   */
  @Test
  @Order(2)
  void aMaintenanceTokenRefusalCarriesTheBearerChallenge() throws Exception {
    for (String authorization : new String[] {null, "Bearer wrong-token"}) {
      HttpRequest.Builder req =
          HttpRequest.newBuilder(URI.create(server.base() + "/maintenance/partition-progress"))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"t13-maint\"}"));
      if (authorization != null) {
        req.header("Authorization", authorization);
      }
      HttpResponse<String> r = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).as(r.body()).isEqualTo(401);
      assertThat(r.body()).contains("PARTITION_MAINTENANCE_UNAUTHORIZED");
      assertThat(r.headers().firstValue("WWW-Authenticate")).contains("Bearer");
    }
    Response ok =
        server.post(
            "/maintenance/partition-progress",
            "{\"userId\":\"t13-maint\"}",
            Map.of("Authorization", "Bearer " + TOKEN));
    assertThat(ok.status()).as(ok.raw()).isEqualTo(200);
  }

  // ------------------------------------------------------------------ W4

  /**
   * CONTRACT.md 6 {@code /commitments/update} and 8 {@code /node/update}: {@code description: ""}
   * clears the description (it answers {@code null}). Before: the same {@code ""} on {@code
   * /commitments/create} or {@code /node/create} (a form with an empty field) was stored as text
   * and answered {@code ""} by every read, a state an update can never produce. This audit read it
   * as no description; the twentieth (Y2, Z2) refuses it, as the original's {@code min(1)}: 400
   * {@code description} {@code too_small}, nothing written.
   */
  @Test
  @Order(3)
  void anEmptyDescriptionOnCreateIsRefusedAndNeverStored() {
    String user = "t13-desc";
    TestServer.assertInvalid(
        server.post(
            "/commitments/create", body("userId", user, "label", "File taxes", "description", "")),
        "description",
        "too_small");
    TestServer.assertInvalid(
        server.post(
            "/node/create",
            body("userId", user, "nodeType", "Person", "label", "Dana", "description", "")),
        "description",
        "too_small");
    assertThat(
            server
                .ok("/commitments/list", body("userId", user, "provenance", "all"))
                .path("commitments"))
        .as("nothing created")
        .isEmpty();

    // A description with text is kept as given.
    JsonNode kept =
        server.ok(
            "/commitments/create", body("userId", user, "label", "Call Dana", "description", " x"));
    assertThat(
            server
                .ok(
                    "/commitments/get",
                    body("userId", user, "taskId", kept.path("taskId").asString()))
                .path("description")
                .asString())
        .isEqualTo(" x");
  }

  // ------------------------------------------------------------------ W3

  /**
   * CONTRACT.md 13.16 "dry run writes nothing"; README: a {@code read} API key only reads. Before:
   * a read key was refused (403 {@code FORBIDDEN}) on the previews of {@code
   * /maintenance/prune-stale-nodes}, {@code prune-orphan-nodes}, {@code
   * recover-statusless-commitments} (all {@code dryRun: true} by default) and {@code
   * cleanup-placeholders} without {@code triggerCleanup}, though the partition fence already counts
   * them as reads (eleventh audit K2). An apply stays a write.
   */
  @Test
  @Order(100)
  void aReadKeyMayPreviewAMaintenanceSweepButNotApplyIt() {
    String user = "t13-reader";
    server.node(user, "Person", "Old friend");
    ApiKeys keys = MemoryApplication.apiKeys(server.app().store(), Clock.systemUTC());
    String read = keys.create(user, KeyScope.read).key();
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> server.post("/scratchpad/read", body("userId", user)).status() == 401);
    Map<String, String> auth = Map.of("Authorization", "Bearer " + read);

    for (String route :
        List.of(
            "/maintenance/prune-stale-nodes",
            "/maintenance/prune-orphan-nodes",
            "/maintenance/recover-statusless-commitments",
            "/maintenance/cleanup-placeholders")) {
      Response preview = server.post(route, "{\"userId\":\"" + user + "\"}", auth);
      assertThat(preview.status()).as(route + ": " + preview.raw()).isEqualTo(200);
    }
    Response dryRun =
        server.post(
            "/maintenance/prune-stale-nodes",
            "{\"userId\":\"" + user + "\",\"dryRun\":true,\"minIdleDays\":0}",
            auth);
    assertThat(dryRun.status()).as(dryRun.raw()).isEqualTo(200);

    for (String route :
        List.of(
            "/maintenance/prune-stale-nodes",
            "/maintenance/prune-orphan-nodes",
            "/maintenance/recover-statusless-commitments")) {
      Response refused = server.post(route, "{\"userId\":\"" + user + "\",\"dryRun\":false}", auth);
      assertThat(refused.status()).as(route + ": " + refused.raw()).isEqualTo(403);
      assertThat(refused.body().path("data").path("code").asString()).isEqualTo("FORBIDDEN");
    }
    Response trigger =
        server.post(
            "/maintenance/cleanup-placeholders",
            "{\"userId\":\"" + user + "\",\"triggerCleanup\":true}",
            auth);
    assertThat(trigger.status()).as(trigger.raw()).isEqualTo(403);
    // Another user's preview stays refused for a key bound to this user.
    Response foreign =
        server.post("/maintenance/prune-stale-nodes", "{\"userId\":\"someone-else\"}", auth);
    assertThat(foreign.status()).as(foreign.raw()).isEqualTo(403);
  }
}
