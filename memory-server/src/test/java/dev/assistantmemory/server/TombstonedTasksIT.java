package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The seventeenth audit's W1 (docs/contract-audit.md): a Task extracted only from a source the host
 * removed ({@code /maintenance/source-lifecycle} {@code tombstone}, or an {@code updateExisting}
 * replacement, which tombstones the old source) leaves the commitment views ({@code
 * /commitments/open}, {@code /candidates}, {@code /list}), the bootstrap's {@code atlas} and {@code
 * open_commitments} sections and {@code /query/graph}, as it leaves search; a restore brings it
 * back; a task the user made by hand stays throughout. Before: the task stayed on all of them. Real
 * HTTP on SQLite (PostgreSQL through {@link TombstonedTasksPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TombstonedTasksIT {
  private static final String TOKEN = "maint-secret-token-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  @Test
  void aTaskKnownOnlyFromATombstonedSourceLeavesTheCommitmentReadsAndComesBackOnRestore() {
    String user = "tomb-tasks";
    String manual = manualTask(user, "File the tax return");
    JsonNode source = ingest(user, "tasks-1", "I'll renew the passport by Friday.", false);
    String task = extractedTask(user);
    assertVisible(user, task, manual, true);

    assertThat(lifecycle(user, source, "tombstone").status()).isEqualTo(200);
    assertVisible(user, task, manual, false);

    assertThat(lifecycle(user, source, "restore").status()).isEqualTo(200);
    assertVisible(user, task, manual, true);
  }

  @Test
  void anUpdateExistingReplacementTakesTheOldVersionsTaskAway() {
    String user = "tomb-tasks-replaced";
    String manual = manualTask(user, "Water the garden");
    ingest(user, "tasks-2", "I'll renew the passport by Friday.", false);
    String task = extractedTask(user);
    assertVisible(user, task, manual, true);

    ingest(user, "tasks-2", "The heron nests by the mill pond every spring.", true);
    assertVisible(user, task, manual, false);
  }

  /** The extracted passport task's id, from /commitments/list (every band). */
  private String extractedTask(String user) {
    for (JsonNode c : list(user)) {
      if (c.path("label").asString().toLowerCase(java.util.Locale.ROOT).contains("passport")) {
        return c.path("taskId").asString();
      }
    }
    throw new AssertionError("no passport task in " + list(user));
  }

  private void assertVisible(String user, String task, String manual, boolean visible) {
    List<String> open = ids(ok("/commitments/open", Map.of("userId", user)).path("commitments"));
    List<String> candidates =
        ids(ok("/commitments/candidates", Map.of("userId", user)).path("commitments"));
    List<String> listed = ids(list(user));
    List<String> openAndCandidates = new ArrayList<>(open);
    openAndCandidates.addAll(candidates);
    // Not forced: the bundle cached before the change must not be served after it.
    JsonNode boot = ok("/context/bootstrap", Map.of("userId", user));
    String atlas = section(boot, "atlas");
    String openSection = section(boot, "open_commitments") + section(boot, "candidate_commitments");
    List<String> graph = ids(ok("/query/graph", Map.of("userId", user, "maxNodes", 1000)), "nodes");
    List<String> around =
        ids(ok("/query/graph", Map.of("userId", user, "query", "passport")), "nodes");
    String recent =
        ok("/query/recent-changes", Map.of("userId", user, "since", "2020-01-01T00:00:00.000Z"))
            .path("claims")
            .toString();

    assertThat(listed).as("/commitments/list").contains(manual);
    assertThat(open).as("/commitments/open").contains(manual);
    assertThat(graph).as("/query/graph").contains(manual);
    assertThat(openSection).as("bootstrap open_commitments").contains(manual);
    if (visible) {
      assertThat(openAndCandidates).as("/commitments/open or /candidates").contains(task);
      assertThat(listed).as("/commitments/list").contains(task);
      assertThat(atlas).as("bootstrap atlas").containsIgnoringCase("passport");
      assertThat(openSection).as("bootstrap commitment sections").contains(task);
      assertThat(graph).as("/query/graph").contains(task);
      assertThat(around).as("/query/graph around 'passport'").contains(task);
      assertThat(recent).as("/query/recent-changes claims").containsIgnoringCase("passport");
    } else {
      assertThat(open).as("/commitments/open").doesNotContain(task);
      assertThat(candidates).as("/commitments/candidates").doesNotContain(task);
      assertThat(listed).as("/commitments/list").doesNotContain(task);
      assertThat(atlas).as("bootstrap atlas").doesNotContainIgnoringCase("passport");
      assertThat(openSection).as("bootstrap commitment sections").doesNotContain(task);
      assertThat(graph).as("/query/graph").doesNotContain(task);
      assertThat(around).as("/query/graph around 'passport'").doesNotContain(task);
      assertThat(recent).as("/query/recent-changes claims").doesNotContainIgnoringCase("passport");
    }
  }

  private JsonNode list(String user) {
    return ok("/commitments/list", Map.of("userId", user, "provenance", "all", "limit", 200))
        .path("commitments");
  }

  private static String section(JsonNode boot, String kind) {
    for (JsonNode s : boot.path("sections")) {
      if (s.path("kind").asString().equals(kind)) {
        return s.path("content").asString();
      }
    }
    return "";
  }

  private static List<String> ids(JsonNode commitments) {
    List<String> out = new ArrayList<>();
    commitments.forEach(c -> out.add(c.path("taskId").asString()));
    return out;
  }

  private static List<String> ids(JsonNode view, String field) {
    List<String> out = new ArrayList<>();
    view.path(field).forEach(n -> out.add(n.path("id").asString()));
    return out;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(200);
    return r.body();
  }

  private String manualTask(String user, String label) {
    Response r = server.post("/commitments/create", Map.of("userId", user, "label", label));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("taskId").asString();
  }

  /** Ingests a document, waits for it, and returns its /sources/get view. */
  private JsonNode ingest(String user, String id, String content, boolean updateExisting) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", id);
    d.put("content", content);
    d.put("title", "Title " + id);
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("document", d);
    if (updateExisting) {
      body.put("updateExisting", true);
    }
    Response r = server.post("/ingest/document", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    return ok(
            "/sources/get",
            Map.of("userId", user, "sourceId", r.body().path("sourceId").asString()))
        .path("source");
  }

  private Response lifecycle(String user, JsonNode source, String action) {
    return server.sourceLifecycle(user, source, action, TOKEN);
  }
}
