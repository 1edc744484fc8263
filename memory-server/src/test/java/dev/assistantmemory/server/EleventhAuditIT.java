package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The eleventh audit (docs/contract-audit.md, "Eleventh audit"): a batch delete that names a node
 * twice deletes it once, and a maintenance preview (dry run) reads its partition like any read: an
 * unknown key is a 409 and no partition is registered by it. Real HTTP, real SQLite.
 */
@ExtendWith(TestServerExtension.class)
class EleventhAuditIT {
  private final TestServer server;

  EleventhAuditIT(TestServer server) {
    this.server = server;
  }

  private TestServer server() {
    return server;
  }

  private static Map<String, Object> body(Object... kv) {
    return TestServer.body(kv);
  }

  // ------------------------------------------------------------------ E1

  @Test
  void aBatchDeleteNamingANodeTwiceDeletesItOnce() {
    String user = "e11-batch";
    String twice = server().node(user, "Organization", "Twice Ltd");
    String kept = server().node(user, "Organization", "Kept Ltd");

    // CONTRACT.md 8 {deleted: true, count}: the node exists, so naming it twice is no "not found".
    Response r =
        server().post("/node/batch-delete", body("userId", user, "nodeIds", List.of(twice, twice)));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(r.body().path("deleted").asBoolean()).isTrue();
    assertThat(r.body().path("count").asInt()).as(r.raw()).isEqualTo(1);
    assertThat(server().post("/node/get", body("userId", user, "nodeId", twice)).status())
        .isEqualTo(404);

    // All-or-nothing is kept (first audit, row 18): an unknown id among them deletes nothing.
    Response unknown =
        server()
            .post(
                "/node/batch-delete",
                body(
                    "userId",
                    user,
                    "nodeIds",
                    List.of(kept, kept, "node_01kq5509kfe4a94mj5k20j5z6y")));
    assertThat(unknown.status()).as(unknown.raw()).isEqualTo(404);
    assertThat(server().post("/node/get", body("userId", user, "nodeId", kept)).status())
        .isEqualTo(200);
  }

  // ------------------------------------------------------------------ E2

  /** The previews of section 10.1: each writes nothing unless asked to. */
  private static Map<String, Map<String, Object>> previews() {
    Map<String, Map<String, Object>> previews = new LinkedHashMap<>();
    previews.put("/maintenance/prune-stale-nodes", Map.of());
    previews.put("/maintenance/prune-orphan-nodes", Map.of("dryRun", true));
    previews.put("/maintenance/recover-statusless-commitments", Map.of());
    previews.put("/maintenance/cleanup-placeholders", Map.of("triggerCleanup", false));
    return previews;
  }

  private Response call(String route, Map<String, Object> fields, String user, String key) {
    Map<String, Object> req = new LinkedHashMap<>(fields);
    req.put("userId", user);
    req.put("partitionKey", key);
    return server().post(route, req);
  }

  private void assertUnregistered(String user, String key) {
    Response list = server().post("/sources/list", body("userId", user, "partitionKey", key));
    assertThat(list.status()).as("%s is registered: %s", key, list.raw()).isEqualTo(409);
    assertThat(list.body().path("data").path("code").asString())
        .isEqualTo("PARTITION_UNAUTHORIZED");
  }

  @Test
  void aMaintenancePreviewReadsItsPartitionAndRegistersNothing() {
    String user = "e11-preview";
    server().node(user, "Person", "Someone");
    int i = 0;
    for (Map.Entry<String, Map<String, Object>> preview : previews().entrySet()) {
      String route = preview.getKey();
      String fresh = "e11-fresh-" + i++;
      // CONTRACT.md 3: a key that is not a registered active partition is a 409; 13.16: a dry run
      // writes nothing, so it does not register the key (the original reads before a dry run).
      Response r = call(route, preview.getValue(), user, fresh);
      assertThat(r.status()).as(route + " " + r.raw()).isEqualTo(409);
      assertThat(r.body().path("data").path("code").asString())
          .as(route)
          .isEqualTo("PARTITION_UNAUTHORIZED");
      assertUnregistered(user, fresh);
      // A registered partition is previewed as before.
      String known = "e11-known-" + i;
      server().registerPartition(user, known);
      Response ok = call(route, preview.getValue(), user, known);
      assertThat(ok.status()).as(route + " " + ok.raw()).isEqualTo(200);
    }
    // An apply writes: a new key registers as on any write (the original's preparePartitionWrite).
    Response applied =
        call("/maintenance/prune-stale-nodes", Map.of("dryRun", false), user, "e11-applied");
    assertThat(applied.status()).as(applied.raw()).isEqualTo(200);
    JsonNode list =
        server().ok("/sources/list", body("userId", user, "partitionKey", "e11-applied"));
    assertThat(list.path("sources").isArray()).isTrue();
  }

  // ------------------------------------------------------------------ K4, K6 (the lead's readings)

  @Test
  void aTaskCannotOwnItselfAndNothingIsWritten() {
    String user = "e11-owner";
    String task = server().node(user, "Task", "Renew the lease");
    // K4 (b): a task owning itself is a caller's mistake, refused at ownedBy; nothing is written.
    Response self =
        server().post("/commitments/owner", body("userId", user, "taskId", task, "ownedBy", task));
    assertThat(self.status()).as(self.raw()).isEqualTo(400);
    assertThat(self.body().path("field").asString()).as(self.raw()).isEqualTo("ownedBy");
    JsonNode claims = server().ok("/node/get", body("userId", user, "nodeId", task));
    assertThat(claims.toString()).doesNotContain("ASSIGNED_TO");
    // A person still owns it.
    String person = server().node(user, "Person", "Ilse Vos");
    Response ok =
        server()
            .post("/commitments/owner", body("userId", user, "taskId", task, "ownedBy", person));
    assertThat(ok.status()).as(ok.raw()).isEqualTo(200);
  }

  @Test
  void selfAliasesThatNormaliseAlikeAreOneAlias() {
    String user = "e11-self";
    server().node(user, "Person", "Anyone");
    // K6 (b): as /alias/create collapses a name that normalises to an existing alias.
    JsonNode r =
        server()
            .ok(
                "/user/self-aliases",
                body("userId", user, "aliases", List.of("Me", " me ", "ME", "Sam")));
    List<String> aliases = new java.util.ArrayList<>();
    r.path("aliases").forEach(a -> aliases.add(a.asString()));
    assertThat(aliases).containsExactlyInAnyOrder("Me", "Sam");
  }
}
