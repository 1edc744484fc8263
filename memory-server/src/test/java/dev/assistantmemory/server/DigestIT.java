package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/** {@code /digest} and {@code /query/recent-changes} over real HTTP on a real SQLite file. */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DigestIT {
  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private Response post(String path, Object... kv) {
    return server.post(path, body(kv));
  }

  private String node(String user, String type, String label, List<Map<String, Object>> claims) {
    Response r =
        post(
            "/node/create",
            "userId",
            user,
            "nodeType",
            type,
            "label",
            label,
            "initialClaims",
            claims);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private static Map<String, Object> status(String label) {
    return Map.of(
        "predicate",
        "HAS_TASK_STATUS",
        "statement",
        label + " is pending",
        "objectValue",
        "pending",
        "assertedByKind",
        "user");
  }

  private String task(String user, String label, String dueOn) {
    List<Map<String, Object>> claims = new ArrayList<>(List.of(status(label)));
    if (dueOn != null) {
      String day = node(user, "Temporal", dueOn, List.of());
      claims.add(
          Map.of(
              "predicate",
              "DUE_ON",
              "statement",
              label + " is due " + dueOn,
              "objectNodeId",
              day,
              "assertedByKind",
              "user"));
    }
    return node(user, "Task", label, claims);
  }

  private static List<String> labels(JsonNode list) {
    List<String> out = new ArrayList<>();
    list.forEach(n -> out.add(n.path("label").asString()));
    return out;
  }

  @Test
  void openCommitmentsAreBucketedAgainstTheDate() {
    String user = "digest-u";
    task(user, "Yesterday's task", "2026-05-28");
    task(user, "Today's task", "2026-05-29");
    task(user, "Next week's task", "2026-06-05");
    task(user, "Far task", "2026-06-30");
    task(user, "Undated task", null);

    Response r =
        post(
            "/digest",
            "userId",
            user,
            "date",
            "2026-05-29",
            "timeZone",
            "America/New_York",
            "since",
            "2026-05-28T00:00:00Z",
            "upcomingWithinDays",
            7,
            "metricMoverLimit",
            10,
            "whatsNewLimit",
            50,
            "includePinned",
            true);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode c = r.body().path("commitments");
    assertThat(labels(c.path("overdue"))).containsExactly("Yesterday's task");
    assertThat(labels(c.path("dueToday"))).containsExactly("Today's task");
    assertThat(labels(c.path("upcoming"))).containsExactly("Next week's task");
    assertThat(c.path("dueToday").get(0).path("dueOn").asString()).isEqualTo("2026-05-29");
    assertThat(c.path("dueToday").get(0).path("status").asString()).isEqualTo("pending");
    assertThat(r.body().path("metricMovers").isArray()).isTrue();
    assertThat(r.body().path("metricMovers").size()).isZero();
    assertThat(r.body().path("date").asString()).isEqualTo("2026-05-29");
    assertThat(r.body().path("timeZone").asString()).isEqualTo("America/New_York");
    assertThat(r.body().path("since").asString()).isEqualTo("2026-05-28T00:00:00.000Z");
    assertThat(r.body().path("whatsNew").path("claims").toString()).contains("HAS_TASK_STATUS");

    // Default since: the start of the date in the zone (04:00 UTC in New York summer time).
    Response defaults =
        post("/digest", "userId", user, "date", "2026-05-29", "timeZone", "America/New_York");
    assertThat(defaults.body().path("since").asString()).isEqualTo("2026-05-29T04:00:00.000Z");

    // Another user and another partition see none of it.
    Response other =
        post("/digest", "userId", "digest-other", "date", "2026-05-29", "timeZone", "UTC");
    assertThat(other.body().path("commitments").path("overdue").size()).isZero();
    server.registerPartition(user, "work");
    Response partition =
        post(
            "/digest",
            "userId",
            user,
            "partitionKey",
            "work",
            "date",
            "2026-05-29",
            "timeZone",
            "UTC");
    assertThat(partition.status()).as(partition.raw()).isEqualTo(200);
    assertThat(partition.body().path("commitments").path("dueToday").size()).isZero();
  }

  @Test
  void metricMoversComeFromTheReadingsOfTheUser() {
    java.time.Instant now = java.time.Instant.now();
    Map<String, Object> metric =
        Map.of(
            "slug",
            "body_weight",
            "label",
            "Body weight",
            "description",
            "Morning scale weight",
            "unit",
            "kg",
            "aggregationHint",
            "avg");
    for (Object[] reading : new Object[][] {{80.0, 3}, {78.0, 0}}) {
      Response r =
          post(
              "/metrics/observations",
              "userId",
              "dg-movers",
              "metric",
              metric,
              "value",
              reading[0],
              "occurredAt",
              dev.assistantmemory.model.WireTime.format(
                  now.minus(java.time.Duration.ofDays((Integer) reading[1])).minusSeconds(60)));
      assertThat(r.status()).as(r.raw()).isLessThan(300);
    }
    String today = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString();
    Response r = post("/digest", "userId", "dg-movers", "date", today, "timeZone", "UTC");
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode mover = r.body().path("metricMovers").get(0);
    assertThat(mover.path("slug").asString()).isEqualTo("body_weight");
    assertThat(mover.path("latestValue").asDouble()).isEqualTo(78.0);
    // latest 78 minus the 7-day average (80 + 78) / 2 = 79
    assertThat(mover.path("delta").asDouble()).isEqualTo(-1.0);
    assertThat(mover.path("direction").asString()).isEqualTo("down");
    assertThat(mover.path("window").asString()).isEqualTo("7d");
    Response other = post("/digest", "userId", "dg-nobody", "date", today, "timeZone", "UTC");
    assertThat(other.body().path("metricMovers")).as("another user's readings").isEmpty();
  }

  @Test
  void whatsNewListsRecentClaimsNodesAndSources() {
    String user = "news-u";
    Response ingest =
        server.post(
            "/ingest/conversation",
            conversation(
                user,
                "chat_1",
                List.of(
                    message(
                        "m1", "user", "I prefer tea over coffee.", "2026-04-26T13:00:00.000Z"))));
    server.awaitProcessed(user, ingest.body().path("ingestionOperationId").asString());
    task(user, "Send the spec", null);

    Response changes =
        post("/query/recent-changes", "userId", user, "since", "2020-01-01T00:00:00+02:00");
    assertThat(changes.status()).as(changes.raw()).isEqualTo(200);
    JsonNode body = changes.body();
    List<String> sourceTypes = new ArrayList<>();
    List<String> sourceIds = new ArrayList<>();
    body.path("sources")
        .forEach(
            src -> {
              sourceTypes.add(src.path("type").asString());
              sourceIds.add(src.path("sourceId").asString());
            });
    // the conversation received in the window, and (sixteenth audit W1) the source behind every
    // returned claim: a client grouping claims by sourceId finds each one listed
    assertThat(sourceTypes).contains("conversation", "conversation_message");
    assertThat(sourceIds).doesNotHaveDuplicates();
    for (JsonNode c : body.path("claims")) {
      if (!c.path("sourceId").isNull() && !c.path("sourceId").asString().isEmpty()) {
        assertThat(sourceIds).as(c.toString()).contains(c.path("sourceId").asString());
      }
    }
    List<String> nodeTypes = new ArrayList<>();
    body.path("nodes").forEach(n -> nodeTypes.add(n.path("nodeType").asString()));
    assertThat(nodeTypes).contains("Task", "Conversation").doesNotContain("Temporal");
    assertThat(body.path("nodes").get(0).path("changeKind").asString()).isEqualTo("added");
    List<String> predicates = new ArrayList<>();
    body.path("claims").forEach(n -> predicates.add(n.path("predicate").asString()));
    assertThat(predicates).contains("HAS_TASK_STATUS").doesNotContain("RECORDED_ON");
    assertThat(body.path("claims").get(0).path("changeKind").asString()).isEqualTo("added");
    // CONTRACT.md 5 / the original's schema: an attribute claim's objectLabel is its literal value.
    for (JsonNode c : body.path("claims")) {
      if ("HAS_TASK_STATUS".equals(c.path("predicate").asString())) {
        assertThat(c.path("objectLabel").asString()).as(c.toString()).isEqualTo("pending");
      }
    }

    Response typed =
        post(
            "/query/recent-changes",
            "userId",
            user,
            "since",
            "2020-01-01T00:00:00Z",
            "nodeTypes",
            List.of("Temporal"),
            "limit",
            1);
    assertThat(typed.body().path("nodes").size()).isEqualTo(1);
    assertThat(typed.body().path("nodes").get(0).path("nodeType").asString()).isEqualTo("Temporal");

    Response future =
        post("/query/recent-changes", "userId", user, "since", "2999-01-01T00:00:00Z");
    assertThat(future.body().path("claims").size()).isZero();
    assertThat(
            post("/query/recent-changes", "userId", "news-other", "since", "2020-01-01T00:00:00Z")
                .body()
                .path("nodes")
                .size())
        .isZero();
    server.registerPartition(user, "work");
    Response workChanges =
        post(
            "/query/recent-changes",
            "userId",
            user,
            "partitionKey",
            "work",
            "since",
            "2020-01-01T00:00:00Z");
    assertThat(workChanges.status()).as(workChanges.raw()).isEqualTo(200);
    assertThat(workChanges.body().path("sources").size()).isZero();
    assertThat(workChanges.body().path("claims").size()).isZero();
  }

  @Test
  void invalidInputIsRefused() {
    assertThat(
            post("/digest", "userId", "x", "date", "2026-05-29", "timeZone", "Mars/Olympus")
                .status())
        .isEqualTo(400);
    assertThat(post("/digest", "userId", "x", "timeZone", "UTC").status()).isEqualTo(400);
    assertThat(post("/digest", "userId", "x", "date", "2026-05-29").status()).isEqualTo(400);
    assertThat(post("/digest", "userId", "x", "date", "2026-02-30", "timeZone", "UTC").status())
        .isEqualTo(400);
    assertThat(
            post(
                    "/digest",
                    "userId",
                    "x",
                    "date",
                    "2026-05-29",
                    "timeZone",
                    "UTC",
                    "upcomingWithinDays",
                    366)
                .status())
        .isEqualTo(400);
    assertThat(
            post(
                    "/digest",
                    "userId",
                    "x",
                    "date",
                    "2026-05-29",
                    "timeZone",
                    "UTC",
                    "whatsNewLimit",
                    0)
                .status())
        .isEqualTo(400);
    // CONTRACT.md sections 1 and 7: the digest's since is a datetime in the Z form only (unlike
    // /query/recent-changes, marked "offset ok").
    Response offset =
        post(
            "/digest",
            "userId",
            "x",
            "date",
            "2026-05-29",
            "timeZone",
            "UTC",
            "since",
            "2026-05-28T00:00:00+02:00");
    assertThat(offset.status()).as(offset.raw()).isEqualTo(400);
    assertThat(offset.body().path("field").asString()).isEqualTo("since");
    Response zone =
        post("/digest", "userId", "x", "date", "2026-05-29", "timeZone", "Mars/Olympus");
    assertThat(zone.status()).as(zone.raw()).isEqualTo(400);
    assertThat(zone.body().path("data").path("issues").get(0).path("path").asString())
        .isEqualTo("timeZone");
    assertThat(post("/query/recent-changes", "userId", "x").status()).isEqualTo(400);
    assertThat(post("/query/recent-changes", "userId", "x", "since", "yesterday").status())
        .isEqualTo(400);
    assertThat(
            post("/query/recent-changes", "userId", "x", "since", "2026-13-40T00:00:00Z").status())
        .isEqualTo(400);
    assertThat(
            post(
                    "/query/recent-changes",
                    "userId",
                    "x",
                    "since",
                    "2026-04-01T00:00:00Z",
                    "limit",
                    501)
                .status())
        .isEqualTo(400);
  }
}
