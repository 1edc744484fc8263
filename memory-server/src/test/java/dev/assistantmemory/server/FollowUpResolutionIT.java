package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * A later message that names an open task by a paraphrase completes that task, through real ingest
 * on a real SQLite file with the local embedder (issue 13 item 3): by its head noun ("The deck is
 * done."), by Dutch "ik heb … af", and by meaning alone ("The Postgres migration is done." for
 * "migrate the database to PostgreSQL", which shares no word the rules match). An unrelated
 * follow-up touches nothing, and another user's task is never a candidate. A deadline move named by
 * meaning ("The Postgres migration is now due May 27.") moves that task's due day only.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FollowUpResolutionIT {
  TestServer server;
  private final AtomicInteger seq = new AtomicInteger();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private void say(String user, String text, String timestamp) {
    int n = seq.incrementAndGet();
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(user, "c" + n, List.of(message("m" + n, "user", text, timestamp))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    String op = r.body().path("ingestionOperationId").asString();
    server.awaitProcessed(user, op);
    assertThat(
            server
                .post("/sources/processing", Map.of("userId", user, "operationId", op))
                .body()
                .toString())
        .contains("completed");
  }

  private String taskId(String user, String label) {
    JsonNode graph = server.post("/query/graph", Map.of("userId", user, "maxNodes", 100)).body();
    for (JsonNode n : graph.path("nodes")) {
      if ("Task".equals(n.path("nodeType").asString())
          && n.path("label").asString().equalsIgnoreCase(label)) {
        return n.path("id").asString();
      }
    }
    throw new AssertionError("no task " + label + " in " + graph);
  }

  private String due(String user, String taskId) {
    String due = null;
    for (JsonNode c : activeClaims(user, taskId)) {
      if ("DUE_ON".equals(c.path("predicate").asString())) {
        assertThat(due).as("one active due claim").isNull();
        due = c.path("objectLabel").asString();
      }
    }
    return due;
  }

  private JsonNode activeClaims(String user, String taskId) {
    return server
        .post(
            "/node/get",
            Map.of(
                "userId",
                user,
                "nodeId",
                taskId,
                "claimFilter",
                Map.of("statuses", List.of("active"))))
        .body()
        .path("claims");
  }

  private String status(String user, String taskId) {
    JsonNode claims =
        server
            .post(
                "/node/get",
                Map.of(
                    "userId",
                    user,
                    "nodeId",
                    taskId,
                    "claimFilter",
                    Map.of("statuses", List.of("active"))))
            .body()
            .path("claims");
    String status = null;
    for (JsonNode c : claims) {
      if ("HAS_TASK_STATUS".equals(c.path("predicate").asString())) {
        assertThat(status).as("one active status claim").isNull();
        status = c.path("objectValue").asString();
      }
    }
    return status;
  }

  @Test
  void theDeckIsDoneCompletesTheBoardDeckAndNothingElse() {
    say("fu-en", "I need to prepare the Q3 board deck by Friday.", "2026-04-27T09:00:00Z");
    say("fu-en", "I have to migrate the database to PostgreSQL.", "2026-04-27T09:05:00Z");
    String deck = taskId("fu-en", "prepare the Q3 board deck");
    String migration = taskId("fu-en", "migrate the database to PostgreSQL");

    say("fu-en", "The deck is done.", "2026-04-28T10:00:00Z");
    assertThat(status("fu-en", deck)).isEqualTo("done");
    assertThat(status("fu-en", migration)).isEqualTo("pending");
  }

  @Test
  void aFollowUpThatSharesNoMatchedWordResolvesByMeaning() {
    say("fu-meaning", "I need to prepare the Q3 board deck by Friday.", "2026-04-27T09:00:00Z");
    say("fu-meaning", "I have to migrate the database to PostgreSQL.", "2026-04-27T09:05:00Z");
    String deck = taskId("fu-meaning", "prepare the Q3 board deck");
    String migration = taskId("fu-meaning", "migrate the database to PostgreSQL");

    say("fu-meaning", "The Postgres migration is done.", "2026-04-28T10:00:00Z");
    assertThat(status("fu-meaning", migration)).isEqualTo("done");
    assertThat(status("fu-meaning", deck)).isEqualTo("pending");
  }

  @Test
  void aDeadlineMoveNamedByMeaningMovesThatTasksDueDay() {
    say("fu-due", "I need to prepare the Q3 board deck by Friday.", "2026-04-27T09:00:00Z");
    say(
        "fu-due",
        "I have to migrate the database to PostgreSQL by May 20.",
        "2026-04-27T09:05:00Z");
    String deck = taskId("fu-due", "prepare the Q3 board deck");
    String migration = taskId("fu-due", "migrate the database to PostgreSQL");
    assertThat(due("fu-due", migration)).isEqualTo("2026-05-20");

    say("fu-due", "The Postgres migration is now due May 27.", "2026-04-28T10:00:00Z");
    assertThat(due("fu-due", migration)).isEqualTo("2026-05-27");
    assertThat(due("fu-due", deck)).isEqualTo("2026-05-01");
    assertThat(status("fu-due", migration)).isEqualTo("pending");
  }

  @Test
  void ikHebDePresentatieAfCompletesThePresentation() {
    say("fu-nl", "Ik moet de presentatie voorbereiden.", "2026-04-27T09:00:00Z");
    say("fu-nl", "Ik moet de dakgoot schoonmaken.", "2026-04-27T09:05:00Z");
    String deck = taskId("fu-nl", "de presentatie voorbereiden");
    String gutter = taskId("fu-nl", "de dakgoot schoonmaken");

    say("fu-nl", "Ik heb de presentatie af.", "2026-04-28T10:00:00Z");
    assertThat(status("fu-nl", deck)).isEqualTo("done");
    assertThat(status("fu-nl", gutter)).isEqualTo("pending");
  }

  @Test
  void anUnrelatedParaphraseLeavesTheTaskOpen() {
    say("fu-neg", "I need to prepare the Q3 board deck by Friday.", "2026-04-27T09:00:00Z");
    say("fu-neg", "Ik moet de presentatie voorbereiden.", "2026-04-27T09:05:00Z");
    String deck = taskId("fu-neg", "prepare the Q3 board deck");
    String presentation = taskId("fu-neg", "de presentatie voorbereiden");

    say("fu-neg", "The report is done.", "2026-04-28T10:00:00Z");
    say("fu-neg", "Finished the book I was reading.", "2026-04-28T10:05:00Z");
    say("fu-neg", "Het rapport is af.", "2026-04-28T10:10:00Z");
    assertThat(status("fu-neg", deck)).isEqualTo("pending");
    assertThat(status("fu-neg", presentation)).isEqualTo("pending");
  }

  @Test
  void anotherUsersTaskIsNeverACandidate() {
    say("fu-owner", "I have to migrate the database to PostgreSQL.", "2026-04-27T09:00:00Z");
    String theirs = taskId("fu-owner", "migrate the database to PostgreSQL");
    say("fu-other", "I need to prepare the Q3 board deck by Friday.", "2026-04-27T09:05:00Z");
    String mine = taskId("fu-other", "prepare the Q3 board deck");

    // Says the very words that complete the owner's task by meaning, as another user.
    say("fu-other", "The Postgres migration is done.", "2026-04-28T10:00:00Z");
    assertThat(status("fu-owner", theirs)).isEqualTo("pending");
    assertThat(status("fu-other", mine)).isEqualTo("pending");

    say("fu-owner", "The Postgres migration is done.", "2026-04-28T11:00:00Z");
    assertThat(status("fu-owner", theirs))
        .as("the same words complete it for its owner")
        .isEqualTo("done");
  }
}
