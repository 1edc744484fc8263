package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Readings said in conversations become metric observations (standard slugs, normalised units, the
 * message as provenance, runs attached to an Event node), not HAS_ATTRIBUTE claims.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MetricExtractionIT {
  @TempDir static Path dir;
  TestServer server;

  @BeforeAll
  void start() {
    server = new TestServer(dir);
  }

  @AfterAll
  void stop() {
    server.close();
  }

  private void say(String user, String conv, String text, String timestamp) {
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(user, conv, List.of(message(conv + "-m", "user", text, timestamp))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  @Test
  void readingsBecomeNormalisedObservationsWithProvenance() throws Exception {
    String user = "mx-user";
    say(user, "c1", "I weighed 170 lb on the scale this morning.", "2026-05-03T07:30:00Z");
    say(user, "c2", "I ran 5 miles this morning.", "2026-05-04T08:00:00Z");

    JsonNode metrics = server.post("/metrics/list", Map.of("userId", user)).body().path("metrics");
    Map<String, JsonNode> bySlug = new HashMap<>();
    metrics.forEach(m -> bySlug.put(m.path("slug").asString(), m));
    assertThat(bySlug).containsKeys("body_weight", "run_distance");
    assertThat(bySlug.get("body_weight").path("unit").asString()).isEqualTo("kg");
    // 170 lb = 77.111 kg
    assertThat(bySlug.get("body_weight").path("stats").path("latestValue").asDouble())
        .isEqualTo(77.111);
    assertThat(bySlug.get("body_weight").path("stats").path("latestAt").asString())
        .isEqualTo("2026-05-03T07:30:00.000Z");
    assertThat(bySlug.get("run_distance").path("unit").asString()).isEqualTo("km");
    assertThat(bySlug.get("run_distance").path("stats").path("latestValue").asDouble())
        .isEqualTo(8.047);

    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"));
        ResultSet rs =
            c.createStatement()
                .executeQuery(
                    "SELECT o.event_node_id, s.type, n.node_type, n.label"
                        + " FROM metric_observations o JOIN metric_definitions d"
                        + " ON d.id = o.definition_id JOIN sources s ON s.id = o.source_id"
                        + " LEFT JOIN nodes n ON n.id = o.event_node_id"
                        + " WHERE o.user_id = 'mx-user' AND d.slug = 'run_distance'")) {
      assertThat(rs.next()).isTrue();
      assertThat(rs.getString("type")).isEqualTo("conversation_message");
      assertThat(rs.getString("event_node_id")).startsWith("node_");
      assertThat(rs.getString("node_type")).isEqualTo("Event");
    }
    JsonNode graph = server.post("/query/graph", Map.of("userId", user, "maxNodes", 100)).body();
    assertThat(graph.path("claims").toString()).doesNotContain("HAS_ATTRIBUTE");
  }

  @Test
  void theBackfillMovesOldTextClaimsIntoObservationsOnce() throws Exception {
    String user = "mx-legacy";
    // A reading stored the old way: an extraction-made HAS_ATTRIBUTE claim on the self node.
    say(user, "l1", "Hello there.", "2026-04-01T07:00:00Z");
    Response self =
        server.post("/user/self-aliases", Map.of("userId", user, "aliases", List.of("Me")));
    assertThat(self.status()).as(self.raw()).isLessThan(300);
    String selfId;
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"))) {
      ResultSet rs =
          c.createStatement()
              .executeQuery(
                  "SELECT id FROM nodes WHERE user_id = 'mx-legacy' AND is_user_self = 1");
      assertThat(rs.next()).isTrue();
      selfId = rs.getString(1);
    }
    Response claim =
        server.post(
            "/claim/create",
            Map.of(
                "userId", user,
                "subjectNodeId", selfId,
                "predicate", "HAS_ATTRIBUTE",
                "objectValue", "weight 160 lb",
                "statement", "The user's weight was 160 lb on 2026-04-01",
                "statedAt", "2026-04-01T07:00:00Z"));
    assertThat(claim.status()).as(claim.raw()).isEqualTo(201);
    String claimId = claim.body().path("claim").path("id").asString();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"))) {
      c.createStatement()
          .executeUpdate("UPDATE claims SET origin = 'extraction' WHERE id = '" + claimId + "'");
    }

    var first = server.app().metricBackfill().run();
    assertThat(first.migrated()).isEqualTo(1);
    var again = server.app().metricBackfill().run();
    assertThat(again.scanned()).isZero();

    JsonNode metrics = server.post("/metrics/list", Map.of("userId", user)).body().path("metrics");
    assertThat(metrics.size()).isEqualTo(1);
    assertThat(metrics.get(0).path("slug").asString()).isEqualTo("body_weight");
    assertThat(metrics.get(0).path("stats").path("latestValue").asDouble()).isEqualTo(72.575);
    assertThat(metrics.get(0).path("stats").path("latestAt").asString())
        .isEqualTo("2026-04-01T07:00:00.000Z");
    Response old = server.post("/claim/get", Map.of("userId", user, "claimId", claimId));
    assertThat(old.body().path("claim").path("status").asString()).isEqualTo("retracted");
  }
}
