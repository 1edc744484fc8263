package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * {@code /metrics/*} through real HTTP: single and bulk writes with every row error, the dedup and
 * review path, series across a daylight-saving change, summaries, update, delete, and isolation
 * (another user's or partition's definition is not found and nothing is written).
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MetricRoutesIT {
  private final TestServer server;

  MetricRoutesIT(TestServer server) {
    this.server = server;
  }

  static Map<String, Object> metric(String slug, String label, String description, String unit) {
    return Map.of(
        "slug",
        slug,
        "label",
        label,
        "description",
        description,
        "unit",
        unit,
        "aggregationHint",
        "avg");
  }

  static final Map<String, Object> WEIGHT =
      metric("body_weight", "Body weight", "Morning bathroom scale weight", "kg");

  Response observe(String user, Map<String, Object> metric, Object value, String at) {
    Map<String, Object> body = new HashMap<>();
    body.put("userId", user);
    body.put("metric", metric);
    body.put("value", value);
    body.put("occurredAt", at);
    return server.post("/metrics/observations", body);
  }

  JsonNode list(String user) {
    Response r = server.post("/metrics/list", Map.of("userId", user));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("metrics");
  }

  @Test
  void aSingleReadingCreatesThenReusesItsDefinition() {
    Response first = observe("m-single", WEIGHT, 78.2, "2026-05-03T07:30:00Z");
    assertThat(first.status()).as(first.raw()).isEqualTo(200);
    assertThat(first.body().path("inserted").asInt()).isEqualTo(1);
    assertThat(first.body().path("errors").size()).isZero();
    assertThat(first.body().path("definitionCreated").asBoolean()).isTrue();
    assertThat(first.body().path("needsReview").asBoolean()).isFalse();
    assertThat(first.body().path("reviewTaskNodeId").isNull()).isTrue();
    String id = first.body().path("metricId").asString();
    assertThat(id).startsWith("mdef_").hasSize(31);

    Response second = observe("m-single", WEIGHT, 77.8, "2026-05-04T07:30:00Z");
    assertThat(second.body().path("definitionCreated").asBoolean()).isFalse();
    assertThat(second.body().path("metricId").asString()).isEqualTo(id);

    JsonNode metrics = list("m-single");
    assertThat(metrics.size()).isEqualTo(1);
    JsonNode m = metrics.get(0);
    assertThat(m.path("slug").asString()).isEqualTo("body_weight");
    assertThat(m.path("unit").asString()).isEqualTo("kg");
    assertThat(m.path("validRange").path("min").isNull()).isTrue();
    assertThat(m.path("stats").path("observationCount").asInt()).isEqualTo(2);
    assertThat(m.path("stats").path("firstAt").asString()).isEqualTo("2026-05-03T07:30:00.000Z");
    assertThat(m.path("stats").path("latestAt").asString()).isEqualTo("2026-05-04T07:30:00.000Z");
    assertThat(m.path("stats").path("latestValue").asDouble()).isEqualTo(77.8);
  }

  @Test
  void refusedReadingsAnswer400WithRowErrorsAndWriteNothing() {
    observe("m-bad", WEIGHT, 80, "2026-05-03T07:30:00Z");
    Response unit =
        observe(
            "m-bad",
            metric("body_weight", "Body weight", "Morning bathroom scale weight", "lb"),
            170,
            "2026-05-04T07:30:00Z");
    assertThat(unit.status()).as(unit.raw()).isEqualTo(400);
    JsonNode data = unit.body().path("data");
    assertThat(data.path("inserted").asInt()).isZero();
    assertThat(data.path("errors").get(0).path("index").asInt()).isZero();
    assertThat(data.path("errors").get(0).path("code").asString()).isEqualTo("RESOLVE_FAILED");
    assertThat(data.path("definitionCreated").asBoolean()).isFalse();

    Map<String, Object> ranged =
        new HashMap<>(metric("resting_hr", "Resting heart rate", "Resting pulse", "bpm"));
    ranged.put("validRangeMin", 20);
    ranged.put("validRangeMax", 250);
    Response range = observe("m-bad", ranged, 400, "2026-05-04T07:30:00Z");
    assertThat(range.status()).isEqualTo(400);
    assertThat(range.body().path("data").path("errors").get(0).path("code").asString())
        .isEqualTo("RANGE_VIOLATION");

    Response infinite =
        server.post(
            "/metrics/observations",
            "{\"userId\":\"m-bad\",\"metric\":{\"slug\":\"body_weight\",\"label\":\"Body weight\","
                + "\"description\":\"d\",\"unit\":\"kg\",\"aggregationHint\":\"avg\"},"
                + "\"value\":1e400,\"occurredAt\":\"2026-05-04T07:30:00Z\"}",
            Map.of());
    assertThat(infinite.status()).as(infinite.raw()).isEqualTo(400);
    assertThat(infinite.raw()).contains("value");
    Response nan =
        server.post(
            "/metrics/observations",
            "{\"userId\":\"m-bad\",\"metric\":{\"slug\":\"body_weight\",\"label\":\"Body weight\","
                + "\"description\":\"d\",\"unit\":\"kg\",\"aggregationHint\":\"avg\"},"
                + "\"value\":NaN,\"occurredAt\":\"2026-05-04T07:30:00Z\"}",
            Map.of());
    assertThat(nan.status()).isEqualTo(400);

    Response badDate = observe("m-bad", WEIGHT, 80, "2026-05-04 07:30");
    assertThat(badDate.status()).isEqualTo(400);
    assertThat(badDate.raw()).contains("occurredAt");
    Response offset = observe("m-bad", WEIGHT, 80, "2026-05-04T07:30:00+02:00");
    assertThat(offset.status()).isEqualTo(400);
    Response slug =
        observe(
            "m-bad", metric("Body Weight", "Body weight", "d", "kg"), 80, "2026-05-04T07:30:00Z");
    assertThat(slug.status()).isEqualTo(400);
    assertThat(slug.raw()).contains("slug");
    Map<String, Object> inverted = new HashMap<>(WEIGHT);
    inverted.put("validRangeMin", 10);
    inverted.put("validRangeMax", 5);
    assertThat(observe("m-bad", inverted, 7, "2026-05-04T07:30:00Z").status()).isEqualTo(400);

    JsonNode metrics = list("m-bad");
    assertThat(metrics.size()).as("no resting_hr definition").isEqualTo(1);
    assertThat(metrics.get(0).path("stats").path("observationCount").asInt()).isEqualTo(1);
  }

  @Test
  void bulkWritesKnownSlugsAndReportsTheRestByIndex() {
    observe("m-bulk", WEIGHT, 80, "2026-05-01T07:00:00Z");
    Map<String, Object> steps =
        new HashMap<>(metric("steps", "Steps", "Daily step count", "steps"));
    steps.put("validRangeMin", 0);
    observe("m-bulk", steps, 1000, "2026-05-01T20:00:00Z");
    Response r =
        server.post(
            "/metrics/observations/bulk",
            Map.of(
                "userId",
                "m-bulk",
                "sourceExternalId",
                "garmin-2026-05",
                "observations",
                List.of(
                    Map.of(
                        "metricSlug",
                        "body_weight",
                        "value",
                        79.5,
                        "occurredAt",
                        "2026-05-02T07:00:00Z"),
                    Map.of(
                        "metricSlug", "vo2max", "value", 50, "occurredAt", "2026-05-02T07:00:00Z"),
                    Map.of(
                        "metricSlug", "steps", "value", -5, "occurredAt", "2026-05-02T07:00:00Z"),
                    Map.of(
                        "metricSlug",
                        "steps",
                        "value",
                        12000,
                        "occurredAt",
                        "2026-05-02T20:00:00Z",
                        "note",
                        "hike"))));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(r.body().path("inserted").asInt()).isEqualTo(2);
    JsonNode errors = r.body().path("errors");
    assertThat(errors.size()).isEqualTo(2);
    assertThat(errors.get(0).path("index").asInt()).isEqualTo(1);
    assertThat(errors.get(0).path("code").asString()).isEqualTo("DEFINITION_NOT_FOUND");
    assertThat(errors.get(1).path("index").asInt()).isEqualTo(2);
    assertThat(errors.get(1).path("code").asString()).isEqualTo("RANGE_VIOLATION");
    assertThat(list("m-bulk").size()).as("bulk never creates definitions").isEqualTo(2);

    Response badDate =
        server.post(
            "/metrics/observations/bulk",
            Map.of(
                "userId",
                "m-bulk",
                "sourceExternalId",
                "x",
                "observations",
                List.of(Map.of("metricSlug", "steps", "value", 1, "occurredAt", "yesterday"))));
    assertThat(badDate.status()).isEqualTo(400);
    Response empty =
        server.post(
            "/metrics/observations/bulk",
            Map.of("userId", "m-bulk", "sourceExternalId", "x", "observations", List.of()));
    assertThat(empty.status()).isEqualTo(400);
    long total = 0;
    for (JsonNode m : list("m-bulk")) {
      total += m.path("stats").path("observationCount").asLong();
    }
    assertThat(total).isEqualTo(4);
  }

  @Test
  void similarDefinitionsAreReusedOrCreatedForReview() {
    String user = "m-dedup";
    String weightId =
        observe(user, WEIGHT, 80, "2026-05-01T07:00:00Z").body().path("metricId").asString();
    // "Body mass. Morning scale weight (kg)": similarity 0.90 with the all-MiniLM model.
    Response reused =
        observe(
            user,
            metric("body_mass", "Body mass", "Morning scale weight", "kg"),
            79,
            "2026-05-02T07:00:00Z");
    assertThat(reused.status()).as(reused.raw()).isEqualTo(200);
    assertThat(reused.body().path("definitionCreated").asBoolean()).isFalse();
    assertThat(reused.body().path("metricId").asString()).isEqualTo(weightId);
    // "Evening weight. Weight measured before bed (kg)": similarity 0.78, a near-duplicate.
    Response review =
        observe(
            user,
            metric("evening_weight", "Evening weight", "Weight measured before bed", "kg"),
            81,
            "2026-05-02T21:00:00Z");
    assertThat(review.body().path("definitionCreated").asBoolean()).isTrue();
    assertThat(review.body().path("needsReview").asBoolean()).isTrue();
    String taskId = review.body().path("reviewTaskNodeId").asString();
    assertThat(taskId).startsWith("node_");
    Response task = server.post("/node/get", Map.of("userId", user, "nodeId", taskId));
    assertThat(task.status()).as(task.raw()).isEqualTo(200);
    assertThat(task.raw()).contains("Task").contains("HAS_TASK_STATUS").contains("pending");
    // Steps: unrelated, a plain new definition.
    Response fresh =
        observe(
            user,
            metric("steps", "Steps", "Daily step count", "steps"),
            9000,
            "2026-05-02T21:00:00Z");
    assertThat(fresh.body().path("definitionCreated").asBoolean()).isTrue();
    assertThat(fresh.body().path("needsReview").asBoolean()).isFalse();

    Response pending =
        server.post("/metrics/list", Map.of("userId", user, "filter", Map.of("needsReview", true)));
    assertThat(pending.body().path("metrics").size()).isEqualTo(1);
    assertThat(pending.body().path("metrics").get(0).path("slug").asString())
        .isEqualTo("evening_weight");
    assertThat(pending.body().path("metrics").get(0).path("reviewTaskNodeId").asString())
        .isEqualTo(taskId);
  }

  @Test
  void dayBucketsFollowTheZoneAcrossADaylightSavingChange() {
    String user = "m-dst";
    String id =
        observe(
                user,
                metric("steps", "Steps", "Daily step count", "steps"),
                100,
                "2026-03-07T05:30:00Z") // 2026-03-07 00:30 EST
            .body()
            .path("metricId")
            .asString();
    // New York springs forward on 2026-03-08: that day is 23 hours long (05:00Z to 04:00Z).
    server.post(
        "/metrics/observations/bulk",
        Map.of(
            "userId",
            user,
            "sourceExternalId",
            "dst",
            "observations",
            List.of(
                Map.of("metricSlug", "steps", "value", 200, "occurredAt", "2026-03-08T04:59:00Z"),
                Map.of("metricSlug", "steps", "value", 10, "occurredAt", "2026-03-08T05:00:00Z"),
                Map.of("metricSlug", "steps", "value", 30, "occurredAt", "2026-03-09T03:59:00Z"),
                Map.of("metricSlug", "steps", "value", 50, "occurredAt", "2026-03-09T04:00:00Z"))));
    Response r =
        marchSeries(user, id, "bucket", "day", "agg", "sum", "timeZone", "America/New_York");
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode points = r.body().path("series").get(0).path("points");
    assertThat(points.size()).isEqualTo(3);
    assertThat(points.get(0).path("t").asString()).isEqualTo("2026-03-07T05:00:00.000Z");
    assertThat(points.get(0).path("value").asDouble()).isEqualTo(300);
    assertThat(points.get(1).path("t").asString()).isEqualTo("2026-03-08T05:00:00.000Z");
    assertThat(points.get(1).path("value").asDouble()).isEqualTo(40);
    assertThat(points.get(2).path("t").asString()).isEqualTo("2026-03-09T04:00:00.000Z");
    assertThat(points.get(2).path("value").asDouble()).isEqualTo(50);

    Response utc = marchSeries(user, id, "bucket", "none");
    assertThat(utc.body().path("series").get(0).path("points").size()).isEqualTo(5);
    assertThat(utc.body().path("series").get(0).path("truncated").asBoolean()).isFalse();

    Response zone = marchSeries(user, id, "bucket", "day", "timeZone", "Mars/Olympus");
    assertThat(zone.status()).isEqualTo(400);
    assertThat(zone.raw()).contains("timeZone");
    Response inverted =
        marchSeries(
            user,
            id,
            "from",
            "2026-03-31T00:00:00Z",
            "to",
            "2026-03-01T00:00:00Z",
            "bucket",
            "day");
    assertThat(inverted.status()).isEqualTo(400);
    Response badBucket = marchSeries(user, id, "bucket", "fortnight");
    assertThat(badBucket.status()).isEqualTo(400);
  }

  @Test
  void summariesKeepRequestOrderAndNullFillUnknownIds() {
    String user = "m-sum";
    Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    String id =
        observe(user, WEIGHT, 30, now.minus(Duration.ofDays(60)).toString())
            .body()
            .path("metricId")
            .asString();
    observe(user, WEIGHT, 20, now.minus(Duration.ofDays(10)).toString());
    observe(user, WEIGHT, 10, now.minus(Duration.ofDays(1)).toString());
    String stepsId =
        observe(
                user,
                metric("steps", "Steps", "Daily step count", "steps"),
                5,
                now.minus(Duration.ofDays(200)).toString())
            .body()
            .path("metricId")
            .asString();

    Response one = server.post("/metrics/summary", Map.of("userId", user, "metricId", id));
    assertThat(one.status()).as(one.raw()).isEqualTo(200);
    JsonNode s = one.body();
    assertThat(s.path("latest").path("value").asDouble()).isEqualTo(10);
    JsonNode w = s.path("windows");
    assertThat(w.path("7d").path("count").asInt()).isEqualTo(1);
    assertThat(w.path("30d").path("avg").asDouble()).isEqualTo(15);
    assertThat(w.path("30d").path("min").asDouble()).isEqualTo(10);
    assertThat(w.path("30d").path("max").asDouble()).isEqualTo(20);
    assertThat(w.path("90d").path("avg").asDouble()).isEqualTo(20);
    assertThat(w.path("90d").path("count").asInt()).isEqualTo(3);
    assertThat(s.path("trend").asString()).isEqualTo("down");

    Response old = server.post("/metrics/summary", Map.of("userId", user, "metricId", stepsId));
    assertThat(old.body().path("latest").path("value").asDouble()).isEqualTo(5);
    assertThat(old.body().path("windows").path("7d").isNull()).isTrue();
    assertThat(old.body().path("windows").path("90d").isNull()).isTrue();
    assertThat(old.body().path("trend").asString()).isEqualTo("flat");

    Response many =
        server.post(
            "/metrics/summaries",
            Map.of(
                "userId",
                user,
                "metricIds",
                List.of(stepsId, "mdef_01jzzzzzzzzzzzzzzzzzzzzzzz", id)));
    assertThat(many.status()).as(many.raw()).isEqualTo(200);
    JsonNode list = many.body().path("summaries");
    assertThat(list.size()).isEqualTo(3);
    assertThat(list.get(0).path("metricId").asString()).isEqualTo(stepsId);
    // An unknown id keeps its place as a null-filled summary (CONTRACT.md 7: Summary[]).
    assertThat(list.get(1).path("metricId").asString())
        .isEqualTo("mdef_01jzzzzzzzzzzzzzzzzzzzzzzz");
    assertThat(list.get(1).path("latest").isNull()).isTrue();
    assertThat(list.get(1).path("trend").isNull()).isTrue();
    assertThat(list.get(2).path("metricId").asString()).isEqualTo(id);

    Response active =
        server.post("/metrics/summaries", Map.of("userId", user, "filter", Map.of("active", true)));
    assertThat(active.body().path("summaries").size()).isEqualTo(1);
    assertThat(active.body().path("summaries").get(0).path("metricId").asString()).isEqualTo(id);
  }

  @Test
  void updateAndDelete() {
    String user = "m-upd";
    String id =
        observe(user, WEIGHT, 80, "2026-05-01T07:00:00Z").body().path("metricId").asString();
    observe(user, WEIGHT, 81, "2026-05-02T07:00:00Z");
    String stepsId =
        observe(
                user,
                metric("steps", "Steps", "Daily step count", "steps"),
                5,
                "2026-05-02T07:00:00Z")
            .body()
            .path("metricId")
            .asString();

    Map<String, Object> change = new HashMap<>();
    change.put("userId", user);
    change.put("metricDefinitionId", id);
    change.put("label", "Weight");
    change.put("validRangeMin", 30);
    Response updated = server.post("/metrics/update", change);
    assertThat(updated.status()).as(updated.raw()).isEqualTo(200);
    assertThat(updated.body().path("definition").path("label").asString()).isEqualTo("Weight");
    assertThat(updated.body().path("definition").path("validRange").path("min").asDouble())
        .isEqualTo(30);
    Map<String, Object> clear = new HashMap<>();
    clear.put("userId", user);
    clear.put("metricDefinitionId", id);
    clear.put("validRangeMin", null);
    Response cleared = server.post("/metrics/update", clear);
    assertThat(cleared.status()).as(cleared.raw()).isEqualTo(200);
    assertThat(cleared.body().path("definition").path("validRange").path("min").isNull()).isTrue();
    assertThat(cleared.body().path("definition").path("label").asString()).isEqualTo("Weight");

    Response taken =
        server.post(
            "/metrics/update",
            Map.of("userId", user, "metricDefinitionId", stepsId, "slug", "body_weight"));
    assertThat(taken.status()).isEqualTo(409);
    Response unknown =
        server.post(
            "/metrics/update",
            Map.of(
                "userId",
                user,
                "metricDefinitionId",
                "mdef_01jzzzzzzzzzzzzzzzzzzzzzzz",
                "label",
                "x"));
    assertThat(unknown.status()).isEqualTo(404);
    Response nothing =
        server.post("/metrics/update", Map.of("userId", user, "metricDefinitionId", id));
    assertThat(nothing.status()).isEqualTo(400);

    Response deleted =
        server.post("/metrics/delete", Map.of("userId", user, "metricDefinitionId", id));
    assertThat(deleted.status()).as(deleted.raw()).isEqualTo(200);
    assertThat(deleted.body().path("deleted").asBoolean()).isTrue();
    assertThat(deleted.body().path("deletedObservationCount").asInt()).isEqualTo(2);
    assertThat(
            server
                .post("/metrics/delete", Map.of("userId", user, "metricDefinitionId", id))
                .status())
        .isEqualTo(404);
    assertThat(list(user).size()).isEqualTo(1);
  }

  @Test
  void anotherUsersOrPartitionsDefinitionIsNotFoundAndNothingIsWritten() {
    String id =
        observe("m-owner", WEIGHT, 80, "2026-05-01T07:00:00Z").body().path("metricId").asString();
    // The owner's other partition exists (a key never written is 409 PARTITION_UNAUTHORIZED).
    assertThat(
            server
                .post(
                    "/node/create",
                    Map.of(
                        "userId",
                        "m-owner",
                        "partitionKey",
                        "work",
                        "nodeType",
                        "Concept",
                        "label",
                        "Work"))
                .status())
        .isEqualTo(201);
    for (String path : List.of("/metrics/summary")) {
      assertThat(server.post(path, Map.of("userId", "m-intruder", "metricId", id)).status())
          .isEqualTo(404);
      assertThat(
              server
                  .post(path, Map.of("userId", "m-owner", "partitionKey", "work", "metricId", id))
                  .status())
          .isEqualTo(404);
    }
    assertThat(
            server
                .post(
                    "/metrics/series",
                    Map.of(
                        "userId",
                        "m-intruder",
                        "metricIds",
                        List.of(id),
                        "from",
                        "2026-01-01T00:00:00Z",
                        "to",
                        "2026-12-01T00:00:00Z",
                        "bucket",
                        "none"))
                .status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/metrics/update",
                    Map.of("userId", "m-intruder", "metricDefinitionId", id, "label", "pwned"))
                .status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/metrics/delete",
                    Map.of("userId", "m-owner", "partitionKey", "work", "metricDefinitionId", id))
                .status())
        .isEqualTo(404);
    assertThat(
            server
                .post("/metrics/delete", Map.of("userId", "m-intruder", "metricDefinitionId", id))
                .status())
        .isEqualTo(404);
    JsonNode summaries =
        server
            .post("/metrics/summaries", Map.of("userId", "m-intruder", "metricIds", List.of(id)))
            .body()
            .path("summaries");
    assertThat(summaries.get(0).path("metricId").asString()).isEqualTo(id);
    assertThat(summaries.get(0).path("latest").isNull()).isTrue();
    assertThat(summaries.get(0).path("windows").path("90d").isNull()).isTrue();
    // A bulk write of the owner's slug by another user finds no definition.
    Response bulk =
        server.post(
            "/metrics/observations/bulk",
            Map.of(
                "userId",
                "m-intruder",
                "sourceExternalId",
                "x",
                "observations",
                List.of(
                    Map.of(
                        "metricSlug",
                        "body_weight",
                        "value",
                        1,
                        "occurredAt",
                        "2026-05-01T07:00:00Z"))));
    assertThat(bulk.body().path("errors").get(0).path("code").asString())
        .isEqualTo("DEFINITION_NOT_FOUND");
    assertThat(list("m-intruder").size()).isZero();
    JsonNode owner = list("m-owner");
    assertThat(owner.get(0).path("label").asString()).isEqualTo("Body weight");
    assertThat(owner.get(0).path("stats").path("observationCount").asInt()).isEqualTo(1);
    Response workList =
        server.post("/metrics/list", Map.of("userId", "m-owner", "partitionKey", "work"));
    assertThat(workList.body().path("metrics").size()).isZero();
  }

  @Test
  void moversReadTheStoreWithinTheCallersScope() {
    String user = "m-movers";
    Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    // weight: 7d window {80 (3 days ago), 78 (1 day ago)} avg 79, latest 78 -> delta -1, down
    observe(user, WEIGHT, 80, now.minus(Duration.ofDays(3)).toString());
    observe(user, WEIGHT, 78, now.minus(Duration.ofDays(1)).toString());
    // sleep: 7d empty; 30d {6, 8} avg 7, latest 8 -> delta +1 (14 %), ranked first
    Map<String, Object> sleep = metric("sleep_duration", "Sleep duration", "Hours slept", "h");
    observe(user, sleep, 6, now.minus(Duration.ofDays(25)).toString());
    observe(user, sleep, 8, now.minus(Duration.ofDays(20)).toString());
    var scope =
        dev.assistantmemory.core.access.ReadScope.of(
            user, null, dev.assistantmemory.core.access.AccessScope.partition);
    var movers = server.app().metrics().movers(scope, now, 10);
    assertThat(movers).extracting(m -> m.slug()).containsExactly("sleep_duration", "body_weight");
    assertThat(movers.get(0).delta()).isEqualTo(1);
    assertThat(movers.get(0).window()).isEqualTo("30d");
    assertThat(movers.get(1).delta()).isEqualTo(-1);
    assertThat(movers.get(1).direction().name()).isEqualTo("down");
    assertThat(server.app().metrics().movers(scope, now, 1)).hasSize(1);
    var other =
        dev.assistantmemory.core.access.ReadScope.of(
            "m-movers-other", null, dev.assistantmemory.core.access.AccessScope.partition);
    assertThat(server.app().metrics().movers(other, now, 10)).isEmpty();
    var work =
        dev.assistantmemory.core.access.ReadScope.of(
            user, "work", dev.assistantmemory.core.access.AccessScope.partition);
    assertThat(server.app().metrics().movers(work, now, 10)).isEmpty();
  }

  /** {@code /metrics/series} of metric {@code id} over March 2026, with {@code more} fields. */
  private Response marchSeries(String user, String id, Object... more) {
    Map<String, Object> body =
        TestServer.body(
            "userId",
            user,
            "metricIds",
            List.of(id),
            "from",
            "2026-03-01T00:00:00Z",
            "to",
            "2026-03-31T00:00:00Z");
    body.putAll(TestServer.body(more));
    return server.post("/metrics/series", body);
  }
}
