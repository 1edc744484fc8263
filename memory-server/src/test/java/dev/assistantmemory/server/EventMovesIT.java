package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * An occasion moved or called off in a later conversation, through real ingest on a real SQLite
 * file (issue 13 item 4, stop 39): the worker reads the user's stored events of the coming days
 * into the extraction, so "The dentist moved my appointment to Friday." a day after "I have a
 * dentist appointment on Thursday." (another conversation, another job) leaves the appointment on
 * Friday only, and its Thursday claim retracted, citing the conversation that gave it. A call-off
 * leaves no day at all. Another user's, another partition's and reference material's events are
 * never read: the same words move nothing of theirs.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EventMovesIT {
  /** Monday 27 April 2026: "Thursday" is the 30th, "Friday" 1 May. */
  private static final String MONDAY = "2026-04-27T09:00:00Z";

  private static final String TUESDAY = "2026-04-28T10:00:00Z";
  private static final String THURSDAY = "2026-04-30";
  private static final String FRIDAY = "2026-05-01";

  TestServer server;
  private final AtomicInteger seq = new AtomicInteger();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  /** Ingests a conversation of one message, waits for its extraction; returns its operation. */
  private String say(String user, String partition, String text, String timestamp) {
    int n = seq.incrementAndGet();
    Map<String, Object> body = new HashMap<>();
    body.put("userId", user);
    body.put(
        "conversation",
        Map.of("id", "ev" + n, "messages", List.of(message("m" + n, "user", text, timestamp))));
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    Response r = server.post("/ingest/conversation", body);
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    String op = r.body().path("ingestionOperationId").asString();
    server.awaitProcessed(user, op);
    Map<String, Object> processing = new HashMap<>(Map.of("userId", user, "operationId", op));
    if (partition != null) {
      processing.put("partitionKey", partition);
    }
    assertThat(server.post("/sources/processing", processing).body().toString())
        .contains("completed");
    return op;
  }

  private String say(String user, String text, String timestamp) {
    return say(user, null, text, timestamp);
  }

  /** The ids of the Event nodes /query/day shows on {@code date} (linked by OCCURRED_ON). */
  private List<String> events(String user, String partition, String date) {
    Map<String, Object> body = new HashMap<>(Map.of("userId", user, "date", date));
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    Response r = server.post("/query/day", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    List<String> out = new ArrayList<>();
    for (JsonNode n : r.body().path("nodes")) {
      if ("Event".equals(n.path("nodeType").asString())
          && "OCCURRED_ON".equals(n.path("predicate").asString())) {
        out.add(n.path("id").asString());
      }
    }
    return out;
  }

  private List<String> events(String user, String date) {
    return events(user, null, date);
  }

  /** Every OCCURRED_ON claim ever made about the node, as /node/history shows them. */
  private List<JsonNode> dayClaims(String user, String nodeId) {
    JsonNode history =
        server
            .post("/node/history", Map.of("userId", user, "nodeId", nodeId))
            .body()
            .path("claims");
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode c : history) {
      if ("OCCURRED_ON".equals(c.path("predicate").asString())) {
        out.add(c);
      }
    }
    return out;
  }

  @Test
  void anAppointmentMovedInALaterConversationIsOnTheNewDayOnly() {
    say("ev-move", "I have a dentist appointment on Thursday.", MONDAY);
    List<String> before = events("ev-move", THURSDAY);
    assertThat(before).as("the appointment on Thursday").hasSize(1);
    assertThat(events("ev-move", FRIDAY)).isEmpty();

    say("ev-move", "The dentist moved my appointment to Friday.", TUESDAY);

    assertThat(events("ev-move", THURSDAY)).as("no appointment left on Thursday").isEmpty();
    List<String> after = events("ev-move", FRIDAY);
    assertThat(after).as("the appointment on Friday").hasSize(1);
    List<JsonNode> old = dayClaims("ev-move", before.get(0));
    assertThat(old).as(old.toString()).hasSize(1);
    assertThat(old.get(0).path("status").asString()).isEqualTo("retracted");
    assertThat(old.get(0).path("validTo").isNull()).as("ended").isFalse();
    List<JsonNode> now = dayClaims("ev-move", after.get(0));
    assertThat(now).hasSize(1);
    assertThat(now.get(0).path("status").asString()).isEqualTo("active");
    assertThat(old.get(0).path("sourceId").asString())
        .as("each day's claim cites the conversation that gave it")
        .isNotBlank()
        .isNotEqualTo(now.get(0).path("sourceId").asString());
    assertThat(now.get(0).path("sourceId").asString()).isNotBlank();
  }

  @Test
  void anAppointmentCalledOffInALaterConversationLeavesNoDay() {
    say("ev-off", "I have a dentist appointment on Thursday.", MONDAY);
    List<String> before = events("ev-off", THURSDAY);
    assertThat(before).hasSize(1);

    say("ev-off", "The dentist appointment is cancelled.", TUESDAY);

    assertThat(events("ev-off", THURSDAY)).isEmpty();
    assertThat(events("ev-off", FRIDAY)).isEmpty();
    List<JsonNode> old = dayClaims("ev-off", before.get(0));
    assertThat(old).hasSize(1);
    assertThat(old.get(0).path("status").asString()).isEqualTo("retracted");
  }

  @Test
  void anotherUsersAppointmentIsNeverMoved() {
    say("ev-owner", "I have a dentist appointment on Thursday.", MONDAY);
    assertThat(events("ev-owner", THURSDAY)).hasSize(1);

    // The very words that move the owner's appointment, said by another user.
    say("ev-stranger", "The dentist moved my appointment to Friday.", TUESDAY);
    say("ev-stranger", "The dentist appointment is cancelled.", TUESDAY);

    assertThat(events("ev-owner", THURSDAY)).as("the owner's appointment stays").hasSize(1);
    assertThat(events("ev-owner", FRIDAY)).isEmpty();
  }

  @Test
  void anotherPartitionsAppointmentIsNeverMoved() {
    say("ev-parts", "work", "I have a dentist appointment on Thursday.", MONDAY);
    assertThat(events("ev-parts", "work", THURSDAY)).hasSize(1);

    say("ev-parts", "The dentist moved my appointment to Friday.", TUESDAY);
    say("ev-parts", "The dentist appointment is cancelled.", TUESDAY);

    assertThat(events("ev-parts", "work", THURSDAY)).as("work's appointment stays").hasSize(1);
    assertThat(events("ev-parts", "work", FRIDAY)).isEmpty();

    say("ev-parts", "work", "The dentist moved my appointment to Friday.", TUESDAY);
    assertThat(events("ev-parts", "work", THURSDAY)).as("moved in its own partition").isEmpty();
    assertThat(events("ev-parts", "work", FRIDAY)).hasSize(1);
  }
}
