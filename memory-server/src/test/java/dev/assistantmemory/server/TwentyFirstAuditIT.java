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
 * The twenty-first audit (docs/contract-audit.md): the parts of the wire contract the earlier audit
 * ITs touched least (the maintenance and source-lifecycle routes, the missing-field answers of
 * every route, a commitment owner from another partition under workspace access). Real HTTP on
 * SQLite (PostgreSQL through {@link TwentyFirstAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwentyFirstAuditIT {
  private static final String TOKEN = "maint-secret-token-twenty-first-audit";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  // ------------------------------------------------------------------ AA1

  /**
   * CONTRACT 9: a validation refusal lists each problem once in {@code data.issues} (a client shows
   * them to the user, or maps them onto form fields). Every POST route of {@code /openapi.json},
   * given an empty body and then only a {@code userId}: no {@code (path, code)} pair twice, no 5xx,
   * every refusal JSON. {@code /maintenance/source-lifecycle} listed {@code sourceId required}
   * twice: the field carried {@code @NotNull} beside {@code @ObjectId}, which already holds one.
   */
  @Test
  void noRouteReportsOneProblemTwice() {
    JsonNode doc = server.get("/openapi.json").body();
    List<String> failures = new ArrayList<>();
    int routes = 0;
    for (var e : doc.path("paths").properties()) {
      String route = e.getKey();
      if (e.getValue().path("post").isMissingNode() || route.equals("/ingest/file")) {
        continue;
      }
      routes++;
      Map<String, String> headers = new LinkedHashMap<>();
      if (route.startsWith("/maintenance/")) {
        headers.put("Authorization", "Bearer " + TOKEN);
      }
      for (String body : List.of("{}", "{\"userId\":\"a21-missing-" + routes + "\"}")) {
        Response r = server.post(route, body, headers);
        if (r.status() >= 500 || r.body() == null || !r.body().isObject()) {
          failures.add(route + " " + body + " -> " + r.status() + " " + r.raw());
          continue;
        }
        List<String> seen = new ArrayList<>();
        for (JsonNode issue : r.body().path("data").path("issues")) {
          String key = issue.path("path").asString() + " " + issue.path("code").asString();
          if (seen.contains(key)) {
            failures.add(route + " " + body + " lists twice: " + key);
          }
          seen.add(key);
        }
      }
    }
    assertThat(routes).as("POST routes walked").isGreaterThan(80);
    assertThat(failures).isEmpty();
  }

  @Test
  void aSourceLifecycleCommandWithoutASourceIdNamesTheFieldOnce() {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", "a21-lifecycle");
    body.put("expectedPartitionKey", "memory:personal");
    body.put("expectedSourceVersion", 1);
    body.put("commandId", "0b7a6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b");
    body.put("action", "tombstone");
    Response r =
        server.post(
            "/maintenance/source-lifecycle",
            TestServer.JSON.writeValueAsString(body),
            Map.of("Authorization", "Bearer " + TOKEN));
    TestServer.assertInvalid(r, "sourceId", "required");
    assertThat(r.body().path("data").path("issues").size()).as(r.raw()).isEqualTo(1);
  }

  // ------------------------------------------------------------------ AA4

  /**
   * CONTRACT 3 (cross-partition edges are refused) and the brief's rule (a refusal names the
   * caller's field): with workspace access a commitment write can find an owner of another
   * partition; the refusal (409 {@code WRITE_REFUSED}) named {@code objectNodeId}, a field the
   * request does not have, instead of {@code ownedBy}. Nothing is written either way.
   */
  @Test
  void aCrossPartitionOwnerIsRefusedAtOwnedByAndWritesNothing() {
    String user = "a21-owner";
    Map<String, String> workspace = Map.of("x-memory-access-scope", "workspace");
    Map<String, Object> person = new LinkedHashMap<>();
    person.put("userId", user);
    person.put("partitionKey", "work");
    person.put("nodeType", "Person");
    person.put("label", "Wanda Quist");
    String owner = server.ok("/node/create", person).path("node").path("id").asString();

    Map<String, Object> create = new LinkedHashMap<>();
    create.put("userId", user);
    create.put("label", "Send the signed lease");
    create.put("ownedBy", owner);
    Response refused =
        server.post("/commitments/create", TestServer.JSON.writeValueAsString(create), workspace);
    assertThat(refused.status()).as(refused.raw()).isEqualTo(409);
    assertThat(refused.body().path("message").asString()).as(refused.raw()).startsWith("ownedBy");
    assertThat(listed(user, workspace)).as("no task written").isEmpty();

    create.remove("ownedBy");
    String task = server.ok("/commitments/create", create).path("taskId").asString();
    Map<String, Object> assign = new LinkedHashMap<>();
    assign.put("userId", user);
    assign.put("taskId", task);
    assign.put("ownedBy", owner);
    Response refusedOwner =
        server.post("/commitments/owner", TestServer.JSON.writeValueAsString(assign), workspace);
    assertThat(refusedOwner.status()).as(refusedOwner.raw()).isEqualTo(409);
    assertThat(refusedOwner.body().path("message").asString())
        .as(refusedOwner.raw())
        .startsWith("ownedBy");
    Map<String, Object> get = new LinkedHashMap<>();
    get.put("userId", user);
    get.put("taskId", task);
    JsonNode detail = server.ok("/commitments/get", get);
    assertThat(detail.path("owner").isNull()).as(detail.toString()).isTrue();
    assertThat(listed(user, workspace)).as("one task, the second create's").hasSize(1);
  }

  private List<JsonNode> listed(String user, Map<String, String> headers) {
    Map<String, Object> list = new LinkedHashMap<>();
    list.put("userId", user);
    list.put("provenance", "all");
    Response r =
        server.post("/commitments/list", TestServer.JSON.writeValueAsString(list), headers);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    List<JsonNode> out = new ArrayList<>();
    r.body().path("commitments").forEach(out::add);
    return out;
  }
}
